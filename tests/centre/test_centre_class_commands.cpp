// arbiter-cli centre schedule|give-pack|list (the instructor) and centre sync, centre status and
// exam --scheduled (the candidate), in-process against the real server: a scheduled exam offered in
// its window with the class's seed, "opens at" before it, a given pack installed by sync, refusals
// in the reader's language.
#include <doctest/doctest.h>

#include <chrono>
#include <ctime>

#include "app/cli/command_registry.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/json.hpp"
#include "app/core/packs/pack_install.hpp"
#include "app/core/store/class_schedule.hpp"
#include "tests/centre/candidate_history.hpp"
#include "tests/centre/centre_fixture.hpp"
#include "tests/centre/class_pack.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;
using arbiter::test::CandidateHistory;
using arbiter::test::CentreFixture;
using arbiter::test::run_cli;

namespace {

cli::CommandRegistry commands() {
    cli::CommandRegistry registry;
    cli::register_centre_commands(registry);
    cli::register_centre_class_commands(registry);
    cli::register_exam_commands(registry);
    return registry;
}

const std::string kRoot = arbiter::test::kPackContentRoot.string();

std::vector<std::string> candidate(std::vector<std::string> words, const std::string& db, const std::string& lang) {
    for (const std::string& w : {std::string("--db"), db, std::string("--lang"), lang, std::string("--content-root"), kRoot})
        words.push_back(w);
    return words;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// "2026-12-02 09:00:00+00" for now + `hours`, as the instructor types a window.
std::string hours_from_now(int hours) {
    const std::time_t t = std::time(nullptr) + hours * 3600;
    std::tm utc{};
    gmtime_r(&t, &utc);
    char text[40];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S+00", &utc);
    return text;
}

}  // namespace

TEST_CASE("centre class commands: the instructor schedules and gives, the candidate's sync installs, exam --scheduled sits it") {
    CentreFixture centre;
    CandidateHistory h;
    arbiter::test::ScopedDataHome data_home;  // the candidate's installed packs
    const std::string db = (h.dir / "trainer.db").string();
    const auto registry = commands();
    const std::string chen = centre.as(centre.chen);

    // The instructor: an unknown blueprint is refused here, another class by the server.
    auto unknown = run_cli(registry, {"centre", "schedule", chen, "--class", "go-3", "--blueprint", "no-such", "--seed",
                                      "1", "--from", hours_from_now(-1), "--to", hours_from_now(1), "--content-root", kRoot,
                                      "--lang", "en"});
    CHECK(unknown.status == 1);
    CHECK(has(unknown.err, "knows no exam blueprint no-such"));
    auto other = run_cli(registry, {"centre", "schedule", chen, "--class", "go-2", "--blueprint", "cn-2", "--seed", "1",
                                    "--from", hours_from_now(-1), "--to", hours_from_now(1), "--content-root", kRoot,
                                    "--lang", "zh-Hans"});
    CHECK(other.status == 1);
    CHECK(has(other.err, "培训中心拒绝了请求"));
    CHECK(has(other.err, "teaches no class go-2"));
    auto bad_seed = run_cli(registry, {"centre", "schedule", chen, "--class", "go-3", "--blueprint", "cn-2", "--seed",
                                       "-4", "--from", "x", "--to", "y", "--content-root", kRoot});
    CHECK(bad_seed.status == 2);

    auto open = run_cli(registry, {"centre", "schedule", chen, "--class", "go-3", "--blueprint", "cn-2", "--seed", "4242",
                                   "--from", hours_from_now(-1), "--to", hours_from_now(2), "--content-root", kRoot,
                                   "--lang", "en"});
    CHECK(open.status == 0);
    CHECK(has(open.out, "Scheduled for class go-3:"));
    CHECK(has(open.out, "seed 4242"));
    auto later = run_cli(registry, {"centre", "schedule", chen, "--class", "go-3", "--blueprint", "cn-2", "--seed", "7",
                                    "--from", hours_from_now(24), "--to", hours_from_now(26), "--content-root", kRoot,
                                    "--json"});
    CHECK(later.status == 0);
    CHECK(json::parse(later.out).find("seed")->as_string() == "7");

    arbiter::test::TempDir dir;
    const auto pack = arbiter::test::class_pack(dir, "1");
    arbiter::test::write_bytes(dir / "course.arbpack", pack.bytes);
    arbiter::test::write_bytes(dir / "broken.arbpack", pack.bytes.substr(0, pack.bytes.size() / 2));
    auto broken = run_cli(registry, {"centre", "give-pack", chen, "--class", "go-3", (dir / "broken.arbpack").string(),
                                     "--lang", "en"});
    CHECK(broken.status == 1);
    CHECK(has(broken.err, "Not given"));
    auto given = run_cli(registry, {"centre", "give-pack", chen, "--class", "go-3", (dir / "course.arbpack").string(),
                                    "--lang", "zh-Hant"});
    CHECK(given.status == 0);
    CHECK(has(given.out, "已把內容包 cn2-course（版本 1）發給班級 go-3"));
    auto list = run_cli(registry, {"centre", "list", chen, "--class", "go-3", "--lang", "en"});
    CHECK(list.status == 0);
    CHECK(has(list.out, "seed 4242"));
    CHECK(has(list.out, "seed 7"));
    CHECK(has(list.out, "cn2-course\tversion 1\tgiven by " + centre.chen));
    auto sun_list = run_cli(registry, {"centre", "list", centre.as(centre.sun), "--class", "go-3", "--json"});
    CHECK(sun_list.status == 0);
    CHECK(json::parse(sun_list.out).find("exams")->as_array().empty());

    // The candidate: before a sync nothing is offered.
    auto none = run_cli(registry, candidate({"exam", "--scheduled"}, db, "en"), "q\n");
    CHECK(none.status == 1);
    CHECK(has(none.err, "No scheduled exam of your class is open now"));
    CHECK(run_cli(registry, candidate({"centre", "join", centre.as(centre.li), "--class", "go-3", "--candidate", "Li"},
                                      db, "en"))
              .status == 0);
    auto sync = run_cli(registry, candidate({"centre", "sync"}, db, "en"));
    CHECK(sync.status == 0);
    CHECK(has(sync.out, "Installed pack cn2-course, version 1, from your class."));
    CHECK(has(sync.out, "From your class: 2 scheduled exams, 1 pack."));
    CHECK(has(sync.out, "open now until"));
    CHECK(has(sync.out, "opens at"));
    CHECK(packs::installed_packs().size() == 1);
    auto again = run_cli(registry, candidate({"centre", "sync", "--json"}, db, "en"));
    CHECK(again.status == 0);
    const auto pulled = json::parse(again.out);
    CHECK(pulled.find("pulled")->find("packs")->as_array()[0].find("outcome")->as_string() == "already_installed");
    auto status = run_cli(registry, candidate({"centre", "status"}, db, "zh-Hans"));
    CHECK(has(status.out, "班级 go-3 的考试：cn-2，现已开放"));
    CHECK(has(status.out, "开放（至"));

    // exam --scheduled: the class's blueprint and seed; the exam is then started, not offered again.
    auto usage = run_cli(registry, candidate({"exam", "--scheduled", "--seed", "3"}, db, "en"));
    CHECK(usage.status == 2);
    auto sit = run_cli(registry, candidate({"exam", "--scheduled", "--json-lines"}, db, "en"), "q\n");
    CHECK(sit.status == 0);
    const auto sessions = h.store.exam_sessions(h.profile);
    REQUIRE(sessions.size() == 1);
    CHECK(sessions[0].seed == 4242);
    CHECK(sessions[0].blueprint_id == "cn-2");
    // Recorded as the sitting of that scheduled exam (the push sends its id; the report groups by it).
    std::optional<std::int64_t> open_id;
    for (const auto& e : store::class_schedule(h.store, h.profile))
        if (e.seed == 4242) open_id = e.server_id;
    REQUIRE(open_id);
    CHECK(store::scheduled_sitting(h.store, sessions[0].id) == open_id);
    auto after = run_cli(registry, candidate({"centre", "status"}, db, "en"));
    CHECK(has(after.out, "cn-2, started"));
}
