// Practice, review and "retry what I got wrong" over the real content — the ONE session logic that
// both front ends (arbiter-cli practice/review/exam and the GUI screens) call, so a candidate's
// answer is judged the same way everywhere. See docs/training.md.
//
//   auto content = training::TrainingContent::load(arbiter::content_root());   // shared_ptr; questions + scenarios
//   store.remember_items(content->training_items(), clock.now());
//   training::ItemFilter filter; filter.game = "go"; filter.level = training::normalize_level("二级");
//   training::ReviewScheduler reviews(store, clock);
//   training::PracticeSession session(clock, reviews, profile,
//                                     training::select_items(*content, filter, /*seed*/ 7, /*limit*/ 10));
//   while (const auto* item = session.current()) {
//       ... show item->question or item->scenario ...
//       training::Feedback f = session.answer(training::parse_response(*item, "B"));  // graded + committed
//       ... show f.score, f.parts, f.correct_answer, f.explanation, f.citations ...
//       session.next();
//   }
//   auto retry = session.wrong_items();                       // retry this session's mistakes
//   auto all_wrong = training::mistake_items(store, profile, *content);   // the all-time mistakes list
//   auto today = training::daily_review(reviews, profile, *content, 10); // due + new items
//   exam.answer(i, training::to_exam_response(training::grade(*item, response, seconds, now)));
//
// Answers are JSON everywhere (stored in attempts.answer, accepted by the GUI and the CLI):
//   question : {"choices": [1]}  single choice / multiple choice (indexes, any order)
//              {"order": [2,0,1]} ordering;  {"true": false} true/false;  {"number": 183.5} numeric
//   scenario : {"option": 2}  one of the scenario's options (index), or
//              {"ruling": {"outcome": "draw", "penalties": [...], "corrections": [...], "articles": [...]}}
//              a ruling built from parts (content/ruling_json.hpp answer_from_json vocabulary).
// A scenario answer is graded against the ENGINE's ruling of its incident, part by part (outcome,
// penalties, corrections, articles; rules::grade, partial credit); a question against its key.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "app/core/json.hpp"
#include "app/core/store/training_store.hpp"
#include "app/core/training/clock.hpp"
#include "app/core/training/answers/practice_grading.hpp"
#include "app/core/training/review/review_scheduler.hpp"
#include "app/core/training/training_content.hpp"

namespace arbiter::training {

// ---- Sessions -------------------------------------------------------------------------------

struct SessionSummary {
    int answered = 0;
    int correct = 0;
    int skipped = 0;
    double score = 0;  // sum of scores
    double seconds = 0;
};

// A run through a list of items: present one, grade the answer, commit it at once (attempt + FSRS
// schedule, ReviewScheduler::record_answer, so practice is study), show feedback, go on.
class PracticeSession {
public:
    // Answers are committed through `reviews` (its store), so the session holds no store itself.
    PracticeSession(const Clock& clock, ReviewScheduler& reviews, std::int64_t profile_id, std::vector<const PracticeItem*> items,
                    store::AttemptMode mode = store::AttemptMode::practice);

    const PracticeItem* current() const;  // nullptr when finished
    std::size_t position() const { return position_; }
    std::size_t size() const { return items_.size(); }
    bool finished() const { return position_ >= items_.size(); }

    // Grades the answer to the current item, commits it and returns the feedback. The item stays
    // current until next(); answering it again is allowed and recorded as another attempt.
    Feedback answer(const json::Value& response);
    void skip();   // moves on without an answer
    void next();   // moves on (after feedback)

    // Items of this session whose last answer was not fully correct, in session order.
    std::vector<const PracticeItem*> wrong_items() const;
    const SessionSummary& summary() const { return summary_; }

private:
    const Clock& clock_;
    ReviewScheduler& reviews_;
    std::int64_t profile_id_;
    std::vector<const PracticeItem*> items_;
    store::AttemptMode mode_;
    std::size_t position_ = 0;
    TimePoint shown_at_;
    std::vector<std::optional<double>> last_scores_;
    SessionSummary summary_;
};

// All-time mistakes that still exist in the content (latest answer not fully correct), newest first.
std::vector<const PracticeItem*> mistake_items(store::TrainingStore& store, std::int64_t profile_id,
                                               const TrainingContent& content);

// Today's review: due items first (most overdue first), then up to `new_limit` new items.
struct DailyReview {
    std::vector<const PracticeItem*> items;
    std::size_t due = 0;
    std::size_t new_items = 0;
    std::size_t due_later_today = 0;
};
DailyReview daily_review(const ReviewScheduler& reviews, std::int64_t profile_id, const TrainingContent& content,
                         std::size_t new_limit, std::chrono::minutes utc_offset = {},
                         const ItemFilter& filter = {}, std::string_view new_sport = {},  // new items of this sport only
                         const std::vector<std::string>& new_levels = {});                // and of these levels (the grade's)

}  // namespace arbiter::training
