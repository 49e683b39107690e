// The store's schema as an ordered list of migrations. Version N is reached by applying
// migrations 1..N in order, each in its own transaction, after a backup of the file.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace arbiter::store {

struct Migration {
    int version;           // the schema version after this migration
    std::string_view sql;  // fixed DDL; never contains values from outside
};

// PRAGMA application_id of every Arbiter Trainer database ('ARBT'): tells our files from others.
inline constexpr std::int32_t kApplicationId = 0x41524254;

const std::vector<Migration>& migrations();
int current_schema_version();

}  // namespace arbiter::store
