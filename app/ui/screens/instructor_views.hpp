// The four views of a class report on the instructor's screen (screens/instructor_screen.cpp):
// the roster, the heat map of candidates × articles (or topics), the mock exams with their
// topic breakdown, and the scheduled exams with each candidate's result or absence. Each draws what the centre's report holds; none talks to the server.
#pragma once

#include "app/core/centre/centre_report.hpp"

namespace arbiter::ui {

class TrainerApp;
struct InstructorState;

void draw_class_roster(TrainerApp& app, const centre::ClassReport& report);
void draw_class_heat_map(TrainerApp& app, InstructorState& state, const centre::ClassReport& report);
void draw_class_exams(TrainerApp& app, InstructorState& state, const centre::ClassReport& report);
// The class's scheduled exams, one at a time: its window, who passed, failed or has not sat it, and
// the topics of the result picked.
void draw_scheduled_exams(TrainerApp& app, InstructorState& state, const centre::ClassReport& report);

}  // namespace arbiter::ui
