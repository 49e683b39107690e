// A generator of incidents for the tests that read every ruling the engine can give: random valid
// field values for every event kind of event_schema.cpp, both games, every rule set's open options,
// no positions. Seeded, so a run gives the same incidents every time (the explanation-language
// checks and the behaviour record both depend on that).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/seeded_random.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/incident.hpp"
#include "engine/rules/rule_set.hpp"

namespace arbiter::test {

using rules::Event;
using rules::EventKind;
using rules::EventSpec;
using rules::Games;
using rules::Player;
using rules::event_specs;
using rules::FieldSpec;
using rules::FieldType;
using rules::FieldValue;
using rules::GameKind;
using rules::Incident;
using rules::RuleSet;

inline std::string pick(SeededRandom& rng, const std::vector<std::string>& words) {
    return words[static_cast<std::size_t>(rng.uniform(0, static_cast<int>(words.size()) - 1))];
}

inline std::vector<std::string> choices_of(std::string_view choices) {
    std::vector<std::string> out;
    while (!choices.empty()) {
        const auto bar = choices.find('|');
        out.emplace_back(choices.substr(0, bar));
        if (bar == std::string_view::npos) break;
        choices.remove_prefix(bar + 1);
    }
    return out;
}

inline const std::vector<std::string> kChessMoves = {"e2e4", "g1f3", "e7e8q", "a7g7", "e1g1", "d7d5", "f1c4"};
inline const std::vector<std::string> kSquares = {"g1", "e1", "h1", "d8", "c4", "f3"};
inline const std::vector<std::string> kGoPoints = {"D4", "Q16", "R3", "C3", "K10", "T19", "A1"};
inline const std::vector<std::string> kSealed = {"Rd1", "Nf3", "e4", "Qxe5+", "O-O", "h5-h4"};

inline FieldValue random_value(SeededRandom& rng, EventKind kind, const FieldSpec& f, GameKind game) {
    const std::string name(f.name);
    switch (f.type) {
        case FieldType::Flag: return rng.chance(1, 2);
        case FieldType::Integer: return std::int64_t{rng.uniform(name == "times_before" ? 0 : 1, 3)};
        case FieldType::Time: return std::int64_t{rng.uniform(0, 2 * 3600) * 1000LL};
        case FieldType::Player: return std::string(rng.chance(1, 2) ? "white" : "black");
        case FieldType::Choice: return pick(rng, choices_of(f.choices));
        case FieldType::TextList:
            if (game == GameKind::Chess) return std::vector<std::string>{pick(rng, kSquares), pick(rng, kSquares)};
            return std::vector<std::string>{pick(rng, kGoPoints), pick(rng, kGoPoints)};
        case FieldType::Text:
            if (name == "move" || name == "intended" || name == "played") {
                if (game == GameKind::Go) return pick(rng, kGoPoints);
                return pick(rng, kind == EventKind::SealedMove ? kSealed : kChessMoves);  // as written / UCI
            }
            if (name == "square" || name == "belongs_on") return pick(rng, kSquares);
            if (name == "from" || name == "to") return pick(rng, kGoPoints);
            return std::string("noted by the arbiter");  // free text (what, reason): never shown by the engine
    }
    return false;
}

inline Incident random_incident(SeededRandom& rng, const RuleSet& rule_set) {
    Incident inc;
    inc.game = rule_set.game;
    inc.rule_set = std::string(rule_set.id);
    inc.id = "generated";
    if (rng.chance(1, 2)) inc.to_move = rng.chance(1, 2) ? Player::White : Player::Black;
    // Sometimes the options the rule set leaves open, so that their sentences are read too.
    if (rng.chance(1, 3)) {
        if (inc.game == GameKind::Go) {
            inc.options["play_twice"] = pick(rng, {"loss", "void_and_warning"});
            inc.options["ko_recapture_penalty"] = pick(rng, {"forfeit_turn", "warning"});
            inc.options["sending_two_returning_one"] = pick(rng, {"draw_or_replay", "forbidden"});
            inc.options["minor_sanction"] = pick(rng, {"warning", "admonition"});
            inc.options["ko_stone_deduction"] = std::int64_t{rng.uniform(0, 1)};
        } else {
            inc.options["supervised"] = rng.chance(1, 2);
        }
    }
    // Sometimes a game with history: a completed illegal move or a warning before the timeline.
    if (rng.chance(1, 4)) inc.illegal_moves_before[static_cast<std::size_t>(rng.uniform(0, 1))] = 1;
    if (rng.chance(1, 4)) inc.warnings_before[static_cast<std::size_t>(rng.uniform(0, 1))] = 1;
    std::vector<const EventSpec*> kinds;
    for (const auto& spec : event_specs())
        if (spec.games == Games::Both || (spec.games == Games::GoOnly) == (inc.game == GameKind::Go)) kinds.push_back(&spec);
    const int count = rng.uniform(1, 3);
    clock::Millis at = rng.uniform(0, 3 * 3600) * 1000LL;
    for (int i = 0; i < count; ++i) {
        const EventSpec& spec = *kinds[static_cast<std::size_t>(rng.uniform(0, static_cast<int>(kinds.size()) - 1))];
        Event e;
        e.kind = spec.kind;
        if (rng.chance(4, 5)) e.at = at;
        at += rng.uniform(1, 600) * 1000LL;
        for (const auto& f : spec.fields) {
            // A claim without a position needs `valid`; the other optional fields come and go.
            const bool needed = f.required || (spec.kind == EventKind::Claim && f.name == "valid");
            if (needed || rng.chance(1, 2)) e.set(std::string(f.name), random_value(rng, spec.kind, f, inc.game));
        }
        inc.events.push_back(std::move(e));
    }
    return inc;
}


}  // namespace arbiter::test
