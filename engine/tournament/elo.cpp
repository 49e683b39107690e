#include "engine/tournament/elo.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>

namespace arbiter::tournament {

namespace {

// Table 8.1.2: the upper bound of each difference band and the higher-rated player's expected
// score in hundredths. Differences above 735 give 100.
constexpr std::array<std::pair<int, int>, 50> kExpectedTable{{
    {3, 50},   {10, 51},  {17, 52},  {25, 53},  {32, 54},  {39, 55},  {46, 56},  {53, 57},  {61, 58},
    {68, 59},  {76, 60},  {83, 61},  {91, 62},  {98, 63},  {106, 64}, {113, 65}, {121, 66}, {129, 67},
    {137, 68}, {145, 69}, {153, 70}, {162, 71}, {170, 72}, {179, 73}, {188, 74}, {197, 75}, {206, 76},
    {215, 77}, {225, 78}, {235, 79}, {245, 80}, {256, 81}, {267, 82}, {278, 83}, {290, 84}, {302, 85},
    {315, 86}, {328, 87}, {344, 88}, {357, 89}, {374, 90}, {391, 91}, {411, 92}, {432, 93}, {456, 94},
    {484, 95}, {517, 96}, {559, 97}, {619, 98}, {735, 99},
}};

// Table 8.1.1: dp for p = 0.50 .. 1.00 (index = p in hundredths − 50).
constexpr std::array<int, 51> kPerformanceTable{
    0,   7,   14,  21,  29,  36,  43,  50,  57,  65,  72,  80,  87,  95,  102, 110, 117,
    125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273,
    284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800};

}  // namespace

int expected_score_hundredths(int own_minus_opponent) {
    int d = std::abs(own_minus_opponent);
    int higher = 100;
    for (const auto& [bound, value] : kExpectedTable) {
        if (d <= bound) {
            higher = value;
            break;
        }
    }
    return own_minus_opponent >= 0 ? higher : 100 - higher;
}

int performance_dp(int p_hundredths) {
    int p = std::clamp(p_hundredths, 0, 100);
    if (p >= 50) return kPerformanceTable[static_cast<std::size_t>(p - 50)];
    return -kPerformanceTable[static_cast<std::size_t>(50 - p)];
}

int round_hundredths_away_from_zero(long long hundredths) {
    long long magnitude = (std::llabs(hundredths) + 50) / 100;
    return static_cast<int>(hundredths < 0 ? -magnitude : magnitude);
}

int capped_k(int k, int games_in_period) {
    if (games_in_period <= 0 || k * games_in_period <= 700) return k;
    return 700 / games_in_period;
}

int k_factor(const KFactorFacts& facts) {
    // 8.3.3: a newcomer keeps 40 until 30 games are completed; a junior keeps 40 while under 2300.
    if (facts.rated_games_completed < 30) return 40;
    if (facts.junior && facts.rating < 2300) return 40;
    // The rating in hand is a published one, so reaching 2400 now also means "has been published".
    if (facts.ever_published_2400 || facts.rating >= 2400) return 10;
    return 20;
}

RatingChange rating_change(int own_rating, int k, const std::vector<RatedGame>& games, RatingCategory category) {
    RatingChange out;
    out.k_requested = k;
    long long sum = 0;
    int rated_games = 0;
    for (const auto& game : games) {
        GameCalculation calc;
        calc.opponent_rating = game.opponent_rating;
        calc.score = game.score;
        int d = own_rating - game.opponent_rating;
        // Rapid/blitz since 1 Dec 2024: 600+ apart and either player above 2600 → not rated.
        if (category != RatingCategory::Standard && std::abs(d) >= 600 &&
            (own_rating > 2600 || game.opponent_rating > 2600)) {
            calc.rated = false;
            out.games.push_back(calc);
            continue;
        }
        // 400-point rule (8.3.1); since 1 Oct 2025 not for standard players rated 2650 or more.
        bool exempt = category == RatingCategory::Standard && own_rating >= 2650;
        if (!exempt && std::abs(d) > 400) {
            d = d > 0 ? 400 : -400;
            calc.capped_at_400 = true;
        }
        calc.difference_used = d;
        calc.expected_hundredths = expected_score_hundredths(d);
        calc.delta_hundredths = static_cast<int>(std::lround(game.score * 100.0)) - calc.expected_hundredths;
        sum += calc.delta_hundredths;
        ++rated_games;
        out.games.push_back(calc);
    }
    out.k_used = capped_k(k, rated_games);
    out.sum_delta_hundredths = static_cast<int>(sum);
    out.exact_change = static_cast<double>(out.k_used * sum) / 100.0;
    out.change = round_hundredths_away_from_zero(out.k_used * sum);
    out.new_rating = own_rating + out.change;
    out.below_floor = out.new_rating < 1400;
    return out;
}

InitialRating initial_rating(const std::vector<RatedGame>& games) {
    InitialRating out;
    if (games.size() < 5) {
        out.reason = "fewer than 5 games against rated opponents (7.1.4)";
        return out;
    }
    long long rating_sum = 2 * 1800;
    long long score_halves = 2;  // the two imaginary draws
    for (const auto& game : games) {
        rating_sum += game.opponent_rating;
        score_halves += std::lround(game.score * 2.0);
    }
    long long n = static_cast<long long>(games.size()) + 2;
    out.average_with_dummies = static_cast<double>(rating_sum) / static_cast<double>(n);
    // p rounded to two decimals, half up: p×100 = score_halves × 50 / n.
    out.p_hundredths = static_cast<int>((score_halves * 50 * 2 + n) / (2 * n));
    out.dp = performance_dp(out.p_hundredths);
    // Ru = Ra + dp, rounded to the nearest whole number (Ra kept exact: rating_sum / n).
    long long numerator = rating_sum + static_cast<long long>(out.dp) * n;
    int ru = static_cast<int>((2 * numerator + n) / (2 * n));
    out.capped_at_2200 = ru > 2200;
    out.rating = std::min(ru, 2200);
    if (out.rating < 1400) {
        out.reason = "the result is below 1400, the rating floor (7.1.4)";
        return out;
    }
    out.published = true;
    return out;
}

}  // namespace arbiter::tournament
