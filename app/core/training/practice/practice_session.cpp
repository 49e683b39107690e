#include "app/core/training/practice/practice_session.hpp"

#include <algorithm>
#include <map>

#include "app/core/training/statistics/statistics.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::training {

PracticeSession::PracticeSession(const Clock& clock, ReviewScheduler& reviews, std::int64_t profile_id,
                                 std::vector<const PracticeItem*> items, store::AttemptMode mode)
    : clock_(clock),
      reviews_(reviews),
      profile_id_(profile_id),
      items_(std::move(items)),
      mode_(mode),
      shown_at_(clock.now()),
      last_scores_(items_.size()) {}

const PracticeItem* PracticeSession::current() const {
    return finished() ? nullptr : items_[position_];
}

Feedback PracticeSession::answer(const json::Value& response) {
    if (finished()) throw ResponseError("the session is over");
    const TimePoint now = clock_.now();
    const double seconds = std::chrono::duration<double>(now - shown_at_).count();
    Feedback feedback = grade(*items_[position_], response, seconds, now);
    // Committed before the feedback is returned: what the candidate saw graded is on disk.
    reviews_.record_answer(profile_id_, feedback.graded, mode_);
    if (!last_scores_[position_]) {
        ++summary_.answered;
        summary_.seconds += seconds;
    } else {
        summary_.score -= *last_scores_[position_];
        if (rules::fully_right(*last_scores_[position_])) --summary_.correct;
    }
    last_scores_[position_] = feedback.score;
    summary_.score += feedback.score;
    if (feedback.correct) ++summary_.correct;
    return feedback;
}

void PracticeSession::skip() {
    if (finished()) return;
    if (!last_scores_[position_]) ++summary_.skipped;
    next();
}

void PracticeSession::next() {
    if (finished()) return;
    ++position_;
    shown_at_ = clock_.now();
}

std::vector<const PracticeItem*> PracticeSession::wrong_items() const {
    std::vector<const PracticeItem*> out;
    for (std::size_t i = 0; i < items_.size(); ++i)
        if (last_scores_[i] && !rules::fully_right(*last_scores_[i])) out.push_back(items_[i]);
    return out;
}

std::vector<const PracticeItem*> mistake_items(store::TrainingStore& store, std::int64_t profile_id,
                                               const TrainingContent& content) {
    std::vector<const PracticeItem*> out;
    for (const Mistake& m : TrainingStatistics(store, profile_id).mistakes())
        if (const PracticeItem* item = content.find(m.item_id)) out.push_back(item);
    return out;
}

DailyReview daily_review(const ReviewScheduler& reviews, std::int64_t profile_id, const TrainingContent& content,
                         std::size_t new_limit, std::chrono::minutes utc_offset, const ItemFilter& filter,
                         std::string_view new_sport, const std::vector<std::string>& new_levels) {
    std::vector<store::TrainingItem> pool;
    for (const auto& item : content.items())
        if (matches(item, filter)) pool.push_back(item.meta);
    const ReviewQueue queue = reviews.daily_queue(profile_id, pool, new_limit, utc_offset, new_sport, new_levels);
    DailyReview out;
    for (const auto& id : queue.due)
        if (const PracticeItem* item = content.find(id)) out.items.push_back(item);
    out.due = out.items.size();
    for (const auto& id : queue.new_items)
        if (const PracticeItem* item = content.find(id)) out.items.push_back(item);
    out.new_items = out.items.size() - out.due;
    out.due_later_today = queue.due_later_today;
    return out;
}

}  // namespace arbiter::training
