// The interactive loop shared by `practice` and `review`: show an item, read the answer, print the
// feedback, go on; at the end a summary and the offer to retry what was wrong.
#pragma once

#include <cstdint>
#include <ostream>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command_registry.hpp"
#include "app/cli/training_cli_support.hpp"

namespace arbiter::cli {

// Runs a practice (or review) session over `items` until they are done, the candidate quits, or the
// input ends. Returns the session summary of all rounds.
training::SessionSummary run_practice(TrainingEnvironment& env, std::vector<const training::PracticeItem*> items,
                                      store::AttemptMode mode, Io& io);

// "go88-... · scenario · go-rules,play-twice · cn-3,cn-2" — one line per item for --list.
void print_item_line(const training::PracticeItem& item, std::ostream& out);

// The filter options shared by practice and review (--game --topic --level --article --kind).
training::ItemFilter item_filter_from(const Arguments& args);
std::uint64_t seed_from(const Arguments& args);

}  // namespace arbiter::cli
