// A ruling as JSON, the stable machine-readable shape used by `arbiter-cli adjudicate --json`,
// by content checks and by the trainer's grading (docs/rulings.md, "JSON shape").
#pragma once

#include "app/core/json.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::content {

// Every LocalizedText appears as {"zh-Hans": ..., "zh-Hant": ..., "en": ...}.
json::Value ruling_to_json(const rules::Ruling& ruling);
json::Value grade_to_json(const rules::Grade& grade);

}  // namespace arbiter::content
