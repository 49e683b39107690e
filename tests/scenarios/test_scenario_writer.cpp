// The one writer of the scenario format: every file under scenarios/ goes loader → writer →
// loader and comes back the same (incident, exam dressing, options, expect, build menus, the
// resolved board), and a value the format cannot hold is refused, never dropped.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "app/core/content/scenario_loader.hpp"
#include "app/core/content/scenario_writer.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/ui_strings.hpp"
#include "engine/rules/event_schema.hpp"
#include "tests/support/shared_content.hpp"

using namespace arbiter;
using namespace arbiter::content;
namespace fs = std::filesystem;

namespace {

std::string answer_text(const rules::Answer& a) {
    std::ostringstream out;
    out << a.ruling_id.value_or("-") << " " << (a.outcome ? rules::outcome_name(*a.outcome) : "-") << " p"
        << a.penalties_stated << ":";
    for (const auto& p : a.penalties)
        out << rules::player_name(p.player) << "/" << rules::penalty_name(p.kind) << "/"
            << (p.amount ? std::to_string(*p.amount) : "-") << " ";
    out << "c" << a.corrections_stated << ":";
    for (auto c : a.corrections) out << rules::correction_name(c) << " ";
    out << "a" << a.articles_stated << ":";
    for (const auto& art : a.articles) out << art << " ";
    return out.str();
}

std::string value_text(const rules::FieldValue& v) {
    if (const auto* b = std::get_if<bool>(&v)) return *b ? "bool:true" : "bool:false";
    if (const auto* n = std::get_if<std::int64_t>(&v)) return "int:" + std::to_string(*n);
    if (const auto* s = std::get_if<std::string>(&v)) return "text:" + *s;
    std::string out = "list:";
    for (const auto& item : std::get<std::vector<std::string>>(v)) out += item + "|";
    return out;
}

// Everything the loader produces that a file states, one line per part, so a difference names
// the part. (Line numbers are where the text was written and differ by design.)
std::vector<std::string> describe(const Scenario& s) {
    std::vector<std::string> d;
    const auto& inc = s.incident;
    d.push_back("id " + s.id + " / " + inc.id);
    for (Language l : kAllLanguages)
        d.push_back("title/prompt " + std::string(language_tag(l)) + " " + s.title.get(l) + " / " + s.prompt.get(l));
    d.push_back("class " + std::string(time_control_tag(s.time_control)) + " difficulty " + std::to_string(s.difficulty));
    std::string levels, topics, sources;
    for (auto l : s.levels) levels += std::string(level_tag(l)) + " ";
    for (const auto& t : s.topics) topics += t + " ";
    for (const auto& c : s.sources) sources += c.document + ":" + c.article + " ";
    d.push_back("levels " + levels + "topics " + topics + "sources " + sources);
    d.push_back("position " + std::string(position_format_tag(s.position_format)) + " file " + s.position_file +
                " cut " + (s.cut_at_ply ? std::to_string(*s.cut_at_ply) : "-"));
    d.push_back("incident " + std::string(rules::game_name(inc.game)) + " " + inc.rule_set + " to_move " +
                (inc.to_move ? std::string(rules::player_name(*inc.to_move)) : "-"));
    for (const auto& [name, value] : inc.options) d.push_back("option " + name + " " + value_text(value));
    d.push_back("position text " + inc.position);
    std::string before;
    for (const auto& m : inc.moves_before) before += m + " ";
    d.push_back("moves before " + before);
    const auto& c = inc.clock;
    d.push_back("clock " + c.control + " " + c.go_system + " " + std::to_string(c.main) + " " +
                std::to_string(c.reserve_minutes) + " " + std::to_string(c.periods) + " " + std::to_string(c.period) +
                " w " + (c.white_left ? std::to_string(*c.white_left) : "-") + " b " +
                (c.black_left ? std::to_string(*c.black_left) : "-") + " at " + std::to_string(c.starts_at) +
                " running " + (c.running ? std::string(rules::player_name(*c.running)) : "-") + " moves " +
                std::to_string(c.white_moves_done) + "/" + std::to_string(c.black_moves_done));
    for (const auto& [name, value] : inc.facts) d.push_back("fact " + name + " " + (value ? "true" : "false"));
    d.push_back("history " + std::to_string(inc.illegal_moves_before[0]) + " " +
                std::to_string(inc.illegal_moves_before[1]) + " " + std::to_string(inc.warnings_before[0]) + " " +
                std::to_string(inc.warnings_before[1]));
    for (std::size_t i = 0; i < inc.events.size(); ++i) {
        const auto& e = inc.events[i];
        std::string line = "event " + std::to_string(i) + " " + std::string(rules::event_name(e.kind)) + " at " +
                           (e.at ? std::to_string(*e.at) : "-");
        for (const auto& [name, value] : e.fields) line += " " + name + "=" + value_text(value);
        d.push_back(line);
    }
    d.push_back("expect " + (s.expected ? answer_text(*s.expected) : std::string("none")));
    for (const auto& o : s.options) {
        std::string text = "-";
        if (o.text) text = o.text->zh_hans + " / " + o.text->zh_hant + " / " + o.text->en;
        d.push_back("option " + answer_text(o.ruling) + " text " + text + (o.pinned ? " pinned" : ""));
    }
    if (s.build) {
        std::string menus = "build";
        for (auto o : s.build->outcomes) menus += " " + std::string(rules::outcome_name(o));
        for (auto p : s.build->penalties) menus += " " + std::string(rules::penalty_name(p));
        for (auto k : s.build->corrections) menus += " " + std::string(rules::correction_name(k));
        for (const auto& a : s.build->articles) menus += " " + a;
        d.push_back(menus);
    }
    std::string rows;
    for (const auto& r : s.start.go_rows) rows += r + "/";
    d.push_back("start " + std::string(position_format_tag(s.start.format)) + " " + s.start.fen + " " +
                std::to_string(s.start.go_size) + " " + rows);
    return d;
}

// A small chess scenario built in code, to be spoiled by each refusal case.
Scenario sample() {
    ContentErrors errors;
    const std::string text = R"(id: writer-sample
title: {zh-Hans: 标题, zh-Hant: 標題, en: Title}
prompt: {zh-Hans: 问, zh-Hant: 問, en: "Rule: what now?"}
time_control: standard
difficulty: 2
levels: [cn-3]
topics: [clock]
source: [{document: fide-2023, article: "6.9"}]
incident:
  game: chess
  rules: fide-2023-standard
  position: 6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1
  clock: {control: "5400+30", starts_at: "2:00:00", white: "0:00:05", black: "0:20:00", running: white}
  events:
    - {at: "2:00:04", type: move, by: white, move: e1e8, ends_game: checkmate}
question:
  build: true
)";
    auto s = parse_scenario(text, "writer-sample.yaml", errors);
    for (const auto& e : errors) MESSAGE(e.to_string());
    REQUIRE(s);
    return *s;
}

}  // namespace

TEST_CASE("scenario writer: every file under scenarios/ comes back unchanged through loader, writer and loader" *
          doctest::test_suite("library")) {
    const fs::path& root = test::repository_root();
    const ScenarioLoad& load = test::repository_scenarios();
    for (const auto& e : load.errors) MESSAGE(e.to_string());
    REQUIRE(load.errors.empty());
    REQUIRE(load.scenarios.size() >= 200);
    std::size_t same = 0, with_position_file = 0;
    for (const Scenario& original : load.scenarios) {
        CAPTURE(original.file);
        std::string yaml;
        try {
            yaml = write_scenario_yaml(original);
        } catch (const ScenarioWriteError& e) {
            FAIL_CHECK(e.what());
            continue;
        }
        // Read back as the original was: from its folder, so a position_file resolves the same.
        const fs::path file(original.file);
        ContentErrors errors;
        const auto again =
            parse_scenario(yaml, original.file, errors, root / file.parent_path(), file.parent_path().generic_string());
        for (const auto& e : errors) MESSAGE(e.to_string());
        if (!again) {
            FAIL_CHECK("the written scenario does not load:\n" << yaml);
            continue;
        }
        const auto before = describe(original), after = describe(*again);
        for (std::size_t i = 0; i < std::max(before.size(), after.size()); ++i) {
            const std::string was = i < before.size() ? before[i] : "(nothing)";
            const std::string is = i < after.size() ? after[i] : "(nothing)";
            if (was != is) MESSAGE("was: " << was << "\nnow: " << is);
        }
        CHECK(after == before);
        if (after == before) ++same;
        if (!original.position_file.empty()) ++with_position_file;
        // Writing is stable: what was written once is written again unchanged.
        CHECK(write_scenario_yaml(*again) == yaml);
    }
    CHECK(same == load.scenarios.size());
    CHECK(with_position_file > 0);  // the shared-game files went through the same trip
}

TEST_CASE("scenario writer: event types and field types are the engine's, leave_game included") {
    Scenario s = sample();
    s.incident.game = rules::GameKind::Go;
    s.incident.rule_set = "cn-go-1988";
    rules::Event leave;
    leave.kind = rules::EventKind::LeaveGame;
    leave.at = 3'600'000;
    leave.set("by", std::string("black"));
    s.incident.events = {leave};
    const std::string fields = write_event_fields_flow(leave);
    CHECK(fields == "by: black");
    const std::string yaml = write_scenario_yaml(s);
    CHECK(yaml.find("{at: 1:00:00, type: leave_game, by: black}") != std::string::npos);
    // Every event type the engine knows has a name the writer uses and the loader accepts.
    for (const auto& spec : rules::event_specs()) CHECK(rules::find_event_spec(spec.name) == &spec);
}

TEST_CASE("scenario writer: values the format cannot hold are refused, each named") {
    {
        Scenario s = sample();
        s.incident.events[0].set("colour", std::string("white"));  // no such field for a move
        s.incident.events[0].set("by", std::int64_t{3});           // a player as a number
        try {
            (void)write_scenario_yaml(s);
            FAIL("the writer accepted an unknown field and a mistyped player");
        } catch (const ScenarioWriteError& e) {
            REQUIRE(e.problems.size() == 2);
            CHECK(e.problems[0].message == "event 1: a move event has no field 'colour'");
            CHECK(e.problems[1].message == "event 1.by: the value has the wrong type for this field");
            CHECK(std::string(e.what()) ==
                  "the scenario cannot be written as it is:\n  event 1: a move event has no field 'colour'\n"
                  "  event 1.by: the value has the wrong type for this field");
            // The editors show them in the interface language.
            ContentErrors ignored;
            const auto hans = UiStrings::load(std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang", Language::ZhHans, ignored);
            CHECK(problem_message(e.problems[0], hans) == "event 1：“move”事件没有“colour”字段");
            CHECK(problem_message(e.problems[1], hans) == "event 1.by：这个字段的值类型不对");
        }
    }
    {
        Scenario s = sample();
        s.incident.options["max_illegal_moves"] = std::string("2");  // would read back as a number
        CHECK_THROWS_AS((void)write_scenario_yaml(s), ScenarioWriteError);
    }
    {
        Scenario s = sample();
        s.written_position.reset();
        s.incident.moves_before = {"e2e4"};  // no PGN to carry them
        CHECK_THROWS_AS((void)write_scenario_yaml(s), ScenarioWriteError);
    }
    {
        Scenario s = sample();
        s.incident.events[0].set("ends_game", std::string("mate-ish"));  // not one of the choices
        CHECK_THROWS_AS((void)write_scenario_yaml(s), ScenarioWriteError);
    }
    // The untouched sample is written and reads back.
    ContentErrors errors;
    CHECK(parse_scenario(write_scenario_yaml(sample()), "again.yaml", errors));
    CHECK(errors.empty());
}
