// The seed's level-points tables with the boundary reading of reference §B5.4 and its test vectors.
#include <doctest/doctest.h>

#include "engine/tournament/level_points.hpp"

using namespace arbiter::tournament;

namespace {
// Gains after round-half-up for the lower side L and higher side H, at 1000 + d vs 1000.
struct Row {
    int d;
    double draw, lower_wins, higher_wins;
};
}  // namespace

TEST_CASE("level points: reference §B5.4 vectors (gain after round-half-up)") {
    const Row rows[] = {{0, 0, 10, 10},   {9, 0, 10, 10},    {10, 6, 11, 9},    {55, 8, 16, 6},    {99, 10, 20, 2},
                        {100, 25, 50, 2}, {150, 38, 75, 2},  {199, 50, 100, 2}, {200, 50, 100, 0}, {401, 100, 201, 0}};
    for (const auto& row : rows) {
        CAPTURE(row.d);
        const int low = 1000, high = 1000 + row.d;
        // A is the lower side.
        auto draw = level_points_change(low, high, LevelResult::Draw);
        CHECK(draw.a == row.draw);
        CHECK(draw.b == -row.draw);
        auto lower = level_points_change(low, high, LevelResult::AWins);
        CHECK(lower.a == row.lower_wins);
        CHECK(lower.b == -row.lower_wins);
        auto higher = level_points_change(low, high, LevelResult::BWins);
        CHECK(higher.b == row.higher_wins);
        CHECK(higher.a == -row.higher_wins);
    }
}

TEST_CASE("level points: exact values before rounding and the band chosen at each boundary") {
    auto d10 = level_points_change(500, 510, LevelResult::Draw, LevelRounding::Exact);
    CHECK(d10.band == LevelBand::From10To99);
    CHECK(d10.exact_gain == doctest::Approx(5.5));
    CHECK(d10.a == doctest::Approx(5.5));
    CHECK(level_points_change(500, 509, LevelResult::Draw).band == LevelBand::Within10);
    CHECK(level_points_change(500, 600, LevelResult::BWins).band == LevelBand::From100To199);
    CHECK(level_points_change(500, 700, LevelResult::BWins).band == LevelBand::From200);
    CHECK(level_points_change(500, 599, LevelResult::BWins, LevelRounding::Exact).gain == doctest::Approx(2.08));
    CHECK(level_points_change(500, 510, LevelResult::BWins, LevelRounding::Exact).gain == doctest::Approx(9.2));
    CHECK(level_points_change(500, 555, LevelResult::AWins, LevelRounding::Floor).gain == 15);
}

TEST_CASE("level points: the issue's CLI example and the meet-in-the-middle rule") {
    // 740 v 500, the higher side wins, 240 apart: 200 or more → nothing changes.
    auto c = level_points_change(740, 500, LevelResult::AWins);
    CHECK(c.a == 0);
    CHECK(c.b == 0);
    // The lower side wins 240 apart: d/2 = 120 each way, which makes them equal (620 = 620).
    auto upset = level_points_change(740, 500, LevelResult::BWins);
    CHECK(upset.b == 120);
    CHECK(upset.a == -120);
    CHECK(740 + upset.a == 500 + upset.b);
    // A draw 240 apart moves d/4 = 60 to the lower side.
    auto draw = level_points_change(740, 500, LevelResult::Draw);
    CHECK(draw.a == -60);
    CHECK(draw.b == 60);
}

TEST_CASE("level points: levels 30 → 1, 100 points a level") {
    CHECK(level_for_points(0) == 30);
    CHECK(level_for_points(99) == 30);
    CHECK(level_for_points(100) == 29);
    CHECK(level_for_points(740) == 23);
    CHECK(level_for_points(2900) == 1);
    CHECK(level_for_points(5000) == 1);
}
