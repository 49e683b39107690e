// The words a ruling of one game may use: the outcomes, penalties and corrections the adjudicator
// gives in chess (chess_*_rulings.cpp, the FIDE 12.9 menu of adjudicator.cpp)
// and in Go (go_*_rulings.cpp). The ruling builder offers a candidate only these, so a Go scenario
// never lists "replace the pawn with a queen" and a chess one never "deduct stones".
#pragma once

#include <vector>

#include "engine/rules/incident.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::rules {

struct RulingVocabulary {
    std::vector<Outcome> outcomes;
    std::vector<PenaltyKind> penalties;
    std::vector<CorrectionKind> corrections;
};

// In the order the builder lists them: the usual first.
const RulingVocabulary& ruling_vocabulary(GameKind game);

// Whether a penalty of this kind carries an amount (seconds, stones) that the candidate must state.
bool penalty_has_amount(PenaltyKind kind);

}  // namespace arbiter::rules
