// Randomized calculation drills for the question bank: each drill is a question, the correct
// number (with the tolerance a grader should accept) and a worked explanation, all in zh-Hans,
// zh-Hant and en. Generation is deterministic: the same kind and seed always give the same drills
// on every platform (own splitmix64 generator, no std distributions). Every answer is computed by
// the engine functions the rest of the program uses, never by separate arithmetic.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/core/citation.hpp"
#include "engine/core/kind_words.hpp"
#include "engine/core/language.hpp"

namespace arbiter::tournament {

enum class DrillKind {
    RatingChange,        // FIDE rating change for a few games (400-point rule, K cap, rounding)
    LevelPoints,         // the seed's level-points tables, incl. the 10/100/200 boundaries
    SwissTotal,          // 1988 art. 28.1.2 total score (reading A)
    RoundRobinTieBreak,  // 1988 art. 28.1.1.A: beaten opponents' scores + half the drawn ones'
    Buchholz,            // Buchholz, Cut-1 or Median-1 (FIDE C.07, own unplayed rounds included)
    SonnebornBerger,     // Sonneborn-Berger
    Withdrawal,          // 1988 art. 29: a round-robin opponent's final score (29.2) or the
                         // pro-rata score of a withdrawn Swiss player (29.3)
};

inline constexpr DrillKind kAllDrillKinds[] = {
    DrillKind::RatingChange, DrillKind::LevelPoints,     DrillKind::SwissTotal, DrillKind::RoundRobinTieBreak,
    DrillKind::Buchholz,     DrillKind::SonnebornBerger, DrillKind::Withdrawal};

// "rating-change", "level-points", "swiss-total", "round-robin-tiebreak", "buchholz",
// "sonneborn-berger", "withdrawal".
std::string_view drill_kind_code(DrillKind kind);
inline std::optional<DrillKind> parse_drill_kind(std::string_view code) {
    return kind_with_code(code, kAllDrillKinds, drill_kind_code);
}

struct Drill {
    DrillKind kind = DrillKind::RatingChange;
    std::uint64_t seed = 0;          // the seed this very drill was made from (reproducible alone)
    LocalizedText question;
    double answer = 0.0;
    double tolerance = 0.0;          // accept |given − answer| ≤ tolerance
    LocalizedText explanation;       // the worked solution, step by step
    std::vector<Citation> citations; // where the rule is written
};

// `count` drills of one kind. Drill i is generated from a seed derived from (seed, i), stored in
// Drill::seed, so generate_drill(kind, drills[i].seed) reproduces it.
std::vector<Drill> generate_drills(DrillKind kind, std::uint64_t seed, int count);
Drill generate_drill(DrillKind kind, std::uint64_t seed);

}  // namespace arbiter::tournament
