// Figures over the timed drills a profile has taken (the store's drill_results), per drill kind:
// how many, the mean score, and each drill's own measure (the count-out's call error, the
// intervention drill's reaction time). `arbiter-cli stats` prints them; the progress screen charts
// the scores over time from the records themselves.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/core/json.hpp"
#include "app/core/store/records.hpp"

namespace arbiter::training {

struct DrillKindSummary {
    std::string kind;  // "countout", "intervention", "pairing"
    int count = 0;
    double mean_score = 0;  // 0..1
    int hits = 0, misses = 0, false_alarms = 0;  // summed over the drills
    // Weighted by hits (each call or window acted in counts once), over the drills that have it.
    std::optional<double> mean_abs_error_ms;
    std::optional<double> mean_reaction_ms;
    int final_calls = 0;        // count-out drills that ended in a loss on time
    int final_calls_right = 0;  // ... whose "超时判负" came at the right second
};

// One row per kind present, "countout", "intervention", "pairing", then any other in name order.
std::vector<DrillKindSummary> summarize_drills(const std::vector<store::DrillResultRecord>& results);

json::Value drill_summary_json(const std::vector<DrillKindSummary>& summaries);

}  // namespace arbiter::training
