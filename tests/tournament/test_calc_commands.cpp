// The `calc` commands in-process: the CLI contract of issue 6 (JSON keys and values).
#include <doctest/doctest.h>

#include <sstream>

#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;
using namespace arbiter::cli;

namespace {
using Run = test::CliRun;

Run run(const std::vector<std::string>& argv) {
    CommandRegistry registry;
    register_calc_commands(registry);
    return test::run_cli(registry, argv);
}

json::Value run_json(const std::vector<std::string>& argv) {
    Run r = run(argv);
    INFO(r.err);
    REQUIRE(r.status == 0);
    return json::parse(r.out);
}

std::string data(const char* name) { return std::string(ARBITER_SOURCE_DIR) + "/tests/data/tournament/" + name; }
}  // namespace

TEST_CASE("calc elo: the issue's example in JSON") {
    auto v = run_json({"calc", "elo", "--rating", "1850", "--k", "20", "--games", "2010:1,1790:0.5,1700:0", "--json"});
    CHECK(v.find("change")->as_int() == -1);
    CHECK(v.find("new_rating")->as_int() == 1849);
    CHECK(v.find("games")->as_array().size() == 3);
    CHECK(v.find("games")->as_array()[0].find("expected")->as_double() == doctest::Approx(0.29));
}

TEST_CASE("calc elo: text output, the initial rating, and usage errors") {
    Run text = run({"calc", "elo", "--rating", "1850", "--k", "20", "--games", "2010:1,1790:0.5,1700:0,2300:0.5,1850:1"});
    CHECK(text.status == 0);
    CHECK(text.out.find("change +17, new rating 1867") != std::string::npos);
    auto initial = run_json({"calc", "elo", "--initial", "--games", "1600:1,1700:0.5,1800:0,1500:1,1900:0.5", "--json"});
    CHECK(initial.find("rating")->as_int() == 1779);
    CHECK(run({"calc", "elo", "--rating", "1850", "--k", "20", "--games", "2010:2"}).status == 2);
    CHECK(run({"calc", "elo", "--k", "20", "--games", "2010:1"}).status == 2);
}

TEST_CASE("calc level-points: the issue's example and a lower-side win") {
    auto v = run_json({"calc", "level-points", "--points-a", "740", "--points-b", "500", "--result", "a-wins", "--json"});
    CHECK(v.find("a")->as_int() == 0);
    CHECK(v.find("b")->as_int() == 0);
    auto upset = run_json({"calc", "level-points", "--points-a", "740", "--points-b", "500", "--result", "b-wins", "--json"});
    CHECK(upset.find("a")->as_int() == -120);
    CHECK(upset.find("b")->as_int() == 120);
    auto draw = run_json({"calc", "level-points", "--points-a", "500", "--points-b", "510", "--result", "draw",
                          "--rounding", "exact", "--json"});
    CHECK(draw.find("a")->as_double() == doctest::Approx(5.5));
    CHECK(run({"calc", "level-points", "--points-a", "1", "--points-b", "2", "--result", "win"}).status == 2);
}

TEST_CASE("calc standings: Go round robin with the 1988 order") {
    auto v = run_json({"calc", "standings", data("go-round-robin.txt"), "--json"});
    CHECK(v.find("rules")->as_string() == "cn1988");
    const auto& rows = v.find("rows")->as_array();
    REQUIRE(rows.size() == 4);
    CHECK(rows[0].find("id")->as_string() == "A");
    CHECK(rows[0].find("SB88")->as_int() == 5);
    CHECK(rows[1].find("id")->as_string() == "B");
    CHECK(rows[1].find("WARN")->as_int() == 1);
}

TEST_CASE("calc standings: chess Swiss with every FIDE tie-break column") {
    auto v = run_json({"calc", "standings", data("chess-swiss.txt"), "--system", "swiss", "--json"});
    const auto& rows = v.find("rows")->as_array();
    CHECK(rows[0].find("id")->as_string() == "P5");
    CHECK(rows[0].find("BH-C1")->as_int() == 5);
    CHECK(rows[1].find("id")->as_string() == "P1");
    CHECK(rows[1].find("TPR")->as_int() == 2340);
    for (const char* column : {"PTS", "BH", "BH-C1", "BH-M1", "SB", "WIN", "WON", "ARO", "TPR", "TOTAL88"})
        CHECK(rows[0].find(column) != nullptr);
    CHECK(v.find("withdrawals")->as_array()[0].find("ruling")->as_string() == "results-stand");
    Run text = run({"calc", "standings", data("chess-swiss.txt")});
    CHECK(text.status == 0);
    CHECK(text.out.find("BH-C1") != std::string::npos);
}

TEST_CASE("calc standings: team file, and a team file without --system team is refused") {
    auto v = run_json({"calc", "standings", data("go-team.txt"), "--system", "team", "--json"});
    const auto& rows = v.find("rows")->as_array();
    CHECK(rows[0].find("id")->as_string() == "T1");
    CHECK(rows[0].find("boards")->as_array()[0].as_int() == 4);
    CHECK(run({"calc", "standings", data("go-team.txt"), "--system", "swiss"}).status == 1);
    CHECK(run({"calc", "standings", data("no-such-file.txt")}).status == 1);
}

TEST_CASE("calc drill: JSON carries the three languages, the same seed prints the same drill") {
    auto a = run_json({"calc", "drill", "--kind", "level-points", "--seed", "7", "--json"});
    auto b = run_json({"calc", "drill", "--kind", "level-points", "--seed", "7", "--json"});
    CHECK(a == b);
    for (const char* lang : {"zh-Hans", "zh-Hant", "en"}) {
        CHECK_FALSE(a.find("question")->find(lang)->as_string().empty());
        CHECK_FALSE(a.find("explanation")->find(lang)->as_string().empty());
    }
    CHECK(a.find("answer")->is_number());
    CHECK(run({"calc", "drill", "--kind", "area-count", "--seed", "1"}).status == 2);
    Run text = run({"calc", "drill", "--kind", "buchholz", "--seed", "3", "--lang", "en"});
    CHECK(text.out.find("answer: ") != std::string::npos);
}

TEST_CASE("calc berger: the printed table for 6 players, JSON for 5") {
    Run text = run({"calc", "berger", "6"});
    CHECK(text.status == 0);
    CHECK(text.out.find("round  2:  6-4  5-3  1-2") != std::string::npos);
    auto v = run_json({"calc", "berger", "5", "--json"});
    CHECK(v.find("rounds")->as_array().size() == 5);
    CHECK(run({"calc", "berger", "17"}).status == 2);
}
