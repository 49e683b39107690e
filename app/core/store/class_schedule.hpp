// The class's scheduled mock exams as kept in the candidate's store (schema version 6): what the
// centre's server last showed this profile, so the trainer offers a scheduled exam in its window
// even offline. Written by the centre's pull (centre::pull_class_work), read by both front ends
// through training::scheduled_offers. docs/centre.md § Packs and scheduled exams.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/core/store/training_store.hpp"

namespace arbiter::store {

struct ScheduledExam {
    std::int64_t server_id = 0;  // scheduled_exams.id on the centre's server
    std::string class_code;
    std::string blueprint_id;
    std::uint64_t seed = 0;  // everyone of the class sits the exam this seed draws
    TimePoint opens_at{};
    TimePoint closes_at{};
    std::string scheduled_by;  // the instructor's login role
};

// Replaces the profile's kept schedule with `exams`, in one transaction (committed on return).
void replace_class_schedule(TrainingStore& store, std::int64_t profile_id, const std::vector<ScheduledExam>& exams,
                            TimePoint pulled_at);
// The profile's kept schedule, by opening time; empty before schema version 6 or any pull.
std::vector<ScheduledExam> class_schedule(TrainingStore& store, std::int64_t profile_id);

// Records that the exam session `session_id` was started for the scheduled exam `server_id`
// (schema version 7; the push sends it as the session's scheduled_exam_id). Throws StoreError.
void record_scheduled_sitting(TrainingStore& store, std::int64_t session_id, std::int64_t server_id);
// The scheduled exam the session was started for, if it was recorded.
std::optional<std::int64_t> scheduled_sitting(TrainingStore& store, std::int64_t session_id);

}  // namespace arbiter::store
