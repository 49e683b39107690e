#include "app/core/content/question_checks.hpp"

#include <cctype>
#include <unordered_map>

#include "app/core/problem_text.hpp"

namespace arbiter::content {

namespace {

std::string where(const SourceLocation& location) {
    return location.file + ":" + std::to_string(location.line) + ":" + std::to_string(location.column);
}

ContentError error_at(const Question& q, std::string key, std::vector<MessageArg> args) {
    return content_problem(q.location.file, q.location.line, q.location.column, std::move(key), std::move(args),
                           {MessageArg::words("", "problem.place.item", {{"id", q.id}})});
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
            errors.push_back(error_at(q, "problem.duplicate_id", {{"first", where(it->second->location)}}));
        if (auto [it, inserted] = by_zh.emplace(normalised(q.prompt.zh_hans), &q); !inserted)
            errors.push_back(error_at(q, "problem.duplicate_prompt",
                                      {{"language", "zh-Hans"}, {"id", it->second->id}, {"first", where(it->second->location)}}));
        if (auto [it, inserted] = by_en.emplace(normalised(q.prompt.en), &q); !inserted)
            errors.push_back(error_at(q, "problem.duplicate_prompt",
                                      {{"language", "en"}, {"id", it->second->id}, {"first", where(it->second->location)}}));
        for (const auto& source : q.sources)
            if (!sources.contains(source.document))
                errors.push_back(error_at(q, "problem.unknown_document", {{"document", source.document}}));
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
