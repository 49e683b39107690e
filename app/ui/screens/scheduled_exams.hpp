// The class's scheduled mock exams at the top of the exam screen's list (docs/centre.md § Packs and
// scheduled exams): each not yet closed, naming the class and the window; one that is open has a
// Start button and starts with the class's seed, so everyone sits the same exam. What is offered
// when is training::scheduled_offers', the same as `arbiter-cli exam --scheduled`.
#pragma once

#include <cstdint>
#include <optional>

#include "app/core/training/exams/exam_blueprint.hpp"

namespace arbiter::ui {

class TrainerApp;

struct ScheduledStart {
    const training::ExamBlueprint* blueprint;
    std::uint64_t seed;
    std::int64_t server_id;  // the scheduled exam's id on the centre's server
};

// Draws the kept schedule; returns the exam to start when its Start button was pressed.
std::optional<ScheduledStart> draw_scheduled_exams(TrainerApp& app);

}  // namespace arbiter::ui
