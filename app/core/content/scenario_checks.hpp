// The engine half of checking a scenario (arbiter-cli validate): adjudicate its incident and hold
// the author to the result —
//   - the `expect:` ruling, when given, must be the engine's (every stated part, and the id);
//   - exactly one option must equal the engine's ruling;
//   - the build-from-parts menus, when given, must offer every part of the engine's ruling;
//   - the source must cite at least one article the engine's ruling cites, with document ids the
//     source catalogue knows; the file must sit under scenarios/<game>/<first topic>/;
//   - zh-Hant texts must not carry Simplified arbiter terms (弃权, 读秒, 判负 ...).
// Also the coverage report behind `validate --coverage`: scenarios by game, rule set, topic,
// level, and how many scenarios cite each article of the referee chapters.
#pragma once

#include <map>
#include <optional>
#include <filesystem>
#include <string>
#include <vector>

#include "app/core/content/question_sources.hpp"
#include "app/core/content_error.hpp"
#include "app/core/content/scenario.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::content {

// The checks that need no engine: the file's place (scenarios/<game>/<first topic>/), Simplified
// terms left in zh-Hant, and source documents the catalogue does not know. They run on a scenario
// that did not load as well (ScenarioLoad::partial), so one pass reports every problem of a file.
// `scenarios_root` is the content's scenarios/ folder: a file under it must sit exactly two folders
// down (game, first topic); empty: only the folder names of a path through a `scenarios` folder
// are checked.
void check_scenario_text(const Scenario& s, ContentErrors& errors, const SourceCatalog* sources,
                         const std::filesystem::path& scenarios_root = {});
// Those, then adjudicates `s` and appends every disagreement to `errors`. Returns the engine's
// ruling (nullopt when the incident cannot be judged). `sources` may be null (document ids are
// then not checked).
std::optional<rules::Ruling> check_scenario(const Scenario& s, ContentErrors& errors, const SourceCatalog* sources,
                                            const std::filesystem::path& scenarios_root = {});

// Which option equals the ruling (exact in every part the option states); indexes, 0-based.
std::vector<std::size_t> options_equal_to(const Scenario& s, const rules::Ruling& ruling);

// A ruling in one line for messages: "go.ko-recapture: continues; penalties black forfeit_turn;
// corrections void_move; articles 20.1".
std::string describe_ruling(const rules::Ruling& ruling);

struct ArticleCount {
    std::string document;
    std::string article;
    std::size_t scenarios = 0;
};

struct ScenarioCoverage {
    std::size_t total = 0;
    std::map<std::string, std::size_t> by_game, by_rule_set, by_topic, by_level, by_time_control, by_ruling;
    std::map<int, std::size_t> by_difficulty;
    // Every article of the referee chapters (cn-go-1988 Art. 17–25, cn-go-2002 Art. 17–22, the FIDE
    // Laws as the engine lists them), in document order, with the scenarios citing it (its source
    // or the engine's ruling).
    std::vector<ArticleCount> articles;
    std::size_t articles_below(std::size_t n) const;
    // For review (issue 37): scenarios whose timeline has no move or pass by either side and whose
    // ruling changes when only `to_move` is flipped. Such a ruling rests on whose turn it is and
    // nothing the players did — right for a race read from the side to move, wrong for a rule
    // about a shape (a triple ko once read as 20.2 for whoever moved was such a case).
    struct ToMoveSensitive {
        std::string scenario, file;
        std::string as_given, flipped;  // describe_ruling of each
    };
    std::vector<ToMoveSensitive> to_move_sensitive;
};

// `rulings[i]` is the engine's ruling of `scenarios[i]` (nullopt when it could not be judged).
ScenarioCoverage scenario_coverage(const std::vector<Scenario>& scenarios,
                                   const std::vector<std::optional<rules::Ruling>>& rulings);
std::string format_scenario_coverage(const ScenarioCoverage& coverage);

}  // namespace arbiter::content
