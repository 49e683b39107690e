#include "app/core/training/statistics/drill_results.hpp"

#include <algorithm>
#include <map>

namespace arbiter::training {

namespace {

int kind_order(const std::string& kind) {
    return kind == "countout" ? 0 : kind == "intervention" ? 1 : kind == "pairing" ? 2 : 3;
}

struct Sums {
    DrillKindSummary row;
    double score = 0;
    double error = 0, error_weight = 0;
    double reaction = 0, reaction_weight = 0;
};

}  // namespace

std::vector<DrillKindSummary> summarize_drills(const std::vector<store::DrillResultRecord>& results) {
    std::map<std::string, Sums> by_kind;
    for (const auto& r : results) {
        Sums& s = by_kind[r.drill_kind];
        s.row.kind = r.drill_kind;
        ++s.row.count;
        s.score += r.score;
        s.row.hits += r.hits;
        s.row.misses += r.misses;
        s.row.false_alarms += r.false_alarms;
        if (r.mean_abs_error_ms && r.hits > 0) {
            s.error += *r.mean_abs_error_ms * r.hits;
            s.error_weight += r.hits;
        }
        if (r.mean_reaction_ms && r.hits > 0) {
            s.reaction += *r.mean_reaction_ms * r.hits;
            s.reaction_weight += r.hits;
        }
        if (r.final_call_right) {
            ++s.row.final_calls;
            if (*r.final_call_right) ++s.row.final_calls_right;
        }
    }
    std::vector<DrillKindSummary> out;
    for (auto& [kind, s] : by_kind) {
        s.row.mean_score = s.score / s.row.count;
        if (s.error_weight > 0) s.row.mean_abs_error_ms = s.error / s.error_weight;
        if (s.reaction_weight > 0) s.row.mean_reaction_ms = s.reaction / s.reaction_weight;
        out.push_back(s.row);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const auto& a, const auto& b) { return kind_order(a.kind) < kind_order(b.kind); });
    return out;
}

json::Value drill_summary_json(const std::vector<DrillKindSummary>& summaries) {
    return json::array_of(summaries, [](const DrillKindSummary& s) {
        return json::Object{{"kind", s.kind},
                            {"count", s.count},
                            {"mean_score", s.mean_score},
                            {"hits", s.hits},
                            {"misses", s.misses},
                            {"false_alarms", s.false_alarms},
                            {"mean_abs_error_ms", s.mean_abs_error_ms},
                            {"mean_reaction_ms", s.mean_reaction_ms},
                            {"final_calls", s.final_calls},
                            {"final_calls_right", s.final_calls_right}};
    });
}

}  // namespace arbiter::training
