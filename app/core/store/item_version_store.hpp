// The store's content versions: what each (item id, fingerprint) was about when it was first
// seen, so statistics group an old answer by the topics of the version answered. Part of
// TrainingStore (training_store.hpp), which owns the database it works on.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "app/core/store/records.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

class ItemVersionStore {
public:
    explicit ItemVersionStore(Database& db) : db_(db) {}

    void remember_items(const std::vector<TrainingItem>& items, TimePoint now);
    std::optional<TrainingItem> item_version(std::string_view item_id, std::string_view fingerprint);

private:
    Database& db_;
};

}  // namespace arbiter::store
