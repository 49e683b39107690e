#include "app/core/store/centre_sync_store.hpp"

#include "app/core/store/attempt_store.hpp"
#include "app/core/store/json_columns.hpp"

namespace arbiter::store {

void CentreSyncStore::require_centre_schema() const {
    if (schema_version_ < 5)
        throw StoreError(db_.file().string() + ": the training centre needs schema version 5 (this file is at " +
                         std::to_string(schema_version_) + ")");
}

std::string CentreSyncStore::store_id() {
    require_centre_schema();
    auto query = db_.prepare("SELECT store_id FROM store_identity WHERE id = 1");
    auto id = query.first_row([](const Statement& row) { return row.text(0); });
    if (!id) db_.fail("the store has no id");
    return *id;
}

void CentreSyncStore::set_centre_link(const CentreLink& link) {
    require_centre_schema();
    auto upsert = db_.prepare(
        "INSERT INTO centre_links(profile_id, conninfo, class_code, candidate_name, linked_at, last_sync_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, NULL) ON CONFLICT(profile_id) DO UPDATE SET conninfo = excluded.conninfo, "
        "class_code = excluded.class_code, candidate_name = excluded.candidate_name, linked_at = excluded.linked_at, "
        "last_sync_at = NULL");
    upsert.bind_all(link.profile_id, link.conninfo, link.class_code, link.candidate_name, to_unix_ms(link.linked_at))
        .run();
}

std::optional<CentreLink> CentreSyncStore::centre_link(std::int64_t profile_id) {
    if (schema_version_ < 5) return std::nullopt;
    auto query = db_.prepare(
        "SELECT conninfo, class_code, candidate_name, linked_at, last_sync_at FROM centre_links WHERE profile_id = ?1");
    query.bind(1, profile_id);
    return query.first_row([&](const Statement& row) {
        CentreLink link{profile_id, row.text(0), row.text(1), row.text(2), from_unix_ms(row.integer(3)), {}};
        if (auto at = row.optional_integer(4)) link.last_sync_at = from_unix_ms(*at);
        return link;
    });
}

void CentreSyncStore::note_centre_sync(std::int64_t profile_id, TimePoint when) {
    auto update = db_.prepare("UPDATE centre_links SET last_sync_at = ?2 WHERE profile_id = ?1");
    update.bind(1, profile_id).bind(2, to_unix_ms(when)).run();
}

std::vector<PendingAttempt> CentreSyncStore::pending_attempts(std::int64_t profile_id, int limit) {
    require_centre_schema();
    static const std::string sql =
        "SELECT a.id, a.profile_id, a.mode, a.exam_session_id, a.item_id, a.fingerprint, a.answer, a.score, a.parts, "
        "a.seconds, a.answered_at, coalesce(v.topics, '[]'), coalesce(v.articles, '[]') FROM attempts a "
        "LEFT JOIN item_versions v ON v.item_id = a.item_id AND v.fingerprint = a.fingerprint "
        "WHERE a.profile_id = ?1 AND NOT EXISTS (SELECT 1 FROM centre_pushed p WHERE p.kind = 'attempt' "
        "AND p.local_id = a.id) ORDER BY a.id LIMIT ?2";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id).bind(2, limit);
    return query.rows([](const Statement& row) {
        PendingAttempt p;
        p.attempt = attempt_from_row(row);
        p.topics = strings_from_json(row.text(11));
        p.articles = strings_from_json(row.text(12));
        return p;
    });
}

std::vector<ExamSessionRecord> CentreSyncStore::pending_exams(std::int64_t profile_id, int limit) {
    require_centre_schema();
    std::vector<std::int64_t> ids;
    {
        auto query = db_.prepare(
            "SELECT s.id FROM exam_sessions s WHERE s.profile_id = ?1 AND s.state = 'submitted' AND NOT EXISTS "
            "(SELECT 1 FROM centre_pushed p WHERE p.kind = 'exam' AND p.local_id = s.id) ORDER BY s.id LIMIT ?2");
        query.bind(1, profile_id).bind(2, limit);
        ids = query.rows([](const Statement& row) { return row.integer(0); });
    }
    std::vector<ExamSessionRecord> out;
    for (auto id : ids)
        if (auto record = exams_.exam_session(id)) out.push_back(std::move(*record));
    return out;
}

std::vector<DrillResultRecord> CentreSyncStore::pending_drills(std::int64_t profile_id, int limit) {
    require_centre_schema();
    std::vector<DrillResultRecord> out;
    for (auto& r : drills_.drill_results(profile_id)) {
        if (static_cast<int>(out.size()) >= limit) break;
        auto pushed = db_.prepare("SELECT 1 FROM centre_pushed WHERE kind = 'drill' AND local_id = ?1");
        pushed.bind(1, r.id);
        if (!pushed.step()) out.push_back(std::move(r));
    }
    return out;
}

PendingCounts CentreSyncStore::pending_counts(std::int64_t profile_id) {
    require_centre_schema();
    auto query = db_.prepare(
        "SELECT (SELECT count(*) FROM attempts a WHERE a.profile_id = ?1 AND NOT EXISTS (SELECT 1 FROM centre_pushed p "
        "WHERE p.kind = 'attempt' AND p.local_id = a.id)), "
        "(SELECT count(*) FROM exam_sessions s WHERE s.profile_id = ?1 AND s.state = 'submitted' AND NOT EXISTS "
        "(SELECT 1 FROM centre_pushed p WHERE p.kind = 'exam' AND p.local_id = s.id)), "
        "(SELECT count(*) FROM drill_results d WHERE d.profile_id = ?1 AND NOT EXISTS (SELECT 1 FROM centre_pushed p "
        "WHERE p.kind = 'drill' AND p.local_id = d.id))");
    query.bind(1, profile_id);
    // One row always (three counts).
    return query
        .first_row([](const Statement& row) {
            return PendingCounts{static_cast<int>(row.integer(0)), static_cast<int>(row.integer(1)),
                                 static_cast<int>(row.integer(2))};
        })
        .value_or(PendingCounts{});
}

void CentreSyncStore::mark_pushed(PushKind kind, const std::vector<std::int64_t>& local_ids, TimePoint when) {
    require_centre_schema();
    Transaction transaction(db_);
    auto insert = db_.prepare("INSERT OR IGNORE INTO centre_pushed(kind, local_id, pushed_at) VALUES (?1, ?2, ?3)");
    for (auto id : local_ids) insert.bind(1, to_string(kind)).bind(2, id).bind(3, to_unix_ms(when)).run();
    transaction.commit();
}

}  // namespace arbiter::store
