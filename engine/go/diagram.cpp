#include "engine/go/diagram.hpp"

#include <stdexcept>

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
    Game game(size, ko);  // throws for an impossible size
    std::vector<Vertex> black, white;
    for (int r = 0; r < size; ++r) {
        const std::string& row = rows[static_cast<std::size_t>(r)];
        if (static_cast<int>(row.size()) != size)
            throw std::invalid_argument("diagram row " + std::to_string(r + 1) + " has " + std::to_string(row.size()) +
                                        " points, expected " + std::to_string(size));
        for (int x = 0; x < size; ++x) {
            Vertex v{x, size - 1 - r};
            switch (row[static_cast<std::size_t>(x)]) {
                case 'X': case 'x': case 'B': case '#': black.push_back(v); break;
                case 'O': case 'o': case 'W': white.push_back(v); break;
                case '.': case '+': break;
                default:
                    throw std::invalid_argument("diagram row " + std::to_string(r + 1) + " has '" +
                                                row[static_cast<std::size_t>(x)] + "'");
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
