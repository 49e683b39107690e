// Incident YAML (docs/incident-format.md): what `arbiter-cli adjudicate FILE` does with a file,
// from text: parse it as load_incident_file does (a scenario's `incident:` block or a bare
// incident), rule on it, grade the author's `expect:` and write the ruling as JSON. Nothing may
// throw or crash; every reported problem names the file and has a message.
#include <cstddef>
#include <cstdint>
#include <string>

#include <yaml-cpp/yaml.h>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/ruling_json.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string file = "fuzz.yaml";
    YAML::Node root;
    try {
        root = YAML::Load(std::string(reinterpret_cast<const char*>(data), size));
    } catch (const YAML::Exception&) {
        return 0;  // load_incident_file reports this as the file's syntax error
    }
    arbiter::ContentErrors errors;
    std::optional<arbiter::content::LoadedIncident> loaded;
    // The same choice as load_incident_file (incident_loader.cpp).
    if (root.IsMap() && root["incident"]) {
        loaded = arbiter::content::parse_incident(root["incident"], file, errors);
        if (loaded && !loaded->expected && root["expect"])
            loaded->expected = arbiter::content::parse_answer(root["expect"], file, errors);
    } else {
        loaded = arbiter::content::parse_incident(root, file, errors);
    }
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
