// Area-counting drills: hand-counted boards give the results worked out below, the generator is
// deterministic, its boards look like finished games, and every answer is score_area()'s for the
// board the question shows.
#include <doctest/doctest.h>

#include <cmath>
#include <set>
#include <stdexcept>
#include <string>

#include "diagram_helpers.hpp"
#include "engine/go/counting_drills.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/scoring.hpp"

using namespace arbiter;
using namespace arbiter::go;

namespace {

std::vector<std::string> board_rows_of(const std::string& diagram) {
    std::vector<std::string> rows;
    std::string row;
    for (char c : diagram + "\n") {
        if (c == '\n') {
            if (!row.empty()) rows.push_back(row);
            row.clear();
        } else if (c != ' ') {
            row += c;
        }
    }
    return rows;
}

// Reads a drill diagram (lower case = dead stone) into the game and the list of dead stones.
std::pair<Game, std::vector<Vertex>> read_drill_board(const std::string& diagram) {
    Game game = game_from_diagram(diagram);
    std::vector<Vertex> dead;
    std::vector<std::string> rows = board_rows_of(diagram);
    int n = static_cast<int>(rows.size());
    for (int r = 0; r < n; ++r)
        for (int x = 0; x < n; ++x)
            if (rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(x)] == 'x' ||
                rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(x)] == 'o')
                dead.push_back({x, n - 1 - r});
    return {std::move(game), dead};
}

CountingDrill hand_drill(CountingDrillKind kind, RuleSet rules, const char* diagram) {
    auto [game, dead] = read_drill_board(diagram);
    return counting_drill_for(kind, rules, std::move(game), std::move(dead));
}

// Board 1. Counted by hand:
//   Black living stones: A6 B6 C6 D6 + D5..J5 (6) + F3 = 11 (12 on the board, F8 dead).
//   Black territory: rows 1-4 (36 points) − the F3 stone + A5 B5 C5 = 38 (B4's dead stone removed).
//   Dame: E6 (touches D6/E5 black, E7/F6 white) = 1.
//   Black 11 + 38 + ½ = 49½.  White: 9 stones + 22 territory (rows 8-9, F7..J7) + ½ = 31½.
//   1988: 49½ − (40½ + 2¾) = 6¼;  2002: 49½ − 44¼ = 5¼;  points 1988: 49½ − 31½ − 5½ = 12½.
constexpr const char* kBoard1 = R"(
    . . . . . . . . .
    . . . . . x . . .
    O O O O O . . . .
    X X X X . O O O O
    . . . X X X X X X
    . o . . . . . . .
    . . . . . X . . .
    . . . . . . . . .
    . . . . . . . . .
)";

// Board 2, a vertical frontier with two dame (E7, F4). Counted by hand:
//   Black living: D9 D8 D7 D6 E6 E5 E4 E3 F3 E2 E1 = 11; territory A-C of rows 6-9 (12), A-D of
//   rows 1-5 (20, B5's dead white stone removed) = 32; dame 2 → 1. Black 11 + 32 + 1 = 44.
//   White living: E9 E8 F7 F6 F5 G4 G3 F2 F1 = 9; territory 4+4+3+3+3+2+2+3+3 = 27 (H8's dead
//   black stone removed); White 9 + 27 + 1 = 37. 44 + 37 = 81.
//   1988: 44 − 43¼ = +¾ (Black wins);  2002: 44 − 44¼ = −¼ (Black loses by a quarter stone).
//   Points 2002: 44 − 37 − 7½ = −½ (W+0.5).
constexpr const char* kBoard2 = R"(
    . . . X O . . . .
    . . . X O . . x .
    . . . X . O . . .
    . . . X X O . . .
    . o . . X O . . .
    . . . . X . O . .
    . . . . X X O . .
    . . . . X O . . .
    . . . . X O . . .
)";

}  // namespace

TEST_CASE("counting drills: board 1 counted by hand (one dame, dead stones on both sides)") {
    auto d88 = hand_drill(CountingDrillKind::Result1988, RuleSet::ChineseGo1988, kBoard1);
    CHECK(d88.answer == 6.25);
    CHECK(d88.tolerance == 0.0);
    CHECK(d88.explanation.en.find("11 + 38 + ½ = 49½") != std::string::npos);
    CHECK(d88.explanation.en.find("12 stones on the board − 1 dead = 11 living") != std::string::npos);
    CHECK(d88.explanation.en.find("Black needs more than 43¼") != std::string::npos);
    CHECK(d88.explanation.en.find("Black wins by 6¼ stones. Answer: 6.25") != std::string::npos);
    CHECK(d88.explanation.zh_hans.find("黑胜 6¼ 子") != std::string::npos);
    CHECK(d88.explanation.zh_hant.find("黑勝 6¼ 子") != std::string::npos);
    CHECK(d88.explanation.en.find("White's B4 inside Black's area; Black's F8 inside White's area") != std::string::npos);

    CHECK(hand_drill(CountingDrillKind::Result2002, RuleSet::ChineseGo2002, kBoard1).answer == 5.25);
    auto points = hand_drill(CountingDrillKind::MarginPoints, RuleSet::ChineseGo1988, kBoard1);
    CHECK(points.answer == 12.5);
    CHECK(points.explanation.en.find("49½ − 31½ = 18 points") != std::string::npos);
    CHECK(points.explanation.en.find("B+12.5") != std::string::npos);
}

TEST_CASE("counting drills: board 2 — Black wins under 1988 and loses by ¼ under 2002") {
    auto d88 = hand_drill(CountingDrillKind::Result1988, RuleSet::ChineseGo1988, kBoard2);
    auto d02 = hand_drill(CountingDrillKind::Result2002, RuleSet::ChineseGo2002, kBoard2);
    CHECK(d88.answer == 0.75);
    CHECK(d02.answer == -0.25);
    CHECK(d02.explanation.en.find("11 + 32 + 1 = 44") != std::string::npos);
    CHECK(d02.explanation.en.find("9 + 27 + 1 = 37") != std::string::npos);
    CHECK(d02.explanation.en.find("44 − 44¼ = -¼: Black loses by ¼ stone (White wins)") != std::string::npos);
    CHECK(d02.explanation.zh_hans.find("黑负 ¼ 子（白胜）") != std::string::npos);
    auto points = hand_drill(CountingDrillKind::MarginPoints, RuleSet::ChineseGo2002, kBoard2);
    CHECK(points.answer == -0.5);
    CHECK(points.explanation.en.find("W+0.5") != std::string::npos);
    // The question shows the board with coordinates; the dead stones stay marked in lower case.
    CHECK(d02.question.en.find("  8 . . . X O . . x .") != std::string::npos);
    CHECK(d02.question.en.find("    A B C D E F G H J") != std::string::npos);
    CHECK(d02.citations == std::vector<Citation>{{"cn-go-2002", "9"}, {"cn-go-2002", "11"}});
    CHECK_THROWS_AS(counting_drill_for(CountingDrillKind::Result1988, RuleSet::ChineseGo2002, Game(9), {}),
                    std::invalid_argument);
}

TEST_CASE("counting drills: the same kind and seed give the same drill, seeds differ") {
    for (CountingDrillKind kind : kAllCountingDrillKinds) {
        CAPTURE(counting_drill_code(kind));
        CHECK(parse_counting_drill_code(counting_drill_code(kind)) == kind);
        auto a = generate_counting_drills(kind, 42, 6);
        auto b = generate_counting_drills(kind, 42, 6);
        REQUIRE(a.size() == 6);
        std::set<std::string> boards;
        for (std::size_t i = 0; i < a.size(); ++i) {
            CHECK(a[i].diagram == b[i].diagram);
            CHECK(a[i].question == b[i].question);
            CHECK(a[i].answer == b[i].answer);
            CHECK(a[i].explanation == b[i].explanation);
            CHECK(generate_counting_drill(kind, a[i].seed).diagram == a[i].diagram);
            boards.insert(a[i].diagram);
        }
        CHECK(boards.size() == 6);
    }
    CHECK_FALSE(parse_counting_drill_code("rating-change").has_value());
}

TEST_CASE("counting drills: every answer is score_area's for the board the question shows") {
    std::set<int> sizes;
    int with_dame = 0, odd_dame = 0, white_wins = 0, black_dead = 0, white_dead = 0;
    for (CountingDrillKind kind : kAllCountingDrillKinds) {
        for (const auto& d : generate_counting_drills(kind, 2026, 40)) {
            CAPTURE(d.diagram);
            // Rebuild the position from the diagram alone, as a candidate reading the question would.
            auto [game, dead] = read_drill_board(d.diagram);
            CHECK(test::board_of(game) == test::board_of(d.game));
            AreaScore s = score_area(game, dead, d.rules);
            CHECK(d.answer == (kind == CountingDrillKind::MarginPoints ? s.margin : s.margin_stones));
            CHECK(d.tolerance == 0.0);
            // Quarter-stone precision, and never a draw with quarter-stone komi.
            double quarters = d.answer * (kind == CountingDrillKind::MarginPoints ? 2 : 4);
            CHECK(quarters == std::round(quarters));
            CHECK(d.answer != 0.0);
            CHECK(s.black_area + s.white_area == game.size() * game.size());
            // Rows of the diagram appear in the question (spaced, with coordinates).
            for (const std::string& row : board_rows_of(d.diagram)) {
                std::string spaced;
                for (char c : row) spaced += std::string(" ") + c;
                CHECK(d.question.zh_hans.find(spaced + "\n") != std::string::npos);
                CHECK(d.question.en.find(spaced + "\n") != std::string::npos);
            }
            CHECK(d.question.complete());
            CHECK(d.explanation.complete());
            CHECK(d.explanation.en.find("Answer: ") != std::string::npos);
            CHECK(d.citations.size() == 2);
            CHECK(d.citations[0].document == rule_set_id(d.rules));
            // A finished game: something is dead, every stone on the board has a liberty.
            CHECK_FALSE(dead.empty());
            for (int y = 0; y < game.size(); ++y)
                for (int x = 0; x < game.size(); ++x)
                    if (game.at({x, y}) != Color::Empty) CHECK(game.liberties({x, y}) > 0);
            for (Vertex v : dead) (game.at(v) == Color::Black ? black_dead : white_dead)++;
            sizes.insert(game.size());
            if (s.dame > 0) ++with_dame;
            if (s.dame % 2) ++odd_dame;
            if (d.answer < 0) ++white_wins;
        }
    }
    CHECK(sizes == std::set<int>{9, 13});
    CHECK(with_dame > 0);
    CHECK(odd_dame > 0);
    CHECK(white_wins > 0);
    CHECK(black_dead > 0);
    CHECK(white_dead > 0);
}
