#include "app/core/store/class_schedule.hpp"

#include <limits>

namespace arbiter::store {

void replace_class_schedule(TrainingStore& store, std::int64_t profile_id, const std::vector<ScheduledExam>& exams,
                            TimePoint pulled_at) {
    Database& db = store.database();
    if (store.schema_version() < 6)
        throw StoreError(db.file().string() + ": a class's schedule needs schema version 6 (this file is at " +
                         std::to_string(store.schema_version()) + ")");
    Transaction transaction(db);
    db.prepare("DELETE FROM class_schedule WHERE profile_id = ?1").bind(1, profile_id).run();
    for (const auto& e : exams) {
        // SQLite's integers are signed: a seed above INT64_MAX cannot be kept (the server's column
        // is a bigint >= 0, so none comes from there).
        if (e.seed > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            throw StoreError(db.file().string() + ": scheduled exam " + std::to_string(e.server_id) +
                             " has a seed out of range");
        db.prepare("INSERT INTO class_schedule(profile_id, server_id, class_code, blueprint_id, seed, opens_at, "
                   "closes_at, scheduled_by, pulled_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)")
            .bind(1, profile_id)
            .bind(2, e.server_id)
            .bind(3, e.class_code)
            .bind(4, e.blueprint_id)
            .bind(5, static_cast<std::int64_t>(e.seed))
            .bind(6, to_unix_ms(e.opens_at))
            .bind(7, to_unix_ms(e.closes_at))
            .bind(8, e.scheduled_by)
            .bind(9, to_unix_ms(pulled_at))
            .run();
    }
    transaction.commit();
}

std::vector<ScheduledExam> class_schedule(TrainingStore& store, std::int64_t profile_id) {
    if (store.schema_version() < 6) return {};
    auto query = store.database().prepare(
        "SELECT server_id, class_code, blueprint_id, seed, opens_at, closes_at, scheduled_by FROM class_schedule "
        "WHERE profile_id = ?1 ORDER BY opens_at, server_id");
    query.bind(1, profile_id);
    return query.rows([](const Statement& row) {
        return ScheduledExam{row.integer(0), row.text(1), row.text(2), static_cast<std::uint64_t>(row.integer(3)),
                             from_unix_ms(row.integer(4)), from_unix_ms(row.integer(5)), row.text(6)};
    });
}

void record_scheduled_sitting(TrainingStore& store, std::int64_t session_id, std::int64_t server_id) {
    Database& db = store.database();
    if (store.schema_version() < 7)
        throw StoreError(db.file().string() + ": a scheduled exam's sitting needs schema version 7 (this file is at " +
                         std::to_string(store.schema_version()) + ")");
    db.prepare("INSERT OR REPLACE INTO scheduled_sittings(exam_session_id, server_id) VALUES (?1, ?2)")
        .bind(1, session_id)
        .bind(2, server_id)
        .run();
}

std::optional<std::int64_t> scheduled_sitting(TrainingStore& store, std::int64_t session_id) {
    if (store.schema_version() < 7) return std::nullopt;
    auto query = store.database().prepare("SELECT server_id FROM scheduled_sittings WHERE exam_session_id = ?1");
    query.bind(1, session_id);
    return query.first_row([](const Statement& row) { return row.integer(0); });
}

}  // namespace arbiter::store
