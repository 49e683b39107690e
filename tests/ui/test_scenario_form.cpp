// The scenario editor's form (app/ui/screens/scenario_form.hpp): every library scenario put into
// the form and written out is read back by the real loader with the same events, options and
// engine ruling; a draft with problems keeps what was typed; the event "add an event" suggests
// loads and is legal; the save path follows the id until the author types one.
#include <doctest/doctest.h>

#include <filesystem>

#include "app/core/content/scenario_loader.hpp"
#include "app/ui/screens/editor_parts.hpp"
#include "app/ui/screens/scenario_form.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"
#include "tests/support/shared_content.hpp"

using namespace arbiter;
using namespace arbiter::ui;

namespace {

std::optional<content::Scenario> read_back(const EditorState& e, ContentErrors& errors) {
    return content::parse_scenario(form_yaml(e), "form.yaml", errors);
}

std::string field(const EditorEvent& event, const std::string& name) {
    for (const auto& f : event.fields)
        if (f.name == name) return f.text;
    return "<none>";
}

}  // namespace

TEST_CASE("scenario form: every library scenario survives form, YAML and loader with its events, options and ruling" *
          doctest::test_suite("library")) {
    const auto& load = test::repository_scenarios();
    REQUIRE(load.errors.empty());
    int checked = 0;
    for (const auto& scenario : load.scenarios) {
        // A game shared through position_file: carries its moves before the cut, which the form's
        // start position (the cut position) does not; those are the writer's round trip to prove.
        if (!scenario.position_file.empty()) continue;
        CAPTURE(scenario.id);
        EditorState e;
        load_scenario_into(e, scenario);
        REQUIRE(e.save.message.empty());
        ContentErrors errors;
        const auto back = read_back(e, errors);
        for (const auto& error : errors) MESSAGE(error.to_string());
        REQUIRE(errors.empty());
        REQUIRE(back);
        REQUIRE(back->incident.events.size() == scenario.incident.events.size());
        for (std::size_t i = 0; i < scenario.incident.events.size(); ++i) {
            CHECK(back->incident.events[i].kind == scenario.incident.events[i].kind);
            CHECK(back->incident.events[i].at == scenario.incident.events[i].at);
            CHECK(back->incident.events[i].fields == scenario.incident.events[i].fields);
        }
        REQUIRE(back->options.size() == scenario.options.size());
        for (std::size_t i = 0; i < scenario.options.size(); ++i) {
            CHECK(back->options[i].ruling.outcome == scenario.options[i].ruling.outcome);
            CHECK(back->options[i].ruling.articles == scenario.options[i].ruling.articles);
            CHECK(back->options[i].pinned == scenario.options[i].pinned);
        }
        CHECK(back->build.has_value() == scenario.build.has_value());
        const auto original = rules::adjudicate(scenario.incident);
        const auto again = rules::adjudicate(back->incident);
        REQUIRE(original.ruling);
        REQUIRE(again.ruling);
        CHECK(again.ruling->id == original.ruling->id);
        CHECK(again.ruling->outcome == original.ruling->outcome);
        ++checked;
    }
    CHECK(checked > 150);  // 161 in December 2026; the rest share a game through position_file:
}

TEST_CASE("scenario form: a draft with problems is saved and opened again with what was typed") {
    EditorState e;
    new_chess_scenario(e);
    e.id = "half-done";
    e.clock[1].text = "2:0x:00";           // starts_at: not a time
    e.events[0].fields[1].text = "e1e9";   // not a square
    ContentErrors errors;
    CHECK_FALSE(read_back(e, errors));
    CHECK_FALSE(errors.empty());

    EditorState opened;
    CHECK(load_draft_into(opened, form_yaml(e), "half-done.yaml").empty());
    CHECK(opened.id == "half-done");
    CHECK(opened.game == 1);
    CHECK(opened.rule_set == "fide-2023-standard");
    REQUIRE(opened.clock.size() == e.clock.size());
    CHECK(opened.clock[1].name == "starts_at");
    CHECK(opened.clock[1].text == "2:0x:00");
    REQUIRE(opened.events.size() == 1);
    CHECK(field(opened.events[0], "move") == "e1e9");
    CHECK(opened.title == e.title);
    CHECK(form_yaml(opened) == form_yaml(e));

    EditorState broken;
    const std::string why = load_draft_into(broken, "id: [unclosed\n", "broken.yaml");
    CHECK(why.rfind("broken.yaml:", 0) == 0);
}

TEST_CASE("scenario form: a new event starts as a legal move by the player having the move") {
    EditorState e;
    new_go_scenario(e);  // Black takes the ko, White retakes at once: void, and Black moves next
    ContentErrors errors;
    auto parsed = read_back(e, errors);
    REQUIRE(parsed);
    const EditorEvent next = suggested_next_event(e, &*parsed);
    CHECK(event_type_names().at(static_cast<std::size_t>(next.type)) == std::string("move"));
    CHECK(next.at == "1:30:20");
    CHECK(field(next, "by") == "black");
    CHECK(field(next, "move") != "");
    e.events.push_back(next);
    ContentErrors after;
    const auto again = read_back(e, after);
    REQUIRE(again);
    CHECK(after.empty());
    CHECK(rules::adjudicate(again->incident).problems.empty());

    // Chess: White to move in an opening position.
    EditorState chess;
    new_chess_scenario(chess);
    chess.position = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    chess.events.clear();
    ContentErrors start_errors;
    auto start = read_back(chess, start_errors);
    for (const auto& error : start_errors) MESSAGE(error.to_string());
    REQUIRE(start);
    const EditorEvent first = suggested_next_event(chess, &*start);
    CHECK(field(first, "by") == "white");
    CHECK(first.at == "2:00:05");
    chess.events.push_back(first);
    ContentErrors chess_errors;
    CHECK(read_back(chess, chess_errors));
    CHECK(chess_errors.empty());
}

TEST_CASE("scenario form: the save path follows the id until the author types a path") {
    SaveTarget target;
    follow_id(target, "/data/scenarios", "first");
    CHECK(target.path == "/data/scenarios/first.yaml");
    follow_id(target, "/data/scenarios", "second");
    CHECK(target.path == "/data/scenarios/second.yaml");
    target.path = "/elsewhere/mine.yaml";
    follow_id(target, "/data/scenarios", "third");
    CHECK(target.path == "/elsewhere/mine.yaml");
}
