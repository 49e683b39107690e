// The instructor's heat map shaped from a class report (app/ui/data/class_heat_map.hpp): rows,
// columns, their order, the shortened headers and the cells, without a server or a window.
#include <doctest/doctest.h>

#include "app/ui/data/class_heat_map.hpp"

using namespace arbiter;
using arbiter::ui::HeatAxis;

namespace {

centre::ClassReport sample_report() {
    centre::ClassReport report;
    report.class_code = "go-3";
    for (const char* name : {"Li", "Wang", "Zhao"}) {
        centre::RosterRow row;
        row.candidate = name;
        report.roster.push_back(row);
    }
    // Li: 17.1 weak (1 of 4), 12.3 strong; Wang: 17.1 strong on 2 answers; Zhao answered nothing.
    report.articles = {{"Li", "cn-go-2002 17.1", 4, 0.25}, {"Li", "cn-go-2002 12.3", 2, 1.0},
                       {"Wang", "cn-go-2002 12.3", 1, 0.0}, {"Wang", "cn-go-2002 17.1", 2, 1.0}};
    report.topics = {{"Li", "ko", 4, 0.25}, {"Wang", "time-control", 3, 0.6}};
    return report;
}

}  // namespace

TEST_CASE("heat map: every candidate of the roster is a row, in its order, answers or not") {
    const auto map = ui::make_heat_map(sample_report(), HeatAxis::Articles);
    REQUIRE(map.candidates == std::vector<std::string>{"Li", "Wang", "Zhao"});
    REQUIRE(map.cells.size() == 3);
    for (const auto& row : map.cells) CHECK(row.size() == map.columns.size());
    for (const auto& cell : map.cells[2]) CHECK(cell.answers == 0);  // Zhao: empty cells, not zeros
}

TEST_CASE("heat map: columns weakest first by the class's answer-weighted mean, headers without the document") {
    const auto map = ui::make_heat_map(sample_report(), HeatAxis::Articles);
    REQUIRE(map.columns.size() == 2);
    // 17.1: (4 × 0.25 + 2 × 1.0) / 6 = 0.5; 12.3: (2 × 1.0 + 1 × 0.0) / 3 = 0.667.
    CHECK(map.columns[0].key == "cn-go-2002 17.1");
    CHECK(map.columns[0].answers == 6);
    CHECK(map.columns[0].accuracy == doctest::Approx(0.5));
    CHECK(map.columns[1].key == "cn-go-2002 12.3");
    CHECK(map.columns[1].accuracy == doctest::Approx(2.0 / 3.0));
    CHECK(map.common_prefix == "cn-go-2002");
    CHECK(map.columns[0].label == "17.1");
    CHECK(map.cells[0][0].answers == 4);
    CHECK(map.cells[0][0].accuracy == doctest::Approx(0.25));
    CHECK(map.cells[1][1].answers == 1);
    CHECK(map.cells[1][1].accuracy == doctest::Approx(0.0));
}

TEST_CASE("heat map: articles of several documents keep their whole names") {
    auto report = sample_report();
    report.articles.push_back({"Zhao", "fide-2023 6.9", 1, 0.5});
    const auto map = ui::make_heat_map(report, HeatAxis::Articles);
    CHECK(map.common_prefix.empty());
    for (const auto& column : map.columns) CHECK(column.label == column.key);
    CHECK(map.cells[2][0].answers + map.cells[2][1].answers + map.cells[2][2].answers == 1);
}

TEST_CASE("heat map: the topic axis reads the report's topics") {
    const auto map = ui::make_heat_map(sample_report(), HeatAxis::Topics);
    REQUIRE(map.columns.size() == 2);
    CHECK(map.columns[0].key == "ko");
    CHECK(map.columns[0].label == "ko");
    CHECK(map.columns[1].key == "time-control");
    CHECK(map.common_prefix.empty());
    CHECK(map.cells[1][1].answers == 3);
    CHECK(map.cells[0][1].answers == 0);
}

TEST_CASE("heat map: bands and the figure shown in a cell") {
    CHECK(ui::heat_band(0.0) == 0);
    CHECK(ui::heat_band(0.494) == 0);
    CHECK(ui::heat_band(0.5) == 1);
    CHECK(ui::heat_band(0.695) == 2);  // shown as 70: the band follows the figure written
    CHECK(ui::heat_band(0.84) == 2);
    CHECK(ui::heat_band(0.85) == 3);
    CHECK(ui::heat_band(1.0) == 3);
    CHECK(ui::heat_percent(0.724) == "72");
    CHECK(ui::heat_percent(1.0) == "100");
    CHECK(ui::heat_percent(0.0) == "0");
}
