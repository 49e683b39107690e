// Basic chess vocabulary shared by every chess module: colours, pieces, squares and the packed
// 16-bit move. Squares run a1 = 0 ... h8 = 63 (file + 8 * rank), as in most bitboard engines.
#pragma once

#include <cstdint>

namespace arbiter::chess {

enum class Color : std::uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) { return static_cast<Color>(static_cast<int>(c) ^ 1); }
constexpr int index(Color c) { return static_cast<int>(c); }

enum PieceType : std::uint8_t { Pawn = 0, Knight, Bishop, Rook, Queen, King, NoPieceType };

// A piece is colour * 6 + type; NoPiece marks an empty square.
enum Piece : std::uint8_t { NoPiece = 12 };
constexpr Piece make_piece(Color c, PieceType t) { return static_cast<Piece>(index(c) * 6 + t); }
constexpr PieceType type_of(Piece p) { return static_cast<PieceType>(p % 6); }
constexpr Color color_of(Piece p) { return static_cast<Color>(p / 6); }
// The FEN letter of a piece: PNBRQK for White, pnbrqk for Black; '.' for NoPiece.
constexpr char piece_letter(Piece p) { return p < NoPiece ? "PNBRQKpnbrqk"[p] : '.'; }

using Square = int;
constexpr Square kNoSquare = 64;
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return rank * 8 + file; }
// The same square seen from Black's side (a1 <-> a8): lets code say "rank 2" once for both sides.
constexpr Square relative_square(Color c, Square s) { return c == Color::White ? s : s ^ 56; }
constexpr int relative_rank(Color c, Square s) { return c == Color::White ? rank_of(s) : 7 - rank_of(s); }

// Castling rights as four bits.
enum CastlingRight : std::uint8_t {
    NoCastling = 0,
    WhiteKingside = 1,
    WhiteQueenside = 2,
    BlackKingside = 4,
    BlackQueenside = 8,
    AllCastling = 15,
};

// A move in 16 bits: from (6) | to (6) | promotion piece - Knight (2) | kind (2).
// Castling is stored as the king's two-square move (e1g1), as UCI writes it.
class Move {
public:
    enum Kind : std::uint16_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

    constexpr Move() = default;
    constexpr Move(Square from, Square to, Kind kind = Normal, PieceType promotion = Knight)
        : data_(static_cast<std::uint16_t>(from | (to << 6) | ((promotion - Knight) << 12) | (kind << 14))) {}

    constexpr Square from() const { return data_ & 63; }
    constexpr Square to() const { return (data_ >> 6) & 63; }
    constexpr Kind kind() const { return static_cast<Kind>(data_ >> 14); }
    constexpr PieceType promotion() const { return static_cast<PieceType>(((data_ >> 12) & 3) + Knight); }
    constexpr bool is_null() const { return data_ == 0; }
    constexpr std::uint16_t raw() const { return data_; }
    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t data_ = 0;
};

}  // namespace arbiter::chess
