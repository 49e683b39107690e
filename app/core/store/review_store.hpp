// The store's spaced-repetition records: each item's review card (its FSRS memory state) and the
// log of every scheduled review. Written together with the attempt that caused them
// (AttemptStore::record_attempt, one transaction). Part of TrainingStore (training_store.hpp),
// which owns the database it works on.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "app/core/store/records.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

// Changes to the review schedule made together with an attempt (same transaction).
struct ReviewUpdate {
    ReviewCardRecord card;
    ReviewLogRecord log;
};

class ReviewStore {
public:
    explicit ReviewStore(Database& db) : db_(db) {}

    std::optional<ReviewCardRecord> review_card(std::int64_t profile_id, std::string_view item_id);
    std::vector<ReviewCardRecord> review_cards(std::int64_t profile_id);
    std::vector<ReviewLogRecord> review_log(std::int64_t profile_id);

    // Writes the card and the log line of `attempt_id`, inside the caller's transaction.
    void save_review(std::int64_t profile_id, std::int64_t attempt_id, const ReviewUpdate& review);

private:
    Database& db_;
};

}  // namespace arbiter::store
