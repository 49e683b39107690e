// What the centre's commands share (centre_commands.cpp: the candidate's; centre_class_commands.cpp:
// what an instructor gives a class): how times and the server's failures read.
#pragma once

#include <cstdint>
#include <string>

#include "app/cli/command_registry.hpp"
#include "app/core/centre/pg_connection.hpp"
#include "app/core/store/training_store.hpp"
#include "app/core/training/exams/scheduled_offers.hpp"
#include "app/core/ui_strings.hpp"

namespace arbiter::cli {

// "2026-12-01 08:30 UTC"
std::string utc_time(std::int64_t unix_ms);
// The same moment on this computer's clock, with its zone: "2026-12-01 16:30 CST". A candidate
// reads their exam windows this way.
std::string local_time(std::int64_t unix_ms);

// A failure of the centre as people read it: unreachable (everything stays here) or refused. 1.
int centre_failure(const UiStrings& s, const centre::CentreError& e, Io& io);

// The class's kept scheduled exams with their state at `now` (training::scheduled_offers).
std::vector<training::ScheduledOffer> kept_offers(store::TrainingStore& store, std::int64_t profile_id,
                                                 store::TimePoint now);
// One line for each not yet closed: "opens at …", "open until …", "started". `centre status`,
// `centre sync` and `exam --list` / `exam --scheduled` print them.
void print_schedule(const UiStrings& s, const std::vector<training::ScheduledOffer>& offers, Io& io);

}  // namespace arbiter::cli
