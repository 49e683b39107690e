#include "app/ui/widgets/clock.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

std::string format_clock(double seconds, bool tenths_below_ten) {
    if (!(seconds > 0)) seconds = 0;
    char text[32];
    if (tenths_below_ten && seconds < 10) {
        const long tenths = static_cast<long>(std::floor(seconds * 10));
        std::snprintf(text, sizeof text, "0:%02ld.%ld", tenths / 10, tenths % 10);
        return text;
    }
    // A clock shows the whole seconds still to run: 4.3 s left reads 0:04.
    const long total = static_cast<long>(std::floor(seconds));
    const long h = total / 3600, m = total / 60 % 60, s = total % 60;
    if (h > 0) std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", h, m, s);
    else std::snprintf(text, sizeof text, "%ld:%02ld", m, s);
    return text;
}

namespace {

void draw_face(const ClockView& view, const ClockSideView& side, const UiStrings& strings, ImVec2 min, ImVec2 size) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Palette& p = palette();
    const ImVec2 max(min.x + size.x, min.y + size.y);
    const float rounding = 8.0f;
    dl->AddRectFilled(min, max, p.panel, rounding);
    const ImU32 border = side.flag_fallen ? p.danger : side.to_move ? p.accent : p.panel_border;
    dl->AddRect(min, max, border, rounding, 0, side.to_move || side.flag_fallen ? 3.0f : 1.0f);

    ImFont* body = ui_fonts().body ? ui_fonts().body : ImGui::GetFont();
    ImFont* title = ui_fonts().title ? ui_fonts().title : ImGui::GetFont();
    const float pad = 10.0f;
    const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
    float y = min.y + pad;
    // The player on the left, "to move" on the right; a long name gives way with an ellipsis.
    float label_room = 0;
    if (side.to_move && !side.flag_fallen) {
        const std::string& label = strings.get("clock.running");
        const ImVec2 w = body->CalcTextSizeA(body->FontSize, 1e9f, 0, label.c_str());
        dl->AddText(body, body->FontSize, ImVec2(max.x - pad - w.x, y), p.accent, label.c_str());
        label_room = w.x + pad;
    }
    const std::string player = ellipsized(*body, body->FontSize, side.player, size.x - 2 * pad - label_room);
    dl->AddText(body, body->FontSize, ImVec2(min.x + pad, y), text, player.c_str());
    y += body->FontSize + 6;

    // The big number: main time, or the current byo-yomi period's seconds.
    const bool go = view.kind == ClockView::Kind::GoByoyomi;
    std::string big;
    ImU32 big_colour = text;
    if (side.flag_fallen) {
        big = format_clock(0, !go);
        big_colour = p.danger;
    } else if (go && side.in_byoyomi) {
        big = std::to_string(static_cast<int>(std::ceil(std::max(0.0, side.period_seconds))));
        big_colour = side.period_seconds <= 10 ? p.danger : p.warning;
    } else {
        big = format_clock(side.main_seconds, !go);
        if (!go && side.main_seconds < 60) big_colour = p.warning;
    }
    const float big_size = std::min(size.y * 0.42f, title->FontSize * 1.9f);
    const ImVec2 bw = title->CalcTextSizeA(big_size, 1e9f, 0, big.c_str());
    dl->AddText(title, big_size, ImVec2(min.x + (size.x - bw.x) / 2, y), big_colour, big.c_str());
    y += big_size + 4;

    std::string line;
    if (side.flag_fallen) {
        line = strings.get(go ? "clock.time_out_go" : "clock.flag_fallen");
    } else if (go && side.in_byoyomi) {
        // The periods left are what the candidate reads this line for: where the whole line does
        // not fit (two faces side by side at 1024 px), the short one keeps the count readable.
        const std::string periods = std::to_string(side.periods_left);
        line = fill(strings.get("clock.byoyomi_periods"), {{"n", periods}});
        if (body->CalcTextSizeA(body->FontSize, 1e9f, 0, line.c_str()).x > size.x - 2 * pad)
            line = fill(strings.get("clock.byoyomi_periods_short"), {{"n", periods}});
        // the share of the period left, as a bar
        const float bar_y = max.y - pad - 6;
        const float fraction = view.period_length > 0
                                   ? static_cast<float>(std::clamp(side.period_seconds / view.period_length, 0.0, 1.0))
                                   : 0.0f;
        dl->AddRectFilled(ImVec2(min.x + pad, bar_y), ImVec2(max.x - pad, bar_y + 6), p.panel_border, 3);
        dl->AddRectFilled(ImVec2(min.x + pad, bar_y), ImVec2(min.x + pad + (size.x - 2 * pad) * fraction, bar_y + 6),
                          big_colour, 3);
    } else if (go) {
        line = strings.get("clock.main_time");
    }
    if (!line.empty()) {
        line = ellipsized(*body, body->FontSize, line, size.x - 2 * pad);
        const ImVec2 lw = body->CalcTextSizeA(body->FontSize, 1e9f, 0, line.c_str());
        dl->AddText(body, body->FontSize, ImVec2(min.x + (size.x - lw.x) / 2, y),
                    side.flag_fallen ? p.danger : ImGui::GetColorU32(ImGuiCol_TextDisabled), line.c_str());
    }
}

}  // namespace

void draw_clock(const ClockView& view, const UiStrings& strings, float width) {
    if (!view.present) return;
    const float font = ImGui::GetFontSize();
    const float height = font * 6.6f;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float gap = font * 0.6f;
    // Side by side when each face has room for a name, "to move" and the byo-yomi line; else
    // one above the other, each the full width.
    const bool stacked = (width - gap) / 2 < font * 8;
    const ImVec2 face(stacked ? width : (width - gap) / 2, height);
    ImGui::Dummy(ImVec2(width, stacked ? height * 2 + gap : height));
    draw_face(view, view.left, strings, origin, face);
    draw_face(view, view.right, strings, stacked ? ImVec2(origin.x, origin.y + height + gap) : ImVec2(origin.x + face.x + gap, origin.y), face);
    if (!view.control.empty()) wrapped_text_muted(view.control, width);
    if (!view.count_out.empty()) {
        // The arbiter's call, as a speech line: this is what the candidate must say aloud.
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette().warning));
        wrapped_text(strings.get("clock.count_out") + " " + view.count_out, width);
        ImGui::PopStyleColor();
    }
}

}  // namespace arbiter::ui
