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
           a.retry_at == b.retry_at && a.reason == b.reason && a.scheduled == b.scheduled && a.packs == b.packs &&
           a.content_changes == b.content_changes;
}

PackStatus::State pack_state(packs::ImportOutcome outcome) {
    switch (outcome) {
    case packs::ImportOutcome::installed: return PackStatus::State::installed;
    case packs::ImportOutcome::replaced: return PackStatus::State::replaced;
    case packs::ImportOutcome::already_installed: return PackStatus::State::up_to_date;
    case packs::ImportOutcome::needs_confirmation: return PackStatus::State::needs_consent;
    case packs::ImportOutcome::refused: break;
    }
    return PackStatus::State::refused;
}

}  // namespace

bool PackStatus::operator==(const PackStatus& o) const {
    const auto same_problem = [](const packs::PackProblem& a, const packs::PackProblem& b) {
        return a.file == b.file && a.line == b.line && a.column == b.column && a.code == b.code &&
               a.values == b.values && a.text == b.text;
    };
    return pack_id == o.pack_id && version == o.version && state == o.state &&
           installed_version == o.installed_version && consented == o.consented && title == o.title &&
           std::equal(problems.begin(), problems.end(), o.problems.begin(), o.problems.end(), same_problem);
}

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

void BackgroundSync::allow_replace(const std::string& pack_id, const std::string& version) {
    bool changed = false;
    {
        std::lock_guard lock(mutex_);
        replace_allowed_.insert({pack_id, version});
        consent_ = true;
        // Shown at once ("replacing…"): the button is not offered twice while the worker runs.
        for (auto& pack : status_.packs)
            if (pack.pack_id == pack_id && pack.version == version && !pack.consented) pack.consented = changed = true;
    }
    wake_.notify_all();
    if (changed && options_.on_change) options_.on_change();
}

SyncStatus BackgroundSync::status() const {
    std::lock_guard lock(mutex_);
    return status_;
}

store::TimePoint BackgroundSync::now() const {
    if (options_.now) return options_.now();
    return std::chrono::time_point_cast<std::chrono::milliseconds>(std::chrono::system_clock::now());
}

void BackgroundSync::publish(const SyncStatus& given) {
    {
        std::lock_guard lock(mutex_);
        // A yes given while the worker ran stays shown until the run that uses it.
        SyncStatus next = given;
        for (auto& pack : next.packs)
            pack.consented = pack.state == PackStatus::State::needs_consent &&
                             replace_allowed_.count({pack.pack_id, pack.version}) > 0;
        if (same(status_, next)) return;
        status_ = std::move(next);
    }
    if (options_.on_change) options_.on_change();
}

std::vector<PackStatus> BackgroundSync::pack_statuses(const PullReport& pulled) {
    std::vector<PackStatus> out;
    bool changed = false;
    for (const auto& delivery : pulled.packs) {
        PackStatus pack;
        pack.pack_id = delivery.pack_id;
        pack.version = delivery.version;
        pack.state = pack_state(delivery.outcome);
        pack.installed_version = delivery.installed_version;
        pack.problems = delivery.problems;
        pack.title = delivery.title;
        changed = changed || pack.state == PackStatus::State::installed || pack.state == PackStatus::State::replaced;
        out.push_back(std::move(pack));
    }
    {
        // A yes is used once its version is in: it is not kept for a later reinstall of that version.
        std::lock_guard lock(mutex_);
        for (const auto& pack : out)
            if (pack.state == PackStatus::State::replaced) replace_allowed_.erase({pack.pack_id, pack.version});
    }
    if (changed) ++content_changes_;
    return out;
}

void BackgroundSync::run() {
    using steady = std::chrono::steady_clock;
    SyncStatus status;
    std::unique_ptr<store::TrainingStore> store;
    auto backoff = options_.first_retry;
    auto next_try = steady::now();  // when the next sync is due: at once on start
    for (;;) {
        bool poked = false, consent = false;
        std::set<std::pair<std::string, std::string>> replace;
        {
            std::lock_guard lock(mutex_);
            poked = std::exchange(poked_, false);
            consent = std::exchange(consent_, false);
            replace = replace_allowed_;
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
                if (((poked && status.waiting.total() > 0) || consent) && status.state != SyncStatus::State::unreachable)
                    next_try = steady::now();
                if (steady::now() >= next_try) {
                    status.state = SyncStatus::State::sending;
                    publish(status);
                    try {
                        const auto report = push_pending(*store, profile_id_, now());
                        PullOptions pull;
                        pull.content_root = options_.content_root;
                        pull.packs_dir = options_.packs_dir;
                        pull.replace_given = replace;
                        const auto pulled = pull_class_work(*store, profile_id_, now(), pull);
                        status.scheduled = pulled.scheduled;
                        status.packs = pack_statuses(pulled);
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
        status.content_changes = content_changes_;
        publish(status);

        std::unique_lock lock(mutex_);
        wake_.wait_until(lock, next_try, [this] { return poked_ || consent_ || stopping_; });
        if (stopping_) return;
    }
}

}  // namespace arbiter::centre
