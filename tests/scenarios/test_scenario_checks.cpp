// Checking scenarios against the rules engine: expect, options, build menus, sources, coverage —
// and the repository's own library, which must pass them all.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "app/core/content/scenario_checks.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/ui_strings.hpp"
#include "app/core/validate/validation.hpp"
#include "tests/support/shared_content.hpp"

using namespace arbiter;
using namespace arbiter::content;
namespace fs = std::filesystem;

namespace {

// A scenario file's text parsed, its first problem shown if there is one.
Scenario parsed(const std::string& text, const std::string& file) {
    ContentErrors errors;
    auto s = parse_scenario(text, file, errors);
    INFO((errors.empty() ? std::string() : errors.front().to_string()));
    REQUIRE(s);
    return *s;
}

// A 1988 wrongful capture (Art. 18, breaking the capture rule of Art. 4): the engine rules a warning
// and the stones go back.
Scenario wrong_capture(const std::string& extra_question = "") {
    const std::string text = R"(id: wc-1
title: {zh-Hans: 误提, zh-Hant: 誤提, en: Wrong capture}
prompt: {zh-Hans: 如何判？, zh-Hant: 如何判？, en: "What is the ruling?"}
time_control: standard
difficulty: 2
levels: [cn-3]
topics: [wrong-capture]
source:
  - {document: cn-go-1988, article: "18"}
incident:
  game: go
  rules: cn-go-1988
  events:
    - {at: "1:00:00", type: wrong_capture, by: black, stones: [E6, F6]}
question:
  options:
    - {outcome: continues, penalties: [{player: black, kind: warning}], corrections: [put_stone_back], articles: ["18", "4"]}
    - {outcome: white_wins, penalties: [{player: black, kind: loss}], corrections: []}
    - {outcome: continues, penalties: [], corrections: [put_stone_back]}
)" + extra_question + R"(expect:
  ruling: go.wrong-capture
  outcome: continues
  penalties: [{player: black, kind: warning}]
  corrections: [put_stone_back]
  articles: ["18", "4"]
)";
    return parsed(text, "wc.yaml");
}

}  // namespace

TEST_CASE("a scenario that agrees with the engine passes, with exactly one equal option") {
    Scenario s = wrong_capture();
    ContentErrors errors;
    auto ruling = check_scenario(s, errors, nullptr);
    REQUIRE(ruling);
    CHECK(errors.empty());
    CHECK(ruling->id == "go.wrong-capture");
    CHECK(options_equal_to(s, *ruling) == std::vector<std::size_t>{0});
    CHECK(describe_ruling(*ruling) == "go.wrong-capture: continues; penalties black warning; corrections put_stone_back; articles 18, 4");
}

TEST_CASE("disagreements with the engine are errors") {
    Scenario s = wrong_capture();
    s.expected->penalties.push_back({rules::Player::Black, rules::PenaltyKind::Loss, std::nullopt});
    s.options[2].ruling.penalties.push_back({rules::Player::Black, rules::PenaltyKind::Warning, std::nullopt});
    s.sources = {{"cn-go-1988", "19"}};
    s.build = BuildQuestion{{rules::Outcome::Continues}, {rules::PenaltyKind::Loss}, {}, {}, 30, 3};
    ContentErrors errors;
    REQUIRE(check_scenario(s, errors, nullptr));
    REQUIRE(errors.size() == 4);
    CHECK(errors[0].message.find("expect differs from the engine's ruling") == 0);
    // Why, in words: what the engine has, what the answer gives instead, and the engine's reasons.
    CHECK(errors[0].message.find("the answer gives Black: loses the game, which the ruling has not") != std::string::npos);
    CHECK(errors[0].message.find("The engine's reasons: ") != std::string::npos);
    CHECK(errors[1].message == "options 1, 3 all equal the engine's ruling; exactly one may");
    CHECK(errors[2].message == "question.build cannot build the engine's ruling: its menus lack warning");
    CHECK(errors[2].line == 30);
    CHECK(errors[3].message == "source cites none of the articles of the engine's ruling (cn-go-1988 18, cn-go-1988 4)");
}

TEST_CASE("coverage counts scenarios per referee article, from sources and rulings") {
    Scenario a = wrong_capture();
    Scenario b = wrong_capture();
    b.id = "wc-2";
    b.sources.push_back({"cn-go-1988", "25.2"});
    std::vector<std::optional<rules::Ruling>> rulings;
    ContentErrors errors;
    rulings.push_back(check_scenario(a, errors, nullptr));
    rulings.push_back(check_scenario(b, errors, nullptr));
    const ScenarioCoverage c = scenario_coverage({a, b}, rulings);
    CHECK(c.total == 2);
    CHECK(c.by_game.at("go") == 2);
    CHECK(c.by_level.at("cn-3") == 2);
    CHECK(c.by_ruling.at("go.wrong-capture") == 2);
    std::map<std::string, std::size_t> go88;
    for (const auto& art : c.articles)
        if (art.document == "cn-go-1988") go88[art.article] = art.scenarios;
    CHECK(go88.at("18") == 2);
    CHECK(go88.at("25.2") == 1);
    CHECK(go88.at("17.1") == 0);
    CHECK(go88.count("7.2") == 0);  // not in the referee chapter (Art. 17-25)
    const std::string text = format_scenario_coverage(c);
    const auto line_start = text.find("    18 ");
    REQUIRE(line_start != std::string::npos);
    const std::string line = text.substr(line_start, text.find('\n', line_start) - line_start);
    CHECK(line.find(" 2  Wrongly removed stones") != std::string::npos);
    // No side to move given: nothing to flip, nothing listed for review.
    CHECK(c.to_move_sensitive.empty());
    CHECK(text.find("only to_move changes, nobody having played (for review): 0") != std::string::npos);
}

TEST_CASE("coverage lists a ruling that changes when only to_move changes, nobody having played") {
    // KataGo's triple-ko race (issue 37): read from White to move it is a 20.3 cycle; with Black to
    // move Black, in effect moving twice, wins it outright. The ruling rests on whose turn it is
    // alone, which is listed for a reviewer — and neither side to move makes it 20.2 false life.
    const std::string text = R"(id: tk-1
title: {zh-Hans: 三劫, zh-Hant: 三劫, en: Triple ko}
prompt: {zh-Hans: 如何判？, zh-Hant: 如何判？, en: "What is the ruling?"}
time_control: standard
difficulty: 4
levels: [cn-1]
topics: [end-of-game]
source:
  - {document: cn-go-1988, article: "20.3"}
incident:
  game: go
  rules: cn-go-1988
  to_move: white
  position: |
    O O O O O O O
    O X O X O . O
    X . X . X O X
    X X X X X X X
    O O O O O O O
    . . . . . . .
    . . . . . . .
  events:
    - {at: "3:20:00", type: life_claim, by: black, group: A4}
question:
  options:
    - {outcome: continues, penalties: [], corrections: [resolve_by_play], articles: ["21.3", "20.3"]}
    - {outcome: counting, penalties: [], corrections: [], articles: ["20.2", "6", "9", "11"]}
    - {outcome: draw_or_replay, penalties: [], corrections: [], articles: ["20.3"]}
expect:
  ruling: go.cycle
  outcome: continues
  penalties: []
  corrections: [resolve_by_play]
  articles: ["21.3", "20.3"]
)";
    ContentErrors errors;
    const std::optional<Scenario> s = parsed(text, "tk.yaml");
    std::vector<std::optional<rules::Ruling>> rulings{check_scenario(*s, errors, nullptr)};
    for (const auto& e : errors) FAIL_CHECK(e.to_string());
    REQUIRE(rulings[0]);
    CHECK(rulings[0]->id == "go.cycle");
    const ScenarioCoverage c = scenario_coverage({*s}, rulings);
    REQUIRE(c.to_move_sensitive.size() == 1);
    CHECK(c.to_move_sensitive[0].as_given.rfind("go.cycle:", 0) == 0);
    CHECK(c.to_move_sensitive[0].flipped.rfind("go.dead-stone-dispute:", 0) == 0);
    CHECK(format_scenario_coverage(c).find("tk.yaml\n    as given: go.cycle") != std::string::npos);
    // A move in the timeline: a player has played, and whose turn it was is no longer the only fact.
    Scenario moved = *s;
    rules::Event move;
    move.kind = rules::EventKind::Move;
    moved.incident.events.insert(moved.incident.events.begin(), move);
    CHECK(scenario_coverage({moved}, rulings).to_move_sensitive.empty());
}

TEST_CASE("the repository's scenarios all load and agree with the engine" * doctest::test_suite("library")) {
    const ScenarioLoad& load = test::repository_scenarios();
    for (const auto& e : load.errors) FAIL_CHECK(e.to_string());
    REQUIRE(load.scenarios.size() >= 80);
    std::vector<std::optional<rules::Ruling>> rulings;
    for (const auto& s : load.scenarios) {
        CAPTURE(s.id);
        ContentErrors errors;
        auto ruling = check_scenario(s, errors, nullptr);
        for (const auto& e : errors) FAIL_CHECK(e.to_string());
        REQUIRE(ruling);
        if (!s.options.empty()) CHECK(options_equal_to(s, *ruling).size() == 1);
        rulings.push_back(ruling);
    }
    const ScenarioCoverage c = scenario_coverage(load.scenarios, rulings);
    CHECK(c.by_game.at("go") >= 75);
    // A ruling listed for review because only to_move changed it never swaps a 20.3 cycle for
    // 20.2 false life (issue 37).
    for (const auto& t : c.to_move_sensitive) {
        CAPTURE(t.file);
        const bool cycle_then_false_life = t.as_given.rfind("go.cycle", 0) == 0 && t.flipped.rfind("go.false-life", 0) == 0;
        const bool false_life_then_cycle = t.as_given.rfind("go.false-life", 0) == 0 && t.flipped.rfind("go.cycle", 0) == 0;
        CHECK_FALSE(cycle_then_false_life);
        CHECK_FALSE(false_life_then_cycle);
    }
    CHECK(c.by_rule_set.at("cn-go-1988") >= 40);
    CHECK(c.by_rule_set.at("cn-go-2002") >= 25);

    // Every article of the 1988 referee chapter is cited by two scenarios or more — except 24.1
    // (leaving without reason), for which the engine has no event and no ruling.
    for (const auto& a : c.articles) {
        if (a.document != "cn-go-1988" || a.article == "24.1") continue;
        CAPTURE(a.article);
        CHECK(a.scenarios >= 2);
    }

    // Every Go ruling docs/rulings.md lists is the engine's answer to some scenario.
    std::ifstream in(fs::path(ARBITER_SOURCE_DIR) / "docs" / "rulings.md");
    std::stringstream text;
    text << in.rdbuf();
    const std::string doc = text.str();
    std::set<std::string> documented;
    const std::regex id("`(go\\.[a-z0-9-]+)`");
    for (auto it = std::sregex_iterator(doc.begin(), doc.end(), id); it != std::sregex_iterator(); ++it)
        documented.insert((*it)[1]);
    REQUIRE(documented.size() >= 20);
    for (const auto& ruling_id : documented) {
        CAPTURE(ruling_id);
        CHECK(c.by_ruling.count(ruling_id) == 1);
    }
}

TEST_CASE("under the content's scenarios/ a file sits at <game>/<first topic>/, nowhere else") {
    // A content root of its own: the same scenario at the right depth, one folder short, one too deep.
    const fs::path root = fs::temp_directory_path() / "arbiter-scenario-depth";
    fs::remove_all(root);
    const fs::path source = fs::path(ARBITER_SOURCE_DIR) / "scenarios/go/leave-seat/go88-leave-seat-in-main-time.yaml";
    for (const char* place : {"scenarios/go/leave-seat/right.yaml", "scenarios/go/short.yaml", "scenarios/go/leave-seat/extra/deep.yaml"}) {
        fs::create_directories((root / place).parent_path());
        std::ifstream in(source);
        std::stringstream text;
        text << in.rdbuf();
        std::string body = text.str();
        const std::string id = fs::path(place).stem().string();
        body.replace(body.find("id: go88-leave-seat-in-main-time"), std::string("id: go88-leave-seat-in-main-time").size(), "id: " + id);
        std::ofstream(root / place) << body;
    }
    const auto run = validate::validate_content({root / "scenarios"}, root, {validate::scenario_validator()}, root);
    std::vector<std::string> lines;
    for (const auto& e : run.all_errors())
        if (e.key != "problem.cannot_open") lines.push_back(e.to_string());  // this root has no sources.yaml
    CHECK(lines == std::vector<std::string>{
                       "scenarios/go/leave-seat/extra/deep.yaml:1:1: a scenario belongs at scenarios/<game>/<first topic>/<file>: "
                       "this file is at scenarios/go/leave-seat/extra/deep.yaml",
                       "scenarios/go/short.yaml:1:1: a scenario belongs at scenarios/<game>/<first topic>/<file>: this file is "
                       "at scenarios/go/short.yaml"});
    fs::remove_all(root);
}

TEST_CASE("one pass: a bad key, a bad time and an unknown document of one file are reported together") {
    const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / "tests/data/bad/scenarios";
    const auto run = validate::validate_content({dir / "one-pass.yaml"}, ARBITER_SOURCE_DIR, validate::content_validators(), dir);
    std::set<std::string> keys;
    for (const auto& e : run.all_errors()) keys.insert(e.key);
    CHECK(keys.count("problem.not_time"));                  // the event's time
    CHECK(keys.count("problem.unknown_field_guess"));       // 'corections' in option 3, 'artciles' in expect
    CHECK(keys.count("problem.source_unknown_document"));   // a document the catalogue does not know
}

TEST_CASE("an expected ruling the engine disagrees with is told in words of the reader's language, with its reasons") {
    const fs::path dir = fs::path(ARBITER_SOURCE_DIR) / "tests/data/bad/scenarios";
    const auto run = validate::validate_content({dir / "expect-differs.yaml"}, ARBITER_SOURCE_DIR, validate::content_validators(), dir);
    const auto errors = run.all_errors();
    REQUIRE(errors.size() == 1);
    ContentErrors load_errors;
    const UiStrings hans = UiStrings::load(fs::path(ARBITER_SOURCE_DIR) / "assets/lang", Language::ZhHans, load_errors);
    const std::string zh = problem_message(errors[0], hans);
    CAPTURE(zh);
    // Which event decided it, the outcome and the penalty in words, and the engine's reasons.
    CHECK(zh.find("由第 15 行的事件决定") != std::string::npos);
    CHECK(zh.find("黑方胜") != std::string::npos);
    CHECK(zh.find("白方：判负") != std::string::npos);
    CHECK(zh.find("引擎的理由：") != std::string::npos);
    // No English word outside the data it quotes: the ruling id, the articles and `expect`.
    std::string outside;
    for (std::size_t at = 0; at < zh.size();) {
        if (zh[at] == '`') {
            at = zh.find('`', at + 1) + 1;
            continue;
        }
        outside += zh[at++];
    }
    CHECK(std::regex_search(outside, std::regex("[A-Za-z]{2,}")) == false);
}
