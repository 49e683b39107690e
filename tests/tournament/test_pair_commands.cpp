// `arbiter-cli pair` in-process: the exact JSON the issue asks for, the explanation in three
// languages, the paired round written back as TRF, `--check` on a generated tournament and on a
// tampered one, and a malformed file named at its line and column.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"
#include "engine/tournament/swiss/random_tournament.hpp"
#include "engine/tournament/swiss/trf.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;
using namespace arbiter::cli;

namespace {

test::CliRun run(const std::vector<std::string>& argv) {
    CommandRegistry registry;
    register_pair_commands(registry);
    return test::run_cli(registry, argv);
}

std::string fixture(const char* name) { return std::string(ARBITER_SOURCE_DIR) + "/tests/data/pairing/bbp/" + name; }

std::filesystem::path scratch(const std::string& name) {
    auto dir = std::filesystem::temp_directory_path() / "arbiter_pair_commands";
    std::filesystem::create_directories(dir);
    return dir / name;
}

void write(const std::filesystem::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
}

}  // namespace

TEST_CASE("pair --json prints exactly the pairings, the bye last") {
    auto r = run({"pair", fixture("dutch_2025_C9.trf"), "--json"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(r.out == "{\"pairings\": [[2, 1], [3, 5], [4, \"bye\"]]}\n");
    auto c5 = run({"pair", fixture("dutch_2025_C5.trf"), "--json"});
    CHECK(c5.out == "{\"pairings\": [[1, 5], [3, 2], [6, \"bye\"]]}\n");
}

TEST_CASE("pair --explain says the round in the reader's language") {
    auto en = run({"pair", fixture("dutch_2025_C5.trf"), "--explain", "--lang", "en"});
    REQUIRE(en.status == 0);
    CHECK(en.out.find("Board 1") != std::string::npos);
    CHECK(en.out.find("[C5]") != std::string::npos);
    CHECK(en.out.find("art. 5.2.") != std::string::npos);
    CHECK(en.out.find("floats down") != std::string::npos);
    auto hans = run({"pair", fixture("dutch_2025_C5.trf"), "--explain", "--lang", "zh-Hans"});
    CHECK(hans.out.find("降到下一组") != std::string::npos);
    CHECK(hans.out.find("编排轮空") != std::string::npos);
    auto hant = run({"pair", fixture("dutch_2025_C5.trf"), "--explain", "--lang", "zh-Hant"});
    CHECK(hant.out.find("降到下一組") != std::string::npos);
}

TEST_CASE("pair --trf writes the paired round, which --check then finds right") {
    auto out = scratch("c9-paired.trf");
    auto r = run({"pair", fixture("dutch_2025_C9.trf"), "--trf", out.string(), "--json"});
    REQUIRE(r.status == 0);
    std::ifstream in(out);
    std::stringstream written;
    written << in.rdbuf();
    auto back = tournament::swiss::read_trf(written.str(), tournament::swiss::TrfPurpose::CheckRounds);
    REQUIRE(back.tournament);
    CHECK(back.tournament->rounds_played == 2);
    auto check = run({"pair", "--check", out.string(), "--json"});
    INFO(check.out);
    CHECK(check.status == 0);
    CHECK(json::parse(check.out).find("differing")->as_int() == 0);
}

TEST_CASE("pair --check: a generated tournament reports nothing, a changed round is reported") {
    tournament::swiss::RandomTournamentOptions o;
    o.players = 15;
    o.rounds = 6;
    o.forfeit_percent = 5;
    o.half_bye_percent = 4;
    auto t = tournament::swiss::random_tournament(31, o);
    auto path = scratch("generated.trf");
    write(path, tournament::swiss::write_trf(t));
    auto ok = run({"pair", "--check", path.string(), "--lang", "en"});
    INFO(ok.out);
    CHECK(ok.status == 0);
    CHECK(ok.out.find("All ") != std::string::npos);
    // Swap the colours of round 4's games.
    for (auto& p : t.players)
        if (p.rounds.size() >= 4 && p.rounds[3].paired && p.rounds[3].opponent >= 0)
            p.rounds[3].colour = tournament::swiss::opposite(p.rounds[3].colour);
    write(path, tournament::swiss::write_trf(t));
    auto bad = run({"pair", "--check", path.string(), "--json"});
    CHECK(bad.status == 1);
    auto rounds = json::parse(bad.out).find("rounds")->as_array();
    REQUIRE(rounds.size() >= 4);
    CHECK_FALSE(rounds[2].find("differs")->as_bool());
    CHECK(rounds[3].find("differs")->as_bool());
    CHECK(rounds[3].find("engine") != nullptr);
}

TEST_CASE("pair: a malformed file is named at its line and column, a missing file is said") {
    auto path = scratch("broken.trf");
    write(path, "001    1      A                                 2100                             1.0    1     2 x 1\n"
                "001    2      B                                 2000                             0.0    2     1 b 0\nXXR 3\n");
    auto r = run({"pair", path.string(), "--lang", "en"});
    CHECK(r.status == 1);
    CHECK(r.err.find(path.string() + ":1:97:") != std::string::npos);
    auto missing = run({"pair", scratch("nowhere.trf").string(), "--lang", "en"});
    CHECK(missing.status == 1);
    CHECK(missing.err.find("cannot read") != std::string::npos);
    auto usage = run({"pair"});
    CHECK(usage.status == 2);
}
