// Joining a class and the local-first push, against the real server: every row arrives exactly
// once, whatever breaks in between (a crash after the server committed, a network that drops every
// other request, a week offline).
#include <doctest/doctest.h>

#include <stdexcept>

#include "app/core/centre/centre_sync.hpp"
#include "tests/centre/candidate_history.hpp"
#include "tests/centre/centre_fixture.hpp"

using namespace arbiter::centre;
using arbiter::test::CandidateHistory;
using arbiter::test::CentreFixture;
using arbiter::test::day;

namespace {

std::int64_t count(PgConnection& c, const std::string& sql) { return c.query(sql).integer(0, 0); }

std::string join_error(CandidateHistory& h, const std::string& conninfo, const std::string& cls,
                       const std::string& name) {
    try {
        join_centre(h.store, h.profile, conninfo, cls, name, day(0));
    } catch (const CentreError& e) {
        return e.what();
    }
    return {};
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("centre sync: joining checks the login role's class and name, and never keeps a password") {
    CentreFixture centre;
    CandidateHistory h;
    CHECK(contains(join_error(h, centre.as(centre.li) + " password=secret", "go-3", "Li"), "holds a password"));
    CHECK(contains(join_error(h, "postgresql://" + centre.li + ":secret@localhost/x", "go-3", "Li"), "holds a password"));
    CHECK(contains(join_error(h, centre.as(centre.li), "go-2", "Li"), "belongs to class go-3, not go-2"));
    CHECK(contains(join_error(h, centre.as(centre.li), "go-3", "Wang"), "is the candidate Li, not Wang"));
    CHECK(contains(join_error(h, centre.as(centre.chen), "go-3", "Chen"), "is not a candidate of the centre"));
    CHECK_FALSE(h.store.centre_link(h.profile));  // nothing linked by a refused join

    const auto identity = join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(0));
    CHECK(identity.class_code == "go-3");
    CHECK(identity.class_title == "围棋三级 2026");
    CHECK(identity.centre_name == "上海棋院");
    auto link = h.store.centre_link(h.profile);
    REQUIRE(link);
    CHECK(link->conninfo == centre.as(centre.li));
    CHECK(link->candidate_name == "Li");
}

TEST_CASE("centre sync: a push sends every answer, exam result and drill once, and a second push sends nothing") {
    CentreFixture centre;
    CandidateHistory h;
    for (int i = 0; i < 7; ++i) h.answer(i % 2 ? "q-ko-1" : "q-count-1", i % 3 ? 1.0 : 0.0, day(1, i));
    h.exam(3, day(2));  // passed: 3 of 3
    h.exam(1, day(3));  // failed: 1 of 3
    h.drill(0.9, day(3, 10));
    CHECK_THROWS_AS(push_pending(h.store, h.profile, day(4)), CentreError);  // not linked yet
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(4));
    CHECK(h.store.pending_counts(h.profile).attempts == 7 + 6);  // practice + the exams' answers

    PushOptions options;
    options.batch_size = 4;
    const auto report = push_pending(h.store, h.profile, day(4), options);
    CHECK(report.sent.attempts == 13);
    CHECK(report.sent.exams == 2);
    CHECK(report.sent.drills == 1);
    CHECK(report.repeated.total() == 0);
    CHECK(report.waiting.total() == 0);
    CHECK(h.store.centre_link(h.profile)->last_sync_at == day(4));

    PgConnection admin(centre.admin());
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 13);
    CHECK(count(admin, "SELECT count(DISTINCT source_id) FROM attempts") == 13);
    CHECK(count(admin, "SELECT count(*) FROM attempts a JOIN candidates c ON c.id = a.candidate_id "
                       "WHERE c.name = 'Li'") == 13);
    CHECK(count(admin, "SELECT count(*) FROM attempts WHERE mode = 'exam' AND exam_source_id IS NOT NULL") == 6);
    // The articles of the version answered travel with each answer.
    CHECK(count(admin, "SELECT count(*) FROM attempts WHERE 'cn-go-2002 17.1' = ANY(articles)") ==
          count(admin, "SELECT count(*) FROM attempts WHERE item_id = 'q-ko-1'"));
    CHECK(admin.query("SELECT answered_at = to_timestamp($1::bigint / 1000.0) FROM attempts ORDER BY answered_at "
                      "LIMIT 1",
                      {std::to_string(arbiter::store::to_unix_ms(day(1, 0)))})
              .boolean(0, 0));
    auto exams = admin.query("SELECT passed, items, score, pass_mark, jsonb_array_length(topics) FROM exam_results "
                             "ORDER BY score DESC");
    REQUIRE(exams.rows() == 2);
    CHECK(exams.boolean(0, 0));
    CHECK(exams.integer(0, 1) == 3);
    CHECK(exams.real(0, 2) == doctest::Approx(3.0));
    CHECK(exams.real(0, 3) == doctest::Approx(0.8));
    CHECK(exams.integer(0, 4) == 2);  // go-rules and ko
    CHECK_FALSE(exams.boolean(1, 0));
    CHECK(count(admin, "SELECT count(*) FROM exam_sessions") == 2);
    CHECK(count(admin, "SELECT count(*) FROM drill_results WHERE final_call_right AND hits = 9") == 1);

    const auto again = push_pending(h.store, h.profile, day(5), options);
    CHECK(again.sent.total() == 0);
    CHECK(again.repeated.total() == 0);
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 13);

    // A new answer is the only thing the next push sends.
    h.answer("q-ko-1", 1.0, day(6));
    CHECK(h.store.pending_counts(h.profile).attempts == 1);
    CHECK(push_pending(h.store, h.profile, day(6), options).sent.attempts == 1);
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 14);
}

TEST_CASE("centre sync: a push that dies after the server committed is sent again and inserts nothing twice") {
    CentreFixture centre;
    CandidateHistory h;
    for (int i = 0; i < 25; ++i) h.answer("q-ko-1", 1.0, day(1, i));
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(1));
    PushOptions options;
    options.batch_size = 10;
    int commits = 0;
    options.after_server_commit = [&](arbiter::store::PushKind, int) {
        // The second batch reached the server; the program dies before the store heard of it.
        if (++commits == 2) throw std::runtime_error("crash between the server's commit and the store's");
    };
    PushReport progress;
    CHECK_THROWS_AS(push_pending(h.store, h.profile, day(2), options, &progress), std::runtime_error);
    CHECK(progress.sent.attempts == 10);
    CHECK(progress.waiting.attempts == 15);  // the second batch is on the server, not marked here
    PgConnection admin(centre.admin());
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 20);

    options.after_server_commit = nullptr;
    const auto report = push_pending(h.store, h.profile, day(3), options);
    CHECK(report.repeated.attempts == 10);  // sent again, inserted nothing
    CHECK(report.sent.attempts == 5);
    CHECK(report.waiting.total() == 0);
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 25);
    CHECK(count(admin, "SELECT count(DISTINCT source_id) FROM attempts") == 25);
}

TEST_CASE("centre sync: a network that drops every other request still delivers everything exactly once") {
    CentreFixture centre;
    CandidateHistory h;
    for (int i = 0; i < 40; ++i) h.answer(i % 2 ? "q-ko-1" : "q-count-1", 0.5, day(1, i));
    h.exam(2, day(2));
    h.drill(0.5, day(2, 5));
    h.drill(0.7, day(2, 6));
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(2));

    PushOptions options;
    options.batch_size = 7;
    int requests = 0;
    options.before_request = [&](PgConnection& connection) {
        if (++requests % 2 == 0) connection.break_socket();  // the request is lost on the way
    };
    int failures = 0, rounds = 0;
    for (; rounds < 100; ++rounds) {
        try {
            if (push_pending(h.store, h.profile, day(3), options).waiting.total() == 0) break;
        } catch (const CentreError& e) {
            CHECK(e.connection_lost());
            ++failures;
        }
    }
    CHECK(h.store.pending_counts(h.profile).total() == 0);
    CHECK(failures >= 5);
    PgConnection admin(centre.admin());
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 43);
    CHECK(count(admin, "SELECT count(*) FROM exam_results") == 1);
    CHECK(count(admin, "SELECT count(*) FROM drill_results") == 2);
}

TEST_CASE("centre sync: a week of practice offline is all sent when the server is back") {
    CentreFixture centre;
    CandidateHistory h;
    const std::string real = centre.as(centre.li);
    join_centre(h.store, h.profile, real, "go-3", "Li", day(0));
    // Offline: the server cannot be reached (the link points where nothing listens).
    auto link = *h.store.centre_link(h.profile);
    link.conninfo = "host=/nonexistent/offline port=5432 dbname=centre user=li connect_timeout=2";
    h.store.set_centre_link(link);
    int answers = 0;
    for (int d = 1; d <= 7; ++d) {
        for (int i = 0; i < 6; ++i, ++answers) h.answer(i % 2 ? "q-ko-1" : "q-count-1", i % 3 ? 1.0 : 0.5, day(d, i));
        if (d == 4) h.exam(3, day(d, 100));
        if (d % 2) h.drill(0.8, day(d, 200));
        try {
            push_pending(h.store, h.profile, day(d, 300));
            FAIL("pushed while offline");
        } catch (const CentreError& e) {
            CHECK(e.connection_lost());
        }
        CHECK(h.store.pending_counts(h.profile).attempts == answers + (d >= 4 ? 3 : 0));
    }
    CHECK_FALSE(h.store.centre_link(h.profile)->last_sync_at);
    link.conninfo = real;
    h.store.set_centre_link(link);
    const auto report = push_pending(h.store, h.profile, day(8));
    CHECK(report.sent.attempts == 42 + 3);
    CHECK(report.sent.exams == 1);
    CHECK(report.sent.drills == 4);
    CHECK(report.waiting.total() == 0);
    PgConnection admin(centre.admin());
    // The answers keep the days they were given, not the day they arrived.
    CHECK(count(admin, "SELECT count(DISTINCT date_trunc('day', answered_at)) FROM attempts") == 7);
    CHECK(count(admin, "SELECT count(*) FROM attempts WHERE answered_at < received_at - interval '1 day'") == 45);
}

TEST_CASE("centre sync: two machines of one candidate push side by side without colliding") {
    CentreFixture centre;
    CandidateHistory home, laptop;
    home.answer("q-ko-1", 1.0, day(1));
    laptop.answer("q-ko-1", 0.0, day(1));  // the same local id 1 on both machines
    join_centre(home.store, home.profile, centre.as(centre.li), "go-3", "Li", day(1));
    join_centre(laptop.store, laptop.profile, centre.as(centre.li), "go-3", "Li", day(1));
    CHECK(push_pending(home.store, home.profile, day(2)).sent.attempts == 1);
    CHECK(push_pending(laptop.store, laptop.profile, day(2)).sent.attempts == 1);
    PgConnection admin(centre.admin());
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 2);
}
