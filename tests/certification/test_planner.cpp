// The path planner against the repository's facts, with cases worked by hand from the sources
// (reference-go-cn §B1.2–B1.4, reference-fide §8.2).
#include <doctest/doctest.h>

#include <filesystem>

#include "app/core/certification/certification_planner.hpp"

using namespace arbiter;
using namespace arbiter::certification;
namespace fs = std::filesystem;

namespace {

const CertificationFacts& facts() {
    static const CertificationFacts loaded = [] {
        fs::path root = ARBITER_SOURCE_DIR;
        auto load = load_certification_directory(root / "question_bank" / "certification", root);
        REQUIRE(load.errors.empty());
        return load.facts;
    }();
    return loaded;
}

CheckStatus status_of(const PathOption& option, RequirementKind kind) {
    for (const auto& c : option.checks)
        if (c.requirement->kind == kind) return c.status;
    FAIL("no requirement of that kind");
    return CheckStatus::ToDo;
}

}  // namespace

TEST_CASE("planner: 二级 held 3 years with 5 events at 30 may apply for 一级") {
    auto plan = plan_next_grade(facts(), {"cn-2", 3, 5, 30, "none"});
    REQUIRE(plan.options.size() == 1);
    const auto& next = plan.options[0];
    CHECK(next.grade->id == "cn-1");
    CHECK(next.can_apply_now());
    CHECK(status_of(next, RequirementKind::Prerequisite) == CheckStatus::Met);
    CHECK(status_of(next, RequirementKind::Events) == CheckStatus::Met);
    CHECK(status_of(next, RequirementKind::Training) == CheckStatus::ToDo);
    CHECK(status_of(next, RequirementKind::Exam) == CheckStatus::ToDo);
}

TEST_CASE("planner: 二级 held 1 year is missing a year for 一级") {
    auto plan = plan_next_grade(facts(), {"cn-2", 1, 2, 30, ""});
    REQUIRE(plan.options.size() == 1);
    CHECK_FALSE(plan.options[0].can_apply_now());
    CHECK(status_of(plan.options[0], RequirementKind::Prerequisite) == CheckStatus::Missing);
    for (const auto& c : plan.options[0].checks)
        if (c.requirement->kind == RequirementKind::Prerequisite)
            CHECK(c.detail.en == "held Second-grade (二级) arbiter for 1 year; 2 required");
}

TEST_CASE("planner: without a grade the next step is 三级, which needs age 18") {
    auto adult = plan_next_grade(facts(), {"none", 0, 0, 18, "none"});
    REQUIRE(adult.options.size() == 1);
    CHECK(adult.options[0].grade->id == "cn-3");
    CHECK(adult.options[0].can_apply_now());

    auto teenager = plan_next_grade(facts(), {"", 0, 0, 17, ""});
    CHECK_FALSE(teenager.options[0].can_apply_now());
    CHECK(status_of(teenager.options[0], RequirementKind::MinAge) == CheckStatus::Missing);
}

TEST_CASE("planner: 国家级 (chess) needs 一级 for 2 years and an age of 55 or under") {
    auto too_old = plan_next_grade(facts(), {"cn-1", 2, 3, 56, "none"});
    REQUIRE(too_old.options.size() == 1);
    CHECK(too_old.options[0].grade->id == "cn-national");
    CHECK(status_of(too_old.options[0], RequirementKind::Prerequisite) == CheckStatus::Met);
    CHECK(status_of(too_old.options[0], RequirementKind::MaxAge) == CheckStatus::Missing);
    CHECK_FALSE(too_old.options[0].can_apply_now());

    auto ok = plan_next_grade(facts(), {"cn-1", 2, 3, 55, "none"});
    CHECK(ok.options[0].can_apply_now());
}

TEST_CASE("planner: a grandmaster may enter the national course directly") {
    auto plan = plan_next_grade(facts(), {"none", 0, 1, 30, "fide-gm"});
    REQUIRE(plan.options.size() == 2);
    CHECK(plan.options[0].grade->id == "cn-3");
    const auto& direct = plan.options[1];
    CHECK(direct.grade->id == "cn-national");
    REQUIRE(direct.direct_entry);
    CHECK(direct.direct_entry->player_level == "fide-gm");
    CHECK(status_of(direct, RequirementKind::Prerequisite) == CheckStatus::Waived);
    CHECK(direct.can_apply_now());

    // A master of sport gets no shortcut: the seed's claim is unverified.
    auto master = plan_next_grade(facts(), {"none", 0, 1, 30, "cn-athlete-master"});
    CHECK(master.options.size() == 1);
}

TEST_CASE("planner: the FIDE path continues after 国家级, and IA is the top") {
    auto na = plan_next_grade(facts(), {"cn-national", 0, 0, 40, "none"});
    REQUIRE(na.options.size() == 1);
    CHECK(na.options[0].grade->id == "fide-na");

    // FA: 3 event norms (high confidence) are checked; the NA year and age 19 are low-confidence
    // facts, so failing them is "unsure", which does not block.
    auto fa = plan_next_grade(facts(), {"fide-na", 0.5, 3, 18, "none"});
    REQUIRE(fa.options.size() == 1);
    CHECK(fa.options[0].grade->id == "fide-fa");
    CHECK(status_of(fa.options[0], RequirementKind::Events) == CheckStatus::Met);
    CHECK(status_of(fa.options[0], RequirementKind::Prerequisite) == CheckStatus::Unsure);
    CHECK(status_of(fa.options[0], RequirementKind::MinAge) == CheckStatus::Unsure);
    CHECK(fa.options[0].can_apply_now());

    auto ia = plan_next_grade(facts(), {"fide-fa", 2, 3, 30, "none"});
    CHECK(ia.options[0].grade->id == "fide-ia");
    CHECK(status_of(ia.options[0], RequirementKind::Events) == CheckStatus::Missing);

    auto top = plan_next_grade(facts(), {"fide-ia", 5, 20, 50, "none"});
    CHECK(top.at_top);
    CHECK(top.options.empty());
}

TEST_CASE("planner: unknown grades and player levels are refused with the known ones") {
    CHECK_THROWS_WITH_AS(plan_next_grade(facts(), {"cn-4", 0, 0, 30, ""}),
                         doctest::Contains("unknown grade 'cn-4'"), PlannerError);
    CHECK_THROWS_WITH_AS(plan_next_grade(facts(), {"cn-international", 0, 0, 30, ""}),
                         doctest::Contains("group of grades"), PlannerError);
    CHECK_THROWS_WITH_AS(plan_next_grade(facts(), {"cn-3", 0, 0, 30, "world-champion"}),
                         doctest::Contains("unknown player level"), PlannerError);
    CHECK_THROWS_AS(plan_next_grade(facts(), {"cn-3", -1, 0, 30, ""}), PlannerError);
}

TEST_CASE("planner: per sport, a Go arbiter's path ends at 国家级 and has no FIDE title or chess player level") {
    PlannerInput go{"cn-national", 0, 0, 40, "none"};
    go.sport = "go";
    const auto top = plan_next_grade(facts(), go);
    CHECK(top.at_top);  // the FIDE path after 国家级 is chess's
    CHECK(top.options.empty());
    PlannerInput chess = go;
    chess.sport = "chess";
    const auto fide = plan_next_grade(facts(), chess);
    REQUIRE(fide.options.size() == 1);
    CHECK(fide.options[0].grade->id == "fide-na");

    PlannerInput go_none{"none", 0, 0, 30, "none"};
    go_none.sport = "go";
    const auto first = plan_next_grade(facts(), go_none);
    REQUIRE_FALSE(first.options.empty());
    CHECK(first.options[0].grade->id == "cn-3");

    PlannerInput go_fide{"fide-fa", 1, 0, 30, "none"};
    go_fide.sport = "go";
    CHECK_THROWS_WITH_AS(plan_next_grade(facts(), go_fide), doctest::Contains("FIDE title"), PlannerError);
    PlannerInput go_gm{"none", 0, 0, 30, "fide-gm"};
    go_gm.sport = "go";
    CHECK_THROWS_WITH_AS(plan_next_grade(facts(), go_gm), doctest::Contains("chess player level"), PlannerError);
    go_gm.sport = "chess";  // the grandmaster's direct entry is a chess one
    CHECK(plan_next_grade(facts(), go_gm).options.size() == 2);
}
