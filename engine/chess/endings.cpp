#include "engine/chess/endings.hpp"

#include "engine/chess/movegen.hpp"
#include "engine/chess/pawn_walls.hpp"
#include "engine/chess/unwinnability.hpp"

namespace arbiter::chess {

bool material_insufficient(const Position& pos, Color side) {
    const Color other = ~side;
    if (pos.pieces(side, Pawn) | pos.pieces(side, Rook) | pos.pieces(side, Queen)) return false;
    if (pos.pieces(side, Knight)) {
        // One knight mates only with help from the opponent's own blockers; a queen cannot serve as
        // one (it would capture the knight or cover the flight square), anything else can.
        const bool lone_knight = popcount(pos.pieces(side)) <= 2 && !pos.pieces(side, Bishop);
        const Bitboard helpers = pos.pieces(other) & ~pos.pieces(other, King) & ~pos.pieces(other, Queen);
        return lone_knight && !helpers;
    }
    if (pos.pieces(side, Bishop)) {
        const Bitboard bishops = pos.pieces(Bishop);
        const bool one_colour = !(bishops & kDarkSquares) || !(bishops & ~kDarkSquares);
        return one_colour && !pos.pieces(Pawn) && !pos.pieces(Knight);
    }
    return true;  // a lone king
}

bool insufficient_material(const Position& pos) {
    return material_insufficient(pos, Color::White) && material_insufficient(pos, Color::Black);
}

namespace {

Bitboard pawn_guarded(const Position& pos, Color c) {
    Bitboard guarded = 0;
    Bitboard pawns = pos.pieces(c, Pawn);
    while (pawns) guarded |= pawn_attacks(c, pop_lsb(pawns));
    return guarded;
}

// Squares the king of `c` could ever stand on: flood fill through squares free of pawns and
// unguarded by enemy pawns (the enemy king is ignored: it can always step aside).
Bitboard king_region(const Position& pos, Color c) {
    const Bitboard blocked = pos.pieces(Pawn) | pawn_guarded(pos, ~c);
    Bitboard region = square_bb(pos.king_square(c));
    Bitboard frontier = region;
    while (frontier) {
        Bitboard grown = 0;
        Bitboard f = frontier;
        while (f) grown |= king_attacks(pop_lsb(f));
        grown &= ~blocked & ~region;
        region |= grown;
        frontier = grown;
    }
    return region;
}

}  // namespace

bool blocked_pawns_dead(const Position& pos) {
    if (pos.pieces() != (pos.pieces(Pawn) | pos.pieces(King))) return false;
    if (popcount(pos.pieces(Color::White, King)) != 1 || popcount(pos.pieces(Color::Black, King)) != 1) return false;
    const Bitboard white_pawns = pos.pieces(Color::White, Pawn);
    const Bitboard black_pawns = pos.pieces(Color::Black, Pawn);
    if (!white_pawns && !black_pawns) return false;  // bare kings are the material rule's case
    // Every pawn rammed head-on by an enemy pawn: none can ever advance.
    if (shift_north(white_pawns) != black_pawns) return false;
    // No pawn can ever capture another (pawns never move, so this never changes).
    if (pawn_guarded(pos, Color::White) & black_pawns) return false;
    // Nothing can be taken right now either (this also covers a legal en-passant capture).
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list)
        if (pos.is_capture(m)) return false;
    // Neither king can ever get next to an enemy pawn that no enemy pawn guards.
    for (Color c : {Color::White, Color::Black}) {
        const Bitboard reach = king_region(pos, c);
        Bitboard touchable = 0;
        Bitboard r = reach;
        while (r) touchable |= king_attacks(pop_lsb(r));
        if (touchable & pos.pieces(~c, Pawn) & ~pawn_guarded(pos, ~c)) return false;
    }
    return true;
}

namespace {

bool neither_can_mate(const Position& pos, std::uint64_t budget_per_side) {
    for (Color side : {Color::White, Color::Black})
        if (mate_possibility(pos, side, budget_per_side).verdict != Winnability::CannotMate) return false;
    return true;
}

// Where Game looks for a dead position beyond the exact rules (see automatic_dead_position):
// pawns that can never move again, or a side to move with hardly any legal moves.
bool dead_position_plausible(const Position& pos) {
    const Bitboard pawns = pos.pieces(Pawn);
    const bool rammed = pawns && !(shift_north(pos.pieces(Color::White, Pawn)) & ~pawns) &&
                        !(shift_south(pos.pieces(Color::Black, Pawn)) & ~pawns);
    if (rammed && frozen_pawn_wall(pos)) return true;
    MoveList list;
    generate_legal(pos, list);
    return list.size() <= kForcedLineMoves;
}

}  // namespace

bool dead_position(const Position& pos) {
    if (insufficient_material(pos) || blocked_pawns_dead(pos)) return true;
    return neither_can_mate(pos, kDefaultMateSearchBudget);
}

bool can_checkmate(const Position& pos, Color side) {
    if (material_insufficient(pos, side) || blocked_pawns_dead(pos)) return false;
    return mate_possibility(pos, side).verdict != Winnability::CannotMate;
}

bool automatic_dead_position(const Position& pos) {
    if (insufficient_material(pos) || blocked_pawns_dead(pos)) return true;
    return dead_position_plausible(pos) && neither_can_mate(pos, kAutomaticDeadBudget);
}

}  // namespace arbiter::chess
