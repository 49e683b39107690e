// Exam blueprints as data: the shipped files load cleanly; mistakes are reported with file:line.
#include <doctest/doctest.h>

#include <set>

#include "app/core/training/exam_blueprint.hpp"
#include "tests/store/temp_dir.hpp"

using namespace arbiter;
using namespace arbiter::training;

TEST_CASE("blueprints: every shipped blueprint loads, one per level, with pass mark 80 %") {
    ContentErrors errors;
    auto blueprints = load_exam_blueprints(std::filesystem::path(ARBITER_SOURCE_DIR) / "question_bank/exam_blueprints", errors);
    for (const auto& e : errors) INFO(e.to_string());
    CHECK(errors.empty());
    std::set<std::string> levels;
    for (const auto& b : blueprints) {
        levels.insert(b.level);
        CHECK(b.pass_mark == doctest::Approx(0.8));
        CHECK(b.item_count() >= 20);
        CHECK(b.title.complete());
        // The JSON snapshot kept with a session gives the same blueprint back.
        auto copy = ExamBlueprint::from_json(json::parse(b.to_json().dump()));
        CHECK(copy.to_json() == b.to_json());
    }
    CHECK(levels == std::set<std::string>{"cn-3", "cn-2", "cn-1", "cn-national", "fide"});
}

TEST_CASE("blueprints: mistakes are collected with their line, never thrown") {
    test::TempDir dir;
    test::write_bytes(dir / "bad.yaml",
                      "id: bad\n"
                      "level: cn-9\n"
                      "title: {zh-Hans: 坏, zh-Hant: 壞, en: Bad}\n"
                      "time_limit_minutes: 0\n"
                      "pass_mark: 80\n"
                      "sections:\n"
                      "  - {topic: go-rules, items: 0}\n"
                      "colour: red\n");
    test::write_bytes(dir / "broken.yaml", "id: [unclosed\n");
    ContentErrors errors;
    auto blueprints = load_exam_blueprints(dir.path(), errors);
    CHECK(blueprints.empty());
    std::string all;
    for (const auto& e : errors) all += e.to_string() + "\n";
    INFO(all);
    CHECK(all.find("bad.yaml:2:8: unknown level 'cn-9'") != std::string::npos);
    CHECK(all.find("bad.yaml:4:21: time_limit_minutes must be 1..600") != std::string::npos);
    CHECK(all.find("bad.yaml:5:12: pass_mark is a fraction") != std::string::npos);
    CHECK(all.find("items must be at least 1") != std::string::npos);
    CHECK(all.find("bad.yaml:8:1: unknown field 'colour'") != std::string::npos);
    CHECK(all.find("broken.yaml:") != std::string::npos);
}
