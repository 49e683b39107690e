// Grading in the desktop trainer: a question's response or a scenario's ruling becomes a
// training::GradedResponse (answer JSON, score, parts JSON) through the content layer's own checks
// (question.hpp) and the rulings engine (adjudicator + grading). The UI never decides what is right.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "app/core/content/question.hpp"
#include "app/core/content/scenario.hpp"
#include "app/core/training/exam_session.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::ui {

// What the candidate gave for a question, by type: picked option indexes (single: one; multiple:
// any; ordering: every option in the chosen order), true/false, or a number.
struct QuestionResponse {
    std::vector<std::size_t> picked;
    std::optional<bool> truth;
    std::optional<double> number;
};

bool response_complete(const content::Question& question, const QuestionResponse& response);
training::GradedResponse grade_question(const content::Question& question, const QuestionResponse& response);
// The response back from its JSON (exam resume shows what was answered).
QuestionResponse response_from_json(const std::string& answer_json);

struct ScenarioGrade {
    rules::Ruling ruling;  // the engine's ruling for the scenario's incident
    rules::Grade grade;
    training::GradedResponse response;
};

// The engine's ruling for the scenario (nullopt when the incident cannot be judged).
std::optional<rules::Ruling> scenario_ruling(const content::Scenario& scenario);
std::optional<ScenarioGrade> grade_scenario(const content::Scenario& scenario, const rules::Answer& answer);

}  // namespace arbiter::ui
