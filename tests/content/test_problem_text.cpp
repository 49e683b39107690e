// Content problems in the interface language (app/core/problem_text.hpp): a problem carries a key
// of assets/lang and named arguments; its English `message` comes from en.yaml, compiled in.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "app/core/content/scenario_loader.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/ui_strings.hpp"

using namespace arbiter;

namespace {

const std::filesystem::path kSource(ARBITER_SOURCE_DIR);

UiStrings strings_of(Language language) {
    ContentErrors errors;
    auto strings = UiStrings::load(kSource / "assets" / "lang", language, errors);
    REQUIRE(errors.empty());
    return strings;
}

// A placeholder left unfilled: "{field}" (the format's own braces, "{white: 1}", are not one).
bool has_placeholder(const std::string& text) {
    static const std::regex placeholder(R"(\{[a-z_]+\})");
    return std::regex_search(text, placeholder);
}

const MessageArg* arg(const ContentError& e, const std::string& name) {
    for (const auto& a : e.args)
        if (a.name == name) return &a;
    return nullptr;
}

const ContentError* with_key(const ContentErrors& errors, const std::string& key) {
    for (const auto& e : errors)
        if (e.key == key) return &e;
    return nullptr;
}

constexpr const char* kBadScenario = R"(id: bad-words
title: {zh-Hans: 标题, zh-Hant: 標題, en: Title}
prompt: {zh-Hans: 问题, zh-Hant: 問題, en: Prompt}
time_control: standard
difficulty: 2
levels: [cn-3]
topics: [ko]
source:
  - {document: cn-go-1988, article: "20.1"}
incident:
  game: go
  rules: cn-go-1988
  events:
    - {at: "0:10", type: move, by: black, move: C3, evnets: 1}
    - {at: "1:2x", type: move, by: white, move: D4}
    - {at: "0:30", type: move, by: black}
question:
  build: true
)";

}  // namespace

TEST_CASE("a bad scenario's problems carry a key and arguments, and read in every language") {
    ContentErrors errors;
    CHECK_FALSE(content::parse_scenario(kBadScenario, "bad-words.yaml", errors));
    REQUIRE(errors.size() >= 3);

    const ContentError* unknown = with_key(errors, "problem.unknown_event_field");
    REQUIRE(unknown);
    CHECK(unknown->line == 14);
    CHECK(arg(*unknown, "field")->value == "evnets");
    CHECK(arg(*unknown, "event")->value == "move");
    CHECK(arg(*unknown, "known")->value.find("by") != std::string::npos);
    CHECK(unknown->message.rfind("unknown field 'evnets' for a move event (known: at, note", 0) == 0);

    const ContentError* time = with_key(errors, "problem.not_time");
    REQUIRE(time);
    CHECK(time->line == 15);
    CHECK(arg(*time, "what")->value == "at");
    CHECK(arg(*time, "value")->value == "1:2x");

    const ContentError* missing = with_key(errors, "problem.event_needs_field");
    REQUIRE(missing);
    CHECK(missing->line == 16);
    CHECK(arg(*missing, "event")->value == "move");
    CHECK(arg(*missing, "field")->value == "move");

    const UiStrings hans = strings_of(Language::ZhHans), hant = strings_of(Language::ZhHant), en = strings_of(Language::En);
    for (const ContentError* e : {unknown, time, missing}) {
        CAPTURE(e->key);
        const std::string zh = problem_message(*e, hans), tw = problem_message(*e, hant), english = problem_message(*e, en);
        CHECK_FALSE(has_placeholder(zh));
        CHECK_FALSE(has_placeholder(tw));
        CHECK_FALSE(has_placeholder(english));
        CHECK(english == e->message);  // the English text has one source: en.yaml
        CHECK(zh != english);
        CHECK(tw != zh);
        // the data stays as written; file:line:column is kept
        CHECK(problem_line(*e, hans).rfind("bad-words.yaml:" + std::to_string(e->line) + ":", 0) == 0);
    }
    CHECK(problem_message(*unknown, hans).find("“evnets”") != std::string::npos);
    CHECK(problem_message(*unknown, hant).find("「evnets」") != std::string::npos);
    CHECK(problem_message(*time, hans).find("“1:2x”") != std::string::npos);
}

TEST_CASE("a problem's place and its words in a list are translated too") {
    ContentError e = content_problem("q.yaml", 3, 5, "problem.expected_list", {MessageArg::words("got", "problem.kind.mapping")},
                                     {MessageArg::words("", "problem.place.item", {{"id", "q-1"}}), MessageArg::place("levels")});
    CHECK(e.message == "item q-1: levels: expected a list, got a mapping");
    CHECK(e.to_string() == "q.yaml:3:5: item q-1: levels: expected a list, got a mapping");
    CHECK(problem_message(e, strings_of(Language::ZhHans)) == "题目 q-1：levels：这里应为列表，实际是映射（mapping）");
    // A value holding braces is never read as a placeholder.
    const ContentError braces = content_problem("f.yaml", 1, 1, "problem.unknown_field", {{"field", "{known}"}});
    CHECK(braces.message == "unknown field '{known}'");
    // A problem without a key (English only) reads as its message in every language.
    const ContentError plain("f.yaml", 2, 0, "something English");
    CHECK(problem_line(plain, strings_of(Language::ZhHans)) == "f.yaml:2: something English");
}

TEST_CASE("an engine sentence as an argument reads in the language the problem is shown in") {
    const LocalizedText why{"落子点已有棋子", "落子點已有棋子", "the point is occupied"};
    const ContentError e = content_problem(
        "s.yaml", 30, 7, "problem.move_illegal_unmarked",
        {MessageArg::localized("player", {"黑方", "黑方", "Black"}), {"move", "D5"}, MessageArg::localized("reason_words", why),
         {"reason", "occupied"}});
    // `message` is English whatever the reader's language; the editors and `validate --lang` are not.
    CHECK(e.message == "Black at D5 is illegal on the board (the point is occupied); mark it legal: false, reason: occupied");
    CHECK(problem_message(e, strings_of(Language::ZhHans)) ==
          "黑方在 D5 的着法在棋盘上不合法（落子点已有棋子）；请标上 `legal: false` 和 `reason: occupied`");
    CHECK(problem_message(e, strings_of(Language::ZhHant)) ==
          "黑方在 D5 的著法在棋盤上不合法（落子點已有棋子）；請標上 `legal: false` 和 `reason: occupied`");
    CHECK(problem_message(e, strings_of(Language::En)) == e.message);
}

TEST_CASE("every problem key the code writes is in the three language files, and the compiled English is en.yaml's") {
    const UiStrings hans = strings_of(Language::ZhHans), hant = strings_of(Language::ZhHant), en = strings_of(Language::En);
    // The key literals of the loaders and checks.
    const std::regex app_key(R"re("(problem\.[a-z0-9_.]*[a-z0-9_])")re");
    std::set<std::string> keys;
    for (const char* folder : {"app"})
        for (const auto& entry : std::filesystem::recursive_directory_iterator(kSource / folder)) {
            const auto ext = entry.path().extension();
            if (ext != ".cpp" && ext != ".hpp") continue;
            std::ifstream in(entry.path());
            std::ostringstream text;
            text << in.rdbuf();
            const std::string code = text.str();
            for (std::sregex_iterator it(code.begin(), code.end(), app_key), end; it != end; ++it) keys.insert((*it)[1].str());
        }
    CHECK(keys.size() > 120);  // the scan found the keys, not nothing
    for (const auto& key : keys) {
        CAPTURE(key);
        CHECK(hans.has(key));
        CHECK(hant.has(key));
        CHECK(en.has(key));
        CHECK(english_problem_text(key) != key);
    }
    // The compiled English table is exactly en.yaml's problem.* strings.
    std::set<std::string> english_keys;
    for (const auto& [key, text] : en.all()) {
        if (key.rfind("problem.", 0) != 0) continue;
        english_keys.insert(key);
        CAPTURE(key);
        CHECK(english_problem_text(key) == text);
        // a translation uses only the arguments the English text has
        static const std::regex placeholder(R"(\{([a-z_]+)\})");
        std::set<std::string> names;
        for (std::sregex_iterator it(text.begin(), text.end(), placeholder), end; it != end; ++it) names.insert((*it)[1].str());
        for (const UiStrings* other : {&hans, &hant}) {
            const std::string& translated = other->get(key);
            for (std::sregex_iterator it(translated.begin(), translated.end(), placeholder), end; it != end; ++it)
                CHECK(names.count((*it)[1].str()));
        }
    }
    const auto compiled = english_problem_keys();
    CHECK(std::set<std::string>(compiled.begin(), compiled.end()) == english_keys);
}
