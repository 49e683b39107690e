#include "app/ui/widgets/chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

float chart_y(float value, float y_min, float y_max, float top, float bottom) {
    if (y_max <= y_min) return bottom;
    const float t = std::clamp((value - y_min) / (y_max - y_min), 0.0f, 1.0f);
    return bottom - t * (bottom - top);
}

namespace {

struct PlotArea {
    ImVec2 min, max;  // the plotting rectangle, inside the axis labels
};

std::string axis_number(float value, const std::string& suffix) {
    char text[32];
    std::snprintf(text, sizeof text, "%.0f", static_cast<double>(value));
    return text + suffix;
}

// Frame, title, horizontal grid with y labels; returns the plotting rectangle.
PlotArea draw_frame(const char* title, ImVec2 origin, ImVec2 size, float y_min, float y_max, const std::string& suffix,
                    float bottom_room) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Palette& p = palette();
    const float font = ImGui::GetFontSize();
    dl->AddRectFilled(origin, ImVec2(origin.x + size.x, origin.y + size.y), p.panel, 6);
    dl->AddRect(origin, ImVec2(origin.x + size.x, origin.y + size.y), p.panel_border, 6);
    dl->AddText(ImVec2(origin.x + font * 0.6f, origin.y + font * 0.4f), ImGui::GetColorU32(ImGuiCol_Text), title);
    const float label_width = ImGui::CalcTextSize(axis_number(y_max, suffix).c_str()).x + font * 0.8f;
    PlotArea area{ImVec2(origin.x + label_width + font * 0.4f, origin.y + font * 2.2f),
                   ImVec2(origin.x + size.x - font * 0.8f, origin.y + size.y - bottom_room)};
    // Four steps of the grid when a label fits between two lines, else two, else one (a short
    // chart at a large text size would print its labels on top of each other).
    const float height = area.max.y - area.min.y;
    const int steps = height / 4 >= font * 1.2f ? 4 : height / 2 >= font * 1.2f ? 2 : 1;
    for (int i = 0; i <= steps; ++i) {
        const float v = y_min + (y_max - y_min) * static_cast<float>(i) / static_cast<float>(steps);
        const float y = chart_y(v, y_min, y_max, area.min.y, area.max.y);
        dl->AddLine(ImVec2(area.min.x, y), ImVec2(area.max.x, y), p.chart_grid, 1.0f);
        const std::string label = axis_number(v, suffix);
        const ImVec2 w = ImGui::CalcTextSize(label.c_str());
        dl->AddText(ImVec2(area.min.x - w.x - font * 0.4f, y - w.y / 2), p.text_muted, label.c_str());
    }
    return area;
}

}  // namespace

void draw_line_chart(const char* id, const LineChartView& view, ImVec2 size) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton(id, size);
    const bool hovered = ImGui::IsItemHovered();
    const float font = ImGui::GetFontSize();
    const bool legend = view.series.size() > 1;
    const PlotArea area = draw_frame(view.title.c_str(), origin, size, view.y_min, view.y_max, view.y_suffix,
                                     font * (legend ? 3.4f : 2.0f));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Palette& p = palette();
    const int n = static_cast<int>(view.x_labels.size());
    const auto x_of = [&](int i) {
        return n <= 1 ? (area.min.x + area.max.x) / 2
                      : area.min.x + (area.max.x - area.min.x) * static_cast<float>(i) / static_cast<float>(n - 1);
    };
    // x labels: as many as fit without touching
    if (n > 0) {
        const float widest = ImGui::CalcTextSize(view.x_labels.back().c_str()).x + font;
        const int every = std::max(1, static_cast<int>(std::ceil(widest / std::max(1.0f, (area.max.x - area.min.x) / static_cast<float>(std::max(1, n - 1))))));
        for (int i = 0; i < n; i += every) {
            const ImVec2 w = ImGui::CalcTextSize(view.x_labels[static_cast<std::size_t>(i)].c_str());
            // Centred under its point, but inside the chart's frame (the last one would stick out).
            const float x = std::clamp(x_of(i) - w.x / 2, origin.x + 2, origin.x + size.x - w.x - 2);
            dl->AddText(ImVec2(x, area.max.y + font * 0.3f), p.text_muted,
                        view.x_labels[static_cast<std::size_t>(i)].c_str());
        }
    }
    int hover_index = -1;
    if (hovered && n > 0) {
        const float mx = ImGui::GetIO().MousePos.x;
        float best = 1e9f;
        for (int i = 0; i < n; ++i)
            if (std::fabs(x_of(i) - mx) < best) best = std::fabs(x_of(i) - mx), hover_index = i;
        dl->AddLine(ImVec2(x_of(hover_index), area.min.y), ImVec2(x_of(hover_index), area.max.y), p.panel_border, 1.0f);
    }
    float legend_x = area.min.x;
    for (std::size_t s = 0; s < view.series.size(); ++s) {
        const ChartSeries& series = view.series[s];
        const ImU32 colour = series.colour ? series.colour : p.series[s % 4];
        // Polyline broken at gaps (NaN: no attempts that day).
        ImVec2 previous;
        bool have_previous = false;
        for (int i = 0; i < n && i < static_cast<int>(series.values.size()); ++i) {
            const float v = series.values[static_cast<std::size_t>(i)];
            if (std::isnan(v)) {
                have_previous = false;
                continue;
            }
            const ImVec2 point(x_of(i), chart_y(v, view.y_min, view.y_max, area.min.y, area.max.y));
            if (have_previous) dl->AddLine(previous, point, colour, 2.5f);
            dl->AddCircleFilled(point, 3.5f, colour, 12);
            previous = point;
            have_previous = true;
        }
        if (legend) {
            const float y = origin.y + size.y - font * 1.5f;
            dl->AddRectFilled(ImVec2(legend_x, y + font * 0.3f), ImVec2(legend_x + font * 0.8f, y + font * 0.7f), colour);
            // The last entries give way with an ellipsis rather than run under the next panel.
            const std::string label = ellipsized(*ImGui::GetFont(), font, series.label, origin.x + size.x - font * 0.6f - (legend_x + font * 1.1f));
            dl->AddText(ImVec2(legend_x + font * 1.1f, y), ImGui::GetColorU32(ImGuiCol_Text), label.c_str());
            legend_x += font * 2.0f + ImGui::CalcTextSize(series.label.c_str()).x;
        }
    }
    if (hover_index >= 0) {
        ImGui::BeginTooltip();
        ImGui::TextUnformatted(view.x_labels[static_cast<std::size_t>(hover_index)].c_str());
        for (const auto& series : view.series) {
            if (hover_index >= static_cast<int>(series.values.size())) continue;
            const float v = series.values[static_cast<std::size_t>(hover_index)];
            if (std::isnan(v)) ImGui::Text("%s: —", series.label.c_str());
            else ImGui::Text("%s: %.0f%s", series.label.c_str(), static_cast<double>(v), view.y_suffix.c_str());
        }
        ImGui::EndTooltip();
    }
}

void draw_bar_chart(const char* id, const BarChartView& view, ImVec2 size) {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton(id, size);
    const bool hovered = ImGui::IsItemHovered();
    const float font = ImGui::GetFontSize();
    const PlotArea area = draw_frame(view.title.c_str(), origin, size, 0, view.y_max, view.y_suffix, font * 2.8f);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Palette& p = palette();
    const int n = static_cast<int>(std::min(view.categories.size(), view.values.size()));
    if (n == 0) {
        // An empty chart says why, in the middle of its plot.
        const auto lines = wrap_lines(*ImGui::GetFont(), font, view.empty_note, area.max.x - area.min.x - font * 2);
        float y = (area.min.y + area.max.y) / 2 - static_cast<float>(lines.size()) * ImGui::GetTextLineHeight() / 2;
        for (const auto& line : lines) {
            const std::string text(line);
            const float w = ImGui::CalcTextSize(text.c_str()).x;
            dl->AddText(ImVec2((area.min.x + area.max.x - w) / 2, y), ImGui::GetColorU32(ImGuiCol_TextDisabled), text.c_str());
            y += ImGui::GetTextLineHeight();
        }
        return;
    }
    const float slot = (area.max.x - area.min.x) / static_cast<float>(n);
    const float bar = std::min(slot * 0.6f, font * 3.0f);
    for (int i = 0; i < n; ++i) {
        const float cx = area.min.x + slot * (static_cast<float>(i) + 0.5f);
        const float v = view.values[static_cast<std::size_t>(i)];
        const float top = chart_y(v, 0, view.y_max, area.min.y, area.max.y);
        const ImVec2 a(cx - bar / 2, top), b(cx + bar / 2, area.max.y);
        const bool hot = hovered && ImGui::IsMouseHoveringRect(ImVec2(cx - slot / 2, area.min.y), ImVec2(cx + slot / 2, area.max.y));
        dl->AddRectFilled(a, b, hot ? p.series[1] : p.series[0], 3, ImDrawFlags_RoundCornersTop);
        char value[32];
        std::snprintf(value, sizeof value, "%.0f%s", static_cast<double>(v), view.y_suffix.c_str());
        const ImVec2 vw = ImGui::CalcTextSize(value);
        dl->AddText(ImVec2(cx - vw.x / 2, top - vw.y - 2), ImGui::GetColorU32(ImGuiCol_Text), value);
        // Category names wrap on to two lines within their slot; a longer one ends with "…"
        // (the whole name is in the tooltip).
        const std::string& label = view.categories[static_cast<std::size_t>(i)];
        const ImFont& label_font = *ImGui::GetFont();
        const float room = slot - 4;
        const auto lines = wrap_lines(label_font, font, label, room);
        for (std::size_t k = 0; k < lines.size() && k < 2; ++k) {
            std::string line(lines[k]);
            if (k == 1 && lines.size() > 2) line = ellipsized(label_font, font, std::string(lines[1]) + " " + std::string(lines[2]), room);
            else line = ellipsized(label_font, font, line, room);  // one word wider than the slot
            const float lw = ImGui::CalcTextSize(line.c_str()).x;
            dl->AddText(ImVec2(cx - lw / 2, area.max.y + font * 0.3f + static_cast<float>(k) * font * 1.15f), p.text_muted, line.c_str());
        }
        if (hot) {
            ImGui::BeginTooltip();
            ImGui::Text("%s: %s", label.c_str(), value);
            if (i < static_cast<int>(view.counts.size())) ImGui::Text("n = %d", view.counts[static_cast<std::size_t>(i)]);
            ImGui::EndTooltip();
        }
    }
}

}  // namespace arbiter::ui
