// The free pairings checker of C.04.A: re-pairs every round of a tournament from the state before
// it and lists each round whose recorded pairing differs from the Dutch system's (as an arbiter
// checks a tournament against the rules).
#pragma once

#include <vector>

#include "engine/core/language.hpp"
#include "engine/tournament/swiss/dutch_pairing.hpp"
#include "engine/tournament/swiss/swiss_tournament.hpp"

namespace arbiter::tournament::swiss {

// The tournament as it stood before round `round` (1-based): the earlier rounds' cells, and the
// round's own requested byes and absences.
SwissTournament state_before_round(const SwissTournament& tournament, int round);

// The pairing the tournament recorded for round `round`, as boards (white, black; the PAB with
// black = −1), in the engine's board order where they agree.
std::vector<Board> recorded_round(const SwissTournament& tournament, int round);

// The same board: the same players with the same colours (either way round when the file wrote no
// colours, as for a forfeit recorded without them).
bool same_board(const Board& engine, const Board& recorded);

struct RoundCheck {
    int round = 0;
    bool engine_paired = true;         // false: no valid pairing existed for this round
    LocalizedText problem;             // why not, when !engine_paired
    std::vector<Board> engine;         // the Dutch system's pairing
    std::vector<Board> recorded;       // the file's
    bool differs() const;
};

// One entry per round played; check each entry's differs().
std::vector<RoundCheck> check_pairings(const SwissTournament& tournament);

}  // namespace arbiter::tournament::swiss
