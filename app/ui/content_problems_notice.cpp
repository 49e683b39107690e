#include "app/ui/content_problems_notice.hpp"

#include <imgui.h>
#include <imgui_internal.h>  // ImGui::TreeNodeBehaviorIsOpen

#include <algorithm>
#include <string>

#include "app/core/problem_text.hpp"
#include "app/core/text_fill.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

void draw_content_problems_notice(TrainerApp& app) {
    const ContentErrors& strings_problems = app.load_errors();
    static const ContentErrors kNone;
    // The content's problems arrive with the content (loaded in the background at start).
    const ContentErrors& content_problems = app.data_ready() ? app.data().errors() : kNone;
    const std::size_t count = strings_problems.size() + content_problems.size();
    if (count == 0) return;
    const UiStrings& s = app.strings();
    // The header says what a click does: show the list when it is closed, hide it when open.
    const ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_SpanAvailWidth;
    const bool was_open = ImGui::TreeNodeBehaviorIsOpen(ImGui::GetID("##content_problems"), flags);
    const char* key = count == 1 ? (was_open ? "error.content_problem_open" : "error.content_problem")
                                 : (was_open ? "error.content_problems_open" : "error.content_problems");
    const std::string header = fill(s.get(key), {{"n", std::to_string(count)}});
    app.ensure_glyphs(header);
    app.note_text(header);
    // Red words on a quiet row: the theme's header blue under red text (hovered, just clicked)
    // was hard to read.
    ImGui::PushStyleColor(ImGuiCol_Text, palette().danger);
    ImGui::PushStyleColor(ImGuiCol_HeaderHovered, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
    ImGui::PushStyleColor(ImGuiCol_HeaderActive, ImGui::GetStyleColorVec4(ImGuiCol_FrameBgActive));
    // Closed at first: a long list would push every screen down; the count says there is one.
    const bool open = ImGui::TreeNodeEx("##content_problems", flags, "%s", header.c_str());
    ImGui::PopStyleColor(3);
    app.note_last_item("content_problems");
    if (open) {
        // At most eight lines tall; the rest scrolls, so the screen below stays in view.
        const float line = ImGui::GetTextLineHeightWithSpacing();
        const float height = line * static_cast<float>(std::min<std::size_t>(count, 8)) + ImGui::GetStyle().WindowPadding.y * 2;
        ImGui::BeginChild("##content_problem_list", ImVec2(0, height), true);
        for (const ContentErrors* problems : {&strings_problems, &content_problems})
            for (const ContentError& problem : *problems) {
                const std::string text = problem_line(problem, s);
                app.ensure_glyphs(text);
                app.note_text(text);
                wrapped_text(text);
            }
        ImGui::EndChild();
        ImGui::TreePop();
    }
    ImGui::Separator();
}

}  // namespace arbiter::ui
