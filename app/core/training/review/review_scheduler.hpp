// Spaced repetition for training items: turns graded answers into FSRS reviews, keeps each item's
// memory state in the store, builds the daily queue and measures retention honestly.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/store/training_store.hpp"
#include "app/core/training/clock.hpp"
#include "app/core/training/review/fsrs.hpp"

namespace arbiter::training {

// How a graded answer becomes an FSRS rating. All parts right = Good; at least half the credit =
// Hard; less = Again. Easy is never inferred from a score: only the candidate can say "too easy".
fsrs::Rating rating_for_score(double score);

struct ReviewQueue {
    std::vector<std::string> due;        // items whose review is due, most overdue first
    std::vector<std::string> new_items;  // never studied (or edited since), up to the daily limit
    std::size_t due_later_today = 0;     // learning steps that fall due later today
};

// Measured, not predicted: of the reviews of cards that had graduated (state Review), how many
// were recalled (rating Hard or better), next to what FSRS predicted for those same reviews.
struct RetentionStats {
    std::size_t reviews = 0;
    std::size_t recalled = 0;
    double measured = 0.0;   // recalled / reviews (0 when there are none)
    double predicted = 0.0;  // mean predicted retrievability of those reviews
    double desired = 0.9;    // the retention the scheduler aims for
};

// Retention measured over the given review-log rows (only graduated cards count, see above).
RetentionStats measure_retention(const std::vector<store::ReviewLogRecord>& log, double desired_retention);

class ReviewScheduler {
public:
    ReviewScheduler(store::TrainingStore& store, const Clock& clock, fsrs::Parameters parameters = {},
                    std::uint64_t fuzz_seed = 42);

    // Commits the attempt and, in the same transaction, the item's new schedule. An item whose
    // fingerprint differs from its stored memory starts afresh (the content changed).
    // `rating` overrides the score-derived rating (the candidate pressed "Easy", say). The review
    // happens at answer.answered_at (the moment of the answer, not of the call).
    std::int64_t record_answer(std::int64_t profile_id, const store::GradedAnswer& answer,
                               store::AttemptMode mode = store::AttemptMode::review,
                               std::optional<fsrs::Rating> rating = std::nullopt);

    // Today's work among `items` (the content that exists now): due reviews and new items.
    // "Today" ends at the next local midnight, `utc_offset` from UTC. `new_sport` ("go" | "chess")
    // takes new items of that sport and general ones only (sport_profile.hpp); due reviews come from
    // every sport, since what was learnt is kept whatever the candidate trains for now. Likewise
    // `new_levels` (the profile's grade, levels_within_grade): new items of those levels only.
    ReviewQueue daily_queue(std::int64_t profile_id, const std::vector<store::TrainingItem>& items,
                            std::size_t new_limit, std::chrono::minutes utc_offset = {},
                            std::string_view new_sport = {}, const std::vector<std::string>& new_levels = {}) const;

    // When the next review among `items` falls due, after now: what a review session's summary
    // says comes next. nullopt when nothing is scheduled (no item studied yet).
    std::optional<TimePoint> next_due(std::int64_t profile_id, const std::vector<store::TrainingItem>& items) const;

    RetentionStats retention(std::int64_t profile_id, std::optional<TimePoint> since = std::nullopt) const;

    // The memory state of one item, if it has one for this content version.
    std::optional<fsrs::Card> card(std::int64_t profile_id, const store::TrainingItem& item) const;
    double retrievability(const fsrs::Card& card) const;

private:
    store::TrainingStore& store_;
    const Clock& clock_;
    fsrs::Scheduler scheduler_;
};

// Conversions between the scheduler's card and the stored record.
fsrs::Card card_from_record(const store::ReviewCardRecord& record);
store::ReviewCardRecord record_from_card(const fsrs::Card& card, const std::string& item_id,
                                         const std::string& fingerprint);

}  // namespace arbiter::training
