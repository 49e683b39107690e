// Incidents built in code for the diagram tests (test_replay_diagrams.cpp,
// test_intervention_windows.cpp): an event with its fields, a chess or Go incident around it.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "engine/clock/game_time.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::test {

using Fields = std::initializer_list<std::pair<const char*, rules::FieldValue>>;

// "1:02:14" as game time.
inline clock::Millis at(const char* time) { return *clock::parse_game_time(time); }

// An event at `time` (nullptr: untimed) with the given fields.
inline rules::Event ev(rules::EventKind kind, const char* time, Fields fields) {
    rules::Event e;
    e.kind = kind;
    if (time) e.at = clock::parse_game_time(time);
    for (const auto& [name, value] : fields) e.set(name, value);
    return e;
}

inline rules::FieldValue s(const char* text) { return std::string(text); }
inline rules::FieldValue list(std::initializer_list<const char*> items) { return std::vector<std::string>(items.begin(), items.end()); }
inline rules::FieldValue t(const char* time) { return static_cast<std::int64_t>(at(time)); }

inline rules::Incident chess(const char* fen, std::vector<rules::Event> events, const char* rule_set = "fide-2023-standard") {
    rules::Incident inc;
    inc.game = rules::GameKind::Chess;
    inc.rule_set = rule_set;
    inc.position = fen;
    inc.events = std::move(events);
    return inc;
}

inline rules::Incident go(const char* diagram, rules::Player to_move, std::vector<rules::Event> events,
                          const char* rule_set = "cn-go-1988") {
    rules::Incident inc;
    inc.game = rules::GameKind::Go;
    inc.rule_set = rule_set;
    inc.position = diagram;
    inc.to_move = to_move;
    inc.events = std::move(events);
    return inc;
}

}  // namespace arbiter::test
