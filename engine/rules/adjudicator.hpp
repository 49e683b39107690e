// The adjudicator: replays an incident's timeline through the clock (and, where the author gave
// them, the facts of the position), derives what the rules depend on — was the move completed,
// which came first, the mate or the flag; is this the player's second illegal move or second
// warning; did a Go player move twice in a row — and applies the rule set's articles.
//
// The result is one Ruling for the whole timeline: the game's outcome, every penalty and
// correction on the way, each with its citations, the facts, and an explanation in three
// languages. docs/rulings.md lists every ruling id it can give.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/rules/incident.hpp"
#include "engine/rules/replay.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::rules {

struct Adjudication {
    std::optional<Ruling> ruling;      // absent when the incident cannot be judged (see problems)
    // Unknown rule set, wrong game, bad option, bad time control ...: sentences for the author,
    // in the three languages like the ruling's explanation.
    std::vector<LocalizedText> problems;
};

Adjudication adjudicate(const Incident& incident);
// The same with the incident's timeline already replayed (rules::replay(incident)), for callers
// that keep the replay (a scenario replays once when it is loaded).
Adjudication adjudicate(const Incident& incident, const Replay& replayed);

// The localized name of a player ("白方" / "White") — used by explanations and front ends.
const LocalizedText& player_text(Player p);

}  // namespace arbiter::rules
