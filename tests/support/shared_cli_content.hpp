// The terminal commands run in-process (tests/support/cli_run.hpp) each load the content, as a
// command does once per process: about a second each under the sanitizers, and a suite runs dozens.
// share_repository_content_with_commands() has every command of this test process that reads the
// repository's own content, with no pack installed, use the one load of shared_content.hpp; any
// other content root, or installed packs, are loaded afresh as before. The repository's content
// does not change while the tests run, so the shared load is the one each command would make.
#pragma once

#include <filesystem>
#include <memory>
#include <system_error>
#include <vector>

#include "app/cli/training_cli_support.hpp"
#include "tests/support/shared_content.hpp"

namespace arbiter::test {

inline std::shared_ptr<const training::TrainingContent> repository_or_fresh_content(
    const std::filesystem::path& root, const std::vector<std::filesystem::path>& pack_folders) {
    std::error_code ec;
    if (pack_folders.empty() && std::filesystem::equivalent(root, repository_root(), ec)) return repository_training_content_ptr();
    return training::TrainingContent::load(root, pack_folders);
}

inline void share_repository_content_with_commands() { cli::set_content_loader(&repository_or_fresh_content); }

}  // namespace arbiter::test
