// The Go board widget: wood, grid, star points, coordinates (A–T without I; 1 at the bottom),
// shaded stones, and the arbiter's markers (last move, moved stone, refused move, dead stones,
// territory). Drawn with ImDrawList from a GoBoardView.
#pragma once

#include <imgui.h>

#include <optional>
#include <string>
#include <vector>

#include "app/ui/widgets/go_board_view.hpp"

namespace arbiter::ui {

// The column letter Go players use: A..H, J..Z (no I, so it cannot be mistaken for J or 1).
std::string go_column_label(int col);
// The row number shown at the side: 1 at the bottom.
int go_row_label(int row, int size);
// "Q16"-style name of a point, as in game records.
std::string go_point_name(GoPoint p, int size);
// The star points (hoshi) of a board size: 4, 5 or 9 of them; none below 7x7 except the centre.
std::vector<GoPoint> go_star_points(int size);

// Where the board's points are inside a square of `side` pixels at `top_left`.
struct GoBoardGeometry {
    ImVec2 origin;  // pixel centre of A at the top row (col 0, row 0)
    float step = 0; // pixels between lines
    int size = 19;
    ImVec2 point(GoPoint p) const { return ImVec2(origin.x + p.col * step, origin.y + p.row * step); }
    // The point nearest to `pixel`, when it lies within half a step of it.
    std::optional<GoPoint> point_at(ImVec2 pixel) const;
};
GoBoardGeometry go_board_geometry(ImVec2 top_left, float side, int size, bool with_coordinates);

// Draws the board as a `side` x `side` item at the cursor. Returns the point clicked this frame.
std::optional<GoPoint> draw_go_board(const char* id, const GoBoardView& view, float side);

}  // namespace arbiter::ui
