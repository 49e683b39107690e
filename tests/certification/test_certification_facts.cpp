// The certification facts: the repository's data loads, every fact carries a source and a
// confidence, and broken data is reported where it is.
#include <doctest/doctest.h>

#include <filesystem>

#include "app/core/content/certification_facts.hpp"

using namespace arbiter;
using namespace arbiter::certification;
namespace fs = std::filesystem;

namespace {
CertificationLoad repository_facts() {
    fs::path root = ARBITER_SOURCE_DIR;
    return load_certification_directory(root / "question_bank" / "certification", root);
}
}  // namespace

TEST_CASE("certification facts: the repository's data loads with sources on every fact") {
    auto load = repository_facts();
    for (const auto& e : load.errors) MESSAGE(e.to_string());
    REQUIRE(load.errors.empty());
    const auto& facts = load.facts;

    for (std::string_view id : {"cn-3", "cn-2", "cn-1", "cn-national", "cn-international", "fide-na", "fide-fa", "fide-ia"})
        CHECK(facts.grade(id) != nullptr);
    for (const auto& [ref, at] : facts.all_sources()) {
        CAPTURE(at.file);
        CAPTURE(at.line);
        CHECK_FALSE(ref.document.empty());
    }
    // 三级: 18 and over, no prerequisite (2015 Measures Art. 17).
    const Grade* g3 = facts.grade("cn-3");
    CHECK(g3->prerequisite() == nullptr);
    bool has_min_age_18 = false;
    for (const auto& r : g3->requirements)
        if (r.kind == RequirementKind::MinAge && r.value == 18.0) has_min_age_18 = true;
    CHECK(has_min_age_18);
    // 国家级 (chess): 一级 held 2 years, pass mark 80 (CCA 2023 course).
    const Grade* national = facts.grade("cn-national");
    REQUIRE(national->prerequisite());
    CHECK(national->prerequisite()->grade == "cn-1");
    CHECK(national->prerequisite()->years == 2.0);
    // 国际级 is a collective name, not a fifth domestic step.
    CHECK(facts.grade("cn-international")->collective);
    // Local fees are marked local; the FIDE licence fee is not a local course price.
    for (const auto& r : facts.grade("cn-2")->requirements)
        if (r.kind == RequirementKind::Fee) CHECK(r.local);
    for (const auto& r : facts.grade("fide-na")->requirements)
        if (r.kind == RequirementKind::Fee) CHECK_FALSE(r.local);
    // IA needs 4 event norms + the IA seminar since 2024.
    for (const auto& r : facts.grade("fide-ia")->requirements)
        if (r.kind == RequirementKind::Events) CHECK(r.value == 4.0);
}

TEST_CASE("certification facts: errors point at the broken entry and the rest still loads") {
    CertificationLoad load;
    parse_certification_file(R"(grades:
  - id: cn-9
    system: cn
    order: 9
    name: {zh-Hans: 九级, zh-Hant: 九級, en: Grade 9}
    certified_by:
      text: {zh-Hans: 无, zh-Hant: 無, en: Nobody}
      source: [{document: reference-go-cn}]
      confidence: certain
    requirements:
      - kind: prerequisite
        grade: cn-8
        text: {zh-Hans: 八级, zh-Hant: 八級, en: Grade 8}
        source: [{document: reference-go-cn}]
        confidence: low
  - id: cn-7
    system: cn
    order: 7
    name: {zh-Hans: 七级, zh-Hant: 七級, en: Grade 7}
    certified_by:
      text: {zh-Hans: 无, zh-Hant: 無, en: Nobody}
      source: [{document: reference-go-cn}]
      confidence: low
    requirements:
      - kind: prerequisite
        grade: cn-8
        text: {zh-Hans: 八级, zh-Hant: 八級, en: Grade 8}
        source: [{document: reference-go-cn}]
        confidence: low
)",
                             "demo.yaml", load);
    check_certification_facts(load);
    REQUIRE(load.errors.size() == 2);
    CHECK(load.errors[0].to_string() ==
          "demo.yaml:9:19: grade cn-9: certified_by: unknown confidence 'certain' (expected high, medium or low)");
    CHECK(load.errors[1].to_string() == "demo.yaml:25:9: grade cn-7: prerequisite names unknown grade 'cn-8'");
    REQUIRE(load.facts.grades.size() == 1);
    CHECK(load.facts.grades[0].id == "cn-7");
}

TEST_CASE("certification facts: a seed claim needs its verdict") {
    CertificationLoad load;
    parse_certification_file(R"(facts:
  - id: f1
    topic: exam
    text: {zh-Hans: 八十分及格, zh-Hant: 八十分及格, en: Pass mark 80}
    seed_claim: {zh-Hans: 通过率80%, zh-Hant: 通過率80%, en: Pass rate 80%}
    source: [{document: reference-go-cn, article: "§B4"}]
    confidence: high
)",
                             "facts.yaml", load);
    REQUIRE(load.errors.size() == 1);
    CHECK(load.errors[0].to_string() == "facts.yaml:2:5: fact f1: seed_claim and seed_verdict go together");
}
