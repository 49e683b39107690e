// How the parts of a ruling read in the three languages (for the CLI, the trainer's answer
// builder and feedback). Names are those a referee would use: 弃权一次, 警告, "forfeit one turn".
#pragma once

#include "engine/core/language.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::rules {

LocalizedText outcome_text(Outcome o);
LocalizedText penalty_text(const Penalty& p);   // includes the amount ("加 120 秒" / "120 s to the opponent")
LocalizedText correction_text(CorrectionKind k);

}  // namespace arbiter::rules
