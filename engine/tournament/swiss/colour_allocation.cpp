#include "engine/tournament/swiss/colour_allocation.hpp"

namespace arbiter::tournament::swiss {

namespace {

bool compatible(Colour a, Colour b) { return a != b || a == Colour::None || b == Colour::None; }

// 5.2.3: walking back through the games each has played (unplayed rounds skipped, C.04.2 art. 3.4),
// the first round in which their colours differ; `a` gets the colour `b` had then.
Colour alternate_from_last_difference(const ColourState& a, const ColourState& b) {
    auto ia = a.played.rbegin(), ib = b.played.rbegin();
    while (ia != a.played.rend() && ib != b.played.rend() && *ia == *ib) {
        ++ia;
        ++ib;
    }
    if (ia == a.played.rend() || ib == b.played.rend()) return Colour::None;
    return *ib;
}

}  // namespace

std::pair<bool, ColourRule> a_gets_white(const SwissTournament& t, const PlayerFacts& a, const PlayerFacts& b) {
    const ColourState& ca = a.colour;
    const ColourState& cb = b.colour;
    Colour for_a = Colour::None;
    ColourRule rule = ColourRule::BothPreferences;
    if (compatible(ca.preference, cb.preference)) {
        if (ca.preference != Colour::None) for_a = ca.preference;
        else if (cb.preference != Colour::None) for_a = opposite(cb.preference);
    } else if (ca.absolute() && (ca.imbalance() > cb.imbalance() || !cb.absolute())) {
        for_a = ca.preference;
        rule = ColourRule::StrongerPreference;
    } else if (cb.absolute() && (cb.imbalance() > ca.imbalance() || !ca.absolute())) {
        for_a = opposite(cb.preference);
        rule = ColourRule::StrongerPreference;
    } else if (ca.strong() && !cb.strong()) {
        for_a = ca.preference;
        rule = ColourRule::StrongerPreference;
    } else if (cb.strong() && !ca.strong()) {
        for_a = opposite(cb.preference);
        rule = ColourRule::StrongerPreference;
    } else {
        for_a = alternate_from_last_difference(ca, cb);
        rule = ColourRule::Alternation;
    }
    if (for_a == Colour::None) {
        bool a_higher = ranks_above(a, b);
        const PlayerFacts& higher = a_higher ? a : b;
        Colour for_higher;
        if (ca.preference == Colour::None) {
            // 5.2.5: the higher-ranked player with an odd pairing number (even index) gets the
            // colour drawn for round 1.
            for_higher = higher.rank % 2 == 0 ? t.first_colour : opposite(t.first_colour);
            rule = ColourRule::InitialColour;
        } else {
            for_higher = higher.colour.preference;
            rule = ColourRule::HigherRankedPreference;
        }
        for_a = a_higher ? for_higher : opposite(for_higher);
    }
    return {for_a == Colour::White, rule};
}

}  // namespace arbiter::tournament::swiss
