// A question of the bank on screen (quiz, review, exam): the prompt, the inputs its type needs,
// and after checking the feedback with the answer, the sources and the explanation.
#pragma once

#include <string>

#include "app/core/content/question.hpp"
#include "app/ui/screens/screen_state.hpp"

namespace arbiter::ui {

class TrainerApp;

// Draws the prompt and inputs; `locked` once answered. Targets: "<prefix>.option.N",
// "<prefix>.true", "<prefix>.false", "<prefix>.number". Returns true when the response changed.
bool draw_question_card(TrainerApp& app, const content::Question& question, QuestionCardState& card, bool locked,
                        const std::string& prefix);
// Right or wrong, the correct answer, the explanation and the sources.
void draw_question_feedback(TrainerApp& app, const content::Question& question, const training::Feedback& result);
// "《…》第 20 条" for a question's source.
std::string source_label(TrainerApp& app, const content::SourceRef& source);

}  // namespace arbiter::ui
