// The server stopped hard in the middle of a push (pg_ctl stop -m immediate) and started again:
// every answer arrives exactly once. These tests stop their server, so they start a cluster of
// their own with scripts/pg-test-cluster instead of sharing the run's.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <stdexcept>
#include <thread>

#include "app/core/centre/centre_sync.hpp"
#include "tests/centre/candidate_history.hpp"
#include "tests/centre/centre_fixture.hpp"
#include "tests/centre/own_cluster.hpp"

using namespace arbiter::centre;
using arbiter::test::CandidateHistory;
using arbiter::test::CentreFixture;
using arbiter::test::day;
using arbiter::test::OwnCluster;

namespace {

std::int64_t count(PgConnection& c, const std::string& sql) { return c.query(sql).integer(0, 0); }

// Pushes until nothing waits, as the trainer would retry; returns how many pushes failed.
int push_until_done(CandidateHistory& h, const PushOptions& options = {}) {
    int failures = 0;
    for (int round = 0; round < 50; ++round) {
        try {
            if (push_pending(h.store, h.profile, day(9), options).waiting.total() == 0) return failures;
        } catch (const CentreError& e) {
            CHECK(e.connection_lost());
            ++failures;
        }
    }
    FAIL("the push never finished");
    return failures;
}

}  // namespace

TEST_CASE("centre faults: the server stopped hard in the middle of pushes, then restarted, gets every answer once" *
          doctest::test_suite("slow")) {
    OwnCluster server;
    CentreFixture centre(server.conninfo());
    CandidateHistory h;
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(0));
    std::mt19937 random(20261202);
    int answers = 0, exams = 0, interrupted = 0;
    for (int round = 0; round < 4; ++round) {
        CAPTURE(round);
        for (int i = 0; i < 200; ++i, ++answers) h.answer(i % 2 ? "q-ko-1" : "q-count-1", 1.0, day(1, answers));
        h.exam(round % 4, day(2, round));
        ++exams;
        // Stop the server hard while the push runs: the stop starts at a request drawn at random
        // and lands a moment later, whatever the push is doing then (sending, committing, marking).
        PushOptions options;
        options.batch_size = 2;
        const int at_request = std::uniform_int_distribution<int>(1, 30)(random);
        int requests = 0;
        bool killed = false;
        std::thread killer;
        options.before_request = [&](PgConnection&) {
            if (++requests == at_request) killer = std::thread([&] { killed = server.kill_quietly(); });
            // A slow network from then on, so the stop (a fraction of a second) lands mid-push.
            if (requests > at_request) std::this_thread::sleep_for(std::chrono::milliseconds(4));
        };
        bool failed = false;
        try {
            push_pending(h.store, h.profile, day(3), options);
        } catch (const CentreError& e) {
            CHECK_MESSAGE(e.connection_lost(), std::string(e.what()));
            failed = true;
        }
        REQUIRE(killer.joinable());
        killer.join();
        REQUIRE(killed);
        if (failed) ++interrupted;
        // While it is down, nothing is lost and the push says the server cannot be reached.
        CHECK_THROWS_AS(push_pending(h.store, h.profile, day(3), options), CentreError);
        server.restart();
        options.before_request = nullptr;
        push_until_done(h, options);
        PgConnection admin(centre.admin());
        CHECK(count(admin, "SELECT count(*) FROM attempts") == answers + 3 * exams);
        CHECK(count(admin, "SELECT count(DISTINCT source_id) FROM attempts") == answers + 3 * exams);
        CHECK(count(admin, "SELECT count(*) FROM exam_results") == exams);
        CHECK(h.store.pending_counts(h.profile).total() == 0);
    }
    MESSAGE("pushes interrupted by the stop: " << interrupted << " of 4");
    CHECK(interrupted >= 3);
}

TEST_CASE("centre faults: the server stopped hard right after committing a batch the store has not marked" *
          doctest::test_suite("slow")) {
    OwnCluster server;
    CentreFixture centre(server.conninfo());
    CandidateHistory h;
    for (int i = 0; i < 20; ++i) h.answer("q-ko-1", 1.0, day(1, i));
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(0));
    PushOptions options;
    options.batch_size = 8;
    options.after_server_commit = [&](arbiter::store::PushKind, int) {
        server.kill();
        throw std::runtime_error("the program died with the server");
    };
    // The first batch is on the server; the store never heard of it.
    CHECK_THROWS_AS(push_pending(h.store, h.profile, day(2), options), std::runtime_error);
    CHECK(h.store.pending_counts(h.profile).attempts == 20);
    server.restart();
    options.after_server_commit = nullptr;
    const auto report = push_pending(h.store, h.profile, day(3), options);
    CHECK(report.repeated.attempts == 8);
    CHECK(report.sent.attempts == 12);
    PgConnection admin(centre.admin());
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 20);
}
