// Tests read like rule illustrations: build a game from an ASCII diagram, play, and compare the
// board with the diagram that should result.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/go/diagram.hpp"
#include "engine/go/game.hpp"

namespace arbiter::go::test {

// Normalises a diagram (drops blank lines and spaces) so raw strings can be indented freely.
std::string normalised(std::string_view diagram);
// The game's board as a normalised diagram, for CHECK(board_of(g) == normalised(R"(...)")).
std::string board_of(const Game& game);
// "D4" → Vertex on the game's board; fails the test on a bad name.
Vertex at(const Game& game, std::string_view name);
std::vector<Vertex> points(const Game& game, std::initializer_list<std::string_view> names);
std::vector<std::string> names(const std::vector<Vertex>& vertices);

}  // namespace arbiter::go::test
