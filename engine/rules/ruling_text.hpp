// How the parts of a ruling read in the three languages (for the CLI, the trainer's answer
// builder and feedback). Names are those a referee would use: 弃权一次, 警告, "forfeit one turn".
#pragma once

#include <string>
#include <string_view>

#include "engine/core/language.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::rules {

LocalizedText outcome_text(Outcome o);
LocalizedText penalty_text(const Penalty& p);   // includes the amount ("对方加120秒"), the kind alone when it is 0
LocalizedText correction_text(CorrectionKind k);
// What an event of the timeline is called in a sentence about it ("旗落" / "flag fall"), never
// the file's word (`flag_fall`). A move is 着法 in chess and 落子 in Go.
LocalizedText event_text(EventKind kind, GameKind game);

// The name of a graded part ("outcome" → 结果 / "Outcome") and one of its items as the grade
// writes it ("black_wins", "white:time_to_opponent=120", "void_move", "20.1") in words.
LocalizedText grade_part_text(std::string_view part);
LocalizedText graded_item_text(std::string_view part, const std::string& item);
// Where an answer (a scenario's `expect`, an option) differs from the ruling, part by part in
// words: what the engine's ruling has and what the answer gives instead.
LocalizedText grade_difference_text(const Grade& grade);
// A ruling in words: the outcome, penalties, corrections and the articles in the model answer's
// order (Ruling::articles).
LocalizedText ruling_words(const Ruling& ruling);

}  // namespace arbiter::rules
