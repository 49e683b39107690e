#include "app/core/training/statistics/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace arbiter::training {

using namespace std::chrono;

namespace {
constexpr double kFull = 1.0 - 1e-9;

std::string date_label(sys_days day, bool with_day) {
    year_month_day ymd{day};
    char buffer[16];
    if (with_day)
        std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                      static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    else
        std::snprintf(buffer, sizeof buffer, "%04d-%02u", static_cast<int>(ymd.year()),
                      static_cast<unsigned>(ymd.month()));
    return buffer;
}

double quantile(std::vector<double> values, double q) {
    if (values.empty()) return 0.0;
    std::sort(values.begin(), values.end());
    // Linear interpolation between closest ranks.
    double position = q * static_cast<double>(values.size() - 1);
    auto low = static_cast<std::size_t>(std::floor(position));
    auto high = std::min(low + 1, values.size() - 1);
    return values[low] + (values[high] - values[low]) * (position - static_cast<double>(low));
}
}  // namespace

std::vector<AccuracyRow> weakest_topics(std::vector<AccuracyRow> rows,
                                        const std::function<bool(const std::string&)>& counts, std::size_t how_many,
                                        int min_attempts) {
    std::erase_if(rows, [&](const AccuracyRow& r) { return r.attempts < min_attempts || !counts(r.key); });
    std::sort(rows.begin(), rows.end(), [](const AccuracyRow& a, const AccuracyRow& b) {
        if (a.mean_score != b.mean_score) return a.mean_score < b.mean_score;
        if (a.attempts != b.attempts) return a.attempts > b.attempts;
        return a.key < b.key;
    });
    if (rows.size() > how_many) rows.resize(how_many);
    return rows;
}

const char* to_string(Dimension dimension) {
    switch (dimension) {
        case Dimension::topic: return "topic";
        case Dimension::article: return "article";
        case Dimension::level: return "level";
        case Dimension::kind: return "kind";
    }
    return "topic";
}
const char* to_string(Period period) {
    switch (period) {
        case Period::day: return "day";
        case Period::week: return "week";
        case Period::month: return "month";
        case Period::all: return "all";
    }
    return "all";
}

TrainingStatistics::TrainingStatistics(store::TrainingStore& store, std::int64_t profile_id, minutes utc_offset)
    : utc_offset_(utc_offset) {
    std::map<std::pair<std::string, std::string>, std::optional<store::TrainingItem>> versions;
    for (auto& attempt : store.attempts(profile_id)) {
        auto key = std::make_pair(attempt.answer.item_id, attempt.answer.fingerprint);
        auto it = versions.find(key);
        if (it == versions.end()) it = versions.emplace(key, store.item_version(key.first, key.second)).first;
        Row row{std::move(attempt), {}, {}, {}, "(unknown)"};
        if (const auto& item = it->second) {
            row.topics = item->topics;
            row.levels = item->levels;
            row.articles = item->articles;
            row.kind = store::to_string(item->kind);
        }
        rows_.push_back(std::move(row));
    }
    review_log_ = store.review_log(profile_id);
}

std::string TrainingStatistics::period_label(store::TimePoint t, Period period) const {
    const sys_days day = floor<days>(t + utc_offset_);
    switch (period) {
        case Period::day: return date_label(day, true);
        case Period::week: {
            // ISO weeks start on Monday.
            const auto monday = day - (weekday{day} - Monday);
            return date_label(monday, true);
        }
        case Period::month: return date_label(day, false);
        case Period::all: return "all";
    }
    return "all";
}

std::vector<AccuracyRow> TrainingStatistics::accuracy(Dimension dimension, Period period) const {
    return accuracy(dimension, period, [](const std::string& key) { return std::optional<std::string>(key); });
}

std::vector<AccuracyRow> TrainingStatistics::accuracy(
    Dimension dimension, Period period,
    const std::function<std::optional<std::string>(const std::string&)>& group) const {
    struct Sum {
        int attempts = 0, correct = 0;
        double score = 0, seconds = 0;
    };
    std::map<std::pair<std::string, std::string>, Sum> sums;  // (period, key)
    for (const auto& row : rows_) {
        std::vector<std::string> keys;
        switch (dimension) {
            case Dimension::topic: keys = row.topics; break;
            case Dimension::article: keys = row.articles; break;
            case Dimension::level: keys = row.levels; break;
            case Dimension::kind: keys = {row.kind}; break;
        }
        if (keys.empty()) keys = {"(unknown)"};
        const auto label = period_label(row.attempt.answer.answered_at, period);
        std::vector<std::string> groups;
        for (const auto& key : keys)
            if (auto name = group(key)) groups.push_back(std::move(*name));
        keys = std::move(groups);
        // An item tagged with one key twice (or with two keys of one group) still counts once for it.
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        for (const auto& key : keys) {
            auto& s = sums[{label, key}];
            ++s.attempts;
            if (row.attempt.answer.score >= kFull) ++s.correct;
            s.score += row.attempt.answer.score;
            s.seconds += row.attempt.answer.seconds;
        }
    }
    std::vector<AccuracyRow> out;
    for (const auto& [where, s] : sums)
        out.push_back({where.second, where.first, s.attempts, s.correct, s.score / s.attempts, s.seconds / s.attempts});
    return out;
}

std::vector<AccuracyRow> TrainingStatistics::topic_standing() const {
    std::map<std::string, const Row*> latest;  // rows are in answer order: the last one wins
    for (const auto& row : rows_) latest[row.attempt.answer.item_id] = &row;
    struct Sum {
        int items = 0, correct = 0;
        double score = 0, seconds = 0;
    };
    std::map<std::string, Sum> sums;
    for (const auto& [id, row] : latest) {
        std::vector<std::string> keys = row->topics;
        if (keys.empty()) keys = {"(unknown)"};
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        for (const auto& key : keys) {
            auto& sum = sums[key];
            ++sum.items;
            if (row->attempt.answer.score >= kFull) ++sum.correct;
            sum.score += row->attempt.answer.score;
            sum.seconds += row->attempt.answer.seconds;
        }
    }
    std::vector<AccuracyRow> out;
    for (const auto& [key, sum] : sums)
        out.push_back({key, "latest", sum.items, sum.correct, sum.score / sum.items, sum.seconds / sum.items});
    return out;
}

Streaks TrainingStatistics::streaks(store::TimePoint now) const {
    std::set<sys_days> active;
    for (const auto& row : rows_) active.insert(floor<days>(row.attempt.answer.answered_at + utc_offset_));
    Streaks s;
    s.active_days = static_cast<int>(active.size());
    int run = 0;
    std::optional<sys_days> previous;
    for (auto day : active) {
        run = (previous && day - *previous == days(1)) ? run + 1 : 1;
        s.longest = std::max(s.longest, run);
        previous = day;
    }
    const sys_days today = floor<days>(now + utc_offset_);
    sys_days day = active.count(today) ? today : today - days(1);
    while (active.count(day)) {
        ++s.current;
        day -= days(1);
    }
    return s;
}

TimeStats TrainingStatistics::time_per_item(std::optional<std::string> topic) const {
    std::vector<double> seconds;
    for (const auto& row : rows_) {
        if (topic && std::find(row.topics.begin(), row.topics.end(), *topic) == row.topics.end()) continue;
        seconds.push_back(row.attempt.answer.seconds);
    }
    TimeStats t;
    t.answers = static_cast<int>(seconds.size());
    if (seconds.empty()) return t;
    double total = 0;
    for (double x : seconds) total += x;
    t.mean_seconds = total / static_cast<double>(seconds.size());
    t.median_seconds = quantile(seconds, 0.5);
    t.p90_seconds = quantile(seconds, 0.9);
    return t;
}

std::vector<Mistake> TrainingStatistics::mistakes() const {
    std::map<std::string, Mistake> latest;
    for (const auto& row : rows_) {  // rows are in answer order, so the last one wins
        auto& m = latest[row.attempt.answer.item_id];
        m.item_id = row.attempt.answer.item_id;
        m.last_score = row.attempt.answer.score;
        m.last_answered = row.attempt.answer.answered_at;
        if (row.attempt.answer.score < kFull) ++m.wrong_count;
    }
    std::vector<Mistake> out;
    for (auto& [id, m] : latest)
        if (m.last_score < kFull) out.push_back(m);
    std::stable_sort(out.begin(), out.end(),
                     [](const Mistake& a, const Mistake& b) { return a.last_answered > b.last_answered; });
    return out;
}

std::vector<RetentionRow> TrainingStatistics::retention(Period period, double desired_retention) const {
    std::map<std::string, std::vector<store::ReviewLogRecord>> by_period;
    for (const auto& row : review_log_) by_period[period_label(row.reviewed_at, period)].push_back(row);
    std::vector<RetentionRow> out;
    for (const auto& [label, rows] : by_period) {
        auto stats = measure_retention(rows, desired_retention);
        if (stats.reviews > 0) out.push_back({label, stats});
    }
    return out;
}

json::Value TrainingStatistics::to_json(store::TimePoint now) const {
    const auto s = streaks(now);
    const auto t = time_per_item();
    json::Value out = json::Object{
        {"answers", static_cast<int>(rows_.size())},
        {"streaks",
         json::Object{{"current_days", s.current}, {"longest_days", s.longest}, {"active_days", s.active_days}}},
        {"time_per_item", json::Object{{"answers", t.answers},
                                       {"mean_seconds", t.mean_seconds},
                                       {"median_seconds", t.median_seconds},
                                       {"p90_seconds", t.p90_seconds}}}};
    const auto accuracy_row = [](const AccuracyRow& r) {
        return json::Object{{"key", r.key},         {"period", r.period},         {"attempts", r.attempts},
                            {"correct", r.correct}, {"mean_score", r.mean_score}, {"mean_seconds", r.mean_seconds}};
    };
    for (auto dimension : {Dimension::topic, Dimension::article, Dimension::level, Dimension::kind}) {
        json::Value by = json::object();
        for (auto period : {Period::all, Period::week})
            by.set(to_string(period), json::array_of(accuracy(dimension, period), accuracy_row));
        out.set(std::string("by_") + to_string(dimension), by);
    }
    out.set("retention_by_month", json::array_of(retention(Period::month), [](const RetentionRow& r) {
                return json::Object{{"period", r.period},
                                    {"reviews", static_cast<std::int64_t>(r.retention.reviews)},
                                    {"recalled", static_cast<std::int64_t>(r.retention.recalled)},
                                    {"measured", r.retention.measured},
                                    {"predicted", r.retention.predicted},
                                    {"desired", r.retention.desired}};
            }));
    out.set("mistakes", json::array_of(mistakes(), [](const Mistake& m) {
                return json::Object{{"item", m.item_id}, {"last_score", m.last_score}, {"wrong_count", m.wrong_count}};
            }));
    return out;
}

}  // namespace arbiter::training
