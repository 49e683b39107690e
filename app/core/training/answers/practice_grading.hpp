// Judging a candidate's answer to a PracticeItem: grading against the key (questions) or the
// engine's ruling part by part (scenarios), and the feedback shown afterwards. The answer JSON and
// what a candidate types are answer_json.hpp's; how answers read, answer_text.hpp's.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/json.hpp"
#include "app/core/store/records.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/clock.hpp"
#include "app/core/training/exams/exam_session.hpp"
#include "app/core/training/training_content.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::training {

struct Feedback {
    std::string item_id;
    double score = 0;      // 0..1 with partial credit
    bool correct = false;  // full credit
    // A question has one part, "answer"; a scenario the ruling's parts, as the engine grades them.
    std::vector<rules::PartScore> parts;
    // Scenarios: what was wrong, part by part, in words (answer_text's wrong_part_lines).
    std::vector<LocalizedText> wrong_parts;
    LocalizedText correct_answer;  // the key in words ("B. 判负" / the engine's ruling)
    LocalizedText explanation;
    std::vector<Citation> citations;  // articles behind the key
    store::GradedAnswer graded;       // ready for the store (answer/parts JSON, seconds, time)
};

// Grades `response` (JSON as above) for `item`. Throws ResponseError when it does not fit the item.
Feedback grade(const PracticeItem& item, const json::Value& response, double seconds, TimePoint answered_at);
// An exam keeps only the graded result.
GradedResponse to_exam_response(const Feedback& feedback);
// A candidate's ruling graded as given: no penalty listed means "no penalty", so every part counts.
rules::Grade grade_complete(rules::Answer answer, const rules::Ruling& ruling);
// The scenario option that states the engine's ruling (the key), if one does.
std::optional<std::size_t> key_option(const PracticeItem& item);

}  // namespace arbiter::training
