#include "app/core/content/question_yaml.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>

#include "engine/core/utf8.hpp"

namespace arbiter::content {

namespace {

std::size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

// yaml-cpp gives quoted scalars the non-specific tag "!"; a quoted "3" is text, not a number.
bool is_quoted(const YAML::Node& node) { return node.Tag() == "!"; }

std::string shown(const std::string& scalar) {
    constexpr std::size_t kMax = 40;
    return scalar.size() <= kMax ? scalar : scalar.substr(0, kMax) + "...";
}

// How a wrong scalar is named in a message: quoted text is called out, since the quotes are the mistake.
std::string described(const YAML::Node& node) {
    if (!node.IsScalar()) return std::string(yaml_kind_name(node));
    if (is_quoted(node)) return "the quoted text \"" + shown(node.Scalar()) + "\" (remove the quotes)";
    return "'" + shown(node.Scalar()) + "'";
}

}  // namespace

std::string_view yaml_kind_name(const YAML::Node& node) {
    switch (node.Type()) {
        case YAML::NodeType::Map: return "a mapping";
        case YAML::NodeType::Sequence: return "a list";
        case YAML::NodeType::Scalar: return "a scalar";
        case YAML::NodeType::Null: return "nothing";
        case YAML::NodeType::Undefined: return "nothing";
    }
    return "nothing";
}

std::string_view closest_word(std::string_view word, std::initializer_list<std::string_view> candidates) {
    std::string_view best;
    std::size_t best_distance = 3;
    for (auto candidate : candidates) {
        std::size_t d = edit_distance(word, candidate);
        if (d < best_distance) {
            best_distance = d;
            best = candidate;
        }
    }
    return best;
}

std::vector<std::string> top_level_keys(const std::string& yaml_text) {
    std::vector<std::string> keys;
    try {
        YAML::Node root = YAML::Load(yaml_text);
        if (root.IsMap())
            for (auto it = root.begin(); it != root.end(); ++it)
                if (it->first.IsScalar()) keys.push_back(it->first.Scalar());
    } catch (const YAML::Exception&) {
        // The loader that owns the file reports the syntax error.
    }
    return keys;
}

bool read_text_file(const std::string& path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    text = buffer.str();
    return true;
}

std::optional<YAML::Node> YamlReader::parse(const std::string& text) {
    if (auto bad = first_invalid_utf8(text)) {
        const TextPlace place = place_of_offset(text, *bad);
        error_at_line(place.line, place.column, invalid_utf8_message(text, *bad));
        return std::nullopt;
    }
    try {
        return YAML::Load(text);
    } catch (const YAML::Exception& e) {
        error_at_line(static_cast<std::size_t>(e.mark.line + 1), static_cast<std::size_t>(e.mark.column + 1),
                      "YAML syntax error: " + yaml_error_text(e));
        return std::nullopt;
    }
}

std::string yaml_error_text(const YAML::Exception& e) {
    // yaml-cpp stops runaway nesting (2000 levels) but says only "bad file".
    if (dynamic_cast<const YAML::DeepRecursion*>(&e)) return "nested too deeply (yaml-cpp stops at 2000 levels)";
    return e.msg;
}

void YamlReader::error_at(const YAML::Node& node, std::string message) {
    YAML::Mark mark = node.Mark();
    if (mark.is_null())
        error_at_line(0, 0, std::move(message));
    else
        error_at_line(static_cast<std::size_t>(mark.line + 1), static_cast<std::size_t>(mark.column + 1),
                      std::move(message));
}

void YamlReader::error_at_line(std::size_t line, std::size_t column, std::string message) {
    errors_.push_back({file_, line, column, std::move(message)});
}

bool YamlReader::expect_map(const YAML::Node& node, std::string_view what) {
    if (node.IsMap()) return true;
    error_at(node, std::string(what) + ": expected a mapping, got " + std::string(yaml_kind_name(node)));
    return false;
}

bool YamlReader::expect_sequence(const YAML::Node& node, std::string_view what) {
    if (node.IsSequence()) return true;
    error_at(node, std::string(what) + ": expected a list, got " + std::string(yaml_kind_name(node)));
    return false;
}

void YamlReader::reject_unknown_keys(const YAML::Node& map, std::initializer_list<std::string_view> allowed,
                                     std::string_view context) {
    for (auto it = map.begin(); it != map.end(); ++it) {
        YAML::Node key = it->first;  // a copy: it->first lives in a temporary proxy
        std::string name = key.IsScalar() ? key.Scalar() : std::string("?");
        if (std::find(allowed.begin(), allowed.end(), name) != allowed.end()) continue;
        std::string message = std::string(context) + "unknown field '" + name + "'";
        if (auto guess = closest_word(name, allowed); !guess.empty())
            message += " (did you mean '" + std::string(guess) + "'?)";
        error_at(key, message);
    }
}

std::optional<YAML::Node> YamlReader::required(const YAML::Node& map, std::string_view key,
                                               std::string_view context) {
    YAML::Node value = map[std::string(key)];
    if (value.IsDefined()) return value;
    error_at(map, std::string(context) + "missing field '" + std::string(key) + "'");
    return std::nullopt;
}

std::optional<std::string> YamlReader::string(const YAML::Node& node, std::string_view what) {
    if (!node.IsScalar()) {
        error_at(node, std::string(what) + ": expected text, got " + std::string(yaml_kind_name(node)));
        return std::nullopt;
    }
    return node.Scalar();
}

std::optional<long> YamlReader::integer(const YAML::Node& node, std::string_view what) {
    if (node.IsScalar() && !is_quoted(node)) {
        const std::string& s = node.Scalar();
        long value = 0;
        auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
        if (ec == std::errc() && end == s.data() + s.size()) return value;
    }
    error_at(node, std::string(what) + ": expected an integer, got " +
                       described(node));
    return std::nullopt;
}

std::optional<double> YamlReader::number(const YAML::Node& node, std::string_view what) {
    if (node.IsScalar() && !is_quoted(node)) {
        const std::string& s = node.Scalar();
        double value = 0;
        auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
        if (ec == std::errc() && end == s.data() + s.size() && std::isfinite(value)) return value;
    }
    error_at(node, std::string(what) + ": expected a number, got " +
                       described(node));
    return std::nullopt;
}

std::optional<bool> YamlReader::boolean(const YAML::Node& node, std::string_view what) {
    // Only the YAML 1.2 spellings: "yes"/"on" are the kind of surprise content authors trip over.
    if (node.IsScalar() && !is_quoted(node)) {
        if (node.Scalar() == "true") return true;
        if (node.Scalar() == "false") return false;
    }
    error_at(node, std::string(what) + ": expected true or false, got " +
                       described(node));
    return std::nullopt;
}

std::optional<std::vector<std::string>> YamlReader::string_list(const YAML::Node& node, std::string_view what) {
    if (!expect_sequence(node, what)) return std::nullopt;
    std::vector<std::string> out;
    bool ok = true;
    for (const auto& element : node) {
        if (auto s = string(element, what))
            out.push_back(*s);
        else
            ok = false;
    }
    if (!ok) return std::nullopt;
    return out;
}

std::optional<LocalizedText> YamlReader::localized(const YAML::Node& node, std::string_view what) {
    if (!node.IsMap()) {
        error_at(node, std::string(what) + ": expected zh-Hans, zh-Hant and en texts, got " +
                           std::string(yaml_kind_name(node)));
        return std::nullopt;
    }
    std::size_t before = error_count();
    LocalizedText text;
    for (auto it = node.begin(); it != node.end(); ++it) {
        std::string tag = it->first.IsScalar() ? it->first.Scalar() : "?";
        const char* language = nullptr;
        std::string* slot = nullptr;
        if (tag == "zh-Hans") {
            language = "zh-Hans";
            slot = &text.zh_hans;
        } else if (tag == "zh-Hant") {
            language = "zh-Hant";
            slot = &text.zh_hant;
        } else if (tag == "en") {
            language = "en";
            slot = &text.en;
        } else {
            error_at(it->first, std::string(what) + ": unknown language '" + tag + "' (expected zh-Hans, zh-Hant, en)");
            continue;
        }
        if (auto value = string(it->second, std::string(what) + "." + language)) {
            if (value->empty() || std::all_of(value->begin(), value->end(), [](char c) { return c == ' '; }))
                error_at(it->second, std::string(what) + ": the " + language + " text is empty");
            else
                *slot = *value;
        }
    }
    for (auto [tag, present] : {std::pair<const char*, bool>{"zh-Hans", node["zh-Hans"].IsDefined()},
                                {"zh-Hant", node["zh-Hant"].IsDefined()},
                                {"en", node["en"].IsDefined()}}) {
        if (!present) error_at(node, std::string(what) + ": missing language '" + tag + "'");
    }
    if (error_count() != before) return std::nullopt;
    return text;
}

}  // namespace arbiter::content
