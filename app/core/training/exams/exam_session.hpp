// A mock exam in progress. Every change (answer, flag, move to another item, heartbeat) is
// committed to the store at once with the time left, so a crash loses nothing that was answered
// and a resumed exam continues with the time it had at its last commit.
//
// Timer model: the exam clock runs while an ExamSession object exists and is charged at every
// commit; time while the program is not running is not charged. Call checkpoint() every few
// seconds (the CLI and GUI do every 5 s) so a crash can cost the candidate at most that much.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/core/json.hpp"
#include "app/core/store/training_store.hpp"
#include "app/core/training/clock.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"

namespace arbiter::training {

// An answer as graded by the content layer: it knows the item, the exam only keeps the result.
struct GradedResponse {
    std::string answer_json;
    double score = 0.0;  // 0..1
    std::string parts_json = "{}";
};

struct TopicResult {
    std::string topic;
    int items = 0;
    int answered = 0;
    int correct = 0;     // full credit
    double score = 0.0;  // sum of item scores
    double percent = 0.0;
};

// The topics as the exam report's JSON and the centre's pushed exam rows both write them.
json::Value topic_results_json(const std::vector<TopicResult>& topics);

struct ExamItemResult {
    int position = 0;
    std::string item_id;
    std::string topic;
    std::optional<double> score;  // none = unanswered
    bool flagged = false;
    double seconds = 0.0;
};

struct ExamReport {
    std::int64_t session_id = 0;
    std::string blueprint_id;
    std::string level;
    int items = 0;
    int answered = 0;
    int flagged = 0;
    double score = 0.0;      // sum of item scores
    double percent = 0.0;    // score / items
    double pass_mark = 0.0;  // fraction
    bool passed = false;
    std::int64_t time_used_ms = 0;
    std::vector<TopicResult> topics;  // in blueprint order
    std::vector<ExamItemResult> item_results;

    json::Value to_json() const;
};

ExamReport make_exam_report(const store::ExamSessionRecord& record, const ExamBlueprint& blueprint);

class ExamSession {
public:
    // Draws the items (draw_exam_items), records the session and starts the clock.
    static ExamSession start(store::TrainingStore& store, const Clock& clock, std::int64_t profile_id,
                             const ExamBlueprint& blueprint, const std::vector<store::TrainingItem>& pool,
                             std::uint64_t seed);
    // Continues a running session with the time it had left. Throws ExamError when the session
    // does not exist or was already submitted.
    static ExamSession resume(store::TrainingStore& store, const Clock& clock, std::int64_t session_id);

    std::int64_t id() const { return record_.id; }
    const ExamBlueprint& blueprint() const { return blueprint_; }
    const store::ExamSessionRecord& record() const { return record_; }
    const store::ExamItemRecord& item(int position) const;
    int size() const { return static_cast<int>(record_.items.size()); }
    int current() const { return record_.current_position; }
    bool submitted() const { return record_.state == store::ExamState::submitted; }

    // Positions whose item is no longer in `pool` with the fingerprint the exam drew (deleted or
    // edited since the exam began). A front end resuming an exam shows these as withdrawn.
    std::vector<int> changed_items(const std::vector<store::TrainingItem>& pool) const;

    std::chrono::milliseconds remaining() const;
    bool expired() const { return remaining().count() <= 0; }

    // Navigation: charges the time to the item being left.
    void go_to(int position);
    // Records (or replaces) the answer of `position`. Throws ExamError once time is up or after submit.
    void answer(int position, const GradedResponse& response);
    void flag(int position, bool flagged);
    // Commits the time left (the heartbeat).
    void checkpoint();
    // Ends the exam: answers become attempts, the report is returned. Allowed after time is up.
    ExamReport submit();

private:
    ExamSession(store::TrainingStore& store, const Clock& clock, store::ExamSessionRecord record,
                ExamBlueprint blueprint);
    // Charges the time since the last commit to the item on screen; returns the commit's progress.
    store::ExamProgress charge_time();
    void require_running() const;
    store::ExamItemRecord& item_at(int position);

    store::TrainingStore& store_;
    const Clock& clock_;
    store::ExamSessionRecord record_;
    ExamBlueprint blueprint_;
    TimePoint charged_until_;  // the exam clock has been charged up to this instant
};

}  // namespace arbiter::training
