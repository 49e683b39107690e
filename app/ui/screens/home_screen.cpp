#include <imgui.h>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "app/ui/widgets/empty_state.hpp"

namespace arbiter::ui {

// The start screen: what to do today (empty until there is training history), what the trainer is.
void draw_home_screen(TrainerApp& app) {
    const auto& s = app.strings();
    ImGui::TextDisabled("%s", s.c_str("app.subtitle"));
    ImGui::Spacing();
    draw_empty_state(s.c_str("home.today_title"), s.c_str("home.today_what"), s.c_str("home.today_how"));
    ImGui::Spacing();
    screen_link(app, s.c_str("home.start_practice"), "practice");
    ImGui::SameLine();
    screen_link(app, s.c_str("home.start_quiz"), "quiz");
    ImGui::SameLine();
    screen_link(app, s.c_str("home.see_planner"), "planner");
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::Spacing();
    wrapped_text(s.c_str("home.intro"));
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
