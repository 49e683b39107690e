// Final tables: the 1988 order and the FIDE order on the same hand-worked events.
#include <doctest/doctest.h>

#include "engine/tournament/standings.hpp"
#include "event_fixtures.hpp"

using namespace arbiter::tournament;

namespace {
StandingsOptions with_rules(RuleSet rules) {
    StandingsOptions options;
    options.rules = rules;
    return options;
}

std::string order_of(const Standings& s) {
    std::string out;
    for (const auto& r : s.rows) {
        out += s.event.players[static_cast<std::size_t>(r.player)].id;
        out += r.shared ? "=" : " ";
    }
    return out;
}
}  // namespace

TEST_CASE("standings: Go round robin by the 1988 order — A and B on 4, A ahead on beaten opponents") {
    auto s = compute_standings(fixtures::parse_event(fixtures::kGoRoundRobin));
    CHECK(order_of(s) == "A B C D ");
    CHECK(s.rows[0].values.at(TieBreak::BeatenAndHalfDrawn1988) == 5);
    CHECK(s.rows[1].values.at(TieBreak::BeatenAndHalfDrawn1988) == 4);
    CHECK(s.rows[0].rank == 1);
    CHECK(s.rows[1].rank == 2);
}

TEST_CASE("standings: a three-way cycle falls through to warnings, then shares the place") {
    const char* cycle = R"(
game: go
system: round-robin
rounds: 3
player: A | warnings=1
player: B
player: C
round: 1
B C 1-0
round: 2
C A 1-0
round: 3
A B 1-0
)";
    auto s = compute_standings(fixtures::parse_event(cycle));
    // All on 2 points and 2 on the tie-break; A has a warning, B and C share first place.
    CHECK(order_of(s) == "B=C=A ");
    CHECK(s.rows[0].rank == 1);
    CHECK(s.rows[1].rank == 1);
    CHECK(s.rows[2].rank == 3);
}

TEST_CASE("standings: the same chess round robin, FIDE order (direct encounter first) vs 1988 order") {
    auto fide = compute_standings(fixtures::parse_event(fixtures::kChessRoundRobin), with_rules(RuleSet::Fide));
    CHECK(order_of(fide) == "A B C D ");
    CHECK(fide.rows[1].values.at(TieBreak::DirectEncounter) == 1);
    CHECK(fide.rows[2].values.at(TieBreak::DirectEncounter) == 0);
    // 1988 order: B 1½ beat C (1½) and drew D (½): 1.75; C drew A (2½) and beat D (½): 1.75 → shared.
    auto cn = compute_standings(fixtures::parse_event(fixtures::kChessRoundRobin), with_rules(RuleSet::Cn1988));
    CHECK(order_of(cn) == "A B=C=D ");
}

TEST_CASE("standings: FIDE Swiss order — P5 ahead of P1 on Buchholz Cut-1, every column present") {
    auto s = compute_standings(fixtures::parse_event(fixtures::kChessSwiss), with_rules(RuleSet::Fide));
    CHECK(s.rows[0].player == s.event.index_of("P5"));
    CHECK(s.rows[1].player == s.event.index_of("P1"));
    CHECK(s.rows[0].values.at(TieBreak::BuchholzCut1) == 5);
    CHECK(s.rows[1].values.at(TieBreak::BuchholzCut1) == 4);
    for (TieBreak t : {TieBreak::Buchholz, TieBreak::BuchholzMedian1, TieBreak::SonnebornBerger, TieBreak::Wins,
                       TieBreak::AverageRatingOfOpponents, TieBreak::PerformanceRating, TieBreak::SwissTotal1988})
        CHECK(s.rows[0].values.count(t) == 1);
    REQUIRE(s.withdrawals.size() == 1);
    CHECK(s.withdrawals[0].ruling == WithdrawalRuling::ResultsStand);
}

TEST_CASE("standings: names and codes exist for every tie-break in three languages") {
    for (TieBreak t : standings_columns(PairingSystem::Swiss, RuleSet::Fide)) {
        CHECK(tie_break_name(t).complete());
        CHECK(tie_break_code(t) != "?");
    }
}
