#include "app/ui/screens/home_screen.hpp"

#include <imgui.h>

#include "app/ui/trainer_app.hpp"

namespace arbiter::ui {

void draw_home_screen(TrainerApp& app) {
    const auto& s = app.strings();
    ImGui::Spacing();
    ImGui::SetWindowFontScale(1.6f);
    ImGui::TextUnformatted(s.c_str("app.title"));
    ImGui::SetWindowFontScale(1.0f);
    ImGui::TextDisabled("%s", s.c_str("app.subtitle"));
    ImGui::Separator();
    ImGui::Spacing();
    ImGui::TextWrapped("%s", s.c_str("home.intro"));
    ImGui::Spacing();
    ImGui::TextUnformatted(s.c_str("home.games_heading"));
    ImGui::BulletText("%s", s.c_str("home.game_go"));
    ImGui::BulletText("%s", s.c_str("home.game_chess"));
    ImGui::Spacing();
    ImGui::TextUnformatted(s.c_str("home.grades_heading"));
    ImGui::BulletText("%s", s.c_str("home.grades_cn"));
    ImGui::BulletText("%s", s.c_str("home.grades_fide"));
}

}  // namespace arbiter::ui
