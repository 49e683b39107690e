// Tie-breaks on hand-worked events (event_fixtures.hpp) and the reference's worked examples.
#include <doctest/doctest.h>

#include "engine/tournament/tiebreaks.hpp"
#include "event_fixtures.hpp"

using namespace arbiter::tournament;

TEST_CASE("tiebreaks: reference 10-D — BH, Cut-1 and SB from three results") {
    // P beat X (3), drew Y (2.5), lost to Z (4).
    std::vector<OpponentTerm> terms{{1, 0, 3.0, 1.0, false}, {2, 1, 2.5, 0.5, false}, {3, 2, 4.0, 0.0, false}};
    CHECK(apply_cuts(terms, 0, 0).sum == 9.5);
    CHECK(apply_cuts(terms, 1, 0).sum == 7);
    CHECK(apply_cuts(terms, 1, 1).sum == 3);
    double sb = 0;
    for (const auto& t : terms) sb += t.opponent_score * t.own_fraction;
    CHECK(sb == 4.25);
}

TEST_CASE("tiebreaks: 1988 art. 28 A — beaten opponents' scores plus half the drawn ones'") {
    Event e = fixtures::parse_event(fixtures::kGoRoundRobin);
    int a = e.index_of("A"), b = e.index_of("B"), c = e.index_of("C"), d = e.index_of("D");
    CHECK(e.points(a) == 4);
    CHECK(e.points(b) == 4);
    CHECK(e.points(c) == 3);
    CHECK(e.points(d) == 1);
    CHECK(beaten_and_half_drawn(e, a) == 5);    // B 4 + D 1
    CHECK(beaten_and_half_drawn(e, b) == 4);    // C 3 + D 1
    CHECK(beaten_and_half_drawn(e, c) == 4.5);  // A 4 + ½ × D 1
    CHECK(beaten_and_half_drawn(e, d) == 1.5);  // ½ × C 3
}

TEST_CASE("tiebreaks: FIDE 2024 unplayed rounds — dummy opponents, withdrawn opponents, VUR cut first") {
    Event e = fixtures::parse_event(fixtures::kChessSwiss);
    auto id = [&](const char* s) { return e.index_of(s); };
    CHECK(e.points(id("P1")) == 2.5);
    CHECK(e.points(id("P4")) == 2);
    CHECK(e.points(id("P5")) == 2.5);
    // P6 lost R1 by forfeit then left: the absences after his last active round count as draws.
    CHECK(adjusted_score_as_opponent(e, id("P6")) == 1.0);
    CHECK(adjusted_score_as_opponent(e, id("P6"), {false}) == 0.0);
    // P5's forfeit win is not a game in a Swiss: a dummy opponent with P5's own 2½.
    CHECK(buchholz(e, id("P5")) == 5);  // 2½ (dummy) + 0 (P2) + 2½ (P1)
    CHECK(buchholz_cut(e, id("P5"), 1, 0) == 5);
    CHECK(buchholz_cut(e, id("P5"), 1, 1) == 2.5);
    CHECK(sonneborn_berger(e, id("P5")) == 3.75);  // 2½ × 1 + 0 × 1 + 2½ × ½
    CHECK(buchholz(e, id("P1")) == 4);
    CHECK(sonneborn_berger(e, id("P1")) == 2.75);
    // P4's half-point bye is voluntarily unplayed: dummy 2 in Buchholz, and Cut-1 cuts it first
    // even though the lowest opponent (P2, 0) is lower.
    CHECK(buchholz(e, id("P4")) == 3.5);   // P3 1½ + dummy 2 + P2 0
    CHECK(buchholz_cut(e, id("P4"), 1, 0) == 1.5);
    // P3's PAB is not voluntary: dummy with own 1½.
    CHECK(buchholz(e, id("P3")) == 2 + 2.5 + 1.5);  // P4 + P1 + dummy
    // Without FIDE's adjustments, byes add nothing.
    CHECK(buchholz(e, id("P4"), {false}) == 1.5);
    CHECK(wins(e, id("P5")) == 2);
    CHECK(games_won(e, id("P5")) == 1);
    CHECK(wins(e, id("P3")) == 1);  // the PAB scores a win's points
}

TEST_CASE("tiebreaks: average rating of opponents and performance rating") {
    Event e = fixtures::parse_event(fixtures::kChessSwiss);
    int p1 = e.index_of("P1");
    // P1 met 1900 (W), 2100 (W), 2200 (D): ARO 6200/3 = 2066.67 → 2067; p = 2.5/3 = .83 → dp 273.
    CHECK(average_rating_of_opponents(e, p1) == 2067);
    CHECK(tournament_performance_rating(e, p1) == 2067 + 273);
    // P5 played over the board only against P2 and P1: (1900 + 2000)/2 = 1950; p = .75 → 193.
    CHECK(average_rating_of_opponents(e, e.index_of("P5")) == 1950);
    CHECK(tournament_performance_rating(e, e.index_of("P5")) == 1950 + 193);
    CHECK(average_rating_of_opponents(e, e.index_of("P6")) == 0);
}

TEST_CASE("tiebreaks: direct encounter only when all tied players met, then again inside sub-ties") {
    Event e = fixtures::parse_event(fixtures::kChessRoundRobin);
    int b = e.index_of("B"), c = e.index_of("C"), d = e.index_of("D");
    auto keys = direct_encounter_keys(e, {b, c});
    CHECK(keys[0] == std::vector<double>{1.0});
    CHECK(keys[1] == std::vector<double>{0.0});
    // B, C and D all met: B 1½ (beat C, drew D), C 1 (beat D), D ½.
    auto three = direct_encounter_keys(e, {b, c, d});
    CHECK(three[0].front() == 1.5);
    CHECK(three[1].front() == 1.0);
    CHECK(three[2].front() == 0.5);

    Event swiss = fixtures::parse_event(fixtures::kChessSwiss);
    // P1 and P5 met (a draw): ½ each, still tied.
    auto pair = direct_encounter_keys(swiss, {swiss.index_of("P1"), swiss.index_of("P5")});
    CHECK(pair[0] == pair[1]);
    // P1 and P4 never met: the direct encounter gives nothing.
    auto unmet = direct_encounter_keys(swiss, {swiss.index_of("P1"), swiss.index_of("P4")});
    CHECK(unmet[0].empty());
    CHECK(unmet[1].empty());
}

TEST_CASE("tiebreaks: 1988 Swiss total score, reference A5.2 worked example, readings A and B") {
    // n = 5, Go scoring. A: 8 with opponents 6,7,5,4,8 (30); B: 8 with 20; C: 7 with 35.
    CHECK(swiss_total_formula(8, 30, 5, 5, 2) == doctest::Approx(9));
    CHECK(swiss_total_formula(8, 20, 5, 5, 2) == doctest::Approx(7));
    CHECK(swiss_total_formula(7, 35, 5, 5, 2) == doctest::Approx(9));
    // Reading B: ½ of the top score achieved (9) = 4.5.
    CHECK(swiss_total_formula(8, 30, 4.5, 5, 2) == doctest::Approx(9.667).epsilon(1e-3));
    CHECK(swiss_total_formula(8, 20, 4.5, 5, 2) == doctest::Approx(7.444).epsilon(1e-3));
    CHECK(swiss_total_formula(7, 35, 4.5, 5, 2) == doctest::Approx(9.778).epsilon(1e-3));
    // Chess scoring: the correction is halved so it stays in chess points (avg. opponent − 50 %).
    CHECK(swiss_total_formula(4, 15, 2.5, 5, 1) == doctest::Approx(4 + 15.0 / 5 - 2.5));
}

TEST_CASE("tiebreaks: 1988 Swiss total on an event uses the withdrawn player's art. 29.3 score") {
    Event e = fixtures::parse_event(R"(
game: go
system: swiss
rounds: 4
player: A
player: B
player: C
player: D
round: 1
A B 1-0
C D 1-0
round: 2
A C 1-0
B D 1-0
round: 3
A D 1-0
C B 1/2
round: 4
C B 1-0
withdraw: A after 3
)");
    // Final: A 6, B 3, C 5, D 0. A withdrew with 6 from 3 games and 1 round unplayed:
    // rate 2, capped at 1 → 6 + 1 = 7 is the score B's total uses for A.
    int b = e.index_of("B");
    auto total = swiss_total_1988(e, b);
    CHECK(total.personal == 3);                  // lost to A, beat D, drew and lost to C
    CHECK(total.opponents_sum == 7 + 0 + 5 + 5);  // A (adjusted), D, C, C
    CHECK(total.half_maximum == 4);
    CHECK(total.total == doctest::Approx(3 + (17.0 / 4 - 4)));
}
