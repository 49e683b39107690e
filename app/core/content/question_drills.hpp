// The tournament engine's calculation drills (engine/tournament/drills.hpp) as numeric items of the
// question bank: rating change, level points, 1988 Swiss total, round-robin tie-break, Buchholz,
// Sonneborn-Berger, withdrawals — and the Go engine's area-counting drills (engine/go/counting_drills.hpp:
// a finished 9×9 or 13×13 board, result under the 1988 or 2002 komi, or the margin in points). The
// engines compute every answer; this file only dresses the drills as Questions (id, levels, topics,
// sources from the bank's catalogue).
#pragma once

#include <cstdint>
#include <vector>

#include "app/core/content/content_library.hpp"
#include "app/core/content/question.hpp"

namespace arbiter::content {

// `per_kind` drills of every kind, from a fixed seed so the bank (and item ids) are stable.
std::vector<Question> tournament_drill_questions(int per_kind = 8, std::uint64_t seed = 20260101);
ItemGenerator tournament_drill_generator();

// `per_kind` Go counting drills of every kind (ids gen-area-count-1988-<n>, gen-area-count-2002-<n>,
// gen-area-margin-points-<n>), from a fixed seed so ids and boards are stable.
std::vector<Question> go_counting_drill_questions(int per_kind = 8, std::uint64_t seed = 20260102);
ItemGenerator go_counting_drill_generator();

}  // namespace arbiter::content
