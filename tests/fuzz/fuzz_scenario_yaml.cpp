// Scenario YAML (docs/scenario-format.md): what the trainer and `validate` do with a scenario
// file, from text: parse it (the exam dressing, the incident, the board replayed through the
// engine), then check it — rule on it, compare with `expect:`, match the options. Nothing may
// throw or crash; every reported problem names the file and has a message. A `position_file:`
// is looked up beside the repository's Go scenarios, so the real game records can be cut too.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>

#include "app/core/content/scenario_checks.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::filesystem::path folder = std::filesystem::path(ARBITER_SOURCE_DIR) / "scenarios" / "go" / "ko";
    const std::string file = "fuzz.yaml";
    arbiter::ContentErrors errors;
    auto scenario = arbiter::content::parse_scenario(std::string(reinterpret_cast<const char*>(data), size), file,
                                                     errors, folder, "scenarios/go/ko");
    for (const auto& error : errors) {
        check(!error.file.empty(), "a scenario error names no file");
        check(!error.message.empty(), "a scenario error without a message");
    }
    if (!scenario) {
        check(!errors.empty(), "a scenario was refused without a reason");
        return 0;
    }
    arbiter::ContentErrors check_errors;
    if (auto ruling = arbiter::content::check_scenario(*scenario, check_errors, nullptr)) {
        (void)arbiter::content::options_equal_to(*scenario, *ruling);
        (void)arbiter::content::describe_ruling(*ruling);
    }
    return 0;
}
