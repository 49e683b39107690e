#include "app/ui/window/theme.hpp"

namespace arbiter::ui {
namespace {

Palette g_palette;

Palette light_palette() {
    Palette p;
    p.window_clear = ImVec4(0.95f, 0.95f, 0.96f, 1.0f);
    p.sidebar = IM_COL32(232, 234, 239, 255);
    p.accent = IM_COL32(46, 104, 196, 255);
    p.text_muted = IM_COL32(100, 104, 112, 255);
    p.danger = IM_COL32(200, 40, 40, 255);
    p.success = IM_COL32(30, 140, 70, 255);
    p.warning = IM_COL32(210, 130, 0, 255);
    p.panel = IM_COL32(255, 255, 255, 255);
    p.panel_border = IM_COL32(210, 212, 218, 255);
    p.chart_grid = IM_COL32(220, 222, 228, 255);
    p.series[0] = IM_COL32(46, 104, 196, 255);
    p.series[1] = IM_COL32(220, 110, 30, 255);
    p.series[2] = IM_COL32(40, 150, 90, 255);
    p.series[3] = IM_COL32(150, 70, 170, 255);
    return p;
}

Palette dark_palette() {
    Palette p;
    p.window_clear = ImVec4(0.11f, 0.12f, 0.13f, 1.0f);
    p.sidebar = IM_COL32(38, 40, 46, 255);
    p.accent = IM_COL32(86, 146, 240, 255);
    p.text_muted = IM_COL32(160, 164, 172, 255);
    p.danger = IM_COL32(240, 90, 90, 255);
    p.success = IM_COL32(80, 200, 120, 255);
    p.warning = IM_COL32(240, 170, 40, 255);
    p.panel = IM_COL32(40, 42, 47, 255);
    p.panel_border = IM_COL32(64, 67, 74, 255);
    p.chart_grid = IM_COL32(62, 65, 72, 255);
    p.series[0] = IM_COL32(100, 160, 250, 255);
    p.series[1] = IM_COL32(250, 150, 70, 255);
    p.series[2] = IM_COL32(90, 210, 130, 255);
    p.series[3] = IM_COL32(200, 130, 230, 255);
    return p;
}

}  // namespace

const Palette& palette() { return g_palette; }

void apply_theme(Theme theme, float font_size) {
    ImGuiStyle style;  // fresh, so switching back and forth never compounds scaling
    if (theme == Theme::Dark) {
        ImGui::StyleColorsDark(&style);
        g_palette = dark_palette();
        style.Colors[ImGuiCol_WindowBg] = g_palette.window_clear;
        style.Colors[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 0);
    } else {
        ImGui::StyleColorsLight(&style);
        g_palette = light_palette();
        style.Colors[ImGuiCol_WindowBg] = g_palette.window_clear;
    }
    // The keyboard focus ring (Tab, arrows): the accent, so it reads as "here" in both themes.
    style.Colors[ImGuiCol_NavHighlight] = ImGui::ColorConvertU32ToFloat4(g_palette.accent);
    style.Colors[ImGuiCol_Header] = ImGui::ColorConvertU32ToFloat4(g_palette.accent);
    style.Colors[ImGuiCol_Header].w = 0.25f;
    const float k = font_size / 20.0f;  // sizes were tuned at 20 px text
    style.FrameRounding = 4.0f * k;
    style.ChildRounding = 6.0f * k;
    style.GrabRounding = 4.0f * k;
    style.WindowPadding = ImVec2(18 * k, 14 * k);
    style.ItemSpacing = ImVec2(10 * k, 8 * k);
    style.FramePadding = ImVec2(10 * k, 5 * k);
    style.ScrollbarSize = 14 * k;
    style.WindowBorderSize = 0;
    // Light theme: check boxes and radio buttons are white on near-white; a border shows them.
    style.FrameBorderSize = theme == Theme::Light ? 1.0f : 0.0f;
    ImGui::GetStyle() = style;
}

}  // namespace arbiter::ui
