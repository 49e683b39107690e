// "Can `side` checkmate by any series of legal moves?" (FIDE Laws 5.1.2, 6.9, 7.5.5, A.5.3 for
// one side; both sides for the dead position of 5.2.2), decided by search rather than assumed.
//
// The answer is one of three: CanMate, with a witness line that ends in the mate; CannotMate,
// proven; or Undecided when the node budget ran out first — never silently "can mate". The
// method (after Ambrona's Chess Unwinnability Analyzer) and its parts:
//   1. fast exits: insufficient material (endings.hpp), a mate or stalemate on the board, a
//      frozen pawn wall that forbids mate (pawn_walls.hpp);
//   2. a helpmate search, iterative deepening with progress-ordered moves (helpmate.hpp), which
//      finds the mates of ordinary positions in a few hundred nodes;
//   3. the exhaustive walk of every reachable position (reachable_set.hpp), which proves that
//      no mate exists when that set is small — behind locked pawns, or when every line is
//      forced into stalemate or into the other side's mate — and may also come upon a mate.
// The budget counts nodes (moves made), never time: the same position and budget always give
// the same verdict, witness and node count. The 50- and 75-move rules and repetitions are not
// taken into account (they do not shorten "any series of legal moves").
#pragma once

#include <cstdint>
#include <vector>

#include "engine/chess/position.hpp"

namespace arbiter::chess {

enum class Winnability { CanMate, CannotMate, Undecided };
// "can_mate", "cannot_mate", "undecided"
const char* winnability_name(Winnability verdict);

struct MateSearchResult {
    Winnability verdict = Winnability::Undecided;
    std::vector<Move> witness;  // CanMate: legal moves from the position to a mate by the side
    std::uint64_t nodes = 0;    // moves made by the searches (the budget spent)
};

// About a second of work in a Release build at worst; typical positions need far fewer nodes.
inline constexpr std::uint64_t kDefaultMateSearchBudget = 1'000'000;

// Whether `side` can mate from `pos` by some series of legal moves. A position move generation
// cannot work from (not one king a side, more than 16 men a side, the side not to move in check,
// a pawn on a back rank, an impossible en-passant square) is Undecided unless the material
// already rules mate out.
MateSearchResult mate_possibility(const Position& pos, Color side, std::uint64_t node_budget = kDefaultMateSearchBudget);

}  // namespace arbiter::chess
