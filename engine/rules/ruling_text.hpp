// How the parts of a ruling read in the three languages (for the CLI, the trainer's answer
// builder and feedback). Names are those a referee would use: 弃权一次, 警告, "forfeit one turn".
#pragma once

#include "engine/core/language.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::rules {

LocalizedText outcome_text(Outcome o);
LocalizedText penalty_text(const Penalty& p);   // includes the amount ("对方加120秒"), the kind alone when it is 0
LocalizedText correction_text(CorrectionKind k);
// What an event of the timeline is called in a sentence about it ("旗落" / "flag fall"), never
// the file's word (`flag_fall`). A move is 着法 in chess and 落子 in Go.
LocalizedText event_text(EventKind kind, GameKind game);

}  // namespace arbiter::rules
