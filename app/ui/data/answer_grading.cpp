#include "app/ui/data/answer_grading.hpp"

#include <cmath>

#include "app/core/content/ruling_json.hpp"

namespace arbiter::ui {

using content::QuestionType;

bool response_complete(const content::Question& q, const QuestionResponse& r) {
    switch (q.type) {
        case QuestionType::SingleChoice: return r.picked.size() == 1;
        case QuestionType::MultipleChoice: return !r.picked.empty();
        case QuestionType::Ordering: return r.picked.size() == q.options.size();
        case QuestionType::TrueFalse: return r.truth.has_value();
        case QuestionType::Numeric: return r.number.has_value() && std::isfinite(*r.number);
    }
    return false;
}

json::Value question_response_json(const content::Question& q, const QuestionResponse& r) {
    json::Value answer = json::object();
    json::Value picked = json::indexes(r.picked);
    switch (q.type) {
        case QuestionType::SingleChoice:
        case QuestionType::MultipleChoice: answer.set("choices", std::move(picked)); break;
        case QuestionType::Ordering: answer.set("order", std::move(picked)); break;
        case QuestionType::TrueFalse: answer.set("true", r.truth.value_or(false)); break;
        case QuestionType::Numeric: answer.set("number", r.number.value_or(0.0)); break;
    }
    if (!r.shown.empty() && (q.type == QuestionType::SingleChoice || q.type == QuestionType::MultipleChoice || q.type == QuestionType::Ordering))
        answer.set("shown", json::indexes(r.shown));
    return answer;
}

QuestionResponse response_from_json(const std::string& answer_json) {
    QuestionResponse r;
    try {
        const json::Value v = json::parse(answer_json);
        for (const char* key : {"choices", "order"})
            if (const auto* list = v.find(key))
                for (const auto& o : list->as_array()) r.picked.push_back(static_cast<std::size_t>(o.as_int()));
        if (const auto* shown = v.find("shown"))
            for (const auto& o : shown->as_array()) r.shown.push_back(static_cast<std::size_t>(o.as_int()));
        if (const auto* truth = v.find("true")) r.truth = truth->as_bool();
        if (const auto* number = v.find("number")) r.number = number->as_double();
    } catch (const std::exception&) {
        // An answer written by another version: show it as unanswered rather than guess.
    }
    return r;
}

std::optional<std::size_t> option_from_json(const std::string& answer_json) {
    try {
        const json::Value answer = json::parse(answer_json);  // alive while `option` points into it
        if (const auto* option = answer.find("option"))
            if (const auto i = option->as_int(); i >= 0) return static_cast<std::size_t>(i);
    } catch (const std::exception&) {
        // not an option answer, or written by another version: shown as unanswered
    }
    return std::nullopt;
}

json::Value option_response_json(std::size_t option, const std::vector<std::size_t>& shown) {
    json::Value v = json::object();
    v.set("option", static_cast<unsigned long>(option));
    if (!shown.empty()) v.set("shown", json::indexes(shown));
    return v;
}

json::Value ruling_response_json(const rules::Answer& answer) {
    json::Value v = json::object();
    v.set("ruling", content::answer_to_json(answer));
    return v;
}

}  // namespace arbiter::ui
