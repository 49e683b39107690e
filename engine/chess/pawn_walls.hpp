// Frozen pawn walls: positions in which no pawn can ever move again, and what that forbids.
//
// When every pawn is rammed and no piece can ever reach a square from which it could take one,
// the pawns are fixed for the rest of the game, and each piece is confined to the squares it
// can reach around them. Those regions are over-approximations (other pieces, which can move
// away, are ignored; a king avoids only the squares enemy pawns guard), so whatever they rule
// out is ruled out for good — this is the "semi-static" argument of Ambrona's Chess
// Unwinnability Analyzer, derived here from the regions alone.
#pragma once

#include <array>
#include <optional>

#include "engine/chess/position.hpp"

namespace arbiter::chess {

// The regions of a position whose pawns are all frozen.
struct PawnWall {
    // One non-king, non-pawn piece: where it stands, the squares it can ever stand on, and the
    // squares it can ever attack from there (pawn squares included).
    struct Mobile {
        Piece piece = NoPiece;
        Square square = kNoSquare;
        Bitboard reach = 0;
        Bitboard attacks = 0;
    };
    Bitboard pawns = 0;                        // every pawn: fixed forever
    std::array<Bitboard, 2> king_region{};     // squares each king can ever stand on, by Color index
    std::array<Mobile, 30> mobile{};           // the pieces other than kings and pawns
    int mobile_count = 0;
};

// The wall, when every pawn on the board is frozen for good: each is blocked head-on by a pawn,
// none attacks an enemy pawn, no enemy piece can ever stand where it could capture, no enemy
// piece can ever attack it (a king only where no other pawn of its side guards it), and no
// en-passant capture is legal now. nullopt when any of this fails, or the position has not
// exactly one king a side (or more than 30 other pieces). A board without pawns is trivially
// frozen.
std::optional<PawnWall> frozen_pawn_wall(const Position& pos);

// With this wall, `side` can never give mate: no piece of `side` can ever attack a square the
// enemy king can stand on; or the only ones that can are bishops on one square colour and every
// square where they could give check has a flight square of the other colour that neither the
// attacker's king can ever guard nor an enemy piece can ever block. Never true when a mate exists.
bool wall_forbids_mate(const PawnWall& wall, Color side);

}  // namespace arbiter::chess
