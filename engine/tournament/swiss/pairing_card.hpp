// The arbiter's pairing cards before a round: for each player the score, the colours played, the
// colour preference and its strength, the floats of the last two rounds, byes and opponents met —
// everything the Dutch system reads, in the order it reads them (score, then pairing number). The
// drill shows these to the candidate; `pair --explain` and the checker's report quote them.
#pragma once

#include <string>
#include <vector>

#include "engine/core/language.hpp"
#include "engine/tournament/swiss/round_facts.hpp"
#include "engine/tournament/swiss/swiss_tournament.hpp"

namespace arbiter::tournament::swiss {

struct PairingCard {
    int player = -1;          // index
    int number = 0;           // pairing number
    std::string name;
    int rating = 0;
    int score = 0;            // tenths, acceleration included
    bool to_pair = true;      // false: a requested bye or absence this round
    char requested = ' ';     // the code of that bye or absence (H, F, Z, or ' ' for a blank cell)
    PlayerFacts facts;        // valid when to_pair
    std::vector<std::string> rounds;  // per round: "12w1", "5b=", "3w+" (forfeit), "U", "H", "Z", "-"
    std::vector<int> met;     // pairing numbers of the players met over the board
    // One letter per round so far: W or B for a game played, '-' for a round without one (a bye, a
    // forfeit, an absence), as the colour column of a pairing card shows them.
    std::string colours;
    // The rounds without a game, "3U 5H 6+": round number and its code (U the pairing-allocated
    // bye, H/F/Z the requested byes, + and - forfeits won and lost, '-' a blank round).
    std::string unplayed;
};

// Cards in pairing order: those to pair first (score down, then pairing number), then the others.
std::vector<PairingCard> pairing_cards(const SwissTournament& tournament, const RoundFacts& facts);

// The preference as the checklists of the pairing programs write it: "W" / "B" absolute,
// "(W)" / "(B)" strong, "w" / "b" mild, "" none.
std::string preference_mark(const ColourState& colour);

// "3.5" for 35 tenths.
std::string points_text(int tenths);

// The player's float marks for the last two rounds, most recent last: "↓", "↑", "·".
std::string float_marks(const PlayerFacts& facts);

}  // namespace arbiter::tournament::swiss
