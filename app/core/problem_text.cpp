#include "app/core/problem_text.hpp"

#include <map>

#include <yaml-cpp/yaml.h>

namespace arbiter {

namespace {

// Why the English text is taken from en.yaml at build time (cmake/EmbedProblemText.cmake copies
// the content-problem block into the library) rather than written in the loaders: the English
// sentence then exists once. Written in code and again in en.yaml it would need a test to keep
// the two equal, and the copy a translator reads (en.yaml, beside zh-Hans and zh-Hant) could
// differ from what the program says. The loaders cannot read en.yaml themselves: they run in
// tests and tools without an assets folder, and `message` must be English whatever the language.
const char kEnglishBlock[] =
#include "app/core/problem_text_en.inc"
    ;

const std::map<std::string, std::string, std::less<>>& english_table() {
    static const auto table = [] {
        std::map<std::string, std::string, std::less<>> out;
        try {
            const YAML::Node root = YAML::Load(kEnglishBlock);
            if (root.IsMap())
                for (const auto& entry : root)
                    if (entry.second.IsScalar()) out[entry.first.as<std::string>()] = entry.second.as<std::string>();
        } catch (const YAML::Exception&) {
            // A broken block leaves every key shown as itself; tests/core/test_problem_text.cpp fails on it.
        }
        return out;
    }();
    return table;
}

// "{name}" replaced by its value in one pass: a value holding braces (the author's text) is
// never read again as a placeholder.
template <typename Values>
std::string fill_once(std::string_view pattern, const Values& values) {
    std::string out;
    std::size_t at = 0;
    while (at < pattern.size()) {
        const std::size_t open = pattern.find('{', at);
        if (open == std::string_view::npos) break;
        const std::size_t close = pattern.find('}', open + 1);
        if (close == std::string_view::npos) break;
        const std::string_view name = pattern.substr(open + 1, close - open - 1);
        out.append(pattern.substr(at, open - at));
        bool found = false;
        for (const auto& [n, v] : values)
            if (n == name) {
                out += v;
                found = true;
                break;
            }
        if (!found) out.append(pattern.substr(open, close - open + 1));
        at = close + 1;
    }
    out.append(pattern.substr(std::min(at, pattern.size())));
    return out;
}

// `language` is the one `pattern` reads its keys in: an engine sentence is shown in it too.
template <typename Pattern>
std::string arg_text(const MessageArg& a, Pattern pattern, Language language) {
    if (!a.items.empty()) {
        std::string out;
        for (const auto& item : a.items)
            out += (out.empty() ? "" : pattern("problem.separator")) + arg_text(item, pattern, language);
        return out;
    }
    if (a.text) return a.text->get(language);
    return a.key.empty() ? a.value : fill_once(pattern(a.key), a.values);
}

template <typename Pattern>
std::string render(const ContentError& e, Pattern pattern, Language language) {
    auto text_of = [&](const MessageArg& a) { return arg_text(a, pattern, language); };
    std::vector<std::pair<std::string, std::string>> values;
    for (const auto& a : e.args) values.emplace_back(a.name, text_of(a));
    std::string text = fill_once(pattern(e.key), values);
    for (auto it = e.where.rbegin(); it != e.where.rend(); ++it) {
        const std::vector<std::pair<std::string, std::string>> around{{"where", text_of(*it)}, {"problem", text}};
        text = fill_once(pattern("problem.where"), around);
    }
    return text;
}

}  // namespace

const std::string& english_problem_text(std::string_view key) {
    const auto& table = english_table();
    if (auto it = table.find(key); it != table.end()) return it->second;
    static std::map<std::string, std::string, std::less<>> missing;  // the key echoed back
    return missing.try_emplace(std::string(key), std::string(key)).first->second;
}

std::vector<std::string> english_problem_keys() {
    std::vector<std::string> out;
    for (const auto& [key, text] : english_table()) out.push_back(key);
    return out;
}

void refresh_english(ContentError& problem) {
    if (problem.key.empty()) return;
    problem.message = render(
        problem, [](std::string_view key) -> const std::string& { return english_problem_text(key); }, Language::En);
}

ContentError content_problem(std::string file, std::size_t line, std::size_t column, std::string key,
                             std::vector<MessageArg> args, std::vector<MessageArg> where) {
    ContentError e;
    e.file = std::move(file);
    e.line = line;
    e.column = column;
    e.key = std::move(key);
    e.args = std::move(args);
    e.where = std::move(where);
    refresh_english(e);
    return e;
}

std::string problem_message(const ContentError& problem, const UiStrings& strings) {
    if (problem.key.empty()) return problem.message;
    return render(
        problem,
        [&](std::string_view key) -> const std::string& {
            return strings.has(key) ? strings.get(key) : english_problem_text(key);
        },
        strings.language());
}

std::string problem_line(const ContentError& problem, const UiStrings& strings) {
    return problem.located(problem_message(problem, strings));
}

}  // namespace arbiter
