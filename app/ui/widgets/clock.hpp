// The clock widget: two faces side by side (left and right, as the clock stands on the table).
// Chess: main time, with tenths in the last 10 seconds. Go: main time, then the byo-yomi periods
// left, the seconds of the current period with a bar, and the arbiter's count-out call.
#pragma once

#include <string>

#include "app/core/ui_strings.hpp"
#include "app/ui/widgets/clock_view.hpp"

namespace arbiter::ui {

// "1:30:00", "4:05", "0:09.3" (tenths below 10 s when `tenths_below_ten`). Negative shows 0:00.
std::string format_clock(double seconds, bool tenths_below_ten);

// Draws both faces across `width` pixels at the cursor; nothing when the scenario has no clock
// (`view.present` false).
void draw_clock(const ClockView& view, const UiStrings& strings, float width);

}  // namespace arbiter::ui
