#include <imgui.h>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"

namespace arbiter::ui {

// Review: mistakes with the right ruling, scheduled by spaced repetition. Needs the store.
void draw_review_screen(TrainerApp& app) {
    const auto& s = app.strings();
    draw_empty_state(s.c_str("review.empty_title"), s.c_str("review.empty_what"), s.c_str("review.empty_how"));
    ImGui::Spacing();
    screen_link(app, s.c_str("home.start_practice"), "practice");
    ImGui::SameLine();
    screen_link(app, s.c_str("home.start_quiz"), "quiz");
}

}  // namespace arbiter::ui
