// Attack tables: leapers by direct enumeration, sliders by magic bitboards found at start-up.
#include "engine/chess/bitboard.hpp"

#include <array>
#include <mutex>
#include <vector>

namespace arbiter::chess {

namespace detail {
Magic rook_magics[64];
Magic bishop_magics[64];
Bitboard knight_table[64];
Bitboard king_table[64];
Bitboard pawn_table[2][64];
Bitboard between_table[64][64];
Bitboard line_table[64][64];
}  // namespace detail

namespace {

// Room for every rook (102 400) and bishop (5 248) occupancy subset.
Bitboard rook_table[0x19000];
Bitboard bishop_table[0x1480];

constexpr std::array<std::array<int, 2>, 4> kRookSteps{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr std::array<std::array<int, 2>, 4> kBishopSteps{{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

Bitboard slide(Square s, Bitboard occupied, const std::array<std::array<int, 2>, 4>& steps) {
    Bitboard result = 0;
    for (const auto& [df, dr] : steps) {
        int f = file_of(s) + df, r = rank_of(s) + dr;
        while (on_board(f, r)) {
            Square t = make_square(f, r);
            result |= square_bb(t);
            if (occupied & square_bb(t)) break;
            f += df;
            r += dr;
        }
    }
    return result;
}

Bitboard leaper(Square s, std::initializer_list<std::array<int, 2>> steps) {
    Bitboard result = 0;
    for (const auto& [df, dr] : steps)
        if (on_board(file_of(s) + df, rank_of(s) + dr)) result |= square_bb(make_square(file_of(s) + df, rank_of(s) + dr));
    return result;
}

// xorshift64* as in Stockfish; the per-rank seeds make the magic search finish quickly.
struct Prng {
    std::uint64_t state;
    std::uint64_t next() {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

void init_magics(detail::Magic* magics, Bitboard* table, const std::array<std::array<int, 2>, 4>& steps) {
    constexpr int kSeeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
    std::vector<Bitboard> occupancy(4096), reference(4096);
    std::vector<int> epoch(4096, 0);
    int current_epoch = 0;
    Bitboard* next_slot = table;
    for (Square s = 0; s < 64; ++s) {
        Bitboard edges = ((rank_bb(0) | rank_bb(7)) & ~rank_bb(rank_of(s))) |
                         ((file_bb(0) | file_bb(7)) & ~file_bb(file_of(s)));
        auto& m = magics[s];
        m.mask = slide(s, 0, steps) & ~edges;
        m.shift = 64 - static_cast<unsigned>(popcount(m.mask));
        m.attacks = next_slot;
        // Carry-Rippler: enumerate every subset of the mask.
        int size = 0;
        Bitboard b = 0;
        do {
            occupancy[size] = b;
            reference[size] = slide(s, b, steps);
            ++size;
            b = (b - m.mask) & m.mask;
        } while (b);
        next_slot += size;
        Prng rng{static_cast<std::uint64_t>(kSeeds[rank_of(s)])};
        for (int i = 0; i < size;) {
            do {
                m.magic = rng.sparse();
            } while (popcount((m.magic * m.mask) >> 56) < 6);
            ++current_epoch;
            for (i = 0; i < size; ++i) {
                unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < current_epoch) {
                    epoch[idx] = current_epoch;
                    m.attacks[idx] = reference[i];
                } else if (m.attacks[idx] != reference[i]) {
                    break;
                }
            }
        }
    }
}

void init_all() {
    for (Square s = 0; s < 64; ++s) {
        detail::knight_table[s] = leaper(s, {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}});
        detail::king_table[s] = leaper(s, {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}});
        detail::pawn_table[0][s] = leaper(s, {{-1, 1}, {1, 1}});
        detail::pawn_table[1][s] = leaper(s, {{-1, -1}, {1, -1}});
    }
    init_magics(detail::rook_magics, rook_table, kRookSteps);
    init_magics(detail::bishop_magics, bishop_table, kBishopSteps);
    for (Square a = 0; a < 64; ++a) {
        for (Square b = 0; b < 64; ++b) {
            detail::between_table[a][b] = square_bb(b);
            detail::line_table[a][b] = 0;
            if (a == b) continue;
            for (const auto* steps : {&kRookSteps, &kBishopSteps}) {
                if (slide(a, 0, *steps) & square_bb(b)) {
                    detail::line_table[a][b] = (slide(a, 0, *steps) & slide(b, 0, *steps)) | square_bb(a) | square_bb(b);
                    detail::between_table[a][b] |= slide(a, square_bb(b), *steps) & slide(b, square_bb(a), *steps);
                }
            }
        }
    }
}

}  // namespace

void init_tables() {
    static std::once_flag once;
    std::call_once(once, init_all);
}

}  // namespace arbiter::chess
