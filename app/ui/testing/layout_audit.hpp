// Finds text a candidate cannot read in a drawn frame: two texts drawn over each other, and text
// cut off at the side of its box without an ellipsis. It reads ImGui's draw data after
// ImGui::Render(), so it sees every screen exactly as drawn, whatever widget drew the text.
//
// How text is recognised: each glyph ImGui draws is one textured quad whose UV rectangle is that
// glyph's rectangle in the font atlas. A quad whose UVs match no glyph is a shape (a filled rect
// uses one white pixel, anti-aliased lines their own strip). A glyph is cut when
//  - ImGui clipped it on the CPU (RenderTextClipped: its UV rectangle is a part of the glyph's), or
//  - it crosses the left or right side of its draw command's clip rectangle (the GPU cuts it).
// Crossing the top or bottom is not reported: that is a scrolled list showing half a line.
// Two glyphs overlap when their boxes share more than a fifth of the smaller one; neighbours in
// one run of text (drawn one after the other) may touch and are not compared.
// The scripted UI tests call this after each screen (`expect layout-clean`, ui_script.hpp).
#pragma once

#include <string>
#include <vector>

struct ImDrawData;
struct ImFontAtlas;

namespace arbiter::ui {

struct LayoutProblem {
    enum class Kind { overlap, cut, too_wide };
    Kind kind = Kind::overlap;
    std::string text;        // the run of text the glyph belongs to (UTF-8), for the report
    std::string other_text;  // overlap: the run drawn over it
    float x = 0, y = 0;      // where, in window pixels
};

// Every problem in the frame, at most one per pair of runs (overlap) or per run (cut).
std::vector<LayoutProblem> audit_layout(const ImDrawData& draw_data, const ImFontAtlas& atlas);

// ImGui culls a glyph that lies wholly outside its clip rectangle, so text cut between two words
// leaves no trace in the draw data. This finds it another way: a window (or child) whose items
// reach further right than it shows, without a horizontal scroll bar. Uses the current ImGui
// context's windows as last laid out (call after ImGui::Render()). `text` names the window.
std::vector<LayoutProblem> audit_window_widths();

// One line per problem: `overlap at (x, y): "text" / "other"`, `cut at (x, y): "text"`.
std::string describe(const LayoutProblem& problem);

}  // namespace arbiter::ui
