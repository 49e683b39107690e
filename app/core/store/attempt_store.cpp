#include "app/core/store/attempt_store.hpp"

#include <string>

#include "app/core/store/json_columns.hpp"

namespace arbiter::store {

namespace {
constexpr std::string_view kAttemptColumns =
    "SELECT id, profile_id, mode, exam_session_id, item_id, fingerprint, answer, score, parts, seconds, answered_at "
    "FROM attempts ";
}  // namespace

Attempt attempt_from_row(const Statement& query) {
    Attempt a;
    a.id = query.integer(0);
    a.profile_id = query.integer(1);
    a.mode = attempt_mode_from_string(query.text(2));
    a.exam_session_id = query.optional_integer(3);
    a.answer.item_id = query.text(4);
    a.answer.fingerprint = query.text(5);
    a.answer.answer_json = query.text(6);
    a.answer.score = query.real(7);
    a.answer.parts_json = query.text(8);
    a.answer.seconds = query.real(9);
    a.answer.answered_at = from_unix_ms(query.integer(10));
    return a;
}

std::int64_t AttemptStore::record_attempt(std::int64_t profile_id, AttemptMode mode, const GradedAnswer& answer,
                                          const ReviewUpdate* review) {
    require_json(answer.answer_json, "the answer");
    require_json(answer.parts_json, "the per-part results");
    if (!(answer.score >= 0.0 && answer.score <= 1.0)) throw StoreError("a score must lie between 0 and 1");
    Transaction transaction(db_);
    auto insert = db_.prepare(
        "INSERT INTO attempts(profile_id, mode, item_id, fingerprint, answer, score, parts, seconds, answered_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    insert.bind_all(profile_id, to_string(mode), answer.item_id, answer.fingerprint, answer.answer_json, answer.score,
                answer.parts_json, answer.seconds, to_unix_ms(answer.answered_at))
        .run();
    std::int64_t attempt_id = db_.last_insert_id();
    if (review) reviews_.save_review(profile_id, attempt_id, *review);
    transaction.commit();
    return attempt_id;
}

std::vector<Attempt> AttemptStore::attempts(std::int64_t profile_id) {
    static const std::string sql = std::string(kAttemptColumns) + "WHERE profile_id = ?1 ORDER BY answered_at, id";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id);
    return query.rows(attempt_from_row);
}

std::vector<Attempt> AttemptStore::attempts_for_item(std::int64_t profile_id, std::string_view item_id) {
    static const std::string sql =
        std::string(kAttemptColumns) + "WHERE profile_id = ?1 AND item_id = ?2 ORDER BY answered_at, id";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id).bind(2, item_id);
    return query.rows(attempt_from_row);
}

}  // namespace arbiter::store
