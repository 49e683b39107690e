// The question bank's validators: items (with the generated drills), certification facts, the
// source catalogue and the exam blueprints (which must be drawable from the bank).
#include <algorithm>
#include <iterator>

#include "app/core/content/certification_facts.hpp"
#include "app/core/content/question_loader.hpp"
#include "app/core/content/question_yaml.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/training/sport_profile.hpp"
#include "app/core/validate/validation.hpp"

namespace arbiter::validate {

namespace fs = std::filesystem;
using namespace content;

namespace {
void append(ContentErrors& to, const ContentErrors& from) { to.insert(to.end(), from.begin(), from.end()); }
}  // namespace

ContentValidator question_validator() {
    return {"questions", {"items"}, {"question_bank"},
            [](const std::vector<fs::path>& files, const ValidationContext& context) {
                ValidationReport report{"questions", files.size(), 0, {}, std::nullopt};
                std::vector<Question> questions;
                for (const auto& file : files) {
                    auto load = load_question_file(file, display_path(file, context.display_base));
                    append(report.errors, load.errors);
                    std::move(load.questions.begin(), load.questions.end(), std::back_inserter(questions));
                }
                if (context.generators) add_generated_items(*context.generators, questions, report.errors);
                SourceCatalog none;
                append(report.errors, check_question_bank(questions, context.sources ? *context.sources : none));
                report.entries = questions.size();
                report.coverage = question_coverage(questions);
                return report;
            }};
}

ContentValidator certification_validator() {
    return {"certification", {"grades", "player_levels", "facts"}, {"question_bank"},
            [](const std::vector<fs::path>& files, const ValidationContext& context) {
                ValidationReport report{"certification", files.size(), 0, {}, std::nullopt};
                certification::CertificationLoad load;
                for (const auto& file : files) {
                    std::string text, name = display_path(file, context.display_base);
                    if (!read_text_file(file.string(), text))
                        load.errors.push_back({name, 0, 0, "cannot open the file"});
                    else
                        certification::parse_certification_file(text, name, load);
                }
                certification::check_certification_facts(load);
                SourceCatalog none;
                certification::check_certification_sources(load.facts, context.sources ? *context.sources : none, load.errors);
                report.errors = std::move(load.errors);
                report.entries = load.facts.grades.size() + load.facts.player_levels.size() + load.facts.facts.size();
                return report;
            }};
}

ContentValidator source_catalog_validator() {
    return {"sources", {"documents"}, {"question_bank"},
            [](const std::vector<fs::path>& files, const ValidationContext& context) {
                ValidationReport report{"sources", files.size(), 0, {}, std::nullopt};
                for (const auto& file : files) {
                    auto catalog = load_source_catalog(file, display_path(file, context.display_base), report.errors);
                    report.entries += catalog.documents().size();
                }
                return report;
            }};
}

ContentValidator exam_blueprint_validator() {
    return {"exam blueprints", {"sections"}, {"question_bank"},
            [](const std::vector<fs::path>& files, const ValidationContext& context) {
                ValidationReport report{"exam blueprints", files.size(), 0, {}, std::nullopt, {}};
                std::vector<std::pair<training::ExamBlueprint, std::string>> blueprints;
                for (const auto& file : files) {
                    // exam_blueprints/shared/*.yaml hold sections several blueprints share: each is
                    // read, and its mistakes reported, through the blueprints that name it.
                    if (file.parent_path().filename() == "shared") {
                        --report.files;
                        continue;
                    }
                    ContentErrors errors;
                    // Named by the loader, each in its own file: a shared file's problem is at the
                    // shared file's line, not the blueprint's.
                    auto blueprint = training::load_exam_blueprint(file, errors, context.display_base);
                    const std::string name = display_path(file, context.display_base);
                    append(report.errors, errors);
                    if (blueprint) blueprints.emplace_back(std::move(*blueprint), name);
                }
                report.entries = blueprints.size();
                // A mock exam that cannot be drawn is broken content: when the whole bank is being
                // validated, check every section against the items of the blueprint's level.
                if (blueprints.empty() || !context.generators) return report;
                const auto library = ContentLibrary::load(context.content_root, *context.generators);
                for (const auto& [blueprint, name] : blueprints) {
                    const auto level = parse_level(blueprint.level);
                    if (!level) continue;  // the loader refused it with problem.unknown_level
                    for (const auto& section : blueprint.sections) {
                        if (section.kind && *section.kind != store::ItemKind::question) continue;
                        // Counted as the draw counts: the level, the topic, and the blueprint's
                        // sport (a Go exam draws no chess question, however many the level has).
                        std::size_t available = 0;
                        for (const Question* q : library.questions_for(*level))
                            if (std::find(q->topics.begin(), q->topics.end(), section.topic) != q->topics.end() &&
                                (blueprint.sport.empty() || training::item_in_sport(training::question_games(*q), blueprint.sport)))
                                ++available;
                        if (available < static_cast<std::size_t>(section.items))
                            report.errors.push_back(content_problem(
                                    name, 0, 0,
                                    blueprint.sport.empty() ? "problem.blueprint.too_few_items" : "problem.blueprint.too_few_items_in_sport",
                                    {{"topic", section.topic}, {"items", std::to_string(section.items)}, {"level", blueprint.level},
                                     {"sport", blueprint.sport}, {"available", std::to_string(available)}}));
                    }
                }
                return report;
            }};
}

}  // namespace arbiter::validate
