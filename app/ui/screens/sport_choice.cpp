#include "app/ui/screens/sport_choice.hpp"

#include <imgui.h>

#include "app/core/training/sport_profile.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {
constexpr const char* kSports[] = {"go", "chess", "both"};
}  // namespace

void draw_sport_grade_form(TrainerApp& app, std::string& sport, std::string& grade, const std::string& prefix) {
    const auto& s = app.strings();
    ImGui::TextUnformatted(s.c_str("welcome.sport"));
    const float right = content_right_edge();  // the choices wrap in a narrow window
    for (const char* id : kSports) {
        same_line_if_fits(checkbox_width(s.get("sport." + std::string(id))), right);
        if (ImGui::RadioButton((s.get("sport." + std::string(id)) + "##" + prefix + id).c_str(), sport == id)) {
            sport = id;
            if (!training::grade_fits_sport(grade, sport)) grade.clear();  // FIDE titles are chess titles
        }
        app.note_last_item(prefix + ".sport." + id);
    }
    ImGui::TextUnformatted(s.c_str("welcome.grade"));
    int column = 0;
    for (const std::string_view grade_id : training::kGradeLadder) {
        const std::string id(grade_id);
        // Three a line: the Chinese grades, then the FIDE titles (fewer when they do not fit).
        if (column++ % 3 != 0) same_line_if_fits(checkbox_width(s.get("grade." + id)), right);
        else ImGui::Indent(ImGui::GetFontSize());
        ImGui::BeginDisabled(!training::grade_fits_sport(id, sport));
        if (ImGui::RadioButton((s.get("grade." + id) + "##" + prefix + id).c_str(), grade == id)) grade = id;
        ImGui::EndDisabled();
        app.note_last_item(prefix + ".grade." + id);
        if (column % 3 == 0) ImGui::Unindent(ImGui::GetFontSize());
    }
}

std::string all_sports_label(TrainerApp& app) {
    const std::string& sport = app.data().profile().sport;
    if (sport != "go" && sport != "chess") return {};
    const auto& s = app.strings();
    // With a target grade the toggle lifts it too: "show all sports and grades" (home says which
    // sport and grade the profile trains for).
    if (!training::levels_within_grade(app.data().profile().grade).empty()) return s.get("sport.all_sports_grades");
    return fill(s.get("sport.all_sports"), {{"sport", s.get("sport." + sport)}});
}

bool draw_all_sports_toggle(TrainerApp& app, const std::string& prefix) {
    auto& data = app.data();
    const std::string& sport = data.profile().sport;
    if (sport != "go" && sport != "chess") return false;
    bool all = data.all_sports();
    const std::string label = all_sports_label(app);
    const bool changed = fitted_checkbox(label, prefix.c_str(), &all);
    app.note_last_item(prefix + ".all_sports");
    if (changed) data.set_all_sports(all);
    return changed;
}

void draw_welcome(TrainerApp& app) {
    auto& data = app.data();
    if (!data.store() || !data.profile().sport.empty()) return;
    const auto& s = app.strings();
    auto& state = app.settings_state();
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const float font = ImGui::GetFontSize();
    ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x * 0.5f, viewport->WorkPos.y + viewport->WorkSize.y * 0.4f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(font * 34, 0));
    // "###welcome": one window whatever the language of its title.
    ImGui::Begin((s.get("welcome.title") + "###welcome").c_str(), nullptr,
                 ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize);
    ImGui::SetWindowFocus();
    wrapped_text(s.get("welcome.intro"));
    ImGui::Spacing();
    draw_sport_grade_form(app, state.welcome_sport, state.welcome_grade, "welcome");
    ImGui::Spacing();
    if (!state.sport_error.empty())
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().danger), "%s", state.sport_error.c_str());
    ImGui::BeginDisabled(state.welcome_sport.empty() || state.welcome_grade.empty());
    if (ImGui::Button(s.c_str("welcome.start"))) {
        if (data.set_sport(state.welcome_sport, state.welcome_grade, state.sport_error)) {
            state.sport_error.clear();
            app.practice() = {};
            app.quiz() = {};
        }
    }
    ImGui::EndDisabled();
    app.note_last_item("welcome.start");
    wrapped_text_muted(s.get("welcome.later"));
    ImGui::End();
}

}  // namespace arbiter::ui
