#include "app/ui/widgets/go_board.hpp"

#include <algorithm>
#include <cmath>

#include "app/ui/fonts/font_atlas.hpp"
#include "engine/go/vertex.hpp"

namespace arbiter::ui {

// The engine names points (go::vertex_name, GTP letters without I); the widget counts rows from
// the top, the engine from the bottom.
std::string go_column_label(int col) {
    const std::string name = go::vertex_name({col, 0});  // "J1": the column's letter and row 1
    return name.substr(0, name.size() - 1);
}

int go_row_label(int row, int size) { return size - row; }

std::string go_point_name(GoPoint p, int size) { return go::vertex_name({p.col, size - 1 - p.row}); }

std::vector<GoPoint> go_star_points(int size) {
    std::vector<GoPoint> points;
    const int centre = size / 2;
    if (size < 7) {
        if (size % 2 == 1) points.push_back({centre, centre});
        return points;
    }
    const int edge = size >= 13 ? 3 : 2;  // the 4-4 point on big boards, 3-3 on small ones
    const int far = size - 1 - edge;
    points = {{edge, edge}, {far, edge}, {edge, far}, {far, far}};
    if (size % 2 == 1) {
        points.push_back({centre, centre});
        if (size >= 15) {  // 19x19 (and 15, 17): the side star points too
            // One at a time: GCC 12 at -O2 warns (-Warray-bounds, a false positive) on inserting
            // an initializer list here, which -Werror turns into a failed build.
            for (GoPoint side : {GoPoint{centre, edge}, GoPoint{centre, far}, GoPoint{edge, centre}, GoPoint{far, centre}})
                points.push_back(side);
        }
    }
    return points;
}

std::optional<GoPoint> GoBoardGeometry::point_at(ImVec2 pixel) const {
    if (step <= 0) return std::nullopt;
    const float fx = (pixel.x - origin.x) / step;
    const float fy = (pixel.y - origin.y) / step;
    const int col = static_cast<int>(std::lround(fx));
    const int row = static_cast<int>(std::lround(fy));
    if (col < 0 || row < 0 || col >= size || row >= size) return std::nullopt;
    if (std::fabs(fx - static_cast<float>(col)) > 0.5f || std::fabs(fy - static_cast<float>(row)) > 0.5f)
        return std::nullopt;
    return GoPoint{col, row};
}

GoBoardGeometry go_board_geometry(ImVec2 top_left, float side, int size, bool with_coordinates) {
    // Margins in steps: half a stone beyond the outer line, plus room for the coordinates.
    const float edge = with_coordinates ? 1.35f : 0.75f;
    GoBoardGeometry g;
    g.size = size;
    g.step = side / (static_cast<float>(size - 1) + 2 * edge);
    g.origin = ImVec2(top_left.x + edge * g.step, top_left.y + edge * g.step);
    return g;
}

namespace {

const ImU32 kWood = IM_COL32(222, 180, 100, 255);
const ImU32 kWoodEdge = IM_COL32(170, 125, 60, 255);
const ImU32 kLine = IM_COL32(40, 28, 16, 255);
const ImU32 kCoordinate = IM_COL32(70, 50, 25, 255);
const ImU32 kMarker = IM_COL32(220, 40, 30, 255);
const ImU32 kMoved = IM_COL32(0, 110, 200, 255);

// Circles take ImGui's own segment count for their radius (0): a stone of a small board needs a
// dozen segments, not forty, and a full 19×19 board redraws four times a second in an exam.
void draw_stone(ImDrawList* dl, ImVec2 c, float r, char colour, float alpha) {
    const auto a = [&](int v) { return static_cast<int>(static_cast<float>(v) * alpha); };
    dl->AddCircleFilled(ImVec2(c.x + r * 0.08f, c.y + r * 0.12f), r, IM_COL32(0, 0, 0, a(70)), 0);  // shadow
    if (colour == 'X') {
        dl->AddCircleFilled(c, r, IM_COL32(22, 22, 24, a(255)), 0);
        // light from the top left: a soft highlight, two layers
        dl->AddCircleFilled(ImVec2(c.x - r * 0.30f, c.y - r * 0.32f), r * 0.45f, IM_COL32(90, 90, 96, a(90)), 0);
        dl->AddCircleFilled(ImVec2(c.x - r * 0.34f, c.y - r * 0.36f), r * 0.20f, IM_COL32(150, 150, 160, a(110)), 0);
    } else {
        dl->AddCircleFilled(c, r, IM_COL32(190, 190, 185, a(255)), 0);  // the shaded rim
        dl->AddCircleFilled(ImVec2(c.x - r * 0.07f, c.y - r * 0.08f), r * 0.90f, IM_COL32(245, 245, 240, a(255)), 0);
        dl->AddCircleFilled(ImVec2(c.x - r * 0.30f, c.y - r * 0.32f), r * 0.35f, IM_COL32(255, 255, 255, a(200)), 0);
        dl->AddCircle(c, r, IM_COL32(120, 120, 115, a(255)), 0, 1.0f);
    }
}

void draw_cross(ImDrawList* dl, ImVec2 c, float h, ImU32 colour, float thickness) {
    dl->AddLine(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), colour, thickness);
    dl->AddLine(ImVec2(c.x - h, c.y + h), ImVec2(c.x + h, c.y - h), colour, thickness);
}

void draw_dashed_circle(ImDrawList* dl, ImVec2 c, float r, ImU32 colour, float thickness) {
    constexpr int kDashes = 12;
    constexpr float kPi = 3.14159265f;
    for (int i = 0; i < kDashes; ++i) {
        const float a0 = 2 * kPi * static_cast<float>(i) / kDashes;
        dl->PathArcTo(c, r, a0, a0 + kPi / kDashes, 6);
        dl->PathStroke(colour, 0, thickness);
    }
}

void draw_arrow(ImDrawList* dl, ImVec2 from, ImVec2 to, ImU32 colour, float thickness, float head) {
    const float dx = to.x - from.x, dy = to.y - from.y;
    const float length = std::sqrt(dx * dx + dy * dy);
    if (length < 1) return;
    const float ux = dx / length, uy = dy / length;
    const ImVec2 base(to.x - ux * head, to.y - uy * head);
    dl->AddLine(from, base, colour, thickness);
    dl->AddTriangleFilled(to, ImVec2(base.x - uy * head * 0.55f, base.y + ux * head * 0.55f),
                          ImVec2(base.x + uy * head * 0.55f, base.y - ux * head * 0.55f), colour);
}

}  // namespace

std::optional<GoPoint> draw_go_board(const char* id, const GoBoardView& view, float side) {
    const ImVec2 top_left = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton(id, ImVec2(side, side));
    const bool clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    if (view.size < 2 || view.stones.size() != static_cast<std::size_t>(view.size * view.size)) return std::nullopt;

    ImDrawList* dl = ImGui::GetWindowDrawList();
    const GoBoardGeometry g = go_board_geometry(top_left, side, view.size, view.show_coordinates);
    const int n = view.size;
    const float r = g.step * 0.48f;

    dl->AddRectFilled(top_left, ImVec2(top_left.x + side, top_left.y + side), kWood, 4.0f);
    dl->AddRect(top_left, ImVec2(top_left.x + side, top_left.y + side), kWoodEdge, 4.0f, 0, 2.0f);

    // Grid: the outer line a little heavier, as on a real board.
    const float thin = std::max(1.0f, g.step / 30.0f);
    for (int i = 0; i < n; ++i) {
        const float w = (i == 0 || i == n - 1) ? thin * 2 : thin;
        dl->AddLine(g.point({i, 0}), g.point({i, n - 1}), kLine, w);
        dl->AddLine(g.point({0, i}), g.point({n - 1, i}), kLine, w);
    }
    for (GoPoint p : go_star_points(n)) dl->AddCircleFilled(g.point(p), std::max(2.5f, g.step * 0.11f), kLine, 16);

    if (view.show_coordinates) {
        ImFont* font = ui_fonts().body ? ui_fonts().body : ImGui::GetFont();
        const float text_size = std::min(ImGui::GetFontSize(), g.step * 0.55f);
        const float offset = g.step * 0.95f;
        for (int i = 0; i < n; ++i) {
            const std::string letter = go_column_label(i);
            const std::string number = std::to_string(go_row_label(i, n));
            const ImVec2 lw = font->CalcTextSizeA(text_size, 1e9f, 0, letter.c_str());
            const ImVec2 nw = font->CalcTextSizeA(text_size, 1e9f, 0, number.c_str());
            const ImVec2 top = g.point({i, 0}), bottom = g.point({i, n - 1});
            dl->AddText(font, text_size, ImVec2(top.x - lw.x / 2, top.y - offset - lw.y / 2), kCoordinate, letter.c_str());
            dl->AddText(font, text_size, ImVec2(bottom.x - lw.x / 2, bottom.y + offset - lw.y / 2), kCoordinate,
                        letter.c_str());
            const ImVec2 left = g.point({0, i}), right = g.point({n - 1, i});
            dl->AddText(font, text_size, ImVec2(left.x - offset - nw.x / 2, left.y - nw.y / 2), kCoordinate, number.c_str());
            dl->AddText(font, text_size, ImVec2(right.x + offset - nw.x / 2, right.y - nw.y / 2), kCoordinate,
                        number.c_str());
        }
    }

    const auto is_dead = [&](GoPoint p) { return std::find(view.dead.begin(), view.dead.end(), p) != view.dead.end(); };
    for (int row = 0; row < n; ++row) {
        for (int col = 0; col < n; ++col) {
            const GoPoint p{col, row};
            const char c = view.at(p);
            if (c == 'X' || c == 'O') draw_stone(dl, g.point(p), r, c, is_dead(p) ? 0.45f : 1.0f);
        }
    }

    // Counting: a small square of the owner's colour on each point of its area (dead stones count
    // for the side that surrounds them, so the square sits on top of the faded stone).
    if (view.territory.size() == view.stones.size()) {
        const float h = g.step * 0.17f;
        for (int row = 0; row < n; ++row) {
            for (int col = 0; col < n; ++col) {
                const GoPoint p{col, row};
                const char owner = view.territory[static_cast<std::size_t>(row * n + col)];
                const char stone = view.at(p);
                if (owner != 'b' && owner != 'w') continue;
                if ((stone == 'X' && owner == 'b' && !is_dead(p)) || (stone == 'O' && owner == 'w' && !is_dead(p))) continue;
                const ImVec2 c = g.point(p);
                const ImU32 fill = owner == 'b' ? IM_COL32(20, 20, 22, 235) : IM_COL32(250, 250, 245, 245);
                dl->AddRectFilled(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), fill);
                dl->AddRect(ImVec2(c.x - h, c.y - h), ImVec2(c.x + h, c.y + h), IM_COL32(60, 60, 60, 200));
            }
        }
    }
    for (GoPoint p : view.dead) {
        if (p.col < 0 || p.row < 0 || p.col >= n || p.row >= n) continue;
        draw_cross(dl, g.point(p), r * 0.45f, kMarker, std::max(2.0f, g.step * 0.08f));
    }

    if (view.last_move && view.last_move->col < n && view.last_move->row < n) {
        const char c = view.at(*view.last_move);
        const ImU32 ring = c == 'X' ? IM_COL32(250, 250, 250, 255) : IM_COL32(20, 20, 20, 255);
        dl->AddCircle(g.point(*view.last_move), r * 0.5f, ring, 32, std::max(2.0f, g.step * 0.07f));
    }
    if (view.moved_from) draw_dashed_circle(dl, g.point(*view.moved_from), r * 0.92f, kMoved, std::max(2.0f, g.step * 0.07f));
    if (view.moved_from && view.moved_to) {
        const ImVec2 a = g.point(*view.moved_from), b = g.point(*view.moved_to);
        const float dx = b.x - a.x, dy = b.y - a.y, len = std::sqrt(dx * dx + dy * dy);
        if (len > r * 2) {  // start and end at the stones' rims
            const ImVec2 from(a.x + dx / len * r, a.y + dy / len * r), to(b.x - dx / len * r, b.y - dy / len * r);
            draw_arrow(dl, from, to, kMoved, std::max(2.5f, g.step * 0.09f), g.step * 0.4f);
        }
        dl->AddCircle(b, r * 1.05f, kMoved, 40, std::max(2.0f, g.step * 0.07f));
    }
    if (view.refused_move) {
        const ImVec2 c = g.point(*view.refused_move);
        draw_stone(dl, c, r, view.refused_colour == 'O' ? 'O' : 'X', 0.6f);
        draw_cross(dl, c, r * 0.6f, kMarker, std::max(3.0f, g.step * 0.11f));
    }

    if (clicked) return g.point_at(ImGui::GetIO().MousePos);
    return std::nullopt;
}

}  // namespace arbiter::ui
