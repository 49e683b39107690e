#include "engine/tournament/berger.hpp"

#include <stdexcept>

namespace arbiter::tournament {

std::vector<std::vector<BergerPairing>> berger_table(int players) {
    if (players < 3 || players > 16) throw std::invalid_argument("Berger tables cover 3 to 16 players");
    const int n = players % 2 == 0 ? players : players + 1;
    const int m = n - 1;  // the other players rotate modulo m; player n stays on table 1
    auto wrap = [m](int x) { return ((x - 1) % m + m) % m + 1; };
    std::vector<std::vector<BergerPairing>> rounds;
    for (int r = 1; r <= m; ++r) {
        // Player n meets k with 2k ≡ r + 1 (mod m); the others pair up as k+i against k−i.
        int k = 1;
        while ((2 * k) % m != (r + 1) % m) ++k;
        std::vector<BergerPairing> round;
        // Player n has Black in odd rounds and White in even rounds.
        if (r % 2 == 1) round.push_back({k, n});
        else round.push_back({n, k});
        for (int i = 1; i < n / 2; ++i) {
            int a = wrap(k + i), b = wrap(k - i);
            int low = a < b ? a : b, high = a < b ? b : a;
            // An odd gap gives the lower number White, an even gap the higher number.
            if ((high - low) % 2 == 1) round.push_back({low, high});
            else round.push_back({high, low});
        }
        if (players % 2 == 1)
            for (auto& p : round) {
                if (p.white == n) p.white = 0;
                if (p.black == n) p.black = 0;
            }
        rounds.push_back(round);
    }
    return rounds;
}

}  // namespace arbiter::tournament
