// A chess position: placement, side to move, castling rights, en-passant square and the two
// counters. Parsing (from_fen) and legality (illegality) are kept apart on purpose: a scenario may
// load an illegal position because an arbiter must be able to spot it.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/chess/bitboard.hpp"
#include "engine/chess/types.hpp"
#include "engine/core/language.hpp"

namespace arbiter::chess {

// What make_move() needs to restore the position in unmake_move().
struct UndoInfo {
    Piece captured = NoPiece;
    std::uint8_t castling = 0;
    Square en_passant = kNoSquare;
    int halfmove_clock = 0;
    std::uint64_t key = 0;
};

class Position {
public:
    // Parses without judging legality (a scenario may load an illegal position on purpose).
    // Accepts the four-field form (counters then 0 and 1). Rejects only what cannot be a FEN:
    // bad ranks, unknown letters, a malformed field, negative or non-numeric counters; `error`
    // says which in the three languages (the FEN's own characters quoted as written).
    static std::optional<Position> from_fen(std::string_view fen, LocalizedText* error = nullptr);
    static Position start();
    // The FEN with the en-passant square only when an en-passant capture is legal.
    std::string fen() const;
    Color side_to_move() const { return side_; }
    bool in_check() const { return checkers() != 0; }
    std::vector<std::string> legal_moves_uci() const;  // sorted
    // nullopt when legal to play from; else the precise reason (two kings, side not to move in
    // check, ...) in the three languages.
    std::optional<LocalizedText> illegality() const;

    // --- Board access ---
    Piece piece_on(Square s) const { return board_[s]; }
    Bitboard pieces() const { return by_color_[0] | by_color_[1]; }
    Bitboard pieces(Color c) const { return by_color_[index(c)]; }
    Bitboard pieces(PieceType t) const { return by_type_[t]; }
    Bitboard pieces(Color c, PieceType t) const { return by_color_[index(c)] & by_type_[t]; }
    Square king_square(Color c) const {
        Bitboard k = pieces(c, King);
        return k ? lsb(k) : kNoSquare;
    }
    std::uint8_t castling_rights() const { return castling_; }
    // The rights whose king and rook still stand on their original squares (the others are void).
    std::uint8_t effective_castling_rights() const;
    // The square a pawn skipped with its double step on the last move, as recorded (even when no
    // capture there is legal); kNoSquare if none.
    Square en_passant_square() const { return en_passant_; }
    bool has_legal_en_passant() const;
    int halfmove_clock() const { return halfmove_clock_; }
    int fullmove_number() const { return fullmove_number_; }

    // --- Attacks ---
    Bitboard attackers_to(Square s, Bitboard occupied) const;
    bool attacked_by(Color attacker, Square s) const { return attackers_to(s, pieces()) & pieces(attacker); }
    Bitboard checkers() const;

    // --- Moves ---
    std::vector<Move> legal_moves() const;
    bool is_legal(Move m) const;
    // Applies a move known to be legal (or at least pseudo-legal); no checks, for speed.
    void make_move(Move m, UndoInfo& undo);
    void unmake_move(Move m, const UndoInfo& undo);
    // A copy with the move played.
    Position after(Move m) const {
        Position next = *this;
        UndoInfo undo;
        next.make_move(m, undo);
        return next;
    }
    bool is_capture(Move m) const { return board_[m.to()] != NoPiece || m.kind() == Move::EnPassant; }

    // Zobrist key of placement, side to move and castling rights. repetition_key() counts only the
    // effective castling rights and adds the en-passant file only when a capture there is legal
    // (Law 9.2.2: "the same possible moves").
    std::uint64_t placement_key() const { return key_; }
    std::uint64_t repetition_key() const;

    // Editing helpers for setting positions up by hand (tests, scenario authoring).
    void put_piece(Piece p, Square s);
    void remove_piece(Square s);

    bool operator==(const Position& other) const;

private:
    Position();
    void move_piece(Square from, Square to);

    Bitboard by_type_[6] = {};
    Bitboard by_color_[2] = {};
    Piece board_[64];
    Color side_ = Color::White;
    std::uint8_t castling_ = 0;
    Square en_passant_ = kNoSquare;
    int halfmove_clock_ = 0;
    int fullmove_number_ = 1;
    std::uint64_t key_ = 0;
};

}  // namespace arbiter::chess
