// A scenario replayed up to a point of its timeline, as the widgets draw it: the board (Go or
// chess, through the engines), both clocks with the arbiter's byo-yomi call (engine/clock), and
// the timeline with the incident marked. Pure: no ImGui, so tests can check frames directly.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/core/content/scenario.hpp"
#include "app/core/ui_strings.hpp"
#include "app/ui/widgets/chess_board_view.hpp"
#include "app/ui/widgets/clock_view.hpp"
#include "app/ui/widgets/go_board_view.hpp"
#include "app/ui/widgets/timeline_view.hpp"
#include "engine/core/language.hpp"

namespace arbiter::ui {

struct ReplayFrame {
    std::optional<GoBoardView> go;
    std::optional<ChessBoardView> chess;
    ClockView clock;
    TimelineView timeline;
    std::string happened;  // what the current event is, in words ("白方 M13（不合法：劫）")
};

// The index of the event the question is about: the last one of the timeline.
int incident_event(const content::Scenario& scenario);

// `current` = index of the last event applied (-1 = the start of the timeline).
ReplayFrame replay_scenario(const content::Scenario& scenario, int current, const UiStrings& strings, Language language);

// The game as it stands at game time `now` for a drill played in real time: the events whose
// time (`times`, rules::event_times) has come are applied and both clocks run to `now`. Nothing
// of the future shows: the timeline holds only the events so far, and the arbiter's own count
// call is left out (in the drill the candidate is the arbiter).
ReplayFrame replay_scenario_at(const content::Scenario& scenario, const std::vector<clock::Millis>& times, clock::Millis now,
                               const UiStrings& strings, Language language);

}  // namespace arbiter::ui
