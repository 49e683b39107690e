// The instructor's screen's data over the real server: the classes a role may read
// (centre::taught_classes), the report's topics beside its articles, and CentreReader doing both
// on its worker thread — results handed over by poll(), the waker called, failures classified as
// the screen words them (unreachable, not a class this role teaches, a password refused).
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "app/core/centre/centre_report.hpp"
#include "app/core/centre/centre_sync.hpp"
#include "app/ui/data/centre_reader.hpp"
#include "tests/centre/candidate_history.hpp"
#include "tests/centre/centre_fixture.hpp"

using namespace arbiter;
using arbiter::test::CandidateHistory;
using arbiter::test::CentreFixture;
using arbiter::test::day;
using Kind = arbiter::ui::CentreFailure::Kind;

namespace {

// Polls as the UI thread does, frame after frame, until the request is done (at most 20 s).
void wait_for(ui::CentreReader& reader) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!reader.poll()) {
        REQUIRE(std::chrono::steady_clock::now() < until);
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

}  // namespace

TEST_CASE("instructor: an instructor lists only the classes taught, the owner lists every class") {
    CentreFixture centre;
    centre::PgConnection chen(centre.as(centre.chen));
    const auto taught = centre::taught_classes(chen);
    REQUIRE(taught.size() == 1);
    CHECK(taught[0].code == "go-3");
    CHECK(taught[0].title == "围棋三级 2026");
    CHECK(taught[0].centre_name == "上海棋院");
    CHECK(taught[0].candidates == 2);
    centre::PgConnection admin(centre.admin());
    const auto all = centre::taught_classes(admin);
    REQUIRE(all.size() == 2);
    CHECK(all[0].code == "go-2");
    CHECK(all[0].candidates == 1);
}

TEST_CASE("instructor: the report's topics are each candidate's mean per topic, weakest first") {
    CentreFixture centre;
    CandidateHistory li;
    li.answer("q-ko-1", 0.0, day(1));
    li.answer("q-ko-1", 1.0, day(1, 5));
    li.answer("q-count-1", 1.0, day(1, 9));
    centre::join_centre(li.store, li.profile, centre.as(centre.li), "go-3", "Li", day(1));
    centre::push_pending(li.store, li.profile, day(2));
    centre::PgConnection chen(centre.as(centre.chen));
    const auto report = centre::class_report(chen, "go-3");
    REQUIRE(report.topics.size() == 2);
    CHECK(report.topics[0].candidate == "Li");
    CHECK(report.topics[0].article == "ko");
    CHECK(report.topics[0].answers == 2);
    CHECK(report.topics[0].accuracy == doctest::Approx(0.5));
    CHECK(report.topics[1].article == "counting");
    CHECK(report.topics[1].accuracy == doctest::Approx(1.0));
}

TEST_CASE("instructor: the reader lists classes and reads a report on its thread, and wakes the window") {
    CentreFixture centre;
    std::atomic<int> wakes{0};
    ui::CentreReader reader([&] { ++wakes; });
    CHECK_FALSE(reader.busy());
    reader.list_classes(centre.as(centre.chen));
    CHECK(reader.busy());
    CHECK_FALSE(reader.loading_report());
    wait_for(reader);
    CHECK_FALSE(reader.busy());
    CHECK(wakes == 1);
    REQUIRE(reader.classes());
    REQUIRE(reader.classes()->size() == 1);
    CHECK_FALSE(reader.failure());

    reader.load_report(reader.conninfo(), "go-3");
    CHECK(reader.loading_report());
    wait_for(reader);
    CHECK(wakes == 2);
    REQUIRE(reader.report());
    CHECK(reader.report()->class_code == "go-3");
    CHECK(reader.report()->roster.size() == 2);
    CHECK(reader.classes());  // the class list stays while a report is read

    // Another class's instructor: the server shows no such class to that role.
    ui::CentreReader other;
    other.load_report(centre.as(centre.sun), "go-3");
    wait_for(other);
    REQUIRE(other.failure());
    CHECK(other.failure()->kind == Kind::NoClass);
    CHECK_FALSE(other.report());
}

TEST_CASE("instructor: an unreachable server is a failure of its own kind, the UI thread never waiting") {
    ui::CentreReader reader;
    const auto before = std::chrono::steady_clock::now();
    reader.list_classes("host=/nonexistent/offline port=5432 dbname=centre user=chen connect_timeout=2");
    CHECK(std::chrono::steady_clock::now() - before < std::chrono::milliseconds(500));  // the call only starts it
    wait_for(reader);
    REQUIRE(reader.failure());
    CHECK(reader.failure()->kind == Kind::Unreachable);
    CHECK(reader.failure()->detail.find("cannot connect") != std::string::npos);
    CHECK_FALSE(reader.classes());
}

TEST_CASE("instructor: a newer request replaces one still running, and the old result is dropped") {
    CentreFixture centre;
    ui::CentreReader reader;
    reader.list_classes("host=/nonexistent/offline port=5432 dbname=centre user=chen connect_timeout=2");
    reader.list_classes(centre.as(centre.chen));
    wait_for(reader);
    CHECK_FALSE(reader.failure());
    REQUIRE(reader.classes());
    CHECK(reader.classes()->size() == 1);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK_FALSE(reader.poll());  // nothing else to take
}

TEST_CASE("instructor: connection strings with a password, or unreadable ones, are refused before sending") {
    const auto password = ui::check_conninfo("host=centre.example dbname=centre user=chen password=secret");
    REQUIRE(password);
    CHECK(password->kind == Kind::Password);
    const auto uri = ui::check_conninfo("postgresql://chen:secret@centre.example/centre");
    REQUIRE(uri);
    CHECK(uri->kind == Kind::Password);
    const auto bad = ui::check_conninfo("host='unterminated");
    REQUIRE(bad);
    CHECK(bad->kind == Kind::BadConninfo);
    CHECK_FALSE(ui::check_conninfo("host=centre.example dbname=centre user=chen sslmode=verify-full"));
    CHECK_FALSE(ui::check_conninfo("postgresql://chen@centre.example/centre?sslmode=verify-full"));
}

TEST_CASE("instructor: the server's refusal of a statement reads as permission denied") {
    const auto denied = ui::classify_failure(centre::CentreError("permission denied for table attempts", "42501"));
    CHECK(denied.kind == Kind::Denied);
    CHECK(denied.detail == "permission denied for table attempts");
    CHECK(ui::classify_failure(centre::CentreError("x", "23505")).kind == Kind::Other);
    CHECK(ui::classify_failure(centre::CentreError("gone", "", true)).kind == Kind::Unreachable);
}
