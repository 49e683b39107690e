#include <imgui.h>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"

namespace arbiter::ui {

// Quiz: questions from the question bank, graded at once. Waits for the trainer core.
void draw_quiz_screen(TrainerApp& app) {
    const auto& s = app.strings();
    const auto& census = app.census();
    draw_empty_state(s.c_str(census.question_files ? "quiz.title_found" : "quiz.title_none"), s.c_str("quiz.empty_what"),
                     s.c_str(census.question_files ? "quiz.how_found" : "quiz.how_none"));
    content_found_line(app, "content.questions_found", census.question_files, census.question_bank_dir.string());
}

}  // namespace arbiter::ui
