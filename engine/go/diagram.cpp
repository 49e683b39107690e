#include "engine/go/diagram.hpp"

#include <stdexcept>

#include "engine/core/localized_fill.hpp"

namespace arbiter::go {

namespace {

std::vector<std::string> diagram_rows(std::string_view diagram) {
    std::vector<std::string> rows;
    std::string row;
    for (std::size_t i = 0; i <= diagram.size(); ++i) {
        char ch = i < diagram.size() ? diagram[i] : '\n';
        if (ch == '\n') {
            if (!row.empty()) rows.push_back(row);
            row.clear();
        } else if (ch != ' ' && ch != '\t' && ch != '\r') {
            row += ch;
        }
    }
    return rows;
}

}  // namespace

Game game_from_diagram(std::string_view diagram, KoRule ko) {
    std::vector<std::string> rows = diagram_rows(diagram);
    int size = static_cast<int>(rows.size());
    // Checked here rather than left to Board's exception, so the author reads it in their language.
    if (size < Board::kMinSize || size > Board::kMaxSize)
        throw DiagramError(fill_localized(L("棋盘图有 {n} 行，应为 {min} 到 {max} 行", "棋盤圖有 {n} 行，應為 {min} 到 {max} 行",
                                            "the diagram has {n} rows, a board has {min} to {max}"),
                                          {{"n", std::to_string(size)},
                                           {"min", std::to_string(Board::kMinSize)},
                                           {"max", std::to_string(Board::kMaxSize)}}));
    Game game(size, ko);
    std::vector<Vertex> black, white;
    for (int r = 0; r < size; ++r) {
        const std::string& row = rows[static_cast<std::size_t>(r)];
        if (static_cast<int>(row.size()) != size)
            throw DiagramError(fill_localized(L("棋盘图第 {r} 行有 {n} 个点，应为 {size} 个", "棋盤圖第 {r} 行有 {n} 個點，應為 {size} 個",
                                                "diagram row {r} has {n} points, expected {size}"),
                                              {{"r", std::to_string(r + 1)},
                                               {"n", std::to_string(row.size())},
                                               {"size", std::to_string(size)}}));
        for (int x = 0; x < size; ++x) {
            Vertex v{x, size - 1 - r};
            switch (row[static_cast<std::size_t>(x)]) {
                case 'X': case 'x': case 'B': case '#': black.push_back(v); break;
                case 'O': case 'o': case 'W': white.push_back(v); break;
                case '.': case '+': break;
                default:
                    throw DiagramError(fill_localized(
                        L("棋盘图第 {r} 行有“{c}”（黑子写 `X`，白子写 `O`，空点写 `.`）",
                          "棋盤圖第 {r} 行有「{c}」（黑子寫 `X`，白子寫 `O`，空點寫 `.`）", "diagram row {r} has '{c}'"),
                        {{"r", std::to_string(r + 1)}, {"c", std::string(1, row[static_cast<std::size_t>(x)])}}));
            }
        }
    }
    game.setup(black, white);
    return game;
}

std::vector<std::string> board_rows(const Game& game) {
    std::vector<std::string> rows;
    for (int y = game.size() - 1; y >= 0; --y) {
        std::string row;
        for (int x = 0; x < game.size(); ++x) {
            Color c = game.at({x, y});
            row += c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string to_diagram(const Game& game) {
    std::string out;
    for (const std::string& row : board_rows(game)) {
        if (!out.empty()) out += '\n';
        out += row;
    }
    return out;
}

}  // namespace arbiter::go
