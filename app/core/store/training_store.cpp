#include "app/core/store/training_store.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <fstream>

#include "app/core/json.hpp"
#include "app/core/store/schema.hpp"

namespace arbiter::store {

namespace fs = std::filesystem;

const char* to_string(ItemKind kind) { return kind == ItemKind::scenario ? "scenario" : "question"; }
ItemKind item_kind_from_string(const std::string& text) {
    return text == "scenario" ? ItemKind::scenario : ItemKind::question;
}
const char* to_string(AttemptMode mode) {
    switch (mode) {
    case AttemptMode::practice: return "practice";
    case AttemptMode::review: return "review";
    case AttemptMode::exam: return "exam";
    }
    return "practice";
}
AttemptMode attempt_mode_from_string(const std::string& text) {
    if (text == "review") return AttemptMode::review;
    if (text == "exam") return AttemptMode::exam;
    return AttemptMode::practice;
}
const char* to_string(ExamState state) { return state == ExamState::submitted ? "submitted" : "running"; }
const char* to_string(PushKind kind) {
    switch (kind) {
    case PushKind::attempt: return "attempt";
    case PushKind::exam: return "exam";
    case PushKind::drill: return "drill";
    }
    return "attempt";
}
ExamState exam_state_from_string(const std::string& text) {
    return text == "submitted" ? ExamState::submitted : ExamState::running;
}

namespace {

const std::string kLeftAlone = " The file was left untouched; move it away or choose another file with --db.";

// Looks at the raw bytes before SQLite touches the file. Returns whether the file has content.
bool inspect_file(const fs::path& file) {
    std::error_code ec;
    if (!fs::exists(file, ec)) {
        if (file.has_parent_path()) fs::create_directories(file.parent_path(), ec);
        return false;
    }
    if (fs::is_directory(file, ec)) throw StoreError(file.string() + ": is a folder, not a database file.");
    if (fs::file_size(file, ec) == 0) return false;
    std::ifstream in(file, std::ios::binary);
    if (!in) throw StoreError(file.string() + ": cannot be read (check its permissions)." + kLeftAlone);
    std::array<char, 16> header{};
    in.read(header.data(), header.size());
    static constexpr char kMagic[16] = {'S', 'Q', 'L', 'i', 't', 'e', ' ', 'f', 'o', 'r', 'm', 'a', 't', ' ', '3', '\0'};
    if (in.gcount() < 16 || !std::equal(header.begin(), header.end(), kMagic))
        throw StoreError(file.string() + ": is not an Arbiter Trainer database (not an SQLite file at all)." + kLeftAlone);
    return true;
}

std::string strings_to_json(const std::vector<std::string>& values) {
    json::Value array = json::array();
    for (const auto& v : values) array.push(v);
    return array.dump();
}

std::vector<std::string> strings_from_json(const std::string& text) {
    std::vector<std::string> out;
    const json::Value parsed = json::parse(text);  // kept alive: the loop refers into it
    for (const auto& v : parsed.as_array()) out.push_back(v.as_string());
    return out;
}

// Answers and per-part results are JSON text; refuse anything else before it reaches the file.
void require_json(const std::string& text, const char* what) {
    try {
        json::parse(text);
    } catch (const json::ParseError& error) {
        throw StoreError(std::string(what) + " is not valid JSON: " + error.what());
    }
}

fs::path free_backup_name(const fs::path& file, int version) {
    // "trainer.db.schema-v1.bak", then "...bak.2", "...bak.3" if an older backup is in the way.
    std::string base = file.string();
    base.append(".schema-v").append(std::to_string(version)).append(".bak");
    std::string candidate = base;
    for (int n = 2; fs::exists(candidate); ++n) {
        candidate = base;
        candidate.append(".").append(std::to_string(n));
    }
    return candidate;
}

}  // namespace

TrainingStore::TrainingStore(const fs::path& file, OpenOptions options)
    : existed_(inspect_file(file)), db_(file, true) {
    if (existed_) check_existing_database();
    int target = options.schema_version > 0 ? options.schema_version : current_schema_version();
    // Only now, with the file known to be ours (or new), do we change anything.
    db_.exec("PRAGMA journal_mode = WAL");
    db_.exec("PRAGMA synchronous = FULL");
    db_.exec("PRAGMA foreign_keys = ON");
    migrate(target);
}

void TrainingStore::check_existing_database() {
    const std::string name = db_.file().string();
    std::int64_t application_id = 0, tables = 0;
    try {
        auto id = db_.prepare("PRAGMA application_id");
        id.step();
        application_id = id.integer(0);
        auto version = db_.prepare("PRAGMA user_version");
        version.step();
        schema_version_ = static_cast<int>(version.integer(0));
        auto count = db_.prepare("SELECT count(*) FROM sqlite_schema");
        count.step();
        tables = count.integer(0);
    } catch (const StoreError& error) {
        throw StoreError(name + ": is damaged and cannot be read (" + error.what() + ")." + kLeftAlone);
    }
    if (application_id != kApplicationId && (tables > 0 || schema_version_ != 0))
        throw StoreError(name + ": is an SQLite database of another program, not an Arbiter Trainer database." +
                         kLeftAlone);
    if (schema_version_ > current_schema_version())
        throw StoreError(name + ": was written by a newer Arbiter Trainer (schema version " +
                         std::to_string(schema_version_) + "; this program knows up to version " +
                         std::to_string(current_schema_version()) + "). Update the program." + kLeftAlone);
    std::string verdict;
    try {
        auto check = db_.prepare("PRAGMA quick_check(1)");
        if (check.step()) verdict = check.text(0);
    } catch (const StoreError& error) {
        verdict = error.what();
    }
    if (verdict != "ok") throw StoreError(name + ": is damaged (" + verdict + ")." + kLeftAlone);
}

void TrainingStore::migrate(int target_version) {
    if (schema_version_ >= target_version) return;
    if (existed_ && schema_version_ > 0) {
        // A copy of the old file first, so a failed or regretted migration loses nothing.
        fs::path backup = free_backup_name(db_.file(), schema_version_);
        auto vacuum = db_.prepare("VACUUM INTO ?1");
        vacuum.bind(1, backup.string()).run();
        backup_ = backup;
    }
    for (const auto& migration : migrations()) {
        if (migration.version <= schema_version_ || migration.version > target_version) continue;
        Transaction transaction(db_);
        db_.exec(migration.sql);
        // PRAGMA takes no bound parameters; the values are our own constants.
        db_.exec("PRAGMA application_id = " + std::to_string(kApplicationId));
        db_.exec("PRAGMA user_version = " + std::to_string(migration.version));
        transaction.commit();
        schema_version_ = migration.version;
    }
}

// ---------------------------------------------------------------- profiles

Profile TrainingStore::ensure_profile(std::string_view name, TimePoint now) {
    if (auto existing = find_profile(name)) return *existing;
    auto insert = db_.prepare("INSERT INTO profiles(name, created_at) VALUES (?1, ?2)");
    insert.bind(1, name).bind(2, to_unix_ms(now)).run();
    return Profile{db_.last_insert_id(), std::string(name), now, "", ""};
}

namespace {
// The columns of a profile; a store opened at an older schema (tests build old files) has no sport
// or grade yet and reads them as empty.
std::string profile_columns(int schema_version) {
    return schema_version >= 4 ? "id, name, created_at, sport, grade" : "id, name, created_at, '', ''";
}
}  // namespace

std::optional<Profile> TrainingStore::find_profile(std::string_view name) {
    auto query = db_.prepare("SELECT " + profile_columns(schema_version_) + " FROM profiles WHERE name = ?1");
    query.bind(1, name);
    if (!query.step()) return std::nullopt;
    return Profile{query.integer(0), query.text(1), from_unix_ms(query.integer(2)), query.text(3), query.text(4)};
}

std::vector<Profile> TrainingStore::profiles() {
    std::vector<Profile> out;
    auto query = db_.prepare("SELECT " + profile_columns(schema_version_) + " FROM profiles ORDER BY id");
    while (query.step())
        out.push_back(Profile{query.integer(0), query.text(1), from_unix_ms(query.integer(2)), query.text(3),
                              query.text(4)});
    return out;
}

void TrainingStore::set_profile_sport(std::int64_t profile_id, std::string_view sport, std::string_view grade) {
    // Checked here too, not only by the table's CHECK, so the message says what is allowed.
    static constexpr std::string_view kSports[] = {"", "go", "chess", "both"};
    static constexpr std::string_view kGrades[] = {"", "cn-3", "cn-2", "cn-1", "cn-national", "fide-fa", "fide-ia"};
    if (std::find(std::begin(kSports), std::end(kSports), sport) == std::end(kSports))
        throw StoreError("unknown sport '" + std::string(sport) + "' (go, chess or both)");
    if (std::find(std::begin(kGrades), std::end(kGrades), grade) == std::end(kGrades))
        throw StoreError("unknown grade '" + std::string(grade) +
                         "' (cn-3, cn-2, cn-1, cn-national, fide-fa or fide-ia)");
    auto update = db_.prepare("UPDATE profiles SET sport = ?2, grade = ?3 WHERE id = ?1");
    update.bind(1, profile_id).bind(2, sport).bind(3, grade).run();
    if (db_.changes() == 0) throw StoreError("no profile with id " + std::to_string(profile_id));
}

// ---------------------------------------------------------------- content versions

void TrainingStore::remember_items(const std::vector<TrainingItem>& items, TimePoint now) {
    Transaction transaction(db_);
    auto insert = db_.prepare(
        "INSERT OR IGNORE INTO item_versions(item_id, fingerprint, kind, topics, levels, articles, first_seen_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    for (const auto& item : items) {
        insert.bind(1, item.id)
            .bind(2, item.fingerprint)
            .bind(3, to_string(item.kind))
            .bind(4, strings_to_json(item.topics))
            .bind(5, strings_to_json(item.levels))
            .bind(6, strings_to_json(item.articles))
            .bind(7, to_unix_ms(now))
            .run();
    }
    transaction.commit();
}

std::optional<TrainingItem> TrainingStore::item_version(std::string_view item_id, std::string_view fingerprint) {
    auto query = db_.prepare(
        "SELECT kind, topics, levels, articles FROM item_versions WHERE item_id = ?1 AND fingerprint = ?2");
    query.bind(1, item_id).bind(2, fingerprint);
    if (!query.step()) return std::nullopt;
    TrainingItem item{std::string(item_id), item_kind_from_string(query.text(0)), std::string(fingerprint),
                      strings_from_json(query.text(1)), strings_from_json(query.text(2)),
                      strings_from_json(query.text(3)), {}};
    while (query.step()) {
    }
    return item;
}

// ---------------------------------------------------------------- attempts

std::int64_t TrainingStore::record_attempt(std::int64_t profile_id, AttemptMode mode, const GradedAnswer& answer,
                                           const ReviewUpdate* review) {
    require_json(answer.answer_json, "the answer");
    require_json(answer.parts_json, "the per-part results");
    if (!(answer.score >= 0.0 && answer.score <= 1.0)) throw StoreError("a score must lie between 0 and 1");
    Transaction transaction(db_);
    auto insert = db_.prepare(
        "INSERT INTO attempts(profile_id, mode, item_id, fingerprint, answer, score, parts, seconds, answered_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    insert.bind(1, profile_id)
        .bind(2, to_string(mode))
        .bind(3, answer.item_id)
        .bind(4, answer.fingerprint)
        .bind(5, answer.answer_json)
        .bind(6, answer.score)
        .bind(7, answer.parts_json)
        .bind(8, answer.seconds)
        .bind(9, to_unix_ms(answer.answered_at))
        .run();
    std::int64_t attempt_id = db_.last_insert_id();
    if (review) {
        const auto& c = review->card;
        auto upsert = db_.prepare(
            "INSERT INTO review_cards(profile_id, item_id, fingerprint, state, step, stability, difficulty, due_at, "
            "last_review_at, reps, lapses) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) "
            "ON CONFLICT(profile_id, item_id) DO UPDATE SET fingerprint = excluded.fingerprint, state = excluded.state, "
            "step = excluded.step, stability = excluded.stability, difficulty = excluded.difficulty, "
            "due_at = excluded.due_at, last_review_at = excluded.last_review_at, reps = excluded.reps, "
            "lapses = excluded.lapses");
        upsert.bind(1, profile_id)
            .bind(2, c.item_id)
            .bind(3, c.fingerprint)
            .bind(4, c.state)
            .bind(5, c.step)
            .bind(6, c.stability)
            .bind(7, c.difficulty)
            .bind(8, to_unix_ms(c.due))
            .bind(9, c.last_review ? std::optional<std::int64_t>(to_unix_ms(*c.last_review)) : std::nullopt)
            .bind(10, c.reps)
            .bind(11, c.lapses)
            .run();
        const auto& l = review->log;
        auto log = db_.prepare(
            "INSERT INTO review_log(profile_id, attempt_id, item_id, rating, state_before, retrievability, "
            "elapsed_days, reviewed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
        log.bind(1, profile_id)
            .bind(2, attempt_id)
            .bind(3, l.item_id)
            .bind(4, l.rating)
            .bind(5, l.state_before)
            .bind(6, l.retrievability)
            .bind(7, l.elapsed_days)
            .bind(8, to_unix_ms(l.reviewed_at))
            .run();
    }
    transaction.commit();
    return attempt_id;
}

namespace {
constexpr std::string_view kAttemptColumns =
    "SELECT id, profile_id, mode, exam_session_id, item_id, fingerprint, answer, score, parts, seconds, answered_at "
    "FROM attempts ";

// The attempt in the current row, its columns in kAttemptColumns' order (the centre's pending
// reader selects the same eleven first).
Attempt attempt_from_row(Statement& query) {
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
}  // namespace

std::vector<Attempt> TrainingStore::read_attempts(Statement& query) {
    std::vector<Attempt> out;
    while (query.step()) out.push_back(attempt_from_row(query));
    return out;
}

std::vector<Attempt> TrainingStore::attempts(std::int64_t profile_id) {
    static const std::string sql = std::string(kAttemptColumns) + "WHERE profile_id = ?1 ORDER BY answered_at, id";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id);
    return read_attempts(query);
}

std::vector<Attempt> TrainingStore::attempts_for_item(std::int64_t profile_id, std::string_view item_id) {
    static const std::string sql =
        std::string(kAttemptColumns) + "WHERE profile_id = ?1 AND item_id = ?2 ORDER BY answered_at, id";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id).bind(2, item_id);
    return read_attempts(query);
}

// ---------------------------------------------------------------- spaced repetition

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
}  // namespace

std::optional<ReviewCardRecord> TrainingStore::review_card(std::int64_t profile_id, std::string_view item_id) {
    static const std::string sql = std::string(kCardColumns) + "WHERE profile_id = ?1 AND item_id = ?2";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id).bind(2, item_id);
    if (!query.step()) return std::nullopt;
    auto card = read_card(query);
    while (query.step()) {
    }
    return card;
}

std::vector<ReviewCardRecord> TrainingStore::review_cards(std::int64_t profile_id) {
    static const std::string sql = std::string(kCardColumns) + "WHERE profile_id = ?1 ORDER BY due_at, item_id";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id);
    std::vector<ReviewCardRecord> out;
    while (query.step()) out.push_back(read_card(query));
    return out;
}

std::vector<ReviewLogRecord> TrainingStore::review_log(std::int64_t profile_id) {
    auto query = db_.prepare(
        "SELECT item_id, rating, state_before, retrievability, elapsed_days, reviewed_at FROM review_log "
        "WHERE profile_id = ?1 ORDER BY reviewed_at, id");
    query.bind(1, profile_id);
    std::vector<ReviewLogRecord> out;
    while (query.step())
        out.push_back(ReviewLogRecord{query.text(0), static_cast<int>(query.integer(1)),
                                      static_cast<int>(query.integer(2)), query.optional_real(3), query.real(4),
                                      from_unix_ms(query.integer(5))});
    return out;
}

// ---------------------------------------------------------------- exam sessions

std::int64_t TrainingStore::create_exam_session(const ExamSessionRecord& r) {
    require_json(r.blueprint_json, "the exam blueprint");
    Transaction transaction(db_);
    auto insert = db_.prepare(
        "INSERT INTO exam_sessions(profile_id, blueprint_id, blueprint, seed, time_limit_ms, remaining_ms, "
        "current_position, state, started_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'running', ?8, ?8)");
    insert.bind(1, r.profile_id)
        .bind(2, r.blueprint_id)
        .bind(3, r.blueprint_json)
        .bind(4, static_cast<std::int64_t>(r.seed))
        .bind(5, r.time_limit_ms)
        .bind(6, r.remaining_ms)
        .bind(7, r.current_position)
        .bind(8, to_unix_ms(r.started_at))
        .run();
    std::int64_t id = db_.last_insert_id();
    auto item = db_.prepare(
        "INSERT INTO exam_items(session_id, position, item_id, fingerprint, topic) VALUES (?1, ?2, ?3, ?4, ?5)");
    for (const auto& it : r.items)
        item.bind(1, id).bind(2, it.position).bind(3, it.item_id).bind(4, it.fingerprint).bind(5, it.topic).run();
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
}  // namespace

std::optional<ExamSessionRecord> TrainingStore::exam_session(std::int64_t session_id) {
    static const std::string sql = std::string(kSessionColumns) + "WHERE id = ?1";
    std::optional<ExamSessionRecord> record;
    {
        auto query = db_.prepare(sql);
        query.bind(1, session_id);
        if (!query.step()) return std::nullopt;
        record = read_session(query);
        while (query.step()) {
        }
    }
    auto items = db_.prepare(
        "SELECT position, item_id, fingerprint, topic, answer, score, parts, flagged, time_spent_ms, answered_at "
        "FROM exam_items WHERE session_id = ?1 ORDER BY position");
    items.bind(1, session_id);
    while (items.step()) {
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
        record->items.push_back(std::move(it));
    }
    return record;
}

std::optional<std::int64_t> TrainingStore::running_exam_session(std::int64_t profile_id) {
    auto query = db_.prepare(
        "SELECT id FROM exam_sessions WHERE profile_id = ?1 AND state = 'running' ORDER BY started_at DESC, id DESC");
    query.bind(1, profile_id);
    if (!query.step()) return std::nullopt;
    std::int64_t id = query.integer(0);
    while (query.step()) {
    }
    return id;
}

std::vector<ExamSessionRecord> TrainingStore::exam_sessions(std::int64_t profile_id) {
    static const std::string sql = std::string(kSessionColumns) + "WHERE profile_id = ?1 ORDER BY started_at, id";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id);
    std::vector<ExamSessionRecord> out;
    while (query.step()) out.push_back(read_session(query));
    return out;
}

namespace {
// The part shared by every exam commit: the session row and the items' time counters.
void save_progress(Database& db, std::int64_t session_id, const ExamProgress& progress) {
    auto update = db.prepare(
        "UPDATE exam_sessions SET remaining_ms = ?2, updated_at = ?3, current_position = ?4 "
        "WHERE id = ?1 AND state = 'running'");
    update.bind(1, session_id)
        .bind(2, progress.remaining_ms)
        .bind(3, to_unix_ms(progress.now))
        .bind(4, progress.current_position)
        .run();
    if (db.changes() != 1)
        throw StoreError(db.file().string() + ": exam session " + std::to_string(session_id) +
                         " is not running (already submitted or missing)");
    auto time = db.prepare("UPDATE exam_items SET time_spent_ms = ?3 WHERE session_id = ?1 AND position = ?2");
    for (const auto& [position, ms] : progress.time_spent) time.bind(1, session_id).bind(2, position).bind(3, ms).run();
}
}  // namespace

void TrainingStore::save_exam_answer(std::int64_t session_id, const ExamItemRecord& item, const ExamProgress& progress) {
    if (item.answer_json) require_json(*item.answer_json, "the answer");
    if (item.parts_json) require_json(*item.parts_json, "the per-part results");
    Transaction transaction(db_);
    save_progress(db_, session_id, progress);
    auto update = db_.prepare(
        "UPDATE exam_items SET answer = ?3, score = ?4, parts = ?5, answered_at = ?6 "
        "WHERE session_id = ?1 AND position = ?2");
    update.bind(1, session_id)
        .bind(2, item.position)
        .bind(3, item.answer_json)
        .bind(4, item.score)
        .bind(5, item.parts_json)
        .bind(6, item.answered_at ? std::optional<std::int64_t>(to_unix_ms(*item.answered_at)) : std::nullopt)
        .run();
    if (db_.changes() != 1) db_.fail("no such exam item");
    transaction.commit();
}

void TrainingStore::save_exam_flag(std::int64_t session_id, int position, bool flagged, const ExamProgress& progress) {
    Transaction transaction(db_);
    save_progress(db_, session_id, progress);
    auto update = db_.prepare("UPDATE exam_items SET flagged = ?3 WHERE session_id = ?1 AND position = ?2");
    update.bind(1, session_id).bind(2, position).bind(3, flagged ? 1 : 0).run();
    if (db_.changes() != 1) db_.fail("no such exam item");
    transaction.commit();
}

void TrainingStore::save_exam_progress(std::int64_t session_id, const ExamProgress& progress) {
    Transaction transaction(db_);
    save_progress(db_, session_id, progress);
    transaction.commit();
}

void TrainingStore::submit_exam_session(std::int64_t session_id, const ExamProgress& progress) {
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

// ---------------------------------------------------------------- timed drills

std::int64_t TrainingStore::record_drill_result(std::int64_t profile_id, const DrillResultRecord& r) {
    if (r.drill_kind != "countout" && r.drill_kind != "intervention" && r.drill_kind != "pairing")
        throw StoreError("a drill result needs drill_kind 'countout', 'intervention' or 'pairing', not '" + r.drill_kind + "'");
    if (!(r.score >= 0.0 && r.score <= 1.0)) throw StoreError("a score must lie between 0 and 1");
    require_json(r.detail_json, "the drill's detail");
    Transaction transaction(db_);
    auto insert = db_.prepare(
        "INSERT INTO drill_results(profile_id, drill_kind, item_id, taken_at, score, hits, misses, false_alarms, "
        "mean_reaction_ms, mean_abs_error_ms, final_call_right, detail_json) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)");
    insert.bind(1, profile_id)
        .bind(2, r.drill_kind)
        .bind(3, r.item_id)
        .bind(4, to_unix_ms(r.taken_at))
        .bind(5, r.score)
        .bind(6, r.hits)
        .bind(7, r.misses)
        .bind(8, r.false_alarms)
        .bind(9, r.mean_reaction_ms)
        .bind(10, r.mean_abs_error_ms)
        .bind(11, r.final_call_right ? std::optional<int>(*r.final_call_right ? 1 : 0) : std::nullopt)
        .bind(12, r.detail_json)
        .run();
    const std::int64_t id = db_.last_insert_id();
    transaction.commit();
    return id;
}

std::vector<DrillResultRecord> TrainingStore::drill_results(std::int64_t profile_id) {
    auto query = db_.prepare(
        "SELECT id, profile_id, drill_kind, item_id, taken_at, score, hits, misses, false_alarms, mean_reaction_ms, "
        "mean_abs_error_ms, final_call_right, detail_json FROM drill_results WHERE profile_id = ?1 "
        "ORDER BY taken_at, id");
    query.bind(1, profile_id);
    std::vector<DrillResultRecord> out;
    while (query.step()) {
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
        out.push_back(std::move(r));
    }
    return out;
}

// ---------------------------------------------------------------- the training centre

namespace {
void require_centre_schema(int version, const Database& db) {
    if (version < 5)
        throw StoreError(db.file().string() + ": the training centre needs schema version 5 (this file is at " +
                         std::to_string(version) + ")");
}
}  // namespace

std::string TrainingStore::store_id() {
    require_centre_schema(schema_version_, db_);
    auto query = db_.prepare("SELECT store_id FROM store_identity WHERE id = 1");
    if (!query.step()) db_.fail("the store has no id");
    std::string id = query.text(0);
    while (query.step()) {
    }
    return id;
}

void TrainingStore::set_centre_link(const CentreLink& link) {
    require_centre_schema(schema_version_, db_);
    auto upsert = db_.prepare(
        "INSERT INTO centre_links(profile_id, conninfo, class_code, candidate_name, linked_at, last_sync_at) "
        "VALUES (?1, ?2, ?3, ?4, ?5, NULL) ON CONFLICT(profile_id) DO UPDATE SET conninfo = excluded.conninfo, "
        "class_code = excluded.class_code, candidate_name = excluded.candidate_name, linked_at = excluded.linked_at, "
        "last_sync_at = NULL");
    upsert.bind(1, link.profile_id)
        .bind(2, link.conninfo)
        .bind(3, link.class_code)
        .bind(4, link.candidate_name)
        .bind(5, to_unix_ms(link.linked_at))
        .run();
}

std::optional<CentreLink> TrainingStore::centre_link(std::int64_t profile_id) {
    if (schema_version_ < 5) return std::nullopt;
    auto query = db_.prepare(
        "SELECT conninfo, class_code, candidate_name, linked_at, last_sync_at FROM centre_links WHERE profile_id = ?1");
    query.bind(1, profile_id);
    if (!query.step()) return std::nullopt;
    CentreLink link{profile_id, query.text(0), query.text(1), query.text(2), from_unix_ms(query.integer(3)), {}};
    if (auto at = query.optional_integer(4)) link.last_sync_at = from_unix_ms(*at);
    while (query.step()) {
    }
    return link;
}

void TrainingStore::note_centre_sync(std::int64_t profile_id, TimePoint when) {
    auto update = db_.prepare("UPDATE centre_links SET last_sync_at = ?2 WHERE profile_id = ?1");
    update.bind(1, profile_id).bind(2, to_unix_ms(when)).run();
}

std::vector<PendingAttempt> TrainingStore::pending_attempts(std::int64_t profile_id, int limit) {
    require_centre_schema(schema_version_, db_);
    static const std::string sql =
        "SELECT a.id, a.profile_id, a.mode, a.exam_session_id, a.item_id, a.fingerprint, a.answer, a.score, a.parts, "
        "a.seconds, a.answered_at, coalesce(v.topics, '[]'), coalesce(v.articles, '[]') FROM attempts a "
        "LEFT JOIN item_versions v ON v.item_id = a.item_id AND v.fingerprint = a.fingerprint "
        "WHERE a.profile_id = ?1 AND NOT EXISTS (SELECT 1 FROM centre_pushed p WHERE p.kind = 'attempt' "
        "AND p.local_id = a.id) ORDER BY a.id LIMIT ?2";
    auto query = db_.prepare(sql);
    query.bind(1, profile_id).bind(2, limit);
    std::vector<PendingAttempt> out;
    while (query.step()) {
        PendingAttempt p;
        p.attempt = attempt_from_row(query);
        p.topics = strings_from_json(query.text(11));
        p.articles = strings_from_json(query.text(12));
        out.push_back(std::move(p));
    }
    return out;
}

std::vector<ExamSessionRecord> TrainingStore::pending_exams(std::int64_t profile_id, int limit) {
    require_centre_schema(schema_version_, db_);
    std::vector<std::int64_t> ids;
    {
        auto query = db_.prepare(
            "SELECT s.id FROM exam_sessions s WHERE s.profile_id = ?1 AND s.state = 'submitted' AND NOT EXISTS "
            "(SELECT 1 FROM centre_pushed p WHERE p.kind = 'exam' AND p.local_id = s.id) ORDER BY s.id LIMIT ?2");
        query.bind(1, profile_id).bind(2, limit);
        while (query.step()) ids.push_back(query.integer(0));
    }
    std::vector<ExamSessionRecord> out;
    for (auto id : ids)
        if (auto record = exam_session(id)) out.push_back(std::move(*record));
    return out;
}

std::vector<DrillResultRecord> TrainingStore::pending_drills(std::int64_t profile_id, int limit) {
    require_centre_schema(schema_version_, db_);
    std::vector<DrillResultRecord> out;
    for (auto& r : drill_results(profile_id)) {
        if (static_cast<int>(out.size()) >= limit) break;
        auto pushed = db_.prepare("SELECT 1 FROM centre_pushed WHERE kind = 'drill' AND local_id = ?1");
        pushed.bind(1, r.id);
        if (!pushed.step()) out.push_back(std::move(r));
    }
    return out;
}

PendingCounts TrainingStore::pending_counts(std::int64_t profile_id) {
    require_centre_schema(schema_version_, db_);
    auto query = db_.prepare(
        "SELECT (SELECT count(*) FROM attempts a WHERE a.profile_id = ?1 AND NOT EXISTS (SELECT 1 FROM centre_pushed p "
        "WHERE p.kind = 'attempt' AND p.local_id = a.id)), "
        "(SELECT count(*) FROM exam_sessions s WHERE s.profile_id = ?1 AND s.state = 'submitted' AND NOT EXISTS "
        "(SELECT 1 FROM centre_pushed p WHERE p.kind = 'exam' AND p.local_id = s.id)), "
        "(SELECT count(*) FROM drill_results d WHERE d.profile_id = ?1 AND NOT EXISTS (SELECT 1 FROM centre_pushed p "
        "WHERE p.kind = 'drill' AND p.local_id = d.id))");
    query.bind(1, profile_id);
    query.step();
    PendingCounts counts{static_cast<int>(query.integer(0)), static_cast<int>(query.integer(1)),
                         static_cast<int>(query.integer(2))};
    while (query.step()) {
    }
    return counts;
}

void TrainingStore::mark_pushed(PushKind kind, const std::vector<std::int64_t>& local_ids, TimePoint when) {
    require_centre_schema(schema_version_, db_);
    Transaction transaction(db_);
    auto insert = db_.prepare("INSERT OR IGNORE INTO centre_pushed(kind, local_id, pushed_at) VALUES (?1, ?2, ?3)");
    for (auto id : local_ids) insert.bind(1, to_string(kind)).bind(2, id).bind(3, to_unix_ms(when)).run();
    transaction.commit();
}

}  // namespace arbiter::store
