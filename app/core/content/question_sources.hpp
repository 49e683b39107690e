// The catalogue of documents that items and certification facts may cite
// (question_bank/sources.yaml): every document id with its title in three languages, its year
// and where our text of it comes from.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app/core/content_error.hpp"
#include "engine/core/language.hpp"

namespace arbiter::content {

struct SourceDocument {
    std::string id;       // "cn-go-1988"
    LocalizedText title;  // full title
    std::string year;     // "1988", "2024/2025"
    std::string origin;   // where the text we used comes from (URL, reference section, seed)
};

class SourceCatalog {
public:
    const std::vector<SourceDocument>& documents() const { return documents_; }
    const SourceDocument* find(std::string_view id) const;
    bool contains(std::string_view id) const { return find(id) != nullptr; }
    void add(SourceDocument document) { documents_.push_back(std::move(document)); }

private:
    std::vector<SourceDocument> documents_;
};

// Reads a sources.yaml text; problems go to `errors` with `file` as the file name.
SourceCatalog parse_source_catalog(const std::string& yaml_text, const std::string& file, ContentErrors& errors);
SourceCatalog load_source_catalog(const std::filesystem::path& path, const std::string& display_name,
                                  ContentErrors& errors);

}  // namespace arbiter::content
