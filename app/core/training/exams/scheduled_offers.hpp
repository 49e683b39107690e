// Which of the class's scheduled mock exams (store::class_schedule) the candidate is offered now.
// A scheduled exam is offered only inside its window [opens_at, closes_at): before it, the front
// ends show "opens at …"; after it, it is gone. One that the candidate already started in its
// window (an exam session of the same blueprint and seed) is not offered again. Both front ends
// ask this, with the clock injected, so the terminal and the trainer agree.
#pragma once

#include <optional>
#include <vector>

#include "app/core/store/class_schedule.hpp"
#include "app/core/store/records.hpp"

namespace arbiter::training {

enum class OfferState {
    upcoming,  // the window has not opened yet
    open,      // inside the window, not started yet: offered
    started,   // started in the window (running or submitted), which is still open: not offered again
    closed,    // the window has passed (session_id says whether the candidate sat it)
};

struct ScheduledOffer {
    store::ScheduledExam exam;
    OfferState state = OfferState::upcoming;
    std::optional<std::int64_t> session_id;  // the session that sat it, when started
};

// Every kept scheduled exam with its state at `now`, by opening time. `sessions`: the profile's
// exam sessions (store::TrainingStore::exam_sessions).
std::vector<ScheduledOffer> scheduled_offers(const std::vector<store::ScheduledExam>& schedule,
                                             const std::vector<store::ExamSessionRecord>& sessions,
                                             store::TimePoint now);

// The open offer to start first (the one closing soonest), if any.
const ScheduledOffer* first_open_offer(const std::vector<ScheduledOffer>& offers);

}  // namespace arbiter::training
