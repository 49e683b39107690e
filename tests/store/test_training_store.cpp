// The SQLite store: round trips, migrations with backup, and refusal of files that are not ours.
#include <doctest/doctest.h>

#include <chrono>
#include <fstream>

#include "app/core/store/refusal_text.hpp"
#include "app/core/store/schema.hpp"
#include "app/core/store/training_store.hpp"
#include "tests/store/temp_dir.hpp"

using namespace arbiter::store;
using arbiter::test::file_bytes;
using arbiter::test::TempDir;
using arbiter::test::write_bytes;

namespace {
TimePoint at(std::int64_t seconds) { return from_unix_ms(1'764'000'000'000 + seconds * 1000); }

GradedAnswer answer(std::string item, double score, std::int64_t when, std::string answer_json = R"({"choice":1})") {
    GradedAnswer a;
    a.item_id = std::move(item);
    a.fingerprint = "fp-" + a.item_id;
    a.answer_json = std::move(answer_json);
    a.score = score;
    a.parts_json = R"({"outcome":true,"penalty":false})";
    a.seconds = 12.5;
    a.answered_at = at(when);
    return a;
}

arbiter::UiStrings strings_in(arbiter::Language language) {
    arbiter::ContentErrors errors;
    auto strings = arbiter::UiStrings::load(std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang", language, errors);
    REQUIRE(errors.empty());
    return strings;
}

// Opening must fail with a message naming the file, and must leave every byte as it was. The
// message reads the same from the interface strings in English, and names the file in Chinese.
void check_refused(const std::filesystem::path& file, const std::string& expected_phrase) {
    const auto before = file_bytes(file);
    std::string message, english, chinese;
    try {
        TrainingStore store(file);
    } catch (const StoreError& error) {
        message = error.what();
        CHECK_FALSE(error.refusal.empty());
        english = store_error_text(error, strings_in(arbiter::Language::En));
        chinese = store_error_text(error, strings_in(arbiter::Language::ZhHans));
    }
    INFO("message: " << message);
    CHECK(message.find(file.string()) != std::string::npos);
    CHECK(message.find(expected_phrase) != std::string::npos);
    CHECK(message.find("left untouched") != std::string::npos);
    CHECK(english == message);
    CHECK(chinese.find(file.string() + "：") == 0);
    CHECK(chinese.find("文件未作任何改动") != std::string::npos);
    CHECK(file_bytes(file) == before);
}

std::string pragma_text(Database& db, const char* sql) {
    auto q = db.prepare(sql);
    q.step();
    return q.text(0);
}
}  // namespace

TEST_CASE("store: a new database is created with WAL, the current schema and our application id") {
    TempDir dir;
    const auto file = dir / "sub/folder/trainer.db";
    {
        TrainingStore store(file);
        CHECK(store.schema_version() == current_schema_version());
        CHECK_FALSE(store.migration_backup().has_value());
        CHECK(pragma_text(store.database(), "PRAGMA journal_mode") == "wal");
        CHECK(pragma_text(store.database(), "PRAGMA application_id") == std::to_string(kApplicationId));
    }
    CHECK(std::filesystem::exists(file));
}

TEST_CASE("store: profiles, attempts and item versions survive closing and reopening") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    std::int64_t profile = 0;
    {
        TrainingStore store(file);
        profile = store.ensure_profile("李明", at(0)).id;
        CHECK(store.ensure_profile("李明", at(5)).id == profile);  // idempotent
        store.remember_items({{"go-ko-001", ItemKind::question, "fp-go-ko-001", {"go-rules", "ko"}, {"cn-3"}, {"cn-go-1988 20"}}},
                             at(0));
        store.record_attempt(profile, AttemptMode::practice, answer("go-ko-001", 1.0, 10));
        store.record_attempt(profile, AttemptMode::practice, answer("go-ko-001", 0.5, 20, R"({"choice":"甲"})"));
    }
    TrainingStore store(file);
    auto profiles = store.profiles();
    REQUIRE(profiles.size() == 1);
    CHECK(profiles[0].name == "李明");
    auto attempts = store.attempts(profile);
    REQUIRE(attempts.size() == 2);
    CHECK(attempts[1].answer.answer_json == R"({"choice":"甲"})");
    CHECK(attempts[1].answer.score == 0.5);
    CHECK(attempts[1].answer.seconds == 12.5);
    CHECK(attempts[1].answer.answered_at == at(20));
    CHECK(attempts[1].mode == AttemptMode::practice);
    auto version = store.item_version("go-ko-001", "fp-go-ko-001");
    REQUIRE(version);
    CHECK(version->topics == std::vector<std::string>{"go-rules", "ko"});
    CHECK_FALSE(store.item_version("go-ko-001", "another-fingerprint"));
}

TEST_CASE("store: answers that are not JSON and scores outside 0..1 are refused before they reach the file") {
    TempDir dir;
    TrainingStore store(dir / "trainer.db");
    auto profile = store.ensure_profile("p", at(0)).id;
    CHECK_THROWS_AS(store.record_attempt(profile, AttemptMode::practice, answer("x", 1.0, 0, "{not json")), StoreError);
    CHECK_THROWS_AS(store.record_attempt(profile, AttemptMode::practice, answer("x", 1.5, 0)), StoreError);
    CHECK(store.attempts(profile).empty());
    // Quotes in values are data, never SQL (prepared statements only).
    store.record_attempt(profile, AttemptMode::practice, answer("x'); DROP TABLE attempts; --", 1.0, 0));
    CHECK(store.attempts(profile).size() == 1);
}

TEST_CASE("store: an older schema is backed up, then migrated, and the data is kept") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    {
        TrainingStore old(file, OpenOptions{1});
        CHECK(old.schema_version() == 1);
        auto profile = old.ensure_profile("old", at(0)).id;
        old.record_attempt(profile, AttemptMode::practice, answer("a", 1.0, 1));
    }
    const auto old_bytes = file_bytes(file);
    {
        TrainingStore store(file);
        CHECK(store.schema_version() == current_schema_version());
        REQUIRE(store.migration_backup());
        CHECK(store.migration_backup()->filename() == "trainer.db.schema-v1.bak");
        CHECK(store.attempts(store.find_profile("old")->id).size() == 1);
        CHECK(store.review_cards(store.find_profile("old")->id).empty());  // the v2 table exists
    }
    // The backup is a complete v1 database.
    Database backup(dir / "trainer.db.schema-v1.bak", false);
    CHECK(pragma_text(backup, "PRAGMA user_version") == "1");
    CHECK(pragma_text(backup, "SELECT count(*) FROM attempts") == "1");
    (void)old_bytes;
}

TEST_CASE("store: a version 2 database gains drill_results at the next open and keeps its attempts") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    {
        TrainingStore old(file, OpenOptions{2});
        CHECK(old.schema_version() == 2);
        auto profile = old.ensure_profile("old", at(0)).id;
        old.record_attempt(profile, AttemptMode::practice, answer("a", 1.0, 1));
    }
    TrainingStore store(file);
    CHECK(store.schema_version() == current_schema_version());
    REQUIRE(store.migration_backup());
    CHECK(store.migration_backup()->filename() == "trainer.db.schema-v2.bak");
    const auto profile = store.find_profile("old")->id;
    CHECK(store.attempts(profile).size() == 1);
    CHECK(store.drill_results(profile).empty());
    DrillResultRecord r;
    r.drill_kind = "countout";
    r.item_id = "countout.1988-last-minute";
    r.taken_at = at(30);
    r.score = 0.75;
    store.record_drill_result(profile, r);
    CHECK(store.drill_results(profile).size() == 1);
}

TEST_CASE("store: a version 7 database takes pairing drill results after the next open, its drill rows kept with their ids") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    std::int64_t kept_id = 0;
    DrillResultRecord pairing;
    pairing.drill_kind = "pairing";
    pairing.item_id = "pairing.swiss-7";
    pairing.taken_at = at(40);
    pairing.score = 0.75;
    pairing.hits = 3;
    pairing.misses = 1;
    {
        TrainingStore old(file, OpenOptions{7});
        auto profile = old.ensure_profile("old", at(0)).id;
        DrillResultRecord countout;
        countout.drill_kind = "countout";
        countout.item_id = "countout.1988-last-minute";
        countout.taken_at = at(30);
        countout.score = 0.5;
        old.record_drill_result(profile, countout);
        old.record_drill_result(profile, countout);
        kept_id = old.drill_results(profile).back().id;
        // Before version 8 the table itself refuses the kind (the store's own check passes it on).
        CHECK_THROWS_AS(old.record_drill_result(profile, pairing), StoreError);
    }
    TrainingStore store(file);
    CHECK(store.schema_version() == current_schema_version());
    REQUIRE(store.migration_backup());
    CHECK(store.migration_backup()->filename() == "trainer.db.schema-v7.bak");
    const auto profile = store.find_profile("old")->id;
    REQUIRE(store.drill_results(profile).size() == 2);
    CHECK(store.drill_results(profile).back().id == kept_id);
    store.record_drill_result(profile, pairing);
    const auto results = store.drill_results(profile);
    REQUIRE(results.size() == 3);
    CHECK(results.back().drill_kind == "pairing");
    CHECK(results.back().item_id == "pairing.swiss-7");
    CHECK(results.back().id > kept_id);
}

TEST_CASE("store: a version 3 database gains each profile's sport and grade, empty until chosen") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    {
        TrainingStore old(file, OpenOptions{3});
        CHECK(old.schema_version() == 3);
        auto profile = old.ensure_profile("old", at(0)).id;
        old.record_attempt(profile, AttemptMode::practice, answer("a", 1.0, 1));
    }
    TrainingStore store(file);
    CHECK(store.schema_version() == current_schema_version());
    REQUIRE(store.migration_backup());
    CHECK(store.migration_backup()->filename() == "trainer.db.schema-v3.bak");
    auto profile = store.find_profile("old");
    REQUIRE(profile);
    CHECK(profile->sport.empty());  // not chosen yet: the trainer's welcome asks
    CHECK(profile->grade.empty());
    CHECK(store.attempts(profile->id).size() == 1);
    store.set_profile_sport(profile->id, "go", "cn-3");
    CHECK(store.find_profile("old")->sport == "go");
    CHECK(store.find_profile("old")->grade == "cn-3");
}

TEST_CASE("store: a profile's sport and grade round-trip through the file, other words are refused") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    std::int64_t id = 0;
    {
        TrainingStore store(file);
        id = store.ensure_profile("p", at(0)).id;
        CHECK(store.ensure_profile("p", at(1)).sport.empty());
        store.set_profile_sport(id, "chess", "fide-ia");
        CHECK_THROWS_AS(store.set_profile_sport(id, "xiangqi", "cn-3"), StoreError);
        CHECK_THROWS_AS(store.set_profile_sport(id, "go", "cn-4"), StoreError);
        CHECK_THROWS_AS(store.set_profile_sport(id + 100, "go", "cn-3"), StoreError);
        // The table's own CHECK refuses what a careless writer might slip past the function.
        CHECK_THROWS_AS(store.set_profile_sport(id, "go'; --", ""), StoreError);
    }
    TrainingStore reopened(file);
    const auto profiles = reopened.profiles();
    REQUIRE(profiles.size() == 1);
    CHECK(profiles[0].id == id);
    CHECK(profiles[0].sport == "chess");  // the refused changes left the stored choice alone
    CHECK(profiles[0].grade == "fide-ia");
    reopened.set_profile_sport(id, "both", "");
    CHECK(reopened.find_profile("p")->sport == "both");
    CHECK(reopened.find_profile("p")->grade.empty());
}

TEST_CASE("store: drill results of both kinds round-trip, nullable columns stay null, bad ones are refused") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    std::int64_t profile = 0;
    {
        TrainingStore store(file);
        profile = store.ensure_profile("p", at(0)).id;
        DrillResultRecord countout;
        countout.drill_kind = "countout";
        countout.item_id = "countout.1988-reserve-3";
        countout.taken_at = at(20);
        countout.score = 0.8;
        countout.hits = 5;
        countout.misses = 1;
        countout.false_alarms = 2;
        countout.mean_abs_error_ms = 412.5;
        countout.final_call_right = false;
        countout.detail_json = R"({"calls":[]})";
        DrillResultRecord intervention;
        intervention.drill_kind = "intervention";
        intervention.item_id = "chess-rapid-illegal-move";
        intervention.taken_at = at(10);  // earlier: listed first
        intervention.score = 1.0;
        intervention.hits = 1;
        intervention.mean_reaction_ms = 850.0;
        const auto id = store.record_drill_result(profile, countout);
        CHECK(id > 0);
        store.record_drill_result(profile, intervention);

        DrillResultRecord bad = countout;
        bad.drill_kind = "quiz";
        CHECK_THROWS_AS(store.record_drill_result(profile, bad), StoreError);
        bad = countout;
        bad.score = 1.2;
        CHECK_THROWS_AS(store.record_drill_result(profile, bad), StoreError);
        bad = countout;
        bad.detail_json = "{not json";
        CHECK_THROWS_AS(store.record_drill_result(profile, bad), StoreError);
    }
    TrainingStore store(file);  // committed: still there after closing
    const auto results = store.drill_results(profile);
    REQUIRE(results.size() == 2);
    CHECK(results[0].drill_kind == "intervention");
    CHECK(results[0].mean_reaction_ms == 850.0);
    CHECK_FALSE(results[0].mean_abs_error_ms.has_value());
    CHECK_FALSE(results[0].final_call_right.has_value());
    CHECK(results[0].detail_json == "{}");
    const auto& c = results[1];
    CHECK(c.item_id == "countout.1988-reserve-3");
    CHECK(c.taken_at == at(20));
    CHECK(c.score == 0.8);
    CHECK(c.hits == 5);
    CHECK(c.misses == 1);
    CHECK(c.false_alarms == 2);
    CHECK(c.mean_abs_error_ms == 412.5);
    CHECK(c.final_call_right == false);
    CHECK_FALSE(c.mean_reaction_ms.has_value());
    CHECK(c.detail_json == R"({"calls":[]})");
    CHECK(store.drill_results(profile + 1).empty());
}

TEST_CASE("store: a text file is refused and left untouched") {
    TempDir dir;
    const auto file = dir / "notes.db";
    write_bytes(file, "These are my notes, not a database.\n第二行。\n");
    check_refused(file, "not an SQLite file");
}

TEST_CASE("store: a file with a damaged header is refused and left untouched") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    { TrainingStore store(file); }
    auto bytes = file_bytes(file);
    bytes[3] = 'X';  // "SQLXte format 3"
    write_bytes(file, std::string(bytes.begin(), bytes.end()));
    check_refused(file, "not an SQLite file");
}

TEST_CASE("store: a database with damaged pages is refused and left untouched") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    {
        TrainingStore store(file);
        auto profile = store.ensure_profile("p", at(0)).id;
        std::string long_answer = R"({"text":")" + std::string(900, 'x') + R"("})";
        for (int i = 0; i < 60; ++i) store.record_attempt(profile, AttemptMode::practice, answer("item", 1.0, i, long_answer));
    }
    auto bytes = file_bytes(file);
    REQUIRE(bytes.size() > 8 * 4096);
    // Wreck the B-tree pages of the attempts table (everything past page 4), keep the schema page.
    for (std::size_t i = 4 * 4096; i < bytes.size(); ++i) bytes[i] = static_cast<char>(0xA5 ^ (i * 7));
    write_bytes(file, std::string(bytes.begin(), bytes.end()));
    check_refused(file, "is damaged");
}

TEST_CASE("store: another program's SQLite database is refused and left untouched") {
    TempDir dir;
    const auto file = dir / "other.sqlite";
    {
        Database other(file, true);
        other.exec("CREATE TABLE contacts(name TEXT, phone TEXT); INSERT INTO contacts VALUES ('A', '1');");
    }
    check_refused(file, "another program");
}

TEST_CASE("store: a database from a newer schema version is refused and left untouched") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    { TrainingStore store(file); }
    {
        Database raw(file, false);
        raw.exec("PRAGMA user_version = 99");
    }
    check_refused(file, "newer Arbiter Trainer (schema version 99");
}

TEST_CASE("store: an empty file is treated as a new database") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    write_bytes(file, "");
    TrainingStore store(file);
    CHECK(store.schema_version() == current_schema_version());
}

TEST_CASE("store: exam sessions keep answers, flags, time and state, and submit turns answers into attempts") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    std::int64_t id = 0, profile = 0;
    {
        TrainingStore store(file);
        profile = store.ensure_profile("p", at(0)).id;
        ExamSessionRecord r;
        r.profile_id = profile;
        r.blueprint_id = "bp";
        r.blueprint_json = R"({"id":"bp"})";
        r.seed = 0xFFFF'FFFF'FFFF'FFF0ull;  // survives the signed 64-bit column
        r.time_limit_ms = 60'000;
        r.remaining_ms = 60'000;
        r.started_at = at(0);
        r.updated_at = at(0);
        for (int i = 0; i < 3; ++i) r.items.push_back({i, "item" + std::to_string(i), "fp", "topic", {}, {}, {}, false, 0, {}});
        id = store.create_exam_session(r);
        ExamItemRecord answered = r.items[1];
        answered.answer_json = R"({"choice":2})";
        answered.score = 0.75;
        answered.parts_json = "{}";
        answered.answered_at = at(5);
        store.save_exam_answer(id, answered, ExamProgress{1, 55'000, {{1, 4000}}, at(5)});
        store.save_exam_flag(id, 2, true, ExamProgress{1, 54'000, {}, at(6)});
    }
    TrainingStore store(file);
    CHECK(store.running_exam_session(profile) == id);
    auto r = store.exam_session(id);
    REQUIRE(r);
    CHECK(r->seed == 0xFFFF'FFFF'FFFF'FFF0ull);
    CHECK(r->remaining_ms == 54'000);
    CHECK(r->current_position == 1);
    CHECK(r->items[1].answer_json == R"({"choice":2})");
    CHECK(r->items[1].time_spent_ms == 4000);
    CHECK(r->items[2].flagged);
    CHECK_FALSE(r->items[0].answer_json);
    store.submit_exam_session(id, ExamProgress{1, 50'000, {}, at(10)});
    CHECK_FALSE(store.running_exam_session(profile));
    auto attempts = store.attempts(profile);
    REQUIRE(attempts.size() == 1);
    CHECK(attempts[0].mode == AttemptMode::exam);
    CHECK(attempts[0].exam_session_id == id);
    CHECK(attempts[0].answer.seconds == 4.0);
    CHECK(attempts[0].answer.score == 0.75);
    // A submitted exam cannot change any more.
    CHECK_THROWS_AS(store.save_exam_flag(id, 0, true, ExamProgress{0, 1, {}, at(11)}), StoreError);
}

TEST_CASE("store: a version 4 database gains a store id, centre links and push marks, and every old row waits to be sent") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    std::int64_t exam_id = 0;
    {
        TrainingStore old(file, OpenOptions{4});
        CHECK(old.schema_version() == 4);
        auto profile = old.ensure_profile("old", at(0)).id;
        old.record_attempt(profile, AttemptMode::practice, answer("a", 1.0, 1));
        old.record_attempt(profile, AttemptMode::practice, answer("b", 0.5, 2));
        ExamSessionRecord exam;
        exam.profile_id = profile;
        exam.blueprint_id = "bp";
        exam.blueprint_json = "{}";
        exam.time_limit_ms = 60000;
        exam.remaining_ms = 60000;
        exam.started_at = at(3);
        exam.items.push_back(ExamItemRecord{0, "a", "fp-a", "t", {}, {}, {}, false, 0, {}});
        exam_id = old.create_exam_session(exam);
        CHECK_THROWS_AS(old.store_id(), StoreError);  // no centre before version 5
        CHECK_FALSE(old.centre_link(profile));
    }
    TrainingStore store(file);
    CHECK(store.schema_version() == current_schema_version());
    REQUIRE(store.migration_backup());
    CHECK(store.migration_backup()->filename() == "trainer.db.schema-v4.bak");
    const auto profile = store.find_profile("old")->id;
    const std::string id = store.store_id();
    CHECK(id.size() == 32);
    CHECK(id.find_first_not_of("0123456789abcdef") == std::string::npos);
    CHECK(store.store_id() == id);  // made once, kept
    CHECK_FALSE(store.centre_link(profile));
    // Both old answers wait; the running exam does not (only a submitted exam is sent).
    auto counts = store.pending_counts(profile);
    CHECK(counts.attempts == 2);
    CHECK(counts.exams == 0);
    CHECK(counts.drills == 0);
    auto pending = store.pending_attempts(profile, 10);
    REQUIRE(pending.size() == 2);
    CHECK(pending[0].attempt.answer.item_id == "a");
    store.mark_pushed(PushKind::attempt, {pending[0].attempt.id}, at(10));
    store.mark_pushed(PushKind::attempt, {pending[0].attempt.id}, at(11));  // idempotent
    CHECK(store.pending_counts(profile).attempts == 1);
    store.submit_exam_session(exam_id, ExamProgress{0, 1000, {}, at(20)});
    CHECK(store.pending_counts(profile).exams == 1);
    REQUIRE(store.pending_exams(profile, 5).size() == 1);
    CHECK(store.pending_exams(profile, 5)[0].items.size() == 1);

    store.set_centre_link(CentreLink{profile, "host=centre.example dbname=c user=li", "go-3", "Li", at(30), {}});
    store.note_centre_sync(profile, at(40));
    auto link = store.centre_link(profile);
    REQUIRE(link);
    CHECK(link->class_code == "go-3");
    CHECK(link->candidate_name == "Li");
    CHECK(link->conninfo == "host=centre.example dbname=c user=li");
    REQUIRE(link->last_sync_at);
    CHECK(*link->last_sync_at == at(40));
}

TEST_CASE("store: two new stores get different store ids") {
    TempDir dir;
    TrainingStore a(dir / "a.db");
    TrainingStore b(dir / "b.db");
    CHECK(a.store_id() != b.store_id());
}

TEST_CASE("store: a statement's rows are read by one helper in order, and first_row reads one and finishes the query") {
    TempDir dir;
    TrainingStore store(dir / "trainer.db");
    Database& db = store.database();
    db.exec("CREATE TABLE numbers(n INTEGER)");
    for (int n : {3, 1, 2}) db.prepare("INSERT INTO numbers(n) VALUES (?1)").bind(1, n).run();
    auto read = [](const Statement& row) { return row.integer(0); };

    auto all = db.prepare("SELECT n FROM numbers ORDER BY n");
    CHECK(all.rows(read) == std::vector<std::int64_t>{1, 2, 3});
    CHECK(all.rows(read) == std::vector<std::int64_t>{1, 2, 3});  // reset at the end: the cached statement runs again

    auto first = db.prepare("SELECT n FROM numbers ORDER BY n DESC");
    CHECK(first.first_row(read) == std::optional<std::int64_t>(3));
    CHECK(first.first_row(read) == std::optional<std::int64_t>(3));  // the rest was stepped over, so it starts again

    auto none = db.prepare("SELECT n FROM numbers WHERE n > 10");
    CHECK_FALSE(none.first_row(read).has_value());
    CHECK(none.rows(read).empty());
}
