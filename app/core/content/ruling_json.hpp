// A ruling as JSON, the stable machine-readable shape used by `arbiter-cli adjudicate --json`,
// by content checks and by the trainer's grading (docs/rulings.md, "JSON shape").
#pragma once

#include <optional>
#include <string>

#include "app/core/json.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::content {

// Every LocalizedText appears as {"zh-Hans": ..., "zh-Hant": ..., "en": ...}: localized_json.
json::Value localized_json(const LocalizedText& text);
json::Value ruling_to_json(const rules::Ruling& ruling);
json::Value grade_to_json(const rules::Grade& grade);
// [{"part", "score", "missing", "extra"}]: a grade's parts, as the store keeps them for every answer.
json::Value part_scores_json(const std::vector<rules::PartScore>& parts);

// A candidate's structured answer in the same vocabulary as an incident's `expect:` block:
// {"ruling": id, "outcome": ..., "penalties": [{"player", "kind", "amount"}], "corrections": [...],
//  "articles": [...]}. nullopt with `error` set when a word is unknown.
std::optional<rules::Answer> answer_from_json(const json::Value& value, std::string* error = nullptr);
json::Value answer_to_json(const rules::Answer& answer);

}  // namespace arbiter::content
