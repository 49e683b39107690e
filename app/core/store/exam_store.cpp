#include "app/core/store/exam_store.hpp"

#include <string>

#include "app/core/store/json_columns.hpp"

namespace arbiter::store {

std::int64_t ExamStore::create_exam_session(const ExamSessionRecord& r) {
    require_json(r.blueprint_json, "the exam blueprint");
    Transaction transaction(db_);
    auto insert = db_.prepare(
        "INSERT INTO exam_sessions(profile_id, blueprint_id, blueprint, seed, time_limit_ms, remaining_ms, "
        "current_position, state, started_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'running', ?8, ?8)");
    insert.bind_all(r.profile_id, r.blueprint_id, r.blueprint_json, static_cast<std::int64_t>(r.seed),
                r.time_limit_ms, r.remaining_ms, r.current_position, to_unix_ms(r.started_at))
        .run();
    std::int64_t id = db_.last_insert_id();
    auto item = db_.prepare(
        "INSERT INTO exam_items(session_id, position, item_id, fingerprint, topic) VALUES (?1, ?2, ?3, ?4, ?5)");
    for (const auto& it : r.items)
        item.bind_all(id, it.position, it.item_id, it.fingerprint, it.topic).run();
    transaction.commit();
    return id;
}

namespace {
constexpr std::string_view kSessionColumns =
    "SELECT id, profile_id, blueprint_id, blueprint, seed, time_limit_ms, remaining_ms, current_position, state, "
    "started_at, updated_at, submitted_at FROM exam_sessions ";

ExamSessionRecord read_session(const Statement& q) {
    ExamSessionRecord r;
    r.id = q.integer(0);
    r.profile_id = q.integer(1);
    r.blueprint_id = q.text(2);
    r.blueprint_json = q.text(3);
    r.seed = static_cast<std::uint64_t>(q.integer(4));
    r.time_limit_ms = q.integer(5);
    r.remaining_ms = q.integer(6);
    r.current_position = static_cast<int>(q.integer(7));
    r.state = exam_state_from_string(q.text(8));
    r.started_at = from_unix_ms(q.integer(9));
    r.updated_at = from_unix_ms(q.integer(10));
    if (auto s = q.optional_integer(11)) r.submitted_at = from_unix_ms(*s);
    return r;
}

ExamItemRecord read_item(const Statement& items) {
    ExamItemRecord it;
    it.position = static_cast<int>(items.integer(0));
    it.item_id = items.text(1);
    it.fingerprint = items.text(2);
    it.topic = items.text(3);
    it.answer_json = items.optional_text(4);
    it.score = items.optional_real(5);
    it.parts_json = items.optional_text(6);
    it.flagged = items.integer(7) != 0;
    it.time_spent_ms = items.integer(8);
    if (auto at = items.optional_integer(9)) it.answered_at = from_unix_ms(*at);
    return it;
}
}  // namespace

std::optional<ExamSessionRecord> ExamStore::exam_session(std::int64_t session_id) {
    static const std::string sql = std::string(kSessionColumns) + "WHERE id = ?1";
    std::optional<ExamSessionRecord> record;
    {
        auto query = db_.prepare(sql);
        query.bind(1, session_id);
        record = query.first_row(read_session);
        if (!record) return std::nullopt;
    }
    auto items = db_.prepare(
        "SELECT position, item_id, fingerprint, topic, answer, score, parts, flagged, time_spent_ms, answered_at "
        "FROM exam_items WHERE session_id = ?1 ORDER BY position");
    items.bind(1, session_id);
    record->items = items.rows(read_item);
    return record;
}

std::optional<std::int64_t> ExamStore::running_exam_session(std::int64_t profile_id) {
    auto query = db_.prepare(
        "SELECT id FROM exam_sessions WHERE profile_id = ?1 AND state = 'running' ORDER BY started_at DESC, id DESC");
    query.bind(1, profile_id);
    return query.first_row([](const Statement& row) { return row.integer(0); });
}

std::vector<ExamSessionRecord> ExamStore::exam_sessions(std::int64_t profile_id) {
    static const std::string sql = std::string(kSessionColumns) + "WHERE profile_id = ?1 ORDER BY started_at, id";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id);
    return query.rows(read_session);
}

namespace {
// The part shared by every exam commit: the session row and the items' time counters.
void save_progress(Database& db, std::int64_t session_id, const ExamProgress& progress) {
    auto update = db.prepare(
        "UPDATE exam_sessions SET remaining_ms = ?2, updated_at = ?3, current_position = ?4 "
        "WHERE id = ?1 AND state = 'running'");
    update.bind_all(session_id, progress.remaining_ms, to_unix_ms(progress.now), progress.current_position).run();
    if (db.changes() != 1)
        throw StoreError(db.file().string() + ": exam session " + std::to_string(session_id) +
                         " is not running (already submitted or missing)");
    auto time = db.prepare("UPDATE exam_items SET time_spent_ms = ?3 WHERE session_id = ?1 AND position = ?2");
    for (const auto& [position, ms] : progress.time_spent) time.bind(1, session_id).bind(2, position).bind(3, ms).run();
}
}  // namespace

void ExamStore::save_exam_answer(std::int64_t session_id, const ExamItemRecord& item, const ExamProgress& progress) {
    if (item.answer_json) require_json(*item.answer_json, "the answer");
    if (item.parts_json) require_json(*item.parts_json, "the per-part results");
    Transaction transaction(db_);
    save_progress(db_, session_id, progress);
    auto update = db_.prepare(
        "UPDATE exam_items SET answer = ?3, score = ?4, parts = ?5, answered_at = ?6 "
        "WHERE session_id = ?1 AND position = ?2");
    update.bind_all(session_id, item.position, item.answer_json, item.score, item.parts_json,
                item.answered_at ? std::optional<std::int64_t>(to_unix_ms(*item.answered_at)) : std::nullopt)
        .run();
    if (db_.changes() != 1) db_.fail("no such exam item");
    transaction.commit();
}

void ExamStore::save_exam_flag(std::int64_t session_id, int position, bool flagged, const ExamProgress& progress) {
    Transaction transaction(db_);
    save_progress(db_, session_id, progress);
    auto update = db_.prepare("UPDATE exam_items SET flagged = ?3 WHERE session_id = ?1 AND position = ?2");
    update.bind(1, session_id).bind(2, position).bind(3, flagged ? 1 : 0).run();
    if (db_.changes() != 1) db_.fail("no such exam item");
    transaction.commit();
}

void ExamStore::save_exam_progress(std::int64_t session_id, const ExamProgress& progress) {
    Transaction transaction(db_);
    save_progress(db_, session_id, progress);
    transaction.commit();
}

void ExamStore::submit_exam_session(std::int64_t session_id, const ExamProgress& progress) {
    Transaction transaction(db_);
    save_progress(db_, session_id, progress);
    auto close = db_.prepare("UPDATE exam_sessions SET state = 'submitted', submitted_at = ?2 WHERE id = ?1");
    close.bind(1, session_id).bind(2, to_unix_ms(progress.now)).run();
    // The exam's answers become attempts (with their time) so statistics and review see them.
    auto copy = db_.prepare(
        "INSERT INTO attempts(profile_id, mode, exam_session_id, item_id, fingerprint, answer, score, parts, seconds, "
        "answered_at) SELECT s.profile_id, 'exam', s.id, i.item_id, i.fingerprint, i.answer, i.score, "
        "coalesce(i.parts, '{}'), i.time_spent_ms / 1000.0, i.answered_at FROM exam_items i JOIN exam_sessions s "
        "ON s.id = i.session_id WHERE i.session_id = ?1 AND i.answer IS NOT NULL ORDER BY i.position");
    copy.bind(1, session_id).run();
    transaction.commit();
}

}  // namespace arbiter::store
