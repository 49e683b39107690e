#include "tests/go/diagram_helpers.hpp"

#include <doctest/doctest.h>

namespace arbiter::go::test {

std::string normalised(std::string_view diagram) {
    std::string out, row;
    for (std::size_t i = 0; i <= diagram.size(); ++i) {
        char ch = i < diagram.size() ? diagram[i] : '\n';
        if (ch == '\n') {
            if (!row.empty()) out += (out.empty() ? "" : "\n") + row;
            row.clear();
        } else if (ch != ' ' && ch != '\t' && ch != '\r') {
            row += ch == 'x' ? 'X' : ch == 'o' ? 'O' : ch;
        }
    }
    return out;
}

std::string board_of(const Game& game) { return to_diagram(game); }

Vertex at(const Game& game, std::string_view name) {
    auto v = parse_vertex(name, game.size());
    REQUIRE_MESSAGE(v.has_value(), "bad vertex in test: " << name);
    return *v;
}

std::vector<Vertex> points(const Game& game, std::initializer_list<std::string_view> list) {
    std::vector<Vertex> out;
    for (auto name : list) out.push_back(at(game, name));
    return out;
}

std::vector<std::string> names(const std::vector<Vertex>& vertices) {
    std::vector<std::string> out;
    for (Vertex v : vertices) out.push_back(vertex_name(v));
    return out;
}

}  // namespace arbiter::go::test
