#include "app/core/content/question_yaml.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>

#include "app/core/problem_text.hpp"
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
bool is_quoted(const YAML::Node& node) {
    return node.Tag() == "!";
}

std::string shown(const std::string& scalar) {
    constexpr std::size_t kMax = 40;
    return scalar.size() <= kMax ? scalar : scalar.substr(0, kMax) + "...";
}

// How a wrong scalar is named in a message: quoted text is called out, since the quotes are the mistake.
MessageArg described(const YAML::Node& node) {
    if (!node.IsScalar()) return kind_arg("got", node);
    if (is_quoted(node)) return MessageArg::words("got", "problem.value.quoted", {{"text", shown(node.Scalar())}});
    return MessageArg::words("got", "problem.value.plain", {{"text", shown(node.Scalar())}});
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

std::string invalid_byte_text(std::string_view text, std::size_t offset) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    const unsigned char byte = offset < text.size() ? static_cast<unsigned char>(text[offset]) : 0u;
    return std::string("0x") + kHex[byte >> 4] + kHex[byte & 15];
}

MessageArg kind_arg(std::string name, const YAML::Node& node) {
    switch (node.Type()) {
        case YAML::NodeType::Map: return MessageArg::words(std::move(name), "problem.kind.mapping");
        case YAML::NodeType::Sequence: return MessageArg::words(std::move(name), "problem.kind.list");
        case YAML::NodeType::Scalar: return MessageArg::words(std::move(name), "problem.kind.scalar");
        case YAML::NodeType::Null:
        case YAML::NodeType::Undefined: break;
    }
    return MessageArg::words(std::move(name), "problem.kind.nothing");
}

std::vector<MessageArg> places(std::string_view context) {
    while (!context.empty() && (context.back() == ' ' || context.back() == ':')) context.remove_suffix(1);
    if (context.empty()) return {};
    return {MessageArg::place(std::string(context))};
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
        problem_at_line(place.line, place.column, "problem.not_utf8", {{"byte", invalid_byte_text(text, *bad)}});
        return std::nullopt;
    }
    try {
        return YAML::Load(text);
    } catch (const YAML::Exception& e) {
        problem_at_line(static_cast<std::size_t>(e.mark.line + 1), static_cast<std::size_t>(e.mark.column + 1),
                        "problem.yaml_syntax", {yaml_error_detail(e)});
        return std::nullopt;
    }
}

std::optional<YAML::Node> YamlReader::parse_file_map(std::string_view what, std::string_view unreadable) {
    std::string text;
    if (!read_text_file(file_, text)) {
        errors_.push_back({file_, 0, 0, std::string(unreadable)});
        return std::nullopt;
    }
    auto root = parse(text);
    if (!root || !expect_map(*root, what)) return std::nullopt;
    return root;
}

namespace {

// yaml-cpp's parser messages (YAML::ErrorMsg) and the key that says each in the author's language.
// A message with a value appended ("unknown escape character: q") is matched on its start, and the
// rest becomes the key's {value}. The node API's messages (bad conversion, key not found …) and
// the emitter's are not here: the loaders read nodes with YamlReader, which reports its own.
struct YamlMessage {
    const char* text;
    const char* key;
    bool takes_value;
};

// const, not constexpr: yaml-cpp's texts are `const char* const` variables, which clang (the fuzz
// build) does not accept in a constant expression.
const YamlMessage kYamlMessages[] = {
    {YAML::ErrorMsg::YAML_DIRECTIVE_ARGS, "problem.yaml.yaml_directive_args", false},
    {YAML::ErrorMsg::YAML_VERSION, "problem.yaml.yaml_version", true},
    {YAML::ErrorMsg::YAML_MAJOR_VERSION, "problem.yaml.yaml_major_version", false},
    {YAML::ErrorMsg::REPEATED_YAML_DIRECTIVE, "problem.yaml.repeated_yaml_directive", false},
    {YAML::ErrorMsg::TAG_DIRECTIVE_ARGS, "problem.yaml.tag_directive_args", false},
    {YAML::ErrorMsg::REPEATED_TAG_DIRECTIVE, "problem.yaml.repeated_tag_directive", false},
    {YAML::ErrorMsg::CHAR_IN_TAG_HANDLE, "problem.yaml.char_in_tag_handle", false},
    {YAML::ErrorMsg::TAG_WITH_NO_SUFFIX, "problem.yaml.tag_with_no_suffix", false},
    {YAML::ErrorMsg::END_OF_VERBATIM_TAG, "problem.yaml.end_of_verbatim_tag", false},
    {YAML::ErrorMsg::END_OF_MAP, "problem.yaml.end_of_map", false},
    {YAML::ErrorMsg::END_OF_MAP_FLOW, "problem.yaml.end_of_map_flow", false},
    {YAML::ErrorMsg::END_OF_SEQ, "problem.yaml.end_of_seq", false},
    {YAML::ErrorMsg::END_OF_SEQ_FLOW, "problem.yaml.end_of_seq_flow", false},
    {YAML::ErrorMsg::MULTIPLE_TAGS, "problem.yaml.multiple_tags", false},
    {YAML::ErrorMsg::MULTIPLE_ANCHORS, "problem.yaml.multiple_anchors", false},
    {YAML::ErrorMsg::MULTIPLE_ALIASES, "problem.yaml.multiple_aliases", false},
    {YAML::ErrorMsg::ALIAS_CONTENT, "problem.yaml.alias_content", false},
    {YAML::ErrorMsg::INVALID_HEX, "problem.yaml.invalid_hex", false},
    {YAML::ErrorMsg::INVALID_UNICODE, "problem.yaml.invalid_unicode", true},
    {YAML::ErrorMsg::INVALID_ESCAPE, "problem.yaml.invalid_escape", true},
    {YAML::ErrorMsg::UNKNOWN_TOKEN, "problem.yaml.unknown_token", false},
    {YAML::ErrorMsg::DOC_IN_SCALAR, "problem.yaml.doc_in_scalar", false},
    {YAML::ErrorMsg::EOF_IN_SCALAR, "problem.yaml.eof_in_scalar", false},
    {YAML::ErrorMsg::CHAR_IN_SCALAR, "problem.yaml.char_in_scalar", false},
    {YAML::ErrorMsg::TAB_IN_INDENTATION, "problem.yaml.tab_in_indentation", false},
    {YAML::ErrorMsg::FLOW_END, "problem.yaml.flow_end", false},
    {YAML::ErrorMsg::BLOCK_ENTRY, "problem.yaml.block_entry", false},
    {YAML::ErrorMsg::MAP_KEY, "problem.yaml.map_key", false},
    {YAML::ErrorMsg::MAP_VALUE, "problem.yaml.map_value", false},
    {YAML::ErrorMsg::ALIAS_NOT_FOUND, "problem.yaml.alias_not_found", false},
    {YAML::ErrorMsg::ANCHOR_NOT_FOUND, "problem.yaml.anchor_not_found", false},
    {YAML::ErrorMsg::CHAR_IN_ALIAS, "problem.yaml.char_in_alias", false},
    {YAML::ErrorMsg::CHAR_IN_ANCHOR, "problem.yaml.char_in_anchor", false},
    {YAML::ErrorMsg::ZERO_INDENT_IN_BLOCK, "problem.yaml.zero_indent_in_block", false},
    {YAML::ErrorMsg::CHAR_IN_BLOCK, "problem.yaml.char_in_block", false},
    {YAML::ErrorMsg::AMBIGUOUS_ANCHOR, "problem.yaml.ambiguous_anchor", false},
    {YAML::ErrorMsg::UNKNOWN_ANCHOR, "problem.yaml.unknown_anchor", false},
    {YAML::ErrorMsg::SINGLE_QUOTED_CHAR, "problem.yaml.single_quoted_char", false},
};

}  // namespace

MessageArg yaml_error_detail(const YAML::Exception& e) {
    // yaml-cpp stops runaway nesting (2000 levels) but says only "bad file".
    if (dynamic_cast<const YAML::DeepRecursion*>(&e)) return MessageArg::words("detail", "problem.yaml.too_deep");
    for (const YamlMessage& m : kYamlMessages) {
        const std::string_view text(m.text);
        if (!m.takes_value && e.msg == text) return MessageArg::words("detail", m.key);
        if (m.takes_value && e.msg.size() >= text.size() && e.msg.compare(0, text.size(), text) == 0)
            return MessageArg::words("detail", m.key, {{"value", e.msg.substr(text.size())}});
    }
    // A message this table does not know (a newer yaml-cpp): shown in yaml-cpp's English.
    return MessageArg("detail", e.msg);
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
    ContentError e(file_, line, column, std::move(message));
    if (!context_.empty()) {  // the English text already holds its own place; the context goes before it
        e.key = "problem.as_written";
        e.args = {{"text", e.message}};
        e.where = context_;
        refresh_english(e);
    }
    errors_.push_back(std::move(e));
}

void YamlReader::problem(const YAML::Node& node, std::string key, std::vector<MessageArg> args,
                         std::vector<MessageArg> where) {
    const YAML::Mark mark = node.Mark();
    if (mark.is_null())
        problem_at_line(0, 0, std::move(key), std::move(args), std::move(where));
    else
        problem_at_line(static_cast<std::size_t>(mark.line + 1), static_cast<std::size_t>(mark.column + 1),
                        std::move(key), std::move(args), std::move(where));
}

void YamlReader::problem_at_line(std::size_t line, std::size_t column, std::string key, std::vector<MessageArg> args,
                                 std::vector<MessageArg> where) {
    std::vector<MessageArg> all = context_;
    all.insert(all.end(), std::make_move_iterator(where.begin()), std::make_move_iterator(where.end()));
    errors_.push_back(content_problem(file_, line, column, std::move(key), std::move(args), std::move(all)));
}

bool YamlReader::expect_map(const YAML::Node& node, std::string_view what) {
    if (node.IsMap()) return true;
    problem(node, "problem.expected_mapping", {kind_arg("got", node)}, places(what));
    return false;
}

bool YamlReader::expect_sequence(const YAML::Node& node, std::string_view what) {
    if (node.IsSequence()) return true;
    problem(node, "problem.expected_list", {kind_arg("got", node)}, places(what));
    return false;
}

void YamlReader::reject_unknown_keys(const YAML::Node& map, std::initializer_list<std::string_view> allowed,
                                     std::string_view context) {
    for (auto it = map.begin(); it != map.end(); ++it) {
        YAML::Node key = it->first;  // a copy: it->first lives in a temporary proxy
        std::string name = key.IsScalar() ? key.Scalar() : std::string("?");
        if (std::find(allowed.begin(), allowed.end(), name) != allowed.end()) continue;
        if (auto guess = closest_word(name, allowed); !guess.empty())
            problem(key, "problem.unknown_field_guess", {{"field", name}, {"guess", std::string(guess)}},
                    places(context));
        else
            problem(key, "problem.unknown_field", {{"field", name}}, places(context));
    }
}

std::optional<YAML::Node> YamlReader::required(const YAML::Node& map, std::string_view key, std::string_view context) {
    YAML::Node value = map[std::string(key)];
    if (value.IsDefined()) return value;
    problem(map, "problem.missing_field", {{"field", std::string(key)}}, places(context));
    return std::nullopt;
}

std::optional<std::string> YamlReader::string(const YAML::Node& node, std::string_view what) {
    if (!node.IsScalar()) {
        problem(node, "problem.expected_text", {kind_arg("got", node)}, places(what));
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
    problem(node, "problem.expected_integer", {described(node)}, places(what));
    return std::nullopt;
}

std::optional<double> YamlReader::number(const YAML::Node& node, std::string_view what) {
    if (node.IsScalar() && !is_quoted(node)) {
        const std::string& s = node.Scalar();
        double value = 0;
        auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
        if (ec == std::errc() && end == s.data() + s.size() && std::isfinite(value)) return value;
    }
    problem(node, "problem.expected_number", {described(node)}, places(what));
    return std::nullopt;
}

std::optional<bool> YamlReader::boolean(const YAML::Node& node, std::string_view what) {
    // Only the YAML 1.2 spellings: "yes"/"on" are the kind of surprise content authors trip over.
    if (node.IsScalar() && !is_quoted(node)) {
        if (node.Scalar() == "true") return true;
        if (node.Scalar() == "false") return false;
    }
    problem(node, "problem.expected_boolean", {described(node)}, places(what));
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
        problem(node, "problem.expected_languages", {kind_arg("got", node)}, places(what));
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
            problem(it->first, "problem.unknown_language", {{"language", tag}}, places(what));
            continue;
        }
        if (auto value = string(it->second, std::string(what) + "." + language)) {
            if (value->empty() || std::all_of(value->begin(), value->end(), [](char c) { return c == ' '; }))
                problem(it->second, "problem.empty_language_text", {{"language", language}}, places(what));
            else
                *slot = *value;
        }
    }
    for (auto [tag, present] : {std::pair<const char*, bool>{"zh-Hans", node["zh-Hans"].IsDefined()},
                                {"zh-Hant", node["zh-Hant"].IsDefined()},
                                {"en", node["en"].IsDefined()}}) {
        if (!present) problem(node, "problem.missing_language", {{"language", tag}}, places(what));
    }
    if (error_count() != before) return std::nullopt;
    return text;
}

void read_level_list(YamlReader& r, const YAML::Node& parent, std::vector<Level>& out) {
    auto n = r.required(parent, "levels", "");
    if (!n || !r.expect_sequence(*n, "levels")) return;
    if (n->size() == 0) r.problem(*n, "problem.question_levels_empty", {}, places("levels"));
    for (const auto& element : *n) {
        auto tag = r.string(element, "levels");
        if (!tag) continue;
        auto level = parse_level(*tag);
        if (!level)
            r.problem(element, "problem.unknown_question_level", {{"value", *tag}});
        else if (std::find(out.begin(), out.end(), *level) != out.end())
            r.problem(element, "problem.level_twice", {{"value", *tag}});
        else
            out.push_back(*level);
    }
}

void read_source_list(YamlReader& r, const YAML::Node& parent, const std::string& context, const char* empty_key,
                      std::vector<SourceRef>& out) {
    auto n = r.required(parent, "source", context);
    if (!n || !r.expect_sequence(*n, context + "source")) return;
    if (n->size() == 0) r.problem(*n, empty_key, {}, places(context + "source"));
    for (const auto& element : *n) {
        if (!r.expect_map(element, context + "source")) continue;
        r.reject_unknown_keys(element, {"document", "article", "page"}, context + "source: ");
        SourceRef ref;
        if (auto d = r.required(element, "document", context + "source: "))
            if (auto s = r.string(*d, context + "source.document")) ref.document = *s;
        if (auto a = element["article"]; a.IsDefined())
            if (auto s = r.string(a, context + "source.article")) ref.article = *s;
        if (auto p = element["page"]; p.IsDefined())
            if (auto s = r.string(p, context + "source.page")) ref.page = *s;
        out.push_back(std::move(ref));
    }
}

}  // namespace arbiter::content
