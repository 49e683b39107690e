#include "engine/tournament/level_points.hpp"

#include <algorithm>
#include <cstdlib>

namespace arbiter::tournament {

namespace {

// Every formula of the tables is a whole number of thousandths of a point for integer d
// (d/10, d/4, d/2, d/12.5 = 0.08 d), so the arithmetic is exact and rounding happens once.
double round_thousandths(long long thousandths, LevelRounding rounding) {
    switch (rounding) {
        case LevelRounding::HalfUp: return static_cast<double>((thousandths + 500) / 1000);
        case LevelRounding::Floor: return static_cast<double>(thousandths / 1000);
        case LevelRounding::Exact: return static_cast<double>(thousandths) / 1000.0;
    }
    return 0.0;
}

}  // namespace

int level_for_points(int points) { return std::clamp(30 - std::max(points, 0) / 100, 1, 30); }

LevelPointsChange level_points_change(int points_a, int points_b, LevelResult result, LevelRounding rounding) {
    LevelPointsChange out;
    const long long d = std::abs(points_a - points_b);
    out.difference = static_cast<int>(d);
    // Who is "lower": the side with fewer points (the bands are defined by points, not levels).
    const bool a_is_lower = points_a < points_b;
    long long thousandths = 0;
    if (result == LevelResult::Draw) {
        out.lower_side_gains = true;
        if (d < 10) {
            out.band = LevelBand::Within10;
            thousandths = 0;
            out.formula = "0";
        } else if (d <= 99) {
            out.band = LevelBand::From10To99;
            thousandths = 5000 + 50 * d;  // (10 + d/10) / 2
            out.formula = "(10 + d/10) / 2";
        } else {
            out.band = LevelBand::From100;
            thousandths = 250 * d;  // d/4
            out.formula = "d/4";
        }
    } else {
        const bool a_wins = result == LevelResult::AWins;
        const bool lower_wins = d > 0 && (a_wins == a_is_lower);
        out.lower_side_gains = lower_wins;
        if (d < 10) {
            out.band = LevelBand::Within10;
            thousandths = 10000;
            out.formula = "10";
        } else if (lower_wins) {
            if (d <= 99) {
                out.band = LevelBand::From10To99;
                thousandths = 10000 + 100 * d;  // 10 + d/10
                out.formula = "10 + d/10";
            } else {
                out.band = LevelBand::From100;
                thousandths = 500 * d;  // d/2
                out.formula = "d/2";
            }
        } else if (d <= 99) {
            out.band = LevelBand::From10To99;
            thousandths = 10000 - 80 * d;  // 10 − d/12.5
            out.formula = "10 - d/12.5";
        } else if (d <= 199) {
            out.band = LevelBand::From100To199;
            thousandths = 2000;
            out.formula = "2";
        } else {
            out.band = LevelBand::From200;
            thousandths = 0;
            out.formula = "0";
        }
    }
    out.exact_gain = static_cast<double>(thousandths) / 1000.0;
    out.gain = round_thousandths(thousandths, rounding);
    // Who gains: in a draw the lower side; otherwise the winner. The other side loses the same.
    bool a_gains = false;
    if (result == LevelResult::Draw) a_gains = a_is_lower;
    else a_gains = result == LevelResult::AWins;
    out.a = a_gains ? out.gain : -out.gain;
    out.b = -out.a;
    if (out.gain == 0.0) out.a = out.b = 0.0;  // no "-0" in output
    return out;
}

}  // namespace arbiter::tournament
