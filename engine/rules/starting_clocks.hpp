// The clocks an incident's setup describes, as they stand when its timeline starts: the chess
// clock started for whoever's clock runs, or the Go byo-yomi clock with each side's main time
// and periods left from the readings given. One setup for the adjudicator (which runs them
// through the timeline to rule) and the trainer's replay (which shows them), so both start alike.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "engine/clock/chess_clock.hpp"
#include "engine/clock/go_clock.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::rules {

struct StartingClocks {
    std::optional<clock::ChessClock> chess;         // chess with a control: started at `starts_at`
    std::optional<clock::ByoYomi> go;               // Go with reserve minutes or periods
    std::array<clock::GoClockState, 2> go_state{};  // indexed by Player (White, Black)
};

// What is wrong with the setup goes to `problems` (a control that does not parse, a Go clock
// with neither reserve nor periods); that clock is then left out.
StartingClocks starting_clocks(const Incident& incident, std::vector<LocalizedText>& problems);

}  // namespace arbiter::rules
