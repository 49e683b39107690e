// Small hand-worked events shared by the tournament tests, written in the results-file format
// (docs/tournament.md) so they read like an arbiter's score sheet.
#pragma once

#include <doctest/doctest.h>

#include <string>

#include "engine/tournament/results_file.hpp"

namespace fixtures {

inline arbiter::tournament::Event parse_event(const std::string& text) {
    auto parsed = arbiter::tournament::parse_results(text);
    for (const auto& p : parsed.problems) FAIL_CHECK("line " << p.line << ": " << p.message);
    REQUIRE(parsed.ok());
    return parsed.event;
}

// Go round robin, 4 players, 1988 scoring. A 4, B 4, C 3, D 1.
// A beat B and D, lost to C; B beat C and D; C drew D.
inline const char* kGoRoundRobin = R"(
title: hand-worked Go round robin
game: go
system: round-robin
rounds: 3
player: A | Player A
player: B | Player B
player: C | Player C
player: D | Player D
round: 1
A D 1-0
B C 1-0
round: 2
D C 1/2
A B 1-0
round: 3
B D 1-0
C A 1-0
)";

// Chess round robin where B and C tie on 1½ and B beat C: A 2½, B 1½, C 1½, D ½.
inline const char* kChessRoundRobin = R"(
game: chess
system: round-robin
rounds: 3
player: A
player: B
player: C
player: D
round: 1
A D 1-0
B C 1-0
round: 2
D C 0-1
A B 1-0
round: 3
B D 1/2
C A 1/2
)";

// Chess Swiss, 3 rounds, with a forfeit, a half-point bye, a PAB and a withdrawal.
// Final: P1 2½, P2 0, P3 1½, P4 2, P5 2½, P6 0.
inline const char* kChessSwiss = R"(
game: chess
system: swiss
rounds: 3
player: P1 | rating=2000
player: P2 | rating=1900
player: P3 | rating=2100
player: P4 | rating=1800
player: P5 | rating=2200
player: P6 | rating=1700
round: 1
P1 P2 1-0
P3 P4 1/2
P5 P6 +-
round: 2
P1 P3 1-0
P2 P5 0-1
P4 bye-half
round: 3
P1 P5 1/2
P2 P4 0-1
P3 bye
withdraw: P6 after 1
)";

}  // namespace fixtures
