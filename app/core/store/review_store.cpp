#include "app/core/store/review_store.hpp"

#include <string>

namespace arbiter::store {

namespace {
constexpr std::string_view kCardColumns =
    "SELECT item_id, fingerprint, state, step, stability, difficulty, due_at, last_review_at, reps, lapses "
    "FROM review_cards ";

ReviewCardRecord read_card(const Statement& q) {
    ReviewCardRecord c;
    c.item_id = q.text(0);
    c.fingerprint = q.text(1);
    c.state = static_cast<int>(q.integer(2));
    if (auto step = q.optional_integer(3)) c.step = static_cast<int>(*step);
    c.stability = q.optional_real(4);
    c.difficulty = q.optional_real(5);
    c.due = from_unix_ms(q.integer(6));
    if (auto last = q.optional_integer(7)) c.last_review = from_unix_ms(*last);
    c.reps = static_cast<int>(q.integer(8));
    c.lapses = static_cast<int>(q.integer(9));
    return c;
}

ReviewLogRecord read_log(const Statement& q) {
    return ReviewLogRecord{q.text(0), static_cast<int>(q.integer(1)), static_cast<int>(q.integer(2)),
                           q.optional_real(3), q.real(4), from_unix_ms(q.integer(5))};
}
}  // namespace

std::optional<ReviewCardRecord> ReviewStore::review_card(std::int64_t profile_id, std::string_view item_id) {
    static const std::string sql = std::string(kCardColumns) + "WHERE profile_id = ?1 AND item_id = ?2";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id).bind(2, item_id);
    return query.first_row(read_card);
}

std::vector<ReviewCardRecord> ReviewStore::review_cards(std::int64_t profile_id) {
    static const std::string sql = std::string(kCardColumns) + "WHERE profile_id = ?1 ORDER BY due_at, item_id";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id);
    return query.rows(read_card);
}

std::vector<ReviewLogRecord> ReviewStore::review_log(std::int64_t profile_id) {
    auto query = db_.prepare(
        "SELECT item_id, rating, state_before, retrievability, elapsed_days, reviewed_at FROM review_log "
        "WHERE profile_id = ?1 ORDER BY reviewed_at, id");
    query.bind(1, profile_id);
    return query.rows(read_log);
}

void ReviewStore::save_review(std::int64_t profile_id, std::int64_t attempt_id, const ReviewUpdate& review) {
    const auto& c = review.card;
    auto upsert = db_.prepare(
        "INSERT INTO review_cards(profile_id, item_id, fingerprint, state, step, stability, difficulty, due_at, "
        "last_review_at, reps, lapses) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) "
        "ON CONFLICT(profile_id, item_id) DO UPDATE SET fingerprint = excluded.fingerprint, state = excluded.state, "
        "step = excluded.step, stability = excluded.stability, difficulty = excluded.difficulty, "
        "due_at = excluded.due_at, last_review_at = excluded.last_review_at, reps = excluded.reps, "
        "lapses = excluded.lapses");
    upsert.bind_all(profile_id, c.item_id, c.fingerprint, c.state, c.step, c.stability, c.difficulty,
                to_unix_ms(c.due),
                c.last_review ? std::optional<std::int64_t>(to_unix_ms(*c.last_review)) : std::nullopt, c.reps,
                c.lapses)
        .run();
    const auto& l = review.log;
    auto log = db_.prepare(
        "INSERT INTO review_log(profile_id, attempt_id, item_id, rating, state_before, retrievability, "
        "elapsed_days, reviewed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    log.bind_all(profile_id, attempt_id, l.item_id, l.rating, l.state_before, l.retrievability, l.elapsed_days,
                to_unix_ms(l.reviewed_at))
        .run();
}

}  // namespace arbiter::store
