// What the clock widget draws: a chess clock or a Go clock with byo-yomi. The times and the
// arbiter's count-out call come from the engine's clock (engine/clock); the widget only shows them.
#pragma once

#include <string>

namespace arbiter::ui {

struct ClockSideView {
    std::string player;           // "黑方 王磊", "White" ... already in the interface language
    double main_seconds = 0;      // main time left
    bool in_byoyomi = false;      // Go: main time used up, counting periods
    int periods_left = 0;         // Go: byo-yomi periods left (including the current one)
    double period_seconds = 0;    // Go: seconds left in the current period
    bool to_move = false;         // this side's clock is the one running (or would run)
    bool flag_fallen = false;     // chess: the flag has fallen; Go: the last period ran out
};

struct ClockView {
    enum class Kind { Chess, GoByoyomi };
    Kind kind = Kind::Chess;
    ClockSideView left;
    ClockSideView right;
    bool running = false;         // true while time passes: the window then redraws a few times a second
    double period_length = 30;    // Go: the length of one byo-yomi period, for the progress bar
    std::string count_out;        // Go: the arbiter's call now ("第 3 次读秒，7"), from the engine
    std::string control;          // the time control in words ("90 分钟 + 每步 30 秒"), shown small
    // False when the scenario sets no clock (a seat left, a phone rang): draw_clock then draws
    // nothing, as two faces at 0:00 with one side "to move" would read as a fallen flag.
    bool present = true;
};

}  // namespace arbiter::ui
