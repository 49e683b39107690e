#include "engine/go/vertex.hpp"

#include <cctype>

namespace arbiter::go {

namespace {
// GTP skips I so that it cannot be confused with J or 1.
constexpr std::string_view kColumnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
}  // namespace

Color opponent(Color c) {
    switch (c) {
        case Color::Black: return Color::White;
        case Color::White: return Color::Black;
        default: return Color::Empty;
    }
}

char color_letter(Color c) {
    switch (c) {
        case Color::Black: return 'B';
        case Color::White: return 'W';
        default: return '.';
    }
}

std::optional<Vertex> parse_vertex(std::string_view gtp, int board_size) {
    if (gtp.size() < 2 || gtp.size() > 3) return std::nullopt;
    char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(gtp[0])));
    auto column = kColumnLetters.find(letter);
    if (column == std::string_view::npos) return std::nullopt;
    int row = 0;
    for (char digit : gtp.substr(1)) {
        if (!std::isdigit(static_cast<unsigned char>(digit))) return std::nullopt;
        row = row * 10 + (digit - '0');
    }
    if (gtp[1] == '0') return std::nullopt;  // "A01" is not a GTP name
    Vertex v{static_cast<int>(column), row - 1};
    if (v.x >= board_size || v.y < 0 || v.y >= board_size) return std::nullopt;
    return v;
}

std::string vertex_name(Vertex v) {
    if (v.x < 0 || v.x >= static_cast<int>(kColumnLetters.size()) || v.y < 0) return "?";
    std::string name(1, kColumnLetters[static_cast<std::size_t>(v.x)]);
    name += std::to_string(v.y + 1);
    return name;
}

}  // namespace arbiter::go
