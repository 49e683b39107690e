// The authored pairing drills' validator (question_bank/pairing-drills/, docs/drills.md § Authored
// pairing drills): each file loads (content/pairing_drill_loader.hpp: its TRF reads, its round can be
// paired, the author's answer is the engine's pairing), its documents are in the source catalogue,
// and no id is used twice.
#include <map>

#include "app/core/content/pairing_drill_loader.hpp"
#include "app/core/content/question_loader.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/validate/validation.hpp"

namespace arbiter::validate {

namespace fs = std::filesystem;

ContentValidator pairing_drill_validator() {
    return {"pairing drills", {content::kPairingDrillKey}, {"question_bank"},
            [](const std::vector<fs::path>& files, const ValidationContext& context) {
                ValidationReport report{"pairing drills", files.size(), 0, {}, std::nullopt, {}};
                std::map<std::string, std::string> first_place;
                for (const auto& file : files) {
                    const std::string name = content::display_path(file, context.display_base);
                    auto drill = content::load_pairing_drill_file(file, name, report.errors);
                    if (!drill) continue;
                    ++report.entries;
                    auto [at, fresh] = first_place.emplace(drill->id, name + ":" + std::to_string(drill->line));
                    if (!fresh)
                        report.errors.push_back(content_problem(name, drill->line, 1, "problem.duplicate_id", {{"first", at->second}}));
                    if (context.sources)
                        for (const auto& source : drill->sources)
                            if (!context.sources->contains(source.document))
                                report.errors.push_back(content_problem(name, drill->line, 1, "problem.unknown_document",
                                                                        {{"document", source.document}}));
                }
                return report;
            }};
}

}  // namespace arbiter::validate
