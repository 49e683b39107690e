#include "app/core/content/question.hpp"

#include <algorithm>
#include <cmath>

namespace arbiter::content {

namespace {
struct TypeName {
    QuestionType type;
    std::string_view tag;
};
constexpr TypeName kTypeNames[] = {{QuestionType::SingleChoice, "single_choice"},
                                   {QuestionType::MultipleChoice, "multiple_choice"},
                                   {QuestionType::TrueFalse, "true_false"},
                                   {QuestionType::Numeric, "numeric"},
                                   {QuestionType::Ordering, "ordering"}};
struct LevelName {
    Level level;
    std::string_view tag;
};
constexpr LevelName kLevelNames[] = {{Level::Cn3, "cn-3"},
                                     {Level::Cn2, "cn-2"},
                                     {Level::Cn1, "cn-1"},
                                     {Level::CnNational, "cn-national"},
                                     {Level::Fide, "fide"}};
}  // namespace

std::string_view question_type_tag(QuestionType type) {
    for (const auto& n : kTypeNames)
        if (n.type == type) return n.tag;
    return "single_choice";
}

std::optional<QuestionType> parse_question_type(std::string_view tag) {
    for (const auto& n : kTypeNames)
        if (n.tag == tag) return n.type;
    return std::nullopt;
}

std::string_view level_tag(Level level) {
    for (const auto& n : kLevelNames)
        if (n.level == level) return n.tag;
    return "cn-3";
}

std::optional<Level> parse_level(std::string_view tag) {
    for (const auto& n : kLevelNames)
        if (n.tag == tag) return n.level;
    return std::nullopt;
}

std::string known_level_tags() {
    std::string out;
    for (Level level : kAllLevels) out += (out.empty() ? "" : ", ") + std::string(level_tag(level));
    return out;
}

bool is_topic_area(std::string_view topic) {
    return std::find(std::begin(kTopicAreas), std::end(kTopicAreas), topic) != std::end(kTopicAreas);
}

const std::string& Question::topic_area() const {
    static const std::string kNone;
    return topics.empty() ? kNone : topics.front();
}

bool numeric_answer_correct(const Question& question, double given) {
    // A tiny epsilon so that a tolerance of 0.01 accepts 183.26 for 183.25 despite binary rounding.
    return std::fabs(given - question.numeric_answer) <= question.tolerance + 1e-9;
}

bool choice_answer_correct(const Question& question, std::vector<std::size_t> given) {
    // Multiple choice is a set; ordering and single choice compare as sequences.
    if (question.type == QuestionType::MultipleChoice) {
        std::sort(given.begin(), given.end());
        given.erase(std::unique(given.begin(), given.end()), given.end());
    }
    return given == question.answer_indexes;
}

}  // namespace arbiter::content
