// What the pack tests share: an instructor's folder with one question, one scenario and one exam
// blueprint (valid against the small content root tests/data/training/content), the English
// strings, and $XDG_DATA_HOME pointed at a temporary folder for the length of a test.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include <doctest/doctest.h>

#include "app/core/packs/pack.hpp"
#include "app/core/ui_strings.hpp"
#include "tests/store/temp_dir.hpp"

namespace arbiter::test {

// The content root the packs are checked against: go-rules questions, sources, one Go blueprint.
inline const std::filesystem::path kPackContentRoot = ARBITER_PACK_TEST_CONTENT;

inline void write_text(const std::filesystem::path& file, const std::string& text) {
    std::filesystem::create_directories(file.parent_path());
    write_bytes(file, text);
}

// question_bank/course/course.yaml: one item, id `question_id` (named in its prompt too: two items
// may not share a prompt).
inline std::string course_question(const std::string& question_id = "course-q-1") {
    return "items:\n"
           "  - id: " + question_id + "\n"
           "    type: single_choice\n"
           "    levels: [cn-3, cn-2]\n"
           "    topics: [go-rules, penalty]\n"
           "    difficulty: 2\n"
           "    prompt:\n"
           "      zh-Hans: \"对方并未表示弃权，一方连走两步。按1988年规则应如何判？（" + question_id + "）\"\n"
           "      zh-Hant: \"對方並未表示棄權，一方連走兩步。按1988年規則應如何判？（" + question_id + "）\"\n"
           "      en: \"The opponent has not passed, but a player plays two moves in a row. What is the ruling under the 1988 rules? (" + question_id + ")\"\n"
           "    options:\n"
           "      - zh-Hans: \"判连走两步者为负\"\n"
           "        zh-Hant: \"判連走兩步者為負\"\n"
           "        en: \"The player who moved twice loses\"\n"
           "      - zh-Hans: \"第二步无效，不予处罚\"\n"
           "        zh-Hant: \"第二步無效，不予處罰\"\n"
           "        en: \"The second move is void, no penalty\"\n"
           "    answer: 0\n"
           "    explanation:\n"
           "      zh-Hans: \"第十七条第一款：一方并未表示弃权，另一方连走二步，判连走二步者为负。\"\n"
           "      zh-Hant: \"第十七條第一款：一方並未表示棄權，另一方連走二步，判連走二步者為負。\"\n"
           "      en: \"Article 17.1: if the opponent has not passed and a player moves twice, the player who moved twice loses.\"\n"
           "    source:\n"
           "      - {document: cn-go-1988, article: \"17.1\"}\n";
}

// scenarios/chess/checkmate/course-back-rank.yaml: the shipped back-rank mate under another id.
inline std::string course_scenario(const std::string& scenario_id = "course-back-rank-mate") {
    return "id: " + scenario_id + "\n"
           "title:\n"
           "  zh-Hans: \"底线将杀\"\n"
           "  zh-Hant: \"底線將殺\"\n"
           "  en: \"A back-rank mate\"\n"
           "prompt:\n"
           "  zh-Hans: \"标准棋。白方走Qd8将杀并按钟。黑方说：“我还有时间，还没认输。”结果如何？\"\n"
           "  zh-Hant: \"標準棋。白方走Qd8將殺並按鐘。黑方說：「我還有時間，還沒認輸。」結果如何？\"\n"
           "  en: \"Standard play. White plays Qd8 mate and presses. Black says: I still have time. What is the result?\"\n"
           "time_control: standard\n"
           "difficulty: 1\n"
           "levels: [cn-3, fide]\n"
           "topics: [checkmate]\n"
           "source:\n"
           "  - {document: fide-laws-2023, article: \"5.1.1\"}\n"
           "incident:\n"
           "  game: chess\n"
           "  rules: fide-2023-standard\n"
           "  position: \"6k1/5ppp/8/8/2n5/8/5PPP/3Q2K1 w - - 0 38\"\n"
           "  to_move: white\n"
           "  events:\n"
           "    - {at: \"2:00:00\", type: \"move\", by: \"white\", move: \"d1d8\", ends_game: \"checkmate\"}\n"
           "question:\n"
           "  options:\n"
           "    - {outcome: \"continues\", penalties: [], corrections: [], articles: [\"5.1.1\"]}\n"
           "    - {outcome: \"white_wins\", penalties: [], corrections: [], articles: [\"5.1.1\"]}\n"
           "    - {outcome: \"draw\", penalties: [], corrections: [], articles: [\"5.2.1\"]}\n"
           "  build: true\n"
           "expect:\n"
           "  ruling: \"chess.checkmate\"\n"
           "  outcome: \"white_wins\"\n"
           "  penalties: []\n"
           "  corrections: []\n"
           "  articles: [\"5.1.1\"]\n";
}

inline std::string course_blueprint(const std::string& blueprint_id = "course-go-cn-2") {
    return "id: " + blueprint_id + "\n"
           "level: cn-2\n"
           "sport: go\n"
           "title:\n"
           "  zh-Hans: 二级课程模拟考试\n"
           "  zh-Hant: 二級課程模擬考試\n"
           "  en: Second-grade course mock exam\n"
           "time_limit_minutes: 10\n"
           "pass_mark: 0.8\n"
           "sections:\n"
           "  - {topic: go-rules, items: 1}\n";
}

// An instructor's folder laid out like the content root.
inline void write_course_folder(const std::filesystem::path& dir, const std::string& question = course_question(),
                                const std::string& scenario = course_scenario(),
                                const std::string& blueprint = course_blueprint()) {
    write_text(dir / "question_bank" / "course" / "course.yaml", question);
    write_text(dir / "scenarios" / "chess" / "checkmate" / "course-back-rank.yaml", scenario);
    write_text(dir / "question_bank" / "exam_blueprints" / "course-exam.yaml", blueprint);
}

// Builds the pack of the folder `dir` into `file` (as `pack build` does, without its checks).
inline void build_pack_file(const std::filesystem::path& dir, const std::filesystem::path& file,
                            const std::string& version = "1", const std::string& id = "course") {
    packs::PackManifest info;
    info.id = id;
    info.version = version;
    info.author = "Instructor";
    auto read = packs::collect_pack_folder(dir, info, dir.string());
    REQUIRE(read.pack);
    write_bytes(file, packs::write_pack(*read.pack));
}

// Loaded once per process.
inline const UiStrings& english_strings() {
    static const UiStrings strings = [] {
        ContentErrors errors;
        return UiStrings::load(std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang", Language::En, errors);
    }();
    return strings;
}

// $XDG_DATA_HOME set to a fresh temporary folder while this lives, then put back.
class ScopedDataHome {
public:
    ScopedDataHome() {
        if (const char* old = std::getenv("XDG_DATA_HOME")) old_ = old;
        ::setenv("XDG_DATA_HOME", dir_.path().c_str(), 1);
    }
    ~ScopedDataHome() {
        if (old_)
            ::setenv("XDG_DATA_HOME", old_->c_str(), 1);
        else
            ::unsetenv("XDG_DATA_HOME");
    }
    ScopedDataHome(const ScopedDataHome&) = delete;
    ScopedDataHome& operator=(const ScopedDataHome&) = delete;
    std::filesystem::path packs() const { return dir_.path() / "arbiter-trainer" / "packs"; }
    const std::filesystem::path& path() const { return dir_.path(); }

private:
    TempDir dir_;
    std::optional<std::string> old_;
};

}  // namespace arbiter::test
