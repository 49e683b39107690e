// The centre's schema on a real PostgreSQL server: migrations from an empty database and from every
// earlier version, and the libpq wrapper's errors (they name the server and the statement).
#include <doctest/doctest.h>

#include "app/core/centre/centre_schema.hpp"
#include "app/core/centre/pg_connection.hpp"
#include "tests/centre/centre_fixture.hpp"

using namespace arbiter::centre;
using arbiter::test::PgTestDatabase;

namespace {

std::int64_t count(PgConnection& c, const std::string& sql) { return c.query(sql).integer(0, 0); }

bool table_exists(PgConnection& c, const std::string& table) {
    return c.query("SELECT to_regclass($1) IS NOT NULL", {table}).boolean(0, 0);
}

// What every version must hold once migrated to the newest.
void check_newest(PgConnection& c) {
    CHECK(centre_schema_version(c) == current_centre_schema_version());
    for (const char* table : {"centres", "classes", "candidates", "instructors", "class_instructors", "content_packs",
                              "class_packs", "attempts", "exam_sessions", "exam_results", "drill_results", "scheduled_exams"})
        CHECK_MESSAGE(table_exists(c, table), table);
    // Row-level security is on for every table that holds a candidate's rows.
    CHECK(count(c, "SELECT count(*) FROM pg_class WHERE relrowsecurity AND relname IN ('candidates', 'classes', "
                   "'attempts', 'exam_sessions', 'exam_results', 'drill_results')") == 6);
    CHECK(count(c, "SELECT count(*) FROM pg_roles WHERE rolname = current_database() || '_candidate'") == 1);
    CHECK(count(c, "SELECT count(*) FROM pg_roles WHERE rolname = current_database() || '_instructor'") == 1);
    CHECK(count(c, "SELECT count(*) FROM pg_trigger WHERE tgname = 'exam_results_are_final'") == 1);
    // Version 3: what a class is given, under row-level security, the schedule frozen once open.
    CHECK(count(c, "SELECT count(*) FROM pg_class WHERE relrowsecurity AND relname IN ('scheduled_exams', "
                   "'content_packs', 'class_packs')") == 3);
    CHECK(count(c, "SELECT count(*) FROM pg_trigger WHERE tgname = 'scheduled_exams_frozen'") == 1);
    // Version 4: the scheduled exam a session was started for.
    CHECK(count(c, "SELECT count(*) FROM information_schema.columns WHERE table_name = 'exam_sessions' "
                   "AND column_name = 'scheduled_exam_id' AND is_nullable = 'YES'") == 1);
    // One row per migration applied, in order.
    CHECK(count(c, "SELECT count(*) FROM centre_schema") == current_centre_schema_version());
}

}  // namespace

TEST_CASE("centre schema: an empty database migrates to the newest version") {
    PgTestDatabase db;
    PgConnection c(db.conninfo());
    CHECK(centre_schema_version(c) == 0);
    CHECK(migrate_centre(c) == 0);
    check_newest(c);
    // A second run changes nothing.
    CHECK(migrate_centre(c) == current_centre_schema_version());
    check_newest(c);
}

TEST_CASE("centre schema: every earlier version migrates to the newest and keeps its rows") {
    for (int from = 1; from < current_centre_schema_version(); ++from) {
        CAPTURE(from);
        PgTestDatabase db;
        PgConnection c(db.conninfo());
        CHECK(migrate_centre(c, from) == 0);
        CHECK(centre_schema_version(c) == from);
        // Rows written at the old version: a class, a candidate and an answer.
        c.exec("INSERT INTO centres(name) VALUES ('Old centre')");
        c.exec("INSERT INTO classes(centre_id, code) SELECT id, 'old-class' FROM centres");
        c.exec("INSERT INTO candidates(class_id, name, login_role) SELECT id, 'Old', 'old_login' FROM classes");
        c.exec("INSERT INTO attempts(candidate_id, source_id, mode, item_id, fingerprint, answer, score, parts, "
               "seconds, answered_at) SELECT id, 'x/a1', 'practice', 'q', 'f', '{}', 1, '{}', 2, now() FROM candidates");
        // A pack a class had before the centre kept pack files (version 1's tables).
        c.exec("INSERT INTO content_packs(id, version) VALUES ('old-pack', '1')");
        c.exec("INSERT INTO class_packs(class_id, pack_id, pack_version) SELECT id, 'old-pack', '1' FROM classes");
        // A submitted exam (final: no one may change it, the migration included).
        c.exec("INSERT INTO exam_sessions(candidate_id, source_id, blueprint_id, seed, time_limit_ms, started_at, "
               "submitted_at) SELECT id, 'x/e1', 'go-cn-3', '1', 60000, now(), now() FROM candidates");
        CHECK(migrate_centre(c) == from);
        check_newest(c);
        CHECK(count(c, "SELECT count(*) FROM attempts WHERE source_id = 'x/a1'") == 1);
        CHECK(count(c, "SELECT count(*) FROM exam_sessions WHERE source_id = 'x/e1' AND scheduled_exam_id IS NULL") == 1);
        CHECK(c.query("SELECT name FROM candidates").text(0, 0) == "Old");
        // Kept, without a file (a candidate's pull names it `given_no_file`), signed by the owner.
        CHECK(count(c, "SELECT count(*) FROM content_packs WHERE id = 'old-pack' AND file IS NULL") == 1);
        CHECK(count(c, "SELECT count(*) FROM class_packs WHERE pack_id = 'old-pack' AND given_by = current_user") == 1);
    }
}

TEST_CASE("centre schema: a database newer than this program is refused") {
    PgTestDatabase db;
    PgConnection c(db.conninfo());
    migrate_centre(c);
    c.query("INSERT INTO centre_schema(version) VALUES ($1)", {std::to_string(current_centre_schema_version() + 1)});
    try {
        migrate_centre(c);
        FAIL("a newer schema was migrated");
    } catch (const CentreError& e) {
        CHECK(std::string(e.what()).find("newer than this program knows") != std::string::npos);
        CHECK(std::string(e.what()).find("dbname=" + db.name()) != std::string::npos);
    }
}

TEST_CASE("centre schema: two connections migrating one after the other both end at the newest version") {
    PgTestDatabase db;
    PgConnection a(db.conninfo());
    PgConnection b(db.conninfo());
    migrate_centre(a, 1);
    migrate_centre(b);
    migrate_centre(a);
    check_newest(a);
}

TEST_CASE("centre connection: errors name the server and the statement, and results are typed") {
    PgTestDatabase db;
    PgConnection c(db.conninfo());
    CHECK(c.server().find("dbname=" + db.name()) != std::string::npos);
    CHECK(c.server().find("user=postgres") != std::string::npos);
    try {
        c.exec("SELECT * FROM no_such_table");
        FAIL("no error");
    } catch (const CentreError& e) {
        const std::string message = e.what();
        CHECK(message.find("dbname=" + db.name()) != std::string::npos);
        CHECK(message.find("SELECT * FROM no_such_table") != std::string::npos);
        CHECK(message.find("does not exist") != std::string::npos);
        CHECK(e.sqlstate() == "42P01");
        CHECK_FALSE(e.connection_lost());
    }
    // Parameters travel apart from the SQL text: a quote in a value is only a quote.
    auto r = c.query("SELECT $1::text, $2::int + 1, $3::text IS NULL, 0.25::float8, true",
                     {std::string("it's; DROP TABLE x"), std::string("41"), std::nullopt});
    CHECK(r.rows() == 1);
    CHECK(r.text(0, 0) == "it's; DROP TABLE x");
    CHECK(r.integer(0, 1) == 42);
    CHECK(r.boolean(0, 2));
    CHECK(r.real(0, 3) == doctest::Approx(0.25));
    CHECK(r.boolean(0, 4));
    CHECK_FALSE(r.optional_text(0, 0) == std::nullopt);
    // The same statement again is the prepared one.
    CHECK(c.query("SELECT $1::int * 2", {std::string("21")}).integer(0, 0) == 42);
    CHECK(c.query("SELECT $1::int * 2", {std::string("5")}).integer(0, 0) == 10);
    // A transaction that is not committed leaves nothing.
    c.exec("CREATE TABLE t (x int)");
    {
        PgTransaction transaction(c);
        c.exec("INSERT INTO t VALUES (1)");
    }
    CHECK(count(c, "SELECT count(*) FROM t") == 0);
    {
        PgTransaction transaction(c);
        c.exec("INSERT INTO t VALUES (1)");
        transaction.commit();
    }
    CHECK(count(c, "SELECT count(*) FROM t") == 1);
}

TEST_CASE("centre connection: an unreachable server is a connection error naming it") {
    try {
        PgConnection c("host=/nonexistent/arbiter port=5999 dbname=centre user=nobody connect_timeout=2");
        FAIL("connected to nothing");
    } catch (const CentreError& e) {
        const std::string message = e.what();
        CHECK(message.find("cannot connect to the centre's server") != std::string::npos);
        CHECK(message.find("host=/nonexistent/arbiter") != std::string::npos);
        CHECK(message.find("dbname=centre") != std::string::npos);
        CHECK(e.connection_lost());
    }
    // A connection string libpq cannot read is said so, without quoting it back (it may hold a password).
    try {
        PgConnection c("host=x password=secret nonsense");
        FAIL("parsed nonsense");
    } catch (const CentreError& e) {
        CHECK(std::string(e.what()).find("cannot be read") != std::string::npos);
        CHECK(std::string(e.what()).find("secret") == std::string::npos);
    }
    CHECK(conninfo_value("postgresql://li:pw@centre.example/c?sslmode=require", "password") == "pw");
    CHECK(conninfo_value("postgresql://li@centre.example/c?sslmode=require", "sslmode") == "require");
    CHECK_FALSE(conninfo_value("host=centre.example dbname=c user=li", "password"));
}

TEST_CASE("centre connection: a broken socket is a lost connection, not a refused statement") {
    PgTestDatabase db;
    PgConnection c(db.conninfo());
    c.break_socket();
    try {
        c.exec("SELECT 1");
        FAIL("a broken socket answered");
    } catch (const CentreError& e) {
        CHECK(e.connection_lost());
    }
}
