#include "app/core/training/review/review_scheduler.hpp"

#include "app/core/training/sport_profile.hpp"
#include "engine/rules/grading.hpp"

#include <algorithm>
#include <unordered_map>

namespace arbiter::training {

fsrs::Rating rating_for_score(double score) {
    if (rules::fully_right(score)) return fsrs::Rating::good;
    if (score >= 0.5) return fsrs::Rating::hard;
    return fsrs::Rating::again;
}

fsrs::Card card_from_record(const store::ReviewCardRecord& r) {
    fsrs::Card c;
    c.state = static_cast<fsrs::State>(r.state);
    c.step = r.step;
    c.stability = r.stability;
    c.difficulty = r.difficulty;
    c.due = r.due;
    c.last_review = r.last_review;
    return c;
}

store::ReviewCardRecord record_from_card(const fsrs::Card& c, const std::string& item_id,
                                         const std::string& fingerprint) {
    store::ReviewCardRecord r;
    r.item_id = item_id;
    r.fingerprint = fingerprint;
    r.state = static_cast<int>(c.state);
    r.step = c.step;
    r.stability = c.stability;
    r.difficulty = c.difficulty;
    r.due = c.due;
    r.last_review = c.last_review;
    return r;
}

ReviewScheduler::ReviewScheduler(store::TrainingStore& store, const Clock& clock, fsrs::Parameters parameters,
                                 std::uint64_t fuzz_seed)
    : store_(store), clock_(clock), scheduler_(std::move(parameters), fuzz_seed) {}

std::int64_t ReviewScheduler::record_answer(std::int64_t profile_id, const store::GradedAnswer& answer,
                                            store::AttemptMode mode, std::optional<fsrs::Rating> rating) {
    const TimePoint now = answer.answered_at;
    fsrs::Rating r = rating.value_or(rating_for_score(answer.score));
    auto stored = store_.review_card(profile_id, answer.item_id);
    int reps = 0, lapses = 0;
    fsrs::Card before;
    before.due = now;
    if (stored && stored->fingerprint == answer.fingerprint) {
        before = card_from_record(*stored);
        reps = stored->reps;
        lapses = stored->lapses;
    }
    store::ReviewUpdate update;
    update.log.item_id = answer.item_id;
    update.log.rating = static_cast<int>(r);
    update.log.state_before = static_cast<int>(before.state);
    if (before.last_review) {
        update.log.retrievability = scheduler_.retrievability(before, now);
        update.log.elapsed_days = std::chrono::duration<double, std::ratio<86400>>(now - *before.last_review).count();
    }
    update.log.reviewed_at = now;
    fsrs::Card after = scheduler_.review(before, r, now);
    update.card = record_from_card(after, answer.item_id, answer.fingerprint);
    update.card.reps = reps + 1;
    update.card.lapses = lapses + (before.state == fsrs::State::review && r == fsrs::Rating::again ? 1 : 0);
    return store_.record_attempt(profile_id, mode, answer, &update);
}

ReviewQueue ReviewScheduler::daily_queue(std::int64_t profile_id, const std::vector<store::TrainingItem>& items,
                                         std::size_t new_limit, std::chrono::minutes utc_offset,
                                         std::string_view new_sport, const std::vector<std::string>& new_levels) const {
    using namespace std::chrono;
    const TimePoint now = clock_.now();
    // End of the local day, expressed in UTC.
    const auto local_now = now + utc_offset;
    const TimePoint end_of_day = time_point_cast<milliseconds>(floor<days>(local_now) + days(1)) - utc_offset;

    std::unordered_map<std::string, store::ReviewCardRecord> cards;
    for (auto& c : store_.review_cards(profile_id)) cards.emplace(c.item_id, std::move(c));

    ReviewQueue queue;
    std::vector<std::pair<TimePoint, std::string>> due;
    for (const auto& item : items) {
        auto it = cards.find(item.id);
        if (it == cards.end() || it->second.fingerprint != item.fingerprint) {
            if (queue.new_items.size() < new_limit && item_in_sport(item.games, new_sport) &&
                item_within_grade(item.levels, new_levels))
                queue.new_items.push_back(item.id);
            continue;
        }
        const auto& card = it->second;
        if (card.due <= now)
            due.emplace_back(card.due, item.id);
        else if (card.due < end_of_day)
            ++queue.due_later_today;
    }
    std::sort(due.begin(), due.end());
    for (auto& [when, id] : due) queue.due.push_back(std::move(id));
    return queue;
}

std::optional<TimePoint> ReviewScheduler::next_due(std::int64_t profile_id,
                                                  const std::vector<store::TrainingItem>& items) const {
    const TimePoint now = clock_.now();
    std::unordered_map<std::string, const store::TrainingItem*> by_id;
    for (const auto& item : items) by_id.emplace(item.id, &item);
    std::optional<TimePoint> earliest;
    for (const auto& card : store_.review_cards(profile_id)) {
        // A card of deleted or edited content is not a review the candidate will be given.
        auto it = by_id.find(card.item_id);
        if (it == by_id.end() || it->second->fingerprint != card.fingerprint || card.due <= now) continue;
        if (!earliest || card.due < *earliest) earliest = card.due;
    }
    return earliest;
}

RetentionStats measure_retention(const std::vector<store::ReviewLogRecord>& log, double desired_retention) {
    RetentionStats stats;
    stats.desired = desired_retention;
    double predicted_sum = 0.0;
    for (const auto& row : log) {
        // Learning-step reviews test minutes-old memory; only graduated cards measure retention.
        if (row.state_before != static_cast<int>(fsrs::State::review) || !row.retrievability) continue;
        ++stats.reviews;
        if (row.rating >= static_cast<int>(fsrs::Rating::hard)) ++stats.recalled;
        predicted_sum += *row.retrievability;
    }
    if (stats.reviews > 0) {
        stats.measured = static_cast<double>(stats.recalled) / static_cast<double>(stats.reviews);
        stats.predicted = predicted_sum / static_cast<double>(stats.reviews);
    }
    return stats;
}

RetentionStats ReviewScheduler::retention(std::int64_t profile_id, std::optional<TimePoint> since) const {
    auto log = store_.review_log(profile_id);
    if (since) std::erase_if(log, [&](const auto& row) { return row.reviewed_at < *since; });
    return measure_retention(log, scheduler_.parameters().desired_retention);
}

std::optional<fsrs::Card> ReviewScheduler::card(std::int64_t profile_id, const store::TrainingItem& item) const {
    auto stored = store_.review_card(profile_id, item.id);
    if (!stored || stored->fingerprint != item.fingerprint) return std::nullopt;
    return card_from_record(*stored);
}

double ReviewScheduler::retrievability(const fsrs::Card& c) const { return scheduler_.retrievability(c, clock_.now()); }

}  // namespace arbiter::training
