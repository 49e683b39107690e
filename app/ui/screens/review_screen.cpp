#include <imgui.h>

#include <cmath>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {


// Review: the items whose latest answer was not fully right (TrainingStatistics::mistakes), most
// recent first, and today's due reviews; "retry" opens the item again, recorded as a review.
void draw_review_screen(TrainerApp& app) {
    const auto& s = app.strings();
    auto& data = app.data();
    if (draw_store_unavailable(app)) return;
    const TrainingSummary& summary = data.summary();
    const std::string due = fill(s.get("review.due_line"), {{"n", std::to_string(summary.queue.due.size())}});
    wrapped_text(due);
    if (!summary.queue.due.empty()) {
        ImGui::SameLine();
        if (ImGui::Button(s.c_str("review.start_due"))) app.retry_item(summary.queue.due.front());
        app.note_last_item("review.start_due");
    }
    ImGui::Separator();
    if (summary.mistakes.empty()) {
        draw_empty_state(s.c_str("review.empty_title"), s.c_str("review.empty_what"), s.c_str("review.empty_how"));
        return;
    }
    section_title(fill(s.get("review.mistakes"), {{"n", std::to_string(summary.mistakes.size())}}).c_str());
    if (ImGui::BeginTable("##mistakes", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY)) {
        ImGui::TableSetupColumn(s.c_str("review.col_item"), ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn(s.c_str("review.col_kind"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(s.c_str("review.col_wrong"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableHeadersRow();
        for (const auto& mistake : summary.mistakes) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            const std::string title = item_summary(app, mistake.item_id);
            app.ensure_glyphs(title);
            ImGui::PushTextWrapPos(0);
            ImGui::TextUnformatted(title.c_str());
            ImGui::PopTextWrapPos();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(s.c_str(data.scenario(mistake.item_id) ? "review.kind_scenario" : "review.kind_question"));
            ImGui::TableNextColumn();
            ImGui::Text("%d", mistake.wrong_count);
            ImGui::TableNextColumn();
            ImGui::PushID(mistake.item_id.c_str());
            const bool exists = data.scenario(mistake.item_id) || data.question(mistake.item_id);
            ImGui::BeginDisabled(!exists);
            if (ImGui::SmallButton(s.c_str("review.retry"))) app.retry_item(mistake.item_id);
            ImGui::EndDisabled();
            app.note_last_item("review.retry." + mistake.item_id);
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
}

}  // namespace arbiter::ui
