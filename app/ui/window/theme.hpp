// Light and dark colour themes: ImGui's style plus the few colours our own drawing needs.
// Boards keep their own colours (wood, squares) in both themes: that is what a board looks like.
#pragma once

#include <imgui.h>

#include "app/core/settings.hpp"

namespace arbiter::ui {

struct Palette {
    ImVec4 window_clear;  // behind everything
    ImU32 sidebar;        // navigation column background
    ImU32 accent;         // current screen, primary buttons
    ImU32 text_muted;
    ImU32 danger;         // flag fallen, incident, wrong answer
    ImU32 success;        // right answer
    ImU32 warning;        // byo-yomi, the last seconds
    ImU32 panel;          // a card's background
    ImU32 panel_border;
    ImU32 chart_grid;
    ImU32 series[4];      // chart series
};

// Sets ImGui's style for `theme` (sizes scaled to the text size) and remembers the palette.
void apply_theme(Theme theme, float font_size);
const Palette& palette();

}  // namespace arbiter::ui
