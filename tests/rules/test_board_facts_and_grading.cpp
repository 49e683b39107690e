#include <doctest/doctest.h>

#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"

using namespace arbiter::rules;

namespace {

Event move(Player by, const char* m) {
    Event e;
    e.kind = EventKind::Move;
    e.set("by", std::string(player_name(by))).set("move", std::string(m));
    return e;
}

Incident go_ko(bool stated_legal) {
    Incident inc;
    inc.game = GameKind::Go;
    inc.rule_set = "cn-go-1988";
    inc.position = ". . . . .\n. X O . .\nX O . O .\n. X O . .\n. . . . .\n";
    inc.events = {move(Player::Black, "C3"), move(Player::White, "B3")};
    inc.events[1].set("legal", stated_legal);
    return inc;
}

}  // namespace

TEST_CASE("a fact the author states and the board contradicts is reported, not ruled on") {
    Adjudication wrong = adjudicate(go_ko(true));
    CHECK_FALSE(wrong.ruling);
    REQUIRE(wrong.problems.size() == 1);
    CHECK(wrong.problems[0].en.find("B3 is illegal (ko_recapture)") != std::string::npos);
    Adjudication right = adjudicate(go_ko(false));
    REQUIRE(right.ruling);
    CHECK(right.ruling->id == "go.ko-recapture");
}

TEST_CASE("a chess move the author calls mate must be mate on the board") {
    Incident inc;
    inc.game = GameKind::Chess;
    inc.rule_set = "fide-2023-standard";
    inc.position = "7k/Q7/6K1/8/8/8/8/8 w - - 0 60";
    inc.events = {move(Player::White, "a7b7")};
    inc.events[0].set("ends_game", std::string("checkmate"));
    Adjudication adj = adjudicate(inc);
    CHECK_FALSE(adj.ruling);
    REQUIRE_FALSE(adj.problems.empty());
    CHECK(adj.problems[0].en.find("finds no end of the game") != std::string::npos);
}

TEST_CASE("without a position a claim must say whether it is correct, an unknown rule set is refused") {
    Incident inc;
    inc.game = GameKind::Chess;
    inc.rule_set = "fide-2023-blitz";
    Event claim;
    claim.kind = EventKind::Claim;
    claim.set("by", std::string("white")).set("claim", std::string("threefold"));
    inc.events = {claim};
    CHECK_FALSE(adjudicate(inc).ruling);
    inc.rule_set = "cn-go-1988";
    CHECK(adjudicate(inc).problems.at(0).en.find("is for go") != std::string::npos);
    inc.rule_set = "fide-1997";
    CHECK(adjudicate(inc).problems.at(0).en == "unknown rule set 'fide-1997'");
}

TEST_CASE("grading gives credit part by part") {
    Adjudication adj = adjudicate(go_ko(false));
    REQUIRE(adj.ruling);
    const Ruling& r = *adj.ruling;

    CHECK(grade(answer_from_ruling(r), r).exact);

    Answer partly;
    partly.outcome = Outcome::Continues;  // right
    partly.penalties_stated = true;
    partly.penalties = {{Player::White, PenaltyKind::Warning, std::nullopt}};  // wrong: forfeit one turn
    partly.corrections_stated = true;
    partly.corrections = {CorrectionKind::VoidMove};  // right
    partly.articles_stated = true;
    partly.articles = {"20.1", "19"};  // one right (of 20.1 and the ko rule of play, 6), one extra
    const Grade g = grade(partly, r);
    CHECK_FALSE(g.exact);
    REQUIRE(g.parts.size() == 4);
    CHECK(g.parts[0].score == 1.0);
    CHECK(g.parts[1].score == 0.0);
    CHECK(g.parts[1].missing == std::vector<std::string>{"white:forfeit_turn"});
    CHECK(g.parts[1].extra == std::vector<std::string>{"white:warning"});
    CHECK(g.parts[2].score == 1.0);
    CHECK(g.parts[3].score == doctest::Approx(1.0 / 3));
    // The outcome weighs as much as the other three parts together.
    CHECK(g.score == doctest::Approx(0.5 * 1.0 + 0.5 * (0.0 + 1.0 + 1.0 / 3) / 3));

    // A wrong outcome earns at most half, however right the rest is.
    Answer wrong_result = partly;
    wrong_result.outcome = Outcome::WhiteWins;
    wrong_result.penalties = {{Player::White, PenaltyKind::ForfeitTurn, std::nullopt}};
    wrong_result.articles = {"20.1", "6"};
    const Grade w = grade(wrong_result, r);
    CHECK(w.parts[0].score == 0.0);
    CHECK(w.score == doctest::Approx(0.5));

    Answer wrong_amount;
    wrong_amount.penalties_stated = true;
    wrong_amount.penalties = {{Player::White, PenaltyKind::ForfeitTurn, 2}};
    CHECK(grade(wrong_amount, r).score == 0.0);

    CHECK(grade(Answer{}, r).score == 0.0);  // nothing answered, nothing earned
}

#include "app/core/content/ruling_json.hpp"

TEST_CASE("a candidate's answer reads from JSON, round-trips, and grades like the YAML form") {
    Adjudication adj = adjudicate(go_ko(false));
    REQUIRE(adj.ruling);
    const auto answer = arbiter::content::answer_from_json(arbiter::json::parse(
        R"({"ruling": "go.ko-recapture", "outcome": "continues", "penalties": [{"player": "white", "kind": "forfeit_turn"}],
            "corrections": ["void_move"], "articles": ["20.1", "6"]})"));
    REQUIRE(answer);
    CHECK(grade(*answer, *adj.ruling).exact);
    const auto again = arbiter::content::answer_from_json(arbiter::content::answer_to_json(*answer));
    REQUIRE(again);
    CHECK(grade(*again, *adj.ruling).exact);
    std::string error;
    CHECK_FALSE(arbiter::content::answer_from_json(arbiter::json::parse(R"({"outcome": "white_win"})"), &error));
    CHECK(error == "unknown outcome 'white_win'");
    CHECK_FALSE(arbiter::content::answer_from_json(arbiter::json::parse(R"({"corrections": ["undo"]})"), &error));
    CHECK_FALSE(arbiter::content::answer_from_json(arbiter::json::parse(R"({"verdict": 1})"), &error));
}

TEST_CASE("a Go position may also be given as SGF") {
    Incident inc = go_ko(false);
    inc.position = "(;GM[1]FF[4]SZ[5]AB[bb][ac][bd]AW[cb][bc][dc][cd]PL[B])";
    inc.events[1].fields.erase("legal");  // let the engine find it
    Adjudication adj = adjudicate(inc);
    REQUIRE_MESSAGE(adj.ruling, (adj.problems.empty() ? "" : adj.problems[0].en));
    CHECK(adj.ruling->id == "go.ko-recapture");
    inc.position = "(;GM[1]SZ[5]AB[zz])";
    CHECK_FALSE(adjudicate(inc).ruling);
}

TEST_CASE("events built in code are checked like loaded ones before anything is ruled") {
    Incident inc;
    inc.game = GameKind::Chess;
    inc.rule_set = "fide-2023-standard";
    Event resign;
    resign.kind = EventKind::Resign;  // no `by`
    Event ko;
    ko.kind = EventKind::GameCycle;   // Go only
    ko.set("cycle", std::string("triple_ko"));
    inc.events = {resign, ko};
    Adjudication adj = adjudicate(inc);
    CHECK_FALSE(adj.ruling);
    REQUIRE(adj.problems.size() == 2);
    CHECK(adj.problems[0].en == "event 1 (resign) needs 'by'");
    CHECK(adj.problems[1].en == "event 2 (game_cycle) does not exist in chess");
    // The same in the author's language: the event by its name, the game in words.
    CHECK(adj.problems[0].zh_hans == "第 1 个事件（认输）需要字段 `by`");
    CHECK(adj.problems[1].zh_hans == "第 2 个事件（`game_cycle`）在国际象棋中不存在");
}

// The words of docs/incident-format.md, from the one mapping the adjudicator and the scenario
// loader share (engine/rules/board_words.hpp).
#include "engine/rules/board_words.hpp"

TEST_CASE("the engines' findings have one spelling: the incident format's words") {
    using arbiter::rules::chess_ending_word;
    using arbiter::rules::go_illegality_word;
    namespace chess = arbiter::chess;
    namespace go = arbiter::go;
    CHECK(chess_ending_word(chess::Outcome::Checkmate) == "checkmate");
    CHECK(chess_ending_word(chess::Outcome::Stalemate) == "stalemate");
    CHECK(chess_ending_word(chess::Outcome::InsufficientMaterial) == "dead_position");
    CHECK(chess_ending_word(chess::Outcome::DeadPosition) == "dead_position");
    CHECK(chess_ending_word(chess::Outcome::FivefoldRepetition) == "fivefold");
    CHECK(chess_ending_word(chess::Outcome::SeventyFiveMove) == "seventy_five_moves");
    CHECK(chess_ending_word(chess::Outcome::None).empty());
    CHECK(go_illegality_word(go::Illegality::Suicide) == "suicide");
    CHECK(go_illegality_word(go::Illegality::SimpleKo) == "ko_recapture");
    CHECK(go_illegality_word(go::Illegality::Superko) == "superko");
    CHECK(go_illegality_word(go::Illegality::Occupied) == "occupied");
    CHECK(go_illegality_word(go::Illegality::OffBoard) == "off_board");
    CHECK(go_illegality_word(go::Illegality::WrongColour) == "other");
    CHECK(go_illegality_word(go::Illegality::Superko, true) == "ko_recapture");  // a simple ko break says so
}
