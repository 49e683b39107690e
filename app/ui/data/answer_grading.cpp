#include "app/ui/data/answer_grading.hpp"

#include <cmath>

#include "app/core/content/ruling_json.hpp"
#include "app/core/json.hpp"
#include "engine/rules/adjudicator.hpp"

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

training::GradedResponse grade_question(const content::Question& q, const QuestionResponse& r) {
    json::Value answer = json::object();
    bool correct = false;
    switch (q.type) {
        case QuestionType::SingleChoice:
        case QuestionType::MultipleChoice:
        case QuestionType::Ordering: {
            json::Value picked = json::array();
            for (auto i : r.picked) picked.push(static_cast<unsigned long>(i));
            answer.set("options", std::move(picked));
            correct = response_complete(q, r) && content::choice_answer_correct(q, r.picked);
            break;
        }
        case QuestionType::TrueFalse:
            answer.set("true", r.truth.value_or(false));
            correct = r.truth.has_value() && *r.truth == q.answer_true;
            break;
        case QuestionType::Numeric:
            answer.set("number", r.number.value_or(0.0));
            correct = response_complete(q, r) && content::numeric_answer_correct(q, *r.number);
            break;
    }
    json::Value parts = json::object();
    parts.set("correct", correct);
    return {answer.dump(), correct ? 1.0 : 0.0, parts.dump()};
}

QuestionResponse response_from_json(const std::string& answer_json) {
    QuestionResponse r;
    try {
        const json::Value v = json::parse(answer_json);
        if (const auto* options = v.find("options"))
            for (const auto& o : options->as_array()) r.picked.push_back(static_cast<std::size_t>(o.as_int()));
        if (const auto* truth = v.find("true")) r.truth = truth->as_bool();
        if (const auto* number = v.find("number")) r.number = number->as_double();
    } catch (const std::exception&) {
        // An answer written by another version: show it as unanswered rather than guess.
    }
    return r;
}

std::optional<rules::Ruling> scenario_ruling(const content::Scenario& scenario) {
    auto adjudication = rules::adjudicate(scenario.incident);
    return adjudication.ruling;
}

std::optional<ScenarioGrade> grade_scenario(const content::Scenario& scenario, const rules::Answer& answer) {
    auto ruling = scenario_ruling(scenario);
    if (!ruling) return std::nullopt;
    ScenarioGrade result{*ruling, rules::grade(answer, *ruling), {}};
    result.response = {content::answer_to_json(answer).dump(), result.grade.score,
                       content::grade_to_json(result.grade).dump()};
    return result;
}

}  // namespace arbiter::ui
