// 1988 rules art. 29: the half-the-rounds rule in round robins and the pro-rata score in Swiss.
#include <doctest/doctest.h>

#include "engine/tournament/standings.hpp"
#include "engine/tournament/withdrawal.hpp"
#include "event_fixtures.hpp"

using namespace arbiter::tournament;

namespace {
// Go round robin of 6 (5 rounds, Berger order); E leaves after `after` rounds.
std::string six_player_round_robin(int after) {
    std::string s = R"(
game: go
system: round-robin
rounds: 5
player: A
player: B
player: C
player: D
player: E
player: F
round: 1
A F 1-0
B E 1-0
C D 1-0
round: 2
F D 1-0
E C 1-0
A B 1-0
round: 3
B F 1-0
C A 0-1
)";
    if (after >= 3) s += "D E 0-1\nround: 4\nA D 1-0\nB C 1-0\n";
    s += "withdraw: E after " + std::to_string(after) + "\n";
    return s;
}
}  // namespace

TEST_CASE("withdrawal 29.2: fewer than half the rounds played — all results void") {
    // E played 2 of 5 rounds (2 × 2 < 5): his win over C and loss to B disappear.
    Event e = fixtures::parse_event(six_player_round_robin(2));
    auto reports = apply_withdrawals(e);
    REQUIRE(reports.size() == 1);
    CHECK(reports[0].games_played == 2);
    CHECK(reports[0].ruling == WithdrawalRuling::ResultsVoid);
    CHECK(e.points(e.index_of("E")) == 0);
    CHECK(e.points(e.index_of("C")) == 2);  // beat D; the loss to E is void, the loss to A stands
    CHECK(e.points(e.index_of("B")) == 2);  // the win over E is void; lost to A, beat F
    auto s = compute_standings(e);
    CHECK(s.rows.back().player == e.index_of("E"));
    CHECK(s.rows.back().rank == 0);
}

TEST_CASE("withdrawal 29.2: half the rounds or more — the remaining games are forfeits") {
    // E played 3 of 5 (2 × 3 ≥ 5): his results stand, and the two players he had still to meet
    // (F, scheduled in round 4, and A, in round 5) win by forfeit.
    Event e = fixtures::parse_event(six_player_round_robin(3));
    int points_a_before = static_cast<int>(e.points(e.index_of("A")));
    auto reports = apply_withdrawals(e);
    REQUIRE(reports.size() == 1);
    CHECK(reports[0].ruling == WithdrawalRuling::RemainingForfeited);
    CHECK(reports[0].forfeits_added == 2);  // A and F had still to meet E
    CHECK(e.points(e.index_of("A")) == points_a_before + 2);
    CHECK(e.points(e.index_of("E")) == 4);  // lost to B, beat C and D: his results stand
}

TEST_CASE("withdrawal 29.3: pro-rata score, per-game cap (chosen) and whole-credit cap (alternative)") {
    // Reference A5.5: 6 points from 4 games, 2 unplayed.
    auto per_game = pro_rata(6, 4, 2, 1.0, WithdrawalCap::PerGameRate);
    CHECK(per_game.rate == 1.5);
    CHECK(per_game.credit == 2);
    CHECK(per_game.adjusted == 8);
    auto whole = pro_rata(6, 4, 2, 1.0, WithdrawalCap::WholeCredit);
    CHECK(whole.credit == 1);
    CHECK(whole.adjusted == 7);
    // Under the cap: 3 from 4 games, 3 unplayed: A = 0.75 → 2.25.
    CHECK(pro_rata(3, 4, 3, 1.0, WithdrawalCap::PerGameRate).adjusted == doctest::Approx(5.25));
}
