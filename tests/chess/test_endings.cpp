// Who can still mate: the public vectors of anchors.md §7.2 (python-chess, scalachess, chess.js)
// and §7.3 (D3-Chess, Laws 6.9 / 5.2.2), including the blocked-pawn dead positions.
#include <doctest/doctest.h>

#include <string>

#include "engine/chess/endings.hpp"
#include "engine/chess/position.hpp"

using namespace arbiter::chess;

namespace {
Position at(const char* fen) {
    auto pos = Position::from_fen(fen);
    REQUIRE_MESSAGE(pos, fen);
    return *pos;
}
}  // namespace

TEST_CASE("material per side: python-chess test_insufficient_material (W, B = cannot win)") {
    struct Row {
        const char* fen;
        bool white_insufficient, black_insufficient;
    };
    for (const Row& row : {
             Row{"k1K1B1B1/8/8/8/8/8/8/8 w - - 7 32", true, true},
             Row{"kbK1B1B1/8/8/8/8/8/8/8 w - - 7 32", false, false},
             Row{"8/5k2/8/8/8/8/3K4/8 w - - 0 1", true, true},
             Row{"8/3k4/8/8/2N5/8/3K4/8 b - - 0 1", true, true},
             Row{"8/4rk2/8/8/8/8/3K4/8 w - - 0 1", true, false},
             Row{"8/4qk2/8/8/8/8/3K4/8 w - - 0 1", true, false},
             Row{"8/4bk2/8/8/8/8/3KB3/8 w - - 0 1", false, false},
             Row{"8/8/3Q4/2bK4/B7/8/1k6/8 w - - 1 68", false, false},
             Row{"8/5k2/8/8/8/4B3/3K1B2/8 w - - 0 1", true, true},
             Row{"5K2/8/8/1B6/8/k7/6b1/8 w - - 0 39", true, true},
             Row{"8/8/8/4k3/5b2/3K4/8/2B5 w - - 0 33", true, true},
             Row{"3b4/8/8/6b1/8/8/R7/K1k5 w - - 0 1", false, true},
         }) {
        const Position pos = at(row.fen);
        CHECK_MESSAGE(material_insufficient(pos, Color::White) == row.white_insufficient, row.fen);
        CHECK_MESSAGE(material_insufficient(pos, Color::Black) == row.black_insufficient, row.fen);
        CHECK_MESSAGE(can_checkmate(pos, Color::White) == !row.white_insufficient, row.fen);
        CHECK_MESSAGE(can_checkmate(pos, Color::Black) == !row.black_insufficient, row.fen);
    }
}

TEST_CASE("material per side: scalachess InsufficientMatingMaterialTest (the side not to move)") {
    for (const char* fen : {"8/6R1/K7/2NNN3/5NN1/4KN2/8/k7 w - - 0 1", "8/8/K7/8/1k6/8/8/8 w - - 0 1",
                            "7k/8/8/8/3K4/8/8/8 w - - 0 1", "7k/5R2/5NQ1/8/3K4/8/8/8 w - - 0 1",
                            "krq5/bqqq4/qqr5/1qq5/8/8/8/3qB2K b - -", "8/3k4/2q5/8/8/K1N5/8/8 b - -",
                            "7k/8/6Q1/8/3K4/8/1n6/8 w - - 0 1"}) {
        const Position pos = at(fen);
        CHECK_MESSAGE(material_insufficient(pos, ~pos.side_to_move()), fen);
    }
    for (const char* fen : {"krq5/bqqq4/qqrp4/1qq5/8/8/8/3qB2K b - - 0 1", "8/7B/K7/2b5/1k6/8/8/8 b - -",
                            "8/8/K7/2b5/1k6/5N2/8/8 b - - 0 1", "7k/5R2/5NQ1/8/3K4/8/1p6/8 w - - 0 1",
                            "7k/5R2/5NQ1/8/3K4/8/2n5/8 w - - 0 1", "7k/5R2/5NQ1/8/3K4/1r6/8/8 w - - 0 1",
                            "7k/8/8/5R2/3K4/8/1n6/8 w - - 0 1", "7k/8/6B1/8/3K4/8/1n6/8 w - - 0 1",
                            "7k/5P2/8/8/3K4/8/1n6/8 w - - 0 1", "7k/6N1/8/8/3K4/8/1n6/8 w - - 0 1"}) {
        const Position pos = at(fen);
        CHECK_MESSAGE(!material_insufficient(pos, ~pos.side_to_move()), fen);
    }
}

TEST_CASE("both sides: chess.js isInsufficientMaterial") {
    for (const char* fen : {"8/8/8/8/8/8/8/k6K w - - 0 1", "8/2N5/8/8/8/8/8/k6K w - - 0 1", "8/2b5/8/8/8/8/8/k6K w - - 0 1",
                            "8/b7/3B4/8/8/8/8/k6K w - - 0 1", "8/b1B1b1B1/1b1B1b1B/8/8/8/8/1k5K w - - 0 1"})
        CHECK_MESSAGE(insufficient_material(at(fen)), fen);
    for (const char* fen : {"8/2p5/8/8/8/8/8/k6K w - - 0 1", "5k1K/7B/8/6b1/8/8/8/8 b - - 0 1",
                            "7K/5k1N/8/6b1/8/8/8/8 b - - 0 1", "7K/5k1N/8/4n3/8/8/8/8 b - - 0 1"})
        CHECK_MESSAGE(!insufficient_material(at(fen)), fen);
}

TEST_CASE("Laws 6.9 / 5.2.2: the D3-Chess vectors, blocked pawns included" * doctest::test_suite("slow")) {
    struct Row {
        const char* fen;
        const char* klass;  // WB both can mate, W- only White, -B only Black, -- dead
    };
    for (const Row& row : {
             Row{"8/8/8/8/8/1kB5/1B6/BKB5 w - -", "--"},
             Row{"8/8/8/8/2b5/1kB5/1B6/BKB5 w - -", "WB"},
             Row{"2k5/8/8/8/8/8/8/2KR4 w - -", "W-"},
             Row{"2k5/3n4/8/8/8/8/8/2KB4 w - -", "WB"},
             Row{"2k5/3p4/8/8/8/8/8/2KB4 w - -", "WB"},
             Row{"8/8/8/8/8/5k2/q7/7K b - -", "-B"},
             Row{"6k1/6P1/6K1/8/8/8/8/8 w - -", "W-"},
             Row{"8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/8 w - -", "--"},
             Row{"8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/8 b - -", "--"},
             Row{"8/3k4/8/8/8/3K4/8/8 w - -", "--"},
             Row{"8/3k4/8/8/8/3K4/3P4/8 w - -", "W-"},
             Row{"3b4/3k4/8/8/8/3K4/3B4/8 w - -", "--"},
             Row{"3b4/3k4/8/8/8/3K4/3P4/8 w - -", "WB"},
             Row{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "WB"},
         }) {
        const Position pos = at(row.fen);
        const std::string klass = std::string(can_checkmate(pos, Color::White) ? "W" : "-") +
                                  (can_checkmate(pos, Color::Black) ? "B" : "-");
        CHECK_MESSAGE(klass == row.klass, row.fen);
        CHECK_MESSAGE(dead_position(pos) == (std::string(row.klass) == "--"), row.fen);
    }
}

TEST_CASE("blocked pawns: the conservative method says 'dead' only when no capture can ever happen") {
    // Rammed pawns, but the white king can walk round to the h-pawn and take it: not dead.
    CHECK(!blocked_pawns_dead(at("8/2k5/8/1p1p4/1P1P4/8/2K5/8 w - - 0 1")));
    // A pawn attacks an enemy pawn: a capture is possible now.
    CHECK(!blocked_pawns_dead(at("8/2k5/8/1p1p2p1/1P1P1P2/8/2K5/8 w - - 0 1")));
    // One pawn not rammed: it can advance and promote.
    CHECK(!blocked_pawns_dead(at("8/2k5/8/1p1p2p1/1P1P2P1/7P/2K5/8 w - - 0 1")));
    // A piece besides kings and pawns: outside the method, so not called dead.
    CHECK(!blocked_pawns_dead(at("8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/7B w - - 0 1")));
    // The fully blocked chain is dead.
    CHECK(blocked_pawns_dead(at("8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/8 b - -")));
    // The same chain with a dark-squared bishop behind it is outside this kings-and-pawns rule,
    // but dead all the same: the black pawns stand on light squares, so the bishop can never
    // take one, nor get past the white pawns on b4/d4/f4/h4 (the dark squares of rank 4), nor
    // ever attack a square on ranks 6-8 where the black king lives. The search proves it.
    const Position bishop_behind_wall = at("8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/2B5 b - -");
    CHECK(!blocked_pawns_dead(bishop_behind_wall));
    CHECK(!can_checkmate(bishop_behind_wall, Color::White));
    CHECK(!can_checkmate(bishop_behind_wall, Color::Black));
    CHECK(dead_position(bishop_behind_wall));
}

TEST_CASE("Laws reference §2.4/§2.5: K+N can mate against K+R, K+B against K+P, not against a lone king") {
    // 2-A: White K+N, Black K+R, Black's flag falls: the rook can block its own king.
    const Position knight_v_rook = at("8/8/3k4/8/8/2N5/7r/4K3 w - - 0 1");
    CHECK(can_checkmate(knight_v_rook, Color::White));
    CHECK(can_checkmate(knight_v_rook, Color::Black));
    // The pattern that proves it is a legal checkmate.
    const Position proof = at("5K1k/7r/6N1/8/8/8/8/8 b - - 0 1");
    CHECK(proof.in_check());
    CHECK(proof.legal_moves().empty());
    // 2-B reversed: bare king against K+N, the bare king's flag falls: the knight cannot mate.
    const Position bare = at("8/8/3k4/8/8/2N5/8/4K3 w - - 0 1");
    CHECK(!can_checkmate(bare, Color::White));
    CHECK(!can_checkmate(bare, Color::Black));
    CHECK(can_checkmate(at("8/8/3k4/3p4/8/2B5/8/4K3 w - - 0 1"), Color::White));
    CHECK(insufficient_material(at("8/8/4k3/4b3/8/2B5/8/4K3 w - - 0 1")));
}
