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

// "go88-... · 情景 · 围棋规则、连走两手 · 三级、二级" — one line per item for --list, in --lang.
void print_item_line(const training::PracticeItem& item, const TrainingEnvironment& env, std::ostream& out);

// The filter options shared by practice and review (--game --topic --level --article --kind).
training::ItemFilter item_filter_from(const Arguments& args);
std::uint64_t seed_from(const Arguments& args);

}  // namespace arbiter::cli
