// What the chess board widget draws. Plain data filled by the engine or a scenario.
#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace arbiter::ui {

// Squares are numbered 0 = a1, 1 = b1, ... 7 = h1, 8 = a2, ... 63 = h8 (file + 8 * rank).
constexpr int chess_square(int file, int rank) { return file + 8 * rank; }

struct ChessBoardView {
    // FEN piece letters: KQRBNP for White, kqrbnp for Black, '.' for an empty square.
    std::array<char, 64> squares{};
    std::optional<int> last_move_from;  // shaded, as on every board app
    std::optional<int> last_move_to;
    std::optional<int> check_square;    // the king in check: a red glow
    std::optional<int> selected_square; // a square the user picked (editor, move input)
    bool flipped = false;               // Black at the bottom
    bool show_coordinates = true;

    ChessBoardView() { squares.fill('.'); }
    char at(int square) const { return squares[static_cast<std::size_t>(square)]; }
};

// Fills the squares from a FEN, or from its placement field alone ("rnbqkbnr/pppppppp/8/..."), read
// by the engine's FEN reader (chess::Position::from_fen). Returns nullopt when it refuses the text.
// An illegal position is still drawn: the engine parses and judges legality apart.
std::optional<ChessBoardView> chess_view_from_fen(std::string_view fen);

}  // namespace arbiter::ui
