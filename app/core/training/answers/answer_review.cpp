#include "app/core/training/answers/answer_review.hpp"

#include <algorithm>
#include <sstream>

#include "app/core/content/ruling_json.hpp"
#include "app/core/json.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/option_order.hpp"
#include "app/core/training/answers/practice_grading.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::training {

namespace {

bool contains(const std::vector<std::size_t>& v, std::size_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// The key as an answer, so an unanswered item is graded against itself and its feedback gives the
// key, the explanation and the articles exactly as an answered one does.
json::Value key_response(const PracticeItem& item, const std::vector<std::size_t>& shown) {
    if (const content::Question* q = item.question) {
        QuestionResponse key;
        key.picked = q->answer_indexes;
        key.truth = q->answer_true;
        key.number = q->numeric_answer;
        key.shown = shown;
        return question_response_json(*q, key);
    }
    if (const auto option = key_option(item)) return option_response_json(*option, shown);
    return ruling_response_json(rules::answer_from_ruling(*item.ruling));
}

std::string number_text(double value) {
    std::ostringstream s;
    s << value;
    return s.str();
}

}  // namespace

std::string item_title(const PracticeItem& item, Language language, std::size_t max_bytes) {
    std::string text = item.scenario ? item.scenario->title.get(language) : item.question ? item.question->prompt.get(language) : item.id();
    // One line: a prompt that goes on with a diagram shows its sentence, not the first rows.
    if (const auto newline = text.find('\n'); newline != std::string::npos) text = text.substr(0, newline) + "…";
    if (text.size() > max_bytes) {
        std::size_t cut = max_bytes;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;  // not inside a character
        text = text.substr(0, cut) + "…";
    }
    return text;
}

OptionMark option_mark(bool in_key, bool chosen) {
    if (in_key) return chosen ? OptionMark::right_chosen : OptionMark::right_missed;
    return chosen ? OptionMark::wrong_chosen : OptionMark::none;
}

AnswerReview review_answer(const PracticeItem& item, const std::optional<std::string>& answer_json,
                           const std::vector<std::size_t>& shown_default, Language language,
                           const content::SourceCatalog* sources) {
    AnswerReview out;
    const content::Question* q = item.question;
    const content::Scenario* s = item.scenario;
    const std::size_t n = q ? q->options.size() : s ? s->options.size() : 0;
    std::optional<json::Value> answer;
    if (answer_json) {
        try {
            answer = json::parse(*answer_json);
        } catch (const std::exception& e) {
            throw ResponseError(std::string("the stored answer is not JSON: ") + e.what());
        }
    }
    // The order the candidate saw: the answer's own record, else the caller's (the exam's seed).
    std::vector<std::size_t> shown = shown_default.size() == n ? shown_default : std::vector<std::size_t>{};
    if (answer && answer->find("shown")) shown = shown_order(*answer, n);
    if (shown.size() != n) {
        shown.clear();
        for (std::size_t i = 0; i < n; ++i) shown.push_back(i);
    }
    const Feedback feedback = grade(item, answer ? *answer : key_response(item, shown), 0, TimePoint{});
    out.answered = answer.has_value();
    out.score = out.answered ? feedback.score : 0;
    out.right_answer = feedback.correct_answer.get(language);
    out.explanation = feedback.explanation.get(language);
    out.articles = citations_label(feedback.citations, language, ArticleTitles::Shown, sources);

    if (q) {
        const QuestionResponse response = answer ? response_from_json(*answer_json) : QuestionResponse{};
        const bool choice = q->type == content::QuestionType::SingleChoice || q->type == content::QuestionType::MultipleChoice;
        if (choice)
            for (const std::size_t i : shown)
                out.options.push_back({i, shown_letter(shown, i), q->options[i].get(language),
                                       option_mark(contains(q->answer_indexes, i), contains(response.picked, i))});
        if (!answer) return out;
        switch (q->type) {
            case content::QuestionType::SingleChoice:
            case content::QuestionType::MultipleChoice:
            case content::QuestionType::Ordering:
                for (const std::size_t i : response.picked) {
                    if (i >= q->options.size()) continue;
                    out.your_answer += out.your_answer.empty() ? "" : (q->type == content::QuestionType::Ordering ? " → " : "; ");
                    out.your_answer += shown_letter(shown, i) + ". " + q->options[i].get(language);
                }
                break;
            case content::QuestionType::TrueFalse:
                if (response.truth) out.your_answer = true_false_text(*response.truth).get(language);
                break;
            case content::QuestionType::Numeric:
                if (response.number) out.your_answer = number_text(*response.number) + (q->unit ? " " + q->unit->get(language) : "");
                break;
        }
        return out;
    }
    if (!s) return out;
    const std::string document = scenario_document(*s);
    const auto key = key_option(item);
    const std::optional<std::size_t> chosen = answer_json ? option_from_json(*answer_json) : std::nullopt;
    // An index, not the optional, in the loop: GCC 12 -O2 takes chosen == i for a read of an
    // uninitialized value (-Wmaybe-uninitialized).
    const std::size_t chosen_index = chosen.value_or(s->options.size());
    for (const std::size_t i : shown)
        out.options.push_back({i, shown_letter(shown, i), scenario_option_text(*s, i, language),
                               option_mark(key == i, chosen_index == i)});
    if (!answer) return out;
    if (chosen && *chosen < s->options.size()) {
        out.your_answer = shown_letter(shown, *chosen) + ". " + scenario_option_text(*s, *chosen, language);
    } else if (const json::Value* built = answer->find("ruling")) {
        std::string error;
        if (auto parsed = content::answer_from_json(*built, &error)) out.your_answer = describe_answer(*parsed, document).get(language);
    }
    return out;
}

}  // namespace arbiter::training
