// The trainer's background sync with the training centre (docs/centre.md § Background sync): a
// worker thread with its own SQLite connection (TrainingStore on the same file; WAL and a busy
// timeout make that safe beside the UI thread's) pushes what waits (centre::push_pending,
// idempotent) and pulls the class's schedule (centre::pull_class_work, without packs: installing a
// pack is `centre sync`'s, in the terminal). It runs when poked (after an answer, a submitted exam,
// a drill) and every few minutes; an unreachable server is retried with a doubling backoff. The
// UI thread never waits for it: it reads status() and is told of a change through on_change (the
// trainer posts an empty GLFW event there, so its sleeping loop draws the new line).
#pragma once

#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "app/core/store/records.hpp"

namespace arbiter::centre {

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
};

struct BackgroundSyncOptions {
    std::chrono::milliseconds interval{std::chrono::minutes(3)};   // between syncs when all is well
    std::chrono::milliseconds first_retry{std::chrono::seconds(5)};  // after the first failure
    std::chrono::milliseconds max_retry{std::chrono::minutes(5)};   // the backoff's ceiling
    std::function<store::TimePoint()> now;   // the clock (default: the system's)
    std::function<void()> on_change;         // called on the worker thread when status() changed
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

private:
    void run();
    void publish(const SyncStatus& next);
    store::TimePoint now() const;

    std::filesystem::path database_;
    std::int64_t profile_id_;
    BackgroundSyncOptions options_;
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    bool poked_ = false;
    bool stopping_ = false;
    SyncStatus status_;
    std::thread worker_;  // last: started after everything it reads
};

}  // namespace arbiter::centre
