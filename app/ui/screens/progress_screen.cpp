#include <imgui.h>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"

namespace arbiter::ui {

// Progress: accuracy and retention over time, by topic. Needs the store's statistics; never
// shows invented numbers — the chart examples live in the gallery, labelled as examples.
void draw_progress_screen(TrainerApp& app) {
    const auto& s = app.strings();
    draw_empty_state(s.c_str("progress.empty_title"), s.c_str("progress.empty_what"), s.c_str("progress.empty_how"));
    ImGui::Spacing();
    screen_link(app, s.c_str("progress.see_example"), "gallery", 2);
}

}  // namespace arbiter::ui
