// Pairing drills an instructor writes (question_bank/pairing-drills/<id>.yaml, docs/drills.md §
// Authored pairing drills): a tournament's state as a TRF block, the pairing the author expects,
// and the drill's id, title, levels and source. The loader reads the TRF with the engine's reader
// (engine/tournament/swiss/trf.hpp) and pairs the round with the engine's Dutch system; every
// problem is reported at the file's own line and column, a TRF problem at its line inside the
// block, and an expected pairing the engine does not give is an error, as a scenario's expected
// ruling is.
//
//     id: five-players-bye-and-float
//     title: {zh-Hans: …, zh-Hant: …, en: …}
//     levels: [cn-2, cn-1, fide]
//     source:
//       - {document: fide-swiss-rules, article: "C.04.3 [C14]"}
//     note: {zh-Hans: …, zh-Hant: …, en: …}      # optional: what the drill teaches
//     trf: |
//       012 …
//       001 …
//     answer: "5-1 2-3 4 bye"                      # White first; the bye as "N bye"
#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/content/question.hpp"
#include "app/core/content_error.hpp"
#include "engine/core/language.hpp"
#include "engine/tournament/swiss/pairing_drill.hpp"

namespace arbiter::content {

struct AuthoredPairingDrill {
    std::string id;
    LocalizedText title;
    std::vector<Level> levels;
    std::vector<SourceRef> sources;
    std::optional<LocalizedText> note;
    std::string trf;                                          // the block as written
    std::vector<tournament::swiss::CandidateBoard> answer;    // the author's pairing, the engine's too
    tournament::swiss::PairingDrill drill;                    // the state and the engine's pairing
    std::string file;                                         // as errors name it
    std::size_t line = 0;                                     // of the id
};

// One drill file's text. nullopt when it has any problem (all of them in `errors`).
std::optional<AuthoredPairingDrill> parse_pairing_drill(const std::string& text, const std::string& file,
                                                        ContentErrors& errors);
std::optional<AuthoredPairingDrill> load_pairing_drill_file(const std::filesystem::path& path,
                                                            const std::string& display_name, ContentErrors& errors);

// The folder that holds them under a content root: question_bank/pairing-drills.
std::filesystem::path pairing_drill_folder(const std::filesystem::path& content_root);

// Every *.yaml under `folder` in name order (none when the folder does not exist); a second drill
// with an id already used is reported and left out. Files are named relative to `display_base`.
std::vector<AuthoredPairingDrill> load_pairing_drills(const std::filesystem::path& folder, ContentErrors& errors,
                                                      const std::filesystem::path& display_base = {});

// The top-level key that makes a YAML file a pairing drill (the validator sorts files by it).
inline constexpr const char* kPairingDrillKey = "trf";

}  // namespace arbiter::content
