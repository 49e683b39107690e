#include "app/ui/widgets/wrapped_text.hpp"

#include <imgui_internal.h>

#include <string>

namespace arbiter::ui {
namespace {

bool is_cjk(unsigned int c) {
    return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF) ||
           (c >= 0x3000 && c <= 0x303F);
}
// May not start a line.
bool is_closing(unsigned int c) {
    static constexpr std::u32string_view kClosing = U"，。、；：？！）」』”’》〉】…—,.;:?!)]}%";
    return kClosing.find(static_cast<char32_t>(c)) != std::u32string_view::npos;
}
// May not end a line.
bool is_opening(unsigned int c) {
    static constexpr std::u32string_view kOpening = U"（「『“‘《〈【([{";
    return kOpening.find(static_cast<char32_t>(c)) != std::u32string_view::npos;
}

struct Char {
    unsigned int code;
    std::size_t begin, end;  // byte offsets
    float advance;
};

}  // namespace

std::vector<std::string_view> wrap_lines(const ImFont& font, float size, std::string_view text, float width) {
    std::vector<std::string_view> lines;
    const float scale = size / font.FontSize;
    std::vector<Char> chars;
    for (std::size_t at = 0; at < text.size();) {
        unsigned int c = 0;
        const int bytes = ImTextCharFromUtf8(&c, text.data() + at, text.data() + text.size());
        if (bytes <= 0) break;
        const float advance = c == '\n' ? 0.0f : const_cast<ImFont&>(font).GetCharAdvance(static_cast<ImWchar>(c)) * scale;
        chars.push_back({c, at, at + static_cast<std::size_t>(bytes), advance});
        at += static_cast<std::size_t>(bytes);
    }
    // A break is allowed before chars[i] when ...
    const auto can_break_before = [&](std::size_t i) {
        if (i == 0 || i >= chars.size()) return false;
        const unsigned int prev = chars[i - 1].code, next = chars[i].code;
        if (is_closing(next) || is_opening(prev)) return false;
        return prev == ' ' || next == ' ' || is_cjk(prev) || is_cjk(next);
    };
    std::size_t line_start = 0;  // index into chars
    while (line_start < chars.size()) {
        float x = 0;
        std::size_t i = line_start, last_break = 0;
        bool explicit_break = false;
        for (; i < chars.size(); ++i) {
            if (chars[i].code == '\n') {
                explicit_break = true;
                break;
            }
            if (i > line_start && can_break_before(i)) last_break = i;
            x += chars[i].advance;
            if (x > width && i > line_start) break;
        }
        std::size_t end = i;  // exclusive
        if (!explicit_break && i < chars.size() && last_break > line_start) end = last_break;
        std::size_t trimmed = end;
        while (trimmed > line_start && chars[trimmed - 1].code == ' ') --trimmed;  // no trailing spaces
        const std::size_t b = chars[line_start].begin;
        const std::size_t e = trimmed > line_start ? chars[trimmed - 1].end : b;
        lines.push_back(text.substr(b, e - b));
        line_start = explicit_break ? end + 1 : end;
        while (!explicit_break && line_start < chars.size() && chars[line_start].code == ' ') ++line_start;
    }
    return lines;
}

void wrapped_text(std::string_view text, float width) {
    if (width <= 0) width = ImGui::GetContentRegionAvail().x;
    ImFont* font = ImGui::GetFont();
    for (std::string_view line : wrap_lines(*font, ImGui::GetFontSize(), text, width))
        ImGui::TextUnformatted(line.data(), line.data() + line.size());
}

void wrapped_text_muted(std::string_view text, float width) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    wrapped_text(text, width);
    ImGui::PopStyleColor();
}

}  // namespace arbiter::ui
