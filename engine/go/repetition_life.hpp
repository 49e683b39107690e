// Does a group's life depend on a whole-board repetition? (1988 Art. 20.2: at the end, by the
// principle forbidding whole-board repetition, "假生" — false life — is not accepted as alive.)
//
// The question is settled by reading the fight out twice, the attacker moving first, in the
// region around the group: once under the simple ko rule, where a line of play that returns to
// an earlier position is a cycle the attacker cannot break, and once under positional superko,
// where no move may recreate an earlier whole-board position (the game's history included).
// A group the attacker captures only under superko lives by repetition alone: false life.
#pragma once

#include <cstddef>
#include <string_view>

#include "engine/go/game.hpp"

namespace arbiter::go {

enum class RepetitionLife {
    Alive,      // the attacker cannot capture it even when no position may repeat
    Dead,       // captured under the simple ko rule already: no repetition is involved
    FalseLife,  // survives only by repeating the whole board (captured under superko)
    Unsettled,  // the reading did not finish within its budget
};
std::string_view repetition_life_name(RepetitionLife life);  // "alive", "dead", "false_life", "unsettled"

struct RepetitionReading {
    RepetitionLife life = RepetitionLife::Unsettled;
    std::size_t nodes = 0;  // positions visited in both readings
};

// `group` is a point of the group (a stone). The region read is every point reachable from it
// without crossing a chain of the attacker's that has three or more liberties at the start (the
// enclosing wall, taken as safe); moves are tried on its empty points only, and the defender may
// pass. A defender's move that captures four or more of the attacker's stones ends the line in
// the group's favour (it has won a capturing race such as a triple-ko semeai and gained an eye
// space the attacker cannot fill in time). `node_budget` bounds each reading.
RepetitionReading read_repetition_life(const Game& game, Vertex group, std::size_t node_budget = 400000);

}  // namespace arbiter::go
