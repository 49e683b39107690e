// The scenarios' validator: each file under scenarios/ loads, and the engine's ruling of its
// incident agrees with what the author states (scenario_checks.hpp); --coverage prints the census.
#include <optional>
#include <vector>

#include "app/core/content/scenario_checks.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/validate/validation.hpp"

namespace arbiter::validate {

namespace fs = std::filesystem;
using namespace content;

ContentValidator scenario_validator() {
    return {"scenarios", {"incident"}, {"scenarios"},
            [](const std::vector<fs::path>& files, const ValidationContext& context) {
                ValidationReport report{"scenarios", files.size(), 0, {}, std::nullopt, {}};
                ScenarioLoad load = load_scenario_files(files, context.display_base);
                report.errors = std::move(load.errors);
                const fs::path scenarios_root = context.content_root / "scenarios";
                // A file that did not load still gets the checks that need no engine, in the same pass.
                for (const auto& s : load.partial) check_scenario_text(s, report.errors, context.sources, scenarios_root);
                std::vector<std::optional<rules::Ruling>> rulings;
                for (const auto& s : load.scenarios)
                    rulings.push_back(check_scenario(s, report.errors, context.sources, scenarios_root));
                report.entries = load.scenarios.size();
                report.coverage_text = format_scenario_coverage(scenario_coverage(load.scenarios, rulings));
                return report;
            }};
}

}  // namespace arbiter::validate
