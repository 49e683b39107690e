// The results-file format: what it accepts and how it reports mistakes (line numbers, all at once).
#include <doctest/doctest.h>

#include "engine/tournament/results_file.hpp"

using namespace arbiter::tournament;

TEST_CASE("results file: every result token and bye kind lands on the cross table") {
    auto r = parse_results(R"(
# comment lines and trailing comments are ignored
title: Club Swiss   # the event's name
game: chess
system: swiss
rounds: 2
player: 1 | Wang Lei | rating=1850 | warnings=1
player: 2 | Li Na
player: 3
player: 4
player: 5
round: 1
1 2 1-0
3 4 =
5 bye
round: 2
2 1 +-
4 3 --
5 bye-half
)");
    REQUIRE(r.ok());
    const Event& e = r.event;
    CHECK(e.title == "Club Swiss");
    CHECK(e.system == PairingSystem::Swiss);
    CHECK(e.players[0].name == "Wang Lei");
    CHECK(e.players[0].rating == 1850);
    CHECK(e.players[0].warnings == 1);
    CHECK(e.players[2].name == "3");
    CHECK(e.entries[0][0].kind == RoundKind::Played);
    CHECK(e.entries[2][0].fraction == 0.5);
    CHECK(e.entries[4][0].kind == RoundKind::PairingBye);
    CHECK(e.entries[1][1].kind == RoundKind::ForfeitWin);
    CHECK(e.entries[0][1].kind == RoundKind::ForfeitLoss);
    CHECK(e.entries[2][1].kind == RoundKind::ForfeitLoss);
    CHECK(e.entries[3][1].kind == RoundKind::ForfeitLoss);
    CHECK(e.entries[4][1].kind == RoundKind::HalfBye);
    CHECK(e.points(4) == 1.5);
}

TEST_CASE("results file: mistakes are all reported with their line numbers") {
    auto r = parse_results("game: checkers\nrounds: 2\nplayer: A\nplayer: A\nround: 3\nround: 1\nA Z 1-0\nA bye-maybe\n"
                           "colour: blue\nwithdraw: A before 1\n");
    REQUIRE(r.problems.size() >= 6);
    auto at = [&](int line) {
        for (const auto& p : r.problems)
            if (p.line == line) return true;
        return false;
    };
    CHECK(at(1));   // game
    CHECK(at(4));   // duplicate player
    CHECK(at(5));   // round 3 of 2
    CHECK(at(7));   // unknown player Z
    CHECK(at(8));   // unknown bye kind
    CHECK(at(9));   // unknown key
    CHECK(at(10));  // withdraw syntax
}

TEST_CASE("results file: a player cannot have two results in one round") {
    auto r = parse_results("rounds: 1\nplayer: A\nplayer: B\nplayer: C\nround: 1\nA B 1-0\nC A 0-1\n");
    REQUIRE(r.problems.size() == 1);
    CHECK(r.problems[0].line == 7);
}

TEST_CASE("results file: result tokens round-trip") {
    for (auto result : {PairingResult::FirstWins, PairingResult::Draw, PairingResult::SecondWins,
                        PairingResult::FirstWinsByForfeit, PairingResult::SecondWinsByForfeit, PairingResult::DoubleForfeit})
        CHECK(parse_pairing_result(pairing_result_token(result)) == result);
    CHECK_FALSE(parse_pairing_result("2-0").has_value());
}
