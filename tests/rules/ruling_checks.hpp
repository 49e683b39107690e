// What the diagram tests ask of a ruling (test_replay_diagrams.cpp, test_model_answers.cpp): the
// ruling itself (the test stops with the engine's problems when there is none), a part, an
// article, a correction of a kind.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "engine/rules/adjudicator.hpp"

namespace arbiter::test {

inline rules::Ruling rule(const rules::Incident& inc) {
    rules::Adjudication a = rules::adjudicate(inc);
    std::string problems;
    for (const auto& p : a.problems) problems += p.en + "\n";
    REQUIRE_MESSAGE(a.ruling, problems);
    return *a.ruling;
}

inline bool has_part(const rules::Ruling& r, const char* id) { return std::find(r.parts.begin(), r.parts.end(), id) != r.parts.end(); }

inline bool cites(const rules::Ruling& r, const char* article) {
    const auto all = r.all_citations();
    return std::any_of(all.begin(), all.end(), [&](const Citation& c) { return c.article == article; });
}

inline const rules::Correction* correction(const rules::Ruling& r, rules::CorrectionKind kind) {
    for (const auto& c : r.corrections)
        if (c.kind == kind) return &c;
    return nullptr;
}

}  // namespace arbiter::test
