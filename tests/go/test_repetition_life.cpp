// Golden boards for 1988 Art. 20.2 (假生) against 20.3 (triple ko and other cycles neither side
// gives way in): read_repetition_life plays the fight out from the side to move under the simple
// ko rule, then under positional superko with each side first. A group only it keeps alive by
// repetition is false life; a race both sides win by moving first is a mutual cycle (20.3), and
// must stay one whoever is to move.
#include <doctest/doctest.h>

#include "engine/go/repetition_life.hpp"
#include "tests/go/diagram_helpers.hpp"

using namespace arbiter::go;
using namespace arbiter::go::test;

namespace {

RepetitionLife life_of(std::string_view diagram, std::string_view point, Color to_move) {
    const Game g = game_from_diagram(diagram);
    return read_repetition_life(g, at(g, point), to_move).life;
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
        . . . . . . .)", "B6", Color::Black) == RepetitionLife::Alive);
}

TEST_CASE("repetition life: one eye is dead without any repetition") {
    CHECK(life_of(R"(
        . O X . . . .
        O O X . . . .
        X X X . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .)", "B7", Color::Black) == RepetitionLife::Dead);
    // Two liberties but one eye: Black fills C7 from outside, and A7 then captures.
    CHECK(life_of(R"(
        . O . X . . .
        O O X . . . .
        X X X . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .)", "A6", Color::Black) == RepetitionLife::Dead);
}

TEST_CASE("repetition life: a triple-ko race is a mutual cycle (20.3), not false life, whoever is to move") {
    // KataGo's triple-ko vector after Black's D6 (test_ko.cpp): Black's lower chain and White's
    // upper group race over three kos. Under the simple ko rule the kos cycle and nobody gets
    // anywhere; with repetition forbidden, whoever moves first wins the race. Both have stones at
    // stake: the cycle of 20.3 (三劫循环，双方互不相让), not the false life of 20.2.
    constexpr const char* kTripleKo = R"(
        O O O O O O O
        O X O X O . O
        X . X . X O X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        . . . . . . .)";
    CHECK(life_of(kTripleKo, "A4", Color::White) == RepetitionLife::MutualCycle);
    // The negative: the same shape with the other side to move must not turn 20.3 into 20.2.
    // Black to move here has in effect two moves running (D6 was his) and wins the race outright,
    // with no repetition: alive.
    CHECK(life_of(kTripleKo, "A4", Color::Black) == RepetitionLife::Alive);
    // The same fight one move earlier, White to move: the chain is simply in atari at B5.
    CHECK(life_of(R"(
        O O O O O O O
        O X O . O . O
        X . X O X O X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        . . . . . . .)", "A4", Color::White) == RepetitionLife::Dead);
    // Colours swapped and mirrored: the same cycle for White's chain.
    constexpr const char* kSwapped = R"(
        X X X X X X X
        X . X O X O X
        O X O . O . O
        O O O O O O O
        X X X X X X X
        . . . . . . .
        . . . . . . .)";
    CHECK(life_of(kSwapped, "G4", Color::Black) == RepetitionLife::MutualCycle);
    CHECK(life_of(kSwapped, "G4", Color::White) == RepetitionLife::Alive);
}

TEST_CASE("repetition life: an empty point is no group") {
    const Game g = game_from_diagram(R"(
        . . . . .
        . . . . .
        . . . . .
        . . . . .
        . . . . .)");
    CHECK(read_repetition_life(g, at(g, "C3"), Color::Black).life == RepetitionLife::Unsettled);
}
