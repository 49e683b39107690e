// splitmix64: a tiny generator specified bit for bit, so a seed gives the same drill (board,
// tournament, question) on every platform and compiler — std:: distributions do not promise that.
#pragma once

#include <cstdint>

namespace arbiter {

struct SeededRandom {
    std::uint64_t state;

    std::uint64_t next() {
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // A whole number in [lo, hi].
    int uniform(int lo, int hi) { return lo + static_cast<int>(next() % static_cast<std::uint64_t>(hi - lo + 1)); }
    // True with probability numerator / denominator.
    bool chance(int numerator, int denominator) { return uniform(1, denominator) <= numerator; }
};

}  // namespace arbiter
