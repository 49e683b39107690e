#include "app/core/training/exams/exam_session.hpp"
#include "engine/rules/grading.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace arbiter::training {

using namespace std::chrono;

ExamSession::ExamSession(store::TrainingStore& store, const Clock& clock, store::ExamSessionRecord record,
                         ExamBlueprint blueprint)
    : store_(store),
      clock_(clock),
      record_(std::move(record)),
      blueprint_(std::move(blueprint)),
      charged_until_(clock.now()) {}

ExamSession ExamSession::start(store::TrainingStore& store, const Clock& clock, std::int64_t profile_id,
                               const ExamBlueprint& blueprint, const std::vector<store::TrainingItem>& pool,
                               std::uint64_t seed) {
    store::ExamSessionRecord record;
    record.profile_id = profile_id;
    record.blueprint_id = blueprint.id;
    record.blueprint_json = blueprint.to_json().dump();
    record.seed = seed;
    record.time_limit_ms = duration_cast<milliseconds>(minutes(blueprint.time_limit_minutes)).count();
    record.remaining_ms = record.time_limit_ms;
    record.started_at = clock.now();
    record.updated_at = record.started_at;
    record.items = draw_exam_items(blueprint, pool, seed);
    store.remember_items(pool, record.started_at);
    record.id = store.create_exam_session(record);
    return ExamSession(store, clock, std::move(record), blueprint);
}

ExamSession ExamSession::resume(store::TrainingStore& store, const Clock& clock, std::int64_t session_id) {
    auto record = store.exam_session(session_id);
    if (!record) throw ExamError("exam session " + std::to_string(session_id) + " does not exist");
    if (record->state != store::ExamState::running)
        throw ExamError("exam session " + std::to_string(session_id) + " was already submitted");
    auto blueprint = ExamBlueprint::from_json(json::parse(record->blueprint_json));
    return ExamSession(store, clock, std::move(*record), std::move(blueprint));
}

const store::ExamItemRecord& ExamSession::item(int position) const {
    if (position < 0 || position >= size()) throw ExamError("no exam item at position " + std::to_string(position));
    return record_.items[static_cast<std::size_t>(position)];
}

store::ExamItemRecord& ExamSession::item_at(int position) {
    return const_cast<store::ExamItemRecord&>(item(position));
}

std::vector<int> ExamSession::changed_items(const std::vector<store::TrainingItem>& pool) const {
    std::set<std::pair<std::string, std::string>> present;
    for (const auto& item : pool) present.emplace(item.id, item.fingerprint);
    std::vector<int> out;
    for (const auto& item : record_.items)
        if (!present.count({item.item_id, item.fingerprint})) out.push_back(item.position);
    return out;
}

milliseconds ExamSession::remaining() const {
    if (submitted()) return milliseconds(record_.remaining_ms);
    auto elapsed = std::max(milliseconds(0), clock_.now() - charged_until_);
    return std::max(milliseconds(0), milliseconds(record_.remaining_ms) - elapsed);
}

// Moves the time since the last charge from the exam clock to the item on screen. Time after the
// limit is not charged to any item. A clock that went backwards charges nothing.
store::ExamProgress ExamSession::charge_time() {
    const TimePoint now = clock_.now();
    auto elapsed = std::max(milliseconds(0), now - charged_until_);
    auto charged = std::min(elapsed, milliseconds(record_.remaining_ms));
    record_.remaining_ms -= charged.count();
    auto& on_screen = item_at(record_.current_position);
    on_screen.time_spent_ms += charged.count();
    charged_until_ = now;
    record_.updated_at = now;
    return {record_.current_position, record_.remaining_ms, {{on_screen.position, on_screen.time_spent_ms}}, now};
}

void ExamSession::require_running() const {
    if (submitted()) throw ExamError("the exam was already submitted");
}

void ExamSession::go_to(int position) {
    require_running();
    (void)item(position);
    auto progress = charge_time();
    progress.current_position = position;
    store_.save_exam_progress(record_.id, progress);
    record_.current_position = position;
}

void ExamSession::answer(int position, const GradedResponse& response) {
    require_running();
    (void)item(position);
    auto progress = charge_time();
    if (record_.remaining_ms <= 0) {
        store_.save_exam_progress(record_.id, progress);
        throw ExamError("time is up: the exam can only be submitted now");
    }
    // The candidate answers what is on screen: answering another item moves there.
    progress.current_position = position;
    auto updated = item(position);
    updated.answer_json = response.answer_json;
    updated.score = std::clamp(response.score, 0.0, 1.0);
    updated.parts_json = response.parts_json;
    updated.answered_at = record_.updated_at;
    store_.save_exam_answer(record_.id, updated, progress);
    item_at(position) = std::move(updated);
    record_.current_position = position;
}

void ExamSession::flag(int position, bool flagged) {
    require_running();
    (void)item(position);
    store_.save_exam_flag(record_.id, position, flagged, charge_time());
    item_at(position).flagged = flagged;
}

void ExamSession::checkpoint() {
    require_running();
    store_.save_exam_progress(record_.id, charge_time());
}

ExamReport ExamSession::submit() {
    require_running();
    store_.submit_exam_session(record_.id, charge_time());
    record_.state = store::ExamState::submitted;
    record_.submitted_at = record_.updated_at;
    return make_exam_report(record_, blueprint_);
}

ExamReport make_exam_report(const store::ExamSessionRecord& record, const ExamBlueprint& blueprint) {
    ExamReport report;
    report.session_id = record.id;
    report.blueprint_id = blueprint.id;
    report.level = blueprint.level;
    report.pass_mark = blueprint.pass_mark;
    report.time_used_ms = record.time_limit_ms - record.remaining_ms;
    std::map<std::string, std::size_t> index;
    for (const auto& section : blueprint.sections) {
        if (index.emplace(section.topic, report.topics.size()).second) report.topics.push_back({section.topic});
    }
    for (const auto& item : record.items) {
        auto [it, inserted] = index.emplace(item.topic, report.topics.size());
        if (inserted) report.topics.push_back({item.topic});
        auto& topic = report.topics[it->second];
        ++topic.items;
        ++report.items;
        if (item.flagged) ++report.flagged;
        if (item.score) {
            ++topic.answered;
            ++report.answered;
            topic.score += *item.score;
            report.score += *item.score;
            if (rules::fully_right(*item.score)) ++topic.correct;
        }
        report.item_results.push_back(
            {item.position, item.item_id, item.topic, item.score, item.flagged, item.time_spent_ms / 1000.0});
    }
    for (auto& topic : report.topics) topic.percent = topic.items ? topic.score / topic.items : 0.0;
    report.percent = report.items ? report.score / report.items : 0.0;
    report.passed = report.percent + 1e-9 >= report.pass_mark;
    return report;
}

json::Value topic_results_json(const std::vector<TopicResult>& topics) {
    return json::array_of(topics, [](const TopicResult& t) {
        return json::Object{{"topic", t.topic},     {"items", t.items}, {"answered", t.answered},
                            {"correct", t.correct}, {"score", t.score}, {"percent", t.percent}};
    });
}

json::Value ExamReport::to_json() const {
    return json::Object{{"session", session_id},
                        {"blueprint", blueprint_id},
                        {"level", level},
                        {"items", items},
                        {"answered", answered},
                        {"flagged", flagged},
                        {"score", score},
                        {"percent", percent},
                        {"pass_mark", pass_mark},
                        {"passed", passed},
                        {"time_used_seconds", static_cast<double>(time_used_ms) / 1000.0},
                        {"topics", topic_results_json(topics)},
                        {"item_results", json::array_of(item_results, [](const ExamItemResult& r) {
                             return json::Object{{"position", r.position}, {"item", r.item_id},
                                                 {"topic", r.topic},       {"score", r.score},
                                                 {"flagged", r.flagged},   {"seconds", r.seconds}};
                         })}};
}

}  // namespace arbiter::training
