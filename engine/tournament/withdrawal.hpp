// Withdrawals, 1988 rules art. 29.
//  29.2 round robin: a player who leaves having played fewer than half the rounds has all his
//       results annulled; otherwise his remaining games are lost by forfeit (opponents win).
//  29.3 Swiss ("积分编排"): his results stand and he is not paired again; for his opponents'
//       calculations his unplayed rounds are credited A × unplayed, A = score / games played,
//       "A greater than 1 counts as 1" — read as a cap on the per-game rate (a draw's worth).
//  29.4 matches and team events: results stand, the unplayed games are won by the opponents
//       (recorded in the results file as forfeits).
#pragma once

#include <vector>

#include "engine/tournament/event.hpp"

namespace arbiter::tournament {

enum class WithdrawalRuling { ResultsVoid, RemainingForfeited, ResultsStand };

struct WithdrawalReport {
    int player = -1;
    int games_played = 0;
    int rounds = 0;
    WithdrawalRuling ruling = WithdrawalRuling::ResultsStand;
    int forfeits_added = 0;  // 29.2: games scored as wins for the opponents
};

// Applies art. 29.2 to every player with `withdrew_after_round` in a round robin (in place), and
// reports what was done for every withdrawn player (Swiss: results stand, nothing changes).
std::vector<WithdrawalReport> apply_withdrawals(Event& event);

// Whether "at most 1" caps the per-game rate A (the reading chosen) or the whole credit.
enum class WithdrawalCap { PerGameRate, WholeCredit };

struct ProRataScore {
    double score = 0;        // points actually scored
    int games_played = 0;    // rounds with a result
    int unplayed = 0;        // rounds left when he withdrew
    double rate = 0;         // A = score / games played
    double cap = 0;          // 1 point in Go (2/1/0) = a draw; ½ in chess for the same meaning
    double credit = 0;       // what the unplayed rounds add
    double adjusted = 0;     // score + credit: the score his opponents' totals use
};

// Art. 29.3 for a Swiss withdrawal. For a player who did not withdraw, adjusted = score.
ProRataScore swiss_withdrawal_score(const Event& event, int player, WithdrawalCap cap = WithdrawalCap::PerGameRate);
// The same arithmetic without an event, for drills: points in the event's scale, `draw_points`
// being the cap (a draw's worth).
ProRataScore pro_rata(double score, int games_played, int unplayed, double draw_points, WithdrawalCap cap);

}  // namespace arbiter::tournament
