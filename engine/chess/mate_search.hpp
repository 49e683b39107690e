// What the two searches behind mate_possibility() share: the node budget, the identity of a
// position inside a search, the goal test, and the pruning that needs no search. Internal to
// engine/chess (unwinnability.hpp is the public face).
#pragma once

#include <cstdint>

#include "engine/chess/position.hpp"

namespace arbiter::chess::mate_search {

// Work is counted in nodes (moves made), never in time, so that the same position and budget
// always give the same verdict on any machine and under any load.
class NodeBudget {
public:
    explicit NodeBudget(std::uint64_t limit) : limit_(limit) {}
    // Pays for one node; false (and nothing paid) once the budget is spent.
    bool spend() {
        if (used_ >= limit_) return false;
        ++used_;
        return true;
    }
    bool exhausted() const { return used_ >= limit_; }
    std::uint64_t used() const { return used_; }
    std::uint64_t left() const { return limit_ - used_; }

private:
    std::uint64_t limit_;
    std::uint64_t used_ = 0;
};

// A position's identity in a search: placement, side to move, castling rights and the recorded
// en-passant square — everything that decides which moves follow. The clocks are left out: the
// question is "by any series of legal moves", which the 50- and 75-move rules do not shorten.
inline std::uint64_t search_key(const Position& pos) {
    const Square ep = pos.en_passant_square();
    return ep == kNoSquare ? pos.placement_key() : pos.placement_key() ^ (static_cast<std::uint64_t>(ep + 1) * 0x9E3779B97F4A7C15ULL);
}

// The side to move, with `legal_moves` legal moves, has been mated by `side`.
inline bool is_mate_by(const Position& pos, Color side, int legal_moves) {
    return legal_moves == 0 && pos.side_to_move() == ~side && pos.in_check();
}

// A capture, a pawn move or a promotion: the moves that change the pawn structure or the
// material, the only ones after which hopeless() needs to look at the pawn wall again.
inline bool changes_structure(const Position& pos, Move m) {
    return pos.is_capture(m) || type_of(pos.piece_on(m.from())) == Pawn;
}

// `side` can never mate from `pos`, known without a search: insufficient material, or a frozen
// pawn wall that forbids it. The wall is examined only when `structure_changed`, because moves
// that keep the pawns and the material cannot change its verdict (each piece stays in the same
// region; see pawn_walls.hpp) — so a search pays for it only after captures and pawn moves.
bool hopeless(const Position& pos, Color side, bool structure_changed);

}  // namespace arbiter::chess::mate_search
