// An answered item read back for the candidate: each option marked (right and chosen, right and
// missed, wrong and chosen), the candidate's answer and the right one in words, the explanation
// and the articles. The mock exam's report shows every item this way, and the quiz, review and
// practice feedback mark their options with the same rule, so the three cannot disagree about
// what was right. The words come from answer_text.hpp and the grading (practice_grading.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/core/content/question_sources.hpp"
#include "app/core/training/training_content.hpp"
#include "engine/core/language.hpp"

namespace arbiter::training {

// How one option of a choice item reads after the answer. Colour alone is not enough (a colour-
// blind candidate, a printout): each mark also has its words and symbol in the interface strings.
enum class OptionMark { none, right_chosen, right_missed, wrong_chosen };
OptionMark option_mark(bool in_key, bool chosen);

struct ReviewedOption {
    std::size_t index = 0;  // the option's own index
    std::string letter;     // the letter the candidate saw it under
    std::string text;       // the option in words
    OptionMark mark = OptionMark::none;
};

struct AnswerReview {
    bool answered = false;
    double score = 0;                     // 0..1 (0 when unanswered)
    std::vector<ReviewedOption> options;  // choice questions and scenarios with options, in the order shown
    std::string your_answer;              // the candidate's answer in words; empty when unanswered
    std::string right_answer;             // the key in words (Feedback::correct_answer)
    std::string explanation;
    std::string articles;                 // citations_label, with the articles' titles
};

// An item named in one line for a list or a report: a scenario's title, a question's prompt (its
// first line; "…" where it is cut, at most `max_bytes`, never inside a character).
std::string item_title(const PracticeItem& item, Language language, std::size_t max_bytes = 150);

// `answer_json`: the stored answer (none: unanswered). `shown`: the order the options were shown in
// when the answer does not say (an exam's seeded order); empty = as written. A stored answer this
// version cannot read throws ResponseError (the caller says which item).
AnswerReview review_answer(const PracticeItem& item, const std::optional<std::string>& answer_json,
                           const std::vector<std::size_t>& shown, Language language,
                           const content::SourceCatalog* sources = nullptr);

}  // namespace arbiter::training
