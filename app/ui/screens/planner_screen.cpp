#include <imgui.h>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"

namespace arbiter::ui {

// Planner: the certification path (三级 → 国家级, FIDE FA/IA) from the certification facts.
void draw_planner_screen(TrainerApp& app) {
    const auto& s = app.strings();
    draw_empty_state(s.c_str("planner.empty_title"), s.c_str("planner.empty_what"), s.c_str("planner.empty_how"));
}

}  // namespace arbiter::ui
