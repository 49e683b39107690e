// The store's mock-exam sessions and their items. Every change is committed with the exam's
// progress (position, time left, time spent), so a crash loses nothing answered; submitting copies
// the answered items into attempts. Part of TrainingStore (training_store.hpp), which owns the
// database it works on.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "app/core/store/records.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

class ExamStore {
public:
    explicit ExamStore(Database& db) : db_(db) {}

    // Inserts the session and its items (record.items) in one transaction; returns the id.
    std::int64_t create_exam_session(const ExamSessionRecord& record);
    std::optional<ExamSessionRecord> exam_session(std::int64_t session_id);
    // The newest running session of the profile, if any.
    std::optional<std::int64_t> running_exam_session(std::int64_t profile_id);
    std::vector<ExamSessionRecord> exam_sessions(std::int64_t profile_id);  // without items
    // Each of these commits its change together with `progress` (position, time left, time spent).
    void save_exam_answer(std::int64_t session_id, const ExamItemRecord& item, const ExamProgress& progress);
    void save_exam_flag(std::int64_t session_id, int position, bool flagged, const ExamProgress& progress);
    void save_exam_progress(std::int64_t session_id, const ExamProgress& progress);
    // Marks the session submitted and copies every answered item into attempts, atomically.
    void submit_exam_session(std::int64_t session_id, const ExamProgress& progress);

private:
    Database& db_;
};

}  // namespace arbiter::store
