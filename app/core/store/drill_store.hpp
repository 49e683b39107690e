// The store's timed-drill results (count-out, intervention, pairing), each committed before the
// call returns. Part of TrainingStore (training_store.hpp), which owns the database it works on.
#pragma once

#include <cstdint>
#include <vector>

#include "app/core/store/records.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

class DrillStore {
public:
    explicit DrillStore(Database& db) : db_(db) {}

    std::int64_t record_drill_result(std::int64_t profile_id, const DrillResultRecord& result);
    // Oldest first.
    std::vector<DrillResultRecord> drill_results(std::int64_t profile_id);

private:
    Database& db_;
};

}  // namespace arbiter::store
