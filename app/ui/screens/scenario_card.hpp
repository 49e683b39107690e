// A scenario on screen, shared by practice and the mock exam: the incident replayed on its board
// with both clocks and the timeline, and its answer options. Practice adds the ruling builder and
// the feedback; the exam saves the picked option at once and shows nothing of the grade.
#pragma once

#include <optional>
#include <string>

#include "app/core/content/scenario.hpp"
#include "app/core/json.hpp"
#include "app/ui/data/scenario_replay.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "app/ui/screens/screen_state.hpp"

namespace arbiter::ui {

class TrainerApp;

// Back to the start of scenario `id`'s timeline, nothing picked.
void open_scenario_card(ScenarioCardState& card, const std::string& id);

// A replayed frame's board at the size the scenario card and the drills share, then the cursor
// beside it at the top of a group the caller fills and ends (ImGui::EndGroup). Returns the width
// left beside the board.
float begin_board_row(const ReplayFrame& frame, const std::string& board_id);

// Whether the answer goes above the board: `room` is the height left below the cursor in its window
// (scrolled to the top) and `width` the width across. When the board row and the options would not
// both be in view (a small laptop screen, a large text size) the options come first, so they are
// reached without scrolling; the board and its clocks follow them.
// The decision is kept in `card` until the window's size or the language changes.
bool answer_before_board(TrainerApp& app, const content::Scenario& scenario, ScenarioCardState& card, float width, float room);

// The board (Go or chess) and beside it the clocks, the timeline and "show me" (which replays the
// moments before the incident). A playing replay advances one event a second. Widget ids and the
// target "<prefix>.show_me" use `prefix`.
void draw_scenario_replay(TrainerApp& app, const content::Scenario& scenario, ScenarioCardState& card,
                          const std::string& prefix);

// The options A, B, C… as radio buttons beside their wrapped text, `width` wide, citing articles
// with or without their titles. Returns the option picked this frame (never while `locked`).
// `key` (after the answer): the option that states the engine's ruling; each option is then marked
// right and chosen / right and missed / wrong and chosen (draw_option_mark). Targets:
// "<prefix>.option.N".
std::optional<int> draw_scenario_options(TrainerApp& app, const content::Scenario& scenario, ScenarioCardState& card,
                                         bool locked, const std::string& prefix, float width, training::ArticleTitles titles,
                                         std::optional<std::size_t> key = std::nullopt);

// After a scenario is answered: the verdict and each graded part, the engine's ruling, the articles
// and the explanation (practice and the review session).
void draw_scenario_feedback(TrainerApp& app, const content::Scenario& scenario, const training::Feedback& result);

// The ruling builder (outcome, penalties, corrections, articles) for `scenario`, `width` wide.
// Returns the answer JSON when the candidate presses its submit button.
std::optional<json::Value> draw_scenario_builder(TrainerApp& app, const content::Scenario& scenario,
                                                 ScenarioCardState& card, float width);

}  // namespace arbiter::ui
