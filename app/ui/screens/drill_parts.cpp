#include "app/ui/screens/drill_parts.hpp"

#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"

namespace arbiter::ui {

bool drill_primary_button(TrainerApp& app, const char* label, const std::string& target, ImVec2 size) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(palette().accent));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
    const bool pressed = ImGui::Button(label, size);
    ImGui::PopStyleColor(2);
    app.note_last_item(target);
    return pressed;
}

DrillResultChoice draw_drill_result_buttons(TrainerApp& app, const std::string& target_prefix, const char* back_key, bool saved,
                                            const std::string& save_error) {
    const auto& s = app.strings();
    DrillResultChoice choice;
    choice.again = drill_primary_button(app, s.c_str("drill.again"), target_prefix + "again");
    ImGui::SameLine();
    choice.back = ImGui::Button(s.c_str(back_key));
    app.note_last_item(target_prefix + "back");
    ImGui::SameLine();
    if (saved) ImGui::TextDisabled("%s", s.c_str("drill.saved"));
    else ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().danger), "%s", fill(s.get("drill.save_failed"), {{"error", save_error}}).c_str());
    return choice;
}

}  // namespace arbiter::ui
