// The values the training store keeps. They carry no behaviour: the training layer
// (app/core/training) decides what they mean; the store only keeps them safe.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace arbiter::store {

// All times are UTC wall-clock instants with millisecond resolution, stored as Unix milliseconds.
using TimePoint = std::chrono::sys_time<std::chrono::milliseconds>;
inline std::int64_t to_unix_ms(TimePoint t) { return t.time_since_epoch().count(); }
inline TimePoint from_unix_ms(std::int64_t ms) { return TimePoint(std::chrono::milliseconds(ms)); }

// sport and grade say what the candidate trains for (docs/training.md § Sport and grade): sport is
// "" (not chosen yet: the trainer's welcome asks), "go", "chess" or "both"; grade is "" or one of
// cn-3, cn-2, cn-1, cn-national, fide-fa, fide-ia. The store keeps them (a CHECK refuses other
// words); the training layer decides what they mean.
struct Profile {
    std::int64_t id = 0;
    std::string name;
    TimePoint created_at{};
    std::string sport = {};
    std::string grade = {};
};

enum class ItemKind { question, scenario };
const char* to_string(ItemKind kind);
ItemKind item_kind_from_string(const std::string& text);

// What the trainer needs to know about one piece of content, whatever it is. The fingerprint
// changes whenever the content changes, so an edited item is never confused with the old one.
struct TrainingItem {
    std::string id;
    ItemKind kind = ItemKind::question;
    std::string fingerprint;
    std::vector<std::string> topics;
    std::vector<std::string> levels;
    std::vector<std::string> articles;
    // "go", "chess" or none (a general item), derived from the content (training_content.cpp) so
    // an exam of one sport can leave the other out. Not stored: item_version() leaves it empty.
    std::vector<std::string> games = {};  // "= {}": positional initialisers may leave it out
};

// One answer after grading. `answer_json` is the candidate's answer as JSON text; `parts_json`
// the per-part results (outcome, penalty, correction, article ...) as JSON text.
struct GradedAnswer {
    std::string item_id;
    std::string fingerprint;
    std::string answer_json;
    double score = 0.0;  // 0..1, partial credit allowed
    std::string parts_json = "{}";
    double seconds = 0.0;  // time the candidate spent on the item
    TimePoint answered_at{};
};

enum class AttemptMode { practice, review, exam };
const char* to_string(AttemptMode mode);
AttemptMode attempt_mode_from_string(const std::string& text);

struct Attempt {
    std::int64_t id = 0;
    std::int64_t profile_id = 0;
    AttemptMode mode = AttemptMode::practice;
    std::optional<std::int64_t> exam_session_id;
    GradedAnswer answer;
};

// The scheduler's memory of one item for one profile (FSRS card state, see training/review/fsrs.hpp).
struct ReviewCardRecord {
    std::string item_id;
    std::string fingerprint;  // the content version the memory belongs to
    int state = 1;            // 1 learning, 2 review, 3 relearning
    std::optional<int> step;
    std::optional<double> stability;
    std::optional<double> difficulty;
    TimePoint due{};
    std::optional<TimePoint> last_review;
    int reps = 0;
    int lapses = 0;
};

// One scheduled review as it happened: what the scheduler predicted (retrievability) and what the
// candidate did (rating). Retention statistics are computed from these, never from the schedule.
struct ReviewLogRecord {
    std::string item_id;
    int rating = 3;        // 1 Again, 2 Hard, 3 Good, 4 Easy
    int state_before = 1;  // card state before the review
    std::optional<double> retrievability;  // predicted recall probability at review time
    double elapsed_days = 0.0;
    TimePoint reviewed_at{};
};

// One timed drill taken (docs/drills.md): the count-out drill ("countout", item_id a setup id such as
// "countout.1988-last-minute"), the intervention drill ("intervention", item_id a scenario id) or the
// pairing drill ("pairing", item_id "pairing.swiss-<seed>", "pairing.round-robin-<seed>" or an
// authored drill's id; training/drills/pairing_exercise.hpp).
// The columns both drills share are typed; what only one of them measures is nullable, and the
// per-call or per-window detail stays in detail_json.
struct DrillResultRecord {
    std::int64_t id = 0;
    std::int64_t profile_id = 0;
    std::string drill_kind;  // "countout" | "intervention" | "pairing"
    std::string item_id;
    TimePoint taken_at{};
    double score = 0.0;      // 0..1
    int hits = 0;            // calls made / windows acted in
    int misses = 0;          // calls / must-windows missed
    int false_alarms = 0;    // extra presses / acting where the arbiter must not
    std::optional<double> mean_reaction_ms;   // intervention: from a window's opening to the press
    std::optional<double> mean_abs_error_ms;  // count-out: mean |press − call| over the calls made
    std::optional<bool> final_call_right;     // count-out: "超时判负" at the right second, when the move ended so
    std::string detail_json = "{}";
};

enum class ExamState { running, submitted };
const char* to_string(ExamState state);
ExamState exam_state_from_string(const std::string& text);

struct ExamItemRecord {
    int position = 0;
    std::string item_id;
    std::string fingerprint;
    std::string topic;  // the blueprint section this item was drawn for
    std::optional<std::string> answer_json;
    std::optional<double> score;
    std::optional<std::string> parts_json;
    bool flagged = false;
    std::int64_t time_spent_ms = 0;
    std::optional<TimePoint> answered_at;
};

struct ExamSessionRecord {
    std::int64_t id = 0;
    std::int64_t profile_id = 0;
    std::string blueprint_id;
    std::string blueprint_json;  // the blueprint as it was when the exam began
    std::uint64_t seed = 0;
    std::int64_t time_limit_ms = 0;
    std::int64_t remaining_ms = 0;  // time left at the last commit
    int current_position = 0;
    ExamState state = ExamState::running;
    TimePoint started_at{};
    TimePoint updated_at{};
    std::optional<TimePoint> submitted_at;
    std::vector<ExamItemRecord> items;
};

// What every exam commit carries besides its own change: where the candidate is, the time left,
// and the time spent on the items whose counters moved. One transaction, one fsync.
struct ExamProgress {
    int current_position = 0;
    std::int64_t remaining_ms = 0;
    std::vector<std::pair<int, std::int64_t>> time_spent;  // (position, total ms so far)
    TimePoint now{};
};

// The link of a profile to a training centre's class (docs/centre.md): where the centre's server
// is (a libpq connection string without a password) and who the candidate is there.
struct CentreLink {
    std::int64_t profile_id = 0;
    std::string conninfo;
    std::string class_code;
    std::string candidate_name;
    TimePoint linked_at{};
    std::optional<TimePoint> last_sync_at = {};
};

// What the centre's server has not confirmed yet. Attempts carry the topics and articles of the
// item version answered (item_versions), so the centre can report by article without the content.
struct PendingAttempt {
    Attempt attempt;
    std::vector<std::string> topics;
    std::vector<std::string> articles;
};

enum class PushKind { attempt, exam, drill };
const char* to_string(PushKind kind);

struct PendingCounts {
    int attempts = 0;
    int exams = 0;  // submitted exams
    int drills = 0;
    int total() const { return attempts + exams + drills; }
};

}  // namespace arbiter::store
