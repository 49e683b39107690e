// SGF FF[4]: read, write, round trips, and errors that name the line and column.
#include <doctest/doctest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "engine/go/sgf.hpp"
#include "tests/go/diagram_helpers.hpp"

using namespace arbiter::go;
using namespace arbiter::go::test;

TEST_CASE("go sgf: the generic tree keeps nodes, variations and raw point lists (@sabaki/sgf)") {
    auto c = parse_sgf("(;B[aa]SZ[19];AB[cc][dd:ee])");
    REQUIRE(c.errors.empty());
    REQUIRE(c.trees.size() == 1);
    const SgfTree& t = c.trees[0];
    REQUIRE(t.nodes.size() == 2);
    CHECK(t.nodes[0].find("B")->values == std::vector<std::string>{"aa"});
    CHECK(t.nodes[0].find("SZ")->values == std::vector<std::string>{"19"});
    CHECK(t.nodes[1].find("AB")->values == std::vector<std::string>{"cc", "dd:ee"});

    auto v = parse_sgf("(;B[hh](;W[ii])(;W[hi]C[h]))");
    REQUIRE(v.errors.empty());
    CHECK(v.trees[0].nodes.size() == 1);
    CHECK(v.trees[0].variations.size() == 2);
    CHECK(v.trees[0].variations[1].nodes[0].find("C")->values[0] == "h");
}

TEST_CASE("go sgf: points — row a is the top (@sabaki/sgf parseVertex vectors)") {
    CHECK(parse_sgf_point("aa", 19) == Vertex{0, 18});
    CHECK(parse_sgf_point("bb", 19) == Vertex{1, 17});
    CHECK(parse_sgf_point("jf", 19) == Vertex{9, 13});
    CHECK(parse_sgf_point("ss", 19) == Vertex{18, 0});
    CHECK_FALSE(parse_sgf_point("", 19));
    CHECK_FALSE(parse_sgf_point("d", 19));
    CHECK_FALSE(parse_sgf_point("blah", 19));
    CHECK_FALSE(parse_sgf_point("tt", 19));
    CHECK(sgf_point({3, 15}, 19) == "dd");
}

TEST_CASE("go sgf: a record with setup, komi, rules, moves, passes, KO[], comments and times") {
    const char* text = R"((;FF[4]GM[1]SZ[9]KM[7.5]RU[Chinese]PB[Li]PW[Wang]
AB[aa:bb][ee]AW[ci]PL[W]C[Setup: a corner \] and a centre stone]
;W[cc]BL[300]OB[5]WL[290.5]OW[3]
;B[]C[pass]
;W[tt]
;B[dd]KO[]))";
    SgfReadResult r = read_sgf(text);
    REQUIRE(r.errors.empty());
    REQUIRE(r.record);
    const SgfRecord& rec = *r.record;
    CHECK(rec.size == 9);
    CHECK(rec.komi == 7.5);
    CHECK(rec.rules == "Chinese");
    CHECK(rec.black_player == "Li");
    CHECK(rec.root.add_black.size() == 5);  // aa:bb is four points, plus ee
    CHECK(rec.root.add_white == std::vector<Vertex>{{2, 0}});
    CHECK(rec.root.player_to_move == Color::White);
    CHECK(rec.root.comment == "Setup: a corner ] and a centre stone");
    REQUIRE(rec.steps.size() == 4);
    CHECK(rec.steps[0].black_time_left == 300);
    CHECK(rec.steps[0].black_periods_left == 5);
    CHECK(rec.steps[0].white_time_left == 290.5);
    CHECK(rec.steps[0].white_periods_left == 3);
    CHECK(rec.steps[1].color == Color::Black);
    CHECK_FALSE(rec.steps[1].vertex);  // B[] is a pass
    CHECK_FALSE(rec.steps[2].vertex);  // W[tt] is the FF[3] pass on 9×9
    CHECK(rec.steps[3].ko_forced);
    CHECK(rec.steps[3].line == 6);

    Game g = game_from_sgf(rec, KoRule::Simple);
    CHECK(g.ply() == 4);
    CHECK(g.at(at(g, "A9")) == Color::Black);
    CHECK(g.at(at(g, "B8")) == Color::Black);
    CHECK(g.at(at(g, "C1")) == Color::White);
    CHECK(g.at(at(g, "D6")) == Color::Black);
}

TEST_CASE("go sgf: write then read gives the same record (round trip)") {
    SgfReadResult first = read_sgf(R"((;FF[4]SZ[13]KM[5.5]RU[cn-go-1988]AB[dd][jj]AW[dj]C[multi
line \\ comment];B[gg];W[];B[gh]KO[]WL[12.5]))");
    REQUIRE(first.errors.empty());
    std::string written = write_sgf(*first.record);
    SgfReadResult second = read_sgf(written);
    REQUIRE(second.errors.empty());
    CHECK(write_sgf(*second.record) == written);
    CHECK(second.record->root.comment == "multi\nline \\ comment");
    CHECK(second.record->komi == 5.5);
    CHECK(second.record->steps.size() == 3);
    CHECK(second.record->steps[2].ko_forced);
    CHECK(second.record->steps[2].white_time_left == 12.5);
}

TEST_CASE("go sgf: a game survives game -> SGF -> game, with its ko recapture and edits") {
    Game g = game_from_diagram(R"(
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        . . . . .)");
    g.play(Color::Black, at(g, "C3"));
    g.play_ignoring_ko(Color::White, at(g, "B3"));  // the illegal retake happened on the board
    g.move_stone(at(g, "A3"), at(g, "A2"));
    g.pass(Color::Black);
    std::string text = write_sgf(sgf_from_game(g, 5.5, "cn-go-1988"));
    CHECK(text.find("KO[]") != std::string::npos);
    SgfReadResult back = read_sgf(text);
    REQUIRE(back.errors.empty());
    std::vector<SgfError> problems;
    Game replayed = game_from_sgf(*back.record, KoRule::Simple, &problems);
    CHECK(problems.empty());
    CHECK(board_of(replayed) == board_of(g));
    CHECK(replayed.ply() == g.ply());
    CHECK(replayed.prisoners(Color::White) == 1);
    CHECK(replayed.record().at(1).forced);
}

TEST_CASE("go sgf: errors name the line and column") {
    SUBCASE("unclosed value") {
        auto r = read_sgf("(;FF[4]\n;B[dd\n;W");
        REQUIRE_FALSE(r.errors.empty());
        CHECK(r.errors[0].to_string() == "2:3: value opened here is never closed (missing ']')");
    }
    SUBCASE("unclosed tree") {
        auto r = read_sgf("(;FF[4];B[dd]");
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0].line == 1);
        CHECK(r.errors[0].column == 1);
    }
    SUBCASE("junk between nodes") {
        auto r = read_sgf("(;FF[4]\n  ;B[dd] ] ;W[pp])");
        REQUIRE(r.errors.size() == 1);
        CHECK(r.errors[0].to_string() == "2:10: unexpected ']' (expected ';', '(' or ')')");
    }
    SUBCASE("property without a value") {
        auto r = read_sgf("(;FF[4]SZ;B[dd])");
        CHECK(r.errors[0].to_string() == "1:8: property SZ has no value (expected '[')");
    }
    SUBCASE("not SGF at all") {
        auto r = read_sgf("hello");
        CHECK(r.errors[0].to_string() == "1:1: expected '(' to start a game tree, found 'h'");
    }
    SUBCASE("semantic errors keep the record and point at the property") {
        auto r = read_sgf("(;SZ[9]KM[abc]\nAB[zz];B[dd]PL[X])");
        REQUIRE(r.record);
        REQUIRE(r.errors.size() == 3);
        CHECK(r.errors[0].to_string() == "1:8: KM[abc] is not a number");
        CHECK(r.errors[1].to_string() == "2:1: AB[zz] is not a point on a 9×9 board");
        CHECK(r.errors[2].line == 2);
        CHECK(r.errors[2].column == 13);
    }
    SUBCASE("size out of range, and an illegal move reported while replaying") {
        auto r = read_sgf("(;SZ[30])");
        CHECK(r.errors[0].message.en == "board size 30 is outside 5..25");
        auto occupied = read_sgf("(;SZ[9]\n;B[ee]\n;W[ee])");
        REQUIRE(occupied.errors.empty());
        std::vector<SgfError> problems;
        Game g = game_from_sgf(*occupied.record, KoRule::Simple, &problems);
        REQUIRE(problems.size() == 1);
        CHECK(problems[0].to_string() == "3:2: W E5 is illegal (occupied) and was skipped");
        CHECK(g.ply() == 1);
    }
}

TEST_CASE("go sgf: an incident file — the illegal ko recapture is on the board, marked KO[]") {
    std::ifstream file(std::string(ARBITER_SOURCE_DIR) + "/tests/data/go/illegal_ko_recapture.sgf");
    REQUIRE(file);
    std::stringstream text;
    text << file.rdbuf();
    SgfReadResult r = read_sgf(text.str());
    REQUIRE(r.errors.empty());
    CHECK(r.record->komi == 5.5);
    CHECK(r.record->rules == "cn-go-1988");
    CHECK(r.record->black_player == "甲");
    CHECK(r.record->steps[1].comment == "White retakes at once: the move stands on the board, marked KO[].");
    std::vector<SgfError> problems;
    Game g = game_from_sgf(*r.record, KoRule::Simple, &problems);
    CHECK(problems.empty());
    CHECK(g.record().at(1).forced);
    CHECK(g.prisoners(Color::White) == 1);
    // The same record without KO[] is refused at the retake and the problem names its node.
    std::string unmarked = text.str();
    unmarked.erase(unmarked.find("KO[]"), 4);
    std::vector<SgfError> refused;
    Game strict = game_from_sgf(*read_sgf(unmarked).record, KoRule::Simple, &refused);
    REQUIRE(refused.size() == 1);
    CHECK(refused[0].to_string() == "5:2: W B7 is illegal (ko) and was skipped");
    CHECK(strict.prisoners(Color::White) == 0);
}

TEST_CASE("go sgf: damaged files never crash the reader and every error has a position") {
    const std::string good = R"((;FF[4]SZ[9]KM[7.5]AB[aa:bb]AW[cc]C[note \] here];B[dd]KO[];W[];B[ee](;W[ff])(;W[gg]C[v])))";
    std::mt19937 rng(4);
    const std::string alphabet = "()[];\\:abzAB \n]";
    for (int round = 0; round < 3000; ++round) {
        std::string text = good;
        int edits = 1 + static_cast<int>(rng() % 4);
        for (int e = 0; e < edits; ++e) {
            std::size_t at = rng() % (text.size() + 1);
            switch (rng() % 3) {
                case 0: text.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
                case 1: if (at < text.size()) text.erase(at, 1); break;
                default: text = text.substr(0, at); break;
            }
        }
        SgfReadResult r = read_sgf(text);
        for (const SgfError& error : r.errors) {
            REQUIRE(error.line >= 1);
            REQUIRE(error.column >= 1);
        }
        if (r.record) (void)game_from_sgf(*r.record, KoRule::PositionalSuperko);
    }
}
