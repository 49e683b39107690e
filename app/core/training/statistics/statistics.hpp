// Progress figures computed from the attempts in the store: accuracy by topic, article, level or
// kind over time, streaks of training days, time per item, the mistakes list. These are the data
// behind the progress charts and `arbiter-cli stats`.
//
// Topics, levels and articles come from the content version answered (store item_versions), so
// editing an item later does not rewrite history. Call TrainingStore::remember_items() with the
// loaded content at start-up; attempts on unknown versions are grouped under "(unknown)".
#pragma once

#include <chrono>
#include <functional>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/core/json.hpp"
#include "app/core/store/training_store.hpp"
#include "app/core/training/review/review_scheduler.hpp"

namespace arbiter::training {

enum class Dimension { topic, article, level, kind };
enum class Period { day, week, month, all };  // week = ISO week, labelled by its Monday

struct AccuracyRow {
    std::string key;     // the topic / article / level / kind
    std::string period;  // "2026-11-29", "2026-11-23" (week of), "2026-11", or "all"
    int attempts = 0;
    int correct = 0;        // full credit
    double mean_score = 0;  // 0..1, partial credit counted
    double mean_seconds = 0;
};

struct Streaks {
    int current = 0;      // consecutive training days ending today (or yesterday: today is not over)
    int longest = 0;
    int active_days = 0;  // days with at least one answer
};

struct TimeStats {
    int answers = 0;
    double mean_seconds = 0;
    double median_seconds = 0;
    double p90_seconds = 0;
};

struct Mistake {
    std::string item_id;
    double last_score = 0;
    int wrong_count = 0;  // answers that were not fully correct
    store::TimePoint last_answered{};
};

struct RetentionRow {
    std::string period;
    RetentionStats retention;
};

class TrainingStatistics {
public:
    // Reads the profile's attempts once. Days are local days, `utc_offset` from UTC.
    TrainingStatistics(store::TrainingStore& store, std::int64_t profile_id, std::chrono::minutes utc_offset = {});

    std::vector<AccuracyRow> accuracy(Dimension dimension, Period period) const;
    // The same with the keys gathered into groups: `group` names each key's group (the words a
    // person reads, so two tags that both read 迟到 are one row), or nothing to leave the key out.
    // An answer counts once in a group however many of its keys fall there. Rows in the order of
    // the groups' first appearance in `group`'s sort (by name).
    std::vector<AccuracyRow> accuracy(Dimension dimension, Period period,
                                      const std::function<std::optional<std::string>(const std::string&)>& group) const;
    // Where the candidate stands in each topic now: every item counted once, by its latest answer
    // (practice, review or a mock exam), period "latest"; `attempts` is then the number of items.
    // One old item answered a hundred times cannot outweigh the last exam's wrong answers, which an
    // all-time mean of every answer did (home listed topics at 96–100 % while the exam had just
    // shown 25 %). The weakest topics (home, progress, `practice --weakest`) read this.
    std::vector<AccuracyRow> topic_standing() const;
    Streaks streaks(store::TimePoint now) const;
    TimeStats time_per_item(std::optional<std::string> topic = std::nullopt) const;
    // Items whose latest answer was not fully correct, most recent first ("retry what I got wrong").
    std::vector<Mistake> mistakes() const;
    // Measured against predicted retention per period (the retention-over-time chart).
    std::vector<RetentionRow> retention(Period period, double desired_retention = 0.9) const;

    json::Value to_json(store::TimePoint now) const;

private:
    struct Row {
        store::Attempt attempt;
        std::vector<std::string> topics, levels, articles;
        std::string kind;
    };
    std::string period_label(store::TimePoint t, Period period) const;
    std::vector<Row> rows_;
    std::vector<store::ReviewLogRecord> review_log_;
    std::chrono::minutes utc_offset_;
};

// The topics where the next hour helps most: the lowest mean score first (ties: more attempts,
// then the key), among topics with at least `min_attempts` answers that `counts` accepts (the
// trainer and the terminal count topics that have a name — areas and scenario kinds — since a
// fine-grained tag alone says little). `topic_rows`: TrainingStatistics::topic_standing(), the one
// definition every screen and command uses (so `min_attempts` counts items).
inline constexpr int kWeakestMinAttempts = 3;
std::vector<AccuracyRow> weakest_topics(std::vector<AccuracyRow> topic_rows,
                                        const std::function<bool(const std::string& topic)>& counts,
                                        std::size_t how_many = 3, int min_attempts = kWeakestMinAttempts);

const char* to_string(Dimension dimension);
const char* to_string(Period period);

}  // namespace arbiter::training
