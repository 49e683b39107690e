// Golden boards for 1988 Art. 20.2 (假生) against 20.3 (triple ko and other cycles neither side
// gives way in): read_repetition_life plays the fight out from the side to move under the simple
// ko rule, then under positional superko with each side first. A group only it keeps alive by
// repetition is false life; a race both sides win by moving first is a mutual cycle (20.3), and
// must stay one whoever is to move.
#include <doctest/doctest.h>

#include <initializer_list>
#include <string>
#include <string_view>

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

namespace {

// A 19x19 board whose bottom rows are `rows` (top of them first), the rest empty: the moonshine
// shapes below need a wall, a double ko and the group side by side.
std::string on_19(std::initializer_list<std::string_view> rows) {
    std::string out;
    for (std::size_t r = rows.size(); r < 19; ++r) out += std::string(19, '.') + "\n";
    for (const std::string_view row : rows) {
        std::string line;
        for (const char c : row)
            if (c != ' ') line += c;
        line.resize(19, '.');
        out += line + "\n";
    }
    return out;
}

// White's group K1 (bottom right): one eye at L1 and a ko for the second; the ko stone White
// retakes with can never be connected, so only Black can end the ko. Black's group A1 (bottom
// left, 11 stones) lives by a double ko inside White's two-eyed group H1: ko B2/B3 is Black's, ko
// D2/D3 White's. White taking B2 puts A1 in atari and Black answers at D3, and so on for ever: an
// unlimited supply of ko threats for White and none for Black. Black's two-eyed wall J1 keeps the
// group apart from the double ko. When Black takes the ko at N1 (or N2), White threatens A1; Black
// must answer (taking K1 then would only be an exchange for A1); White retakes; Black, with no
// threat, waits; the cycle goes on. With repetition forbidden White's threats run out and Black
// takes the group: moonshine life, the false life of 20.2 — only White keeps the cycle going and
// Black never has stones at stake.
const std::string kMoonshineCorner = on_19({
    "X X X X X X X X X X X X X X X X X",
    "O O O O O O O O O O O O O O O O X",
    ". O . O O O O O X X X X X X X O X",
    "O O O O O O O O X . X X X . X O X",
    "O X O . O O O O X X X X X X X O X",
    "X . X O X X X O X O O O O X X O X",
    "X X X X X . X O X O . O . O X O X",
});
// The same double ko, and a ko at N2 on the group's side instead of at its corner: White retakes
// at N3, a stone Black's wall holds in atari for good.
const std::string kMoonshineSide = on_19({
    "X X X X X X X X X X X X X X X X X",
    "O O O O O O O O O O O O O O O O X",
    ". O . O O O O O X X X X X X X O X",
    "O O O O O O O O X . X X X . X O X",
    "O X O . O O O O X X X X O X X O X",
    "X . X O X X X O X O O O . O X O X",
    "X X X X X . X O X O . O O O X O X",
});

// The shape with one point changed (`row` counted from the top of the seven, `col` from A).
std::string with(std::string board, int row, int col, char stone) {
    board.replace(static_cast<std::size_t>((12 + row) * 20 + col), 1, 1, stone);
    return board;
}

}  // namespace

TEST_CASE("repetition life: moonshine life — one eye, a ko and the owner's double ko — is false life (20.2)") {
    for (const std::string* shape : {&kMoonshineCorner, &kMoonshineSide}) {
        CAPTURE(*shape);
        // Black to move: the group survives only by the cycle White's double-ko threats keep going.
        CHECK(life_of(*shape, "K1", Color::Black) == RepetitionLife::FalseLife);
        // The negative, the other side to move: White first connects at D3. Black's group is then
        // one eye and one ko, and taking White's group leaves it in atari at F1 — an exchange.
        // Neither side can take the other's group for nothing, repetition or not: alive.
        CHECK(life_of(*shape, "K1", Color::White) == RepetitionLife::Alive);
        // Near-identical, with D3 connected: alive whoever moves.
        const std::string connected = with(*shape, 4, 3, 'O');
        CHECK(life_of(connected, "K1", Color::Black) == RepetitionLife::Alive);
        CHECK(life_of(connected, "K1", Color::White) == RepetitionLife::Alive);
        // Near-identical, with Black holding both kos of the double ko (D3 black, D2 empty): White
        // has no threat left, Black wins the ko and the group is simply dead — no cycle at all.
        const std::string settled = with(with(*shape, 4, 3, 'X'), 5, 3, '.');
        CHECK(life_of(settled, "K1", Color::Black) == RepetitionLife::Dead);
        CHECK(life_of(settled, "K1", Color::White) == RepetitionLife::Dead);
    }
}
