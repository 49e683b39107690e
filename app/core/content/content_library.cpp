#include "app/core/content/content_library.hpp"

#include <algorithm>

#include "app/core/content/question_drills.hpp"
#include "app/core/content/question_loader.hpp"
#include "app/core/content/question_yaml.hpp"

namespace arbiter::content {

namespace fs = std::filesystem;

std::vector<ItemGenerator> builtin_item_generators() {
    // Computed items: the tournament and Go engines' calculation drills. Add more generators here.
    return {tournament_drill_generator(), go_counting_drill_generator()};
}

namespace {

void append(ContentErrors& to, const ContentErrors& from) { to.insert(to.end(), from.begin(), from.end()); }

// Generated items are checked like authored ones; the generator's name stands in for a file.
ContentErrors check_generated(const Question& q, const std::string& generator) {
    ContentErrors errors;
    auto fail = [&](const std::string& message) {
        errors.push_back({"<generator " + generator + ">", 0, 0, "item " + q.id + ": " + message});
    };
    if (!q.prompt.complete() || !q.explanation.complete()) fail("prompt and explanation need all three languages");
    if (q.sources.empty()) fail("every item needs at least one source");
    if (q.levels.empty() || !is_topic_area(q.topic_area())) fail("needs a level and a known topic area");
    if (q.type == QuestionType::Numeric && q.tolerance < 0) fail("tolerance must be 0 or more");
    return errors;
}

}  // namespace

void add_generated_items(const std::vector<ItemGenerator>& generators, std::vector<Question>& questions,
                         ContentErrors& errors) {
    for (const auto& generator : generators) {
        for (auto& q : generator.generate()) {
            q.generated = true;
            q.location = {"<generator " + generator.name + ">", 0, 0};
            auto problems = check_generated(q, generator.name);
            append(errors, problems);
            if (problems.empty()) questions.push_back(std::move(q));
        }
    }
}

ContentLibrary ContentLibrary::load(const fs::path& root, const std::vector<ItemGenerator>& generators) {
    ContentLibrary library;
    const fs::path bank = root / "question_bank";
    library.sources_ = load_source_catalog(bank / "sources.yaml", display_path(bank / "sources.yaml", root),
                                           library.errors_);

    auto certification = certification::load_certification_directory(bank / "certification", root);
    library.certification_ = std::move(certification.facts);
    append(library.errors_, certification.errors);
    certification::check_certification_sources(library.certification_, library.sources_, library.errors_);

    auto items = load_question_directory(bank, root);
    library.questions_ = std::move(items.questions);
    append(library.errors_, items.errors);
    add_generated_items(generators, library.questions_, library.errors_);
    append(library.errors_, check_question_bank(library.questions_, library.sources_));
    return library;
}

const Question* ContentLibrary::question(std::string_view id) const {
    for (const auto& q : questions_)
        if (q.id == id) return &q;
    return nullptr;
}

std::vector<const Question*> ContentLibrary::questions_for(Level level, std::string_view topic_area) const {
    std::vector<const Question*> out;
    for (const auto& q : questions_) {
        if (std::find(q.levels.begin(), q.levels.end(), level) == q.levels.end()) continue;
        if (!topic_area.empty() && q.topic_area() != topic_area) continue;
        out.push_back(&q);
    }
    return out;
}

}  // namespace arbiter::content
