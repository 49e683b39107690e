// What the screens send to the shared grading (training/practice_grading.hpp): the candidate's
// response as the answer JSON every front end uses — {"choices": [...]}, {"order": [...]},
// {"true": b}, {"number": x} for questions; {"option": i} or {"ruling": {...}} for scenarios.
// The grading itself, the key and the feedback are the training layer's; the UI decides nothing.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/core/content/question.hpp"
#include "app/core/json.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::ui {

// What the candidate gave for a question, by type: picked option indexes (single: one; multiple:
// any; ordering: every option in the chosen order), true/false, or a number.
struct QuestionResponse {
    std::vector<std::size_t> picked;
    std::optional<bool> truth;
    std::optional<double> number;
    std::vector<std::size_t> shown;   // the order the options are on screen (option_order.hpp); empty: as written
};

bool response_complete(const content::Question& question, const QuestionResponse& response);
json::Value question_response_json(const content::Question& question, const QuestionResponse& response);
// The response back from its JSON (a resumed exam shows what was answered).
QuestionResponse response_from_json(const std::string& answer_json);

// `shown`: the order the options were on screen, kept with the answer (empty: as written).
json::Value option_response_json(std::size_t option, const std::vector<std::size_t>& shown = {});
// The option of a scenario answer {"option": i} (a resumed exam shows it picked); none for any
// other answer.
std::optional<std::size_t> option_from_json(const std::string& answer_json);
json::Value ruling_response_json(const rules::Answer& answer);

}  // namespace arbiter::ui
