// The whole content of a content root, loaded once: the question bank (authored items plus
// generated drills), the source catalogue and the certification facts. Scenarios plug in here
// later (see "Scenarios" below). The validators behind `arbiter-cli validate` are
// app/core/validate/, a layer above: content depends on neither certification nor training.
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

#include "app/core/content/certification_facts.hpp"
#include "app/core/content/certification_facts.hpp"
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

// Runs `generators`, checks each item like an authored one (three languages, a source, a level and
// topic area), marks it generated and appends it to `questions`; items that fail go to `errors`.
void add_generated_items(const std::vector<ItemGenerator>& generators, std::vector<Question>& questions,
                         ContentErrors& errors);

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
    // <root>/scenarios in load(); its validator joins validate::content_validators().

private:
    std::vector<Question> questions_;
    SourceCatalog sources_;
    certification::CertificationFacts certification_;
    ContentErrors errors_;
};

}  // namespace arbiter::content
