// The authored pairing drills' loader (content/pairing_drill_loader.hpp): a good file loads with the
// engine's pairing; each kind of bad file is reported at its file:line, never thrown.
#include <doctest/doctest.h>

#include <string>

#include "app/core/content/pairing_drill_loader.hpp"

using namespace arbiter;
using namespace arbiter::content;

namespace {

// Round 2 of five players, hand-worked in question_bank/pairing-drills/round-2-bye-and-floats.yaml.
std::string drill_text(const std::string& answer, const std::string& trf_line_3 =
                                                      "  001    3      Chen Bo                           2380                             0.0    4     1 b 0") {
    return "id: five-players\n"                                                             // 1
           "title: {zh-Hans: 第二轮, zh-Hant: 第二輪, en: Round 2}\n"                        // 2
           "levels: [cn-2]\n"                                                               // 3
           "source:\n"                                                                      // 4
           "  - {document: fide-swiss-rules, article: \"C.04.3 [C14]\"}\n"                  // 5
           "trf: |\n"                                                                       // 6
           "  012 Round 2\n"                                                                // 7
           "  001    1      Wang Lei                          2400                             1.0    1     3 w 1\n"  // 8
           "  001    2      Li Na                             2390                             1.0    2     4 b 1\n"  // 9
           + trf_line_3 + "\n"                                                              // 10
           "  001    4      Zhao Yu                           2370                             0.0    5     2 w 0\n"  // 11
           "  001    5      Sun Hao                           2360                             1.0    3  0000 - U\n"  // 12
           "  XXR 5\n"                                                                      // 13
           "answer: \"" + answer + "\"\n";                                                  // 14
}

std::string all(const ContentErrors& errors) {
    std::string s;
    for (const auto& e : errors) s += e.to_string() + "\n";
    return s;
}

}  // namespace

TEST_CASE("pairing drill loader: a drill whose answer is the engine's pairing loads") {
    ContentErrors errors;
    const auto drill = parse_pairing_drill(drill_text("5-1 2-3 4 bye"), "five.yaml", errors);
    INFO(all(errors));
    REQUIRE(drill);
    CHECK(errors.empty());
    CHECK(drill->id == "five-players");
    CHECK(drill->title.en == "Round 2");
    REQUIRE(drill->answer.size() == 3);
    CHECK(drill->answer[2].white == 4);
    CHECK(drill->answer[2].black == 0);
    CHECK(tournament::swiss::boards_text(tournament::swiss::drill_boards(drill->drill)) == "5-1 2-3 4 bye");
}

TEST_CASE("pairing drill loader: an answer the engine does not give is an error at the answer's line") {
    ContentErrors errors;
    CHECK_FALSE(parse_pairing_drill(drill_text("1-2 5-3 4 bye"), "five.yaml", errors));
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].file == "five.yaml");
    CHECK(errors[0].line == 14);
    CHECK(errors[0].message.find("5-1 2-3 4 bye") != std::string::npos);  // the engine's pairing named
}

TEST_CASE("pairing drill loader: a malformed TRF line is reported at its line in the file") {
    ContentErrors errors;
    const std::string bad = "  001    3      Chen Bo                           2380                             0.0    4     9 b 0";
    CHECK_FALSE(parse_pairing_drill(drill_text("5-1 2-3 4 bye", bad), "five.yaml", errors));
    INFO(all(errors));
    REQUIRE_FALSE(errors.empty());
    CHECK(errors[0].line == 10);  // the player line naming an opponent the file does not have
}

TEST_CASE("pairing drill loader: an unreadable answer, a missing id, and a file that is not YAML") {
    {
        ContentErrors errors;
        CHECK_FALSE(parse_pairing_drill(drill_text("one against four"), "five.yaml", errors));
        REQUIRE(errors.size() == 1);
        CHECK(errors[0].line == 14);
    }
    {
        ContentErrors errors;
        std::string text = drill_text("5-1 2-3 4 bye");
        text.erase(0, text.find('\n') + 1);  // no id
        CHECK_FALSE(parse_pairing_drill(text, "five.yaml", errors));
        CHECK_FALSE(errors.empty());
    }
    {
        ContentErrors errors;
        CHECK_FALSE(parse_pairing_drill("trf: [unclosed\n", "broken.yaml", errors));
        REQUIRE_FALSE(errors.empty());
        CHECK(errors[0].file == "broken.yaml");
        CHECK(errors[0].line >= 1);
    }
}
