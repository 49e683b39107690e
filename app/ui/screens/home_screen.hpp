#pragma once

namespace arbiter::ui {
class TrainerApp;
// The start screen: what the trainer is and what to do next.
void draw_home_screen(TrainerApp& app);
}  // namespace arbiter::ui
