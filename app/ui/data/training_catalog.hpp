// The content as the training layer sees it: one store::TrainingItem per question and scenario,
// with a fingerprint that changes whenever the item's text or answer changes (so an edited item
// starts a fresh review memory and old attempts keep the version they answered).
#pragma once

#include <string>
#include <vector>

#include "app/core/content/content_library.hpp"
#include "app/core/content/scenario.hpp"
#include "app/core/store/records.hpp"

namespace arbiter::ui {

std::string question_fingerprint(const content::Question& question);
std::string scenario_fingerprint(const content::Scenario& scenario);

store::TrainingItem training_item(const content::Question& question);
store::TrainingItem training_item(const content::Scenario& scenario);

std::vector<store::TrainingItem> training_items(const content::ContentLibrary& library,
                                                const std::vector<content::Scenario>& scenarios);

}  // namespace arbiter::ui
