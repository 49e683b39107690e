// Area counting (數子法, 1988 Art. 9) and komi by rule set (reference §A1.3).
#include <doctest/doctest.h>

#include "engine/go/scoring.hpp"
#include "tests/go/diagram_helpers.hpp"

using namespace arbiter::go;
using namespace arbiter::go::test;

TEST_CASE("go scoring: KataGo 7x7 'Area scoring in the main phase' — Black 22, White 18, W-B = -3.5") {
    Game g = game_from_diagram(R"(
        O X . O O O .
        O X X X X X X
        O O O O O O O
        . X O X X . .
        O O O X . . .
        X . O X X X X
        . X O X . . .)");
    AreaScore s = score_area(g, {}, 0.5);
    CHECK(s.black_area_strict == 22);
    CHECK(s.white_area_strict == 18);
    CHECK(s.dame == 9);
    CHECK(s.margin == doctest::Approx(3.5));  // KataGo prints White minus Black: -3.5
    CHECK(s.result == "B+3.5");
}

TEST_CASE("go scoring: seki — the two shared liberties and a dame are split half each") {
    // Black's B7-B6-B5-C5 and White's D7-D6-D5 share C7 and C6 and have no other liberty: whoever
    // plays there is taken, so neither does (seki). C1 touches both outer groups (dame).
    Game g = game_from_diagram(R"(
        O X . O X . X
        O X . O X X X
        O X X O X . X
        O O O X X X X
        O . O X . X .
        O O O X X X X
        . O . X . X .)");
    CHECK(g.check(Color::Black, at(g, "C7")).legal);  // legal, but self-atari:
    Game after = g;
    after.play(Color::Black, at(g, "C7"));
    CHECK(after.board().in_atari(after.board().point(at(g, "B7"))));

    AreaScore s = score_area(g, {}, 0.0);
    CHECK(s.black_stones == 23);
    CHECK(s.white_stones == 15);
    CHECK(s.black_territory == 6);
    CHECK(s.white_territory == 2);
    CHECK(s.dame == 3);
    CHECK(s.black_area == doctest::Approx(30.5));
    CHECK(s.white_area == doctest::Approx(18.5));
    CHECK(s.black_area_strict == 29);
    CHECK(s.white_area_strict == 17);
    CHECK(s.result == "B+12");
    CHECK(score_area(g, {}, RuleSet::ChineseGo1988).result == "B+6.5");
}

TEST_CASE("go scoring: dead stones are removed before counting and their points change hands") {
    Game g = game_from_diagram(R"(
        . . X O .
        . O X O .
        X X X O O
        . . X O .
        . . X O .)");
    // Unmarked, the white stone at B4 makes A5, B5 and A4 dame.
    AreaScore alive = score_area(g, {}, 0.0);
    CHECK(alive.black_area_strict == 11);
    CHECK(alive.white_area_strict == 11);
    CHECK(alive.dame == 3);
    CHECK(alive.result == "0");
    // Marked dead, it comes off and its corner is Black's.
    AreaScore marked = score_area(g, points(g, {"B4"}), 0.0);
    CHECK(marked.white_stones == 6);
    CHECK(marked.black_territory == 8);
    CHECK(marked.black_area_strict == 15);
    CHECK(marked.white_area_strict == 10);
    CHECK(marked.dame == 0);
    CHECK(marked.result == "B+5");
    // Marking an empty point changes nothing.
    CHECK(score_area(g, points(g, {"A1"}), 0.0).result == "0");
}

namespace {

// A full 19×19 count: `black` black stones first (row by row from A1), then `dame` empty points
// between the colours, then white stones. Each dame point has black on its left and white on its
// right, so it touches both.
Game count_board(int black, int dame) {
    Game g(19);
    std::vector<Vertex> b, w;
    for (int i = 0; i < 361; ++i) {
        Vertex v{i % 19, i / 19};
        if (i < black) b.push_back(v);
        else if (i >= black + dame) w.push_back(v);
    }
    g.setup(b, w);
    return g;
}

}  // namespace

TEST_CASE("go komi 1988 (2¾ stones = 5.5 points): Black needs more than 183¼") {
    CHECK(komi_stones(RuleSet::ChineseGo1988) == 2.75);
    CHECK(komi_points(RuleSet::ChineseGo1988) == 5.5);
    CHECK(black_win_threshold_stones(RuleSet::ChineseGo1988) == 183.25);
    CHECK(format_stones(black_win_threshold_stones(RuleSet::ChineseGo1988)) == "183¼");

    AreaScore b184 = score_area(count_board(184, 0), {}, RuleSet::ChineseGo1988);
    CHECK(b184.black_area == 184);
    CHECK(b184.result == "B+1.5");
    CHECK(format_stones(b184.margin_stones) == "¾");

    AreaScore b183_5 = score_area(count_board(183, 1), {}, RuleSet::ChineseGo1988);
    CHECK(b183_5.dame == 1);
    CHECK(b183_5.black_area == 183.5);
    CHECK(b183_5.result == "B+0.5");
    CHECK(format_stones(b183_5.margin_stones) == "¼");

    AreaScore b183 = score_area(count_board(183, 0), {}, RuleSet::ChineseGo1988);
    CHECK(b183.result == "W+0.5");
    CHECK(format_stones(b183.margin_stones) == "-¼");
    // White's side of the same boundary: 178 wins, 177½ loses.
    CHECK(b183.white_area == 178);
    CHECK(b183_5.white_area == 177.5);
}

TEST_CASE("go komi 2002 (3¾ stones = 7.5 points): Black needs more than 184¼ (Art. 11 cases)") {
    CHECK(komi_points(RuleSet::ChineseGo2002) == 7.5);
    CHECK(format_stones(black_win_threshold_stones(RuleSet::ChineseGo2002)) == "184¼");
    // 185 → Black +¾ 子; 184 → Black −¼ 子; 184½ → Black +¼ 子.
    AreaScore b185 = score_area(count_board(185, 0), {}, RuleSet::ChineseGo2002);
    CHECK(b185.result == "B+1.5");
    CHECK(format_stones(b185.margin_stones) == "¾");
    AreaScore b184 = score_area(count_board(184, 0), {}, RuleSet::ChineseGo2002);
    CHECK(b184.result == "W+0.5");
    CHECK(format_stones(b184.margin_stones) == "-¼");
    AreaScore b184_5 = score_area(count_board(184, 1), {}, RuleSet::ChineseGo2002);
    CHECK(b184_5.black_area == 184.5);
    CHECK(b184_5.result == "B+0.5");
    CHECK(format_stones(b184_5.margin_stones) == "¼");
    // White needs 177: 176½ loses.
    CHECK(b184_5.white_area == 176.5);
}

TEST_CASE("go scoring: stones are formatted as the rules print them") {
    CHECK(format_stones(0) == "0");
    CHECK(format_stones(0.5) == "½");
    CHECK(format_stones(180.5) == "180½");
    CHECK(format_stones(-2.75) == "-2¾");
    CHECK(format_result(0) == "0");
    CHECK(format_result(-12) == "W+12");
}
