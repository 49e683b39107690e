// `arbiter-cli validate --lang`: the whole report in the reader's language — the Chinese text
// lint's findings, the summary lines and the verdict — while the report without --lang stays the
// English that authors' logs and CI scripts read.
#include <doctest/doctest.h>

#include <string>

#include "tests/support/cli_run.hpp"

using namespace arbiter;

namespace {

const std::string kBadFile = std::string(ARBITER_SOURCE_DIR) + "/tests/data/bad/scenarios/simplified-in-hant.yaml";

test::CliRun validate(const std::string& lang) {
    std::vector<std::string> args = {"validate", kBadFile, "--content-root", ARBITER_SOURCE_DIR};
    if (!lang.empty()) args.insert(args.end(), {"--lang", lang});
    return test::run_cli(args);
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("validate without --lang reports in English, as before") {
    const auto run = validate("");
    CHECK(run.status == 1);
    CHECK(has(run.out, "simplified-in-hant.yaml:2:41: '读' is a simplified-only character in zh-Hant text\n"));
    // zh-Hant has text zh-Hans lacks: said as added, not as a conversion that "gives ''".
    CHECK(has(run.out, "simplified-in-hant.yaml:3:54: bad-simplified-in-hant.prompt: zh-Hant adds '负', which zh-Hans does not have"));
    CHECK(has(run.out, "scenarios: 1 entry in 1 file, 2 errors\n"));
    CHECK(has(run.out, "chinese text: 1 entry in 1 file, 4 errors\n"));
    CHECK(has(run.out, "FAILED: 6 errors\n"));
}

TEST_CASE("validate --lang zh-Hans reports the lint, the summaries and the verdict in Chinese") {
    const auto run = validate("zh-Hans");
    CHECK(run.status == 1);
    CHECK(has(run.out, "simplified-in-hant.yaml:2:41: 繁体中文文本中的“读”是简体字，繁体中文不用\n"));
    CHECK(has(run.out, "bad-simplified-in-hant.title：繁体中文写作“读”，而简体中文按字转换应是“讀”（在“读秒超時”中）"));
    CHECK(has(run.out, "bad-simplified-in-hant.prompt：繁体中文多出了“负”，简体中文没有"));
    CHECK(has(run.out, "情景题：1 个文件中共 1 项，2 个错误\n"));
    CHECK(has(run.out, "中文文本检查：1 个文件中共 1 项，4 个错误\n"));
    CHECK(has(run.out, "未通过：共 6 个错误\n"));
    for (const char* english : {"simplified-only", "zh-Hant writes", "entries in", "FAILED", "error"}) {
        CAPTURE(english);
        CHECK_FALSE(has(run.out, english));
    }
}

TEST_CASE("validate --lang zh-Hant reports in Traditional Chinese") {
    const auto run = validate("zh-Hant");
    CHECK(has(run.out, "simplified-in-hant.yaml:2:41: 繁體中文文本中的「读」是簡體字，繁體中文不用\n"));
    CHECK(has(run.out, "情景題：1 個文件中共 1 項，2 個錯誤\n"));
    CHECK(has(run.out, "未通過：共 6 個錯誤\n"));
}

TEST_CASE("a clean run says so in the reader's language") {
    const std::string good = std::string(ARBITER_SOURCE_DIR) + "/tests/data/training/content/question_bank";
    const auto english = test::run_cli({"validate", good, "--content-root", ARBITER_SOURCE_DIR});
    CHECK_MESSAGE(english.status == 0, english.out);
    CHECK(has(english.out, "\nOK\n"));
    const auto chinese = test::run_cli({"validate", good, "--content-root", ARBITER_SOURCE_DIR, "--lang", "zh-Hans"});
    CHECK(has(chinese.out, "\n通过\n"));
    CHECK(has(chinese.out, " 个错误\n"));
}

// The cue audit's lines (training/exams/cue_audit.hpp) are an author's report too: said in the --lang
// language, with what the cue is about (the lengths, the waiver), and English without --lang.
TEST_CASE("validate --cues says each cue in the reader's language") {
    const std::string root = std::string(ARBITER_SOURCE_DIR) + "/tests/data/cues";
    const std::string file = root + "/question_bank/go-rules/cue-items.yaml";
    auto cues = [&](const std::string& lang) {
        std::vector<std::string> args = {"validate", file, "--cues", "--content-root", root};
        if (!lang.empty()) args.insert(args.end(), {"--lang", lang});
        return test::run_cli(args);
    };
    const auto english = cues("");
    CHECK(english.status == 1);
    CHECK(has(english.out, "cue: cue-long-key: key_longest: the key is the single longest option (zh-Hans 18 vs 2; zh-Hant 18 vs 2; en 73 vs 7)\n"));
    CHECK(has(english.out, "cue: cue-rotted-waiver: waiver_unused: the item carries a cue_waiver but has no cue: remove the waiver\n"));
    CHECK(has(english.out, "cues: 2 (2 not waived, 1 item with a waiver) in 2 single-choice questions and 0 scenarios with options "
                           "(of them 0 timed drills, whose \"now rule on it\" asks the same options);"));
    CHECK(has(english.out, "FAILED: 2 errors\n"));

    const auto hans = cues("zh-Hans");
    CHECK(hans.status == 1);
    CHECK(has(hans.out, "应试线索：cue-long-key：key_longest：正确答案是唯一最长的选项（zh-Hans 正确答案 18 个字符，其余选项最长 2 个字符；"));
    CHECK(has(hans.out, "应试线索：cue-rotted-waiver：waiver_unused：此题写了 cue_waiver，却没有应试线索：请删去这条豁免\n"));
    CHECK(has(hans.out, "应试线索 2 处（未豁免 2 处，带豁免的题 1 道），审查了单选题 2 道"));
    for (const char* word : {"the key", "cue:", "waived", "single-choice"}) {
        CAPTURE(word);
        CHECK_FALSE(has(hans.out, word));
    }

    const auto hant = cues("zh-Hant");
    CHECK(has(hant.out, "應試線索：cue-rotted-waiver：waiver_unused：此題寫了 cue_waiver，卻沒有應試線索：請刪去這條豁免\n"));
    CHECK(has(hant.out, "正確答案是唯一最長的選項（zh-Hans 正確答案 18 個字符，"));
}
