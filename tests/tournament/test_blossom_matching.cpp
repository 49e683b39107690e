// The matching under the Dutch system: on small random graphs its optimum equals the best complete
// matching found by trying them all, after every kind of change the pairing procedure makes
// (re-weighting a row, removing edges, locking pairs); and its optimality proof (duals) holds.
#include <doctest/doctest.h>

#include <functional>

#include "engine/core/seeded_random.hpp"
#include "engine/tournament/swiss/blossom_matching.hpp"

using namespace arbiter;
using namespace arbiter::tournament::swiss;
using W = Wide<2>;

namespace {

// The heaviest complete matching of the active vertices (one left over when their number is odd);
// `found` is false when there is none.
W brute_force(const std::vector<int>& active, const std::vector<std::vector<W>>& w, bool& found) {
    W best;
    found = false;
    std::vector<char> used(w.size(), 0);
    std::function<void(std::size_t, W, bool)> rec = [&](std::size_t i, W sum, bool skipped) {
        while (i < active.size() && used[active[i]]) ++i;
        if (i == active.size()) {
            if (!found || best < sum) best = sum;
            found = true;
            return;
        }
        int a = active[i];
        used[a] = 1;
        if (active.size() % 2 == 1 && !skipped) rec(i + 1, sum, true);
        for (std::size_t j = i + 1; j < active.size(); ++j) {
            int b = active[j];
            if (used[b] || w[a][b].is_zero()) continue;
            used[b] = 1;
            rec(i + 1, sum + w[a][b], skipped);
            used[b] = 0;
        }
        used[a] = 0;
    };
    rec(0, W{}, false);
    return best;
}

}  // namespace

TEST_CASE("blossom matching: a triangle and a path, by hand") {
    // Triangle 0-1-2 with a pendant 3 on 2: the only complete matchings are {0-1, 2-3}, {0-2,...}
    // (which leaves 1 and 3 apart) — so {0-1, 2-3} whatever the weights.
    BlossomMatching<1> m(4);
    m.set_weight(1, 0, Wide<1>::of(1));
    m.set_weight(2, 1, Wide<1>::of(50));
    m.set_weight(2, 0, Wide<1>::of(50));
    m.set_weight(3, 2, Wide<1>::of(1));
    REQUIRE(m.solve());
    CHECK(m.mate(0) == 1);
    CHECK(m.mate(2) == 3);
    // Five vertices in a path 0-1-2-3-4 with heavy middle edges: one left over; the heaviest
    // complete matching takes 1-2 and 3-4 (weights 9 + 1) over 0-1 and 2-3 (1 + 9)? Both sum to 10:
    // make 3-4 heavier so the answer is unique.
    BlossomMatching<1> p(5);
    p.set_weight(1, 0, Wide<1>::of(1));
    p.set_weight(2, 1, Wide<1>::of(9));
    p.set_weight(3, 2, Wide<1>::of(9));
    p.set_weight(4, 3, Wide<1>::of(2));
    REQUIRE(p.solve());
    CHECK(p.mate(1) == 2);
    CHECK(p.mate(3) == 4);
    CHECK(p.mate(0) == 0);  // the one left over
    // No complete matching: two isolated vertices.
    BlossomMatching<1> none(4);
    none.set_weight(1, 0, Wide<1>::of(3));
    CHECK_FALSE(none.solve());
}

TEST_CASE("blossom matching: equals brute force on random graphs, through incremental changes") {
    SeededRandom rng{20261204};
    int solves = 0;
    for (int graph = 0; graph < 1500; ++graph) {
        int n = 2 + rng.uniform(0, 8);
        BlossomMatching<2> m(n);
        std::vector<std::vector<W>> w(n, std::vector<W>(n));
        int density = rng.uniform(20, 100);
        int heaviest = rng.chance(1, 2) ? 4 : 100000;
        auto set = [&](int a, int b, W x) {
            w[a][b] = w[b][a] = x;
            m.set_weight(a, b, x);
        };
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b)
                if (rng.uniform(1, 100) <= density) {
                    W x = W::of(static_cast<std::uint64_t>(rng.uniform(1, heaviest)));
                    if (rng.chance(1, 4)) x.add_at(64, static_cast<std::uint64_t>(rng.uniform(0, 2)));  // use the high word
                    set(a, b, x);
                }
        std::vector<int> active;
        for (int i = 0; i < n; ++i) active.push_back(i);
        for (int step = 0; step < 5; ++step) {
            bool exists = false;
            W best = brute_force(active, w, exists);
            bool solved = m.solve();
            ++solves;
            REQUIRE(solved == exists);
            if (!exists) break;
            W total;
            int left_over = 0;
            for (int a : active) {
                int b = m.mate(a);
                if (b == a) {
                    ++left_over;
                    continue;
                }
                REQUIRE(m.mate(b) == a);
                REQUIRE_FALSE(w[a][b].is_zero());
                if (a < b) total += w[a][b];
            }
            CHECK(left_over == static_cast<int>(active.size() % 2));
            CHECK(total == best);
            CHECK(m.proof_holds());
            // A change the Dutch procedure makes: lock a pair, or rewrite one vertex's row.
            if (rng.chance(1, 4) && active.size() >= 3) {
                int a = active[rng.uniform(0, static_cast<int>(active.size()) - 1)];
                int b = m.mate(a);
                if (b != a) {
                    m.lock_pair(a, b);
                    std::erase(active, a);
                    std::erase(active, b);
                }
            } else {
                int a = active[rng.uniform(0, static_cast<int>(active.size()) - 1)];
                for (int b : active) {
                    if (b == a || rng.chance(1, 3)) continue;
                    W x = rng.chance(1, 2) ? W::of(static_cast<std::uint64_t>(rng.uniform(0, heaviest))) : w[a][b];
                    if (!x.is_zero() && rng.chance(1, 3)) x.add_at(0, 1);
                    if (rng.chance(1, 8)) x = W{};
                    set(a, b, x);
                }
            }
        }
    }
    CHECK(solves > 5000);
}

TEST_CASE("wide weights: carries, borrows, signed order and halving") {
    W a = W::all_ones(64);
    a += W::of(1);
    CHECK(a.word[0] == 0);
    CHECK(a.word[1] == 1);
    a -= W::of(1);
    CHECK(a == W::all_ones(64));
    W minus = W{} - W::of(6);
    CHECK(minus.negative());
    CHECK(minus < W{});
    CHECK(minus.halved() == W{} - W::of(3));
    W big;
    big.add_at(100, 3);
    CHECK(big.word[1] == (std::uint64_t{3} << 36));
    big.subtract_at(1, 2);
    CHECK(big + W::of(4) == [] { W x; x.add_at(100, 3); return x; }());
}
