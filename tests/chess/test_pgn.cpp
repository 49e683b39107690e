// PGN read and write: tags, SetUp/FEN, clock comments, NAGs, variations, errors with line:column.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "engine/chess/game.hpp"
#include "engine/chess/notation.hpp"
#include "engine/chess/pgn.hpp"

using namespace arbiter::chess;

namespace {
std::string read_file(const std::string& path) {
    std::ifstream in(path);
    REQUIRE_MESSAGE(in, path);
    std::stringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}
}  // namespace

TEST_CASE("PGN: an annotated file with two games") {
    const auto result = read_pgn(read_file(ARBITER_SOURCE_DIR "/tests/data/chess/annotated.pgn"));
    CHECK(result.errors.empty());
    REQUIRE(result.games.size() == 2);
    const PgnGame& first = result.games[0];
    CHECK(first.tag("Black") == "Smith, \"Bo\"");
    CHECK(first.tag("TimeControl") == "5400+30");
    CHECK(first.tag("Termination") == "normal");
    CHECK(first.result == "1-0");
    CHECK(first.opening_comment == "Opening comment");
    REQUIRE(first.mainline.size() == 7);
    CHECK(first.mainline[0].san == "e4");
    CHECK(first.mainline[0].clock_seconds == doctest::Approx(5425));
    CHECK(first.mainline[0].elapsed_seconds == doctest::Approx(5));
    CHECK(first.mainline[0].comment == "good");
    CHECK(first.mainline[1].nags == std::vector<int>{1});
    CHECK(first.mainline[2].clock_seconds == doctest::Approx(5398.5));
    CHECK(first.mainline[5].nags == std::vector<int>{6});  // "?!"
    CHECK(first.mainline[6].san == "Qxf7#");
    // The variation replaces 1... e5 and itself holds a nested one replacing 2. Nf3.
    REQUIRE(first.mainline[1].variations.size() == 1);
    const auto& sicilian = first.mainline[1].variations[0];
    REQUIRE(sicilian.size() == 3);
    CHECK(sicilian[0].san == "c5");
    REQUIRE(sicilian[1].variations.size() == 1);
    CHECK(sicilian[1].variations[0][1].san == "d5");

    const PgnGame& second = result.games[1];
    CHECK(second.tag("SetUp") == "1");
    REQUIRE(second.mainline.size() == 3);
    CHECK(to_uci(second.mainline[1].move) == "e2e4");
}

TEST_CASE("PGN: write then read gives the same game") {
    const auto result = read_pgn(read_file(ARBITER_SOURCE_DIR "/tests/data/chess/annotated.pgn"));
    REQUIRE(result.games.size() == 2);
    for (const PgnGame& game : result.games) {
        const std::string text = write_pgn(game);
        const auto again = read_pgn(text);
        REQUIRE_MESSAGE(again.errors.empty(), text);
        REQUIRE(again.games.size() == 1);
        CHECK(write_pgn(again.games[0]) == text);
        CHECK(again.games[0].tags == game.tags);
    }
    const std::string text = write_pgn(result.games[0]);
    CHECK(text.rfind("[Event \"Arbiter seminar example\"]\n[Site \"Beijing CHN\"]", 0) == 0);
    CHECK(text.find("[Black \"Smith, \\\"Bo\\\"\"]") != std::string::npos);
    std::string flat = text;  // the movetext is wrapped at 80 columns
    for (char& c : flat)
        if (c == '\n') c = ' ';
    CHECK(flat.find("1. e4 {[%clk 1:30:25] [%emt 0:00:05] good} 1... e5 $1 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Qf3 {[%clk 1:29:58.5]} 2... Nc6 3. Bc4 Rb8 $6") !=
          std::string::npos);
    CHECK(text.find("Qxf7# 1-0\n") != std::string::npos);
    CHECK(write_pgn(result.games[1]).find("40... Kd7 41. e4 Ke6 1/2-1/2") != std::string::npos);
}

TEST_CASE("PGN: a played game to PGN, with SetUp/FEN for a set-up start") {
    auto start = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    Game game(*start);
    REQUIRE(game.play_uci("e2e4"));
    const PgnGame pgn = to_pgn_game(game, {{"Event", "Test"}});
    CHECK(pgn.tag("SetUp") == "1");
    CHECK(pgn.tag("FEN") == "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    const std::string text = write_pgn(pgn);
    CHECK(text.find("[Event \"Test\"]\n[Site \"?\"]") == 0);
    CHECK(text.find("1. e4 *") != std::string::npos);
}

TEST_CASE("PGN: errors name line and column, and reading goes on with the next game") {
    const std::string text =
        "[Event \"Bad\"]\n"
        "\n"
        "1. e4 e5 2. Ke3 Nc6 *\n"
        "\n"
        "[Event \"Good\"]\n"
        "\n"
        "1. d4 *\n"
        "\n"
        "[Event \"Open\"]\n"
        "1. d4 (1. e4 *\n";
    const auto result = read_pgn(text);
    REQUIRE(result.games.size() == 1);
    CHECK(result.games[0].tag("Event") == "Good");
    REQUIRE(result.errors.size() == 2);
    CHECK(result.errors[0].line == 3);
    CHECK(result.errors[0].column == 13);
    CHECK(result.errors[0].message.en.find("Ke3") != std::string::npos);
    CHECK(result.errors[1].line == 10);
    CHECK(result.errors[1].column == 14);
}

TEST_CASE("PGN: clock text") {
    CHECK(parse_clock("1:02:03.5") == doctest::Approx(3723.5));
    CHECK(parse_clock("0:00:07") == doctest::Approx(7));
    CHECK(parse_clock("5:07") == doctest::Approx(307));
    CHECK(!parse_clock("1:x:03"));
    CHECK(!parse_clock(""));
    CHECK(format_clock(3723.5) == "1:02:03.5");
    CHECK(format_clock(7) == "0:00:07");
}

// Regression (tests/data/bad/pgn/deep-variations.pgn): 20 000 nested variations overflowed the
// stack (AddressSanitizer: stack-overflow in Reader::read_line). Nesting is now bounded.
TEST_CASE("PGN: variations nested without end are refused, not a stack overflow") {
    auto nested = [](int levels) {
        std::string text = "[Event \"?\"]\n[Result \"*\"]\n\n1. e4 ";
        for (int i = 0; i < levels; ++i) text += "(1. d4 ";
        text += std::string(static_cast<std::size_t>(levels), ')') + " *\n";
        return text;
    };
    auto deep = read_pgn(nested(20000));
    CHECK(deep.games.empty());
    REQUIRE(deep.errors.size() == 1);
    CHECK(deep.errors[0].line == 4);
    CHECK(deep.errors[0].column == 7 + 7 * 100);  // the '(' that opens level 101
    CHECK(deep.errors[0].message.en == "variations are nested deeper than 100 levels");

    auto allowed = read_pgn(nested(100));
    CHECK(allowed.errors.empty());
    REQUIRE(allowed.games.size() == 1);
    const std::vector<PgnNode>* line = &allowed.games[0].mainline;
    int depth = 0;
    while (!(*line)[0].variations.empty()) {
        line = &(*line)[0].variations[0];
        ++depth;
    }
    CHECK(depth == 100);
}

// Regression (fuzz_pgn, minimised to `[e"\` line break `"]`): the backslash carried the tag value
// over the line break, and write_pgn then wrote a value with a line break in it, which read_pgn
// refuses. A tag pair is one line, both ways.
TEST_CASE("PGN: a tag value never spans lines, read or written") {
    auto read = read_pgn("[Event \"a\\\n\"]\n\n1. e4 *\n");
    CHECK(read.games.empty());
    REQUIRE(!read.errors.empty());
    CHECK(read.errors[0].line == 1);
    CHECK(read.errors[0].message.en == "tag Event: the value has no closing quote");

    PgnGame game;
    game.set_tag("Event", "line one\nline two");
    game.set_tag("Annotator", "back\\slash \"quoted\"");
    const std::string written = write_pgn(game);
    CHECK(written.find("[Event \"line one line two\"]") != std::string::npos);
    auto again = read_pgn(written);
    CHECK(again.errors.empty());
    REQUIRE(again.games.size() == 1);
    CHECK(again.games[0].tag("Event") == "line one line two");
    CHECK(again.games[0].tag("Annotator") == "back\\slash \"quoted\"");
}
