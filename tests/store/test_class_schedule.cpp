// The class's scheduled exams in the candidate's store (schema version 6) and when they are offered:
// a version-5 file gains the table and keeps everything, a pull replaces the kept schedule whole,
// and an exam is offered only inside its window (the clock injected), once.
#include <doctest/doctest.h>

#include "app/core/store/class_schedule.hpp"
#include "app/core/store/schema.hpp"
#include "app/core/training/exams/scheduled_offers.hpp"
#include "tests/store/temp_dir.hpp"

using namespace arbiter;
using namespace arbiter::store;
using arbiter::test::TempDir;

namespace {

TimePoint at(std::int64_t minutes) { return from_unix_ms(1'764'000'000'000 + minutes * 60'000); }

ScheduledExam scheduled(std::int64_t id, std::uint64_t seed, std::int64_t opens, std::int64_t closes) {
    return {id, "go-3", "go-cn-3", seed, at(opens), at(closes), "chen"};
}

ExamSessionRecord session(std::int64_t profile, std::uint64_t seed, std::int64_t started) {
    ExamSessionRecord r;
    r.profile_id = profile;
    r.blueprint_id = "go-cn-3";
    r.blueprint_json = "{}";
    r.seed = seed;
    r.time_limit_ms = 60'000;
    r.remaining_ms = 60'000;
    r.started_at = at(started);
    r.updated_at = at(started);
    r.items.push_back(ExamItemRecord{0, "a", "fp-a", "t", {}, {}, {}, false, 0, {}});
    return r;
}

}  // namespace

TEST_CASE("class schedule: a version 5 database gains the class's schedule and keeps its centre link") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    std::string store_id;
    {
        TrainingStore old(file, OpenOptions{5});
        CHECK(old.schema_version() == 5);
        const auto profile = old.ensure_profile("old", at(0)).id;
        old.set_centre_link(CentreLink{profile, "host=/tmp/x dbname=c user=li", "go-3", "Li", at(0), {}});
        store_id = old.store_id();
        CHECK(class_schedule(old, profile).empty());  // no table yet: nothing kept
        CHECK_THROWS_AS(replace_class_schedule(old, profile, {scheduled(1, 42, 0, 60)}, at(0)), StoreError);
    }
    TrainingStore store(file);
    CHECK(store.schema_version() == current_schema_version());
    REQUIRE(store.migration_backup());
    CHECK(store.migration_backup()->filename() == "trainer.db.schema-v5.bak");
    const auto profile = store.find_profile("old")->id;
    CHECK(store.store_id() == store_id);
    REQUIRE(store.centre_link(profile));
    CHECK(store.centre_link(profile)->class_code == "go-3");
    CHECK(class_schedule(store, profile).empty());

    replace_class_schedule(store, profile, {scheduled(2, 7, 120, 180), scheduled(1, 42, 0, 60)}, at(1));
    auto kept = class_schedule(store, profile);
    REQUIRE(kept.size() == 2);
    CHECK(kept[0].server_id == 1);  // by opening time
    CHECK(kept[0].seed == 42);
    CHECK(kept[0].opens_at == at(0));
    CHECK(kept[0].closes_at == at(60));
    CHECK(kept[0].scheduled_by == "chen");
    // The next pull replaces it whole: an exam taken back is gone.
    replace_class_schedule(store, profile, {scheduled(2, 7, 120, 180)}, at(2));
    kept = class_schedule(store, profile);
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].server_id == 2);
    // Every version before 5 migrates through 6 too.
    for (int from = 1; from < 5; ++from) {
        CAPTURE(from);
        TempDir older;
        { TrainingStore s(older / "trainer.db", OpenOptions{from}); }
        TrainingStore s(older / "trainer.db");
        CHECK(s.schema_version() == current_schema_version());
        CHECK(class_schedule(s, s.ensure_profile("p", at(0)).id).empty());
    }
}

TEST_CASE("class schedule: a session started for a scheduled exam is recorded, from version 7, and every version migrates to it") {
    TempDir dir;
    const auto file = dir / "trainer.db";
    std::int64_t old_session = 0;
    {
        TrainingStore old(file, OpenOptions{6});
        const auto profile = old.ensure_profile("old", at(0)).id;
        replace_class_schedule(old, profile, {scheduled(3, 42, 0, 60)}, at(0));
        old_session = old.create_exam_session(session(profile, 42, 10));
        CHECK_FALSE(scheduled_sitting(old, old_session));  // no table yet: nothing recorded
        CHECK_THROWS_AS(record_scheduled_sitting(old, old_session, 3), StoreError);
    }
    TrainingStore store(file);
    CHECK(store.schema_version() == current_schema_version());
    REQUIRE(store.migration_backup());
    CHECK(store.migration_backup()->filename() == "trainer.db.schema-v6.bak");
    const auto profile = store.find_profile("old")->id;
    CHECK(class_schedule(store, profile).size() == 1);  // the kept schedule stays
    CHECK_FALSE(scheduled_sitting(store, old_session));  // a session of before: matched by its window
    const auto sat = store.create_exam_session(session(profile, 42, 20));
    record_scheduled_sitting(store, sat, 3);
    CHECK(scheduled_sitting(store, sat) == std::optional<std::int64_t>(3));
    CHECK_FALSE(scheduled_sitting(store, old_session));
    // Every earlier version reaches 7.
    for (int from = 1; from < 7; ++from) {
        CAPTURE(from);
        TempDir older;
        { TrainingStore s(older / "trainer.db", OpenOptions{from}); }
        TrainingStore s(older / "trainer.db");
        CHECK(s.schema_version() == current_schema_version());
        CHECK_FALSE(scheduled_sitting(s, 1));
    }
}

TEST_CASE("class schedule: an exam is offered only inside its window, and not again once started") {
    TempDir dir;
    TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("p", at(0)).id;
    const std::vector<ScheduledExam> schedule = {scheduled(1, 42, 60, 120)};
    auto state_at = [&](std::int64_t minute) {
        return training::scheduled_offers(schedule, store.exam_sessions(profile), at(minute))[0].state;
    };
    CHECK(state_at(0) == training::OfferState::upcoming);
    CHECK(state_at(59) == training::OfferState::upcoming);
    CHECK(state_at(60) == training::OfferState::open);
    CHECK(state_at(119) == training::OfferState::open);
    CHECK(state_at(120) == training::OfferState::closed);  // the window is [opens, closes)
    CHECK(training::first_open_offer(training::scheduled_offers(schedule, {}, at(30))) == nullptr);
    const auto open = training::scheduled_offers(schedule, {}, at(90));
    REQUIRE(training::first_open_offer(open));
    CHECK(training::first_open_offer(open)->exam.seed == 42);

    // The same blueprint with another seed, or the same seed before the window, is not this sitting.
    store.create_exam_session(session(profile, 7, 90));
    store.create_exam_session(session(profile, 42, 30));
    CHECK(state_at(90) == training::OfferState::open);
    const auto sat = store.create_exam_session(session(profile, 42, 95));
    CHECK(state_at(96) == training::OfferState::started);
    CHECK(training::scheduled_offers(schedule, store.exam_sessions(profile), at(96))[0].session_id == sat);
    CHECK(state_at(200) == training::OfferState::closed);  // gone after the window, sat or not
    CHECK(training::scheduled_offers(schedule, store.exam_sessions(profile), at(200))[0].session_id == sat);

    // Two open at once: the one closing first.
    const std::vector<ScheduledExam> two = {scheduled(1, 1, 0, 300), scheduled(2, 2, 10, 100)};
    CHECK(training::first_open_offer(training::scheduled_offers(two, {}, at(50)))->exam.server_id == 2);
}
