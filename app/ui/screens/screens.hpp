// One draw function per screen, each in its own file screens/<name>_screen.cpp.
// They draw into the content area right of the sidebar; the page title is drawn by the shell.
#pragma once

namespace arbiter::ui {

class TrainerApp;

void draw_home_screen(TrainerApp& app);
void draw_practice_screen(TrainerApp& app);
void draw_quiz_screen(TrainerApp& app);
void draw_exam_screen(TrainerApp& app);
void draw_drill_screen(TrainerApp& app);
void draw_pairing_screen(TrainerApp& app);
void draw_review_screen(TrainerApp& app);
void draw_progress_screen(TrainerApp& app);
void draw_planner_screen(TrainerApp& app);
void draw_editor_screen(TrainerApp& app);
void draw_settings_screen(TrainerApp& app);
void draw_instructor_screen(TrainerApp& app);
void draw_gallery_screen(TrainerApp& app);

}  // namespace arbiter::ui
