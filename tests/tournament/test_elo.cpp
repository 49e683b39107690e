// FIDE rating arithmetic against the published vectors: scalachess EloTest (anchors §7.5) and the
// worked drills of fide-laws-of-chess.md §9.6.
#include <doctest/doctest.h>

#include "engine/tournament/elo.hpp"

using namespace arbiter::tournament;

namespace {
int single(int own, int k, int opponent, double score, RatingCategory c = RatingCategory::Standard) {
    return rating_change(own, k, {{opponent, score}}, c).change;
}
}  // namespace

TEST_CASE("elo: expected score by difference (opponent − player), anchors §7.5") {
    // expected_score_hundredths takes own − opponent, so the anchor's +100 is −100 here.
    CHECK(expected_score_hundredths(0) == 50);
    CHECK(expected_score_hundredths(-100) == 36);
    CHECK(expected_score_hundredths(100) == 64);
    CHECK(expected_score_hundredths(-300) == 15);
    CHECK(expected_score_hundredths(-400) == 8);
    CHECK(expected_score_hundredths(-800) == 0);
    // Band edges of table 8.1.2.
    CHECK(expected_score_hundredths(3) == 50);
    CHECK(expected_score_hundredths(4) == 51);
    CHECK(expected_score_hundredths(735) == 99);
    CHECK(expected_score_hundredths(736) == 100);
}

TEST_CASE("elo: single-game changes, scalachess EloTest (anchors §7.5)") {
    CHECK(single(1500, 40, 1500, 1) == 20);
    CHECK(single(1500, 40, 1500, 0) == -20);
    CHECK(single(1500, 40, 1500, 0.5) == 0);
    CHECK(single(1500, 40, 1900, 1) == 37);
    CHECK(single(1500, 40, 1900, 0) == -3);
    CHECK(single(1500, 40, 1900, 0.5) == 17);
    // 400-point rule: 2900 counts as 1900.
    CHECK(single(1500, 40, 2900, 1) == 37);
    CHECK(single(1500, 40, 2900, 0) == -3);
    CHECK(single(1500, 40, 2900, 0.5) == 17);
    CHECK(single(1500, 40, 1600, 1) == 26);
    CHECK(single(1500, 40, 1600, 0) == -14);
    CHECK(single(1500, 40, 1600, 0.5) == 6);
    CHECK(single(2000, 40, 1600, 1) == 3);
    CHECK(single(2000, 40, 1600, 0) == -37);
    CHECK(single(2000, 40, 1600, 0.5) == -17);
    CHECK(single(2000, 40, 1000, 1) == 3);
    CHECK(single(2000, 40, 1000, 0) == -37);
    CHECK(single(2000, 40, 1000, 0.5) == -17);
    CHECK(single(2000, 40, 1900, 1) == 14);
    CHECK(single(2000, 40, 1900, 0) == -26);
    CHECK(single(2000, 40, 1900, 0.5) == -6);
    // 2650+: the real difference (1000) is used, expectation 1.00, so a win gains nothing.
    CHECK(single(2800, 10, 1800, 1) == 0);
    std::vector<RatedGame> eleven(11, RatedGame{1800, 1.0});
    CHECK(rating_change(2800, 10, eleven).change == 0);
}

TEST_CASE("elo: rapid keeps the 400-point cap for everyone and drops 600+ games above 2600") {
    CHECK(single(1800, 40, 2601, 0, RatingCategory::Rapid) == 0);
    auto excluded = rating_change(1800, 40, {{2601, 0}}, RatingCategory::Rapid);
    CHECK_FALSE(excluded.games[0].rated);
    CHECK(single(2600, 10, 1900, 1, RatingCategory::Rapid) == 1);
}

TEST_CASE("elo: worked drill R-1 (five games, one over 400 apart)") {
    auto r = rating_change(1850, 20, {{2010, 1}, {1790, 0.5}, {1700, 0}, {2300, 0.5}, {1850, 1}});
    CHECK(r.games[0].expected_hundredths == 29);
    CHECK(r.games[1].expected_hundredths == 58);
    CHECK(r.games[2].expected_hundredths == 70);
    CHECK(r.games[3].capped_at_400);
    CHECK(r.games[3].expected_hundredths == 8);
    CHECK(r.sum_delta_hundredths == 85);
    CHECK(r.change == 17);
    CHECK(r.new_rating == 1867);
}

TEST_CASE("elo: the issue's CLI example, 1850 K20 v 2010 win, 1790 draw, 1700 loss") {
    // ΔR = +0.71 − 0.08 − 0.70 = −0.07; × 20 = −1.4 → −1.
    auto r = rating_change(1850, 20, {{2010, 1}, {1790, 0.5}, {1700, 0}});
    CHECK(r.sum_delta_hundredths == -7);
    CHECK(r.exact_change == doctest::Approx(-1.4));
    CHECK(r.change == -1);
    CHECK(r.new_rating == 1849);
}

TEST_CASE("elo: worked drills R-2, R-3, R-6") {
    CHECK(rating_change(2420, 10, {{2480, 0.5}, {2395, 0}, {2150, 1}, {2600, 0.5}}).change == 0);
    auto r3 = rating_change(1500, 40, {{1620, 1}, {1480, 0.5}, {1550, 0}});
    CHECK(r3.sum_delta_hundredths == 20);
    CHECK(r3.change == 8);
    // 2700 beats 2200: real difference 500 → .96 → +0.04 × 10 = +0.4 → 0.
    auto winner = rating_change(2700, 10, {{2200, 1}});
    CHECK_FALSE(winner.games[0].capped_at_400);
    CHECK(winner.exact_change == doctest::Approx(0.4));
    CHECK(winner.change == 0);
    // The 2200 player is capped at 400: .08 → −0.08 × 20 = −1.6 → −2.
    auto loser = rating_change(2200, 20, {{2700, 0}});
    CHECK(loser.games[0].capped_at_400);
    CHECK(loser.change == -2);
}

TEST_CASE("elo: rounding is half away from zero (8.3.4)") {
    CHECK(round_hundredths_away_from_zero(50) == 1);
    CHECK(round_hundredths_away_from_zero(-50) == -1);
    CHECK(round_hundredths_away_from_zero(49) == 0);
    CHECK(round_hundredths_away_from_zero(-149) == -1);
    CHECK(round_hundredths_away_from_zero(-150) == -2);
    // Five draws 4 points above the opponents: ΣΔR = 5 × −0.01 = −0.05; × 10 = −0.5 → −1.
    std::vector<RatedGame> draws(5, RatedGame{1996, 0.5});
    auto r = rating_change(2000, 10, draws);
    CHECK(r.sum_delta_hundredths == -5);
    CHECK(r.exact_change == doctest::Approx(-0.5));
    CHECK(r.change == -1);
}

TEST_CASE("elo: K × games ≤ 700 cap and the K-factor rules (8.3.3)") {
    CHECK(capped_k(40, 18) == 38);
    CHECK(capped_k(40, 20) == 35);
    CHECK(capped_k(20, 36) == 19);
    CHECK(capped_k(20, 40) == 17);
    CHECK(capped_k(20, 35) == 20);
    std::vector<RatedGame> many(20, RatedGame{1500, 1.0});
    CHECK(rating_change(1500, 40, many).k_used == 35);
    CHECK(rating_change(1500, 40, many).change == 350);

    CHECK(k_factor({1600, 10, false, false}) == 40);   // newcomer
    CHECK(k_factor({2350, 10, false, false}) == 40);   // newcomer: no 2300 limit
    CHECK(k_factor({2000, 100, true, false}) == 40);   // junior under 2300
    CHECK(k_factor({2310, 100, true, false}) == 20);   // junior at 2300+
    CHECK(k_factor({2100, 100, false, false}) == 20);
    CHECK(k_factor({2380, 100, false, true}) == 10);   // once 2400, always 10
    CHECK(k_factor({2410, 100, false, false}) == 10);
}

TEST_CASE("elo: performance table 8.1.1 including the 677 the bad mirror gets wrong") {
    CHECK(performance_dp(100) == 800);
    CHECK(performance_dp(99) == 677);
    CHECK(performance_dp(57) == 50);
    CHECK(performance_dp(43) == -50);
    CHECK(performance_dp(50) == 0);
    CHECK(performance_dp(0) == -800);
}

TEST_CASE("elo: initial ratings, worked drills R-4 and R-5") {
    auto r4 = initial_rating({{1600, 1}, {1700, 0.5}, {1800, 0}, {1500, 1}, {1900, 0.5}});
    CHECK(r4.published);
    CHECK(r4.average_with_dummies == doctest::Approx(1728.571).epsilon(1e-6));
    CHECK(r4.p_hundredths == 57);
    CHECK(r4.dp == 50);
    CHECK(r4.rating == 1779);
    std::vector<RatedGame> five_wins(5, RatedGame{1800, 1});
    auto r5 = initial_rating(five_wins);
    CHECK(r5.p_hundredths == 86);
    CHECK(r5.rating == 2109);
    std::vector<RatedGame> strong(5, RatedGame{2100, 1});
    auto capped = initial_rating(strong);
    CHECK(capped.capped_at_2200);
    CHECK(capped.rating == 2200);
    // Four games are not enough; a result under 1400 is no rating.
    CHECK_FALSE(initial_rating({{1600, 1}, {1700, 1}, {1800, 1}, {1500, 1}}).published);
    std::vector<RatedGame> weak(5, RatedGame{1400, 0});
    CHECK_FALSE(initial_rating(weak).published);
}

TEST_CASE("elo: a rating under 1400 is flagged (shown as unrated on the next list)") {
    auto r = rating_change(1405, 40, {{1600, 0}});
    CHECK(r.new_rating < 1400);
    CHECK(r.below_floor);
}
