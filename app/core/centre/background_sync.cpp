#include "app/core/centre/background_sync.hpp"

#include <algorithm>
#include <memory>
#include <utility>

#include "app/core/centre/centre_sync.hpp"
#include "app/core/centre/class_pull.hpp"
#include "app/core/store/training_store.hpp"

namespace arbiter::centre {

namespace {

bool same(const SyncStatus& a, const SyncStatus& b) {
    return a.state == b.state && a.class_code == b.class_code && a.waiting.attempts == b.waiting.attempts &&
           a.waiting.exams == b.waiting.exams && a.waiting.drills == b.waiting.drills && a.sent_at == b.sent_at &&
           a.retry_at == b.retry_at && a.reason == b.reason && a.scheduled == b.scheduled;
}

}  // namespace

BackgroundSync::BackgroundSync(std::filesystem::path database, std::int64_t profile_id, BackgroundSyncOptions options)
    : database_(std::move(database)), profile_id_(profile_id), options_(std::move(options)) {
    worker_ = std::thread([this] { run(); });
}

BackgroundSync::~BackgroundSync() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    wake_.notify_all();
    worker_.join();
}

void BackgroundSync::poke() {
    {
        std::lock_guard lock(mutex_);
        poked_ = true;
    }
    wake_.notify_all();
}

SyncStatus BackgroundSync::status() const {
    std::lock_guard lock(mutex_);
    return status_;
}

store::TimePoint BackgroundSync::now() const {
    if (options_.now) return options_.now();
    return std::chrono::time_point_cast<std::chrono::milliseconds>(std::chrono::system_clock::now());
}

void BackgroundSync::publish(const SyncStatus& next) {
    {
        std::lock_guard lock(mutex_);
        if (same(status_, next)) return;
        status_ = next;
    }
    if (options_.on_change) options_.on_change();
}

void BackgroundSync::run() {
    using steady = std::chrono::steady_clock;
    SyncStatus status;
    std::unique_ptr<store::TrainingStore> store;
    auto backoff = options_.first_retry;
    auto next_try = steady::now();  // when the next sync is due: at once on start
    for (;;) {
        bool poked = false;
        {
            std::lock_guard lock(mutex_);
            poked = std::exchange(poked_, false);
        }
        try {
            // Our own connection to the file, opened here so the UI thread never waits for it.
            if (!store) store = std::make_unique<store::TrainingStore>(database_);
            const auto link = store->centre_link(profile_id_);
            if (!link) {
                // Not in a class (yet: `centre join` in a terminal may link it): look again later.
                status = SyncStatus{};
                status.waiting = store->pending_counts(profile_id_);
                next_try = steady::now() + options_.interval;
            } else {
                status.class_code = link->class_code;
                status.waiting = store->pending_counts(profile_id_);
                if (status.state == SyncStatus::State::not_linked) status.state = SyncStatus::State::idle;
                if (!status.sent_at) status.sent_at = link->last_sync_at;
                // Something new waits: send it now, unless the server is away (its retry is due
                // when it is due; the count above already says what waits).
                if (poked && status.waiting.total() > 0 && status.state != SyncStatus::State::unreachable)
                    next_try = steady::now();
                if (steady::now() >= next_try) {
                    status.state = SyncStatus::State::sending;
                    publish(status);
                    try {
                        const auto report = push_pending(*store, profile_id_, now());
                        PullOptions pull;
                        pull.packs = false;  // installing a pack is the terminal's `centre sync`
                        status.scheduled = pull_class_work(*store, profile_id_, now(), pull).scheduled;
                        status.state = SyncStatus::State::sent;
                        status.sent_at = now();
                        status.retry_at.reset();
                        status.reason.clear();
                        status.waiting = report.waiting;
                        backoff = options_.first_retry;
                        next_try = steady::now() + options_.interval;
                    } catch (const CentreError& e) {
                        status.waiting = store->pending_counts(profile_id_);
                        status.reason = e.what();
                        if (e.connection_lost()) {
                            status.state = SyncStatus::State::unreachable;
                            status.retry_at = now() + backoff;
                            next_try = steady::now() + backoff;
                            backoff = std::min(backoff * 2, options_.max_retry);
                        } else {
                            status.state = SyncStatus::State::refused;
                            status.retry_at.reset();
                            next_try = steady::now() + options_.interval;
                        }
                    }
                }
            }
        } catch (const std::exception& e) {
            // The store could not be opened or read (a lock held too long, the disk): say so and
            // try again at the next interval with a fresh connection.
            store.reset();
            status.state = SyncStatus::State::refused;
            status.reason = e.what();
            next_try = steady::now() + options_.interval;
        }
        publish(status);

        std::unique_lock lock(mutex_);
        wake_.wait_until(lock, next_try, [this] { return poked_ || stopping_; });
        if (stopping_) return;
    }
}

}  // namespace arbiter::centre
