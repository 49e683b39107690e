// Bitboards and attack tables. Sliding attacks use "fancy" magic bitboards; the magics come from a
// seeded search (as Stockfish does) whose results are cached in bitboard.cpp and verified at start-up.
// Call init_tables() once before use; Position::from_fen()/start() do it for you.
#pragma once

#include <bit>
#include <cstdint>

#include "engine/chess/types.hpp"

namespace arbiter::chess {

using Bitboard = std::uint64_t;

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL;  // a1 is dark
constexpr Bitboard file_bb(int file) { return kFileA << file; }
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }
constexpr Bitboard square_bb(Square s) { return 1ULL << s; }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return std::countr_zero(b); }
inline Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

constexpr Bitboard shift_north(Bitboard b) { return b << 8; }
constexpr Bitboard shift_south(Bitboard b) { return b >> 8; }
constexpr Bitboard shift_up(Color c, Bitboard b) { return c == Color::White ? b << 8 : b >> 8; }

void init_tables();

namespace detail {
struct Magic {
    Bitboard mask;
    Bitboard magic;
    Bitboard* attacks;
    unsigned shift;
    unsigned index(Bitboard occupied) const {
        return static_cast<unsigned>(((occupied & mask) * magic) >> shift);
    }
};
extern Magic rook_magics[64];
extern Magic bishop_magics[64];
extern Bitboard knight_table[64];
extern Bitboard king_table[64];
extern Bitboard pawn_table[2][64];
extern Bitboard between_table[64][64];
extern Bitboard line_table[64][64];
}  // namespace detail

inline Bitboard knight_attacks(Square s) { return detail::knight_table[s]; }
inline Bitboard king_attacks(Square s) { return detail::king_table[s]; }
inline Bitboard pawn_attacks(Color c, Square s) { return detail::pawn_table[index(c)][s]; }
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
    const auto& m = detail::bishop_magics[s];
    return m.attacks[m.index(occupied)];
}
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
    const auto& m = detail::rook_magics[s];
    return m.attacks[m.index(occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
    return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}
// Squares strictly between a and b on a shared line, plus b itself (so "block or capture the
// checker" is one mask); just b when they share no line.
inline Bitboard between(Square a, Square b) { return detail::between_table[a][b]; }
// The whole line through a and b (edge to edge), or 0 when they share none.
inline Bitboard line(Square a, Square b) { return detail::line_table[a][b]; }

}  // namespace arbiter::chess
