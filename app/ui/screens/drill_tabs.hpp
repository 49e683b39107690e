// The tabs of the drill screen (drill_screen.cpp), one timed drill each, each in its own file:
// intervention_tab.cpp (when the arbiter must step in) and countout_tab.cpp (the Go byo-yomi count-out). A new drill writes <name>_tab.cpp with its
// draw function, declares it here, and adds a row to the tab table in drill_screen.cpp.
#pragma once

namespace arbiter::ui {

class TrainerApp;

void draw_intervention_tab(TrainerApp& app);
void draw_countout_tab(TrainerApp& app);

}  // namespace arbiter::ui
