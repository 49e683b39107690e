// The candidate's side of what the class was given (docs/centre.md § Packs and scheduled exams):
// pull_class_work reads, over the candidate's own connection (the server shows them only their
// class's rows), the class's scheduled exams into the store (store::replace_class_schedule) and,
// when asked, the packs given to the class, each installed through the `pack import` path
// (packs::import_pack: read, every item validated, then renamed into place). A pack whose bytes do
// not match the SHA-256 its instructor's program recorded is refused before it is read; a pack
// installed in another version is never replaced silently (only with `replace_packs`, or for the
// versions named in `replace_given`). One pack refused (or failing on the disk) never stops the rest.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "app/core/centre/pg_connection.hpp"
#include "app/core/packs/pack_install.hpp"
#include "app/core/store/training_store.hpp"

namespace arbiter::centre {

struct PullOptions {
    bool packs = true;                   // false: the schedule only (the trainer's background sync)
    std::filesystem::path content_root;  // the shipped content the import checks against
    std::filesystem::path packs_dir = packs::default_packs_dir();
    bool replace_packs = false;          // replace a pack installed in another version
    // Replace only these (pack id, given version) when another version is installed: the
    // candidate's yes to one version (the trainer's button) is no yes to the next one given.
    std::set<std::pair<std::string, std::string>> replace_given;
};

struct PackDelivery {
    std::string pack_id;
    std::string version;
    packs::ImportOutcome outcome = packs::ImportOutcome::refused;
    std::optional<std::string> installed_version;  // what was installed before, when another
    packs::PackProblems problems;                  // why it was refused
    // The manifest's titles (language tag → text) when the file was read; none when it was not
    // (a wrong checksum: nothing of the file is trusted).
    std::map<std::string, std::string> title;
};

struct PullReport {
    int scheduled = 0;                 // scheduled exams of the class kept in the store now
    std::vector<PackDelivery> packs;   // one per pack given to the class (when options.packs)
};

// Throws CentreError when the profile is not linked, the server cannot be reached or refuses, or
// its schema is not this program's. The schedule is replaced only after it was read whole.
PullReport pull_class_work(store::TrainingStore& store, std::int64_t profile_id, store::TimePoint now,
                           const PullOptions& options = {});

}  // namespace arbiter::centre
