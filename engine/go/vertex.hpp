// Stone colours and board points, and the GTP names people and files use for them ("D4", "Q16").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::go {

enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2 };

// Black <-> White; Empty stays Empty.
Color opponent(Color c);
// "B", "W" or "." (the letters of the CLI and of SGF).
char color_letter(Color c);

// x = column from the left (0 = "A"), y = row from the bottom (0 = row "1"); GTP letters skip I.
struct Vertex {
    int x = 0;
    int y = 0;
    bool operator==(const Vertex&) const = default;
};

// "D4", "t19" (case-insensitive); nullopt for "pass", garbage, or a point off a board of `board_size`.
std::optional<Vertex> parse_vertex(std::string_view gtp, int board_size);
// "D4". Columns A..Z without I cover boards up to 25.
std::string vertex_name(Vertex v);

}  // namespace arbiter::go
