// Tie-breaks computed on an Event (after art. 29 withdrawals have been applied, see
// withdrawal.hpp). Values are in the event's points (2/1/0 for Go, 1/½/0 for chess).
//
// FIDE tie-breaks follow the Tie-Break Regulations C.07 (2024), §16 for unplayed rounds:
//  * the player's own unplayed rounds count against a dummy opponent whose score is the player's
//    own final score (BH adds it; SB adds it × the points of that round);
//  * an opponent's score is adjusted: its byes and absences after the last round in which it
//    played (or got a PAB, forfeit win or full bye) count as draws — a withdrawn opponent does not
//    drag Buchholz down;
//  * Cut-1 and Median cut voluntarily unplayed rounds first at the low end;
//  * in a round robin, forfeits count as games against the scheduled opponent.
// The 1988 Chinese rules' tie-breaks (art. 28) are `beaten_and_half_drawn` and `swiss_total_1988`.
#pragma once

#include <vector>

#include "engine/tournament/event.hpp"

namespace arbiter::tournament {

struct UnplayedPolicy {
    // FIDE 2024 §16 as summarised above. false = sum the opponents' raw scores, skip byes.
    bool fide_2024 = true;
};

// One contribution to Buchholz / SB, kept so explanations and drills can show the arithmetic.
struct OpponentTerm {
    int round = 0;
    int opponent = -1;          // -1: dummy opponent for an unplayed round
    double opponent_score = 0;  // the (adjusted) score used
    double own_fraction = 0;    // player's share of a win in that round
    bool voluntarily_unplayed = false;
};

std::vector<OpponentTerm> opponent_terms(const Event& event, int player, UnplayedPolicy policy = {});
// The score FIDE §16.3 uses for a player when it appears as someone's opponent.
double adjusted_score_as_opponent(const Event& event, int player, UnplayedPolicy policy = {});

// Cuts `low` lowest terms (voluntarily unplayed rounds first) and `high` highest, and sums the
// opponent scores of the rest. Buchholz, Cut-1 and Median are this over opponent_terms().
struct CutResult {
    std::vector<OpponentTerm> kept;
    std::vector<OpponentTerm> cut;
    double sum = 0;
};
CutResult apply_cuts(std::vector<OpponentTerm> terms, int low, int high);

double buchholz(const Event& event, int player, UnplayedPolicy policy = {});
// Buchholz without the `low` lowest and `high` highest terms (Cut-1: 1,0; Median-1: 1,1).
double buchholz_cut(const Event& event, int player, int low, int high, UnplayedPolicy policy = {});
double sonneborn_berger(const Event& event, int player, UnplayedPolicy policy = {});
// Rounds scored as a win, with or without playing (FIDE WIN), and wins over the board (WON).
int wins(const Event& event, int player);
int games_won(const Event& event, int player);
// Average rating of the rated opponents met over the board, rounded to the nearest whole number;
// 0 when there are none.
int average_rating_of_opponents(const Event& event, int player);
// TPR = ARO + dp(p), p = points in those games / games, rounded to two decimals (C.07 §10).
// nullopt-like 0 when the player met no rated opponent.
int tournament_performance_rating(const Event& event, int player);

// Direct encounter among `group` (players tied so far): the points each scored against the others,
// only when every pair of them met; then repeated inside groups that are still tied (C.07 §6).
// Returns, per member of `group` (same order), a key to compare lexicographically (higher first).
std::vector<std::vector<double>> direct_encounter_keys(const Event& event, const std::vector<int>& group);

// 1988 rules art. 28.1.1.A: the final scores of the opponents the player beat, plus half the
// final scores of the opponents he drew with (a Sonneborn-Berger in Go points; forfeit wins count
// as wins on the cross table).
double beaten_and_half_drawn(const Event& event, int player);

// 1988 rules art. 28.1.2, the Swiss total score, in reading A (½ maximum score = the maximum a
// player could score, halved) or reading B (½ the top score actually achieved). See
// docs/tournament.md §"Swiss total score".
enum class SwissTotalReading { MaximumPossible, TopAchieved };
struct SwissTotal {
    double personal = 0;      // P
    double opponents_sum = 0; // Σ opponents' scores (withdrawn opponents adjusted by art. 29.3)
    double half_maximum = 0;  // the divisor
    int rounds = 0;
    double total = 0;
};
SwissTotal swiss_total_1988(const Event& event, int player,
                            SwissTotalReading reading = SwissTotalReading::MaximumPossible);
// The general formula, for drills and team events: P + (sum / half_max − rounds), expressed in
// the scale where a win is 2 (the 1988 rules' scale). `win_points` rescales the correction for
// events scored 1/½/0 so that it is in the event's own points.
double swiss_total_formula(double personal, double opponents_sum, double half_maximum, int rounds, double win_points);

}  // namespace arbiter::tournament
