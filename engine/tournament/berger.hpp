// Round-robin pairing tables (Berger tables, FIDE Handbook C.05 Annex 1) for 3–16 players.
// With an odd number of players the highest number is a bye: whoever meets it rests that round.
#pragma once

#include <vector>

namespace arbiter::tournament {

struct BergerPairing {
    int white = 0;  // pairing numbers, 1-based; 0 = the bye when the field is odd
    int black = 0;
};

// rounds[r][table]; players in 3..16, otherwise std::invalid_argument.
std::vector<std::vector<BergerPairing>> berger_table(int players);

}  // namespace arbiter::tournament
