// The intervention drill: a scenario's incident replayed in real time, the candidate pressing
// "stop the clock" when the arbiter must act. Scored against the engine's intervention windows
// (engine/rules/intervention_windows.hpp, docs/drills.md):
//  - a press inside a must-window not yet answered is a hit, with its reaction time;
//  - a press inside a may-window (a player called the arbiter) counts for nothing either way;
//  - any other press — inside a must-not window or outside every window — is a false alarm, as a
//    real arbiter who interrupts a game without cause; a second press in a window already hit too;
//  - a must-window that closes (or the drill ends) unanswered is a miss.
// The routine byo-yomi calls are the count-out drill's business: only the final "overtime loses"
// is scored here. Where windows overlap, a must-window takes the press before a must-not one.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/core/content/scenario.hpp"
#include "app/core/json.hpp"
#include "app/core/store/records.hpp"
#include "engine/rules/intervention_windows.hpp"

namespace arbiter::training {

// How much of the game is shown before the first event and after the last.
inline constexpr clock::Millis kDrillLeadIn = 5000;
inline constexpr clock::Millis kDrillTail = 3000;

struct InterventionDrill {
    std::string scenario_id;
    rules::InterventionTimeline timeline;
    clock::Millis start = 0;   // game time at which the replay starts
    clock::Millis end = 0;     // and ends (a window open "until the game ends" closes here)
    std::size_t scored_windows = 0;
};

// The windows a candidate is scored on: must-windows other than routine count calls.
bool is_scored(const rules::InterventionWindow& window);

// The drill of an incident under `id` (a scenario's, or a bare incident file's); `replayed` is
// the replay made at load, when there is one.
std::optional<InterventionDrill> make_intervention_drill(const std::string& id, const rules::Incident& incident,
                                                         const rules::Replay* replayed = nullptr);

// A scenario is a drill when its timeline has a scored window or a must-not window (a drill where
// the right thing is to keep out).
std::optional<InterventionDrill> make_intervention_drill(const content::Scenario& scenario);

struct WindowResult {
    std::size_t window = 0;                  // index into timeline.windows
    std::optional<clock::Millis> reaction;   // press − window start; absent: missed
};

struct PressResult {
    clock::Millis at = 0;
    enum class Verdict { Hit, Allowed, FalseAlarm } verdict = Verdict::FalseAlarm;
    std::optional<std::size_t> window;       // the window it fell in, if any
};

struct InterventionScore {
    std::vector<WindowResult> windows;       // one per scored window, in order
    std::vector<PressResult> presses;        // one per press, in order
    int hits = 0;
    int misses = 0;
    int false_alarms = 0;
    std::optional<clock::Millis> mean_reaction;
    double score = 0;                        // hits / (scored windows + false alarms), 0..1; 1 when both are 0
};

// Presses are game times (the drill clock), in any order.
InterventionScore score_interventions(const InterventionDrill& drill, std::vector<clock::Millis> presses);

// What the store keeps of one run: the figures, and per window and per press the detail.
json::Value intervention_detail_json(const InterventionDrill& drill, const InterventionScore& score);
store::DrillResultRecord intervention_record(const InterventionDrill& drill, const InterventionScore& score,
                                             store::TimePoint taken_at);

// A window missed or a false alarm makes the scenario due again soon: the ruling the candidate
// gives after the drill is scheduled as "again" whatever its grade (review brings it back).
bool intervention_needs_review(const InterventionScore& score);

}  // namespace arbiter::training
