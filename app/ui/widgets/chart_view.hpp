// Progress charts: a line chart (accuracy or retention over time) and a bar chart (by topic).
// The numbers come from the trainer core's statistics; the widget only draws them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace arbiter::ui {

struct ChartSeries {
    std::string label;          // legend text
    std::vector<float> values;  // one per x label; NaN leaves a gap (no attempts that day)
    std::uint32_t colour = 0;   // ImGui packed ABGR; 0 picks from the palette
};

struct LineChartView {
    std::string title;
    std::vector<std::string> x_labels;  // dates, sessions ...; every few are shown
    std::vector<ChartSeries> series;
    float y_min = 0;
    float y_max = 100;
    std::string y_suffix = "%";         // appended to the axis numbers
};

struct BarChartView {
    std::string title;
    std::vector<std::string> categories;  // topics
    std::vector<float> values;
    std::vector<int> counts;              // optional: attempts behind each bar, shown as "n=12"
    float y_max = 100;
    std::string y_suffix = "%";
    // Said in the plot when there is no bar, so an empty chart tells why ("no topic has three answers yet").
    std::string empty_note;
};

}  // namespace arbiter::ui
