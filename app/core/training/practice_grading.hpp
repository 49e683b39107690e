// Judging a candidate's answer to a PracticeItem: parsing what was typed, grading against the key
// (questions) or the engine's ruling part by part (scenarios), and the feedback shown afterwards.
// The answer JSON shapes are listed in practice_session.hpp.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/json.hpp"
#include "app/core/store/records.hpp"
#include "app/core/training/clock.hpp"
#include "app/core/training/exam_session.hpp"
#include "app/core/training/training_content.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::training {

// ---- Answers and feedback -------------------------------------------------------------------

struct ResponseError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Parses what a candidate typed for this item: letters "B", "A,C" / "ACB" (choices, ordering),
// "t"/"f"/"对"/"错"/"true"/"false", a number, "2" (scenario option, 1-based or a letter), or a JSON
// answer as above. Throws ResponseError with a message fit for the candidate.
json::Value parse_response(const PracticeItem& item, std::string_view typed);
// The same for an item whose options were shown in the order `shown` (option_order.hpp): letters
// and numbers name places on screen; the answer holds the options' own indexes and "shown".
json::Value parse_response(const PracticeItem& item, std::string_view typed, const std::vector<std::size_t>& shown);

struct PartResult {
    std::string part;                  // question: "answer"; scenario: outcome/penalties/corrections/articles
    double score = 0;                  // 0..1
    std::vector<std::string> missing;  // in the key, not in the answer
    std::vector<std::string> extra;    // in the answer, not in the key
};

struct Feedback {
    std::string item_id;
    double score = 0;   // 0..1 with partial credit
    bool correct = false;  // full credit
    std::vector<PartResult> parts;
    LocalizedText correct_answer;  // the key in words ("B. 判负" / the engine's ruling)
    LocalizedText explanation;
    std::vector<Citation> citations;  // articles behind the key
    store::GradedAnswer graded;       // ready for the store (answer/parts JSON, seconds, time)
};

// Grades `response` (JSON as above) for `item`. Throws ResponseError when it does not fit the item.
Feedback grade(const PracticeItem& item, const json::Value& response, double seconds, TimePoint answered_at);
// An exam keeps only the graded result.
GradedResponse to_exam_response(const Feedback& feedback);
// "B. 判负" / the key as shown to the candidate, and option labels A, B, C ...
std::string option_label(std::size_t index);

// A candidate's ruling graded as given: no penalty listed means "no penalty", so every part counts.
rules::Grade grade_complete(rules::Answer answer, const rules::Ruling& ruling);
// The scenario option that states the engine's ruling (the key), if one does.
std::optional<std::size_t> key_option(const PracticeItem& item);

// A structured ruling (a scenario option, a key) in words, in the three languages.
LocalizedText describe_answer(const rules::Answer& answer);

}  // namespace arbiter::training
