// The store's side of the training centre (docs/centre.md; schema version 5): the store's own id,
// the profile's link to a class, and which attempts, exams and drills the centre has confirmed.
// Part of TrainingStore (training_store.hpp), which owns the database it works on.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/core/store/drill_store.hpp"
#include "app/core/store/exam_store.hpp"
#include "app/core/store/records.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

class CentreSyncStore {
public:
    // `schema_version` is the open file's, read at each call (the centre needs version 5).
    CentreSyncStore(Database& db, const int& schema_version, ExamStore& exams, DrillStore& drills)
        : db_(db), schema_version_(schema_version), exams_(exams), drills_(drills) {}

    // This store's random id (32 hex digits), made once when the schema reached version 5.
    std::string store_id();
    // Links the profile to a centre's class (replaces an earlier link). Refusing a connection string
    // that holds a password is the caller's (centre::join_centre); the store keeps what it is given.
    void set_centre_link(const CentreLink& link);
    std::optional<CentreLink> centre_link(std::int64_t profile_id);
    void note_centre_sync(std::int64_t profile_id, TimePoint when);
    // Rows of the profile the centre has not confirmed, oldest first, at most `limit` of each.
    std::vector<PendingAttempt> pending_attempts(std::int64_t profile_id, int limit);
    std::vector<ExamSessionRecord> pending_exams(std::int64_t profile_id, int limit);  // submitted, with items
    std::vector<DrillResultRecord> pending_drills(std::int64_t profile_id, int limit);
    PendingCounts pending_counts(std::int64_t profile_id);
    // Records that the centre confirmed these rows (one transaction, idempotent).
    void mark_pushed(PushKind kind, const std::vector<std::int64_t>& local_ids, TimePoint when);

private:
    void require_centre_schema() const;

    Database& db_;
    const int& schema_version_;
    ExamStore& exams_;
    DrillStore& drills_;
};

}  // namespace arbiter::store
