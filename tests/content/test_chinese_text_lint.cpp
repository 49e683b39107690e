// The Chinese text lint (app/core/validate/chinese_text_lint.hpp) with the shipped rules in
// assets/lint/: each rule catches its mistake, leaves correct text alone, and reports a file's
// strings at their lines. That the shipped content passes is the CTest content.validate_everything.
#include <doctest/doctest.h>

#include <algorithm>
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
    // The simplified 胜 in zh-Hant, and the same place against the conversion of zh-Hans (勝).
    REQUIRE(errors.size() == 2);
    CHECK(errors[0].file == "item.yaml");
    CHECK(errors[0].line == 4);
    CHECK(errors[1].line == 4);
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
    // Both character files, the conversion table and the exceptions are missing, and the deny
    // entry names no Chinese script.
    CHECK(errors.size() == 5);
    fs::remove_all(dir);
}

// The zh-Hant conversion check (app/core/validate/zh_hant_conversion.hpp): zh-Hant against the
// character conversion of zh-Hans, with the reviewed exceptions of assets/lint/zh-hant-exceptions.yaml.
namespace {

std::vector<ConversionHunk> hunks(std::string_view hans, std::string_view hant) {
    return unlisted_conversion_hunks(hans, hant, shipped_rules().conversion);
}

}  // namespace

TEST_CASE("zh-Hant conversion: the table is OpenCC's, first candidate first") {
    const auto& conversion = shipped_rules().conversion;
    CHECK(conversion.first_candidate.size() > 3000);
    CHECK(conversion.first_candidate.at(U'钟') == U'鍾');  // hence the exception 鍾 → 鐘
    CHECK(conversion.first_candidate.at(U'后') == U'後');
    CHECK(conversion.first_candidate.at(U'这') == U'這');
    CHECK(convert_to_zh_hant("黑方说“我认输”。", conversion) == "黑方說「我認輸」。");
    CHECK_FALSE(conversion.exceptions.empty());
}

TEST_CASE("zh-Hant conversion: the same text, or a listed exception, passes") {
    CHECK(hunks("白方超时，黑方胜。", "白方超時，黑方勝。").empty());
    CHECK(hunks("黑方说“我认输”。", "黑方說「我認輸」。").empty());
    CHECK(hunks("白方按钟", "白方按鐘").empty());            // 鍾 → 鐘: the clock
    CHECK(hunks("兵升变为后", "兵升變為后").empty());        // 後 → 后: the queen; 爲 → 為
    CHECK(hunks("裁判长宣布结果", "裁判長宣佈結果").empty());  // 佈 after 宣 (an exception with context)
    CHECK(hunks("出现三次重复局面", "出現三次重複局面").empty());
    CHECK(hunks("按钟为准", "按鐘為準").empty());            // one hunk of two listed characters
    CHECK(hunks("", "").empty());
}

TEST_CASE("zh-Hant conversion: an unlisted difference is reported with its hunk") {
    // A Taiwan computer word for the round robin.
    auto found = hunks("单循环赛", "單迴圈賽");
    REQUIRE(found.size() == 1);
    CHECK(found[0].converted == "循環");
    CHECK(found[0].zh_hant == "迴圈");
    CHECK(found[0].context == "單迴圈賽");
    // An exception's context is required: 佈 after 宣 only, 隻 after 一 or 兩 only.
    found = hunks("布赫霍尔茨分", "佈赫霍爾茲分");
    REQUIRE(found.size() == 1);
    CHECK(found[0].converted == "布");
    CHECK(hunks("白方只走了一步", "白方隻走了一步").size() == 1);
    CHECK(hunks("用两只手走棋", "用兩隻手走棋").empty());
    // Register: the Taiwan words where zh-Hans has the mainland ones.
    CHECK(hunks("设置保存在", "設定儲存在").size() == 1);
    CHECK(hunks("（默认：5）", "（預設：5）").size() == 1);
    CHECK(hunks("h 帮助", "h 說明").size() == 1);
    // Text added or left out is a hunk too.
    found = hunks("打开文件", "開啟文件");
    REQUIRE(found.size() == 2);
    CHECK(found[0].converted == "打");
    CHECK(found[0].zh_hant.empty());
    CHECK(found[1].converted.empty());
    CHECK(found[1].zh_hant == "啟");
    const auto message = conversion_hunk_message(hunks("单循环赛", "單迴圈賽")[0], "q-1.prompt");
    CHECK(message.find("q-1.prompt: ") == 0);
    CHECK(message.find("'迴圈'") != std::string::npos);
    CHECK(message.find("'循環'") != std::string::npos);
}

TEST_CASE("zh-Hant conversion: 鍾 for the clock is the conversion itself, and the deny list refuses it") {
    CHECK(hunks("白方按钟", "白方按鍾").empty());
    CHECK(errors_in("白方按鍾", Language::ZhHant).size() == 1);
}

TEST_CASE("zh-Hant conversion: a file's pairs are checked and named by item and key") {
    const fs::path dir = fs::temp_directory_path() / "arbiter_zh_hant_conversion_test";
    fs::create_directories(dir);
    std::ofstream(dir / "item.yaml") << "items:\n"
                                        "  - id: q-1\n"
                                        "    options:\n"
                                        "      - zh-Hans: 单循环赛\n"
                                        "        zh-Hant: 單迴圈賽\n"
                                        "        en: a round robin\n"
                                        "      - {zh-Hans: 按钟, zh-Hant: 按鐘, en: press the clock}\n"
                                        "      - {zh-Hans: 按钟, zh-Hant: 按鍾, en: press the clock}\n";
    std::ofstream(dir / "zh-Hans.yaml") << "a.b: 设置\nc: 对\n";
    std::ofstream(dir / "zh-Hant.yaml") << "a.b: 設定\nc: 對\nd: 新鍵\n";
    ContentErrors errors, warnings;
    lint_chinese_file(dir / "item.yaml", "item.yaml", shipped_rules(), errors, warnings);
    // 迴圈 against the conversion and in the deny list (line 5), 鍾 in the deny list (line 8).
    REQUIRE(errors.size() == 3);
    CHECK(errors[0].line == 5);
    CHECK(errors[1].line == 5);
    CHECK(errors[2].line == 8);
    const bool named = std::any_of(errors.begin(), errors.end(), [](const ContentError& e) {
        return e.message.find("q-1.options[0]: zh-Hant writes '迴圈'") == 0;
    });
    CHECK(named);
    errors.clear();
    lint_chinese_file(dir / "zh-Hant.yaml", "zh-Hant.yaml", shipped_rules(), errors, warnings);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line == 1);
    CHECK(errors[0].message.find("a.b: zh-Hant writes '定'") == 0);
    fs::remove_all(dir);
}

TEST_CASE("zh-Hant conversion: a bad exceptions file is reported") {
    const fs::path dir = fs::temp_directory_path() / "arbiter_zh_hant_exceptions_test";
    fs::create_directories(dir);
    std::ofstream(dir / "zh-s2t-characters.txt") << "# comment\n钟\t鍾 鐘\nbad line\n";
    std::ofstream(dir / "zh-hant-exceptions.yaml") << "exceptions:\n"
                                                      "  - {converted: 鍾, zh-Hant: 鐘, why: the clock}\n"
                                                      "  - {converted: 鍾, zh-Hant: 鍾, why: nothing}\n"
                                                      "  - {converted: 後, zh-Hant: 后, why: \"\"}\n"
                                                      "  - {converted: 後, zh-Hant: 后}\n";
    ContentErrors errors;
    const auto conversion = load_zh_hant_conversion(dir, errors);
    // The table's bad line, the exception that excepts nothing, the one without a reason, the one
    // missing its why.
    CHECK(errors.size() == 4);
    CHECK(conversion.first_candidate.size() == 1);
    CHECK(conversion.exceptions.size() == 1);
    // The exception's uses are counted (validate reports one no text needs).
    std::vector<std::size_t> uses;
    CHECK(unlisted_conversion_hunks("按钟，按钟", "按鐘，按鐘", conversion, &uses).empty());
    REQUIRE(uses.size() == 1);
    CHECK(uses[0] == 2);
    fs::remove_all(dir);
}

TEST_CASE("Chinese lint: the interface's Taiwan words are glossary variants in zh-Hant") {
    for (const char* taiwan : {"（預設：5）", "設置已儲存", "匯出 CSV", "切換介面語言", "螢幕上", "網路", "使用者", "按編號搜尋", "義大利開局"}) {
        CAPTURE(taiwan);
        CHECK(warnings_in(taiwan, Language::ZhHant).size() == 1);
    }
    CHECK(warnings_in("（默認：5）設置已保存，導出 CSV，切換界面語言，屏幕上，網絡，用戶，按編號搜索，意大利開局", Language::ZhHant).empty());
}
