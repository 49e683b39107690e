// Captures, liberties and forbidden points (禁著點), each as a before/after diagram.
#include <doctest/doctest.h>

#include <stdexcept>

#include "tests/go/diagram_helpers.hpp"

using namespace arbiter::go;
using namespace arbiter::go::test;

TEST_CASE("go capture: a single stone is taken by filling its last liberty") {
    Game g = game_from_diagram(R"(
        . . . . .
        . . X . .
        . X O . .
        . . X . .
        . . . . .)");
    auto r = g.play(Color::Black, at(g, "D3"));
    CHECK(r.legal);
    CHECK(names(r.captures) == std::vector<std::string>{"C3"});
    CHECK(g.prisoners(Color::Black) == 1);
    CHECK(g.prisoners(Color::White) == 0);
    CHECK(board_of(g) == normalised(R"(
        . . . . .
        . . X . .
        . X . X .
        . . X . .
        . . . . .)"));
}

TEST_CASE("go capture: one move takes two separate groups at once") {
    Game g = game_from_diagram(R"(
        . . . . .
        X X . . .
        O O X . .
        X . O X .
        . . X . .)");
    auto r = g.play(Color::Black, at(g, "B2"));
    CHECK(r.legal);
    CHECK(names(r.captures) == std::vector<std::string>{"A3", "B3", "C2"});
    CHECK(g.prisoners(Color::Black) == 3);
    CHECK(board_of(g) == normalised(R"(
        . . . . .
        X X . . .
        . . X . .
        X X . X .
        . . X . .)"));
}

TEST_CASE("go capture: snapback — the throw-in is taken, then retaken with the whole group") {
    Game g = game_from_diagram(R"(
        . . . . .
        . . . . .
        . X X X X
        . X O O O
        . X O . .)");
    // Black throws in at the corner: one liberty, White's group is now in atari.
    auto throw_in = g.play(Color::Black, at(g, "E1"));
    CHECK(throw_in.legal);
    CHECK(throw_in.captures.empty());
    CHECK(g.board().in_atari(g.board().point(at(g, "C2"))));
    // White takes the stone ...
    auto take = g.play(Color::White, at(g, "D1"));
    CHECK(names(take.captures) == std::vector<std::string>{"E1"});
    CHECK_FALSE(g.ko_point());  // the taking stone joined a group: this is not a ko
    // ... and Black plays back at E1, a point with no liberty until the five stones come off.
    auto retake = g.check(Color::Black, at(g, "E1"));
    CHECK(retake.legal);
    CHECK_FALSE(retake.simple_ko_violation);
    CHECK(names(retake.captures) == std::vector<std::string>{"C2", "D2", "E2", "C1", "D1"});
    g.play(Color::Black, at(g, "E1"));
    CHECK(g.prisoners(Color::Black) == 5);
    CHECK(g.prisoners(Color::White) == 1);
    CHECK(board_of(g) == normalised(R"(
        . . . . .
        . . . . .
        . X X X X
        . X . . .
        . X . . X)"));
}

TEST_CASE("go capture: a move with no liberty before removal is legal because it captures") {
    Game g = game_from_diagram(R"(
        . O X . .
        O X . . .
        . . . . .
        . . . . .
        . . . . .)");
    // A5 touches only white stones; B5's last liberty is A5, so Black's stone takes it and lives.
    auto r = g.play(Color::Black, at(g, "A5"));
    CHECK(r.legal);
    CHECK(names(r.captures) == std::vector<std::string>{"B5"});
    CHECK(board_of(g) == normalised(R"(
        X . X . .
        O X . . .
        . . . . .
        . . . . .
        . . . . .)"));
    // A lone stone that took a lone stone and has one liberty: White may not retake at once.
    CHECK(g.ko_point() == at(g, "B5"));
}

TEST_CASE("go suicide: a lone stone with no liberty that captures nothing is refused") {
    Game g = game_from_diagram(R"(
        . O . . .
        O . O . .
        . O . . .
        . . . . .
        . . . . .)");
    const std::string before = board_of(g);
    auto r = g.play(Color::Black, at(g, "B4"));
    CHECK_FALSE(r.legal);
    CHECK(r.reason == Illegality::Suicide);
    CHECK(r.captures.empty());
    CHECK(board_of(g) == before);
    CHECK(g.ply() == 0);
    // The corner point is forbidden for Black too, and free for White.
    CHECK(g.check(Color::Black, at(g, "A5")).reason == Illegality::Suicide);
    CHECK(g.check(Color::White, at(g, "A5")).legal);
}

TEST_CASE("go suicide: filling the last liberty of one's own group is refused (multi-stone)") {
    Game g = game_from_diagram(R"(
        X . O . .
        O O O . .
        . . . . .
        . . . . .
        . . . . .)");
    auto r = g.play(Color::Black, at(g, "B5"));
    CHECK(r.reason == Illegality::Suicide);
    CHECK(g.at(at(g, "A5")) == Color::Black);
    CHECK(g.at(at(g, "B5")) == Color::Empty);
}

TEST_CASE("go occupied and off-board points are refused and change nothing") {
    Game g = game_from_diagram(R"(
        . . . . .
        . . . . .
        . . X . .
        . . . . .
        . . . . .)");
    CHECK(g.play(Color::White, at(g, "C3")).reason == Illegality::Occupied);
    CHECK(g.play(Color::White, Vertex{5, 0}).reason == Illegality::OffBoard);
    CHECK(g.play(Color::White, Vertex{-1, 2}).reason == Illegality::OffBoard);
    CHECK(g.ply() == 0);
}

TEST_CASE("go capture: Sabaki go-board vectors (19x19)") {
    // tests/GoBoard.test.js, converted from [x, y] with y down to GTP names.
    SUBCASE("capture two") {
        Game g(19);
        g.setup(points(g, {"A18", "B19", "B17", "C19", "C17"}), points(g, {"B18", "C18"}));
        auto r = g.play(Color::Black, at(g, "D18"));
        CHECK(names(r.captures) == std::vector<std::string>{"B18", "C18"});
        CHECK(g.prisoners(Color::Black) == 2);
        CHECK(g.prisoners(Color::White) == 0);
    }
    SUBCASE("edge capture") {
        Game g(19);
        g.setup(points(g, {"A18"}), points(g, {"A19"}));
        g.play(Color::Black, at(g, "B19"));
        CHECK(g.at(at(g, "A19")) == Color::Empty);
        CHECK(g.prisoners(Color::Black) == 1);
    }
    SUBCASE("suicide of two stones is refused (Sabaki would execute it)") {
        Game g(19);
        g.setup(points(g, {"A18", "B19", "B17", "C19", "C17", "D18"}), points(g, {"B18"}));
        CHECK(g.play(Color::White, at(g, "C18")).reason == Illegality::Suicide);
        CHECK(g.at(at(g, "B18")) == Color::White);
    }
    SUBCASE("simple ko") {
        Game g(19);
        g.setup(points(g, {"A18", "B19", "B17", "C18"}), points(g, {"C19", "C17", "D18"}));
        auto take = g.play(Color::White, at(g, "B18"));
        CHECK(names(take.captures) == std::vector<std::string>{"C18"});
        auto retake = g.play(Color::Black, at(g, "C18"));
        CHECK(retake.reason == Illegality::SimpleKo);
        CHECK(names(retake.captures) == std::vector<std::string>{"B18"});
    }
}

TEST_CASE("go liberties are counted once per point and merge when chains join") {
    Game g = game_from_diagram(R"(
        . . . . .
        . X . X .
        . . . . .
        . . . . .
        . . . . .)");
    const Board& b = g.board();
    CHECK(b.liberties(b.point(at(g, "B4"))) == 4);
    g.play(Color::Black, at(g, "C4"));
    CHECK(b.chain_size(b.point(at(g, "B4"))) == 3);
    CHECK(b.liberties(b.point(at(g, "D4"))) == 8);
    CHECK_FALSE(b.in_atari(b.point(at(g, "C4"))));
}

TEST_CASE("go board sizes: 5x5 to 25x25, 19x19 by default") {
    CHECK(Game().size() == 19);
    CHECK_THROWS_AS(Game(4), std::invalid_argument);
    CHECK_THROWS_AS(Game(26), std::invalid_argument);
    Game big(25);
    big.setup(points(big, {"Y25"}), points(big, {"Z25"}));
    auto r = big.play(Color::Black, at(big, "Z24"));
    CHECK(names(r.captures) == std::vector<std::string>{"Z25"});
    Game small(5);
    small.setup(points(small, {"A2", "B1"}), points(small, {"A1"}));
    CHECK(small.at(at(small, "A1")) == Color::White);  // set up without liberties: stays until a move
    CHECK(small.check(Color::White, at(small, "C1")).legal);
}
