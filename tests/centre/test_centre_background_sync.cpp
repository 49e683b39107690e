// The trainer's background sync against a server of its own that is stopped hard and started
// again: a poke sends at once, answers recorded while the server is down wait (the status says the
// server is unreachable and when it retries), and arrive exactly once after the restart without
// anyone asking. The worker uses its own SQLite connection while the test writes through another.
// Against the shared server: the packs given to the class are installed by the worker, another
// version only after the candidate's yes, and a tampered pack is refused with its reason while the
// rest (another pack, the schedule) still arrives.
#include <doctest/doctest.h>

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>

#include "app/core/centre/background_sync.hpp"
#include "app/core/centre/centre_sync.hpp"
#include "app/core/centre/class_work.hpp"
#include "app/core/packs/pack_install.hpp"
#include "tests/centre/candidate_history.hpp"
#include "tests/centre/centre_fixture.hpp"
#include "tests/centre/class_pack.hpp"
#include "tests/centre/own_cluster.hpp"

using namespace arbiter::centre;
using arbiter::test::CandidateHistory;
using arbiter::test::CentreFixture;
using arbiter::test::day;
using arbiter::test::OwnCluster;
using State = SyncStatus::State;
using PackState = PackStatus::State;

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

namespace {

// The options of a worker that syncs at start, when poked and on a yes (the interval is an hour),
// installing packs into `packs_dir`.
BackgroundSyncOptions pack_options(Wakes& wakes, const std::filesystem::path& packs_dir) {
    BackgroundSyncOptions options;
    options.interval = std::chrono::hours(1);
    options.on_change = [&wakes] { wakes.wake(); };
    options.content_root = arbiter::test::kPackContentRoot;
    options.packs_dir = packs_dir;
    return options;
}

std::string installed_version(const std::filesystem::path& packs_dir) {
    const auto installed = arbiter::packs::installed_packs(packs_dir);
    return installed.size() == 1 ? installed[0].manifest.version : "(" + std::to_string(installed.size()) + " packs)";
}

}  // namespace

TEST_CASE("background sync: installs the class's pack, and another version only after the candidate's yes to it") {
    CentreFixture centre;
    CandidateHistory h;
    arbiter::test::TempDir dir;
    const auto packs_dir = dir / "packs";
    PgConnection chen(centre.as(centre.chen));
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(0));
    const auto v1 = arbiter::test::class_pack(dir, "1");
    give_pack(chen, "go-3", v1.bytes, v1.manifest);
    schedule_exam(chen, {"go-3", "course-go-cn-2", 42, "2099-01-01 09:00+00", "2099-01-01 11:00+00"});

    Wakes wakes;
    BackgroundSync sync(h.dir / "trainer.db", h.profile, pack_options(wakes, packs_dir));
    REQUIRE(wakes.wait_for(sync, [](const SyncStatus& s) { return s.state == State::sent; }));
    auto status = sync.status();
    CHECK(status.scheduled == 1);
    REQUIRE(status.packs.size() == 1);
    CHECK(status.packs[0].pack_id == "cn2-course");
    CHECK(status.packs[0].version == "1");
    CHECK(status.packs[0].state == PackState::installed);
    CHECK(status.packs[0].problems.empty());
    CHECK(status.content_changes == 1);  // the trainer reloads its content
    CHECK(installed_version(packs_dir) == "1");

    // Version 2 given: the next sync (an answer and a poke) names both versions and installs nothing.
    const auto v2 = arbiter::test::class_pack(dir, "2");
    give_pack(chen, "go-3", v2.bytes, v2.manifest);
    h.answer("q-ko-1", 1.0, day(1));
    sync.poke();
    auto waits = [](const SyncStatus& s) { return s.packs.size() == 1 && s.packs[0].state == PackState::needs_consent; };
    REQUIRE(wakes.wait_for(sync, waits));
    status = sync.status();
    CHECK(status.packs[0].version == "2");
    CHECK(status.packs[0].installed_version == "1");
    CHECK_FALSE(status.packs[0].consented);
    CHECK(status.content_changes == 1);
    CHECK(installed_version(packs_dir) == "1");

    // A yes to another version than the one given changes nothing.
    sync.allow_replace("cn2-course", "9");
    CHECK_FALSE(sync.status().packs[0].consented);

    // The yes to version 2: shown at once, and the worker replaces it without waiting for the interval.
    sync.allow_replace("cn2-course", "2");
    const auto asked = sync.status().packs.at(0);
    CHECK((asked.consented || asked.state == PackState::replaced));  // the worker may be that quick
    REQUIRE(wakes.wait_for(sync, [](const SyncStatus& s) {
        return s.packs.size() == 1 && s.packs[0].state == PackState::replaced;
    }));
    status = sync.status();
    CHECK(status.state == State::sent);
    CHECK(status.content_changes == 2);
    CHECK(installed_version(packs_dir) == "2");

    // Version 3 given: the yes to version 2 is no yes to it.
    const auto v3 = arbiter::test::class_pack(dir, "3");
    give_pack(chen, "go-3", v3.bytes, v3.manifest);
    h.answer("q-ko-1", 1.0, day(2));
    sync.poke();
    REQUIRE(wakes.wait_for(sync, waits));
    status = sync.status();
    CHECK(status.packs[0].version == "3");
    CHECK(status.packs[0].installed_version == "2");
    CHECK_FALSE(status.packs[0].consented);
    CHECK(installed_version(packs_dir) == "2");
}

TEST_CASE("background sync: a tampered pack is refused with its reason, and the other pack and the schedule still arrive") {
    CentreFixture centre;
    CandidateHistory h;
    arbiter::test::TempDir dir;
    const auto packs_dir = dir / "packs";
    PgConnection admin(centre.admin()), chen(centre.as(centre.chen));
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(0));
    // Two packs of the same items under two ids: the first (by id) is changed on the server, so only
    // the second is installed and no item id is claimed twice.
    const auto bad = arbiter::test::class_pack(dir, "1", "a-course");
    const auto good = arbiter::test::class_pack(dir, "1", "cn2-course");
    give_pack(chen, "go-3", bad.bytes, bad.manifest);
    give_pack(chen, "go-3", good.bytes, good.manifest);
    schedule_exam(chen, {"go-3", "course-go-cn-2", 42, "2099-01-01 09:00+00", "2099-01-01 11:00+00"});
    admin.exec("UPDATE content_packs SET file = overlay(file PLACING '#'::bytea FROM octet_length(file) - 20 FOR 1) "
               "WHERE id = 'a-course'");

    Wakes wakes;
    BackgroundSync sync(h.dir / "trainer.db", h.profile, pack_options(wakes, packs_dir));
    REQUIRE(wakes.wait_for(sync, [](const SyncStatus& s) { return s.state == State::sent; }));
    const auto status = sync.status();
    CHECK(status.reason.empty());
    CHECK(status.scheduled == 1);
    REQUIRE(status.packs.size() == 2);
    CHECK(status.packs[0].pack_id == "a-course");
    CHECK(status.packs[0].state == PackState::refused);
    REQUIRE(status.packs[0].problems.size() == 1);
    CHECK(status.packs[0].problems[0].code == "given_hash");
    CHECK(status.packs[1].pack_id == "cn2-course");
    CHECK(status.packs[1].state == PackState::installed);
    CHECK(status.content_changes == 1);
    const auto installed = arbiter::packs::installed_packs(packs_dir);
    REQUIRE(installed.size() == 1);
    CHECK(installed[0].manifest.id == "cn2-course");
}
