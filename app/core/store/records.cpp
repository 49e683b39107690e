#include "app/core/store/records.hpp"

namespace arbiter::store {

const char* to_string(ItemKind kind) { return kind == ItemKind::scenario ? "scenario" : "question"; }
ItemKind item_kind_from_string(const std::string& text) {
    return text == "scenario" ? ItemKind::scenario : ItemKind::question;
}
const char* to_string(AttemptMode mode) {
    switch (mode) {
    case AttemptMode::practice: return "practice";
    case AttemptMode::review: return "review";
    case AttemptMode::exam: return "exam";
    }
    return "practice";
}
AttemptMode attempt_mode_from_string(const std::string& text) {
    if (text == "review") return AttemptMode::review;
    if (text == "exam") return AttemptMode::exam;
    return AttemptMode::practice;
}
const char* to_string(ExamState state) { return state == ExamState::submitted ? "submitted" : "running"; }
const char* to_string(PushKind kind) {
    switch (kind) {
    case PushKind::attempt: return "attempt";
    case PushKind::exam: return "exam";
    case PushKind::drill: return "drill";
    }
    return "attempt";
}
ExamState exam_state_from_string(const std::string& text) {
    return text == "submitted" ? ExamState::submitted : ExamState::running;
}

}  // namespace arbiter::store
