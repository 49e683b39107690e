#include <imgui.h>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"

namespace arbiter::ui {

// Practice: replay an incident, then rule on it. The replay needs the scenario loader and the
// adjudicator (trainer core); until they are connected this screen says what it will do.
void draw_practice_screen(TrainerApp& app) {
    const auto& s = app.strings();
    const auto& census = app.census();
    draw_empty_state(s.c_str(census.scenario_files ? "practice.title_found" : "practice.title_none"), s.c_str("practice.empty_what"),
                     s.c_str(census.scenario_files ? "practice.how_found" : "practice.how_none"));
    content_found_line(app, "content.scenarios_found", census.scenario_files, census.scenarios_dir.string());
    ImGui::Spacing();
    screen_link(app, s.c_str("practice.see_example"), "gallery", 0);
}

}  // namespace arbiter::ui
