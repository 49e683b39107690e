// go_bench: random 19×19 games played to the end, then replayed through the engine; prints moves
// per second with simple ko and with positional superko. The yardstick is the best JavaScript
// board measured on this machine (~35 000 moves/s); the goal is 50× that (1.75 M moves/s).
// Figures only — nothing here is asserted. Run the Release build: build/bin/go_bench [games] [seconds]
#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include "engine/go/game.hpp"

using namespace arbiter::go;

namespace {

struct Move {
    Color color;
    int x;  // -1 = pass
    int y;
};
using Record = std::vector<Move>;

// A point whose neighbours are all `c` (or the edge): filling it is never useful in a random game,
// and forbidding it is what makes random games end.
bool own_eye(const Game& g, Color c, int x, int y) {
    const int around[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
    for (const auto& [nx, ny] : around)
        if (nx >= 0 && ny >= 0 && nx < g.size() && ny < g.size() && g.at({nx, ny}) != c) return false;
    return true;
}

// Plays uniformly random legal moves (not into own eyes) until both pass.
Record random_game(std::mt19937_64& rng, KoRule rule) {
    Game g(19, rule);
    Record record;
    std::vector<Vertex> candidates;
    Color c = Color::Black;
    int passes = 0;
    while (passes < 2 && record.size() < 2000) {
        candidates.clear();
        for (int y = 0; y < 19; ++y)
            for (int x = 0; x < 19; ++x)
                if (g.at({x, y}) == Color::Empty && !own_eye(g, c, x, y)) candidates.push_back({x, y});
        bool played = false;
        while (!candidates.empty()) {
            std::size_t i = std::uniform_int_distribution<std::size_t>(0, candidates.size() - 1)(rng);
            Vertex v = candidates[i];
            if (g.try_play(c, v) == Illegality::None) {
                record.push_back({c, v.x, v.y});
                played = true;
                break;
            }
            candidates[i] = candidates.back();
            candidates.pop_back();
        }
        if (played) {
            passes = 0;
        } else {
            g.pass(c);
            record.push_back({c, -1, -1});
            ++passes;
        }
        c = opponent(c);
    }
    return record;
}

enum class Api { TryPlay, Play };

struct Rate {
    double wall;  // moves per second of elapsed time
    double cpu;   // moves per second of this process's CPU time (steadier on a shared machine)
};

// Replays every record until `seconds` have passed.
Rate replay_rate(const std::vector<Record>& records, KoRule rule, Api api, double seconds, long* checksum) {
    using clock = std::chrono::steady_clock;
    long moves = 0;
    std::clock_t cpu_start = std::clock();
    auto start = clock::now();
    double elapsed = 0;
    do {
        for (const Record& record : records) {
            Game g(19, rule);
            for (const Move& m : record) {
                if (m.x < 0) {
                    g.pass(m.color);
                } else if (api == Api::TryPlay) {
                    if (g.try_play(m.color, {m.x, m.y}) != Illegality::None) std::abort();
                } else {
                    if (!g.play(m.color, {m.x, m.y}).legal) std::abort();
                }
            }
            moves += static_cast<long>(record.size());
            *checksum += g.prisoners(Color::Black) - g.prisoners(Color::White);
        }
        elapsed = std::chrono::duration<double>(clock::now() - start).count();
    } while (elapsed < seconds);
    double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    return {static_cast<double>(moves) / elapsed, static_cast<double>(moves) / cpu};
}

}  // namespace

int main(int argc, char** argv) {
    int games = argc > 1 ? std::atoi(argv[1]) : 200;
    double seconds = argc > 2 ? std::atof(argv[2]) : 2.0;
    constexpr double kJavaScriptBaseline = 35000;
    constexpr std::size_t kCap = 2000;
    std::printf("go_bench: %d random 19x19 games, each replay timed for at least %.1f s\n", games, seconds);

    // The replayed games are played under superko, so every one ends with two passes; each move
    // is then legal under simple ko too, and both rules replay exactly the same moves.
    std::vector<Record> records;
    long total = 0;
    std::mt19937_64 rng(20261129);
    for (int i = 0; i < games; ++i) {
        records.push_back(random_game(rng, KoRule::PositionalSuperko));
        total += static_cast<long>(records.back().size());
    }
    std::printf("%ld moves, %.0f a game (passes included)\n", total, static_cast<double>(total) / games);

    long checksum = 0;
    for (KoRule rule : {KoRule::Simple, KoRule::PositionalSuperko}) {
        Rate fast = replay_rate(records, rule, Api::TryPlay, seconds, &checksum);
        Rate full = replay_rate(records, rule, Api::Play, seconds, &checksum);
        std::printf("\nko rule %s\n", std::string(ko_rule_name(rule)).c_str());
        std::printf("  replay, try_play():          %10.0f moves/s  (%5.1fx the JS baseline of 35 000; goal 50x)"
                    "  per CPU second: %.0f\n",
                    fast.wall, fast.wall / kJavaScriptBaseline, fast.cpu);
        std::printf("  replay, play() with report:  %10.0f moves/s  (%5.1fx)  per CPU second: %.0f\n", full.wall,
                    full.wall / kJavaScriptBaseline, full.cpu);

        // Random playouts, choosing the moves too. Under simple ko many random games fall into a
        // cycle (double or triple ko) that never ends; they stop at the cap.
        std::mt19937_64 playout_rng(7);
        int playouts = std::max(1, games / 4), capped = 0;
        long playout_moves = 0;
        auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < playouts; ++i) {
            Record r = random_game(playout_rng, rule);
            playout_moves += static_cast<long>(r.size());
            capped += r.size() >= kCap;
        }
        double playout_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        std::printf("  random playouts (choosing moves): %.0f moves/s; %d of %d games cycled to the %zu-move cap\n",
                    static_cast<double>(playout_moves) / playout_seconds, capped, playouts, kCap);
    }
    std::printf("\n(checksum %ld)\n", checksum);
    return 0;
}
