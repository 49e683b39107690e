// Colours for a pair (C.04.3 art. 5.2, the rules E.1–E.5 of the earlier texts), and the order of
// the boards (C.04.2: by the higher score of the pair, then the lower, then the pairing order).
#pragma once

#include <utility>

#include "engine/tournament/swiss/round_facts.hpp"
#include "engine/tournament/swiss/swiss_tournament.hpp"

namespace arbiter::tournament::swiss {

// Which rule of art. 5.2 gave a pair its colours.
enum class ColourRule {
    BothPreferences,         // 5.2.1 grant both preferences (or the only one there is)
    StrongerPreference,      // 5.2.2 the stronger one (absolute over strong; of two absolute, the wider difference)
    Alternation,             // 5.2.3 alternate from the last round in which the two had different colours
    HigherRankedPreference,  // 5.2.4 the higher-ranked player's preference
    InitialColour,           // 5.2.5 the first colour for an odd pairing number of the higher-ranked player
};

// Does `a` get White against `b`, and by which rule. The tournament's first colour must be known.
std::pair<bool, ColourRule> a_gets_white(const SwissTournament& tournament, const PlayerFacts& a, const PlayerFacts& b);

// True when `a` comes before `b` in the pairing order (score, then pairing number; art. 1.2).
inline bool ranks_above(const PlayerFacts& a, const PlayerFacts& b) {
    return a.score != b.score ? a.score > b.score : a.rank < b.rank;
}

}  // namespace arbiter::tournament::swiss
