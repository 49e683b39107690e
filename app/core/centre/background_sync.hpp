// The trainer's background sync with the training centre (docs/centre.md § Background sync): a
// worker thread with its own SQLite connection (TrainingStore on the same file; WAL and a busy
// timeout make that safe beside the UI thread's) pushes what waits (centre::push_pending,
// idempotent) and pulls what the class was given (centre::pull_class_work): the schedule, and the
// packs, each through the `pack import` path (validated before anything is installed, a tampered
// file refused). A pack installed in another version is never replaced silently: the status names
// both versions, and the candidate's yes (allow_replace) replaces that version at the next run.
// It runs when poked (after an answer, a submitted exam, a drill) and every few minutes; an
// unreachable server is retried with a doubling backoff. The UI thread never waits for it: it reads
// status() and is told of a change through on_change (the trainer posts an empty GLFW event there,
// so its sleeping loop draws the new line, and reloads its content when a pack was installed).
#pragma once

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "app/core/centre/class_pull.hpp"
#include "app/core/packs/pack.hpp"
#include "app/core/packs/pack_install.hpp"
#include "app/core/store/records.hpp"

namespace arbiter::centre {

// What the last pull did with one pack given to the class.
struct PackStatus {
    enum class State {
        installed,      // it was not installed: installed now
        replaced,       // another version was installed: replaced now (the candidate said yes)
        up_to_date,     // this version was installed already
        needs_consent,  // another version (`installed_version`) is installed: waits for a yes
        refused,        // not installed (`problems` say why: a bad hash, an invalid item, the disk)
    };
    std::string pack_id;
    std::string version;  // the version given to the class
    State state = State::refused;
    std::optional<std::string> installed_version;  // needs_consent: the version installed here
    packs::PackProblems problems;                  // refused: coded (translated by the UI) or as read
    bool consented = false;                        // needs_consent: the yes was given, the next run replaces it
    std::map<std::string, std::string> title;      // the manifest's titles, when its file was read

    bool operator==(const PackStatus&) const;
};

struct SyncStatus {
    enum class State {
        not_linked,   // the profile has joined no class: nothing to do
        idle,         // linked, not tried yet
        sending,      // a push is on its way
        sent,         // the last try reached the server; `sent_at` says when
        unreachable,  // the server could not be reached; retried at `retry_at`
        refused,      // the server or the store refused (`reason`); tried again at the next interval
    };
    State state = State::not_linked;
    std::optional<std::string> class_code;
    store::PendingCounts waiting;
    std::optional<store::TimePoint> sent_at;
    std::optional<store::TimePoint> retry_at;
    std::string reason;
    int scheduled = 0;  // the class's scheduled exams after the last pull
    std::vector<PackStatus> packs;  // the packs given to the class, after the last pull
    // How many times a pull installed or replaced a pack since the worker started: when it grows,
    // the trainer loads its content again (the new items, blueprints and scheduled exams).
    int content_changes = 0;
};

struct BackgroundSyncOptions {
    std::chrono::milliseconds interval{std::chrono::minutes(3)};   // between syncs when all is well
    std::chrono::milliseconds first_retry{std::chrono::seconds(5)};  // after the first failure
    std::chrono::milliseconds max_retry{std::chrono::minutes(5)};   // the backoff's ceiling
    std::function<store::TimePoint()> now;   // the clock (default: the system's)
    std::function<void()> on_change;         // called on the worker thread when status() changed
    // Where given packs are installed, and the shipped content their import checks against.
    std::filesystem::path content_root;
    std::filesystem::path packs_dir = packs::default_packs_dir();
};

class BackgroundSync {
public:
    // Starts the worker for the profile of the training database `database`.
    BackgroundSync(std::filesystem::path database, std::int64_t profile_id, BackgroundSyncOptions options = {});
    // Stops the worker and waits for it (a push under way finishes or fails first).
    ~BackgroundSync();
    BackgroundSync(const BackgroundSync&) = delete;
    BackgroundSync& operator=(const BackgroundSync&) = delete;

    // Something was recorded: push soon (at once, unless the server is unreachable and its retry
    // is not due yet; the count of what waits is updated either way).
    void poke();
    SyncStatus status() const;
    // The candidate's yes: the pack `pack_id` given in `version` replaces the other version
    // installed here, at the next run (started at once, unless the server is unreachable and its
    // retry is not due). A yes to one version is no yes to another one given later.
    void allow_replace(const std::string& pack_id, const std::string& version);

private:
    void run();
    void publish(const SyncStatus& next);
    // The pull's packs as the status shows them; counts an installed or replaced one (worker only).
    std::vector<PackStatus> pack_statuses(const PullReport& pulled);
    store::TimePoint now() const;

    std::filesystem::path database_;
    std::int64_t profile_id_;
    BackgroundSyncOptions options_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    bool poked_ = false;
    bool stopping_ = false;
    bool consent_ = false;  // a yes came since the last run: sync now
    std::set<std::pair<std::string, std::string>> replace_allowed_;  // (pack id, version) the candidate said yes to
    SyncStatus status_;
    int content_changes_ = 0;  // the worker's only
    std::thread worker_;  // last: started after everything it reads
};

}  // namespace arbiter::centre
