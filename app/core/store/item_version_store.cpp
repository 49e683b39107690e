#include "app/core/store/item_version_store.hpp"

#include <string>

#include "app/core/store/json_columns.hpp"

namespace arbiter::store {

void ItemVersionStore::remember_items(const std::vector<TrainingItem>& items, TimePoint now) {
    Transaction transaction(db_);
    auto insert = db_.prepare(
        "INSERT OR IGNORE INTO item_versions(item_id, fingerprint, kind, topics, levels, articles, first_seen_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    for (const auto& item : items) {
        insert.bind_all(item.id, item.fingerprint, to_string(item.kind), strings_to_json(item.topics),
                    strings_to_json(item.levels), strings_to_json(item.articles), to_unix_ms(now))
            .run();
    }
    transaction.commit();
}

std::optional<TrainingItem> ItemVersionStore::item_version(std::string_view item_id, std::string_view fingerprint) {
    auto query = db_.prepare(
        "SELECT kind, topics, levels, articles FROM item_versions WHERE item_id = ?1 AND fingerprint = ?2");
    query.bind(1, item_id).bind(2, fingerprint);
    return query.first_row([&](const Statement& row) {
        return TrainingItem{std::string(item_id), item_kind_from_string(row.text(0)), std::string(fingerprint),
                            strings_from_json(row.text(1)), strings_from_json(row.text(2)),
                            strings_from_json(row.text(3)), {}};
    });
}

}  // namespace arbiter::store
