// The chess board widget: squares, coordinates, real piece figures (the Unicode chess glyphs of
// DejaVu Sans, see font_atlas.hpp), last-move shading, check glow, flip. Drawn with ImDrawList.
#pragma once

#include <imgui.h>

#include <optional>

#include "app/ui/widgets/chess_board_view.hpp"

namespace arbiter::ui {

// The Unicode figure of a FEN letter: 'K' -> U+2654 ... 'p' -> U+265F; 0 for anything else.
unsigned int chess_figure_code_point(char fen_letter);

// Where the squares are inside a `side`-pixel square at `top_left`.
struct ChessBoardGeometry {
    ImVec2 board_min;  // top-left corner of the 8x8 squares
    float square = 0;  // side of one square
    bool flipped = false;
    // Top-left pixel of `square_index` (0 = a1).
    ImVec2 square_min(int square_index) const;
    // The square under `pixel`, if any.
    std::optional<int> square_at(ImVec2 pixel) const;
};
ChessBoardGeometry chess_board_geometry(ImVec2 top_left, float side, bool flipped, bool with_coordinates);

// Draws the board as a `side` x `side` item at the cursor. Returns the square clicked this frame.
std::optional<int> draw_chess_board(const char* id, const ChessBoardView& view, float side);

}  // namespace arbiter::ui
