// The Chinese text lint (app/core/validate/chinese_text_lint.hpp) with the shipped rules in
// assets/lint/: each rule catches its mistake, leaves correct text alone, and reports a file's
// strings at their lines. That the shipped content passes is the CTest content.validate_everything.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "app/core/validate/chinese_text_lint.hpp"

using namespace arbiter;
using namespace arbiter::validate;
namespace fs = std::filesystem;

namespace {

const ChineseTextRules& shipped_rules() {
    static const ChineseTextRules rules = [] {
        ContentErrors errors;
        auto loaded = load_chinese_text_rules(fs::path(ARBITER_SOURCE_DIR) / "assets" / "lint", errors);
        for (const auto& e : errors) FAIL_CHECK(e.to_string());
        return loaded;
    }();
    return rules;
}

std::vector<TextFinding> errors_in(std::string_view text, Language language) {
    std::vector<TextFinding> out;
    for (auto& f : lint_chinese_text(text, language, shipped_rules()))
        if (f.error) out.push_back(std::move(f));
    return out;
}

std::vector<TextFinding> warnings_in(std::string_view text, Language language) {
    std::vector<TextFinding> out;
    for (auto& f : lint_chinese_text(text, language, shipped_rules()))
        if (!f.error) out.push_back(std::move(f));
    return out;
}

}  // namespace

TEST_CASE("Chinese lint: the character sets come from OpenCC and hold what they should") {
    const auto& rules = shipped_rules();
    CHECK(rules.simplified_only.size() > 3000);
    CHECK(rules.traditional_only.size() > 3000);
    CHECK(rules.simplified_only.count(U'这'));
    CHECK(rules.traditional_only.count(U'這'));
    // Correct in both scripts, so in neither set: the queen 后, 着 (kept by OpenCC's s2t), 干, 里.
    for (char32_t both : {U'后', U'着', U'干', U'里', U'只'}) {
        CHECK_FALSE(rules.simplified_only.count(both));
        CHECK_FALSE(rules.traditional_only.count(both));
    }
}

TEST_CASE("Chinese lint: a character of the other script is an error, named once") {
    const auto hant = errors_in("黑方在Q16劫爭馬上回提：著手無效，这这", Language::ZhHant);
    REQUIRE(hant.size() == 1);
    CHECK(hant[0].message.find("'这'") != std::string::npos);
    CHECK(hant[0].message.find("zh-Hant") != std::string::npos);
    CHECK(errors_in("白方勝，對局結束。", Language::ZhHans).size() == 3);  // 勝, 對 and 結
    CHECK(errors_in("白方胜，对局结束。", Language::ZhHans).empty());
    CHECK(errors_in("白方勝，對局結束。", Language::ZhHant).empty());
    CHECK(lint_chinese_text("这 這", Language::En, shipped_rules()).empty());  // English is not checked
}

TEST_CASE("Chinese lint: the deny list catches the known bad conversions") {
    for (const char* bad : {"白方按了棋鍾。", "臨時定臺製", "勝几子", "啟封后按鐘", "循環賽又稱迴圈賽", "程式錯誤", "這個專案"}) {
        CAPTURE(bad);
        const auto found = errors_in(bad, Language::ZhHant);
        REQUIRE(found.size() == 1);
        CHECK(found[0].message.find("write '") != std::string::npos);
    }
    CHECK(errors_in("白方按了棋鐘。兵升變為后。", Language::ZhHant).empty());  // 后 as the queen is right
}

TEST_CASE("Chinese lint: each script has its own quotation marks") {
    CHECK(errors_in("黑方说“我认输”。", Language::ZhHans).empty());
    CHECK(errors_in("黑方說「我認輸」。", Language::ZhHant).empty());
    CHECK(errors_in("黑方說“我認輸”。", Language::ZhHant).size() == 1);
    CHECK(errors_in("黑方说「我认输」。", Language::ZhHans).size() == 1);
}

TEST_CASE("Chinese lint: Latin words only from the allowlist, notation and ids") {
    CHECK(errors_in("白方走Qd5+，黑方O-O，然后exd5、e8=Q#；黑在Q16提劫（附录III）。", Language::ZhHans).empty());
    CHECK(errors_in("FIDE的FA与IA；BH-Cut1、SOS-2；选A或B；S1对S2；见cn-go-1988与question_bank/。", Language::ZhHans).empty());
    CHECK(errors_in("弃权时限（default time）与直接对局（Direct encounter，DE）", Language::ZhHans).empty());
    CHECK(errors_in("用 arbiter-cli review --mistakes 重做；答案 {n} 题；JSON {\"a\": [1]}", Language::ZhHans).empty());
    const auto norm = errors_in("申请IA需要5个norm", Language::ZhHans);
    REQUIRE(norm.size() == 1);
    CHECK(norm[0].message.find("'norm'") != std::string::npos);
    CHECK(errors_in("超时即flag fall", Language::ZhHans).size() == 2);
    // Go results as SGF writes them; a word that only starts like one is still a word.
    CHECK(errors_in("结果如 B+1.5 记 1.5，W+0.5 记 -0.5，B+R 为中盘胜", Language::ZhHans).empty());
    CHECK(errors_in("记作 B+lots", Language::ZhHans).size() == 1);
}

TEST_CASE("Chinese lint: a glossary variant is a warning, the preferred word is not") {
    const auto w = warnings_in("白方将死黑方", Language::ZhHans);
    REQUIRE(w.size() == 1);
    CHECK(w[0].message.find("将杀") != std::string::npos);
    CHECK(warnings_in("白方将杀黑方", Language::ZhHans).empty());
    CHECK(warnings_in("按下計時鐘", Language::ZhHant).size() == 1);
    CHECK(warnings_in("雙方各走了50步", Language::ZhHant).empty());  // counting moves is no rule's name
    CHECK(errors_in("白方将死黑方", Language::ZhHans).empty());
}

TEST_CASE("Chinese lint: a file's strings are reported at their lines, language files by their name") {
    const fs::path dir = fs::temp_directory_path() / "arbiter_chinese_lint_test";
    fs::create_directories(dir);
    {
        std::ofstream(dir / "item.yaml") << "items:\n"
                                            "  - prompt:\n"
                                            "      zh-Hans: 白方胜\n"
                                            "      zh-Hant: 白方胜\n"
                                            "      en: White wins 这\n";
        std::ofstream(dir / "zh-Hant.yaml") << "a: 對\nb: 对\n";
    }
    ContentErrors errors, warnings;
    lint_chinese_file(dir / "item.yaml", "item.yaml", shipped_rules(), errors, warnings);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].file == "item.yaml");
    CHECK(errors[0].line == 4);
    errors.clear();
    lint_chinese_file(dir / "zh-Hant.yaml", "zh-Hant.yaml", shipped_rules(), errors, warnings);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line == 2);
    fs::remove_all(dir);
}

TEST_CASE("Chinese lint: the terminal's help, summaries and overview may name what is typed, other strings may not") {
    const fs::path dir = fs::temp_directory_path() / "arbiter_chinese_lint_cli_test";
    fs::create_directories(dir);
    std::ofstream(dir / "zh-Hans.yaml") << "cli.help.demo: \"用法：按 UCI 着法，--json\"\n"
                                           "cli.summary.demo: \"按 UCI 着法（JSON Lines）\"\n"
                                           "cli.overview.see_docs: \"见 docs/cli.md。\"\n"
                                           "home.title: \"按 UCI 着法\"\n"
                                           "cli.summary.other: \"對\"\n";
    ContentErrors errors, warnings;
    lint_chinese_file(dir / "zh-Hans.yaml", "zh-Hans.yaml", shipped_rules(), errors, warnings);
    // home.title's Latin word, and the traditional character in a summary (only the Latin-word rule is lifted).
    REQUIRE(errors.size() == 2);
    CHECK(errors[0].line == 4);
    CHECK(errors[1].line == 5);
    fs::remove_all(dir);
}

TEST_CASE("Chinese lint: broken rule files are reported, not ignored") {
    const fs::path dir = fs::temp_directory_path() / "arbiter_chinese_lint_rules";
    fs::create_directories(dir);
    std::ofstream(dir / "chinese.yaml") << "deny:\n  - {text: 鍾, in: fr, use: 鐘, why: x}\nglossary: []\nlatin: []\n";
    ContentErrors errors;
    load_chinese_text_rules(dir, errors);
    // Both character files are missing, and the deny entry names no Chinese script.
    CHECK(errors.size() == 3);
    fs::remove_all(dir);
}
