// Legal move generation: every move produced is legal (pins, checks, en passant exposing the
// king along the rank, castling through attacked squares are all resolved here), so perft can
// count the last ply in bulk from the list size.
#pragma once

#include "engine/chess/position.hpp"
#include "engine/chess/types.hpp"

namespace arbiter::chess {

struct MoveList {
    Move moves[256];
    int count = 0;
    void add(Move m) { moves[count++] = m; }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + count; }
    int size() const { return count; }
};

// Fills `list` with every legal move of the side to move.
void generate_legal(const Position& pos, MoveList& list);

}  // namespace arbiter::chess
