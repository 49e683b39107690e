// The store's profiles: one per candidate on this computer, with the sport and grade they train
// for. Part of TrainingStore (training_store.hpp), which owns the database it works on.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "app/core/store/records.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

class ProfileStore {
public:
    // `schema_version` is the open file's, read at each call (an older file has no sport or grade).
    ProfileStore(Database& db, const int& schema_version) : db_(db), schema_version_(schema_version) {}

    Profile ensure_profile(std::string_view name, TimePoint now);
    std::optional<Profile> find_profile(std::string_view name);
    std::vector<Profile> profiles();
    // Sets the profile's sport and target grade (see Profile); throws StoreError for other words
    // or an unknown profile. Committed before it returns.
    void set_profile_sport(std::int64_t profile_id, std::string_view sport, std::string_view grade);

private:
    Database& db_;
    const int& schema_version_;
};

}  // namespace arbiter::store
