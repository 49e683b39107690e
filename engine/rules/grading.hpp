// Comparing an answer with the engine's ruling, part by part, for grading and for content
// checks (a scenario's `expect:` block is an Answer too).
//
// Scoring (documented in docs/rulings.md): four parts — outcome, penalties, corrections,
// articles. Each part that the answer or the ruling has is scored 0..1 (set overlap,
// |A∩R| / |A∪R|, so a missing and a superfluous item both cost). The outcome weighs as much as
// the other parts together: total = ½ outcome + ½ mean(other parts), so a wrong result earns at
// most half. Without an outcome the total is the mean of the parts. Parts the answer does not
// state are left out.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/ruling.hpp"

namespace arbiter::rules {

struct AnswerPenalty {
    Player player = Player::White;
    PenaltyKind kind = PenaltyKind::Warning;
    std::optional<std::int64_t> amount;   // seconds or stones; absent = not graded
    bool operator==(const AnswerPenalty&) const = default;
};

struct Answer {
    std::optional<std::string> ruling_id;  // optional: the kind of ruling ("go.ko-recapture")
    std::optional<Outcome> outcome;
    std::vector<AnswerPenalty> penalties;
    std::vector<CorrectionKind> corrections;
    std::vector<std::string> articles;     // article numbers of the ruling's rule set ("7.5.5", "A.4")
    // false: the author or candidate did not state penalties / corrections / articles at all,
    // so those parts are not graded (an empty list that was stated means "none").
    bool penalties_stated = false;
    bool corrections_stated = false;
    bool articles_stated = false;
};

struct PartScore {
    std::string part;                      // "outcome", "penalties", "corrections", "articles"
    double score = 0;                      // 0..1
    std::vector<std::string> missing;      // in the ruling, not in the answer
    std::vector<std::string> extra;        // in the answer, not in the ruling
};

struct Grade {
    double score = 0;                      // 0..1: ½ outcome + ½ mean of the other graded parts
    bool exact = false;                    // every graded part fully right
    std::vector<PartScore> parts;
};

// Whether a score (0..1, with partial credit) is full credit: the one definition every report,
// screen and the review scheduler count "fully right" by. Scores are sums of fractions, so a
// hair under 1 from rounding is still full.
constexpr bool fully_right(double score) { return score >= 1.0 - 1e-9; }

// The answer a perfect candidate would give for this ruling.
Answer answer_from_ruling(const Ruling& ruling);

Grade grade(const Answer& answer, const Ruling& ruling);

}  // namespace arbiter::rules
