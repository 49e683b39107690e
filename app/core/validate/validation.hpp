// The validators behind `arbiter-cli validate`: one per kind of content, and the run that sorts
// files to them by their top-level keys. They sit above content, certification and training
// (docs/architecture.md), so the loaders they call never depend back on them.
//
//     auto run = validate::validate_content({}, arbiter::content_root());
//     run.error_count()     // every problem, file:line:column
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app/core/content/content_library.hpp"
#include "app/core/content/question_checks.hpp"
#include "app/core/content/question_sources.hpp"
#include "app/core/content_error.hpp"

namespace arbiter::validate {

struct ValidationContext {
    std::filesystem::path content_root;
    std::filesystem::path display_base;  // file names in messages are relative to this when possible
    const content::SourceCatalog* sources = nullptr;
    // Set when the whole bank is being validated (no paths, or the content root's question_bank/):
    // computed items are then checked and counted with the authored ones.
    const std::vector<content::ItemGenerator>* generators = nullptr;
};

struct ValidationReport {
    std::string validator;
    std::size_t files = 0;
    std::size_t entries = 0;  // items, grades + facts, documents ...
    ContentErrors errors;
    std::optional<content::QuestionCoverage> coverage;  // filled by the question validator
    std::string coverage_text = {};  // other validators' coverage, printed by --coverage (scenarios)
    ContentErrors warnings = {};     // printed, but the run still passes (the Chinese glossary's variants)
};

// One kind of content. A YAML file belongs to the validator that lists one of its top-level keys.
// To validate a new kind: write a function returning a ContentValidator and add it to
// content_validators() in validation.cpp — one line.
struct ContentValidator {
    std::string name;                          // "questions"
    std::vector<std::string> top_level_keys;   // {"items"}
    std::vector<std::string> default_folders;  // under the content root, used when no path is given
    std::function<ValidationReport(const std::vector<std::filesystem::path>& files, const ValidationContext&)> validate;
};

// bank_validators.cpp
ContentValidator question_validator();
ContentValidator certification_validator();
ContentValidator source_catalog_validator();
// question_bank/exam_blueprints/*.yaml: each loads, and each section can be filled from the bank.
ContentValidator exam_blueprint_validator();
// scenario_validator.cpp: claims YAML files with a top-level `incident:` (default folder scenarios/).
ContentValidator scenario_validator();
// pairing_drill_validator.cpp: claims YAML files with a top-level `trf:` (question_bank/pairing-drills/).
ContentValidator pairing_drill_validator();
std::vector<ContentValidator> content_validators();

struct ValidationRun {
    std::vector<ValidationReport> reports;
    ContentErrors errors;  // files no validator claims, unreadable files, syntax errors found while sorting
    std::size_t error_count() const;
    std::vector<ContentError> all_errors() const;
};

// Validates `paths` (files or folders, searched for *.yaml); with no paths, each validator's
// default folders under `content_root`, and the interface strings (assets/lang) too. Every file's
// Chinese text is linted as well (chinese_text_lint.hpp: the report "chinese text"). Document ids are checked against the sources.yaml among the
// files, or else <content_root>/question_bank/sources.yaml.
// Generated items (`generators`) are included when the whole bank is validated.
ValidationRun validate_content(const std::vector<std::filesystem::path>& paths,
                               const std::filesystem::path& content_root,
                               const std::vector<ContentValidator>& validators = content_validators(),
                               const std::filesystem::path& display_base = std::filesystem::current_path(),
                               const std::vector<content::ItemGenerator>& generators =
                                   content::builtin_item_generators());

}  // namespace arbiter::validate
