// perft against the published counts (anchors.md §1.5, §7.1), to depth 5 for the standard suite
// (about 35 s in the Debug+ASan build thanks to bulk counting); deeper counts are in
// tests/bench/chess_bench.cpp.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/chess/notation.hpp"
#include "engine/chess/perft.hpp"
#include "engine/chess/position.hpp"

using namespace arbiter::chess;

namespace {

struct PerftCase {
    const char* name;
    const char* fen;
    std::vector<std::uint64_t> counts;  // counts[d - 1] = perft(d); 0 where no count is published
};

void check_perft(const PerftCase& c) {
    arbiter::LocalizedText error;
    auto pos = Position::from_fen(c.fen, &error);
    REQUIRE_MESSAGE(pos, error.en);
    for (std::size_t d = 1; d <= c.counts.size(); ++d) {
        if (c.counts[d - 1] == 0) continue;
        Position copy = *pos;
        const std::uint64_t nodes = perft(copy, static_cast<int>(d));
        if (nodes != c.counts[d - 1]) {
            // Print the divide so the faulty root move can be found, as Stockfish does.
            Position again = *pos;
            for (auto [m, n] : perft_divide(again, static_cast<int>(d)))
                MESSAGE(to_uci(m) << ": " << n);
        }
        CHECK_MESSAGE(nodes == c.counts[d - 1], std::string(c.name) << " depth " << d);
        CHECK(copy == *pos);  // make/unmake restored everything
    }
}

}  // namespace

TEST_CASE("perft: start position to depth 5") {
    check_perft({"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", {20, 400, 8902, 197281, 4865609}});
}

TEST_CASE("perft: Kiwipete to depth 5" * doctest::test_suite("slow")) {
    check_perft({"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -", {48, 2039, 97862, 4085603, 193690690}});
}

TEST_CASE("perft: chessprogramming position 3 to depth 5") {
    check_perft({"cpw3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", {14, 191, 2812, 43238, 674624}});
}

TEST_CASE("perft: chessprogramming position 4 and its mirror to depth 5" * doctest::test_suite("slow")) {
    check_perft({"cpw4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", {6, 264, 9467, 422333, 15833292}});
    check_perft({"cpw4-mirror", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ -", {6, 264, 9467, 422333, 15833292}});
}

TEST_CASE("perft: chessprogramming position 5 to depth 5" * doctest::test_suite("slow")) {
    check_perft({"cpw5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", {44, 1486, 62379, 2103487, 89941194}});
}

TEST_CASE("perft: chessprogramming position 6 to depth 5" * doctest::test_suite("slow")) {
    check_perft({"cpw6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", {46, 2079, 89890, 3894594, 164075551}});
}

TEST_CASE("perft: en passant, castling and promotion edge cases") {
    check_perft({"align-ep", "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3", {6, 121, 711}});
    check_perft({"align-ep-pinned", "1b1k4/8/8/1rPpK3/8/8/8/8 w - d6", {5, 100, 555}});
    check_perft({"ep-unrelated-check", "rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6", {2, 92, 2528}});
    check_perft({"ep-evasion", "8/8/8/5k2/3p4/8/4P3/4K3 w - -", {6, 54, 343, 2810, 19228}});
    check_perft({"prison", "2b5/kpPp4/1p1P4/1P6/6p1/4p1P1/4PpPK/5B2 w - -", {1, 1, 1}});
    check_perft({"chess.js position 7", "rnbqkbnr/p3pppp/2p5/1pPp4/3P4/8/PP2PPPP/RNBQKBNR w KQkq b6 0 4", {0, 0, 23509}});
}

// python-chess's "impossible castling rights" position counts 3 672 at depth 3 because Stockfish and
// python-chess read "q" Chess960-style (king h8 castles with the a8 rook to c8). Under the FIDE Laws
// (3.8.2.1) castling needs the king on e8, so the right is void: the counts must equal those of the
// same position without it (Stockfish 15.1, `go perft`: 14 / 206 / 3 660 / 64 409), and the position
// is reported illegal.
TEST_CASE("perft: a castling right the placement contradicts is void") {
    check_perft({"without-q", "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQ -", {14, 206, 3660, 64409}});
    check_perft({"with-void-q", "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq -", {14, 206, 3660, 64409}});
    auto pos = Position::from_fen("r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq -");
    REQUIRE(pos);
    REQUIRE(pos->illegality());
    CHECK(pos->illegality()->en == "castling right q needs the black king on e8");
}
