#include "app/ui/screens/editor_parts.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <filesystem>
#include <fstream>

#include "app/ui/text_format.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

void editor_form_row(TrainerApp& app, const char* key, float label_width) {
    ImGui::TextUnformatted(app.strings().c_str(key));
    ImGui::SameLine(label_width);
    ImGui::SetNextItemWidth(-1);
}

void editor_save_bar(TrainerApp& app, std::string& path, const std::string& yaml, bool valid, std::string& message,
                     const std::string& path_target, const std::string& save_target) {
    const auto& s = app.strings();
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 6);
    ImGui::InputText(("##" + path_target).c_str(), &path);
    app.note_last_item(path_target);
    ImGui::SameLine();
    ImGui::BeginDisabled(!valid);
    if (ImGui::Button(s.c_str("editor.save"))) {
        std::error_code ignored;
        std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ignored);
        std::ofstream out(path);
        out << yaml;
        out.close();  // a full disk shows here, not later
        message = fill(s.get(out ? "editor.saved" : "editor.save_failed"), {{"path", path}});
    }
    ImGui::EndDisabled();
    app.note_last_item(save_target);
    if (!message.empty()) {
        app.ensure_glyphs(message);
        wrapped_text_muted(message);
    }
}

void editor_validation(TrainerApp& app, const std::vector<std::string>& problems, float width) {
    const auto& s = app.strings();
    if (problems.empty()) {
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().success), "%s", s.c_str("editor.valid"));
        return;
    }
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().danger), "%s",
                       fill(s.get("editor.problems"), {{"n", std::to_string(problems.size())}}).c_str());
    for (const auto& problem : problems) {
        app.ensure_glyphs(problem);
        ImGui::Bullet();
        wrapped_text(problem, width - ImGui::GetFontSize() * 1.5f);
    }
}

void editor_yaml_view(TrainerApp& app, std::string& yaml) {
    if (!ImGui::CollapsingHeader(app.strings().c_str("editor.yaml"))) return;
    app.ensure_glyphs(yaml);
    ImGui::InputTextMultiline("##yaml", &yaml, ImVec2(-1, ImGui::GetFontSize() * 14), ImGuiInputTextFlags_ReadOnly);
}

}  // namespace arbiter::ui
