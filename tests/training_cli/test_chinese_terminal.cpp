// A candidate who reads and types only Chinese, at the terminal (issue 35): whole characters are
// read (a Chinese word is never cut to a byte), a ruling is typed in the words the trainer prints
// in either script, the profile's sport and grade choose what is practised and examined, and what
// is printed reads as a person would say it (no empty board, one style of option, minutes, the
// exam report by title with the answer, the key and the explanation, stats by named topic).
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <sstream>

#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_words.hpp"
#include "app/core/training/sport_profile.hpp"
#include "app/core/training/answers/typed_text.hpp"
#include "app/core/ui_strings.hpp"
#include "engine/core/utf8.hpp"
#include "engine/rules/ruling_text.hpp"
#include "engine/rules/ruling_vocabulary.hpp"
#include "tests/store/temp_dir.hpp"
#include "tests/support/cli_run.hpp"
#include "tests/support/shared_content.hpp"

using namespace arbiter;
using namespace arbiter::training;

namespace {

const training::PracticeItem& scenario_item(const std::string& id) {
    const training::PracticeItem* item = test::repository_training_content().find(id);
    REQUIRE(item);
    REQUIRE(item->scenario);
    return *item;
}

std::vector<std::string> common_args(const test::TempDir& dir, const char* lang = "zh-Hans") {
    return {"--db", (dir / "t.db").string(), "--content-root", ARBITER_SOURCE_DIR, "--lang", lang};
}

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& common) {
    args.insert(args.end(), common.begin(), common.end());
    return args;
}

}  // namespace

TEST_CASE("what a Chinese input method gives is read as whole characters") {
    CHECK(typed_characters("结果A") == std::vector<std::string>{"结", "果", "A"});
    // A stray byte is a character of its own, never glued to the next one.
    CHECK(typed_characters("\xE7" "B") == std::vector<std::string>{"\xE7", "B"});
    CHECK(folded_typing("Ａ，Ｃ") == "A,C");
    CHECK(folded_typing("条款：２０．１　") == "条款:20.1 ");
    CHECK(folded_typing("结果 · 处罚、纠正") == "结果 ; 处罚,纠正");
    CHECK(has_non_ascii("黑方胜"));
    CHECK_FALSE(has_non_ascii("Ｂ"));  // a full-width letter is a letter
}

TEST_CASE("Chinese typed at a scenario with options is a ruling, not a letter cut to a byte" * doctest::test_suite("library")) {
    const training::PracticeItem& item = scenario_item("go88-late-within-limit");
    const json::Value answer = parse_response(item, "结果 对局继续", {}, Language::ZhHans);
    REQUIRE(answer.find("ruling"));
    CHECK(answer.find("ruling")->find("outcome")->as_string() == "continues");
    // A full-width letter is the letter.
    const json::Value b = parse_response(item, "Ｂ", {}, Language::ZhHans);
    CHECK(b.find("option")->as_int() == 1);
}

TEST_CASE("a Chinese answer at the terminal: practice reads it whole and grades it" * doctest::test_suite("library")) {
    test::TempDir dir;
    const auto common = common_args(dir);
    // A lateness scenario answered in Chinese words (the right ruling and a wrong one), a letter
    // in full width, Chinese for commands (跳过, 退出).
    const auto run = test::run_cli(with({"practice", "--kind", "scenario", "--topic", "late", "--game", "go", "--count", "4",
                                         "--seed", "2"},
                                        common),
                                   "结果 对局继续\n黑方胜\nＡ\n跳过\n退出\n");
    CHECK(run.status == 0);
    CHECK_FALSE(first_invalid_utf8(run.out));
    CHECK(run.out.find("�") == std::string::npos);
    CHECK(run.out.find("没有选项") == std::string::npos);  // no Chinese word taken for a letter
    CHECK(run.out.find("结果不对") != std::string::npos);   // graded part by part
    // Lateness has no position: no board is printed, and time reads in minutes.
    CHECK(run.out.find("A B C D E F G H J") == std::string::npos);
    CHECK(std::regex_search(run.out, std::regex("扣除[0-9]+分钟")));
    CHECK_FALSE(std::regex_search(run.out, std::regex("扣除[0-9]+秒")));
    // h lists the words in Chinese.
    const auto help = test::run_cli(with({"practice", "--kind", "scenario", "--game", "go", "--count", "1", "--seed", "2"}, common),
                                    "h\nq\n");
    CHECK(help.out.find("结果：对局继续、") != std::string::npos);
    CHECK(help.out.find("也可用英文词：") != std::string::npos);
}

TEST_CASE("the exam takes Chinese answers and commands, and its report teaches" * doctest::test_suite("library")) {
    test::TempDir dir;
    const auto common = common_args(dir);
    REQUIRE(test::run_cli(with({"profile", "set", "--sport", "围棋", "--grade", "三级"}, common)).status == 0);
    // No --level: the profile's exam. Chinese words answer a scenario; 交卷 hands in.
    const auto exam = test::run_cli(with({"exam", "--seed", "5"}, common), "B\n结果 对局继续\n对\n交卷\n");
    CHECK(exam.status == 0);
    CHECK(exam.out.find("围棋三级裁判员模拟考试") != std::string::npos);
    CHECK(exam.out.find("成绩单") != std::string::npos);
    CHECK(exam.out.find("? ") == std::string::npos);  // nothing typed was refused
    // Each item by its title, with the candidate's answer, the key and the explanation; no id.
    const std::string report = exam.out.substr(exam.out.find("成绩单"));
    CHECK(report.find("你的答案：") != std::string::npos);
    CHECK(report.find("你没有作答。") != std::string::npos);
    CHECK(report.find("正确答案：") != std::string::npos);
    CHECK(report.find("解析：") != std::string::npos);
    for (const auto& item : test::repository_training_content().items()) {
        CAPTURE(item.id());
        CHECK(report.find(" " + item.id() + "\n") == std::string::npos);
        CHECK(report.find(" " + item.id() + "  ") == std::string::npos);
    }
    // stats: the exam's title and score; one row per named topic area.
    const auto stats = test::run_cli(with({"stats"}, common));
    CHECK(stats.status == 0);
    CHECK(stats.out.find("围棋三级裁判员模拟考试：") != std::string::npos);
    CHECK(stats.out.find("未通过") != std::string::npos);
    std::istringstream lines(stats.out.substr(stats.out.find("主题\t")));
    std::set<std::string> names;
    std::string line;
    std::getline(lines, line);  // the header
    while (std::getline(lines, line) && !line.empty()) {
        const std::string name = line.substr(0, line.find('\t'));
        CAPTURE(line);
        CHECK(names.insert(name).second);                      // one row per topic
        CHECK(std::regex_search(name, std::regex("[^\\x00-\\x7f]")));  // named in Chinese, never an id
    }
    CHECK_FALSE(names.empty());
}

TEST_CASE("a Go 三级 profile never gets a chess item or one above its grade" * doctest::test_suite("library")) {
    test::TempDir dir;
    const auto common = common_args(dir);
    REQUIRE(test::run_cli(with({"profile", "set", "--sport", "go", "--grade", "cn-3"}, common)).status == 0);
    const auto& content = test::repository_training_content();
    auto check_listed = [&](const std::string& out) {
        int items = 0;
        std::istringstream lines(out);
        for (std::string line; std::getline(lines, line);) {
            const training::PracticeItem* item = content.find(line.substr(0, line.find(' ')));
            if (!item) continue;
            ++items;
            CAPTURE(item->id());
            CHECK(item_in_sport(item->games, "go"));
            // Nor a chess item the games could miss: one that says it is about chess.
            CHECK(std::find(item->meta.topics.begin(), item->meta.topics.end(), "chess") == item->meta.topics.end());
            CHECK(item_within_grade(item->meta.levels, {"cn-3"}));
        }
        return items;
    };
    const auto practice = test::run_cli(with({"practice", "--list", "--count", "0"}, common));
    CHECK(check_listed(practice.out) > 50);
    const auto review = test::run_cli(with({"review", "--list", "--new", "1000"}, common));
    CHECK(check_listed(review.out) > 50);
    // Asked for, the other levels are there.
    const auto all = test::run_cli(with({"practice", "--list", "--count", "0", "--all-levels"}, common));
    CHECK(all.out.size() > practice.out.size());
    // The exam without --level is the profile's: Go 三级, with no chess item.
    const auto exam = test::run_cli(with({"exam", "--json-lines", "--seed", "9"}, common), "q\n");
    CHECK(exam.out.find("\"blueprint\": \"go-cn-3\"") != std::string::npos);
    std::istringstream events(exam.out);
    for (std::string line; std::getline(events, line);) {
        static const std::regex id_field("\"id\": \"([^\"]+)\"");
        std::smatch m;
        if (!std::regex_search(line, m, id_field)) continue;
        const training::PracticeItem* item = content.find(m[1].str());
        REQUIRE(item);
        CHECK(item_in_sport(item->games, "go"));
    }
}

TEST_CASE("a scenario's options read in one style") {
    content::Scenario s;
    s.incident.game = rules::GameKind::Go;
    s.incident.rule_set = "cn-go-1988";
    content::ScenarioOption sentence;
    sentence.text = LocalizedText{"判黑方负", "判黑方負", "Black loses"};
    sentence.ruling.outcome = rules::Outcome::WhiteWins;
    content::ScenarioOption bare;
    bare.ruling.outcome = rules::Outcome::Continues;
    s.options = {sentence, bare};
    CHECK_FALSE(options_read_as_text(s));
    CHECK(scenario_option_text(s, 0, Language::ZhHans).rfind("结果：白方胜", 0) == 0);
    CHECK(scenario_option_text(s, 1, Language::ZhHans).rfind("结果：对局继续", 0) == 0);
    s.options[1].text = LocalizedText{"对局继续", "對局繼續", "Play on"};
    CHECK(options_read_as_text(s));
    CHECK(scenario_option_text(s, 0, Language::ZhHans) == "判黑方负");
}

TEST_CASE("every topic and sub-topic of the content has a name in each language" * doctest::test_suite("library")) {
    for (Language language : kAllLanguages) {
        ContentErrors errors;
        const UiStrings strings = UiStrings::load(test::repository_root() / "assets" / "lang", language, errors);
        std::set<std::string> unnamed;
        for (const auto& item : test::repository_training_content().items())
            for (const auto& topic : item.meta.topics)
                if (!strings.has("topic." + topic) && !strings.has("tag." + topic)) unnamed.insert(topic);
        std::string list;
        for (const auto& t : unnamed) list += t + " ";
        CAPTURE(list);
        CHECK(unnamed.empty());
    }
}
