// `arbiter-cli profile set|show` (the candidate's sport and target grade) and how `exam --level`
// follows the profile's sport, through the commands as a candidate types them.
#include <doctest/doctest.h>

#include "app/core/json.hpp"
#include "app/core/store/training_store.hpp"
#include "tests/store/temp_dir.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;

namespace {

const std::string kContent = ARBITER_EXAM_TEST_CONTENT;  // go-rules items and one Go cn-2 blueprint

test::CliRun run(std::vector<std::string> args, const test::TempDir& dir, const std::string& lang = "en") {
    for (const std::string& extra :
         std::vector<std::string>{"--db", (dir / "trainer.db").string(), "--content-root", kContent, "--lang", lang})
        args.push_back(extra);
    return test::run_cli(args);
}

}  // namespace

TEST_CASE("profile: set and show the sport and grade, kept in the database, in every language") {
    test::TempDir dir;
    auto shown = run({"profile", "show"}, dir);
    CHECK(shown.status == 0);
    CHECK(shown.out.find("sport not chosen, target not chosen") != std::string::npos);
    CHECK(shown.out.find("profile set --sport") != std::string::npos);  // says how to choose

    auto set = run({"profile", "set", "--sport", "go", "--grade", "三级"}, dir);
    CHECK(set.status == 0);
    CHECK(set.out.find("Saved.") != std::string::npos);
    CHECK(set.out.find("sport Go, target Third-grade (三级) arbiter") != std::string::npos);
    CHECK(set.out.find("go-cn-3") != std::string::npos);
    {
        store::TrainingStore store(dir / "trainer.db");
        const auto profile = store.find_profile("default");
        REQUIRE(profile);
        CHECK(profile->sport == "go");
        CHECK(profile->grade == "cn-3");
    }
    auto json = run({"profile", "show", "--json"}, dir);
    REQUIRE(json.status == 0);
    const auto value = json::parse(json.out);
    CHECK(value.find("sport")->as_string() == "go");
    CHECK(value.find("grade")->as_string() == "cn-3");
    REQUIRE(value.find("exams")->as_array().size() == 1);
    CHECK(value.find("exams")->as_array()[0].as_string() == "go-cn-3");

    // One field at a time: the other keeps its value.
    CHECK(run({"profile", "set", "--sport", "both"}, dir).status == 0);
    auto zh = run({"profile", "show"}, dir, "zh-Hans");
    CHECK(zh.out.find("项目 围棋和国际象棋，目标 三级裁判员") != std::string::npos);
    CHECK(zh.out.find("go-cn-3") != std::string::npos);
    CHECK(zh.out.find("chess-cn-3") != std::string::npos);
    auto hant = run({"profile", "show"}, dir, "zh-Hant");
    CHECK(hant.out.find("目標 三級裁判員") != std::string::npos);
}

TEST_CASE("profile: bad values are usage errors that name what is allowed, and change nothing") {
    test::TempDir dir;
    CHECK(run({"profile", "set", "--sport", "chess", "--grade", "fide-ia"}, dir).status == 0);
    auto bad_sport = run({"profile", "set", "--sport", "xiangqi"}, dir);
    CHECK(bad_sport.status == 2);
    CHECK(bad_sport.err.find("unknown sport 'xiangqi' (--sport go, chess or both)") != std::string::npos);
    auto bad_grade = run({"profile", "set", "--grade", "cn-5"}, dir);
    CHECK(bad_grade.status == 2);
    CHECK(bad_grade.err.find("unknown grade 'cn-5'") != std::string::npos);
    CHECK(bad_grade.err.find("fide-ia") != std::string::npos);
    auto nothing = run({"profile", "set"}, dir);
    CHECK(nothing.status == 2);
    CHECK(nothing.err.find("give --sport, --grade or both") != std::string::npos);
    // A Go-only candidate cannot aim for a FIDE (chess) title.
    auto go_fide = run({"profile", "set", "--sport", "go"}, dir);
    CHECK(go_fide.status == 2);
    CHECK(go_fide.err.find("FIDE (chess) title") != std::string::npos);
    CHECK(run({"profile", "show", "--colour"}, dir).status == 2);
    store::TrainingStore store(dir / "trainer.db");
    CHECK(store.find_profile("default")->sport == "chess");
    CHECK(store.find_profile("default")->grade == "fide-ia");
}

TEST_CASE("profile: exam --level takes the profile's sport, --sport overrides, a retired id is refused") {
    test::TempDir dir;
    // The test content has one blueprint, Go 二级. A chess candidate has no 二级 exam there.
    CHECK(run({"profile", "set", "--sport", "chess", "--grade", "cn-2"}, dir).status == 0);
    auto chess = run({"exam", "--level", "二级", "--seed", "3"}, dir);
    CHECK(chess.status == 2);
    CHECK(chess.err.find("no exam for level cn-2 in your sport") != std::string::npos);
    auto go = run({"exam", "--level", "二级", "--sport", "go", "--seed", "3", "--json-lines"}, dir);
    CHECK(go.status == 0);
    CHECK(go.out.find("\"blueprint\": \"cn-2\"") != std::string::npos);
}

TEST_CASE("profile: exam --level with both sports or none asks which, naming both exams, in the candidate's language" *
          doctest::test_suite("library")) {
    test::TempDir dir;
    const std::vector<std::string> shipped{"--db", (dir / "trainer.db").string(), "--content-root", ARBITER_SOURCE_DIR};
    auto exam = [&](std::vector<std::string> args, const std::string& lang) {
        args.insert(args.end(), shipped.begin(), shipped.end());
        args.insert(args.end(), {"--lang", lang});
        return test::run_cli(args);
    };
    // No sport chosen yet: 三级 is examined in Go and in chess, so neither is started.
    auto unset = exam({"exam", "--level", "三级", "--seed", "1"}, "en");
    CHECK(unset.status == 2);
    CHECK(unset.err.find("level cn-3 has a Go exam (go-cn-3) and a chess exam (chess-cn-3)") != std::string::npos);
    CHECK(unset.out.find("Exam started") == std::string::npos);
    // A profile with both sports asks the same, in Chinese for a Chinese reader.
    CHECK(test::run_cli({"profile", "set", "--sport", "both", "--db", (dir / "trainer.db").string()}).status == 0);
    auto both = exam({"exam", "--level", "三级", "--seed", "1"}, "zh-Hans");
    CHECK(both.status == 2);
    CHECK(both.err.find("cn-3 有围棋考试（go-cn-3）和国际象棋考试（chess-cn-3）") != std::string::npos);
    // A FIDE title is chess only: no question to ask.
    auto fide = exam({"exam", "--level", "fide-fa", "--seed", "1", "--json-lines"}, "en");
    CHECK(fide.status == 0);
    CHECK(fide.out.find("\"blueprint\": \"chess-fide-fa\"") != std::string::npos);
}

TEST_CASE("profile: practice and review keep to the profile's sport unless --all-sports or --game says otherwise") {
    test::TempDir dir;
    // The test content holds Go rules items (go-1988-…) and the generated calculation drills,
    // some of them general (tie-breaks), which every sport keeps.
    CHECK(run({"profile", "set", "--sport", "go"}, dir).status == 0);
    const auto go = run({"practice", "--list", "--count", "0"}, dir);
    CHECK(go.status == 0);
    CHECK(go.out.find("go-1988-") != std::string::npos);

    CHECK(run({"profile", "set", "--sport", "chess", "--grade", "fide-fa"}, dir).status == 0);
    const auto chess = run({"practice", "--list", "--count", "0"}, dir);
    CHECK(chess.out.find("go-1988-") == std::string::npos);
    CHECK(chess.out.find("gen-buchholz") != std::string::npos);  // general items stay
    // The grade (FIDE FA: FIDE-level items) is a filter of its own: --all-levels lifts it.
    const auto all = run({"practice", "--list", "--count", "0", "--all-sports", "--all-levels"}, dir);
    CHECK(all.out.find("go-1988-") != std::string::npos);
    const auto by_game = run({"practice", "--list", "--count", "0", "--game", "go", "--all-levels"}, dir);
    CHECK(by_game.out.find("go-1988-") != std::string::npos);

    // Review: new items of the profile's sport only, all of them with --all-sports; it says why.
    const auto review = run({"review", "--list", "--new", "500"}, dir, "zh-Hans");
    CHECK(review.out.find("按档案只练国际象棋的题目和通用题目") != std::string::npos);
    CHECK(review.out.find("go-1988-") == std::string::npos);
    const auto review_all = run({"review", "--list", "--new", "500", "--all-sports", "--all-levels"}, dir, "zh-Hans");
    CHECK(review_all.out.find("按档案只练") == std::string::npos);
    CHECK(review_all.out.find("go-1988-") != std::string::npos);
}
