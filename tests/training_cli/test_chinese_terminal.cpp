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

#include "app/core/training/answer_json.hpp"
#include "app/core/training/answer_text.hpp"
#include "app/core/training/ruling_words.hpp"
#include "app/core/training/sport_profile.hpp"
#include "app/core/training/typed_text.hpp"
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

std::string refusal(std::string_view typed, rules::GameKind game, Language language) {
    try {
        parse_ruling_words(typed, game, language);
    } catch (const ResponseError& e) {
        return e.what();
    }
    return "(accepted)";
}

// The answer's parts as the grader compares them: outcome, penalties with amounts, corrections and
// articles, each sorted.
std::string parts_of(const rules::Answer& a) {
    std::ostringstream out;
    out << (a.outcome ? std::string(rules::outcome_name(*a.outcome)) : "-") << " |";
    std::vector<std::string> items;
    for (const auto& p : a.penalties)
        items.push_back(std::string(p.player == rules::Player::Black ? "black" : "white") + ":" +
                        std::string(rules::penalty_name(p.kind)) + "=" + std::to_string(p.amount.value_or(0)));
    std::sort(items.begin(), items.end());
    for (const auto& i : items) out << " " << i;
    out << " |";
    items.clear();
    for (auto c : a.corrections) items.emplace_back(rules::correction_name(c));
    std::sort(items.begin(), items.end());
    for (const auto& i : items) out << " " << i;
    out << " |";
    items = a.articles;
    std::sort(items.begin(), items.end());
    for (const auto& i : items) out << " " << i;
    return out.str();
}

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

TEST_CASE("a ruling typed in Chinese words, in either script, reads as the answer it states") {
    // The example, in chess words (恢复局面 is 恢复违例前的局面 shortened).
    const rules::Answer chess = parse_ruling_words("结果 白方胜；处罚 黑方 判负；纠正 恢复局面；条款 20.3", rules::GameKind::Chess,
                                                   Language::ZhHans);
    CHECK(parts_of(chess) == "white_wins | black:loss=0 | restore_position | 20.3");
    // Traditional script, the colons of a printed ruling, 第 … 條 around the number.
    const rules::Answer go = parse_ruling_words("結果：對局繼續；處罰：黑方：棄權一次；糾正：著手無效；條款：第 20.1 條", rules::GameKind::Go,
                                                Language::ZhHant);
    CHECK(parts_of(go) == "continues | black:forfeit_turn=0 | void_move | 20.1");
    // A part's name left out where the words say it; the part and its word without a space; full width.
    CHECK(parts_of(parse_ruling_words("黑方胜", rules::GameKind::Go, Language::ZhHans)) == "black_wins | | |");
    CHECK(parts_of(parse_ruling_words("结果白方胜；条款：２０．１、２０．２", rules::GameKind::Go, Language::ZhHans)) ==
          "white_wins | | | 20.1 20.2");
    // Amounts: typed apart, against the word, in seconds or in the minutes the trainer prints.
    CHECK(parts_of(parse_ruling_words("处罚 白方 对方加 120 秒", rules::GameKind::Chess, Language::ZhHans)) ==
          "- | white:time_to_opponent=120 | |");
    CHECK(parts_of(parse_ruling_words("处罚 白方 对方加2分钟", rules::GameKind::Chess, Language::ZhHans)) ==
          "- | white:time_to_opponent=120 | |");
    CHECK(parts_of(parse_ruling_words("處罰 黑方 扣除20分鐘；糾正 可以比賽，遲到時間計入用時", rules::GameKind::Go, Language::ZhHant)) ==
          "- | black:time_deducted=1200 | allow_play |");
    CHECK(parts_of(parse_ruling_words("处罚 黑方罚2子", rules::GameKind::Go, Language::ZhHans)) == "- | black:stone_deduction=2 | |");
    // Two penalties: in one clause, or the second after a semicolon as a printed ruling has it.
    CHECK(parts_of(parse_ruling_words("处罚 黑方 警告一次 白方 对方加 60", rules::GameKind::Chess, Language::ZhHans)) ==
          "- | black:warning=0 white:time_to_opponent=60 | |");
    CHECK(parts_of(parse_ruling_words("处罚：黑方：警告一次；白方：对方加1分钟", rules::GameKind::Chess, Language::ZhHans)) ==
          "- | black:warning=0 white:time_to_opponent=60 | |");
    CHECK(parts_of(parse_ruling_words("处罚 无；纠正 无", rules::GameKind::Go, Language::ZhHans)) == "- | | |");
    // English words still work, and an English reader may type Chinese.
    CHECK(parts_of(parse_ruling_words("outcome draw; article 9.2", rules::GameKind::Chess, Language::En)) == "draw | | | 9.2");
    CHECK(parts_of(parse_ruling_words("结果 和棋", rules::GameKind::Chess, Language::En)) == "draw | | |");
    CHECK(is_ruling_words("结果 对局继续"));
    CHECK(is_ruling_words("黑方胜"));
    CHECK_FALSE(is_ruling_words("Ｂ"));
}

TEST_CASE("a Chinese word that does not belong is refused whole, with the Chinese words accepted there") {
    // A chess correction in a Go ruling, in Chinese: the Go corrections listed in Chinese.
    const std::string pawn = refusal("结果 对局继续；纠正 兵换成同色的后", rules::GameKind::Go, Language::ZhHans);
    CHECK(pawn.find("不认识“兵换成同色的后”") != std::string::npos);
    CHECK(pawn.find(rules::correction_text(rules::CorrectionKind::VoidMove).zh_hans) != std::string::npos);
    CHECK(pawn.find("void-move") == std::string::npos);
    // The reader's script for the list.
    const std::string hant = refusal("結果 對局繼續；糾正 兵換成同色的后", rules::GameKind::Go, Language::ZhHant);
    CHECK(hant.find(rules::correction_text(rules::CorrectionKind::VoidMove).zh_hant) != std::string::npos);
    // A shortened word that could be two is asked to be typed out.
    CHECK(refusal("纠正 必须", rules::GameKind::Chess, Language::ZhHans).find("请写完整") != std::string::npos);
    // An amount missing; a player missing.
    CHECK(refusal("处罚 白方 对方加", rules::GameKind::Chess, Language::ZhHans).find("后面要跟：数量（秒）") != std::string::npos);
    // The kind's own words without an amount ("对方加时", as an option may state it) need none.
    CHECK(refusal("处罚 白方 对方加时", rules::GameKind::Chess, Language::ZhHans) == "(accepted)");
    CHECK(refusal("处罚 警告一次", rules::GameKind::Chess, Language::ZhHans).find("黑方、白方、无") != std::string::npos);
    // Every message is whole UTF-8.
    for (const char* typed : {"纠正 兵", "结果 X胜", "处罚 灰方 警告", "条款 第二十条"})
        CHECK_FALSE(first_invalid_utf8(refusal(typed, rules::GameKind::Go, Language::ZhHans)));
}

TEST_CASE("every option the trainer prints reads back as the ruling it states" * doctest::test_suite("library")) {
    // What the terminal shows a candidate (an option as a ruling in words, articles by number) is
    // something he may type: in each language, for every option of every scenario of the library.
    int read = 0;
    for (const auto& item : test::repository_training_content().items()) {
        if (!item.scenario) continue;
        const std::string document = scenario_document(*item.scenario);
        const rules::RulingVocabulary& words = rules::ruling_vocabulary(item.scenario->incident.game);
        for (const auto& option : item.scenario->options) {
            // A distractor may name what the other game rules (a Go option "restore the position"):
            // picked by its letter, never typed, as the words are the game's own.
            const bool own_words = std::all_of(option.ruling.corrections.begin(), option.ruling.corrections.end(), [&](auto c) {
                return std::find(words.corrections.begin(), words.corrections.end(), c) != words.corrections.end();
            }) && std::all_of(option.ruling.penalties.begin(), option.ruling.penalties.end(), [&](const auto& p) {
                return std::find(words.penalties.begin(), words.penalties.end(), p.kind) != words.penalties.end();
            }) && (!option.ruling.outcome || std::find(words.outcomes.begin(), words.outcomes.end(), *option.ruling.outcome) != words.outcomes.end());
            if (!own_words) continue;
            rules::Answer expected = option.ruling;
            for (Language language : kAllLanguages) {
                const std::string printed = describe_answer(option.ruling, document, ArticleTitles::Hidden).get(language);
                CAPTURE(item.id());
                CAPTURE(printed);
                rules::Answer typed;
                try {
                    typed = parse_ruling_words(printed, item.scenario->incident.game, language);
                } catch (const ResponseError& e) {
                    FAIL_CHECK(e.what());
                    continue;
                }
                CHECK(parts_of(typed) == parts_of(expected));
                ++read;
            }
        }
    }
    CHECK(read > 1000);
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
