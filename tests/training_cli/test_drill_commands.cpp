// `arbiter-cli drill list`, `drill countout` and `drill intervene` with given presses (no real
// time), `drill windows`, and the drills in `stats`. The expected calls come from the engine through the drill's setup, never typed here.
#include <doctest/doctest.h>

#include <cmath>
#include <sstream>

#include "app/cli/command_registry.hpp"
#include "tests/support/cli_run.hpp"
#include "app/core/json.hpp"
#include "app/core/store/training_store.hpp"
#include "app/core/training/drills/countout_drill.hpp"
#include "tests/store/temp_dir.hpp"

using namespace arbiter;

namespace {

using Result = test::CliRun;

Result run(const std::vector<std::string>& args, const std::string& input = "") { return test::run_cli(args, input); }

std::vector<std::string> with_db(std::vector<std::string> args, const test::TempDir& dir, const char* lang = "en") {
    for (const std::string& extra : std::vector<std::string>{"--db", (dir / "trainer.db").string(), "--lang", lang})
        args.push_back(extra);
    return args;
}

// "--presses" for pressing `shift` ms after every call of the setup, leaving out call `skip`.
std::string presses_for(const training::CountoutSetup& setup, training::Millis shift, int skip = -1) {
    std::string text;
    const auto calls = training::countout_timing(setup).calls;
    for (std::size_t i = 0; i < calls.size(); ++i) {
        if (static_cast<int>(i) == skip) continue;
        text += (text.empty() ? "" : ",") + std::to_string(calls[i].offset + shift);
    }
    return text;
}

const training::CountoutSetup& last_minute() { return training::countout_catalogue().front(); }

}  // namespace

TEST_CASE("drill list: every count-out setup by id, in the chosen language, the intervention and the authored pairing drills, as JSON" * doctest::test_suite("library")) {
    const Result text = run({"drill", "list", "--lang", "zh-Hans"});
    CHECK(text.status == 0);
    for (const auto& s : training::countout_catalogue()) {
        CAPTURE(s.id);
        CHECK(text.out.find(s.id) != std::string::npos);
        CHECK(text.out.find(s.title.zh_hans) != std::string::npos);
    }
    CHECK(text.out.find("编排练习（arbiter-cli drill pairing --drill ID）") != std::string::npos);
    CHECK(text.out.find("round-2-bye-and-floats") != std::string::npos);
    const Result list = run({"drill", "list", "--json", "--lang", "en"});
    const auto json = json::parse(list.out);
    std::size_t countouts = 0, interventions = 0, pairings = 0;
    for (const auto& entry : json.as_array()) {
        if (entry.find("drill")->as_string() == "countout") ++countouts;
        if (entry.find("drill")->as_string() == "intervention") {
            ++interventions;
            CHECK(entry.find("windows")->as_int() >= 0);
            CHECK(entry.find("file")->as_string().rfind("scenarios/", 0) == 0);
        }
        if (entry.find("drill")->as_string() == "pairing") {
            ++pairings;
            CHECK(entry.find("file")->as_string().rfind("question_bank/pairing-drills/", 0) == 0);
            CHECK(entry.find("boards")->as_int() >= 2);
        }
    }
    CHECK(pairings >= 5);  // the authored drills in question_bank/pairing-drills
    CHECK(countouts == training::countout_catalogue().size());
    CHECK(interventions >= 40);  // issue 17: at least 40 drill incidents in the library
    CHECK(json.as_array()[0].find("id")->as_string() == last_minute().id);
    CHECK(json.as_array()[0].find("title")->as_string() == last_minute().title.en);
}

TEST_CASE("drill countout: usage errors exit 2") {
    test::TempDir dir;
    CHECK(run(with_db({"drill", "countout", "--setup", "countout.nonsense"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "countout", "--setup", last_minute().id, "--seed", "3"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "countout", "--presses", "30000,abc"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "countout", "--presses", "-5"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "countout", "--seed", "x"}, dir)).status == 2);
    CHECK(run({"drill", "countout", "--lang", "fr"}).status == 2);
    CHECK(run({"drill", "countout", "--help"}).out.find("--presses") != std::string::npos);
}

TEST_CASE("drill countout: presses 400 ms late, one call missed — the table, the JSON and the store") {
    test::TempDir dir;
    const auto& setup = last_minute();
    const auto calls = training::countout_timing(setup).calls;
    const Result text = run(with_db({"drill", "countout", "--setup", setup.id, "--presses", presses_for(setup, 400, 0)}, dir));
    CHECK(text.status == 0);
    CHECK(text.err.empty());
    INFO(text.out);
    CHECK(text.out.find(setup.situation.en) != std::string::npos);
    CHECK(text.out.find("Out of time") != std::string::npos);
    CHECK(text.out.find("missed") != std::string::npos);
    CHECK(text.out.find("+400 ms") != std::string::npos);
    CHECK(text.out.find(calls.back().words.en) != std::string::npos);
    CHECK(text.out.find("The loss was called at the right second.") != std::string::npos);
    const int n = static_cast<int>(calls.size());
    const double expected_score = (n - 1) * 0.8 / n;
    CHECK(text.out.find("Calls made: " + std::to_string(n - 1) + "/" + std::to_string(n) + ", missed 1, extra 0, mean error 400 ms") !=
          std::string::npos);
    CHECK(text.out.find("Score " + std::to_string(static_cast<int>(std::lround(expected_score * 100))) + "%") != std::string::npos);

    // The same presses as JSON; each run is one more result in the store.
    const Result json_run = run(with_db({"drill", "countout", "--setup", setup.id, "--presses", presses_for(setup, 400, 0), "--json"}, dir));
    const auto json = json::parse(json_run.out);
    CHECK(json.find("setup")->as_string() == setup.id);
    CHECK(json.find("score")->as_double() == doctest::Approx(expected_score));
    CHECK(json.find("misses")->as_int() == 1);
    CHECK(json.find("final_call_right")->as_bool());
    const auto& first = json.find("calls")->as_array()[0];
    CHECK(first.find("pressed_ms")->is_null());
    CHECK(first.find("words")->find("zh-Hans")->as_string() == calls[0].words.zh_hans);

    store::TrainingStore store(dir / "trainer.db");
    const auto results = store.drill_results(store.find_profile("default")->id);
    REQUIRE(results.size() == 2);
    CHECK(results[0].drill_kind == "countout");
    CHECK(results[0].item_id == setup.id);
    CHECK(results[0].score == doctest::Approx(expected_score));
    CHECK(results[0].hits == n - 1);
    CHECK(results[0].misses == 1);
    CHECK(results[0].false_alarms == 0);
    CHECK(results[0].mean_abs_error_ms == 400.0);
    CHECK(results[0].final_call_right == true);
    CHECK(json.find("result_id")->as_int() == results[1].id);
}

TEST_CASE("drill countout: a drawn setup by --seed is stored under its random id, in another profile") {
    test::TempDir dir;
    const auto setup = training::random_countout_setup(7);
    const Result r = run(with_db({"drill", "countout", "--seed", "7", "--presses", presses_for(setup, 0), "--profile", "王"}, dir, "zh-Hant"));
    CHECK(r.status == 0);
    CHECK(r.out.find("得分 100%") != std::string::npos);
    store::TrainingStore store(dir / "trainer.db");
    const auto results = store.drill_results(store.find_profile("王")->id);
    REQUIRE(results.size() == 1);
    CHECK(results[0].item_id == "countout.random-7");
    CHECK(results[0].score == 1.0);
}

TEST_CASE("stats: the drills taken, their mean score and mean call error") {
    test::TempDir dir;
    const auto& setup = last_minute();
    run(with_db({"drill", "countout", "--presses", presses_for(setup, 0)}, dir));
    run(with_db({"drill", "countout", "--presses", presses_for(setup, 400)}, dir));
    const Result text = run(with_db({"stats"}, dir));
    CHECK(text.status == 0);
    INFO(text.out);
    // Both runs made every call: the mean error weighs every call the same, (0 + 400) / 2.
    CHECK(text.out.find("count-out: 2 taken, mean score 90%, mean call error 200 ms, missed 0, extra 0, loss called on time 2/2") !=
          std::string::npos);
    const auto json = json::parse(run(with_db({"stats", "--json"}, dir)).out);
    const auto& drills = json.find("drills")->as_array();
    REQUIRE(drills.size() == 1);
    CHECK(drills[0].find("kind")->as_string() == "countout");
    CHECK(drills[0].find("count")->as_int() == 2);
    CHECK(drills[0].find("mean_score")->as_double() == doctest::Approx(0.9));
    CHECK(drills[0].find("mean_abs_error_ms")->as_double() == doctest::Approx(200.0));
    CHECK(drills[0].find("mean_reaction_ms")->is_null());
    // Without drills, no drill lines.
    test::TempDir empty;
    CHECK(run(with_db({"stats"}, empty)).out.find("Timed drills") == std::string::npos);
}

namespace {
const std::string kKingCaptured = std::string(ARBITER_SOURCE_DIR) + "/scenarios/chess/illegal-move/chess-blitz-king-captured-unsupervised.yaml";
}  // namespace

TEST_CASE("drill windows: the engine's windows of a scenario as the documented JSON") {
    const Result r = run({"drill", "windows", kKingCaptured, "--json"});
    REQUIRE(r.status == 0);
    const auto json = json::parse(r.out);
    const auto& windows = json.find("windows")->as_array();
    REQUIRE(windows.size() == 3);
    // Black leaves his king in check at 5:00 (normal blitz): stop the clock before White's reply.
    CHECK(windows[0].find("from_ms")->as_int() == 300'000);
    CHECK(windows[0].find("until_ms")->as_int() == 302'000);
    CHECK(windows[0].find("duty")->as_string() == "must");
    CHECK(windows[0].find("action")->as_string() == "stop_clock_illegal_move");
    CHECK(windows[0].find("articles")->as_array()[0].as_string() == "A.5.2");
    // After White's reply it stands (A.5.2); White's capture of the king is his own illegal move.
    CHECK(windows[1].find("duty")->as_string() == "must_not");
    CHECK(windows[1].find("until_ms")->is_null());
    CHECK(windows[2].find("player")->as_string() == "white");
    CHECK(run({"drill", "windows"}).status == 2);
    CHECK(run({"drill", "windows", "/nonexistent.yaml"}).status == 3);
}

TEST_CASE("drill intervene: presses as game times, scored against the windows and stored") {
    test::TempDir dir;
    // 5:01 answers Black's illegal move a second late; 5:03 comes a second after White's.
    const Result text = run(with_db({"drill", "intervene", kKingCaptured, "--presses", "5:01,5:03"}, dir));
    REQUIRE(text.status == 0);
    INFO(text.out);
    CHECK(text.out.find("Stepped in 2/2, missed 0, false alarms 0, mean reaction 1000 ms") != std::string::npos);
    CHECK(text.out.find("Score 100%") != std::string::npos);
    // Pressing only after White's reply: the first window missed, the press falls to White's.
    const Result late = run(with_db({"drill", "intervene", kKingCaptured, "--presses", "4:58,5:02.5", "--json"}, dir));
    const auto json = json::parse(late.out);
    CHECK(json.find("hits")->as_int() == 1);
    CHECK(json.find("misses")->as_int() == 1);
    CHECK(json.find("false_alarms")->as_int() == 1);  // 4:58, before anything happened
    CHECK(json.find("score")->as_double() == doctest::Approx(1.0 / 3.0));
    store::TrainingStore store(dir / "trainer.db");
    const auto results = store.drill_results(store.find_profile("default")->id);
    REQUIRE(results.size() == 2);
    CHECK(results[1].drill_kind == "intervention");
    CHECK(results[1].item_id == "chess-blitz-king-captured-unsupervised");
    CHECK(results[1].misses == 1);
    CHECK(results[1].mean_reaction_ms == 500.0);
    CHECK(run(with_db({"drill", "intervene", kKingCaptured, "--presses", "soon"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "intervene", kKingCaptured, "--speed", "3"}, dir)).status == 2);
}
