// Installed content packs: each in <user data>/packs/<id>/ (scenarios/, question_bank/ and the
// manifest, pack.manifest), loaded by the trainer and the terminal beside the shipped content
// (training::TrainingContent::load's pack folders). Importing validates every item with the
// validators of `arbiter-cli validate` in a staging folder beside the target, refuses an id that the
// shipped content or another pack already uses, and only then renames the folder into place, so a
// failure leaves nothing half-installed. docs/packs.md.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/packs/pack.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"

namespace arbiter::packs {

// arbiter::user_data_dir()/packs.
std::filesystem::path default_packs_dir();
inline constexpr const char* kManifestFile = "pack.manifest";

struct InstalledPack {
    PackManifest manifest;
    std::filesystem::path folder;
    std::size_t questions = 0;   // authored items of question_bank/
    std::size_t scenarios = 0;   // files of scenarios/ that load
    std::size_t blueprints = 0;  // exam blueprints of question_bank/exam_blueprints/
};

// Every installed pack in `packs_dir`, by id (folders whose manifest cannot be read are skipped and
// reported in `problems` when given). Staging folders (names starting with '.') are never packs.
std::vector<InstalledPack> installed_packs(const std::filesystem::path& packs_dir = default_packs_dir(),
                                           PackProblems* problems = nullptr);
// The folders of the installed packs, for the content loaders.
std::vector<std::filesystem::path> installed_pack_folders(const std::filesystem::path& packs_dir = default_packs_dir());

// The checks an import makes, on a folder laid out like a pack (scenarios/, question_bank/): every
// item through the validators of `arbiter-cli validate` (questions, exam blueprints, scenarios, the
// Chinese text), and its ids against the shipped content at `content_root` and, unless `packs_dir`
// is empty, the packs installed there other than `own_id`. Problems name files `prefix` + the path
// in the folder ("course.arbpack:scenarios/go/ko/ko-1.yaml"). `pack build` runs it before writing.
struct FolderCheck {
    PackProblems problems;
    PackProblems warnings;  // the validators' warnings (glossary variants): printed, never refusing
    std::size_t questions = 0, scenarios = 0, blueprints = 0;
};
FolderCheck check_pack_folder(const std::filesystem::path& folder, const std::filesystem::path& content_root,
                              const std::filesystem::path& packs_dir, const std::string& own_id,
                              const std::string& prefix);

enum class ImportOutcome {
    installed,          // new
    replaced,           // another version (or other files) was installed and is replaced
    already_installed,  // the same version with the same files: nothing to do
    needs_confirmation, // another version is installed, and neither --replace nor a yes
    refused,            // problems: nothing was changed
};

struct ImportOptions {
    std::filesystem::path content_root;  // the shipped content: lint rules, sources, ids a pack may not reuse
    std::filesystem::path packs_dir = default_packs_dir();
    bool replace = false;  // replace an installed pack of another version without asking
    // Asked when another version is installed and `replace` is false: true installs.
    std::function<bool(const PackManifest& installed, const PackManifest& incoming)> confirm = {};
    // Tests: called before each step ("stage", "write <path>", "validate", "swap", "swap-back"); a
    // throw there is a failure at that moment.
    std::function<void(std::string_view step)> fault = {};
};

struct ImportResult {
    ImportOutcome outcome = ImportOutcome::refused;
    PackManifest manifest;                     // the pack's, when it could be read
    std::optional<PackManifest> previous;      // what was installed under the same id
    PackProblems problems;                     // why it was refused
    PackProblems warnings;                     // the validators' warnings (glossary variants)
    std::size_t questions = 0, scenarios = 0, blueprints = 0;
};

// Reads, checks and installs the pack file `file` (`name`: how it is named in problems).
ImportResult import_pack(const std::filesystem::path& file, const std::string& name, const ImportOptions& options);

// The exam blueprints of the installed packs in `folders`, after `shipped`: one whose id the shipped
// content or an earlier pack already uses is left out and reported in `errors`.
std::vector<training::ExamBlueprint> pack_blueprints(const std::vector<std::filesystem::path>& folders,
                                                     const std::vector<training::ExamBlueprint>& shipped,
                                                     ContentErrors& errors);

// Removes an installed pack; false when none has that id.
bool remove_pack(const std::string& id, const std::filesystem::path& packs_dir = default_packs_dir());

}  // namespace arbiter::packs
