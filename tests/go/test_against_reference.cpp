// The incremental board (pseudo-liberties, chain lists, Zobrist) against a deliberately naive
// reference that flood-fills everything from scratch: random games on 7×7 and 9×9, comparing every
// legality verdict, every capture and every position, under both ko rules.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>

#include "engine/go/game.hpp"

using namespace arbiter::go;

namespace {

struct NaiveBoard {
    int n;
    std::vector<Color> cells;
    explicit NaiveBoard(int size) : n(size), cells(static_cast<std::size_t>(size * size), Color::Empty) {}
    Color& at(int x, int y) { return cells[static_cast<std::size_t>(y * n + x)]; }

    // The chain through (x, y) and whether it has a liberty.
    std::pair<std::vector<int>, bool> chain(int x, int y) {
        Color c = at(x, y);
        std::vector<int> stones{y * n + x}, stack{y * n + x};
        std::vector<bool> seen(cells.size(), false);
        seen[static_cast<std::size_t>(y * n + x)] = true;
        bool liberty = false;
        while (!stack.empty()) {
            int i = stack.back();
            stack.pop_back();
            int cx = i % n, cy = i / n;
            const int around[4][2] = {{cx - 1, cy}, {cx + 1, cy}, {cx, cy - 1}, {cx, cy + 1}};
            for (const auto& [nx, ny] : around) {
                if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
                int j = ny * n + nx;
                if (at(nx, ny) == Color::Empty) liberty = true;
                else if (at(nx, ny) == c && !seen[static_cast<std::size_t>(j)]) {
                    seen[static_cast<std::size_t>(j)] = true;
                    stones.push_back(j);
                    stack.push_back(j);
                }
            }
        }
        return {stones, liberty};
    }

    // Plays on a copy; returns nullopt for suicide, else the new board and the captures.
    std::optional<std::pair<NaiveBoard, int>> play(Color c, int x, int y) const {
        NaiveBoard b = *this;
        b.at(x, y) = c;
        int captured = 0;
        const int around[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
        for (const auto& [nx, ny] : around) {
            if (nx < 0 || ny < 0 || nx >= n || ny >= n || b.at(nx, ny) != opponent(c)) continue;
            auto [stones, liberty] = b.chain(nx, ny);
            if (liberty) continue;
            for (int i : stones) b.cells[static_cast<std::size_t>(i)] = Color::Empty;
            captured += static_cast<int>(stones.size());
        }
        if (!b.chain(x, y).second) return std::nullopt;
        return std::pair{b, captured};
    }
};

}  // namespace

TEST_CASE("go board: random games agree with a flood-fill reference, move by move" * doctest::test_suite("slow")) {
    for (KoRule rule : {KoRule::Simple, KoRule::PositionalSuperko}) {
        for (int size : {7, 9}) {
            CAPTURE(size);
            std::mt19937 rng(static_cast<unsigned>(size * 31 + static_cast<int>(rule)));
            for (int game_index = 0; game_index < 6; ++game_index) {
                Game game(size, rule);
                NaiveBoard naive(size);
                std::set<std::vector<Color>> history{naive.cells};
                std::vector<Color> before_last = naive.cells;  // position before the opponent's last move
                bool last_was_play = false;
                Color c = Color::Black;
                int prisoners[3] = {0, 0, 0};
                for (int move = 0; move < 250; ++move) {
                    // Every empty point: the engine's verdict against the reference's.
                    std::vector<std::pair<int, int>> legal;
                    for (int y = 0; y < size; ++y) {
                        for (int x = 0; x < size; ++x) {
                            if (naive.at(x, y) != Color::Empty) {
                                REQUIRE(game.check(c, {x, y}).reason == Illegality::Occupied);
                                continue;
                            }
                            auto result = naive.play(c, x, y);
                            MoveReport r = game.check(c, {x, y});
                            if (!result) {
                                REQUIRE(r.reason == Illegality::Suicide);
                                continue;
                            }
                            bool simple_ko = last_was_play && result->first.cells == before_last;
                            bool superko = history.count(result->first.cells) > 0;
                            REQUIRE(r.simple_ko_violation == simple_ko);
                            REQUIRE(r.superko_violation == superko);
                            REQUIRE(static_cast<int>(r.captures.size()) == result->second);
                            bool allowed = rule == KoRule::Simple ? !simple_ko : !superko;
                            REQUIRE(r.legal == allowed);
                            if (allowed) legal.push_back({x, y});
                        }
                    }
                    std::vector<Color> current = naive.cells;
                    if (legal.empty() || rng() % 20 == 0) {
                        game.pass(c);
                        last_was_play = false;
                    } else {
                        auto [x, y] = legal[rng() % legal.size()];
                        auto result = naive.play(c, x, y);
                        REQUIRE(game.play(c, {x, y}).legal);
                        prisoners[static_cast<int>(c)] += result->second;
                        naive = result->first;
                        history.insert(naive.cells);
                        last_was_play = true;
                    }
                    before_last = current;
                    c = opponent(c);
                    for (int y = 0; y < size; ++y)
                        for (int x = 0; x < size; ++x) REQUIRE(game.at({x, y}) == naive.at(x, y));
                    REQUIRE(game.prisoners(Color::Black) == prisoners[1]);
                    REQUIRE(game.prisoners(Color::White) == prisoners[2]);
                }
            }
        }
    }
}
