// The fields every event kind accepts: the single description used by the YAML loader (to reject
// unknown or mistyped fields with their position), by the adjudicator (defaults) and by
// `docs/incident-format.md`.
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "engine/rules/incident.hpp"

namespace arbiter::rules {

enum class Games : std::uint8_t { Both, GoOnly, ChessOnly };

struct FieldSpec {
    std::string_view name;
    FieldType type;
    bool required;
    std::string_view choices;  // FieldType::Choice: the allowed words separated by '|'
    std::string_view help;     // one line for docs and error messages
};

struct EventSpec {
    EventKind kind;
    std::string_view name;     // as written in a file: "move", "flag_fall" ...
    Games games;
    std::string_view help;
    std::span<const FieldSpec> fields;
};

std::span<const EventSpec> event_specs();
const EventSpec& event_spec(EventKind kind);
const EventSpec* find_event_spec(std::string_view name);
const FieldSpec* find_field(const EventSpec& spec, std::string_view field);
bool choice_allowed(const FieldSpec& field, std::string_view word);
// True when `word` is one of the '|'-separated `choices` (fields and rule-set options use it).
bool in_choices(std::string_view choices, std::string_view word);
inline std::string_view event_name(EventKind kind) { return event_spec(kind).name; }

}  // namespace arbiter::rules
