// The trainer's background sync against a server of its own that is stopped hard and started
// again: a poke sends at once, answers recorded while the server is down wait (the status says the
// server is unreachable and when it retries), and arrive exactly once after the restart without
// anyone asking. The worker uses its own SQLite connection while the test writes through another.
#include <doctest/doctest.h>

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>

#include "app/core/centre/background_sync.hpp"
#include "app/core/centre/centre_sync.hpp"
#include "app/core/centre/class_work.hpp"
#include "tests/centre/candidate_history.hpp"
#include "tests/centre/centre_fixture.hpp"
#include "tests/centre/own_cluster.hpp"

using namespace arbiter::centre;
using arbiter::test::CandidateHistory;
using arbiter::test::CentreFixture;
using arbiter::test::day;
using arbiter::test::OwnCluster;
using State = SyncStatus::State;

namespace {

std::int64_t count(PgConnection& c, const std::string& sql) { return c.query(sql).integer(0, 0); }

// Counts the worker's wake-ups (the trainer posts a GLFW event there) and waits for a status.
struct Wakes {
    std::mutex mutex;
    std::condition_variable changed;
    int count = 0;

    void wake() {
        {
            std::lock_guard lock(mutex);
            ++count;
        }
        changed.notify_all();
    }
    bool wait_for(BackgroundSync& sync, const std::function<bool(const SyncStatus&)>& wanted) {
        std::unique_lock lock(mutex);
        return changed.wait_for(lock, std::chrono::seconds(60), [&] { return wanted(sync.status()); });
    }
};

}  // namespace

TEST_CASE("background sync: pushes when poked, waits out a stopped server with backoff, sends all once after it is back" *
          doctest::test_suite("slow")) {
    OwnCluster server;
    CentreFixture centre(server.conninfo());
    CandidateHistory h;
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(0));
    for (int i = 0; i < 3; ++i) h.answer("q-ko-1", 1.0, day(1, i));
    {
        PgConnection chen(centre.as(centre.chen));
        schedule_exam(chen, {"go-3", "go-cn-3", 5, "2099-01-01 09:00+00", "2099-01-01 11:00+00"});
    }

    Wakes wakes;
    BackgroundSyncOptions options;
    options.interval = std::chrono::hours(1);  // only pokes and retries make it sync in this test
    options.first_retry = std::chrono::milliseconds(100);
    options.max_retry = std::chrono::milliseconds(400);
    options.on_change = [&] { wakes.wake(); };
    BackgroundSync sync(h.dir / "trainer.db", h.profile, options);

    auto all_sent = [](const SyncStatus& s) { return s.state == State::sent && s.waiting.total() == 0; };
    REQUIRE(wakes.wait_for(sync, all_sent));  // at start
    CHECK(sync.status().class_code == "go-3");
    CHECK(sync.status().scheduled == 1);  // the schedule was pulled into the store too
    CHECK(sync.status().sent_at);

    // An answer and a poke: sent at once (the interval is an hour).
    const auto first_sent = sync.status().sent_at;
    h.answer("q-count-1", 0.0, day(2));
    sync.poke();
    REQUIRE(wakes.wait_for(sync, [&](const SyncStatus& s) { return all_sent(s) && s.sent_at != first_sent; }));
    {
        PgConnection admin(centre.admin());
        CHECK(count(admin, "SELECT count(*) FROM attempts") == 4);
    }

    server.kill();
    h.answer("q-ko-1", 0.5, day(3));
    h.answer("q-ko-1", 1.0, day(3, 1));
    sync.poke();
    REQUIRE(wakes.wait_for(sync, [](const SyncStatus& s) {
        return s.state == State::unreachable && s.waiting.attempts == 2;
    }));
    const auto away = sync.status();
    CHECK(away.retry_at);
    CHECK_FALSE(away.reason.empty());
    // While it is away, a poke only counts what waits: the backoff decides when to try.
    h.answer("q-count-1", 1.0, day(3, 2));
    sync.poke();
    REQUIRE(wakes.wait_for(sync, [](const SyncStatus& s) {
        return s.state == State::unreachable && s.waiting.attempts == 3;
    }));

    server.restart();
    REQUIRE(wakes.wait_for(sync, all_sent));  // no poke: the retry found the server
    CHECK(wakes.count > 4);
    PgConnection admin(centre.admin());
    CHECK(count(admin, "SELECT count(*) FROM attempts") == 7);
    CHECK(count(admin, "SELECT count(DISTINCT source_id) FROM attempts") == 7);
    CHECK(h.store.pending_counts(h.profile).total() == 0);
}
