// The whole content of a content root, loaded once: the question bank (authored items plus
// generated drills), the source catalogue and the certification facts. Scenarios plug in here
// later (see "Scenarios" below). Also the validators behind `arbiter-cli validate`.
//
// The trainer core calls:
//     auto library = content::ContentLibrary::load(arbiter::content_root());
//     for (const Question& q : library.questions()) ...      // every item, authored and generated
//     library.errors()                                        // what could not be loaded, file:line:column
#pragma once

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/core/certification/certification_facts.hpp"
#include "app/core/content/question.hpp"
#include "app/core/content/question_checks.hpp"
#include "app/core/content/question_sources.hpp"
#include "app/core/content_error.hpp"

namespace arbiter::content {

// A source of items computed rather than written (e.g. the tournament engine's calculation drills:
// area count with komi, level points, rating change, Swiss total score). Generated items carry
// `generated = true`, a source citation, and are checked like authored ones.
struct ItemGenerator {
    std::string name;  // "tournament-drills"
    std::function<std::vector<Question>()> generate;
};

// The generators built into this program: the tournament engine's drills (question_drills.hpp).
std::vector<ItemGenerator> builtin_item_generators();

class ContentLibrary {
public:
    // Loads <root>/question_bank: sources.yaml, certification/, every other *.yaml as items, then
    // runs the generators and the bank-wide checks. Never throws for bad content: see errors().
    static ContentLibrary load(const std::filesystem::path& root,
                               const std::vector<ItemGenerator>& generators = builtin_item_generators());

    const std::vector<Question>& questions() const { return questions_; }
    const Question* question(std::string_view id) const;
    // Items for one level (and optionally one topic area), in bank order.
    std::vector<const Question*> questions_for(Level level, std::string_view topic_area = {}) const;

    const SourceCatalog& sources() const { return sources_; }
    const certification::CertificationFacts& certification() const { return certification_; }
    const ContentErrors& errors() const { return errors_; }
    bool ok() const { return errors_.empty(); }

    // Scenarios: the scenario loader adds `std::vector<Scenario> scenarios_` and loads
    // <root>/scenarios in load(); its validator joins content_validators().

private:
    std::vector<Question> questions_;
    SourceCatalog sources_;
    certification::CertificationFacts certification_;
    ContentErrors errors_;
};

// ---- Validation (arbiter-cli validate) -------------------------------------------------------

struct ValidationContext {
    std::filesystem::path content_root;
    std::filesystem::path display_base;  // file names in messages are relative to this when possible
    const SourceCatalog* sources = nullptr;
    // Set when the whole bank is being validated (no paths, or the content root's question_bank/):
    // computed items are then checked and counted with the authored ones.
    const std::vector<ItemGenerator>* generators = nullptr;
};

struct ValidationReport {
    std::string validator;
    std::size_t files = 0;
    std::size_t entries = 0;  // items, grades + facts, documents ...
    ContentErrors errors;
    std::optional<QuestionCoverage> coverage;  // filled by the question validator
    std::string coverage_text = {};            // other validators' coverage, printed by --coverage (scenarios)
};

// One kind of content. A YAML file belongs to the validator that lists one of its top-level keys.
// To validate a new kind (e.g. scenarios): write a function returning a ContentValidator and add it
// to content_validators() in content_library.cpp — one line.
struct ContentValidator {
    std::string name;                          // "questions"
    std::vector<std::string> top_level_keys;   // {"items"}
    std::vector<std::string> default_folders;  // under the content root, used when no path is given
    std::function<ValidationReport(const std::vector<std::filesystem::path>& files, const ValidationContext&)> validate;
};

ContentValidator question_validator();
ContentValidator certification_validator();
ContentValidator source_catalog_validator();
// question_bank/exam_blueprints/*.yaml: each loads, and each section can be filled from the bank.
ContentValidator exam_blueprint_validator();
ContentValidator scenario_validator();  // scenario_checks.cpp
std::vector<ContentValidator> content_validators();

struct ValidationRun {
    std::vector<ValidationReport> reports;
    ContentErrors errors;  // files no validator claims, unreadable files, syntax errors found while sorting
    std::size_t error_count() const;
    std::vector<ContentError> all_errors() const;
};

// Validates `paths` (files or folders, searched for *.yaml); with no paths, each validator's
// default folders under `content_root`. Document ids are checked against the sources.yaml among the
// files, or else <content_root>/question_bank/sources.yaml.
// Generated items (`generators`) are included when the whole bank is validated.
ValidationRun validate_content(const std::vector<std::filesystem::path>& paths,
                               const std::filesystem::path& content_root,
                               const std::vector<ContentValidator>& validators = content_validators(),
                               const std::filesystem::path& display_base = std::filesystem::current_path(),
                               const std::vector<ItemGenerator>& generators = builtin_item_generators());

}  // namespace arbiter::content
