// Berger tables against the FIDE Handbook (C.05 Annex 1) for 4 and 6 players, and the properties
// every table from 3 to 16 players must have.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <stdexcept>

#include "engine/tournament/berger.hpp"

using namespace arbiter::tournament;

namespace {
std::string show(const std::vector<std::vector<BergerPairing>>& t) {
    std::string s;
    for (const auto& round : t) {
        for (const auto& p : round) s += std::to_string(p.white) + "-" + std::to_string(p.black) + " ";
        s += "| ";
    }
    return s;
}
}  // namespace

TEST_CASE("berger: the printed tables for 4 and 6 players") {
    CHECK(show(berger_table(4)) == "1-4 2-3 | 4-3 1-2 | 2-4 3-1 | ");
    CHECK(show(berger_table(6)) == "1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1 | ");
    CHECK(show(berger_table(8)).rfind("1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | ", 0) == 0);
}

TEST_CASE("berger: an odd field uses the next even table, the last number being the bye") {
    CHECK(show(berger_table(3)) == "1-0 2-3 | 0-3 1-2 | 2-0 3-1 | ");
}

TEST_CASE("berger: 3–16 players — everyone meets everyone once, once a round, colours balanced") {
    for (int n = 3; n <= 16; ++n) {
        CAPTURE(n);
        auto t = berger_table(n);
        int even = n % 2 == 0 ? n : n + 1;
        CHECK(static_cast<int>(t.size()) == even - 1);
        std::set<std::pair<int, int>> met;
        std::map<int, int> whites;
        for (const auto& round : t) {
            std::set<int> seen;
            for (const auto& p : round) {
                CHECK(seen.insert(p.white).second);
                CHECK(seen.insert(p.black).second);
                if (p.white == 0 || p.black == 0) continue;
                CHECK(met.insert({std::min(p.white, p.black), std::max(p.white, p.black)}).second);
                ++whites[p.white];
            }
        }
        CHECK(static_cast<int>(met.size()) == n * (n - 1) / 2);
        for (int player = 1; player <= n; ++player) {
            int games = n % 2 == 0 ? n - 1 : n - 1;
            CHECK(std::abs(2 * whites[player] - games) <= 1 + (n % 2));
        }
    }
    CHECK_THROWS_AS(berger_table(2), std::invalid_argument);
    CHECK_THROWS_AS(berger_table(17), std::invalid_argument);
}
