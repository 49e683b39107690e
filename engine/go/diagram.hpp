// ASCII boards: "X" black, "O" white, "." empty, top row first — how tests, the CLI's final board
// and rule illustrations show a position.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/language.hpp"
#include "engine/go/game.hpp"

namespace arbiter::go {

// Rows from the top, one per non-blank line; spaces are ignored. X/x/B/# = black, O/o/W = white,
// . or + = empty. The board is square (rows = columns). Throws DiagramError naming the row.
//
// What is wrong with a diagram, in the three languages; what() is the English text, so a caller
// that only catches std::invalid_argument still gets a message.
class DiagramError : public std::invalid_argument {
public:
    explicit DiagramError(LocalizedText why) : std::invalid_argument(why.en), text_(std::move(why)) {}
    const LocalizedText& text() const { return text_; }

private:
    LocalizedText text_;
};

Game game_from_diagram(std::string_view diagram, KoRule ko = KoRule::Simple);

// Rows from the top ("row N" first) as X/O/. strings.
std::vector<std::string> board_rows(const Game& game);
// The rows joined by newlines (no trailing newline).
std::string to_diagram(const Game& game);

}  // namespace arbiter::go
