// A review session: today's due items, one after another, with the place in the queue ("3 / 9")
// and a summary at the end. The queue is fixed when the session starts, so "next" only ever moves
// to the next of those due items — never to a new item or to whatever the practice list holds —
// and an item answered again inside the session counts once, with its last score. The front end
// draws the items and commits each answer (ReviewScheduler::record_answer, mode review) as it is
// given; this class only keeps the place and the tally, so it is tested without a window.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/core/store/records.hpp"

namespace arbiter::training {

struct ReviewSessionSummary {
    std::size_t items = 0;     // due when the session started
    std::size_t answered = 0;
    std::size_t right = 0;     // full credit on the last answer
    std::size_t skipped = 0;   // passed over with "next" and never answered
    std::size_t not_reached = 0;  // unanswered when the session was stopped: still due
    std::optional<store::TimePoint> next_due;  // the earliest review still to come (set by the caller)
};

class ReviewSession {
public:
    // `due`: the due queue at the start (ReviewQueue::due, most overdue first). Duplicates are
    // dropped: an item is reviewed once per session.
    explicit ReviewSession(std::vector<std::string> due);

    bool finished() const { return position_ >= items_.size(); }
    std::size_t size() const { return items_.size(); }
    // The place of the current item, counted from 1 ("3 / 9"); size() + 1 once finished.
    std::size_t place() const { return position_ + 1; }
    // The item on screen. Precondition: !finished().
    const std::string& current() const;
    const std::vector<std::string>& items() const { return items_; }

    // The current item was answered with `score` (0..1). Answering it again replaces the score.
    void answered(double score);
    bool current_answered() const;
    // On to the next due item of this session (an unanswered one counts as skipped); after the
    // last one the session is finished.
    void next();
    // Ends the session here (the candidate has had enough): the items not reached stay due and
    // count as not reached, not as skipped.
    void stop();

    ReviewSessionSummary summary() const;

private:
    std::vector<std::string> items_;
    std::vector<std::optional<double>> scores_;
    std::size_t position_ = 0;
    std::size_t passed_ = 0;  // items left with next() (stop() does not move it)
};

}  // namespace arbiter::training
