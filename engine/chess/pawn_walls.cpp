#include "engine/chess/pawn_walls.hpp"

#include <algorithm>

namespace arbiter::chess {

namespace {

Bitboard attacks_of(PieceType type, Square s, Bitboard occupied) {
    switch (type) {
        case Knight: return knight_attacks(s);
        case Bishop: return bishop_attacks(s, occupied);
        case Rook: return rook_attacks(s, occupied);
        case Queen: return queen_attacks(s, occupied);
        case King: return king_attacks(s);
        default: return 0;
    }
}

// Every square a piece of `type` can walk to from `from`, one move at a time, through squares in
// `allowed`, with only `occupied` blocking its slides. Moves of all these pieces are reversible,
// so the region is the same from any square in it: moves that keep the pawns in place never
// change it.
Bitboard flood(PieceType type, Square from, Bitboard occupied, Bitboard allowed) {
    Bitboard region = square_bb(from);
    Bitboard frontier = region;
    while (frontier) {
        Bitboard grown = 0;
        while (frontier) grown |= attacks_of(type, pop_lsb(frontier), occupied);
        grown &= allowed & ~region;
        region |= grown;
        frontier = grown;
    }
    return region;
}

Bitboard attacks_from(PieceType type, Bitboard region, Bitboard occupied) {
    Bitboard attacked = 0;
    while (region) attacked |= attacks_of(type, pop_lsb(region), occupied);
    return attacked;
}

Bitboard pawn_guarded(const Position& pos, Color c) {
    Bitboard guarded = 0;
    Bitboard pawns = pos.pieces(c, Pawn);
    while (pawns) guarded |= pawn_attacks(c, pop_lsb(pawns));
    return guarded;
}

}  // namespace

std::optional<PawnWall> frozen_pawn_wall(const Position& pos) {
    if (popcount(pos.pieces(Color::White, King)) != 1 || popcount(pos.pieces(Color::Black, King)) != 1) return std::nullopt;
    const Bitboard pawns = pos.pieces(Pawn);
    // Every pawn blocked head-on by a pawn of either colour (a pawn behind its own rammed pawn
    // is as stuck as the front one).
    for (Color c : {Color::White, Color::Black})
        if (shift_up(c, pos.pieces(c, Pawn)) & ~pawns) return std::nullopt;
    const Bitboard guarded[2] = {pawn_guarded(pos, Color::White), pawn_guarded(pos, Color::Black)};
    if ((guarded[0] & pos.pieces(Color::Black, Pawn)) || (guarded[1] & pos.pieces(Color::White, Pawn))) return std::nullopt;
    // No pawn will ever step twice again, so the only en-passant capture there can ever be is
    // one that is legal now.
    if (pos.en_passant_square() != kNoSquare && pos.has_legal_en_passant()) return std::nullopt;
    // Parsing accepts any board; a real game has at most 30 pieces besides the kings.
    Bitboard others = pos.pieces() & ~pawns & ~pos.pieces(King);
    PawnWall wall;
    if (popcount(others) > static_cast<int>(wall.mobile.size())) return std::nullopt;
    wall.pawns = pawns;
    for (Color c : {Color::White, Color::Black})
        wall.king_region[index(c)] = flood(King, pos.king_square(c), pawns, ~pawns & ~guarded[index(~c)]);

    Bitboard reach[2] = {0, 0}, attacked[2] = {0, 0};
    while (others) {
        const Square s = pop_lsb(others);
        const Piece piece = pos.piece_on(s);
        PawnWall::Mobile& m = wall.mobile[static_cast<std::size_t>(wall.mobile_count++)];
        m.piece = piece;
        m.square = s;
        m.reach = flood(type_of(piece), s, pawns, ~pawns);
        m.attacks = attacks_from(type_of(piece), m.reach, pawns);
        reach[index(color_of(piece))] |= m.reach;
        attacked[index(color_of(piece))] |= m.attacks;
    }
    for (Color c : {Color::White, Color::Black}) {
        const int us = index(c), them = index(~c);
        // No enemy piece may ever stand where one of our pawns could take it (the enemy king
        // already keeps off those squares)...
        if (guarded[us] & reach[them]) return std::nullopt;
        // ...nor ever attack one of our pawns; the enemy king may touch only those another of
        // our pawns guards, since taking them would put it in check.
        const Bitboard ours = pos.pieces(c, Pawn);
        if (ours & attacked[them]) return std::nullopt;
        if (ours & attacks_from(King, wall.king_region[them], 0) & ~guarded[us]) return std::nullopt;
    }
    return wall;
}

bool wall_forbids_mate(const PawnWall& wall, Color side) {
    const Bitboard loser_region = wall.king_region[index(~side)];
    // The pieces of `side` that could ever take part in a mate: those that can attack or enter
    // a square the enemy king can stand on. The king cannot give check, and frozen pawns never
    // attack such a square (the king region avoids them), so a mate needs one of these.
    Bitboard bishops = 0, bishop_reach = 0;
    bool others = false;
    std::array<Bitboard, 30> blockers{};  // where each enemy piece can ever stand
    int blocker_count = 0;
    for (int i = 0; i < wall.mobile_count; ++i) {
        const PawnWall::Mobile& m = wall.mobile[static_cast<std::size_t>(i)];
        if (color_of(m.piece) != side) {
            blockers[static_cast<std::size_t>(blocker_count++)] = m.reach;
            continue;
        }
        if (!((m.reach | m.attacks) & loser_region)) continue;
        if (type_of(m.piece) == Bishop) {
            bishops |= square_bb(m.square);
            bishop_reach |= m.attacks;
        } else {
            others = true;
        }
    }
    if (!bishops && !others) return true;  // no check can ever be given
    if (others) return false;
    const Bitboard colour = (bishops & kDarkSquares) ? kDarkSquares : ~kDarkSquares;
    if (bishops & ~colour) return false;  // bishops on both colours
    // Only bishops of one colour. With the king checked on s, every neighbour it could stand on
    // and the attacker's king can never guard needs covering: those of the other colour (the
    // orthogonal ones) each by an enemy piece of its own standing there, those of the bishops'
    // colour by a bishop — each covers at most two of them — or else by an enemy piece too.
    // (No piece of `side` but these bishops can ever stand on or attack those squares.)
    const int bishop_count = popcount(bishops);
    const Bitboard king_guard = attacks_from(King, wall.king_region[index(side)], 0);
    Bitboard checks = loser_region & colour & bishop_reach;
    while (checks) {
        const Square s = pop_lsb(checks);
        const Bitboard needy = king_attacks(s) & loser_region & ~king_guard;
        const Bitboard other_colour = needy & ~colour;
        int for_other_colour = 0, for_any = 0;
        for (int i = 0; i < blocker_count; ++i) {
            if (blockers[static_cast<std::size_t>(i)] & other_colour) ++for_other_colour;
            if (blockers[static_cast<std::size_t>(i)] & needy) ++for_any;
        }
        const int uncovered_same_colour = std::max(0, popcount(needy & colour) - 2 * bishop_count);
        if (popcount(other_colour) <= for_other_colour && popcount(other_colour) + uncovered_same_colour <= for_any)
            return false;  // s may be a mating square
    }
    return true;
}

}  // namespace arbiter::chess
