// Does a group's life turn on a whole-board repetition, and whose repetition is it? The 1988
// rules keep two cases apart: 20.2, at the end "假生" (false life, the rules' figure 3) is not
// accepted as alive, by the principle forbidding whole-board repetition; 20.3, a triple or
// quadruple ko, eternal life or 双提二子 that neither side gives way in (双方互不相让) may be
// ruled a draw or a replay. 21.3 sends a disputed life to be played out, and a triple-ko race
// played out is a 20.3 cycle. docs/rulings.md (`go.false-life`, `go.cycle`) quotes the text.
//
// The fight around the group is read as the play-out would go, from the side to move, under the
// simple ko rule (what the players play by): a line that comes back to a position is a cycle.
// Where neither side gets anywhere, it is read again under positional superko, each side first:
//   - each side then wins by moving first (the attacker takes the group, the defender wins its
//     race): both have stones at stake and both must keep recapturing — MutualCycle (20.3);
//   - otherwise, if forbidding repetition lets the attacker take the group from this position
//     with this side to move: the group lives by a repetition only it keeps going, while the
//     attacker risks nothing — FalseLife (20.2);
//   - else the group lives without repetition — Alive.
#pragma once

#include <cstddef>
#include <string_view>

#include "engine/go/game.hpp"

namespace arbiter::go {

enum class RepetitionLife {
    Alive,        // no repetition needed: the group stands, or wins its race outright
    Dead,         // captured under the simple ko rule already: no repetition is involved
    FalseLife,    // survives only by a repetition the attacker risks nothing in (20.2, 假生)
    MutualCycle,  // a cycle both sides must keep going, each winning if it moves first (20.3)
    Unsettled,    // the reading did not finish within its budget
};
// "alive", "dead", "false_life", "mutual_cycle", "unsettled"
std::string_view repetition_life_name(RepetitionLife life);

struct RepetitionReading {
    RepetitionLife life = RepetitionLife::Unsettled;
    std::size_t nodes = 0;  // positions visited in all the readings
};

// `group` is a point of the group (a stone), `to_move` the side to move (Black or White; Empty
// gives Unsettled). The region read is every point reachable from the group without crossing a
// chain of the attacker's that has three or more liberties at the start (the enclosing wall, taken
// as safe); moves are tried on its empty points only, and the side not pressing its goal may pass.
// The attacker's goal is to capture the group; the defender's is to win the race, which a move
// capturing four or more of the attacker's stones does (the group gains an eye space the attacker
// cannot fill in time). A capture of the group that leaves the defender a move taking four or more
// of the attacker's stones at once is an exchange, not a kill: so a threat against the attacker's
// stones is a ko threat it must answer, which is what moonshine life (the owner's unlimited threats
// from a double ko) turns on. Neither side tries to fill an eye of its own (an empty point whose
// neighbours are all one chain of its own). Under the simple ko rule the reading is solved on the
// graph of positions (board, ko ban, side to move), a cycle counting against the side forcing;
// under superko it is a search of the line played. `node_budget` bounds each reading (moves tried).
RepetitionReading read_repetition_life(const Game& game, Vertex group, Color to_move, std::size_t node_budget = 400000);

}  // namespace arbiter::go
