// The Dutch system's pairing said in words, as an arbiter explains it at the board (C.04.1 art. 9
// asks that pairings be explainable): the bye and why it went where it did, each bracket with its
// moved-down players, the order's natural pairing and where the rules departed from it (and by
// which criterion), who floats and why, and each board's colours with the rule that gave them.
// The pairing drill uses the same sentences to say why a candidate's pair differs.
#pragma once

#include <string>
#include <vector>

#include "engine/core/language.hpp"
#include "engine/tournament/swiss/dutch_pairing.hpp"

namespace arbiter::tournament::swiss {

// A reason two players may not meet (absolute) or should rather not (a quality criterion), with
// the criterion's tag ("C1", "C3", "C12" …, C.04.3 art. 2).
struct PairObjection {
    std::string criterion;
    bool absolute = false;
    LocalizedText text;
};
std::vector<PairObjection> objections(const SwissTournament& tournament, const RoundFacts& facts,
                                      const PlayerFacts& a, const PlayerFacts& b);

// Can everyone else still be paired, with the bye (if any) at the score the rules give it, once
// `a` and `b` meet ([C4], [C5])? The explanation's test for a pair that breaks no rule by itself.
bool others_complete(const SwissTournament& tournament, const RoundFacts& facts, int bye_score, const PlayerFacts& a,
                     const PlayerFacts& b);
LocalizedText completion_objection(const SwissTournament& tournament, const PlayerFacts& a, const PlayerFacts& b);

// Why the board got its colours: "1 White, 4 Black — art. 5.2.1: both preferences met (1 wanted White …)".
LocalizedText colour_reason(const SwissTournament& tournament, const PlayerFacts& white, const PlayerFacts& black,
                            ColourRule rule);

// The whole round, a sentence a line.
std::vector<LocalizedText> explain_pairing(const SwissTournament& tournament, const DutchResult& result);

// The facts of a player by index, or nullptr when not paired this round.
const PlayerFacts* facts_of(const RoundFacts& facts, int player);

}  // namespace arbiter::tournament::swiss
