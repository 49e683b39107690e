#include "app/core/content/question_sources.hpp"

#include "app/core/problem_text.hpp"

#include "app/core/content/question_yaml.hpp"

namespace arbiter::content {

const SourceDocument* SourceCatalog::find(std::string_view id) const {
    for (const auto& d : documents_)
        if (d.id == id) return &d;
    return nullptr;
}

SourceCatalog parse_source_catalog(const std::string& yaml_text, const std::string& file, ContentErrors& errors) {
    SourceCatalog catalog;
    YamlReader reader(file, errors);
    auto root = reader.parse(yaml_text);
    if (!root || !reader.expect_map(*root, "sources file")) return catalog;
    reader.reject_unknown_keys(*root, {"documents"}, "");
    auto documents = reader.required(*root, "documents", "");
    if (!documents || !reader.expect_sequence(*documents, "documents")) return catalog;
    for (const auto& node : *documents) {
        if (!reader.expect_map(node, "document")) continue;
        std::size_t before = reader.error_count();
        reader.reject_unknown_keys(node, {"id", "title", "year", "origin"}, "document: ");
        SourceDocument document;
        if (auto id = reader.required(node, "id", "document: "))
            if (auto s = reader.string(*id, "id")) document.id = *s;
        if (auto title = reader.required(node, "title", "document " + document.id + ": "))
            if (auto t = reader.localized(*title, "title")) document.title = *t;
        if (auto year = reader.required(node, "year", "document " + document.id + ": "))
            if (auto s = reader.string(*year, "year")) document.year = *s;
        if (auto origin = reader.required(node, "origin", "document " + document.id + ": "))
            if (auto s = reader.string(*origin, "origin")) document.origin = *s;
        if (!document.id.empty() && catalog.contains(document.id)) {
            reader.problem(node, "problem.id_used_twice", {}, {MessageArg::place("document " + document.id)});
            continue;
        }
        if (reader.error_count() == before) catalog.add(std::move(document));
    }
    return catalog;
}

SourceCatalog load_source_catalog(const std::filesystem::path& path, const std::string& display_name,
                                  ContentErrors& errors) {
    std::string text;
    if (!read_text_file(path.string(), text)) {
        errors.push_back(content_problem(display_name, 0, 0, "problem.cannot_open"));
        return {};
    }
    return parse_source_catalog(text, display_name, errors);
}

}  // namespace arbiter::content
