#include "app/ui/screens/editor_parts.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "app/core/paths.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

void editor_form_row(TrainerApp& app, const char* key, float label_width) {
    ImGui::TextUnformatted(app.strings().c_str(key));
    ImGui::SameLine(label_width);
    ImGui::SetNextItemWidth(-1);
}

void follow_id(SaveTarget& target, const std::filesystem::path& folder, const std::string& id) {
    const std::string automatic = (folder / ((id.empty() ? std::string("untitled") : id) + ".yaml")).string();
    if (target.path.empty() || target.path == target.automatic) target.path = automatic;
    target.automatic = automatic;
}

std::filesystem::path drafts_dir(const char* kind) { return user_data_dir() / "drafts" / kind; }

std::vector<std::filesystem::path> saved_drafts(const char* kind) {
    std::vector<std::pair<std::filesystem::file_time_type, std::filesystem::path>> found;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(drafts_dir(kind), ec))
        if (entry.path().extension() == ".yaml") found.emplace_back(entry.last_write_time(ec), entry.path());
    std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::filesystem::path> out;
    for (auto& [time, path] : found) out.push_back(std::move(path));
    return out;
}

namespace {
// Writes `text` to `path`, making its folders; false when it could not (a full disk shows at close).
bool write_file(const std::filesystem::path& path, const std::string& text) {
    std::error_code ignored;
    std::filesystem::create_directories(path.parent_path(), ignored);
    std::ofstream out(path);
    out << text;
    out.close();
    return static_cast<bool>(out);
}
}  // namespace

void editor_save_bar(TrainerApp& app, SaveTarget& target, const std::string& yaml, bool valid, const char* kind,
                     const std::string& path_target, const std::string& save_target) {
    const auto& s = app.strings();
    const std::string& button = s.get(valid ? "editor.save" : "editor.save_draft");
    ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 6,
                                     ImGui::GetContentRegionAvail().x - button_width(button) - ImGui::GetStyle().ItemSpacing.x));
    ImGui::InputText(("##" + path_target).c_str(), &target.path);
    app.note_last_item(path_target);
    ImGui::SameLine();
    if (valid) {
        if (ImGui::Button(button.c_str()))
            target.message = fill(s.get(write_file(target.path, yaml) ? "editor.saved" : "editor.save_failed"), {{"path", target.path}});
        app.note_last_item(save_target);
    } else {
        if (ImGui::Button(button.c_str())) {
            const auto draft = drafts_dir(kind) / std::filesystem::path(target.path).filename();
            target.message =
                fill(s.get(write_file(draft, yaml) ? "editor.saved_draft" : "editor.save_failed"), {{"path", draft.string()}});
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", s.c_str("editor.save_draft_help"));
        app.note_last_item(save_target + "_draft");
    }
    if (!target.message.empty()) {
        app.ensure_glyphs(target.message);
        wrapped_text_muted(target.message);
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
        app.note_text(problem);  // for scripts: `expect text` reads the problems as shown
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
