// The instructor's heat map (screens/instructor_screen.cpp): candidates × articles (or topics) of
// a class report, each cell a candidate's mean score under that article and how many answers it
// rests on. Shaped here, apart from the drawing, so a test can check it without a window.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/core/centre/centre_report.hpp"

namespace arbiter::ui {

enum class HeatAxis { Articles, Topics };

struct HeatCell {
    int answers = 0;      // 0: the candidate has not answered anything under this column
    double accuracy = 0;  // mean score, 0..1
};

struct HeatColumn {
    std::string key;      // the article ("cn-go-2002 17.1") or topic as the server has it
    std::string label;    // what the header shows: the key without the common document ("17.1")
    int answers = 0;      // the whole class's answers under it
    double accuracy = 0;  // the class's mean score under it (each answer counts once)
};

struct HeatMap {
    // The document every article shares ("cn-go-2002"), said once above the map; empty when the
    // articles come from several documents (then each header keeps its whole name) or for topics.
    std::string common_prefix;
    std::vector<std::string> candidates;       // the rows: the roster, in its order (by name)
    std::vector<HeatColumn> columns;           // the class's weakest first, then by key
    std::vector<std::vector<HeatCell>> cells;  // [row][column]
};

HeatMap make_heat_map(const centre::ClassReport& report, HeatAxis axis);

// The band a mean score falls in, for the cell's colour: 0 below 50 %, 1 below 70 %, 2 below
// 85 %, 3 from 85 %. The figure is always written in the cell too: colour is never the only cue.
int heat_band(double accuracy);

// A mean score as a whole percent, rounded ("72"), without the sign: what a cell shows.
std::string heat_percent(double accuracy);

}  // namespace arbiter::ui
