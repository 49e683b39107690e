// Writes a scenario as YAML (docs/scenario-format.md): the one writer of the format, as
// scenario_loader.hpp is its one reader. What it writes loads back to the same scenario: the
// incident (events with the engine's names and field types from rules::event_specs()), the exam
// dressing, the options, `expect:` and the build menus. A game shared through `position_file:` is
// written as that key again (with `cut_at_ply:`), not copied in.
//
// A value the format cannot hold (a field an event kind does not have, a time in the wrong type,
// an option text that would read back as a number, moves before the position with no PGN to carry
// them) is never dropped: the writer throws ScenarioWriteError naming every one.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "app/core/content/scenario.hpp"
#include "app/core/content_error.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::content {

// what() is the English list; `problems` carry keys (problem.writer.*), so the editors show them in
// the interface language (problem_message), each at the place it is about ("event 1.by").
struct ScenarioWriteError : std::runtime_error {
    explicit ScenarioWriteError(ContentErrors problems);
    ContentErrors problems;
};

// The whole scenario file.
std::string write_scenario_yaml(const Scenario& scenario);

// One-line flow maps, as the editor's form shows them: the clock ("{control: 5400+30, ...}")
// and an event's fields without `type` and `at` ("by: black, move: E6"). Throw like the above.
std::string write_clock_flow(const rules::ClockSetup& clock);
std::string write_event_fields_flow(const rules::Event& event);
// The `question:` map of a scenario file (its options, and `build: true` when the candidate may
// also build the ruling from parts), as a block ending in a newline: the editor's options.
std::string write_question_block(const std::vector<ScenarioOption>& options, bool build);

}  // namespace arbiter::content
