// An honest empty state: what will appear here, and how to get it. Shown wherever a screen has
// no data yet — never sample numbers dressed up as the user's own.
#pragma once

namespace arbiter::ui {

// `title` large, then `what` (what this place will show) and `how` (what to do to fill it).
void draw_empty_state(const char* title, const char* what, const char* how);

}  // namespace arbiter::ui
