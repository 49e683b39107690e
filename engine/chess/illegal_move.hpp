// Why a move is illegal, in the terms of the FIDE Laws: which article of 3.1–3.9 it breaks, so a
// ruling can cite the rule that was broken beside the sanction (7.5), and the facts the correction
// depends on: can the moved piece still move (4.3 / 4.7 for the replacement move, 7.5.1), and does
// the king have a legal move at all (4.4.3 after an illegal castling).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/chess/position.hpp"

namespace arbiter::chess {

enum class IllegalReason : std::uint8_t {
    NotAMove,           // not a UCI move / no such square
    NoPieceToMove,      // nothing of the mover's stands on the from-square
    PieceMovement,      // the piece does not move like that (3.2–3.8.1), or jumps over pieces (3.5)
    OwnPieceOnTarget,   // the target holds a piece of the mover's colour (3.1.1)
    CapturesKing,       // the target holds the opponent's king (3.1.1 and 1.4.1: the king is never captured)
    LeavesKingInCheck,  // the move exposes or leaves the mover's king in check (3.9.2)
    Castling,           // castling when 3.8.2 forbids it (rights lost, through or out of check, blocked)
    EnPassant,          // a diagonal pawn move to an empty square that is not a legal en passant (3.7.3.2)
    MissingPromotion,   // a pawn reaches the last rank and the move names no piece (3.7.5.1)
};

struct IllegalMove {
    IllegalReason reason = IllegalReason::PieceMovement;
    std::string article;                 // the article broken: "3.2", "3.7.3.2", "3.8.2", "3.9.2" ...
    std::string word;                    // the incident format's word: "wrong_piece_movement", ...
    std::optional<PieceType> piece;      // the piece that was moved, when there was one
    bool moved_piece_can_move = false;   // the piece on the from-square has a legal move (4.3.1 / 4.7)
    bool king_can_move = false;          // the mover's king has a legal move (4.4.3)
};

// nullopt when `uci` is a legal move in `pos`.
std::optional<IllegalMove> why_illegal(const Position& pos, std::string_view uci);

// Whether the piece on `square` (of the side to move) has a legal move, and whether a piece of the
// opponent on `square` can be captured by the side to move — the facts 4.3.1 / 4.3.2 / 4.5 turn on.
bool piece_can_move(const Position& pos, Square square);
bool piece_can_be_captured(const Position& pos, Square square);
// Whether the side to move can capture the piece on `target` with the piece on `with` (4.3.3).
bool can_capture_with(const Position& pos, Square with, Square target);
// Whether castling on the side of the rook on `rook` is legal for the side to move now (4.4.1).
bool castling_legal(const Position& pos, Square rook);
bool king_can_move(const Position& pos);

// The board after an illegal move was physically made, as the players go on from it until someone
// points it out (7.5.1, A.5.2): the piece lifted from `uci`'s square and put on the other, capturing
// what stood there (a king's two-square move takes its rook along; a fifth letter promotes). The
// other side then has the move. nullopt when nothing of the mover's stands on the from-square, or
// when the board that results is not one the game could go on from (e.g. a king left in check).
std::optional<Position> force_move(const Position& pos, std::string_view uci);

}  // namespace arbiter::chess
