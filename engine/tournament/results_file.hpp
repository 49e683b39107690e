// The results file `arbiter-cli calc standings` reads: a small line-based text format an arbiter
// can type from a score sheet (docs/tournament.md §"Results file"). The engine parses text, never
// files; problems are collected with line numbers, not thrown, so every mistake is reported at once.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/tournament/event.hpp"
#include "engine/tournament/team.hpp"

namespace arbiter::tournament {

struct ResultsProblem {
    int line = 0;
    std::string message;
};

struct ParsedResults {
    bool team = false;       // "system: team"
    Event event;             // individual events
    TeamEvent team_event;    // team events
    std::vector<ResultsProblem> problems;
    bool ok() const { return problems.empty(); }
};

ParsedResults parse_results(std::string_view text);

// "1-0", "0-1", "1/2" (also "=", "½-½", "0.5-0.5"), "+-", "-+", "--".
std::optional<PairingResult> parse_pairing_result(std::string_view token);
std::string_view pairing_result_token(PairingResult result);

}  // namespace arbiter::tournament
