// What an instructor gives a class, against the real server: scheduled exams and packs are given
// only for the classes the instructor teaches (tried over each person's own connection), read only
// by the class's candidates, frozen once the window opened (the owner included), and arrive on the
// candidate's machine through the `pack import` path: installed once, a tampered file refused, another
// installed version never replaced silently.
#include <doctest/doctest.h>

#include <functional>

#include "app/core/centre/centre_sync.hpp"
#include "app/core/centre/class_pull.hpp"
#include "app/core/centre/class_work.hpp"
#include "app/core/store/class_schedule.hpp"
#include "tests/centre/candidate_history.hpp"
#include "tests/centre/centre_fixture.hpp"
#include "tests/centre/class_pack.hpp"

using namespace arbiter;
using namespace arbiter::centre;
using arbiter::test::CandidateHistory;
using arbiter::test::CentreFixture;
using arbiter::test::day;

namespace {

std::int64_t count(PgConnection& c, const std::string& sql) { return c.query(sql).integer(0, 0); }

struct Refusal {
    std::string sqlstate;
    std::string message;
};

// The server's refusal of `run`, or a failed check when it was allowed.
Refusal refusal(const std::function<void()>& run) {
    try {
        run();
    } catch (const CentreError& e) {
        return {e.sqlstate(), e.what()};
    }
    FAIL("the server allowed it");
    return {};
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

ScheduleRequest future_exam(const std::string& cls) {
    return {cls, "course-go-cn-2", 42, "2099-01-01 09:00+00", "2099-01-01 11:00+00"};
}

}  // namespace

TEST_CASE("class work: an instructor schedules only for the classes they teach, and candidates read only their own") {
    CentreFixture centre;
    PgConnection admin(centre.admin()), chen(centre.as(centre.chen)), sun(centre.as(centre.sun));
    PgConnection li(centre.as(centre.li)), zhao(centre.as(centre.zhao));
    const auto row = schedule_exam(chen, future_exam("go-3"));
    CHECK(row.scheduled_by == centre.chen);
    CHECK(row.seed == 42);
    CHECK(row.closes_ms - row.opens_ms == 2 * 3600 * 1000);

    // Another class's: the command says whose it is not; a statement naming its id is refused.
    CHECK(has(refusal([&] { schedule_exam(chen, future_exam("go-2")); }).message, "teaches no class go-2"));
    const std::string go2 = admin.query("SELECT id FROM classes WHERE code = 'go-2'").text(0, 0);
    CHECK(refusal([&] {
              chen.query("INSERT INTO scheduled_exams(class_id, blueprint_id, seed, opens_at, closes_at) "
                         "VALUES ($1, 'b', 1, now() + interval '1 day', now() + interval '2 days')",
                         {go2});
          }).sqlstate == "42501");
    // In another instructor's name.
    CHECK(refusal([&] {
              chen.query("INSERT INTO scheduled_exams(class_id, blueprint_id, seed, opens_at, closes_at, scheduled_by) "
                         "SELECT id, 'b', 1, now() + interval '1 day', now() + interval '2 days', $1 FROM classes",
                         {centre.sun});
          }).sqlstate == "42501");
    // Candidates schedule nothing and change nothing.
    CHECK(refusal([&] { schedule_exam(li, future_exam("go-3")); }).sqlstate == "42501");
    CHECK(refusal([&] { li.exec("UPDATE scheduled_exams SET seed = 7"); }).sqlstate == "42501");
    CHECK(refusal([&] { li.exec("DELETE FROM scheduled_exams"); }).sqlstate == "42501");

    // Each reads their own class's schedule only.
    CHECK(count(li, "SELECT count(*) FROM scheduled_exams") == 1);
    CHECK(count(zhao, "SELECT count(*) FROM scheduled_exams") == 0);
    CHECK(count(sun, "SELECT count(*) FROM scheduled_exams") == 0);
    CHECK(class_work(sun, "go-3").exams.empty());
    CHECK(class_work(chen, "go-3").exams.size() == 1);
    // Another class's instructor cannot reach it to change or remove it.
    CHECK(sun.query("UPDATE scheduled_exams SET seed = 7").affected() == 0);
    CHECK(sun.query("DELETE FROM scheduled_exams").affected() == 0);
    CHECK(count(admin, "SELECT count(*) FROM scheduled_exams WHERE seed = 42") == 1);
    // An empty window and an unreadable time are the server's refusals, with its reason.
    CHECK(refusal([&] { schedule_exam(chen, {"go-3", "b", 1, "2099-01-02 09:00+00", "2099-01-01 09:00+00"}); })
              .sqlstate == "23514");
    CHECK(refusal([&] { schedule_exam(chen, {"go-3", "b", 1, "next tuesday", "2099-01-01 09:00+00"}); }).sqlstate ==
          "22007");
}

TEST_CASE("class work: nobody changes or removes a scheduled exam once its window has opened, the owner included") {
    CentreFixture centre;
    PgConnection admin(centre.admin()), chen(centre.as(centre.chen));
    // Before its window the instructor may move it or take it back.
    const auto later = schedule_exam(chen, future_exam("go-3"));
    CHECK(chen.query("UPDATE scheduled_exams SET closes_at = closes_at + interval '1 hour' WHERE id = $1",
                     {std::to_string(later.id)})
              .affected() == 1);
    CHECK(chen.query("DELETE FROM scheduled_exams WHERE id = $1", {std::to_string(later.id)}).affected() == 1);

    const auto open = schedule_exam(chen, {"go-3", "course-go-cn-2", 7, "2020-01-01 00:00+00", "2099-01-01 00:00+00"});
    const std::string id = std::to_string(open.id);
    for (PgConnection* who : {&chen, &admin}) {
        const auto changed = refusal([&] { who->query("UPDATE scheduled_exams SET seed = 8 WHERE id = $1", {id}); });
        CHECK(changed.sqlstate == "42501");
        CHECK(has(changed.message, "once its window has opened"));
        CHECK(refusal([&] { who->query("DELETE FROM scheduled_exams WHERE id = $1", {id}); }).sqlstate == "42501");
    }
    CHECK(refusal([&] { admin.exec("TRUNCATE scheduled_exams"); }).sqlstate == "42501");
    CHECK(count(admin, "SELECT count(*) FROM scheduled_exams WHERE seed = 7") == 1);
}

TEST_CASE("class work: packs are given only to the classes one teaches and read only by that class") {
    CentreFixture centre;
    arbiter::test::TempDir dir;
    const auto pack = arbiter::test::class_pack(dir, "1");
    PgConnection admin(centre.admin()), chen(centre.as(centre.chen)), sun(centre.as(centre.sun));
    PgConnection li(centre.as(centre.li)), zhao(centre.as(centre.zhao));

    const auto given = give_pack(chen, "go-3", pack.bytes, pack.manifest);
    CHECK(given.given_by == centre.chen);
    CHECK(given.bytes == static_cast<std::int64_t>(pack.bytes.size()));
    CHECK(has(refusal([&] { give_pack(sun, "go-3", pack.bytes, pack.manifest); }).message, "teaches no class go-3"));
    CHECK(refusal([&] { li.exec("INSERT INTO class_packs(class_id, pack_id, pack_version) SELECT id, 'x', '1' FROM classes"); })
              .sqlstate == "42501");
    CHECK(refusal([&] { li.exec("UPDATE content_packs SET file = NULL"); }).sqlstate == "42501");
    // The same id and version with other bytes: refused, and what the server had stays.
    const auto other = arbiter::test::class_pack(dir, "1b");
    auto same_version = other.manifest;
    same_version.version = "1";
    CHECK(has(refusal([&] { give_pack(chen, "go-3", other.bytes, same_version); }).message, "with other content"));
    CHECK(count(admin, "SELECT count(*) FROM content_packs") == 1);

    CHECK(count(li, "SELECT count(*) FROM class_packs") == 1);
    CHECK(count(li, "SELECT count(*) FROM content_packs WHERE file IS NOT NULL") == 1);
    CHECK(count(zhao, "SELECT count(*) FROM class_packs") == 0);
    CHECK(count(zhao, "SELECT count(*) FROM content_packs") == 0);
    CHECK(class_work(sun, "go-3").packs.empty());
    REQUIRE(class_work(chen, "go-3").packs.size() == 1);
    CHECK(class_work(chen, "go-3").packs[0].sha256 == given.sha256);
}

TEST_CASE("class pull: a given pack arrives installed once, the schedule is kept, another version waits for a yes") {
    CentreFixture centre;
    CandidateHistory h;
    arbiter::test::TempDir dir;
    PgConnection chen(centre.as(centre.chen));
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(0));
    const auto v1 = arbiter::test::class_pack(dir, "1");
    give_pack(chen, "go-3", v1.bytes, v1.manifest);
    const auto exam = schedule_exam(chen, future_exam("go-3"));

    PullOptions options;
    options.content_root = arbiter::test::kPackContentRoot;
    options.packs_dir = dir / "packs";
    auto first = pull_class_work(h.store, h.profile, day(1), options);
    CHECK(first.scheduled == 1);
    REQUIRE(first.packs.size() == 1);
    CHECK(first.packs[0].outcome == packs::ImportOutcome::installed);
    CHECK(first.packs[0].problems.empty());
    const auto kept = store::class_schedule(h.store, h.profile);
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].server_id == exam.id);
    CHECK(kept[0].seed == 42);
    CHECK(kept[0].class_code == "go-3");
    CHECK(kept[0].scheduled_by == centre.chen);
    CHECK(store::to_unix_ms(kept[0].opens_at) == exam.opens_ms);

    // Again: nothing new.
    auto second = pull_class_work(h.store, h.profile, day(2), options);
    REQUIRE(second.packs.size() == 1);
    CHECK(second.packs[0].outcome == packs::ImportOutcome::already_installed);
    auto installed = packs::installed_packs(options.packs_dir);
    REQUIRE(installed.size() == 1);
    CHECK(installed[0].manifest.version == "1");
    // Only the pack's folder is left in the packs folder (the downloaded file is removed).
    CHECK(std::distance(std::filesystem::directory_iterator(options.packs_dir), {}) == 1);

    // Version 2 given: not installed over version 1 without a yes.
    const auto v2 = arbiter::test::class_pack(dir, "2");
    give_pack(chen, "go-3", v2.bytes, v2.manifest);
    auto third = pull_class_work(h.store, h.profile, day(3), options);
    REQUIRE(third.packs.size() == 1);
    CHECK(third.packs[0].outcome == packs::ImportOutcome::needs_confirmation);
    CHECK(third.packs[0].installed_version == "1");
    CHECK(packs::installed_packs(options.packs_dir)[0].manifest.version == "1");
    options.replace_packs = true;
    auto fourth = pull_class_work(h.store, h.profile, day(3), options);
    CHECK(fourth.packs[0].outcome == packs::ImportOutcome::replaced);
    CHECK(packs::installed_packs(options.packs_dir)[0].manifest.version == "2");

    // An exam taken back before its window is gone from the store at the next pull.
    chen.query("DELETE FROM scheduled_exams WHERE id = $1", {std::to_string(exam.id)});
    options.packs = false;
    CHECK(pull_class_work(h.store, h.profile, day(4), options).packs.empty());
    CHECK(store::class_schedule(h.store, h.profile).empty());
}

TEST_CASE("class pull: a pack changed on the server is refused and nothing is installed") {
    CentreFixture centre;
    CandidateHistory h;
    arbiter::test::TempDir dir;
    PgConnection admin(centre.admin()), chen(centre.as(centre.chen));
    join_centre(h.store, h.profile, centre.as(centre.li), "go-3", "Li", day(0));
    const auto pack = arbiter::test::class_pack(dir, "1");
    give_pack(chen, "go-3", pack.bytes, pack.manifest);
    PullOptions options;
    options.content_root = arbiter::test::kPackContentRoot;
    options.packs_dir = dir / "packs";

    // One byte of the last file changed: its bytes no longer match the instructor's checksum.
    admin.exec("UPDATE content_packs SET file = overlay(file PLACING '#'::bytea FROM octet_length(file) - 20 FOR 1)");
    auto tampered = pull_class_work(h.store, h.profile, day(1), options);
    REQUIRE(tampered.packs.size() == 1);
    CHECK(tampered.packs[0].outcome == packs::ImportOutcome::refused);
    REQUIRE(tampered.packs[0].problems.size() == 1);
    CHECK(tampered.packs[0].problems[0].code == "given_hash");
    CHECK(packs::installed_packs(options.packs_dir).empty());

    // The checksum changed with it: the pack's own manifest still refuses the file.
    admin.exec("UPDATE content_packs SET sha256 = encode(sha256(file), 'hex')");
    auto rehashed = pull_class_work(h.store, h.profile, day(1), options);
    REQUIRE(rehashed.packs.size() == 1);
    CHECK(rehashed.packs[0].outcome == packs::ImportOutcome::refused);
    CHECK_FALSE(rehashed.packs[0].problems.empty());
    CHECK(packs::installed_packs(options.packs_dir).empty());
    CHECK(std::distance(std::filesystem::directory_iterator(options.packs_dir), {}) == 0);

    // A pack given before the centre kept pack files (a version 1 or 2 row): named, not installed.
    admin.exec("INSERT INTO content_packs(id, version) VALUES ('old-pack', '1')");
    admin.exec("INSERT INTO class_packs(class_id, pack_id, pack_version) SELECT id, 'old-pack', '1' FROM classes "
               "WHERE code = 'go-3'");
    auto old = pull_class_work(h.store, h.profile, day(1), options);
    REQUIRE(old.packs.size() == 2);
    CHECK(old.packs[1].pack_id == "old-pack");
    CHECK(old.packs[1].outcome == packs::ImportOutcome::refused);
    REQUIRE(old.packs[1].problems.size() == 1);
    CHECK(old.packs[1].problems[0].code == "given_no_file");
    CHECK(packs::installed_packs(options.packs_dir).empty());
}
