#include <doctest/doctest.h>

#include "tests/go/diagram_helpers.hpp"

using namespace arbiter::go;
using namespace arbiter::go::test;

TEST_CASE("go: a single stone is captured by filling its last liberty") {
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
    CHECK(board_of(g) == normalised(R"(
        . . . . .
        . . X . .
        . X . X .
        . . X . .
        . . . . .)"));
}
