#include "app/ui/widgets/timeline.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/widgets/clock.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

float timeline_position(const TimelineView& view, int index) {
    const int n = static_cast<int>(view.events.size());
    if (n <= 1 || index < 0) return 0.0f;
    index = std::min(index, n - 1);
    const double t0 = view.events.front().seconds, t1 = view.events.back().seconds;
    if (t1 - t0 <= 0) return static_cast<float>(index) / static_cast<float>(n - 1);
    return static_cast<float>(std::clamp((view.events[static_cast<std::size_t>(index)].seconds - t0) / (t1 - t0), 0.0, 1.0));
}

int timeline_nearest_event(const TimelineView& view, float fraction) {
    int best = -1;
    float best_distance = 2.0f;
    for (int i = 0; i < static_cast<int>(view.events.size()); ++i) {
        const float d = std::fabs(timeline_position(view, i) - fraction);
        if (d < best_distance) {  // strict: of events at one time, the first wins
            best = i;
            best_distance = d;
        }
    }
    return best;
}

int timeline_incident(const TimelineView& view) {
    for (int i = 0; i < static_cast<int>(view.events.size()); ++i)
        if (view.events[static_cast<std::size_t>(i)].incident) return i;
    return -1;
}

namespace {

enum class Icon { ToStart, StepBack, Play, Pause, StepForward, ToEnd };

// A square button with a drawn icon (no font needed) and a tooltip in the interface language.
bool icon_button(const char* id, Icon icon, const char* tooltip, bool enabled) {
    const float side = ImGui::GetFrameHeight();
    if (!enabled) ImGui::BeginDisabled();
    const bool pressed = ImGui::Button(id, ImVec2(side * 1.3f, side));
    if (!enabled) ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) ImGui::SetTooltip("%s", tooltip);
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    const ImVec2 c((a.x + b.x) / 2, (a.y + b.y) / 2);
    const float h = side * 0.22f;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 col = ImGui::GetColorU32(enabled ? ImGuiCol_Text : ImGuiCol_TextDisabled);
    const auto right = [&](float x) { dl->AddTriangleFilled(ImVec2(x - h * 0.8f, c.y - h), ImVec2(x - h * 0.8f, c.y + h), ImVec2(x + h * 0.8f, c.y), col); };
    const auto left = [&](float x) { dl->AddTriangleFilled(ImVec2(x + h * 0.8f, c.y - h), ImVec2(x + h * 0.8f, c.y + h), ImVec2(x - h * 0.8f, c.y), col); };
    const auto bar = [&](float x) { dl->AddRectFilled(ImVec2(x - h * 0.18f, c.y - h), ImVec2(x + h * 0.18f, c.y + h), col); };
    switch (icon) {
        case Icon::ToStart: bar(c.x - h); left(c.x + h * 0.2f); break;
        case Icon::StepBack: left(c.x); break;
        case Icon::Play: right(c.x + h * 0.1f); break;
        case Icon::Pause: bar(c.x - h * 0.4f); bar(c.x + h * 0.4f); break;
        case Icon::StepForward: right(c.x); break;
        case Icon::ToEnd: right(c.x - h * 0.2f); bar(c.x + h); break;
    }
    return pressed;
}

}  // namespace

TimelineAction draw_timeline(const TimelineView& view, const UiStrings& strings, float width) {
    TimelineAction action;
    const int n = static_cast<int>(view.events.size());
    const int last = n - 1;
    ImGui::PushID("timeline");
    const float row_right = ImGui::GetCursorScreenPos().x + width;
    if (icon_button("##start", Icon::ToStart, strings.c_str("timeline.to_start"), view.current > -1))
        action.kind = TimelineAction::Kind::ToStart;
    const float icon_width = ImGui::GetFrameHeight() * 1.3f;
    same_line_if_fits(icon_width, row_right);
    if (icon_button("##back", Icon::StepBack, strings.c_str("timeline.step_back"), view.current > -1))
        action.kind = TimelineAction::Kind::StepBack;
    same_line_if_fits(icon_width, row_right);
    if (view.playing) {
        if (icon_button("##pause", Icon::Pause, strings.c_str("timeline.pause"), true)) action.kind = TimelineAction::Kind::Pause;
    } else if (icon_button("##play", Icon::Play, strings.c_str("timeline.play"), view.current < last)) {
        action.kind = TimelineAction::Kind::Play;
    }
    same_line_if_fits(icon_width, row_right);
    if (icon_button("##forward", Icon::StepForward, strings.c_str("timeline.step_forward"), view.current < last))
        action.kind = TimelineAction::Kind::StepForward;
    same_line_if_fits(icon_width, row_right);
    if (icon_button("##end", Icon::ToEnd, strings.c_str("timeline.to_end"), view.current < last))
        action.kind = TimelineAction::Kind::ToEnd;
    const int incident = timeline_incident(view);
    // In a narrow column the button and the count go on to the next line.
    same_line_if_fits(button_width(strings.get("timeline.jump_to_incident")), row_right);
    if (incident < 0) ImGui::BeginDisabled();
    if (ImGui::Button(strings.c_str("timeline.jump_to_incident"))) action = {TimelineAction::Kind::JumpToIncident, incident};
    if (incident < 0) ImGui::EndDisabled();
    const std::string count = std::to_string(view.current + 1) + " / " + std::to_string(n);
    same_line_if_fits(ImGui::CalcTextSize(count.c_str()).x, row_right);
    ImGui::TextDisabled("%s", count.c_str());

    // The track.
    const float font = ImGui::GetFontSize();
    const float height = font * 1.8f;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("##track", ImVec2(width, height));
    const bool active = ImGui::IsItemActive();
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const Palette& p = palette();
    const float pad = font * 0.6f;
    const float x0 = origin.x + pad, x1 = origin.x + width - pad, mid = origin.y + height / 2;
    const auto x_of = [&](int i) { return x0 + (x1 - x0) * timeline_position(view, i); };
    dl->AddRectFilled(ImVec2(x0, mid - 3), ImVec2(x1, mid + 3), p.panel_border, 3);
    if (view.current >= 0 && n > 0) dl->AddRectFilled(ImVec2(x0, mid - 3), ImVec2(x_of(view.current), mid + 3), p.accent, 3);
    for (int i = 0; i < n; ++i) {
        const bool is_incident = view.events[static_cast<std::size_t>(i)].incident;
        const float x = x_of(i);
        const float h = is_incident ? height * 0.45f : height * 0.25f;
        dl->AddLine(ImVec2(x, mid - h), ImVec2(x, mid + h), is_incident ? p.danger : p.text_muted, is_incident ? 3.0f : 1.5f);
    }
    if (n > 0) {
        const float x = view.current >= 0 ? x_of(view.current) : x0;
        dl->AddCircleFilled(ImVec2(x, mid), font * 0.45f, p.accent, 24);
        dl->AddCircle(ImVec2(x, mid), font * 0.45f, IM_COL32(255, 255, 255, 255), 24, 2.0f);
    }
    if (n > 0 && (hovered || active)) {
        const float fraction = std::clamp((ImGui::GetIO().MousePos.x - x0) / std::max(1.0f, x1 - x0), 0.0f, 1.0f);
        const int nearest = timeline_nearest_event(view, fraction);
        if (nearest >= 0) {
            const auto& e = view.events[static_cast<std::size_t>(nearest)];
            ImGui::SetTooltip("%s  %s", format_clock(e.seconds, false).c_str(), e.label.c_str());
            if (active && nearest != view.current) action = {TimelineAction::Kind::Seek, nearest};
        }
    }

    // Where the replay stands, in words.
    if (view.current >= 0 && view.current < n) {
        const auto& e = view.events[static_cast<std::size_t>(view.current)];
        // Game time elapsed, said in words: next to clocks that count down, a bare "3:00" reads as time left.
        const std::string when = fill(strings.get("timeline.at"), {{"t", format_clock(e.seconds, false)}});
        wrapped_text(when + "  " + e.label, width);
        if (e.incident) ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(p.danger), "%s", strings.c_str("timeline.incident"));
    } else {
        ImGui::TextDisabled("%s", strings.c_str("timeline.start_position"));
    }
    ImGui::PopID();
    return action;
}

}  // namespace arbiter::ui
