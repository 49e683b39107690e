// FIDE rating arithmetic (Rating Regulations B.02, in force 1 Mar 2024, amended 1 Oct 2025):
// the expected-score table 8.1.2, the performance table 8.1.1, the 400-point rule with its
// 2650+ exception, K-factors with the K × games ≤ 700 cap, rounding (8.3.4), initial ratings
// and the 1400 floor. Everything is exact: table values are whole hundredths, so sums are kept
// in hundredths and rounded once, as the regulations do. See docs/tournament.md.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace arbiter::tournament {

enum class RatingCategory { Standard, Rapid, Blitz };

// Expected score, in hundredths, of a player `own_minus_opponent` points above (or below, if
// negative) the opponent, straight from table 8.1.2 (no 400-point rule applied here).
int expected_score_hundredths(int own_minus_opponent);
// Table 8.1.1: rating difference dp for a fractional score p given in hundredths (0..100).
int performance_dp(int p_hundredths);

struct RatedGame {
    int opponent_rating = 0;
    double score = 0.0;  // 1, 0.5 or 0
};

struct GameCalculation {
    int opponent_rating = 0;
    double score = 0.0;
    int difference_used = 0;        // own − opponent after the 400-point rule
    bool capped_at_400 = false;     // the 400-point rule changed the difference
    bool rated = true;              // false: excluded (rapid/blitz 600-point rule above 2600)
    int expected_hundredths = 0;    // PD × 100
    int delta_hundredths = 0;       // (score − PD) × 100
};

struct RatingChange {
    int k_requested = 0;
    int k_used = 0;                 // after the K × games ≤ 700 cap
    std::vector<GameCalculation> games;
    int sum_delta_hundredths = 0;   // ΣΔR × 100
    double exact_change = 0.0;      // K × ΣΔR before rounding
    int change = 0;                 // rounded, 0.5 away from zero (8.3.4)
    int new_rating = 0;
    bool below_floor = false;       // under 1400: shown as unrated on the next list (7.2.1)
};

// The rating change for one period or event. `k` is the player's K-factor (see k_factor()).
RatingChange rating_change(int own_rating, int k, const std::vector<RatedGame>& games,
                           RatingCategory category = RatingCategory::Standard);

// K × n ≤ 700: the largest K' ≤ k with K' × games ≤ 700 (8.3.3).
int capped_k(int k, int games_in_period);

struct KFactorFacts {
    int rating = 0;
    int rated_games_completed = 0;   // in events completed before this period
    bool junior = false;             // until the end of the year of the 18th birthday
    bool ever_published_2400 = false;
};
// 40 for a newcomer (< 30 games) or a junior under 2300; 10 once 2400 has been published; else 20.
int k_factor(const KFactorFacts& facts);

struct InitialRating {
    bool published = false;     // false when the rules give no rating (see `reason`)
    std::string reason;         // why not, in English (the CLI shows it)
    double average_with_dummies = 0.0;  // Ra, with two 1800 draws
    int p_hundredths = 0;       // (score + 1) / (games + 2), rounded to two decimals
    int dp = 0;
    int rating = 0;             // Ra + dp rounded, at most 2200
    bool capped_at_2200 = false;
};
// A first rating from games against rated opponents (8.2, 7.1.4): at least 5 games, two
// imaginary 1800 opponents drawn, the result at least 1400 and at most 2200. A zero score in the
// first event is ignored (8.2.1) — the caller passes only the games that count.
InitialRating initial_rating(const std::vector<RatedGame>& games);

// Round half away from zero, for values given in hundredths (the rounding of 8.3.4).
int round_hundredths_away_from_zero(long long hundredths);

}  // namespace arbiter::tournament
