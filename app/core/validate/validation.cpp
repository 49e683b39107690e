#include "app/core/validate/validation.hpp"

#include <algorithm>
#include <set>

#include "app/core/content/content_library.hpp"
#include "app/core/content/question_loader.hpp"
#include "app/core/paths.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/validate/chinese_text_lint.hpp"
#include "app/core/content/question_yaml.hpp"

namespace arbiter::validate {

namespace fs = std::filesystem;
using content::display_path;
using content::load_source_catalog;
using content::read_text_file;
using content::SourceCatalog;
using content::YamlReader;

namespace {
void append(ContentErrors& to, const ContentErrors& from) { to.insert(to.end(), from.begin(), from.end()); }
}  // namespace

std::vector<ContentValidator> content_validators() {
    return {source_catalog_validator(), certification_validator(), question_validator(), exam_blueprint_validator(),
            scenario_validator(), pairing_drill_validator()};
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
        errors.push_back(content_problem(display_path(path, base), 0, 0, "problem.no_such_path"));
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
        errors.push_back(content_problem(name, 0, 0, "problem.cannot_open"));
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
                               const std::vector<content::ItemGenerator>& generators) {
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
            run.errors.push_back(content_problem(name, 1, 1, "problem.not_content_file", {{"expected", expected}}));
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

    // The Chinese text of every file, and of the interface strings when the whole content is checked.
    ValidationReport chinese;
    chinese.validator = "chinese text";
    const ChineseTextRules rules = load_chinese_text_rules(chinese_text_rules_dir(content_root), chinese.errors);
    std::vector<fs::path> texts = files;
    if (paths.empty())
        for (const auto* tag : {"zh-Hans", "zh-Hant"})
            if (fs::exists(interface_strings_dir(content_root) / (std::string(tag) + ".yaml")))
                texts.push_back(interface_strings_dir(content_root) / (std::string(tag) + ".yaml"));
    std::vector<std::size_t> exception_uses(rules.conversion.exceptions.size(), 0);
    for (const auto& file : texts) {
        lint_chinese_file(file, display_path(file, display_base), rules, chinese.errors, chinese.warnings, &exception_uses);
        ++chinese.files;
    }
    chinese.entries = texts.size();
    // The generated drills are written in C++, not in a file: lint their texts too, each named by
    // the item's id (their code is engine/tournament/drills.cpp and the like).
    if (whole_bank) {
        std::vector<content::Question> generated;
        ContentErrors ignored;  // the question validator reports the generators' own errors
        content::add_generated_items(generators, generated, ignored);
        for (const auto& q : generated) {
            std::vector<const LocalizedText*> strings{&q.prompt, &q.explanation};
            for (const auto& option : q.options) strings.push_back(&option);
            if (q.unit) strings.push_back(&*q.unit);
            for (const auto* text : strings) {
                for (const auto language : {Language::ZhHans, Language::ZhHant})
                    for (const auto& finding : lint_chinese_text(text->get(language), language, rules))
                        (finding.error ? chinese.errors : chinese.warnings)
                            .push_back(content_problem("generated item " + q.id, 0, 0, finding.key, finding.args));
                for (const auto& hunk : unlisted_conversion_hunks(text->get(Language::ZhHans), text->get(Language::ZhHant),
                                                                  rules.conversion, &exception_uses))
                    chinese.errors.push_back(conversion_hunk_problem(hunk, "", "generated item " + q.id));
            }
        }
        chinese.entries += generated.size();
    }
    // With everything checked (the content, the interface strings and the drills), a reviewed
    // exception that no text needs any more is stale: the list must say what the texts do. Only the
    // content root's own list: a centre's content checked against the program's list (its root has
    // no assets/lint) does not hold the texts that list was written for.
    if (paths.empty() && whole_bank && has_own_chinese_text_rules(content_root))
        for (std::size_t i = 0; i < rules.conversion.exceptions.size(); ++i)
            if (exception_uses[i] == 0)
                chinese.errors.push_back(content_problem(
                    display_path(chinese_text_rules_dir(content_root) / "zh-hant-exceptions.yaml", display_base),
                    rules.conversion.exceptions[i].line, 1, "problem.lint.exception_unused"));
    run.reports.push_back(std::move(chinese));
    return run;
}

}  // namespace arbiter::validate
