#include "app/core/content/content_library.hpp"

#include <algorithm>
#include <set>

#include "app/core/content/question_drills.hpp"
#include "app/core/content/question_loader.hpp"
#include "app/core/content/question_yaml.hpp"
#include "app/core/training/exam_blueprint.hpp"

namespace arbiter::content {

namespace fs = std::filesystem;

std::vector<ItemGenerator> builtin_item_generators() {
    // Computed items: the tournament engine's calculation drills. Add more generators here.
    return {tournament_drill_generator()};
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

void add_generated(const std::vector<ItemGenerator>& generators, std::vector<Question>& questions, ContentErrors& errors) {
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

void check_certification_sources(const certification::CertificationFacts& facts, const SourceCatalog& sources,
                                 ContentErrors& errors) {
    for (const auto& [ref, at] : facts.all_sources())
        if (!sources.contains(ref.document))
            errors.push_back({at.file, at.line, at.column,
                              "unknown document '" + ref.document + "' (add it to question_bank/sources.yaml)"});
}

}  // namespace

ContentLibrary ContentLibrary::load(const fs::path& root, const std::vector<ItemGenerator>& generators) {
    ContentLibrary library;
    const fs::path bank = root / "question_bank";
    library.sources_ = load_source_catalog(bank / "sources.yaml", display_path(bank / "sources.yaml", root),
                                           library.errors_);

    auto certification = certification::load_certification_directory(bank / "certification", root);
    library.certification_ = std::move(certification.facts);
    append(library.errors_, certification.errors);
    check_certification_sources(library.certification_, library.sources_, library.errors_);

    auto items = load_question_directory(bank, root);
    library.questions_ = std::move(items.questions);
    append(library.errors_, items.errors);
    add_generated(generators, library.questions_, library.errors_);
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

// ---- Validators ------------------------------------------------------------------------------

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
                if (context.generators) add_generated(*context.generators, questions, report.errors);
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
                check_certification_sources(load.facts, context.sources ? *context.sources : none, load.errors);
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
                    ContentErrors errors;
                    auto blueprint = training::load_exam_blueprint(file, errors);
                    const std::string name = display_path(file, context.display_base);
                    for (auto& e : errors) e.file = name;
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
                    if (!level) {
                        report.errors.push_back({name, 0, 0, "unknown level '" + blueprint.level + "'"});
                        continue;
                    }
                    for (const auto& section : blueprint.sections) {
                        if (section.kind && *section.kind != store::ItemKind::question) continue;
                        std::size_t available = 0;
                        for (const Question* q : library.questions_for(*level))
                            if (std::find(q->topics.begin(), q->topics.end(), section.topic) != q->topics.end())
                                ++available;
                        if (available < static_cast<std::size_t>(section.items))
                            report.errors.push_back({name, 0, 0,
                                                     "section '" + section.topic + "' needs " +
                                                         std::to_string(section.items) + " items at level " +
                                                         blueprint.level + "; the bank has " +
                                                         std::to_string(available)});
                    }
                }
                return report;
            }};
}

std::vector<ContentValidator> content_validators() {
    return {source_catalog_validator(), certification_validator(), question_validator(), exam_blueprint_validator(),
            scenario_validator()};
}

std::size_t ValidationRun::error_count() const {
    std::size_t n = errors.size();
    for (const auto& r : reports) n += r.errors.size();
    return n;
}

std::vector<ContentError> ValidationRun::all_errors() const {
    std::vector<ContentError> out = errors;
    for (const auto& r : reports) out.insert(out.end(), r.errors.begin(), r.errors.end());
    return out;
}

namespace {

void collect_yaml(const fs::path& path, std::vector<fs::path>& files, ContentErrors& errors, const fs::path& base) {
    std::error_code ec;
    if (fs::is_regular_file(path, ec)) {
        files.push_back(path);
        return;
    }
    if (!fs::is_directory(path, ec)) {
        errors.push_back({display_path(path, base), 0, 0, "no such file or folder"});
        return;
    }
    std::vector<fs::path> found;
    for (auto it = fs::recursive_directory_iterator(path, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec))
        if (it->is_regular_file() && (it->path().extension() == ".yaml" || it->path().extension() == ".yml"))
            found.push_back(it->path());
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
}

// The top-level keys of a YAML file, or nullopt (with an error) when it cannot be read or parsed.
std::optional<std::vector<std::string>> top_level_keys(const fs::path& file, const std::string& name,
                                                       ContentErrors& errors) {
    std::string text;
    if (!read_text_file(file.string(), text)) {
        errors.push_back({name, 0, 0, "cannot open the file"});
        return std::nullopt;
    }
    YamlReader reader(name, errors);
    auto root = reader.parse(text);
    if (!root) return std::nullopt;
    std::vector<std::string> keys;
    if (root->IsMap())
        for (auto it = root->begin(); it != root->end(); ++it)
            if (it->first.IsScalar()) keys.push_back(it->first.Scalar());
    return keys;
}

}  // namespace

ValidationRun validate_content(const std::vector<fs::path>& paths, const fs::path& content_root,
                               const std::vector<ContentValidator>& validators, const fs::path& display_base,
                               const std::vector<ItemGenerator>& generators) {
    ValidationRun run;
    std::error_code ec;
    bool whole_bank = paths.empty() || std::any_of(paths.begin(), paths.end(), [&](const fs::path& p) {
        return fs::equivalent(p, content_root / "question_bank", ec);
    });
    std::vector<fs::path> roots = paths;
    if (roots.empty()) {
        std::set<fs::path> folders;
        for (const auto& v : validators)
            for (const auto& folder : v.default_folders)
                if (fs::exists(content_root / folder) && folders.insert(content_root / folder).second)
                    roots.push_back(content_root / folder);
    }
    std::vector<fs::path> files;
    for (const auto& p : roots) collect_yaml(p, files, run.errors, display_base);
    files.erase(std::unique(files.begin(), files.end()), files.end());

    std::vector<std::vector<fs::path>> claimed(validators.size());
    for (const auto& file : files) {
        std::string name = display_path(file, display_base);
        auto keys = top_level_keys(file, name, run.errors);
        if (!keys) continue;
        bool found = false;
        for (std::size_t v = 0; v < validators.size() && !found; ++v) {
            for (const auto& key : *keys) {
                const auto& wanted = validators[v].top_level_keys;
                if (std::find(wanted.begin(), wanted.end(), key) != wanted.end()) {
                    claimed[v].push_back(file);
                    found = true;
                    break;
                }
            }
        }
        if (!found) {
            std::string expected;
            for (const auto& v : validators)
                for (const auto& k : v.top_level_keys) expected += (expected.empty() ? "" : ", ") + k;
            run.errors.push_back({name, 1, 1, "not a content file this program knows: expected a top-level " + expected});
        }
    }

    // The document catalogue: the one being validated, or the content root's.
    SourceCatalog catalog;
    std::vector<fs::path> catalog_files;
    for (std::size_t v = 0; v < validators.size(); ++v)
        if (validators[v].name == "sources") catalog_files = claimed[v];
    if (catalog_files.empty()) catalog_files.push_back(content_root / "question_bank" / "sources.yaml");
    ContentErrors catalog_errors;  // reported by the sources validator when it runs on these files
    for (const auto& file : catalog_files) {
        SourceCatalog part = load_source_catalog(file, display_path(file, display_base), catalog_errors);
        for (const auto& d : part.documents()) catalog.add(d);
    }
    bool catalog_validated = std::any_of(validators.begin(), validators.end(), [&](const ContentValidator& v) {
        return v.name == "sources" && !claimed[&v - validators.data()].empty();
    });
    if (!catalog_validated && !catalog_errors.empty()) append(run.errors, catalog_errors);

    ValidationContext context{content_root, display_base, &catalog, whole_bank ? &generators : nullptr};
    for (std::size_t v = 0; v < validators.size(); ++v)
        if (!claimed[v].empty()) run.reports.push_back(validators[v].validate(claimed[v], context));
    return run;
}

}  // namespace arbiter::content
