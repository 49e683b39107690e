// Reads an incident (docs/incident-format.md) from YAML. Every problem is collected as a
// ContentError with file, line and column; the loader never throws and never stops at the
// first problem, so an author sees all mistakes of a file at once.
#pragma once

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <yaml-cpp/yaml.h>

#include "app/core/content_error.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::content {

struct LoadedIncident {
    rules::Incident incident;
    std::optional<rules::Answer> expected;   // the `expect:` block, when the author wrote one
};

// Parses the incident held in `node` (a map). Keys listed in `foreign_keys` belong to an
// enclosing format (a scenario's prompt, options ...) and are skipped instead of reported.
std::optional<LoadedIncident> parse_incident(const YAML::Node& node, const std::string& file, ContentErrors& errors,
                                             const std::vector<std::string>& foreign_keys = {});

// Loads a file. A file whose top level has an `incident:` map (a scenario) is read from there,
// and its other top-level keys are left to the scenario loader.
std::optional<LoadedIncident> load_incident_file(const std::filesystem::path& file, ContentErrors& errors);
// The same for text already in memory (`file` is the name used in messages); text that is not
// UTF-8 is refused at its first bad byte.
std::optional<LoadedIncident> load_incident_text(const std::string& text, const std::string& file, ContentErrors& errors);

// The `expect:` / answer block on its own (also used for a candidate's structured answer).
std::optional<rules::Answer> parse_answer(const YAML::Node& node, const std::string& file, ContentErrors& errors,
                                          const std::vector<MessageArg>& where = {MessageArg::place("expect")});

// The fields of an incident's `clock:` map, in the order the loader documents them: what the
// editor's clock form offers and the loader's "unknown clock field" message lists.
std::span<const rules::FieldSpec> clock_fields();

}  // namespace arbiter::content
