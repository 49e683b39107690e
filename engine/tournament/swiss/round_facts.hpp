// What the Dutch system reads about each player before a round (FIDE Handbook C.04.3, the text
// in force from 1 February 2026, art. 1; C.04.1 Basic rules; C.04.2 General handling rules):
// the pairing score, the order (score, then pairing number), the colour preference and its
// strength, the floats of the last two rounds, and whether the player may receive the
// pairing-allocated bye. All of it is derived from the round cells; none of it is stored.
#pragma once

#include <vector>

#include "engine/tournament/swiss/swiss_tournament.hpp"

namespace arbiter::tournament::swiss {

enum class Float : unsigned char { None, Down, Up };

// C.04.3 art. 1.7: absolute (a colour difference beyond ±1, or the same colour in the last two
// games played), strong (a difference of ±1), mild (balanced: alternate from the last game), none
// (no game played yet).
enum class PreferenceStrength : unsigned char { None, Mild, Strong, Absolute };

struct ColourState {
    int whites = 0;
    int blacks = 0;
    Colour preference = Colour::None;
    PreferenceStrength strength = PreferenceStrength::None;
    Colour repeated = Colour::None;  // the colour of the last two games played, when they were alike
    std::vector<Colour> played;      // the colours of the games played, oldest first (unplayed rounds skipped, C.04.2 art. 3.4)

    int difference() const { return whites - blacks; }
    int imbalance() const { return whites > blacks ? whites - blacks : blacks - whites; }
    bool absolute() const { return strength == PreferenceStrength::Absolute; }
    bool absolute_by_difference() const { return imbalance() > 1; }
    bool strong() const { return strength == PreferenceStrength::Strong; }
};

struct PlayerFacts {
    int player = -1;       // index into SwissTournament::players
    int rank = 0;          // position in pairing-number order among the players in the event (0 = first)
    int score = 0;         // pairing score in tenths, acceleration included
    int plain_score = 0;   // without acceleration (board order)
    ColourState colour;
    Float float_last = Float::None;         // in the previous round (art. 1.4)
    Float float_before_last = Float::None;  // two rounds before
    bool bye_eligible = true;  // C.04.1 art. 4: no PAB yet, and never a win's points without playing
    int played_games = 0;
};

struct RoundFacts {
    int round = 1;                      // the round to pair, 1-based
    bool last_round = false;            // topscorers (art. 1.8) exist only then
    int topscorer_threshold = 0;        // a topscorer has more than this (50 % of the maximum), in tenths
    std::vector<PlayerFacts> players;   // those to pair, in pairing order: score down, then rank
    std::vector<int> not_paired;        // pre-assigned byes and absences for this round (indices)

    bool topscorer(const PlayerFacts& p) const { return last_round && p.score > topscorer_threshold; }
};

// Facts for pairing the round after `tournament.rounds_played`.
RoundFacts round_facts(const SwissTournament& tournament);

// May these two meet (C.04.3 [C1], [C3]; forbidden pairs)? Not if they played each other (a forfeit
// is not a game, C.04.1 art. 2), are kept apart by the event, or both have the same absolute
// colour preference, unless one of them is a topscorer in the last round.
bool may_meet(const SwissTournament& tournament, const RoundFacts& facts, const PlayerFacts& a, const PlayerFacts& b);

// The float of `player` in the round `rounds_back` before the one being paired (1 or 2).
Float float_in(const SwissTournament& tournament, int player, int round_to_pair, int rounds_back);

// The pairing score of `player` before round `round` (1-based), acceleration included.
int pairing_score_before(const SwissTournament& tournament, int player, int round);

}  // namespace arbiter::tournament::swiss
