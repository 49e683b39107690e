// Area-counting drills for the question bank: a finished game on a 9×9 or 13×13 board (settled
// walls, a few dead stones marked, dame between the walls), and the question an arbiter answers
// at the end of a game — what is the result? Each drill carries the question, the answer (graded
// with tolerance 0: every result is a multiple of ¼ stone), a worked count and citations, all in
// zh-Hans, zh-Hant and en. Generation is deterministic on every platform (own splitmix64, no std
// distributions), and every answer is what score_area() says for the drill's board.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/citation.hpp"
#include "engine/core/kind_words.hpp"
#include "engine/core/language.hpp"
#include "engine/go/game.hpp"
#include "engine/go/rules.hpp"

namespace arbiter::go {

enum class CountingDrillKind {
    Result1988,    // count Black's area (dame half each) and give the result in stones, komi 2¾
    Result2002,    // the same with the 2002 komi of 3¾
    MarginPoints,  // Black's area − White's area − komi, in points (1 stone = 2 points of komi)
};

inline constexpr CountingDrillKind kAllCountingDrillKinds[] = {
    CountingDrillKind::Result1988, CountingDrillKind::Result2002, CountingDrillKind::MarginPoints};

// "area-count-1988", "area-count-2002", "area-margin-points".
std::string_view counting_drill_code(CountingDrillKind kind);
inline std::optional<CountingDrillKind> parse_counting_drill_code(std::string_view code) {
    return kind_with_code(code, kAllCountingDrillKinds, counting_drill_code);
}

struct CountingDrill {
    CountingDrillKind kind = CountingDrillKind::Result1988;
    std::uint64_t seed = 0;       // the seed this very drill was made from (reproducible alone)
    RuleSet rules = RuleSet::ChineseGo1988;
    Game game{9};                 // the final position, dead stones still on the board
    std::vector<Vertex> dead;     // the stones both players agreed are dead
    // The board as game_from_diagram() reads it, top row first, dead stones in lower case (x, o):
    // what the question shows, without its coordinates.
    std::string diagram;
    LocalizedText question;
    double answer = 0.0;          // Result*: Black's count − (size²/2 + komi), in stones;
                                  // MarginPoints: AreaScore::margin, in points. Positive = Black wins.
    double tolerance = 0.0;
    LocalizedText explanation;    // the worked count, step by step
    std::vector<Citation> citations;
};

// The rule set a drill of `kind` counts under: fixed for Result1988/Result2002, chosen by the seed
// for MarginPoints.
RuleSet counting_drill_rules(CountingDrillKind kind, std::uint64_t seed);

// The drill for a given finished position (dead stones still on the board, listed in `dead`):
// what the generator dresses each random board in, and how tests put hand-counted boards to it.
// Throws std::invalid_argument when `rules` is not the kind's rule set.
CountingDrill counting_drill_for(CountingDrillKind kind, RuleSet rules, Game game, std::vector<Vertex> dead);

// `count` drills of one kind; drill i comes from a seed derived from (seed, i), kept in
// CountingDrill::seed, so generate_counting_drill(kind, drills[i].seed) reproduces it.
std::vector<CountingDrill> generate_counting_drills(CountingDrillKind kind, std::uint64_t seed, int count);
CountingDrill generate_counting_drill(CountingDrillKind kind, std::uint64_t seed);

}  // namespace arbiter::go
