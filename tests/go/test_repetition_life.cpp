// Golden boards for 1988 Art. 20.2 (假生): read_repetition_life reads the fight around a group
// under the simple ko rule and under positional superko, the attacker first. A group captured
// only when no whole-board position may repeat lives by repetition alone: false life.
#include <doctest/doctest.h>

#include "engine/go/repetition_life.hpp"
#include "tests/go/diagram_helpers.hpp"

using namespace arbiter::go;
using namespace arbiter::go::test;

namespace {

RepetitionLife life_of(std::string_view diagram, std::string_view point) {
    const Game g = game_from_diagram(diagram);
    return read_repetition_life(g, at(g, point)).life;
}

}  // namespace

TEST_CASE("repetition life: two real eyes are alive whatever the ko rule") {
    CHECK(life_of(R"(
        . O . O X . .
        O O O O X . .
        X X X X X . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .)", "B6") == RepetitionLife::Alive);
}

TEST_CASE("repetition life: one eye is dead without any repetition") {
    CHECK(life_of(R"(
        . O X . . . .
        O O X . . . .
        X X X . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .)", "B7") == RepetitionLife::Dead);
    // Two liberties but one eye: Black fills C7 from outside, and A7 then captures.
    CHECK(life_of(R"(
        . O . X . . .
        O O X . . . .
        X X X . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .)", "A6") == RepetitionLife::Dead);
}

TEST_CASE("repetition life: a chain kept alive only by a triple ko is false life") {
    // KataGo's triple-ko vector after Black's D6 (test_ko.cpp): Black's lower chain and White's
    // upper group race over three kos. Under the simple ko rule the kos cycle and the chain is
    // never taken; under superko Black runs out of retakes first.
    constexpr const char* kTripleKo = R"(
        O O O O O O O
        O X O X O . O
        X . X . X O X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        . . . . . . .)";
    CHECK(life_of(kTripleKo, "A4") == RepetitionLife::FalseLife);
    // The same fight one move earlier, White to move: the chain is simply in atari at B5.
    CHECK(life_of(R"(
        O O O O O O O
        O X O . O . O
        X . X O X O X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        . . . . . . .)", "A4") == RepetitionLife::Dead);
    // Colours swapped and mirrored: the same false life for White.
    CHECK(life_of(R"(
        X X X X X X X
        X . X O X O X
        O X O . O . O
        O O O O O O O
        X X X X X X X
        . . . . . . .
        . . . . . . .)", "G4") == RepetitionLife::FalseLife);
}

TEST_CASE("repetition life: an empty point is no group") {
    const Game g = game_from_diagram(R"(
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        . . . . .)");
    CHECK(read_repetition_life(g, at(g, "C3")).life == RepetitionLife::Unsettled);
}
