// Reads scenario files (docs/scenario-format.md). The incident part is read by the rulings
// loader (incident_loader.hpp) — one reader for one format; this file adds the exam dressing
// (titles, prompt, levels, topics, source, the question) and then replays the start position and
// the timeline through the Go or chess engine (scenario_board.hpp), so a bad FEN or a move that is
// illegal at step 7 is reported at its line and column. Problems are collected, never thrown: one
// broken file never stops the others.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/scenario.hpp"
#include "app/core/content_error.hpp"

namespace arbiter::content {

// Parses one scenario held in `text`; `file` is the name used in messages. Returns nullopt when the
// file has errors (all of them appended to `errors`). A `position_file:` is read relative to
// `folder`, and named in messages as `folder_display` + its name.
// With errors it returns nothing; `partial` (when given) then receives what could be read — the
// title, prompt, sources, topics, the incident's game and rule set — so the checks that do not
// need the engine (check_scenario_text) still run in the same pass.
std::optional<Scenario> parse_scenario(const std::string& text, const std::string& file, ContentErrors& errors,
                                       const std::filesystem::path& folder = {}, const std::string& folder_display = {},
                                       Scenario* partial = nullptr);

// Reads and parses one file (`location` of the Scenario is `path`).
std::optional<Scenario> load_scenario_file(const std::filesystem::path& path, const std::string& display_name,
                                           ContentErrors& errors, Scenario* partial = nullptr);

struct ScenarioLoad {
    std::vector<Scenario> scenarios;  // the files that loaded cleanly, in path order
    std::vector<Scenario> partial;    // what could be read of the files that did not
    ContentErrors errors;
    std::size_t files = 0;
};

// Every *.yaml under `folder` (recursively, sorted). Names in messages are relative to `display_base`.
ScenarioLoad load_scenario_folder(const std::filesystem::path& folder, const std::filesystem::path& display_base);
// The given files.
ScenarioLoad load_scenario_files(const std::vector<std::filesystem::path>& files, const std::filesystem::path& display_base);

// An incident file or a scenario file (top-level `incident:`), as the command-line tools take
// them: a scenario goes through the scenario loader, so its position_file / cut_at_ply and its
// board checks apply exactly as in `validate`; anything else is read as a bare incident.
std::optional<LoadedIncident> load_case_file(const std::string& path, ContentErrors& errors);

}  // namespace arbiter::content
