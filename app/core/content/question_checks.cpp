#include "app/core/content/question_checks.hpp"

#include <cctype>
#include <unordered_map>

namespace arbiter::content {

namespace {

std::string where(const SourceLocation& location) {
    return location.file + ":" + std::to_string(location.line) + ":" + std::to_string(location.column);
}

ContentError error_at(const Question& q, std::string message) {
    return {q.location.file, q.location.line, q.location.column, "item " + q.id + ": " + std::move(message)};
}

// Case and spacing must not hide a duplicate: "Who  certifies" is "who certifies", and Chinese
// text has no meaningful spaces at all, so all whitespace is dropped before comparing.
std::string normalised(const std::string& text) {
    std::string out;
    for (unsigned char c : text)
        if (!std::isspace(c)) out += static_cast<char>(std::tolower(c));
    return out;
}

}  // namespace

ContentErrors check_question_bank(const std::vector<Question>& questions, const SourceCatalog& sources) {
    ContentErrors errors;
    std::unordered_map<std::string, const Question*> by_id, by_zh, by_en;
    for (const auto& q : questions) {
        if (auto [it, inserted] = by_id.emplace(q.id, &q); !inserted)
            errors.push_back(error_at(q, "duplicate id (first used at " + where(it->second->location) + ")"));
        if (auto [it, inserted] = by_zh.emplace(normalised(q.prompt.zh_hans), &q); !inserted)
            errors.push_back(error_at(q, "duplicate zh-Hans prompt (same as item " + it->second->id + " at " +
                                             where(it->second->location) + ")"));
        if (auto [it, inserted] = by_en.emplace(normalised(q.prompt.en), &q); !inserted)
            errors.push_back(error_at(q, "duplicate en prompt (same as item " + it->second->id + " at " +
                                             where(it->second->location) + ")"));
        for (const auto& source : q.sources)
            if (!sources.contains(source.document))
                errors.push_back(error_at(q, "unknown document '" + source.document +
                                                 "' (add it to question_bank/sources.yaml)"));
    }
    return errors;
}

QuestionCoverage question_coverage(const std::vector<Question>& questions) {
    QuestionCoverage c;
    for (const auto& q : questions) {
        ++c.total;
        if (q.generated) ++c.generated;
        ++c.by_topic_area[q.topic_area()];
        ++c.by_type[q.type];
        ++c.by_difficulty[q.difficulty];
        for (Level level : q.levels) {
            ++c.by_level[level];
            ++c.by_topic_and_level[q.topic_area()][level];
        }
    }
    return c;
}

}  // namespace arbiter::content
