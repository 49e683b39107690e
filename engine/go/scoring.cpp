#include "engine/go/scoring.hpp"

#include <cmath>
#include <cstdio>

namespace arbiter::go {

namespace {

// Stones after removing the dead, row-major from the bottom.
std::vector<Color> living_stones(const Game& game, const std::vector<Vertex>& dead) {
    int n = game.size();
    std::vector<Color> cells(static_cast<std::size_t>(n * n));
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) cells[static_cast<std::size_t>(y * n + x)] = game.at({x, y});
    for (Vertex v : dead)
        if (v.x >= 0 && v.y >= 0 && v.x < n && v.y < n) cells[static_cast<std::size_t>(v.y * n + v.x)] = Color::Empty;
    return cells;
}

}  // namespace

std::vector<Color> area_map(const Game& game, const std::vector<Vertex>& dead) {
    int n = game.size();
    std::vector<Color> cells = living_stones(game, dead);
    std::vector<Color> owner = cells;
    std::vector<bool> visited(cells.size(), false);
    std::vector<int> region, stack;
    for (std::size_t start = 0; start < cells.size(); ++start) {
        if (cells[start] != Color::Empty || visited[start]) continue;
        // Flood one empty region and note which colours border it.
        bool touches_black = false, touches_white = false;
        region.clear();
        stack.assign(1, static_cast<int>(start));
        visited[start] = true;
        while (!stack.empty()) {
            int i = stack.back();
            stack.pop_back();
            region.push_back(i);
            int x = i % n, y = i / n;
            const int around[4][2] = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
            for (const auto& [nx, ny] : around) {
                if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
                auto j = static_cast<std::size_t>(ny * n + nx);
                if (cells[j] == Color::Black) touches_black = true;
                else if (cells[j] == Color::White) touches_white = true;
                else if (!visited[j]) {
                    visited[j] = true;
                    stack.push_back(static_cast<int>(j));
                }
            }
        }
        Color region_owner = touches_black == touches_white ? Color::Empty
                             : touches_black                ? Color::Black
                                                            : Color::White;
        for (int i : region) owner[static_cast<std::size_t>(i)] = region_owner;
    }
    return owner;
}

std::string format_result(double margin_points) {
    if (std::fabs(margin_points) < 1e-9) return "0";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%c+%g", margin_points > 0 ? 'B' : 'W', std::fabs(margin_points));
    return buffer;
}

AreaScore score_area(const Game& game, const std::vector<Vertex>& dead, double komi_points) {
    std::vector<Color> cells = living_stones(game, dead);
    std::vector<Color> owner = area_map(game, dead);
    AreaScore s;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (cells[i] == Color::Black) ++s.black_stones;
        else if (cells[i] == Color::White) ++s.white_stones;
        else if (owner[i] == Color::Black) ++s.black_territory;
        else if (owner[i] == Color::White) ++s.white_territory;
        else ++s.dame;
    }
    s.black_area_strict = s.black_stones + s.black_territory;
    s.white_area_strict = s.white_stones + s.white_territory;
    s.black_area = s.black_area_strict + s.dame / 2.0;
    s.white_area = s.white_area_strict + s.dame / 2.0;
    s.komi = komi_points;
    s.margin = s.black_area - s.white_area - komi_points;
    s.margin_stones = s.margin / 2.0;
    s.result = format_result(s.margin);
    return s;
}

AreaScore score_area(const Game& game, const std::vector<Vertex>& dead, RuleSet rules) {
    return score_area(game, dead, komi_points(rules));
}

}  // namespace arbiter::go
