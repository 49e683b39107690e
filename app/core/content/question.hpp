// One quiz item of the question bank (question_bank/<topic-area>/*.yaml; docs/question-format.md),
// and the fixed vocabularies its fields use: types, level tags and topic areas.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/citation.hpp"
#include "engine/core/language.hpp"

namespace arbiter::content {

enum class QuestionType { SingleChoice, MultipleChoice, TrueFalse, Numeric, Ordering };

// The certification levels an item prepares for. Fide covers the FIDE NA/FA/IA syllabus.
enum class Level { Cn3, Cn2, Cn1, CnNational, Fide };

inline constexpr Level kAllLevels[] = {Level::Cn3, Level::Cn2, Level::Cn1, Level::CnNational, Level::Fide};

// The first entry of an item's `topics` must be one of these areas.
inline constexpr std::string_view kTopicAreas[] = {
    "certification", "arbiter-duties", "go-rules",   "chess-laws",  "competition-systems",
    "byo-yomi",      "equipment",      "tie-breaks", "calculations"};

std::string_view question_type_tag(QuestionType type);  // "single_choice" ...
std::optional<QuestionType> parse_question_type(std::string_view tag);
std::string_view level_tag(Level level);  // "cn-3" ...
std::optional<Level> parse_level(std::string_view tag);
// "cn-3, cn-2, cn-1, cn-national, fide": the {known} of problem.unknown_level.
std::string known_level_tags();
bool is_topic_area(std::string_view topic);

// A citation plus the optional page, for documents cited by page rather than article.
struct SourceRef {
    std::string document;  // an id listed in question_bank/sources.yaml
    std::string article;   // as printed in the document ("20", "6.2.1.1", "§B2"); may be empty
    std::string page;      // may be empty
    Citation citation() const { return {document, article}; }
    bool operator==(const SourceRef&) const = default;
};

// Where an item was read from, so later checks (duplicates, unknown documents) can point at it.
struct SourceLocation {
    std::string file;
    std::size_t line = 0;    // 1-based
    std::size_t column = 0;  // 1-based
};

struct Question {
    std::string id;
    QuestionType type = QuestionType::SingleChoice;
    std::vector<Level> levels;
    std::vector<std::string> topics;  // topics[0] is the topic area
    int difficulty = 1;               // 1..5
    LocalizedText prompt;
    std::vector<LocalizedText> options;  // choice and ordering items only
    // Options that keep their place when the options are shuffled (`pinned: true` in the YAML, e.g.
    // "none of the above"); empty or shorter than `options` = none pinned.
    std::vector<bool> pinned_options;

    // The answer, by type:
    //   SingleChoice  answer_indexes = {i}
    //   MultipleChoice answer_indexes = every correct option, ascending
    //   Ordering      answer_indexes = option indexes in the correct order
    //   TrueFalse     answer_true
    //   Numeric       numeric_answer ± tolerance, optional unit
    std::vector<std::size_t> answer_indexes;
    bool answer_true = false;
    double numeric_answer = 0.0;
    double tolerance = 0.0;
    std::optional<LocalizedText> unit;

    LocalizedText explanation;
    std::vector<SourceRef> sources;
    // `cue_waiver:` why a cue the audit finds in this item is acceptable (training/exams/cue_audit.hpp),
    // e.g. a number question whose key is the longest number; empty = no waiver.
    std::string cue_waiver;

    // True for drills produced by a generator (e.g. the tournament engine), not read from YAML.
    bool generated = false;
    SourceLocation location;

    const std::string& topic_area() const;
};

// Grading helpers so every front end judges answers the same way.
bool numeric_answer_correct(const Question& question, double given);
bool choice_answer_correct(const Question& question, std::vector<std::size_t> given);

}  // namespace arbiter::content
