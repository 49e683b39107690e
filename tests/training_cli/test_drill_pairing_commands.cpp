// `arbiter-cli drill pairing` with the pairing typed on standard input (in English and with Chinese
// punctuation and 轮空), the round-robin variant, authored drills, and the result in the store and
// in `stats`. The right pairing always comes from the engine through training::pairing_exercise,
// never typed here.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "app/core/json.hpp"
#include "app/core/store/training_store.hpp"
#include "app/core/training/drills/pairing_exercise.hpp"
#include "engine/tournament/swiss/pairing_drill.hpp"
#include "tests/store/temp_dir.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;
namespace swiss = tournament::swiss;

namespace {

test::CliRun run(const std::vector<std::string>& args, const std::string& input = "") { return test::run_cli(args, input); }

std::vector<std::string> with_db(std::vector<std::string> args, const test::TempDir& dir, const char* lang = "en") {
    for (const std::string& extra : std::vector<std::string>{"--db", (dir / "trainer.db").string(), "--lang", lang})
        args.push_back(extra);
    return args;
}

// A number as a Chinese input method in full-width mode gives it: "１２".
std::string full_width(int n) {
    std::string out;
    for (char digit : std::to_string(n)) out += std::string("\xEF\xBC") + static_cast<char>(0x90 + (digit - '0'));
    return out;
}

// The boards as a Chinese candidate types them: full-width digits, dash and comma, 、 between
// some boards, 轮空 for the bye.
std::string chinese_boards(const std::vector<swiss::CandidateBoard>& boards) {
    std::string text;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const auto& b = boards[i];
        if (i) text += i % 2 ? "，" : "、";
        text += b.black == 0 ? full_width(b.white) + " 轮空" : full_width(b.white) + "－" + full_width(b.black);
    }
    return text;
}

std::vector<store::DrillResultRecord> stored(const test::TempDir& dir) {
    store::TrainingStore store(dir / "trainer.db");
    return store.drill_results(store.find_profile("default")->id);
}

}  // namespace

TEST_CASE("drill pairing: a generated Swiss round typed in English, every board right, stored as a pairing drill") {
    test::TempDir dir;
    const auto exercise = training::swiss_exercise(5, 10);
    const auto answer = training::exercise_answer(exercise);
    REQUIRE(answer.size() >= 4);
    // Typed over two lines, then the empty line that ends the pairing.
    const std::string first = swiss::boards_text({answer.begin(), answer.begin() + 2});
    const std::string rest = swiss::boards_text({answer.begin() + 2, answer.end()});
    const auto text = run(with_db({"drill", "pairing", "--seed", "5", "--players", "10"}, dir), first + "\n" + rest + "\n\n");
    INFO(text.out, text.err);
    CHECK(text.status == 0);
    CHECK(text.out.find("[pairing.swiss-5-n10]") != std::string::npos);
    // The cards: the header and a row for every player to pair, in pairing order.
    CHECK(text.out.find("No.  Name") != std::string::npos);
    CHECK(text.out.find("Opponents met") != std::string::npos);
    for (int number : training::exercise_players(exercise)) CHECK(text.out.find("Player " + std::to_string(number) + " ") != std::string::npos);
    CHECK(text.out.find("Every board right, colours included.") != std::string::npos);
    const std::string boards = std::to_string(answer.size());
    CHECK(text.out.find("Score 100%: " + boards + " of " + boards + " pairs right") != std::string::npos);

    const auto results = stored(dir);
    REQUIRE(results.size() == 1);
    CHECK(results[0].drill_kind == "pairing");
    CHECK(results[0].item_id == "pairing.swiss-5-n10");
    CHECK(results[0].score == 1.0);
    CHECK(results[0].hits == static_cast<int>(answer.size()));
    CHECK(results[0].misses == 0);
    const auto detail = json::parse(results[0].detail_json);
    CHECK(detail.find("engine")->as_string() == swiss::boards_text(answer));
    CHECK(detail.find("given")->as_string() == swiss::boards_text(answer));

    // `stats` shows it among the drills, boards counted.
    const auto stats = run(with_db({"stats"}, dir));
    CHECK(stats.out.find("pairing: 1 taken, mean score 100%, boards right " + boards + " of " + boards + ", against the rules 0") !=
          std::string::npos);
}

TEST_CASE("drill pairing: typed in Chinese with full-width digits and punctuation and 轮空, the first board's colours reversed") {
    test::TempDir dir;
    const auto exercise = training::swiss_exercise(11);
    auto answer = training::exercise_answer(exercise);
    REQUIRE(answer.size() >= 2);
    REQUIRE(answer.front().black != 0);
    std::swap(answer.front().white, answer.front().black);
    const auto text = run(with_db({"drill", "pairing", "--seed", "11"}, dir, "zh-Hans"), chinese_boards(answer) + "\n");
    INFO(text.out, text.err);
    CHECK(text.status == 0);
    CHECK(text.out.find("第 1 台：" + std::to_string(answer.front().white) + "-" + std::to_string(answer.front().black) +
                        "，对子对，颜色反了") != std::string::npos);
    CHECK(text.out.find("第 2 台：") != std::string::npos);
    CHECK(text.out.find("每一台都对") == std::string::npos);
    const int boards = static_cast<int>(answer.size());
    const auto results = stored(dir);
    REQUIRE(results.size() == 1);
    CHECK(results[0].score == doctest::Approx((2.0 * boards - 1) / (2.0 * boards)));
    CHECK(results[0].hits == boards - 1);
    CHECK(results[0].misses == 1);
}

TEST_CASE("drill pairing: an unreadable pairing is said and asked again, and no pairing saves nothing") {
    test::TempDir dir;
    const auto answer = training::exercise_answer(training::swiss_exercise(3));
    const auto again = run(with_db({"drill", "pairing", "--seed", "3"}, dir), "1 plays 4\n\n" + swiss::boards_text(answer) + "\n");
    INFO(again.out);
    CHECK(again.status == 0);
    CHECK(again.out.find("Write the whole pairing again:") != std::string::npos);
    CHECK(again.out.find("Every board right") != std::string::npos);
    const auto none = run(with_db({"drill", "pairing", "--seed", "3"}, dir), "");
    CHECK(none.status == 1);
    CHECK(none.err.find("No pairing given") != std::string::npos);
    CHECK(stored(dir).size() == 1);
}

TEST_CASE("drill pairing --round-robin: a Berger round, wrong colours on one board and a wrong pair explained") {
    test::TempDir dir;
    const auto exercise = training::round_robin_exercise(3);
    auto answer = training::exercise_answer(exercise);
    REQUIRE(answer.size() >= 4);
    std::swap(answer[0].white, answer[0].black);
    if (answer[1].black != 0 && answer[2].black != 0) std::swap(answer[1].black, answer[2].black);
    const auto text = run(with_db({"drill", "pairing", "--round-robin", "--seed", "3", "--json"}, dir), swiss::boards_text(answer) + "\n");
    INFO(text.out, text.err);
    REQUIRE(text.status == 0);
    const auto json = json::parse(text.out);
    CHECK(json.find("drill")->as_string() == "pairing.round-robin-3");
    CHECK(json.find("kind")->as_string() == "round_robin");
    const auto& feedback = json.find("feedback")->as_array();
    REQUIRE(feedback.size() == answer.size());
    CHECK(feedback[0].find("verdict")->as_string() == "colours_reversed");
    CHECK(feedback[1].find("verdict")->as_string() == "wrong_pair");
    CHECK(!feedback[1].find("why")->as_array().empty());
    CHECK(feedback[3].find("verdict")->as_string() == "correct");
    CHECK(stored(dir).at(0).item_id == "pairing.round-robin-3");
}

TEST_CASE("drill pairing: usage errors exit 2") {
    test::TempDir dir;
    CHECK(run(with_db({"drill", "pairing", "--players", "7"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "pairing", "--players", "41"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "pairing", "--players", "12", "--round-robin"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "pairing", "--seed", "x"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "pairing", "--seed", "1", "--drill", "pairing.swiss-1"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "pairing", "--drill", "no-such-drill"}, dir)).status == 2);
    CHECK(run(with_db({"drill", "pairing", "--seed", "1", "--answer", "1 plays 4"}, dir)).status == 2);
    CHECK(run({"drill", "pairing", "--help"}).out.find("--players") != std::string::npos);
}

TEST_CASE("drill pairing: an authored drill by id, its teaching note shown with the grade" * doctest::test_suite("library")) {
    test::TempDir dir;
    const auto list = run({"drill", "pairing", "--list", "--lang", "en"});
    CHECK(list.out.find("round-2-bye-and-floats") != std::string::npos);
    const auto text = run(with_db({"drill", "pairing", "--drill", "round-2-bye-and-floats", "--answer", "5-1 2-3 4 bye"}, dir));
    INFO(text.out, text.err);
    CHECK(text.status == 0);
    CHECK(text.out.find("Every board right") != std::string::npos);
    CHECK(text.out.find("What this drill teaches: The 1-point group is 1, 2 and 5.") != std::string::npos);
    CHECK(stored(dir).at(0).item_id == "pairing.round-2-bye-and-floats");
}

TEST_CASE("plan: the pairing drill is offered with the chess grades whose exam asks for pairings, not for Go" * doctest::test_suite("library")) {
    auto offers = [](const char* sport, const char* grade) {
        const auto text = run({"plan", "--sport", sport, "--grade", grade, "--age", "30", "--years", "3", "--events", "5", "--json"});
        INFO(text.out, text.err);
        REQUIRE(text.status == 0);
        std::map<std::string, bool> out;
        const auto plan = json::parse(text.out);
        for (const auto& o : plan.find("options")->as_array())
            out[o.find("grade")->as_string()] = o.find("pairing_drill")->as_bool();
        return out;
    };
    const auto chess_3 = offers("chess", "cn-3");
    REQUIRE(chess_3.count("cn-2"));
    CHECK(chess_3.at("cn-2"));            // the 二级 exam has a competition-systems section
    const auto chess_none = offers("chess", "none");
    REQUIRE(chess_none.count("cn-3"));
    CHECK_FALSE(chess_none.at("cn-3"));   // the 三级 exam has none
    const auto fide = offers("chess", "fide-na");
    REQUIRE(fide.count("fide-fa"));
    CHECK(fide.at("fide-fa"));
    for (const auto& [grade, offered] : offers("go", "cn-3")) {
        CAPTURE(grade);
        CHECK_FALSE(offered);             // the drill is FIDE's Dutch system: not a Go arbiter's
    }
    const auto words = run({"plan", "--sport", "chess", "--grade", "cn-3", "--age", "30", "--years", "3", "--events", "5", "--lang", "en"});
    CHECK(words.out.find("Practise pairings: the") != std::string::npos);
}

TEST_CASE("plan: the text is in the reader's language, status words and confidence included" * doctest::test_suite("library")) {
    const auto hans = run({"plan", "--grade", "cn-2", "--age", "30", "--years", "1", "--events", "1", "--lang", "zh-Hans"});
    INFO(hans.out, hans.err);
    REQUIRE(hans.status == 0);
    CHECK(hans.out.find("当前：二级裁判员 [cn-2]；持有年限 1 年，执裁 1 次，年龄 30 岁，棋手等级 无\n") == 0);
    CHECK(hans.out.find("\n一级裁判员 [cn-1]：尚不能申请\n  [未满足]  持有二级裁判员证书满2年") != std::string::npos);
    CHECK(hans.out.find("  [已满足]  参加过省级比赛的裁判工作 — 已执裁 1 次比赛，要求 1 次  {cn-referee-management 19; 可信度高}") !=
          std::string::npos);
    CHECK(hans.out.find("; 当地收费}") != std::string::npos);
    for (const char* english : {"[missing]", "[met]", "[to-do]", "confidence", "local fee", "none"}) {
        CAPTURE(english);
        CHECK(hans.out.find(english) == std::string::npos);
    }
    // English lines its status words up in one column, whatever their length.
    const auto en = run({"plan", "--grade", "cn-2", "--age", "30", "--years", "3", "--events", "5", "--lang", "en"});
    CHECK(en.out.find("Current: Second-grade (二级) arbiter [cn-2]; held 3 years, 5 events, age 30, player level none\n") == 0);
    CHECK(en.out.find("  [Met]    Has officiated at provincial events — 5 events officiated; 1 required  {cn-referee-management 19; confidence high}") !=
          std::string::npos);
    CHECK(en.out.find("  [To do]  Attend the grade 1 course") != std::string::npos);
}
