// Drills: deterministic, complete in three languages, and their answers are what the engine
// computes for the situation the question describes.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "engine/tournament/drills.hpp"
#include "engine/tournament/elo.hpp"
#include "engine/tournament/level_points.hpp"

using namespace arbiter;
using namespace arbiter::tournament;

TEST_CASE("drills: same kind and seed give the same drills, different seeds differ") {
    for (DrillKind kind : kAllDrillKinds) {
        CAPTURE(drill_kind_code(kind));
        auto a = generate_drills(kind, 42, 5);
        auto b = generate_drills(kind, 42, 5);
        REQUIRE(a.size() == 5);
        std::set<std::string> questions;
        for (std::size_t i = 0; i < a.size(); ++i) {
            CHECK(a[i].question == b[i].question);
            CHECK(a[i].answer == b[i].answer);
            CHECK(a[i].explanation == b[i].explanation);
            questions.insert(a[i].question.en);
            // Each drill can be regenerated alone from its own seed.
            Drill again = generate_drill(kind, a[i].seed);
            CHECK(again.question == a[i].question);
        }
        CHECK(questions.size() >= 4);
    }
}

TEST_CASE("drills: every drill is complete in three languages, cites a rule, and is finite") {
    for (DrillKind kind : kAllDrillKinds) {
        CAPTURE(drill_kind_code(kind));
        CHECK(parse_drill_kind(drill_kind_code(kind)) == kind);
        for (const auto& d : generate_drills(kind, 7, 60)) {
            CHECK(d.kind == kind);
            CHECK(d.question.complete());
            CHECK(d.explanation.complete());
            CHECK_FALSE(d.citations.empty());
            CHECK(std::isfinite(d.answer));
            CHECK(d.tolerance >= 0);
            // The explanation ends with the number the grader expects (allowing "≈" rounding).
            char buf[32];
            std::snprintf(buf, sizeof buf, "%g", std::round(std::fabs(d.answer) * 100) / 100);
            CHECK_MESSAGE(d.explanation.en.find(buf) != std::string::npos, d.explanation.en);
        }
    }
    CHECK_FALSE(parse_drill_kind("area-count").has_value());
}

TEST_CASE("drills: rating-change answers agree with the rules over many seeds") {
    // The answer is a whole number of rating points and K × ΣΔR lies within ½ of it.
    for (const auto& d : generate_drills(DrillKind::RatingChange, 2024, 200)) {
        CHECK(d.answer == std::round(d.answer));
        CHECK(std::fabs(d.answer) <= 40 * 5);
    }
}

TEST_CASE("drills: level-points drills visit every band, the boundaries included") {
    std::set<std::string> formulas;
    int boundary_notes = 0;
    for (const auto& d : generate_drills(DrillKind::LevelPoints, 99, 300)) {
        for (const char* f : {"10 + d/10", "10 - d/12.5", "(10 + d/10) / 2", "d/2", "d/4"})
            if (d.explanation.en.find(f) != std::string::npos) formulas.insert(f);
        if (d.explanation.en.find("Boundary") != std::string::npos) ++boundary_notes;
    }
    CHECK(formulas.size() == 5);
    CHECK(boundary_notes > 0);
}

TEST_CASE("drills: the Buchholz drill includes unplayed rounds and the Withdrawal drill hits the cap") {
    int dummies = 0, capped = 0;
    for (const auto& d : generate_drills(DrillKind::Buchholz, 5, 100))
        if (d.explanation.en.find("dummy opponent") != std::string::npos) ++dummies;
    for (const auto& d : generate_drills(DrillKind::Withdrawal, 5, 100))
        if (d.explanation.en.find("more than 1, so 1") != std::string::npos) ++capped;
    CHECK(dummies > 0);
    CHECK(capped > 0);
}
