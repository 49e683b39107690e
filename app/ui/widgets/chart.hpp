// Progress charts drawn with ImDrawList: a line chart (accuracy or retention over time) and a
// bar chart (accuracy by topic). Hovering shows the exact value.
#pragma once

#include <imgui.h>

#include "app/ui/widgets/chart_view.hpp"

namespace arbiter::ui {

// The y pixel of `value` in a plot from `top` to `bottom` spanning [y_min, y_max] (clamped).
float chart_y(float value, float y_min, float y_max, float top, float bottom);

void draw_line_chart(const char* id, const LineChartView& view, ImVec2 size);
void draw_bar_chart(const char* id, const BarChartView& view, ImVec2 size);

}  // namespace arbiter::ui
