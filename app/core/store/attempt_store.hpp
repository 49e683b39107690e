// The store's attempts: every answer a candidate gave, graded, each committed before the call
// returns (with its review schedule, when one is given, in the same transaction). Part of
// TrainingStore (training_store.hpp), which owns the database it works on.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "app/core/store/records.hpp"
#include "app/core/store/review_store.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

// The attempt in the current row, its first eleven columns: id, profile_id, mode, exam_session_id,
// item_id, fingerprint, answer, score, parts, seconds, answered_at (the centre's pending reader
// selects the same eleven first).
Attempt attempt_from_row(const Statement& query);

class AttemptStore {
public:
    AttemptStore(Database& db, ReviewStore& reviews) : db_(db), reviews_(reviews) {}

    std::int64_t record_attempt(std::int64_t profile_id, AttemptMode mode, const GradedAnswer& answer,
                                const ReviewUpdate* review = nullptr);
    std::vector<Attempt> attempts(std::int64_t profile_id);
    std::vector<Attempt> attempts_for_item(std::int64_t profile_id, std::string_view item_id);

private:
    Database& db_;
    ReviewStore& reviews_;
};

}  // namespace arbiter::store
