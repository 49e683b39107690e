#include "app/ui/content_census.hpp"

#include <system_error>

namespace arbiter::ui {
namespace {

std::size_t count_yaml_files(const std::filesystem::path& dir) {
    std::size_t count = 0;
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) return 0;
    for (auto it = std::filesystem::recursive_directory_iterator(dir, ec); !ec && it != std::filesystem::recursive_directory_iterator();
         it.increment(ec)) {
        const auto ext = it->path().extension();
        if (it->is_regular_file(ec) && (ext == ".yaml" || ext == ".yml")) ++count;
    }
    return count;
}

}  // namespace

ContentCensus take_content_census(const std::filesystem::path& content_root) {
    ContentCensus census;
    census.scenarios_dir = content_root / "scenarios";
    census.question_bank_dir = content_root / "question_bank";
    census.scenario_files = count_yaml_files(census.scenarios_dir);
    census.question_files = count_yaml_files(census.question_bank_dir);
    return census;
}

}  // namespace arbiter::ui
