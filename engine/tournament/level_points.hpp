// The seed's "level points" system (级别积分): levels 30 → 1, 100 points a level; after a game the
// loser loses what the winner gains. The seed gives three tables (draw, lower side wins, higher
// side wins) whose bands overlap at 10, 100 and 200 points apart; the reading implemented here is
// the one of reference §B5.4 (d < 10 small band, 10 ≤ d ≤ 99 middle, 100 and 200 open the upper
// bands) and is written out with worked examples in docs/tournament.md.
#pragma once

#include <string>

namespace arbiter::tournament {

enum class LevelResult { AWins, BWins, Draw };

// The seed does not say how 5.5 or 9.2 points are booked; half-up to whole points is the default.
enum class LevelRounding { HalfUp, Floor, Exact };

enum class LevelBand { Within10, From10To99, From100, From100To199, From200 };

struct LevelPointsChange {
    int difference = 0;          // |a − b| before the game
    LevelBand band = LevelBand::Within10;
    bool lower_side_gains = false;  // who gains: the lower side (draw, lower wins) or the winner
    double exact_gain = 0.0;     // the table's formula before rounding
    double gain = 0.0;           // after rounding: what the gaining side gets
    double a = 0.0;              // change to player A's points
    double b = 0.0;              // change to player B's points
    std::string formula;         // the table line used, e.g. "10 + d/10"
};

LevelPointsChange level_points_change(int points_a, int points_b, LevelResult result,
                                      LevelRounding rounding = LevelRounding::HalfUp);

// Level for a points total: 30级 for 0–99, 29级 for 100–199 … 1级 from 2900 (clamped to 1..30).
int level_for_points(int points);

}  // namespace arbiter::tournament
