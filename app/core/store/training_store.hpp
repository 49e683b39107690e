// The candidate's training history in one SQLite file: profiles, every attempt, exam sessions that
// survive a crash, spaced-repetition state, content versions. See docs/storage.md.
//
// Safety rules, all enforced when the file is opened, before anything is written:
//  - a file that is not SQLite, is another program's database, is damaged, or was written by a
//    newer schema is refused with a StoreError that names the file; the file is never modified;
//  - an older schema is copied to a backup file first, then migrated one version per transaction;
//  - WAL journal, synchronous=FULL: a committed answer survives a crash or a power cut.
//
// This class opens, checks and migrates the file and owns the one connection. Each kind of record
// has its own class and file working on that connection (profile_store, item_version_store,
// attempt_store, review_store, exam_store, drill_store, centre_sync_store); the methods below only
// pass the call on, so every caller keeps asking the one TrainingStore (docs/architecture.md).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/store/attempt_store.hpp"
#include "app/core/store/centre_sync_store.hpp"
#include "app/core/store/drill_store.hpp"
#include "app/core/store/exam_store.hpp"
#include "app/core/store/item_version_store.hpp"
#include "app/core/store/profile_store.hpp"
#include "app/core/store/records.hpp"
#include "app/core/store/review_store.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

struct OpenOptions {
    // Migrate only up to this version (tests build old databases with it). 0 = current.
    int schema_version = 0;
};

class TrainingStore {
public:
    // Opens or creates `file` (parent folders are created). Throws StoreError.
    explicit TrainingStore(const std::filesystem::path& file, OpenOptions options = {});

    const std::filesystem::path& file() const { return db_.file(); }
    int schema_version() const { return schema_version_; }
    // The backup written before migrating at this open, if a migration happened.
    const std::optional<std::filesystem::path>& migration_backup() const { return backup_; }

    // --- profiles (profile_store.hpp)
    Profile ensure_profile(std::string_view name, TimePoint now) { return profiles_.ensure_profile(name, now); }
    std::optional<Profile> find_profile(std::string_view name) { return profiles_.find_profile(name); }
    std::vector<Profile> profiles() { return profiles_.profiles(); }
    void set_profile_sport(std::int64_t profile_id, std::string_view sport, std::string_view grade) {
        profiles_.set_profile_sport(profile_id, sport, grade);
    }

    // --- content versions: remembers what each (id, fingerprint) was about (item_version_store.hpp)
    void remember_items(const std::vector<TrainingItem>& items, TimePoint now) { items_.remember_items(items, now); }
    std::optional<TrainingItem> item_version(std::string_view item_id, std::string_view fingerprint) {
        return items_.item_version(item_id, fingerprint);
    }

    // --- attempts: each committed before this returns (attempt_store.hpp)
    std::int64_t record_attempt(std::int64_t profile_id, AttemptMode mode, const GradedAnswer& answer,
                                const ReviewUpdate* review = nullptr) {
        return attempts_.record_attempt(profile_id, mode, answer, review);
    }
    std::vector<Attempt> attempts(std::int64_t profile_id) { return attempts_.attempts(profile_id); }
    std::vector<Attempt> attempts_for_item(std::int64_t profile_id, std::string_view item_id) {
        return attempts_.attempts_for_item(profile_id, item_id);
    }

    // --- spaced repetition (review_store.hpp)
    std::optional<ReviewCardRecord> review_card(std::int64_t profile_id, std::string_view item_id) {
        return reviews_.review_card(profile_id, item_id);
    }
    std::vector<ReviewCardRecord> review_cards(std::int64_t profile_id) { return reviews_.review_cards(profile_id); }
    std::vector<ReviewLogRecord> review_log(std::int64_t profile_id) { return reviews_.review_log(profile_id); }

    // --- exam sessions (exam_store.hpp)
    std::int64_t create_exam_session(const ExamSessionRecord& record) { return exams_.create_exam_session(record); }
    std::optional<ExamSessionRecord> exam_session(std::int64_t session_id) { return exams_.exam_session(session_id); }
    std::optional<std::int64_t> running_exam_session(std::int64_t profile_id) {
        return exams_.running_exam_session(profile_id);
    }
    std::vector<ExamSessionRecord> exam_sessions(std::int64_t profile_id) { return exams_.exam_sessions(profile_id); }
    void save_exam_answer(std::int64_t session_id, const ExamItemRecord& item, const ExamProgress& progress) {
        exams_.save_exam_answer(session_id, item, progress);
    }
    void save_exam_flag(std::int64_t session_id, int position, bool flagged, const ExamProgress& progress) {
        exams_.save_exam_flag(session_id, position, flagged, progress);
    }
    void save_exam_progress(std::int64_t session_id, const ExamProgress& progress) {
        exams_.save_exam_progress(session_id, progress);
    }
    void submit_exam_session(std::int64_t session_id, const ExamProgress& progress) {
        exams_.submit_exam_session(session_id, progress);
    }

    // --- timed drills (count-out, intervention, pairing): committed before this returns (drill_store.hpp)
    std::int64_t record_drill_result(std::int64_t profile_id, const DrillResultRecord& result) {
        return drills_.record_drill_result(profile_id, result);
    }
    std::vector<DrillResultRecord> drill_results(std::int64_t profile_id) { return drills_.drill_results(profile_id); }

    // --- the training centre (docs/centre.md; schema version 5; centre_sync_store.hpp)
    std::string store_id() { return centre_.store_id(); }
    void set_centre_link(const CentreLink& link) { centre_.set_centre_link(link); }
    std::optional<CentreLink> centre_link(std::int64_t profile_id) { return centre_.centre_link(profile_id); }
    void note_centre_sync(std::int64_t profile_id, TimePoint when) { centre_.note_centre_sync(profile_id, when); }
    std::vector<PendingAttempt> pending_attempts(std::int64_t profile_id, int limit) {
        return centre_.pending_attempts(profile_id, limit);
    }
    std::vector<ExamSessionRecord> pending_exams(std::int64_t profile_id, int limit) {
        return centre_.pending_exams(profile_id, limit);
    }
    std::vector<DrillResultRecord> pending_drills(std::int64_t profile_id, int limit) {
        return centre_.pending_drills(profile_id, limit);
    }
    PendingCounts pending_counts(std::int64_t profile_id) { return centre_.pending_counts(profile_id); }
    void mark_pushed(PushKind kind, const std::vector<std::int64_t>& local_ids, TimePoint when) {
        centre_.mark_pushed(kind, local_ids, when);
    }

    Database& database() { return db_; }

private:
    void check_existing_database();
    void migrate(int target_version);

    bool existed_;  // the file existed with content before this open (checked before db_ opens it)
    Database db_;
    int schema_version_ = 0;
    std::optional<std::filesystem::path> backup_;
    // The record stores, on db_; the two that depend on the schema read schema_version_ at each call.
    ProfileStore profiles_{db_, schema_version_};
    ItemVersionStore items_{db_};
    ReviewStore reviews_{db_};
    AttemptStore attempts_{db_, reviews_};
    ExamStore exams_{db_};
    DrillStore drills_{db_};
    CentreSyncStore centre_{db_, schema_version_, exams_, drills_};
};

}  // namespace arbiter::store
