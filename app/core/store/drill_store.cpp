#include "app/core/store/drill_store.hpp"

#include <string>

#include "app/core/store/json_columns.hpp"

namespace arbiter::store {

std::int64_t DrillStore::record_drill_result(std::int64_t profile_id, const DrillResultRecord& r) {
    if (r.drill_kind != "countout" && r.drill_kind != "intervention" && r.drill_kind != "pairing")
        throw StoreError("a drill result needs drill_kind 'countout', 'intervention' or 'pairing', not '" + r.drill_kind + "'");
    if (!(r.score >= 0.0 && r.score <= 1.0)) throw StoreError("a score must lie between 0 and 1");
    require_json(r.detail_json, "the drill's detail");
    Transaction transaction(db_);
    auto insert = db_.prepare(
        "INSERT INTO drill_results(profile_id, drill_kind, item_id, taken_at, score, hits, misses, false_alarms, "
        "mean_reaction_ms, mean_abs_error_ms, final_call_right, detail_json) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
    insert.bind_all(profile_id, r.drill_kind, r.item_id, to_unix_ms(r.taken_at), r.score, r.hits, r.misses,
                r.false_alarms, r.mean_reaction_ms, r.mean_abs_error_ms,
                r.final_call_right ? std::optional<int>(*r.final_call_right ? 1 : 0) : std::nullopt, r.detail_json)
        .run();
    const std::int64_t id = db_.last_insert_id();
    transaction.commit();
    return id;
}

namespace {
DrillResultRecord read_drill(const Statement& query) {
    DrillResultRecord r;
    r.id = query.integer(0);
    r.profile_id = query.integer(1);
    r.drill_kind = query.text(2);
    r.item_id = query.text(3);
    r.taken_at = from_unix_ms(query.integer(4));
    r.score = query.real(5);
    r.hits = static_cast<int>(query.integer(6));
    r.misses = static_cast<int>(query.integer(7));
    r.false_alarms = static_cast<int>(query.integer(8));
    r.mean_reaction_ms = query.optional_real(9);
    r.mean_abs_error_ms = query.optional_real(10);
    if (auto right = query.optional_integer(11)) r.final_call_right = *right != 0;
    r.detail_json = query.text(12);
    return r;
}
}  // namespace

std::vector<DrillResultRecord> DrillStore::drill_results(std::int64_t profile_id) {
    auto query = db_.prepare(
        "SELECT id, profile_id, drill_kind, item_id, taken_at, score, hits, misses, false_alarms, mean_reaction_ms, "
        "mean_abs_error_ms, final_call_right, detail_json FROM drill_results WHERE profile_id = ?1 "
        "ORDER BY taken_at, id");
    query.bind(1, profile_id);
    return query.rows(read_drill);
}

}  // namespace arbiter::store
