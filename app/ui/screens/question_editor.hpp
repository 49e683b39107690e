// The editor's second half: a question of the bank written as a form (every type: single and
// multiple choice, true/false, numeric, ordering), read back through the real question loader and
// the bank's checks on every change, previewed and answerable as the candidate sees it, and saved
// as a question file. Drawn by the editor screen when "question" is chosen.
#pragma once

namespace arbiter::ui {

class TrainerApp;

void draw_question_editor(TrainerApp& app);

}  // namespace arbiter::ui
