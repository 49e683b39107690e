// The certification path planner: from a person's current grade, years held, events officiated,
// age and player level, which grade they can apply for next and what is still missing.
// It reads the same facts as the quiz (certification_facts.hpp), so changing a fact changes both.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/core/content/certification_facts.hpp"

namespace arbiter::certification {

struct PlannerInput {
    std::string current_grade;      // a grade id, or empty / "none" for someone without one
    double years_held = 0;          // years the current grade has been held
    int events_officiated = 0;      // events officiated at the level the next grade asks for
    int age = 0;                    // years
    std::string player_level;       // a player-level id, or empty / "none"
    // The sport the path is in (a grade is held in one sport): "go" leaves out the FIDE titles and
    // the chess player levels (FIDE, CCA); "chess", "both" or empty plan with everything.
    std::string sport = {};
};

enum class CheckStatus {
    Met,      // checked against the input and satisfied
    Missing,  // checked against the input and not satisfied
    Unsure,   // not satisfied, but the fact itself has low confidence: check with the federation
    ToDo,     // cannot be checked from the input (course, exam, education, fee): a step still to take
    Waived,   // the prerequisite does not apply (direct entry for the player's level)
};
std::string_view check_status_tag(CheckStatus status);

struct RequirementCheck {
    const Requirement* requirement = nullptr;
    CheckStatus status = CheckStatus::ToDo;
    LocalizedText detail;  // e.g. "held 二级 for 1 year; 2 needed"; empty when the fact's text says it all
};

struct PathOption {
    const Grade* grade = nullptr;
    const DirectEntry* direct_entry = nullptr;  // set when this option is a direct entry by player level
    std::vector<RequirementCheck> checks;
    // No requirement is Missing; ToDo steps (course, exam) may remain.
    bool can_apply_now() const;
};

struct Plan {
    std::vector<PathOption> options;  // the regular next grade first, then direct entries
    bool at_top = false;              // the current grade has no successor
};

struct PlannerError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Throws PlannerError for an unknown grade or player level, negative numbers, or (sport "go") a FIDE
// title or a chess player level.
Plan plan_next_grade(const CertificationFacts& facts, const PlannerInput& input);

}  // namespace arbiter::certification
