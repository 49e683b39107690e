// What the board shows, derived with the Go and chess engines when an incident gives a position:
// whether each move was legal (and why not: suicide, ko, occupied point, own king left in check),
// whether a chess move ended the game (mate, stalemate, dead position, fivefold, 75 moves),
// whether a threefold / fifty-move claim is correct, and whether a player can still checkmate at
// the moment of a flag fall, an illegal move or a resignation.
//
// The author may state any of these; a stated fact that the engine contradicts is a problem
// (content and engine keep each other honest). "Can mate" is the exception: the engine's test is
// conservative (it may say "can" for a fortress), so a stated can-mate fact wins.
// Without a position nothing is derived and the author's facts are used as written.
#pragma once

#include <string>
#include <vector>

#include "engine/rules/incident.hpp"

namespace arbiter::rules {

// Returns the incident with derived fields filled in. Derived can-mate facts are stored on the
// events they matter for as "derived_white_can_mate" / "derived_black_can_mate".
Incident derive_board_facts(const Incident& incident, std::vector<std::string>& problems);

}  // namespace arbiter::rules
