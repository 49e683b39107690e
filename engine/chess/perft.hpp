// perft: the number of leaf nodes of the legal-move tree to a given depth, the standard check of a
// move generator. The last ply is counted in bulk (the size of the legal move list), as engines do.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "engine/chess/position.hpp"

namespace arbiter::chess {

std::uint64_t perft(Position& pos, int depth);
// Per root move counts ("divide"), in the order moves are generated; their sum is perft(depth).
std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth);

}  // namespace arbiter::chess
