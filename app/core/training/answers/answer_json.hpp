// The answer JSON every front end writes and the store keeps, in one place:
//   questions  {"choices": [i, ...]}, {"order": [i, ...]}, {"true": b}, {"number": x}
//   scenarios  {"option": i} or {"ruling": {...}} (content/ruling_json.hpp)
// with "shown": [k, ...] beside choices, order and option when the options were shuffled
// (option_order.hpp). Indexes are the options' own, never the letters on screen.
//
// Three ways in: what the terminal candidate typed (parse_response), what the trainer's widgets
// hold (QuestionResponse, an option, a built ruling), and a stored answer read back (a resumed
// exam shows what was answered; a report gives the candidate's own letters).
#pragma once

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/content/question.hpp"
#include "app/core/json.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::training {

struct PracticeItem;

// An answer that does not fit its item; the message is fit for the candidate.
struct ResponseError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// ---- What the candidate typed ---------------------------------------------------------------

// Letters "B", "A,C" / "ACB" (choices, ordering), "t"/"f"/"对"/"错"/"true"/"false", a number,
// "2" (scenario option, 1-based or a letter), a ruling in words for a scenario built from parts
// (ruling_words.hpp), or a JSON answer as above. With `shown`, letters and numbers name places on
// screen and the answer holds the options' own indexes and "shown". Throws ResponseError, its
// message in `language`.
json::Value parse_response(const PracticeItem& item, std::string_view typed, const std::vector<std::size_t>& shown = {},
                           Language language = Language::En);

// ---- What the trainer's widgets hold --------------------------------------------------------

// What the candidate gave for a question, by type: picked option indexes (single: one; multiple:
// any; ordering: every option in the chosen order), true/false, or a number.
struct QuestionResponse {
    std::vector<std::size_t> picked;
    std::optional<bool> truth;
    std::optional<double> number;
    std::vector<std::size_t> shown;  // the order the options are on screen; empty: as written
};

bool response_complete(const content::Question& question, const QuestionResponse& response);
json::Value question_response_json(const content::Question& question, const QuestionResponse& response);
json::Value option_response_json(std::size_t option, const std::vector<std::size_t>& shown = {});
json::Value ruling_response_json(const rules::Answer& answer);

// ---- A stored answer read back --------------------------------------------------------------

// The response a stored question answer holds. Throws ResponseError when the text is not an answer
// this version can read (the caller says so rather than show it as unanswered in silence).
QuestionResponse response_from_json(const std::string& answer_json);
// The option of a scenario answer {"option": i}; none for a built ruling. Throws ResponseError
// when the text is not JSON.
std::optional<std::size_t> option_from_json(const std::string& answer_json);
// The candidate's answer in the letters he saw ("B", "A C"), for reports; the stored text when it
// holds no options (a number, true/false, a built ruling) or cannot be read.
std::string answer_letters(const PracticeItem& item, const std::string& answer_json);

}  // namespace arbiter::training
