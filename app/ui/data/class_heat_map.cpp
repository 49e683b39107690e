#include "app/ui/data/class_heat_map.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace arbiter::ui {

namespace {

// "cn-go-2002" when every key is "<document> <article>" with the same document; else empty.
std::string shared_document(const std::vector<HeatColumn>& columns) {
    std::string prefix;
    for (const auto& column : columns) {
        const auto space = column.key.rfind(' ');
        if (space == std::string::npos || space == 0) return {};
        const std::string document = column.key.substr(0, space);
        if (prefix.empty()) prefix = document;
        else if (prefix != document) return {};
    }
    return prefix;
}

}  // namespace

HeatMap make_heat_map(const centre::ClassReport& report, HeatAxis axis) {
    const auto& rows = axis == HeatAxis::Articles ? report.articles : report.topics;
    HeatMap map;
    std::map<std::string, std::size_t> row_of;
    for (const auto& r : report.roster) {
        row_of.emplace(r.candidate, map.candidates.size());
        map.candidates.push_back(r.candidate);
    }
    // The class's total per column, weighted by answers, so a candidate with one answer does not
    // count as much as one with forty.
    std::map<std::string, std::pair<int, double>> totals;  // key -> answers, summed score
    for (const auto& r : rows) {
        auto& total = totals[r.article];
        total.first += r.answers;
        total.second += r.accuracy * r.answers;
        // A candidate the roster lacks (never: the same query's class) still gets a row.
        if (!row_of.count(r.candidate)) {
            row_of.emplace(r.candidate, map.candidates.size());
            map.candidates.push_back(r.candidate);
        }
    }
    for (const auto& [key, total] : totals)
        map.columns.push_back(HeatColumn{key, key, total.first, total.first > 0 ? total.second / total.first : 0.0});
    std::stable_sort(map.columns.begin(), map.columns.end(), [](const HeatColumn& a, const HeatColumn& b) {
        return a.accuracy < b.accuracy;  // weakest first; keys already in order for equal ones
    });
    if (axis == HeatAxis::Articles) {
        map.common_prefix = shared_document(map.columns);
        if (!map.common_prefix.empty())
            for (auto& column : map.columns) column.label = column.key.substr(map.common_prefix.size() + 1);
    }
    std::map<std::string, std::size_t> column_of;
    for (std::size_t i = 0; i < map.columns.size(); ++i) column_of.emplace(map.columns[i].key, i);
    map.cells.assign(map.candidates.size(), std::vector<HeatCell>(map.columns.size()));
    for (const auto& r : rows) map.cells[row_of.at(r.candidate)][column_of.at(r.article)] = HeatCell{r.answers, r.accuracy};
    return map;
}

int heat_band(double accuracy) {
    const int percent = static_cast<int>(std::lround(accuracy * 100));
    if (percent < 50) return 0;
    if (percent < 70) return 1;
    if (percent < 85) return 2;
    return 3;
}

std::string heat_percent(double accuracy) { return std::to_string(static_cast<int>(std::lround(accuracy * 100))); }

}  // namespace arbiter::ui
