// The FIDE (Dutch) system, C.04.3 as in force from 1 February 2026, with the Basic rules (C.04.1)
// and the General handling rules (C.04.2): the one pairing the rules define for the next round,
// colours and the pairing-allocated bye included. docs/pairing.md explains the rules as
// implemented and how the engine finds that pairing.
//
// The rules allow any method that gives the same result as their bracket-by-bracket procedure
// (C.04.3 art. 3–4). This one is the maximum-weight matching formulation the endorsed programs use:
// every criterion is a bit field of an edge weight, most important at the top, so a heaviest
// matching satisfies the criteria in their order; then the procedure's own preferences (which
// moved-down players are paired, which exchanges, which transposition) are fixed one decision at
// a time, each time asking the matching again with that decision favoured.
#pragma once

#include <vector>

#include "engine/core/language.hpp"
#include "engine/tournament/swiss/colour_allocation.hpp"
#include "engine/tournament/swiss/round_facts.hpp"
#include "engine/tournament/swiss/swiss_tournament.hpp"

namespace arbiter::tournament::swiss {

struct Board {
    int white = -1;            // player index
    int black = -1;            // −1: `white` has the pairing-allocated bye
    ColourRule rule = ColourRule::InitialColour;
    bool colours_known = true;  // false only for a recorded pairing written without colours
    bool is_bye() const { return black < 0; }
};

// One pairing bracket as the procedure left it (for the explanation and the drill's feedback).
struct BracketRecord {
    int score = 0;                     // the resident scoregroup's score, tenths
    std::vector<int> moved_down;       // MDPs entering the bracket (player indices), in order
    std::vector<int> residents;
    std::vector<std::pair<int, int>> pairs;  // (higher-ranked, lower-ranked) formed in this bracket
    std::vector<int> downfloaters;     // left unpaired, moved to the next bracket (or the bye)
    bool bye_unplayed_games_applied = false;  // [C9] was in force in this bracket
};

struct DutchResult {
    bool ok = false;
    LocalizedText problem;             // when !ok: why no pairing exists
    std::vector<int> stuck;            // when !ok: players who cannot all be paired
    RoundFacts facts;
    std::vector<Board> boards;         // in board order (C.04.2), the bye last
    std::vector<BracketRecord> brackets;
    int bye_score = -1;                // the score the PAB went to ([C5]), tenths; −1 when no bye
};

struct DutchOptions {
    // Pair a bracket whose first candidate is perfect without the matching (see pair_naturally in
    // dutch_pairing.cpp). It gives the same pairing, only faster; a test turns it off to show that.
    bool natural_pairing_shortcut = true;
};

// Pairs the round after `tournament.rounds_played`. The tournament must have its first colour
// (given or inferred); otherwise the result says so.
DutchResult pair_dutch(const SwissTournament& tournament, const DutchOptions& options = {});

}  // namespace arbiter::tournament::swiss
