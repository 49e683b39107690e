#include "app/ui/widgets/chess_board.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

#include <imgui_internal.h>

#include "app/ui/fonts/font_atlas.hpp"
#include "engine/chess/position.hpp"

namespace arbiter::ui {

std::optional<ChessBoardView> chess_view_from_fen(std::string_view fen) {
    // The engine's parser reads it (one FEN reader in the program); a placement alone, as the
    // gallery and some scenario diagrams give, gets neutral other fields.
    std::string full(fen);
    if (full.find(' ') == std::string::npos) full += " w - -";
    const auto position = chess::Position::from_fen(full);
    if (!position) return std::nullopt;
    ChessBoardView view;
    for (int square = 0; square < 64; ++square)
        view.squares[static_cast<std::size_t>(square)] = chess::piece_letter(position->piece_on(static_cast<chess::Square>(square)));
    return view;
}

unsigned int chess_figure_code_point(char fen_letter) {
    static constexpr std::string_view kOrder = "KQRBNP";
    const auto index = kOrder.find(static_cast<char>(std::toupper(static_cast<unsigned char>(fen_letter))));
    if (index == std::string_view::npos) return 0;
    const bool black = std::islower(static_cast<unsigned char>(fen_letter)) != 0;
    return 0x2654u + static_cast<unsigned int>(index) + (black ? 6u : 0u);
}

ImVec2 ChessBoardGeometry::square_min(int square_index) const {
    const int file = square_index % 8, rank = square_index / 8;
    const int column = flipped ? 7 - file : file;
    const int row = flipped ? rank : 7 - rank;
    return ImVec2(board_min.x + static_cast<float>(column) * square, board_min.y + static_cast<float>(row) * square);
}

std::optional<int> ChessBoardGeometry::square_at(ImVec2 pixel) const {
    if (square <= 0) return std::nullopt;
    const float fx = (pixel.x - board_min.x) / square, fy = (pixel.y - board_min.y) / square;
    if (fx < 0 || fy < 0 || fx >= 8 || fy >= 8) return std::nullopt;
    const int column = static_cast<int>(fx), row = static_cast<int>(fy);
    const int file = flipped ? 7 - column : column;
    const int rank = flipped ? row : 7 - row;
    return chess_square(file, rank);
}

ChessBoardGeometry chess_board_geometry(ImVec2 top_left, float side, bool flipped, bool with_coordinates) {
    ChessBoardGeometry g;
    g.flipped = flipped;
    const float margin = with_coordinates ? std::round(side * 0.045f) : 0.0f;  // ranks left, files below
    g.square = std::floor((side - margin) / 8.0f);
    g.board_min = ImVec2(top_left.x + margin, top_left.y);
    return g;
}

namespace {

const ImU32 kLight = IM_COL32(240, 217, 181, 255);
const ImU32 kDark = IM_COL32(181, 136, 99, 255);
const ImU32 kLastMove = IM_COL32(205, 210, 60, 110);
const ImU32 kSelected = IM_COL32(20, 130, 60, 110);

// Draws the glyph `code_point` of `font` centred on `centre`, `height` pixels tall.
void draw_centred_glyph(ImDrawList* dl, ImFont* font, unsigned int code_point, ImVec2 centre, float height, ImU32 colour) {
    const ImFontGlyph* glyph = font->FindGlyphNoFallback(static_cast<ImWchar>(code_point));
    if (!glyph) return;
    const float scale = height / font->FontSize;
    const ImVec2 pos(centre.x - (glyph->X0 + glyph->X1) * 0.5f * scale, centre.y - (glyph->Y0 + glyph->Y1) * 0.5f * scale);
    char utf8[5] = {};
    ImTextCharToUtf8(utf8, code_point);
    dl->AddText(font, height, pos, colour, utf8);
}

void draw_piece(ImDrawList* dl, char piece, ImVec2 centre, float square) {
    ImFont* font = ui_fonts().pieces;
    const bool white = std::isupper(static_cast<unsigned char>(piece)) != 0;
    const unsigned int outline = chess_figure_code_point(static_cast<char>(std::toupper(static_cast<unsigned char>(piece))));
    const unsigned int solid = outline + 6;  // the filled figure of the same piece
    if (!font) {  // DejaVu Sans missing: a plain disc in the piece's colour, never a letter
        dl->AddCircleFilled(centre, square * 0.3f, white ? IM_COL32(250, 250, 250, 255) : IM_COL32(30, 30, 30, 255), 32);
        dl->AddCircle(centre, square * 0.3f, IM_COL32(0, 0, 0, 255), 32, 2.0f);
        return;
    }
    const float height = square * 0.86f;
    // White: the filled silhouette painted white, then the outlined figure in black on top.
    // Black: the filled figure in black, with the outline for crisp edges.
    draw_centred_glyph(dl, font, solid, centre, height, white ? IM_COL32(255, 255, 255, 255) : IM_COL32(20, 20, 20, 255));
    draw_centred_glyph(dl, font, white ? outline : solid, centre, height, IM_COL32(0, 0, 0, 255));
}

}  // namespace

std::optional<int> draw_chess_board(const char* id, const ChessBoardView& view, float side) {
    const ImVec2 top_left = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton(id, ImVec2(side, side));
    const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ChessBoardGeometry g = chess_board_geometry(top_left, side, view.flipped, view.show_coordinates);
    const float s = g.square;

    for (int square = 0; square < 64; ++square) {
        const ImVec2 a = g.square_min(square), b(a.x + s, a.y + s);
        const bool dark = (square % 8 + square / 8) % 2 == 0;  // a1 is dark
        dl->AddRectFilled(a, b, dark ? kDark : kLight);
        if (square == view.last_move_from || square == view.last_move_to) dl->AddRectFilled(a, b, kLastMove);
        if (square == view.selected_square) dl->AddRectFilled(a, b, kSelected);
        if (square == view.check_square) {  // a red glow fading outwards from the king
            const ImVec2 c(a.x + s / 2, a.y + s / 2);
            for (int ring = 6; ring >= 1; --ring)
                dl->AddCircleFilled(c, s * 0.5f * static_cast<float>(ring) / 6.0f, IM_COL32(230, 20, 20, 34), 32);
        }
    }
    dl->AddRect(g.board_min, ImVec2(g.board_min.x + 8 * s, g.board_min.y + 8 * s), IM_COL32(90, 60, 35, 255), 0, 0, 2.0f);

    for (int square = 0; square < 64; ++square) {
        const char piece = view.at(square);
        if (chess_figure_code_point(piece) == 0) continue;
        const ImVec2 a = g.square_min(square);
        draw_piece(dl, piece, ImVec2(a.x + s / 2, a.y + s / 2 + s * 0.02f), s);
    }

    if (view.show_coordinates) {
        ImFont* font = ui_fonts().body ? ui_fonts().body : ImGui::GetFont();
        const float text_size = std::min(ImGui::GetFontSize(), s * 0.32f);
        const ImU32 colour = ImGui::GetColorU32(ImGuiCol_Text);
        for (int i = 0; i < 8; ++i) {
            const char file_label[2] = {static_cast<char>('a' + i), 0};
            const char rank_label[2] = {static_cast<char>('1' + i), 0};
            const ImVec2 file_square = g.square_min(chess_square(i, view.flipped ? 7 : 0));
            const ImVec2 fw = font->CalcTextSizeA(text_size, 1e9f, 0, file_label);
            dl->AddText(font, text_size, ImVec2(file_square.x + s / 2 - fw.x / 2, g.board_min.y + 8 * s + 2), colour,
                        file_label);
            const ImVec2 rank_square = g.square_min(chess_square(view.flipped ? 7 : 0, i));
            const ImVec2 rw = font->CalcTextSizeA(text_size, 1e9f, 0, rank_label);
            dl->AddText(font, text_size, ImVec2(g.board_min.x - rw.x - 6, rank_square.y + s / 2 - rw.y / 2), colour,
                        rank_label);
        }
    }

    if (clicked) return g.square_at(ImGui::GetIO().MousePos);
    return std::nullopt;
}

}  // namespace arbiter::ui
