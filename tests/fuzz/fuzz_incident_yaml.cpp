// Incident YAML (docs/incident-format.md): what `arbiter-cli adjudicate FILE` does with a file,
// from text: load it (a scenario's `incident:` block or a bare incident), rule on it, grade the
// author's `expect:` and write the ruling as JSON. Nothing may throw or crash; every reported
// problem names the file and has a message.
#include <cstddef>
#include <cstdint>
#include <string>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/ruling_json.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string file = "fuzz.yaml";
    arbiter::ContentErrors errors;
    auto loaded = arbiter::content::load_incident_text(std::string(reinterpret_cast<const char*>(data), size), file, errors);
    for (const auto& error : errors) {
        check(error.file == file, "an incident error names another file");
        check(!error.message.empty(), "an incident error without a message");
    }
    if (!loaded) {
        check(!errors.empty(), "an incident was refused without a reason");
        return 0;
    }
    auto adjudication = arbiter::rules::adjudicate(loaded->incident);
    if (!adjudication.ruling) {
        check(!adjudication.problems.empty(), "an incident could not be judged and no problem was given");
        return 0;
    }
    (void)arbiter::content::ruling_to_json(*adjudication.ruling).dump(true);
    if (loaded->expected)
        (void)arbiter::content::grade_to_json(arbiter::rules::grade(*loaded->expected, *adjudication.ruling)).dump();
    return 0;
}
