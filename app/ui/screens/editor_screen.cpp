#include <imgui.h>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"

namespace arbiter::ui {

// Editor (instructors): scenarios set up by clicking or imported, events on a timeline, prompts in
// three languages, the engine's ruling, YAML out. Needs the content loader and the adjudicator.
void draw_editor_screen(TrainerApp& app) {
    const auto& s = app.strings();
    const auto& census = app.census();
    draw_empty_state(s.c_str("editor.empty_title"), s.c_str("editor.empty_what"), s.c_str("editor.empty_how"));
    content_found_line(app, "content.scenarios_found", census.scenario_files, census.scenarios_dir.string());
}

}  // namespace arbiter::ui
