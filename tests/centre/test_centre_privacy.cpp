// Who sees what, enforced by the server: each forbidden thing is TRIED over the candidate's (or the
// instructor's) own connection, and the server must refuse it.
#include <doctest/doctest.h>

#include "tests/centre/centre_fixture.hpp"

using namespace arbiter::centre;
using arbiter::test::CentreFixture;

namespace {

std::int64_t count(PgConnection& c, const std::string& sql) { return c.query(sql).integer(0, 0); }

// Runs `sql` and returns the SQLSTATE the server refused it with ("" when it was not refused).
std::string refusal(PgConnection& c, const std::string& sql, const arbiter::centre::Params& params = {}) {
    try {
        c.query(sql, params);
    } catch (const CentreError& e) {
        return e.sqlstate();
    }
    return {};
}

const std::string kInsertAttempt =
    "INSERT INTO attempts(candidate_id, source_id, mode, item_id, fingerprint, answer, score, parts, seconds, "
    "answered_at) VALUES ($1::bigint, $2, $3, 'q1', 'f', '{}', 1, '{}', 3, now())";

std::string id_of(PgConnection& admin, const std::string& name) {
    return admin.query("SELECT id FROM candidates WHERE name = $1", {name}).text(0, 0);
}

// An exam session and its result for the candidate (over the candidate's own connection).
void submit_exam(PgConnection& c, const std::string& candidate_id, const std::string& source) {
    c.query("INSERT INTO exam_sessions(candidate_id, source_id, blueprint_id, seed, time_limit_ms, started_at, "
            "submitted_at) VALUES ($1::bigint, $2, 'go-cn-3', '7', 3600000, now(), now())",
            {candidate_id, source});
    c.query("INSERT INTO exam_results(candidate_id, exam_source_id, items, answered, score, percent, pass_mark, "
            "passed, topics) VALUES ($1::bigint, $2, 10, 10, 8, 0.8, 0.8, true, '[]')",
            {candidate_id, source});
    c.query(kInsertAttempt, {candidate_id, source + "/exam-answer", std::string("exam")});
}

}  // namespace

TEST_CASE("centre privacy: a candidate inserts and reads only their own rows") {
    CentreFixture centre;
    PgConnection admin(centre.admin());
    const std::string li_id = id_of(admin, "Li"), wang_id = id_of(admin, "Wang"), zhao_id = id_of(admin, "Zhao");
    PgConnection li(centre.as(centre.li));
    PgConnection wang(centre.as(centre.wang));
    CHECK(li.current_user() == centre.li);

    CHECK(li.query(kInsertAttempt, {li_id, std::string("li/a1"), std::string("practice")}).affected() == 1);
    CHECK(wang.query(kInsertAttempt, {wang_id, std::string("wang/a1"), std::string("practice")}).affected() == 1);

    // Inserting a row in another candidate's name: the row-level policy refuses it.
    CHECK(refusal(li, kInsertAttempt, {wang_id, std::string("li/forged"), std::string("practice")}) == "42501");
    CHECK(refusal(li, kInsertAttempt, {zhao_id, std::string("li/forged"), std::string("practice")}) == "42501");
    CHECK(refusal(li, "INSERT INTO drill_results(candidate_id, source_id, drill_kind, item_id, taken_at, score, hits, "
                      "misses, false_alarms, detail) VALUES ($1::bigint, 'x', 'countout', 'c', now(), 1, 1, 0, 0, '{}')",
                  {wang_id}) == "42501");

    // Reading: only their own rows, whatever they ask for.
    CHECK(count(li, "SELECT count(*) FROM attempts") == 1);
    CHECK(li.query("SELECT source_id FROM attempts").text(0, 0) == "li/a1");
    CHECK(count(li, "SELECT count(*) FROM attempts WHERE candidate_id = " + wang_id) == 0);
    CHECK(count(li, "SELECT count(*) FROM candidates") == 1);
    CHECK(li.query("SELECT name FROM candidates").text(0, 0) == "Li");
    CHECK(count(li, "SELECT count(*) FROM classes") == 1);
    CHECK(li.query("SELECT code FROM classes").text(0, 0) == "go-3");
    // Tables a candidate has no business reading at all.
    CHECK(refusal(li, "SELECT * FROM instructors") == "42501");
    CHECK(refusal(li, "SELECT * FROM class_instructors") == "42501");
    CHECK(refusal(li, "INSERT INTO centre_schema(version) VALUES (99)") == "42501");

    // Changing or deleting pushed rows, their own included: no privilege.
    CHECK(refusal(li, "UPDATE attempts SET score = 0") == "42501");
    CHECK(refusal(li, "DELETE FROM attempts") == "42501");
    CHECK(refusal(li, "UPDATE candidates SET name = 'Someone'") == "42501");
    CHECK(refusal(li, "INSERT INTO candidates(class_id, name, login_role) SELECT class_id, 'Ghost', 'ghost' FROM "
                      "candidates") == "42501");
    // Nor make themselves someone else, or a candidate of another class.
    CHECK(refusal(li, "SELECT centre_add_candidate('go-2', 'Li again', 'li_again')") == "42501");
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 2);
    CHECK(count(admin, "SELECT count(*) FROM attempts WHERE score = 1") == 2);
}

TEST_CASE("centre privacy: an instructor reads the classes they teach and nothing else") {
    CentreFixture centre;
    PgConnection admin(centre.admin());
    for (const auto& [role, name] : {std::pair{centre.li, "Li"}, {centre.wang, "Wang"}, {centre.zhao, "Zhao"}}) {
        PgConnection c(centre.as(role));
        c.query(kInsertAttempt, {id_of(admin, name), std::string(name) + "/a1", std::string("practice")});
    }
    PgConnection chen(centre.as(centre.chen));
    CHECK(count(chen, "SELECT count(*) FROM classes") == 1);
    CHECK(chen.query("SELECT code FROM classes").text(0, 0) == "go-3");
    CHECK(count(chen, "SELECT count(*) FROM candidates") == 2);
    CHECK(count(chen, "SELECT count(*) FROM attempts") == 2);
    CHECK(count(chen, "SELECT count(*) FROM attempts WHERE candidate_id = " + id_of(admin, "Zhao")) == 0);
    PgConnection sun(centre.as(centre.sun));
    CHECK(count(sun, "SELECT count(*) FROM candidates") == 1);
    CHECK(count(sun, "SELECT count(*) FROM attempts") == 1);
    // An instructor writes nothing of a candidate's.
    CHECK(refusal(chen, kInsertAttempt, {id_of(admin, "Li"), std::string("chen/forged"), std::string("practice")}) ==
          "42501");
    CHECK(refusal(chen, "UPDATE attempts SET score = 0") == "42501");
    CHECK(refusal(chen, "DELETE FROM attempts") == "42501");
    // An instructor who starts teaching a second class sees it at once.
    admin.query("SELECT centre_add_instructor('go-2', $1, 'Chen')", {centre.chen});
    CHECK(count(chen, "SELECT count(*) FROM candidates") == 3);
}

TEST_CASE("centre privacy: nobody changes or deletes a submitted exam, the owner included") {
    CentreFixture centre;
    PgConnection admin(centre.admin());
    const std::string li_id = id_of(admin, "Li");
    PgConnection li(centre.as(centre.li));
    submit_exam(li, li_id, "li/e1");
    PgConnection chen(centre.as(centre.chen));
    CHECK(count(chen, "SELECT count(*) FROM exam_results") == 1);

    for (PgConnection* c : {&li, &chen, &admin}) {
        CAPTURE(c->server());
        CHECK(refusal(*c, "UPDATE exam_results SET passed = NOT passed, score = 10") == "42501");
        CHECK(refusal(*c, "DELETE FROM exam_results") == "42501");
        CHECK(refusal(*c, "UPDATE exam_sessions SET seed = '8'") == "42501");
        CHECK(refusal(*c, "DELETE FROM exam_sessions") == "42501");
        CHECK(refusal(*c, "UPDATE attempts SET score = 0 WHERE mode = 'exam'") == "42501");
        CHECK(refusal(*c, "DELETE FROM attempts WHERE mode = 'exam'") == "42501");
    }
    CHECK(refusal(admin, "TRUNCATE exam_results") == "42501");
    // The owner's refusal comes from the trigger, and says so.
    try {
        admin.exec("UPDATE exam_results SET score = 10");
        FAIL("the result changed");
    } catch (const CentreError& e) {
        CHECK(std::string(e.what()).find("a submitted exam cannot be changed or deleted") != std::string::npos);
    }
    auto r = admin.query("SELECT score, passed FROM exam_results");
    CHECK(r.real(0, 0) == doctest::Approx(8.0));
    CHECK(r.boolean(0, 1));
    CHECK(count(admin, "SELECT count(*) FROM attempts WHERE mode = 'exam'") == 1);
    // A second result for the same exam is a duplicate, not a correction.
    CHECK(refusal(li, "INSERT INTO exam_results(candidate_id, exam_source_id, items, answered, score, percent, "
                      "pass_mark, passed, topics) VALUES ($1::bigint, 'li/e1', 10, 10, 10, 1, 0.8, true, '[]')",
                  {li_id}) == "23505");
}
