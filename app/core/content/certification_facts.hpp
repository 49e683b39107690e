// Certification facts as data (question_bank/certification/*.yaml, docs/certification.md):
// loaded here, in content/, because the content library holds them; the planner that reasons over
// them is app/core/certification/. The namespace stays `certification`, the facts' own vocabulary.
// the Chinese referee grades 三级 .. 国家级 (and 国际级 as a collective name), FIDE's NA, FA and IA,
// the player levels that matter to arbiters, and general facts, including the seed's claims that
// the sources refute. Every fact carries its sources and a confidence, so the planner, the quiz
// and the UI can all say how sure we are.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/content/question.hpp"
#include "app/core/content/question_sources.hpp"
#include "app/core/content_error.hpp"
#include "engine/core/language.hpp"

namespace arbiter::certification {

enum class Confidence { High, Medium, Low };
std::string_view confidence_tag(Confidence c);  // "high" | "medium" | "low"

// What every fact carries.
struct Sourced {
    LocalizedText text;
    std::vector<content::SourceRef> sources;
    Confidence confidence = Confidence::Medium;
    content::SourceLocation location;
};

enum class RequirementKind {
    MinAge,        // value = years
    MaxAge,        // value = years
    Education,     // text only
    Prerequisite,  // grade + years held
    Events,        // value = events officiated (or norm events, for FIDE titles)
    Training,      // a course to attend
    Exam,          // value = pass mark (points out of 100)
    Seminar,       // a FIDE seminar (counts as a norm)
    Practicum,     // on-site officiating after the course
    Language,
    Fee,           // value = amount, currency, local
};
std::string_view requirement_kind_tag(RequirementKind kind);
std::optional<RequirementKind> parse_requirement_kind(std::string_view tag);
// The planner can check these from its inputs; the others are steps still to take.
bool requirement_is_checkable(RequirementKind kind);

struct Requirement : Sourced {
    RequirementKind kind = RequirementKind::Training;
    std::optional<double> value;
    std::string grade;   // Prerequisite: the grade to hold
    double years = 0;    // Prerequisite: minimum years held
    std::string currency;  // Fee
    bool local = false;    // Fee: a local price (one city's or province's course), not a national tariff
};

struct DirectEntry : Sourced {
    std::string player_level;  // e.g. "fide-gm": may apply for this grade without the prerequisite
};

struct Grade {
    std::string id;       // "cn-3", "cn-2", "cn-1", "cn-national", "cn-international", "fide-na", "fide-fa", "fide-ia"
    std::string system;   // "cn" | "fide"
    int order = 0;        // position on the path, lowest first
    bool collective = false;  // a name for a group of grades (国际级), not a step one applies for
    LocalizedText name;
    Sourced certified_by;
    std::vector<Requirement> requirements;
    std::vector<DirectEntry> direct_entry;
    std::vector<Sourced> notes;
    content::SourceLocation location;

    const Requirement* prerequisite() const;
};

struct PlayerLevel : Sourced {
    std::string id;      // "fide-gm", "cn-athlete-master" ...
    std::string system;  // "fide" | "cn-athlete" | "cca"
    LocalizedText name;
};

enum class SeedVerdict { Supported, PartlyRight, Wrong, Unverified };
std::string_view seed_verdict_tag(SeedVerdict v);

struct Fact : Sourced {
    std::string id;
    std::string topic;  // "history", "fide-titles", "exam", "seed" ...
    // When the fact answers a claim of the seed document: the claim and how it fares.
    std::optional<LocalizedText> seed_claim;
    std::optional<SeedVerdict> seed_verdict;
};

struct CertificationFacts {
    std::vector<Grade> grades;
    std::vector<PlayerLevel> player_levels;
    std::vector<Fact> facts;

    const Grade* grade(std::string_view id) const;
    const PlayerLevel* player_level(std::string_view id) const;
    // Every source cited anywhere, for the known-document check.
    std::vector<std::pair<content::SourceRef, content::SourceLocation>> all_sources() const;
};

struct CertificationLoad {
    CertificationFacts facts;
    ContentErrors errors;
};

// One certification file (top-level keys grades / player_levels / facts, each optional).
void parse_certification_file(const std::string& yaml_text, const std::string& file, CertificationLoad& into);
// Every *.yaml in `dir`, then cross-checks (prerequisites and direct entries name known grades and
// player levels, ids unique).
CertificationLoad load_certification_directory(const std::filesystem::path& dir,
                                               const std::filesystem::path& display_base = {});
// The cross-checks alone, for callers that parse files one by one (the validate command).
void check_certification_facts(CertificationLoad& load);
// Every document a fact cites must be in the source catalogue; unknown ones go to `errors`.
void check_certification_sources(const CertificationFacts& facts, const content::SourceCatalog& sources,
                                 ContentErrors& errors);

}  // namespace arbiter::certification
