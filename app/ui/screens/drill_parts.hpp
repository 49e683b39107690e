// What the drill screen's tabs (countout_tab.cpp, intervention_tab.cpp) draw alike: the primary
// button of a drill and the row under a drill's result.
#pragma once

#include <imgui.h>

#include <string>

namespace arbiter::ui {

class TrainerApp;

// A button in the accent colour (Start, Call, Stop the clock, Again). `target` names it for scripts.
bool drill_primary_button(TrainerApp& app, const char* label, const std::string& target, ImVec2 size = ImVec2(0, 0));

struct DrillResultChoice {
    bool again = false;
    bool back = false;
};

// "Again", "choose another …" and whether the result reached the store, on one line.
DrillResultChoice draw_drill_result_buttons(TrainerApp& app, const std::string& target_prefix, const char* back_key, bool saved,
                                            const std::string& save_error);

}  // namespace arbiter::ui
