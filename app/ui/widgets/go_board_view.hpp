// What the Go board widget draws. Plain data: the trainer core or a scenario fills it, the widget
// only draws it (the UI holds no rules — captures, ko and counting come from the engine).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace arbiter::ui {

// A point on the board: col 0 is the left column (letter A), row 0 the TOP row, so `row` indexes
// the text rows of a diagram. The label shown at the side is size - row (1 at the bottom).
struct GoPoint {
    int col = 0;
    int row = 0;
    bool operator==(const GoPoint&) const = default;
};

struct GoBoardView {
    int size = 19;  // 5..25
    // size*size characters, row by row from the top: 'X' Black, 'O' White, '.' empty.
    std::string stones;
    std::optional<GoPoint> last_move;    // a ring on the stone last played
    std::optional<GoPoint> moved_from;   // a stone found moved: where it stood (dashed ghost) ...
    std::optional<GoPoint> moved_to;     // ... and where it was found (arrow from `moved_from`)
    std::optional<GoPoint> refused_move; // a move the arbiter refuses (illegal ko recapture, suicide ...)
    char refused_colour = 'X';           // who tried it: 'X' or 'O'
    std::vector<GoPoint> dead;           // stones marked dead for counting (a cross on the stone)
    // Counting: empty, or size*size characters 'b' (Black's area), 'w' (White's), '.' (neither).
    std::string territory;
    bool show_coordinates = true;

    // An empty board of `board_size`.
    static GoBoardView empty(int board_size) {
        GoBoardView view;
        view.size = board_size;
        view.stones.assign(static_cast<std::size_t>(board_size * board_size), '.');
        return view;
    }
    char at(GoPoint p) const { return stones[static_cast<std::size_t>(p.row * size + p.col)]; }
    void set(GoPoint p, char c) { stones[static_cast<std::size_t>(p.row * size + p.col)] = c; }
};

}  // namespace arbiter::ui
