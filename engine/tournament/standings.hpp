// The final table of an individual event: every tie-break as a column, ranked by the rule set's
// order. Two orders are built in:
//  * cn-1988 (Chinese Go rules 1988, art. 28): round robin — points, then the beaten opponents'
//    scores plus half the drawn opponents' scores, then fewer warnings, then shared place;
//    Swiss — the total score of art. 28.1.2, then fewer warnings, then shared place.
//  * fide (common practice under C.07; the event regulations must name their own order):
//    round robin — points, direct encounter, Sonneborn-Berger, wins;
//    Swiss — points, Buchholz Cut-1, Buchholz, Sonneborn-Berger, direct encounter, wins.
// Art. 29 withdrawals are applied first (withdrawal.hpp).
#pragma once

#include <map>
#include <string_view>
#include <vector>

#include "engine/core/language.hpp"
#include "engine/tournament/event.hpp"
#include "engine/tournament/tiebreaks.hpp"
#include "engine/tournament/withdrawal.hpp"

namespace arbiter::tournament {

enum class TieBreak {
    Points,
    BeatenAndHalfDrawn1988,
    SwissTotal1988,
    Warnings,
    Buchholz,
    BuchholzCut1,
    BuchholzMedian1,
    SonnebornBerger,
    DirectEncounter,
    Wins,
    GamesWon,
    AverageRatingOfOpponents,
    PerformanceRating,
};

enum class RuleSet { Cn1988, Fide };

// Short code used in tables and JSON: PTS, SB88, TOTAL88, WARN, BH, BH-C1, BH-M1, SB, DE, WIN,
// WON, ARO, TPR.
std::string_view tie_break_code(TieBreak tie_break);
LocalizedText tie_break_name(TieBreak tie_break);

std::vector<TieBreak> ranking_order(PairingSystem system, RuleSet rules);
// Every column shown for an event (the ranking order first, then the others).
std::vector<TieBreak> standings_columns(PairingSystem system, RuleSet rules);

struct StandingsOptions {
    RuleSet rules = RuleSet::Cn1988;
    SwissTotalReading reading = SwissTotalReading::MaximumPossible;
    UnplayedPolicy unplayed;
};

struct StandingRow {
    int player = -1;
    int rank = 0;          // 1-based; equal ranks are shared places; 0 = not ranked (results void)
    bool shared = false;   // tied on every criterion of the order (1988: 名次並列)
    std::map<TieBreak, double> values;  // DE only present when it was applied to a tie
    bool withdrawn = false;
};

struct Standings {
    Event event;  // after art. 29 was applied
    std::vector<TieBreak> order;
    std::vector<TieBreak> columns;
    std::vector<StandingRow> rows;  // in rank order
    std::vector<WithdrawalReport> withdrawals;
};

Standings compute_standings(Event event, const StandingsOptions& options = {});

}  // namespace arbiter::tournament
