#include "app/ui/widgets/fitted_text.hpp"

#include <algorithm>

namespace arbiter::ui {

namespace {

constexpr std::string_view kEllipsis = "…";

float width_of(const ImFont& font, float size, std::string_view text) {
    return font.CalcTextSizeA(size, 1e9f, 0, text.data(), text.data() + text.size()).x;
}

float available(float width) { return width > 0 ? width : ImGui::GetContentRegionAvail().x; }

void tooltip_if_shortened(std::string_view shown, std::string_view text) {
    if (shown.size() == text.size() || !ImGui::IsItemHovered()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
    ImGui::TextUnformatted(text.data(), text.data() + text.size());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

void fitted(std::string_view text, float width, bool muted) {
    const std::string shown = ellipsized(*ImGui::GetFont(), ImGui::GetFontSize(), text, available(width));
    if (muted) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextUnformatted(shown.c_str(), shown.c_str() + shown.size());
    if (muted) ImGui::PopStyleColor();
    tooltip_if_shortened(shown, text);
}

}  // namespace

std::string ellipsized(const ImFont& font, float size, std::string_view text, float width) {
    if (width_of(font, size, text) <= width) return std::string(text);
    const float room = width - std::max(width_of(font, size, kEllipsis), width_of(font, size, "..."));
    if (room < 0) return {};
    // Binary search over byte positions, then back to a character boundary: the widest prefix
    // that fits (text widths only grow with more characters).
    std::size_t low = 0, high = text.size();
    while (low < high) {
        const std::size_t mid = (low + high + 1) / 2;
        if (width_of(font, size, text.substr(0, mid)) <= room) low = mid;
        else high = mid - 1;
    }
    std::size_t end = low;
    // A prefix ending inside a character ends before it instead.
    while (end > 0 && end < text.size() && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    while (end > 0 && text[end - 1] == ' ') --end;  // "word …" reads worse than "word…"
    // The CJK fonts centre "…" on the line, as Chinese sets it; after a Latin letter three dots
    // on the baseline read as English expects.
    const bool latin = end > 0 && static_cast<unsigned char>(text[end - 1]) < 0x80;
    return std::string(text.substr(0, end)) + (latin ? std::string("...") : std::string(kEllipsis));
}

void fitted_text(std::string_view text, float width) { fitted(text, width, false); }
void fitted_text_muted(std::string_view text, float width) { fitted(text, width, true); }

bool fitted_selectable(std::string_view label, const char* id, bool selected, float width) {
    const float room = available(width) - ImGui::GetStyle().FramePadding.x;
    // "###": the identity is the id alone, whatever part of the label fits.
    const std::string shown = ellipsized(*ImGui::GetFont(), ImGui::GetFontSize(), label, room);
    const bool clicked = ImGui::Selectable((shown + "###" + id).c_str(), selected, 0, ImVec2(width > 0 ? width : 0, 0));
    tooltip_if_shortened(shown, label);
    return clicked;
}

bool fitted_checkbox(std::string_view label, const char* id, bool* value) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() - style.ItemInnerSpacing.x;
    const std::string shown = ellipsized(*ImGui::GetFont(), ImGui::GetFontSize(), label, room);
    const bool changed = ImGui::Checkbox((shown + "###" + id).c_str(), value);
    tooltip_if_shortened(shown, label);
    return changed;
}

void same_line_if_fits(float item_width, float right_edge) {
    const float next_x = ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x;
    if (next_x + item_width <= right_edge) ImGui::SameLine();
}

float content_right_edge() { return ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x; }

float checkbox_width(std::string_view label) {
    return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + text_width(label);
}

float text_width(std::string_view text) { return ImGui::CalcTextSize(text.data(), text.data() + text.size(), true).x; }

float button_width(std::string_view label) {
    return ImGui::CalcTextSize(label.data(), label.data() + label.size(), true).x + ImGui::GetStyle().FramePadding.x * 2;
}

}  // namespace arbiter::ui
