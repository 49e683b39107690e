#include "app/ui/widgets/empty_state.hpp"

#include <imgui.h>

#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

void draw_empty_state(const char* title, const char* what, const char* how) {
    const Palette& p = palette();
    const float font = ImGui::GetFontSize();
    const float pad = font;
    const float width = ImGui::GetContentRegionAvail().x;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    // The card's background goes under text whose height is known only after drawing it.
    dl->ChannelsSplit(2);
    dl->ChannelsSetCurrent(1);
    const ImVec2 start = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(ImVec2(start.x + pad, start.y + pad));
    ImGui::BeginGroup();
    const float text_width = width - 2 * pad;
    if (ui_fonts().title) ImGui::PushFont(ui_fonts().title);
    wrapped_text(title, text_width);
    if (ui_fonts().title) ImGui::PopFont();
    ImGui::Spacing();
    wrapped_text(what, text_width);
    ImGui::Spacing();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(p.text_muted));
    wrapped_text(how, text_width);
    ImGui::PopStyleColor();
    ImGui::EndGroup();
    const ImVec2 end(start.x + width, ImGui::GetItemRectMax().y + pad);
    dl->ChannelsSetCurrent(0);
    dl->AddRectFilled(start, end, p.panel, 8);
    dl->AddRect(start, end, p.panel_border, 8);
    dl->AddRectFilled(start, ImVec2(start.x + 5, end.y), p.accent, 8, ImDrawFlags_RoundCornersLeft);
    dl->ChannelsMerge();
    ImGui::SetCursorScreenPos(ImVec2(start.x, end.y));
    ImGui::Dummy(ImVec2(width, font * 0.5f));
}

}  // namespace arbiter::ui
