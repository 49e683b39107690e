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

// The magics the seeded search below finds, cached so that start-up (which every test process
// pays, under the sanitizers too) only fills the tables. Each is verified while filling; a magic
// that collided would send that square back to the search.
constexpr Bitboard kRookMagics[64] = {
    0x0A80004000801220ULL, 0x8040004010002008ULL, 0x2080200010008008ULL, 0x1100100008210004ULL,
    0xC200209084020008ULL, 0x2100010004000208ULL, 0x0400081000822421ULL, 0x0200010422048844ULL,
    0x0800800080400024ULL, 0x0001402000401000ULL, 0x3000801000802001ULL, 0x4400800800100083ULL,
    0x0904802402480080ULL, 0x4040800400020080ULL, 0x0018808042000100ULL, 0x4040800080004100ULL,
    0x0040048001458024ULL, 0x00A0004000205000ULL, 0x3100808010002000ULL, 0x4825010010000820ULL,
    0x5004808008000401ULL, 0x2024818004000A00ULL, 0x0005808002000100ULL, 0x2100060004806104ULL,
    0x0080400880008421ULL, 0x4062220600410280ULL, 0x010A004A00108022ULL, 0x0000100080080080ULL,
    0x0021000500080010ULL, 0x0044000202001008ULL, 0x0000100400080102ULL, 0xC020128200040545ULL,
    0x0080002000400040ULL, 0x0000804000802004ULL, 0x0000120022004080ULL, 0x010A386103001001ULL,
    0x9010080080800400ULL, 0x8440020080800400ULL, 0x0004228824001001ULL, 0x000000490A000084ULL,
    0x0080002000504000ULL, 0x200020005000C000ULL, 0x0012088020420010ULL, 0x0010010080080800ULL,
    0x0085001008010004ULL, 0x0002000204008080ULL, 0x0040413002040008ULL, 0x0000304081020004ULL,
    0x0080204000800080ULL, 0x3008804000290100ULL, 0x1010100080200080ULL, 0x2008100208028080ULL,
    0x5000850800910100ULL, 0x8402019004680200ULL, 0x0120911028020400ULL, 0x0000008044010200ULL,
    0x0020850200244012ULL, 0x0020850200244012ULL, 0x0000102001040841ULL, 0x140900040A100021ULL,
    0x000200282410A102ULL, 0x000200282410A102ULL, 0x000200282410A102ULL, 0x4048240043802106ULL,
};
constexpr Bitboard kBishopMagics[64] = {
    0x40106000A1160020ULL, 0x0020010250810120ULL, 0x2010010220280081ULL, 0x002806004050C040ULL,
    0x0002021018000000ULL, 0x2001112010000400ULL, 0x0881010120218080ULL, 0x1030820110010500ULL,
    0x0000120222042400ULL, 0x2000020404040044ULL, 0x8000480094208000ULL, 0x0003422A02000001ULL,
    0x000A220210100040ULL, 0x8004820202226000ULL, 0x0018234854100800ULL, 0x0100004042101040ULL,
    0x0004001004082820ULL, 0x0010000810010048ULL, 0x1014004208081300ULL, 0x2080818802044202ULL,
    0x0040880C00A00100ULL, 0x0080400200522010ULL, 0x0001000188180B04ULL, 0x0080249202020204ULL,
    0x1004400004100410ULL, 0x00013100A0022206ULL, 0x2148500001040080ULL, 0x4241080011004300ULL,
    0x4020848004002000ULL, 0x10101380D1004100ULL, 0x0008004422020284ULL, 0x01010A1041008080ULL,
    0x0808080400082121ULL, 0x0808080400082121ULL, 0x0091128200100C00ULL, 0x0202200802010104ULL,
    0x8C0A020200440085ULL, 0x01A0008080B10040ULL, 0x0889520080122800ULL, 0x100902022202010AULL,
    0x04081A0816002000ULL, 0x0000681208005000ULL, 0x8170840041008802ULL, 0x0A00004200810805ULL,
    0x0830404408210100ULL, 0x2602208106006102ULL, 0x1048300680802628ULL, 0x2602208106006102ULL,
    0x0602010120110040ULL, 0x0941010801043000ULL, 0x000040440A210428ULL, 0x0008240020880021ULL,
    0x0400002012048200ULL, 0x00AC102001210220ULL, 0x0220021002009900ULL, 0x84440C080A013080ULL,
    0x0001008044200440ULL, 0x0004C04410841000ULL, 0x2000500104011130ULL, 0x1A0C010011C20229ULL,
    0x0044800112202200ULL, 0x0434804908100424ULL, 0x0300404822C08200ULL, 0x48081010008A2A80ULL,
};

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

void init_magics(detail::Magic* magics, Bitboard* table, const std::array<std::array<int, 2>, 4>& steps,
                 const Bitboard* cached) {
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
        bool first_try = true;
        for (int i = 0; i < size;) {
            if (first_try) {
                m.magic = cached[s];
                first_try = false;
            } else {
                do {
                    m.magic = rng.sparse();
                } while (popcount((m.magic * m.mask) >> 56) < 6);
            }
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
    init_magics(detail::rook_magics, rook_table, kRookSteps, kRookMagics);
    init_magics(detail::bishop_magics, bishop_table, kBishopSteps, kBishopMagics);
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
