// Chinese area counting (數子法, 1988 Art. 9): after the dead stones are removed, a player's area
// is their stones plus the empty points surrounded only by them; empty points that touch both
// colours (dame, seki liberties) are split half each. Komi is given in points (2¾ stones = 5.5).
#pragma once

#include <string>
#include <vector>

#include "engine/go/game.hpp"
#include "engine/go/rules.hpp"

namespace arbiter::go {

struct AreaScore {
    int black_stones = 0, white_stones = 0, black_territory = 0, white_territory = 0, dame = 0;
    double black_area = 0, white_area = 0;        // dame split half each (1988 rules)
    int black_area_strict = 0, white_area_strict = 0;  // dame to nobody (Tromp-Taylor)
    double komi = 0;                              // points
    double margin = 0;                            // black_area - white_area - komi (points)
    double margin_stones = 0;                     // margin / 2 (子), as the Chinese rules state results
    std::string result;                           // "B+3.5", "W+0.5", "0"
};

// Removes `dead` (stones at those points; empty points are ignored), then counts.
AreaScore score_area(const Game& game, const std::vector<Vertex>& dead, double komi_points);
AreaScore score_area(const Game& game, const std::vector<Vertex>& dead, RuleSet rules);

// "B+3.5", "W+0.5", "0" from a margin in points (Black minus White, komi included).
std::string format_result(double margin_points);

// Ownership map after removing `dead`: for each point, Black/White for a stone or for territory
// surrounded only by that colour, Empty for dame. Row-major from the bottom (index y*size + x).
std::vector<Color> area_map(const Game& game, const std::vector<Vertex>& dead);

}  // namespace arbiter::go
