#include "engine/chess/unwinnability.hpp"

#include <algorithm>

#include "engine/chess/endings.hpp"
#include "engine/chess/helpmate.hpp"
#include "engine/chess/mate_search.hpp"
#include "engine/chess/movegen.hpp"
#include "engine/chess/reachable_set.hpp"

namespace arbiter::chess {

const char* winnability_name(Winnability verdict) {
    switch (verdict) {
        case Winnability::CanMate: return "can_mate";
        case Winnability::CannotMate: return "cannot_mate";
        case Winnability::Undecided: return "undecided";
    }
    return "undecided";
}

namespace {

constexpr std::uint64_t kFirstSlice = 4096;

// What move generation and make_move rely on: one king a side, at most 16 men a side (a move
// list holds 256 moves), the side not to move not in check, no pawn on a back rank, an
// en-passant square with a pawn in front of it. Positions that break only the other counting
// rules of Position::illegality() (more pieces than promotions could give, castling rights
// without their rook) are searched like any other.
bool searchable(const Position& pos) {
    if (popcount(pos.pieces(Color::White, King)) != 1 || popcount(pos.pieces(Color::Black, King)) != 1) return false;
    if (popcount(pos.pieces(Color::White)) > 16 || popcount(pos.pieces(Color::Black)) > 16) return false;
    if (pos.pieces(Pawn) & (rank_bb(0) | rank_bb(7))) return false;
    const Color them = ~pos.side_to_move();
    if (pos.attacked_by(pos.side_to_move(), pos.king_square(them))) return false;
    if (pos.en_passant_square() != kNoSquare) {
        const Square ep = pos.en_passant_square();
        const Square pawn = pos.side_to_move() == Color::White ? ep - 8 : ep + 8;
        if (relative_rank(pos.side_to_move(), ep) != 5 || pos.piece_on(pawn) != make_piece(them, Pawn) || pos.piece_on(ep) != NoPiece)
            return false;
    }
    return true;
}

}  // namespace

MateSearchResult mate_possibility(const Position& pos, Color side, std::uint64_t node_budget) {
    MateSearchResult result;
    if (material_insufficient(pos, side)) {
        result.verdict = Winnability::CannotMate;
        return result;
    }
    if (!searchable(pos)) return result;
    MoveList list;
    generate_legal(pos, list);
    if (list.size() == 0) {
        result.verdict = mate_search::is_mate_by(pos, side, 0) ? Winnability::CanMate : Winnability::CannotMate;
        return result;
    }
    if (mate_search::hopeless(pos, side, true)) {
        result.verdict = Winnability::CannotMate;
        return result;
    }

    // The helpmate search settles almost every winnable position in a few hundred nodes; only
    // the walk can prove the opposite, and it is short when the reachable set is small. Neither
    // is known in advance, so they take turns with slices that double, each resuming where it
    // stopped: whichever settles the position first wastes at most about as much again.
    HelpmateSearch helpmate(pos, side);
    ReachableWalk walk(pos, side);
    std::uint64_t slice = kFirstSlice;
    while (result.nodes < node_budget) {
        mate_search::NodeBudget helpmate_slice(std::min(slice, node_budget - result.nodes));
        if (!helpmate.exhausted_tree()) helpmate.resume(helpmate_slice);
        result.nodes += helpmate_slice.used();
        if (helpmate.found()) {
            result.verdict = Winnability::CanMate;
            result.witness = helpmate.line();
            break;
        }
        mate_search::NodeBudget walk_slice(std::min(slice, node_budget - result.nodes));
        const ReachableWalk::State state = walk.resume(walk_slice);
        result.nodes += walk_slice.used();
        if (state == ReachableWalk::State::MateFound) {
            result.verdict = Winnability::CanMate;
            result.witness = walk.line();
            break;
        }
        if (state == ReachableWalk::State::NoMate) {
            result.verdict = Winnability::CannotMate;
            break;
        }
        slice *= 2;
    }
    return result;
}

}  // namespace arbiter::chess
