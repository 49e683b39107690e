// Checks that need the whole question bank at once, and the coverage counts of `validate --coverage`.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "app/core/content/question.hpp"
#include "app/core/content/question_sources.hpp"
#include "app/core/content_error.hpp"

namespace arbiter::content {

// Duplicate ids, duplicate prompts (same zh-Hans or same en text, ignoring case and spacing) and
// documents missing from the catalogue. Each error points at the later item and names the first.
ContentErrors check_question_bank(const std::vector<Question>& questions, const SourceCatalog& sources);

struct QuestionCoverage {
    std::size_t total = 0;
    std::size_t generated = 0;
    std::map<std::string, std::size_t> by_topic_area;
    std::map<Level, std::size_t> by_level;  // an item tagged with two levels counts for both
    std::map<std::string, std::map<Level, std::size_t>> by_topic_and_level;
    std::map<QuestionType, std::size_t> by_type;
    std::map<int, std::size_t> by_difficulty;
};

QuestionCoverage question_coverage(const std::vector<Question>& questions);

}  // namespace arbiter::content
