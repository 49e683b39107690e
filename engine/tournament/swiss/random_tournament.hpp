// Seeded random Swiss tournaments, paired round by round by our Dutch engine: the material of the
// pairing drill, of the property tests and of the benchmark (a random tournament generator is what
// FIDE asks of every endorsed program, C.04.A). The same seed gives the same tournament everywhere.
#pragma once

#include <cstdint>

#include "engine/tournament/swiss/swiss_tournament.hpp"

namespace arbiter::tournament::swiss {

struct RandomTournamentOptions {
    int players = 20;
    int rounds = 7;             // the event's number of rounds (XXR)
    int rounds_to_play = -1;    // stop after this many (−1: all)
    int draw_percent = 30;      // of games between equal players
    int forfeit_percent = 3;    // of boards: one player does not appear
    int half_bye_percent = 2;   // per player and round: a requested half-point bye
    int zero_bye_percent = 2;   // per player and round: a requested zero-point bye (absent)
    int withdrawal_percent = 1; // per player and round: leaves the event for good
    int highest_rating = 2600;
    int lowest_rating = 1400;
};

// A tournament whose rounds 1..rounds_to_play are paired by pair_dutch and given random results
// (the stronger player wins more often). `rounds_played` is the number of rounds completed; the
// next round's requested byes and absences are already written. Rounds stop early if no valid
// pairing exists.
SwissTournament random_tournament(std::uint64_t seed, const RandomTournamentOptions& options);

}  // namespace arbiter::tournament::swiss
