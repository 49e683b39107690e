#include "app/ui/testing/layout_audit.hpp"
#include "engine/core/utf8.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>
#include <unordered_map>

namespace arbiter::ui {

namespace {

// A point of the atlas texture, compared exactly: ImGui copies a glyph's U0/V0/U1/V1 into the
// vertices unchanged unless it clips the glyph.
std::uint64_t uv_key(float u, float v) {
    std::uint32_t a = 0, b = 0;
    std::memcpy(&a, &u, sizeof a);
    std::memcpy(&b, &v, sizeof b);
    return (static_cast<std::uint64_t>(a) << 32) | b;
}

struct GlyphCorners {
    std::unordered_map<std::uint64_t, const ImFontGlyph*> top_left, bottom_right, top_right, bottom_left;
};

GlyphCorners index_glyphs(const ImFontAtlas& atlas) {
    GlyphCorners corners;
    for (const ImFont* font : atlas.Fonts) {
        for (const ImFontGlyph& g : font->Glyphs) {
            if (!g.Visible) continue;
            corners.top_left.emplace(uv_key(g.U0, g.V0), &g);
            corners.bottom_right.emplace(uv_key(g.U1, g.V1), &g);
            corners.top_right.emplace(uv_key(g.U1, g.V0), &g);
            corners.bottom_left.emplace(uv_key(g.U0, g.V1), &g);
        }
    }
    return corners;
}

struct DrawnGlyph {
    unsigned codepoint = 0;
    ImVec2 min, max;  // as drawn (after any CPU clipping)
    ImVec4 clip;      // the draw command's clip rectangle
    bool cut_sideways = false;  // clipped on the CPU at its left or right
    int run = 0;      // index into the list's runs
    int sequence = 0; // order drawn within its draw list
};

// The glyphs of one draw list in the order drawn, grouped into runs: a run goes on while each
// glyph follows the last on its line, or starts a later line (wrapped text).
std::vector<DrawnGlyph> glyphs_of(const ImDrawList& list, const GlyphCorners& corners, std::vector<std::string>& run_texts) {
    std::vector<DrawnGlyph> glyphs;
    bool previous_was_glyph = false;
    for (const ImDrawCmd& cmd : list.CmdBuffer) {
        if (cmd.UserCallback) {
            previous_was_glyph = false;
            continue;
        }
        for (unsigned i = 0; i + 6 <= cmd.ElemCount; i += 6) {
            const ImDrawIdx* idx = list.IdxBuffer.Data + cmd.IdxOffset + i;
            const unsigned base = cmd.VtxOffset;
            // A quad as ImFont::RenderText writes it: 0 1 2, 0 2 3.
            if (!(idx[3] == idx[0] && idx[4] == idx[2] && idx[1] == idx[0] + 1 && idx[2] == idx[0] + 2 && idx[5] == idx[0] + 3)) {
                previous_was_glyph = false;
                continue;
            }
            const ImDrawVert* v = list.VtxBuffer.Data + base + idx[0];
            const ImVec2 uv0 = v[0].uv, uv2 = v[2].uv;
            if (uv0.x == uv2.x || uv0.y == uv2.y) {  // one texel: a filled shape
                previous_was_glyph = false;
                continue;
            }
            const ImFontGlyph* glyph = nullptr;
            bool whole = false;
            if (auto it = corners.top_left.find(uv_key(uv0.x, uv0.y)); it != corners.top_left.end()) glyph = it->second;
            else if (auto it2 = corners.bottom_right.find(uv_key(uv2.x, uv2.y)); it2 != corners.bottom_right.end()) glyph = it2->second;
            else if (auto it3 = corners.top_right.find(uv_key(uv2.x, uv0.y)); it3 != corners.top_right.end()) glyph = it3->second;
            else if (auto it4 = corners.bottom_left.find(uv_key(uv0.x, uv2.y)); it4 != corners.bottom_left.end()) glyph = it4->second;
            if (!glyph) {
                previous_was_glyph = false;
                continue;
            }
            whole = uv0.x == glyph->U0 && uv0.y == glyph->V0 && uv2.x == glyph->U1 && uv2.y == glyph->V1;
            DrawnGlyph g;
            g.codepoint = glyph->Codepoint;
            g.min = v[0].pos;
            g.max = v[2].pos;
            g.clip = cmd.ClipRect;
            g.cut_sideways = !whole && (uv0.x != glyph->U0 || uv2.x != glyph->U1);
            g.sequence = static_cast<int>(glyphs.size());
            const float height = g.max.y - g.min.y;
            bool continues = false;
            if (previous_was_glyph && !glyphs.empty()) {
                const DrawnGlyph& last = glyphs.back();
                const float line = std::max(height, last.max.y - last.min.y);
                const bool same_line = std::fabs(g.max.y - last.max.y) < line * 0.6f;
                continues = (same_line && g.min.x >= last.min.x && g.min.x - last.max.x < line * 2.5f) ||
                            (g.min.y > last.min.y + line * 0.5f && g.min.y - last.max.y < line * 1.5f);
            }
            if (continues) {
                g.run = glyphs.back().run;
                const DrawnGlyph& last = glyphs.back();
                if (g.min.x - last.max.x > (g.max.y - g.min.y) * 0.3f) run_texts[static_cast<std::size_t>(g.run)] += ' ';
            } else {
                g.run = static_cast<int>(run_texts.size());
                run_texts.emplace_back();
            }
            std::string& text = run_texts[static_cast<std::size_t>(g.run)];
            if (text.size() < 120) append_utf8(text, g.codepoint);
            glyphs.push_back(g);
            previous_was_glyph = true;
        }
    }
    return glyphs;
}

float overlap_area(const DrawnGlyph& a, const DrawnGlyph& b) {
    const float w = std::min(a.max.x, b.max.x) - std::max(a.min.x, b.min.x);
    const float h = std::min(a.max.y, b.max.y) - std::max(a.min.y, b.min.y);
    return w > 1.0f && h > 1.0f ? w * h : 0.0f;
}

bool is_chess_piece(unsigned c) { return c >= 0x2654 && c <= 0x265F; }

float area(const DrawnGlyph& g) { return (g.max.x - g.min.x) * (g.max.y - g.min.y); }

// Inside the clip rectangle from top to bottom (a glyph above or below it is scrolled away).
bool vertically_shown(const DrawnGlyph& g) { return g.max.y > g.clip.y + 1 && g.min.y < g.clip.w - 1; }

bool crosses_side(const DrawnGlyph& g) {
    const float slack = 1.0f;  // anti-aliasing fringe
    const bool left = g.min.x < g.clip.x - slack && g.max.x > g.clip.x + slack;
    const bool right = g.min.x < g.clip.z - slack && g.max.x > g.clip.z + slack;
    return left || right;
}

std::string shorten(const std::string& text) {
    // At most 40 characters, cut on a character boundary.
    std::size_t count = 0, at = 0;
    while (at < text.size() && count < 40) {
        const unsigned char c = static_cast<unsigned char>(text[at]);
        at += c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        ++count;
    }
    return at < text.size() ? text.substr(0, at) + "…" : text;
}

}  // namespace

std::vector<LayoutProblem> audit_layout(const ImDrawData& draw_data, const ImFontAtlas& atlas) {
    const GlyphCorners corners = index_glyphs(atlas);
    std::vector<LayoutProblem> problems;
    for (int l = 0; l < draw_data.CmdListsCount; ++l) {
        std::vector<std::string> runs;
        const std::vector<DrawnGlyph> glyphs = glyphs_of(*draw_data.CmdLists[l], corners, runs);

        std::set<int> cut_runs;
        for (const DrawnGlyph& g : glyphs) {
            if (!vertically_shown(g) || !(g.cut_sideways || crosses_side(g))) continue;
            if (!cut_runs.insert(g.run).second) continue;
            problems.push_back({LayoutProblem::Kind::cut, shorten(runs[static_cast<std::size_t>(g.run)]), {}, g.min.x, g.min.y});
        }

        // Overlaps, in a grid of cells so a full screen of text stays cheap.
        constexpr float kCell = 64.0f;
        std::map<std::pair<int, int>, std::vector<int>> grid;
        for (const DrawnGlyph& g : glyphs) {
            if (!vertically_shown(g)) continue;
            for (int cx = static_cast<int>(std::floor(g.min.x / kCell)); cx <= static_cast<int>(std::floor(g.max.x / kCell)); ++cx)
                for (int cy = static_cast<int>(std::floor(g.min.y / kCell)); cy <= static_cast<int>(std::floor(g.max.y / kCell)); ++cy)
                    grid[{cx, cy}].push_back(g.sequence);
        }
        std::set<std::pair<int, int>> reported;  // pairs of runs
        for (const auto& [cell, members] : grid) {
            for (std::size_t i = 0; i < members.size(); ++i) {
                for (std::size_t j = i + 1; j < members.size(); ++j) {
                    const DrawnGlyph& a = glyphs[static_cast<std::size_t>(members[i])];
                    const DrawnGlyph& b = glyphs[static_cast<std::size_t>(members[j])];
                    // A chess piece is drawn as two glyphs, its silhouette filled under its
                    // outline (widgets/chess_board.cpp): layers, not text over text.
                    if (is_chess_piece(a.codepoint) && is_chess_piece(b.codepoint)) continue;
                    const float shared = overlap_area(a, b);
                    if (shared <= 0) continue;
                    const float smaller = std::min(area(a), area(b));
                    // Neighbours in one run may touch (tight letter pairs); only a glyph drawn
                    // over another counts there.
                    const bool neighbours = a.run == b.run && std::abs(a.sequence - b.sequence) == 1;
                    if (shared < smaller * (neighbours ? 0.5f : 0.2f)) continue;
                    const auto key = std::minmax(a.run, b.run);
                    if (!reported.insert(key).second) continue;
                    problems.push_back({LayoutProblem::Kind::overlap, shorten(runs[static_cast<std::size_t>(a.run)]),
                                        shorten(runs[static_cast<std::size_t>(b.run)]), std::max(a.min.x, b.min.x),
                                        std::max(a.min.y, b.min.y)});
                }
            }
        }
    }
    return problems;
}

std::vector<LayoutProblem> audit_window_widths() {
    std::vector<LayoutProblem> problems;
    const ImGuiContext& g = *ImGui::GetCurrentContext();
    for (const ImGuiWindow* window : g.Windows) {
        if (!window->WasActive || window->Hidden || (window->Flags & ImGuiWindowFlags_HorizontalScrollbar)) continue;
        // A multi-line text field is a child window ImGui opens with NoMove (our screens never
        // pass it): its lines may be longer than the field, which scrolls to the cursor.
        if ((window->Flags & ImGuiWindowFlags_ChildWindow) && (window->Flags & ImGuiWindowFlags_NoMove)) continue;
        const float reach = window->DC.CursorMaxPos.x, shown = window->InnerClipRect.Max.x;
        // A few pixels: a frame's right edge under a scroll bar that appeared this frame; a glyph
        // cut there would be reported by audit_layout.
        constexpr float kTolerance = 6.0f;
        if (reach <= shown + kTolerance || window->InnerClipRect.GetWidth() <= 0) continue;
        std::string name = window->Name;
        if (auto slash = name.rfind('/'); slash != std::string::npos) name = name.substr(slash + 1);
        if (auto hashes = name.find("##"); hashes != std::string::npos) name = name.substr(hashes + 2);
        // Where: the highest shape (a frame, a button) drawn past the right side. Glyphs there
        // are culled, shapes are not.
        float where_y = window->InnerClipRect.Min.y;
        bool found = false;
        const ImDrawList& list = *window->DrawList;
        for (const ImDrawCmd& cmd : list.CmdBuffer) {
            for (unsigned i = 0; i + 3 <= cmd.ElemCount; i += 3) {
                const ImDrawVert* v[3];
                for (int k = 0; k < 3; ++k) v[k] = &list.VtxBuffer[static_cast<int>(cmd.VtxOffset + list.IdxBuffer[static_cast<int>(cmd.IdxOffset + i) + k])];
                const float top = std::min({v[0]->pos.y, v[1]->pos.y, v[2]->pos.y});
                const float bottom = std::max({v[0]->pos.y, v[1]->pos.y, v[2]->pos.y});
                const float right = std::max({v[0]->pos.x, v[1]->pos.x, v[2]->pos.x});
                // Separators and borders run the window's whole width by design: only shapes
                // taller than a line count.
                if (right <= shown + 1.0f || bottom - top < 4.5f || bottom < window->InnerClipRect.Min.y || top > window->InnerClipRect.Max.y) continue;
                if (!found || top < where_y) where_y = top;
                found = true;
            }
        }
        char detail[96];
        std::snprintf(detail, sizeof detail, " is %.0f px wider than it shows", reach - shown);
        problems.push_back({LayoutProblem::Kind::too_wide, name + detail, {}, shown, where_y});
    }
    return problems;
}

std::string describe(const LayoutProblem& problem) {
    char where[64];
    std::snprintf(where, sizeof where, " at (%.0f, %.0f): ", problem.x, problem.y);
    if (problem.kind == LayoutProblem::Kind::too_wide) return "too wide" + std::string(where) + problem.text;
    if (problem.kind == LayoutProblem::Kind::cut) return "cut" + std::string(where) + "\"" + problem.text + "\"";
    return "overlap" + std::string(where) + "\"" + problem.text + "\" / \"" + problem.other_text + "\"";
}

}  // namespace arbiter::ui
