// A question of the bank as the editor's form holds it, and the YAML it becomes
// (docs/question-format.md). Plain data and text: the editor screen draws it, the real question
// loader reads the YAML back (so what is validated is what would be saved), and tests prove that
// a question of the library survives the trip form → YAML → loader unchanged.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "app/core/content/question.hpp"

namespace arbiter::ui {

inline constexpr int kMaxDraftOptions = 6;  // the format allows 2..6

struct QuestionDraft {
    std::string id = "my-question";
    content::QuestionType type = content::QuestionType::SingleChoice;
    bool levels[5] = {true, false, false, false, false};  // content::kAllLevels order
    std::string topic_area = "go-rules";  // one of content::kTopicAreas: the first of `topics`
    std::string more_topics = "ko";       // finer tags, comma-separated
    int difficulty = 2;
    std::array<std::string, 3> prompt;  // zh-Hans, zh-Hant, en
    std::vector<std::array<std::string, 3>> options;
    int single_answer = 0;                      // single choice: the right option
    bool correct[kMaxDraftOptions] = {};        // multiple choice: every right option
    bool pinned[kMaxDraftOptions] = {};         // options that keep their place when shuffled
    std::string order = "0, 1";                 // ordering: option indexes in the right order
    bool truth = true;                          // true/false
    std::string number = "0", tolerance = "0";  // numeric, as typed (the loader says if not a number)
    std::array<std::string, 3> unit;            // numeric, optional
    std::array<std::string, 3> explanation;
    std::string sources = "cn-go-1988 20";      // one per line: "<document id> <article>"
    std::string cue_waiver;                     // kept as read (`cue_waiver:`); written when not empty
};

// A new question: a single-choice item with two empty options and nothing written yet.
QuestionDraft new_question_draft();
// A complete single-choice sample (an immediate ko recapture) to learn the form from.
QuestionDraft sample_question_draft();
// The form of a question of the library (to edit it, or to start from it).
QuestionDraft question_draft_from(const content::Question& question);
// The question file holding this one item (`items: [ ... ]`), written with yaml-cpp's emitter so
// any text is quoted correctly.
std::string question_draft_yaml(const QuestionDraft& draft);

}  // namespace arbiter::ui
