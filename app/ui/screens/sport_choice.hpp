// The candidate's sport and target grade in the trainer: the first-start welcome that asks for them,
// the form the settings screen shares with it, and the "all sports" toggle the training screens
// show while they follow the profile's sport (docs/ui.md § Sport and grade).
#pragma once

#include <string>

namespace arbiter::ui {

class TrainerApp;

// Radio buttons for sport (围棋 / 国际象棋 / both) and grade (cn-3 ... fide-ia; the FIDE titles are
// off for Go). Targets "<prefix>.sport.<id>" and "<prefix>.grade.<id>". Changes `sport`/`grade`.
void draw_sport_grade_form(TrainerApp& app, std::string& sport, std::string& grade, const std::string& prefix);

// One click between "the profile's sport" and "all sports" (target "<prefix>.all_sports"); drawn
// only when the profile has one sport. Returns true when it changed.
// The toggle's label ("Show all sports (not only Go)"), empty when it is not drawn.
std::string all_sports_label(TrainerApp& app);
bool draw_all_sports_toggle(TrainerApp& app, const std::string& prefix);

// The welcome over the screen at first start: a profile with no sport. Nothing when one is chosen.
void draw_welcome(TrainerApp& app);

}  // namespace arbiter::ui
