// How much content the content root holds, so empty states can say exactly what was found where
// ("0 scenario files in /…/scenarios") instead of guessing. Counting files is not loading them:
// the trainer core loads and validates content.
#pragma once

#include <cstddef>
#include <filesystem>

namespace arbiter::ui {

struct ContentCensus {
    std::filesystem::path scenarios_dir;      // <root>/scenarios
    std::filesystem::path question_bank_dir;  // <root>/question_bank
    std::size_t scenario_files = 0;           // *.yaml at any depth
    std::size_t question_files = 0;
};

ContentCensus take_content_census(const std::filesystem::path& content_root);

}  // namespace arbiter::ui
