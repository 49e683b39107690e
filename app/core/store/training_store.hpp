// The candidate's training history in one SQLite file: profiles, every attempt, exam sessions that
// survive a crash, spaced-repetition state, content versions. See docs/storage.md.
//
// Safety rules, all enforced when the file is opened, before anything is written:
//  - a file that is not SQLite, is another program's database, is damaged, or was written by a
//    newer schema is refused with a StoreError that names the file; the file is never modified;
//  - an older schema is copied to a backup file first, then migrated one version per transaction;
//  - WAL journal, synchronous=FULL: a committed answer survives a crash or a power cut.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/store/records.hpp"
#include "app/core/store/sqlite_database.hpp"

namespace arbiter::store {

struct OpenOptions {
    // Migrate only up to this version (tests build old databases with it). 0 = current.
    int schema_version = 0;
};

// Changes to the review schedule made together with an attempt (same transaction).
struct ReviewUpdate {
    ReviewCardRecord card;
    ReviewLogRecord log;
};

class TrainingStore {
public:
    // Opens or creates `file` (parent folders are created). Throws StoreError.
    explicit TrainingStore(const std::filesystem::path& file, OpenOptions options = {});

    const std::filesystem::path& file() const { return db_.file(); }
    int schema_version() const { return schema_version_; }
    // The backup written before migrating at this open, if a migration happened.
    const std::optional<std::filesystem::path>& migration_backup() const { return backup_; }

    // --- profiles
    Profile ensure_profile(std::string_view name, TimePoint now);
    std::optional<Profile> find_profile(std::string_view name);
    std::vector<Profile> profiles();
    // Sets the profile's sport and target grade (see Profile); throws StoreError for other words
    // or an unknown profile. Committed before it returns.
    void set_profile_sport(std::int64_t profile_id, std::string_view sport, std::string_view grade);

    // --- content versions: remembers what each (id, fingerprint) was about
    void remember_items(const std::vector<TrainingItem>& items, TimePoint now);
    std::optional<TrainingItem> item_version(std::string_view item_id, std::string_view fingerprint);

    // --- attempts: each committed before this returns
    std::int64_t record_attempt(std::int64_t profile_id, AttemptMode mode, const GradedAnswer& answer,
                                const ReviewUpdate* review = nullptr);
    std::vector<Attempt> attempts(std::int64_t profile_id);
    std::vector<Attempt> attempts_for_item(std::int64_t profile_id, std::string_view item_id);

    // --- spaced repetition
    std::optional<ReviewCardRecord> review_card(std::int64_t profile_id, std::string_view item_id);
    std::vector<ReviewCardRecord> review_cards(std::int64_t profile_id);
    std::vector<ReviewLogRecord> review_log(std::int64_t profile_id);

    // --- exam sessions
    // Inserts the session and its items (record.items) in one transaction; returns the id.
    std::int64_t create_exam_session(const ExamSessionRecord& record);
    std::optional<ExamSessionRecord> exam_session(std::int64_t session_id);
    // The newest running session of the profile, if any.
    std::optional<std::int64_t> running_exam_session(std::int64_t profile_id);
    std::vector<ExamSessionRecord> exam_sessions(std::int64_t profile_id);  // without items
    // Each of these commits its change together with `progress` (position, time left, time spent).
    void save_exam_answer(std::int64_t session_id, const ExamItemRecord& item, const ExamProgress& progress);
    void save_exam_flag(std::int64_t session_id, int position, bool flagged, const ExamProgress& progress);
    void save_exam_progress(std::int64_t session_id, const ExamProgress& progress);
    // Marks the session submitted and copies every answered item into attempts, atomically.
    void submit_exam_session(std::int64_t session_id, const ExamProgress& progress);

    // --- timed drills (count-out, intervention): committed before this returns
    std::int64_t record_drill_result(std::int64_t profile_id, const DrillResultRecord& result);
    // Oldest first.
    std::vector<DrillResultRecord> drill_results(std::int64_t profile_id);

    // --- the training centre (docs/centre.md; schema version 5)
    // This store's random id (32 hex digits), made once when the schema reached version 5.
    std::string store_id();
    // Links the profile to a centre's class (replaces an earlier link). Refusing a connection string
    // that holds a password is the caller's (centre::join_centre); the store keeps what it is given.
    void set_centre_link(const CentreLink& link);
    std::optional<CentreLink> centre_link(std::int64_t profile_id);
    void note_centre_sync(std::int64_t profile_id, TimePoint when);
    // Rows of the profile the centre has not confirmed, oldest first, at most `limit` of each.
    std::vector<PendingAttempt> pending_attempts(std::int64_t profile_id, int limit);
    std::vector<ExamSessionRecord> pending_exams(std::int64_t profile_id, int limit);  // submitted, with items
    std::vector<DrillResultRecord> pending_drills(std::int64_t profile_id, int limit);
    PendingCounts pending_counts(std::int64_t profile_id);
    // Records that the centre confirmed these rows (one transaction, idempotent).
    void mark_pushed(PushKind kind, const std::vector<std::int64_t>& local_ids, TimePoint when);

    Database& database() { return db_; }

private:
    void check_existing_database();
    void migrate(int target_version);
    std::vector<Attempt> read_attempts(Statement& statement);

    bool existed_;  // the file existed with content before this open (checked before db_ opens it)
    Database db_;
    int schema_version_ = 0;
    std::optional<std::filesystem::path> backup_;
};

}  // namespace arbiter::store
