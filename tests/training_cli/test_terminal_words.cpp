// The terminal speaks the candidate's language: practice, a mock exam and stats run in zh-Hans on
// the repository's content, and no English word reaches the candidate except what is not English
// prose — item and blueprint ids, move and board notation, the names of rule books (FIDE) and the
// words the candidate types himself (commands, the words of a ruling typed in words).
#include <doctest/doctest.h>

#include <regex>
#include <set>
#include <sstream>

#include "app/core/training/exams/exam_blueprint.hpp"
#include "engine/rules/ruling.hpp"
#include "engine/rules/ruling_vocabulary.hpp"
#include "tests/store/temp_dir.hpp"
#include "app/core/training/answers/ruling_words.hpp"
#include "tests/support/shared_content.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;

namespace {

// What may stay ASCII in a Chinese session.
std::set<std::string> allowed_words() {
    std::set<std::string> allowed = {
        // Names of rule books and bodies, and file formats, as Chinese referees write them.
        "FIDE", "FA", "IA", "SGF", "FEN", "P90", "ms",
        // What the candidate types: the session's commands (exam commands after ':') and answers.
        "s", "q", "h", "y", "n", "t", "f", "p", "g", "N", "submit", "flag", "list", "time", "help",
        "CAB",  // the example order an ordering item's hint gives (cli.item.ordering)
        "arbiter-cli", "review", "mistakes", "exam", "practice",
        // The parts and players of a ruling typed in words.
        "outcome", "penalty", "correction", "article", "none", "black", "white",
        // What this test types that is no command, echoed in the message that refuses it.
        "bogus"};
    // The engine's words for a ruling, as typed ("forfeit-turn"), listed by `h`.
    for (auto game : {rules::GameKind::Go, rules::GameKind::Chess}) {
        const auto& words = rules::ruling_vocabulary(game);
        for (auto o : words.outcomes) allowed.insert(training::typed_word(rules::outcome_name(o)));
        for (auto p : words.penalties) allowed.insert(training::typed_word(rules::penalty_name(p)));
        for (auto c : words.corrections) allowed.insert(training::typed_word(rules::correction_name(c)));
    }
    // Item ids (the header of each item, the report's lines) and blueprint ids (cn-3) are names.
    for (const auto& item : test::repository_training_content().items()) allowed.insert(item.id());
    ContentErrors errors;
    for (const auto& b : training::load_exam_blueprints(test::repository_root() / "question_bank" / "exam_blueprints", errors))
        allowed.insert(b.id);
    return allowed;
}

bool is_notation(const std::string& word) {
    // Go points (D4, Q16), chess moves and squares (e4, Nf3, exd5, e8=Q+, h5-h4, O-O), article
    // numbers with a letter or the Guidelines' Roman numeral (A.4, I.8.1, A1.3, III.3.1.1), and single
    // letters (option letters, board columns).
    static const std::regex notation(
        R"re([A-HJ-T][0-9]{1,2}|[KQRBN]?[a-h]?[1-8]?[-x]?[a-h][1-8](=[QRBN])?[+#]?|O-O(-O)?[+#]?|[A-Z]{1,2}[0-9]*(\.[0-9]+)+|I{1,3}(\.[0-9]+)+|[A-Z][0-9]+|[A-Za-z])re");
    return std::regex_match(word, notation);
}

// The ASCII words of `out` that are not allowed, one of each, with the line they are on.
std::vector<std::string> stray_words(const std::string& out, const std::set<std::string>& allowed) {
    std::vector<std::string> stray;
    std::set<std::string> seen;
    std::istringstream lines(out);
    static const std::regex word(R"re([A-Za-z][A-Za-z0-9]*(?:[-_.'][A-Za-z0-9]+)*)re");
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("    FEN ", 0) == 0) continue;  // a chess position in its notation
        for (std::sregex_iterator it(line.begin(), line.end(), word), end; it != end; ++it) {
            const std::string w = it->str();
            if (allowed.count(w) || is_notation(w) || !seen.insert(w).second) continue;
            stray.push_back(w + "    ← " + line);
        }
    }
    return stray;
}

}  // namespace

TEST_CASE("practice, exam and stats in zh-Hans print no English word off the allowlist" * doctest::test_suite("library")) {
    test::TempDir dir;
    const std::vector<std::string> common = {"--db", (dir / "t.db").string(), "--content-root", ARBITER_SOURCE_DIR, "--lang", "zh-Hans"};
    auto with = [&](std::vector<std::string> args) {
        args.insert(args.end(), common.begin(), common.end());
        return args;
    };
    const auto allowed = allowed_words();
    std::string out;
    // Practice: letters, a ruling in words (one with a word that does not belong), help, a bad
    // answer, true/false in Chinese, skip.
    const auto go = test::run_cli(with({"practice", "--game", "go", "--count", "8", "--seed", "11"}),
                                  "A\nh\noutcome continues; penalty black warning; article 20\nzzz\nB\n对\n42\nC\ns\nA\nq\n");
    CHECK(go.status == 0);
    out += go.out;
    const auto chess = test::run_cli(with({"practice", "--game", "chess", "--kind", "scenario", "--count", "3", "--seed", "5"}),
                                     "outcome counting; correction none\nh\noutcome draw; penalty none; correction none; article 9.2\nB\nq\n");
    CHECK(chess.status == 0);
    out += chess.out;
    const auto exam = test::run_cli(with({"exam", "--level", "cn-3", "--sport", "chess", "--seed", "3"}),
                                    "A\nf\n:flag\n:list\n:time\n:help\n:bogus\n:g 99\nzzz\nB\n错\n3\nsubmit\n");
    CHECK(exam.status == 0);
    out += exam.out;
    for (const char* by : {"topic", "article", "level", "kind"}) {
        const auto stats = test::run_cli(with({"stats", "--by", by}));
        CHECK(stats.status == 0);
        out += stats.out;
    }
    const auto list = test::run_cli(with({"exam", "--list"}));
    out += list.out;
    // The sessions showed what they should, in Chinese.
    CHECK(out.find("部分正确") != std::string::npos);
    CHECK(out.find("不对：应为") != std::string::npos);
    CHECK(out.find("不认识“counting”") != std::string::npos);  // a Go word in a chess ruling
    CHECK(out.find("成绩单") != std::string::npos);
    CHECK(out.find("⚑ 已标记") != std::string::npos);
    const auto stray = stray_words(out, allowed);
    for (const auto& s : stray) {
        INFO("an English word in the zh-Hans session: " << s);
        CHECK(s.empty());
    }
}

TEST_CASE("help is in the chosen language, Chinese by default") {
    for (const char* command : {"practice", "exam", "review", "stats"}) {
        CAPTURE(command);
        const auto zh = test::run_cli({command, "--help"});
        CHECK(zh.out.rfind("用法：arbiter-cli ", 0) == 0);
        const auto hant = test::run_cli({command, "--help", "--lang", "zh-Hant"});
        CHECK(hant.out.find("默認") != std::string::npos);
        const auto en = test::run_cli({command, "--help", "--lang", "en"});
        CHECK(en.out.rfind("Usage: arbiter-cli ", 0) == 0);
    }
    // The drills too (a command with a group: cli.help.drill.countout).
    CHECK(test::run_cli({"drill", "countout", "--help"}).out.rfind("用法：arbiter-cli drill countout", 0) == 0);
    CHECK(test::run_cli({"drill", "intervene", "--help", "--lang", "zh-Hant"}).out.find("按回車") != std::string::npos);
    // The exam's help says flagging is ":flag", never a bare letter that could be an answer.
    CHECK(test::run_cli({"exam", "--help"}).out.find(":flag") != std::string::npos);
}
