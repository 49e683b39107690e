// The repository's own content (scenarios/ and question_bank/), loaded once per test process and
// shared by every case that only reads it. A load takes seconds under the sanitizers, so the cases
// that use these are put in the doctest test suite "library" (`* doctest::test_suite("library")`),
// which arbiter_add_test_suite(... SHARED_SUITES library) runs as one CTest test: one process, one
// load (tests/CMakeLists.txt). Each is loaded on first use; a case that must see a fresh load (two
// loads agree, a load with other generators) still calls the loader itself.
#pragma once

#include <filesystem>
#include <memory>

#include "app/core/content/content_library.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/training/training_content.hpp"

namespace arbiter::test {

inline const std::filesystem::path& repository_root() {
    static const std::filesystem::path root = ARBITER_SOURCE_DIR;
    return root;
}

// The question bank with its generated drills, sources and certification facts.
inline const content::ContentLibrary& repository_library() {
    static const content::ContentLibrary library = content::ContentLibrary::load(repository_root());
    return library;
}

// Every file under scenarios/, names relative to the repository ("scenarios/go/...").
inline const content::ScenarioLoad& repository_scenarios() {
    static const content::ScenarioLoad load =
        content::load_scenario_folder(repository_root() / "scenarios", repository_root());
    return load;
}

// What a trainer works with: the questions and the scenarios the engine judges, as PracticeItems.
inline const std::shared_ptr<const training::TrainingContent>& repository_training_content_ptr() {
    static const std::shared_ptr<const training::TrainingContent> content =
        training::TrainingContent::load(repository_root());
    return content;
}
inline const training::TrainingContent& repository_training_content() { return *repository_training_content_ptr(); }

}  // namespace arbiter::test
