// Figures over the timed drills taken: per kind, the mean score and each drill's own measure,
// with the call error weighted by the calls made.
#include <doctest/doctest.h>

#include "app/core/training/statistics/drill_results.hpp"

using namespace arbiter;

namespace {
store::DrillResultRecord result(std::string kind, double score, int hits, std::optional<double> error,
                                std::optional<bool> final_right = std::nullopt) {
    store::DrillResultRecord r;
    r.drill_kind = std::move(kind);
    r.score = score;
    r.hits = hits;
    r.misses = 1;
    r.false_alarms = 2;
    if (r.drill_kind == "countout") r.mean_abs_error_ms = error;
    else r.mean_reaction_ms = error;
    r.final_call_right = final_right;
    return r;
}
}  // namespace

TEST_CASE("drill figures: per kind, count-out first, errors weighted by the calls made") {
    const auto rows = training::summarize_drills({
        result("intervention", 1.0, 1, 900.0),
        result("countout", 0.5, 3, 100.0, true),
        result("countout", 1.0, 1, 500.0, false),
        result("countout", 0.0, 0, std::nullopt),  // nothing called: no error to weigh
    });
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].kind == "countout");
    CHECK(rows[0].count == 3);
    CHECK(rows[0].mean_score == doctest::Approx(0.5));
    CHECK(rows[0].mean_abs_error_ms == doctest::Approx((3 * 100.0 + 1 * 500.0) / 4));
    CHECK_FALSE(rows[0].mean_reaction_ms);
    CHECK(rows[0].hits == 4);
    CHECK(rows[0].misses == 3);
    CHECK(rows[0].false_alarms == 6);
    CHECK(rows[0].final_calls == 2);
    CHECK(rows[0].final_calls_right == 1);
    CHECK(rows[1].kind == "intervention");
    CHECK(rows[1].mean_reaction_ms == 900.0);
    CHECK(training::summarize_drills({}).empty());
    const auto json = training::drill_summary_json(rows);
    CHECK(json.as_array()[1].find("mean_abs_error_ms")->is_null());
}
