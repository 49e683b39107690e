#include "app/core/training/answers/practice_grading.hpp"

#include <algorithm>
#include <set>
#include <sstream>

#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/option_order.hpp"

#include "app/core/content/ruling_json.hpp"
#include "engine/rules/ruling_text.hpp"

namespace arbiter::training {

namespace {

using content::QuestionType;

// Applies `f` to each language's string, building a LocalizedText.
template <class F>
LocalizedText each_language(F f) {
    LocalizedText t;
    for (Language l : kAllLanguages) t.get(l) = f(l);
    return t;
}

std::vector<std::size_t> read_indexes(const json::Value& value, std::size_t count, const char* what) {
    if (!value.is_array()) throw ResponseError(std::string(what) + " must be a list of option indexes");
    std::vector<std::size_t> out;
    for (const auto& v : value.as_array()) {
        if (!v.is_int() || v.as_int() < 0 || static_cast<std::size_t>(v.as_int()) >= count)
            throw ResponseError(std::string(what) + ": no option " + v.dump());
        out.push_back(static_cast<std::size_t>(v.as_int()));
    }
    return out;
}

// The key of a question in words: "B. 判负", "A, C", "183.5 (±0.5) 分", with the letters the
// candidate saw (`shown`, option_order.hpp).
LocalizedText question_key_text(const content::Question& q, const std::vector<std::size_t>& shown) {
    switch (q.type) {
        case QuestionType::TrueFalse: return true_false_text(q.answer_true);
        case QuestionType::Numeric:
            return each_language([&](Language l) {
                std::ostringstream s;
                s << q.numeric_answer;
                if (q.tolerance > 0) s << " (±" << q.tolerance << ")";
                if (q.unit) s << " " << q.unit->get(l);
                return s.str();
            });
        default:
            return each_language([&](Language l) {
                std::string out;
                for (auto i : q.answer_indexes) {
                    out += out.empty() ? "" : (q.type == QuestionType::Ordering ? " → " : "; ");
                    out += shown_letter(shown, i) + ". " + (i < q.options.size() ? q.options[i].get(l) : "");
                }
                return out;
            });
    }
}

Feedback grade_question(const content::Question& q, const json::Value& response) {
    Feedback f;
    rules::PartScore part{"answer", 0, {}, {}};
    const std::size_t n = q.options.size();
    const std::vector<std::size_t> shown = shown_order(response, n);
    switch (q.type) {
        case QuestionType::SingleChoice:
        case QuestionType::MultipleChoice: {
            const json::Value* v = response.find("choices");
            if (!v) throw ResponseError("a choice answer is {\"choices\": [index, ...]}");
            auto given = read_indexes(*v, n, "choices");
            if (q.type == QuestionType::SingleChoice && given.size() != 1)
                throw ResponseError("choose exactly one option");
            // Multiple choice earns partial credit like the rulings' parts: |given ∩ key| / |given ∪ key|.
            std::set<std::size_t> g(given.begin(), given.end()), k(q.answer_indexes.begin(), q.answer_indexes.end());
            std::size_t common = 0;
            for (auto i : g) {
                if (k.count(i))
                    ++common;
                else
                    part.extra.push_back(shown_letter(shown, i));
            }
            for (auto i : k)
                if (!g.count(i)) part.missing.push_back(shown_letter(shown, i));
            const std::size_t all = g.size() + k.size() - common;
            part.score = all == 0 ? 1.0 : static_cast<double>(common) / static_cast<double>(all);
            break;
        }
        case QuestionType::Ordering: {
            const json::Value* v = response.find("order");
            if (!v) throw ResponseError("an ordering answer is {\"order\": [index, ...]}");
            auto given = read_indexes(*v, n, "order");
            if (given.size() != n || std::set<std::size_t>(given.begin(), given.end()).size() != n)
                throw ResponseError("put every option in order, each once (" + std::to_string(n) + " options)");
            // Partial credit: the share of places that hold the right option.
            std::size_t right = 0;
            for (std::size_t i = 0; i < n; ++i) {
                if (given[i] == q.answer_indexes[i])
                    ++right;
                else
                    part.missing.push_back(std::to_string(i + 1) + ":" + shown_letter(shown, q.answer_indexes[i]));
            }
            part.score = n == 0 ? 1.0 : static_cast<double>(right) / static_cast<double>(n);
            break;
        }
        case QuestionType::TrueFalse: {
            const json::Value* v = response.find("true");
            if (!v || !v->is_bool()) throw ResponseError("a true/false answer is {\"true\": true|false}");
            part.score = v->as_bool() == q.answer_true ? 1.0 : 0.0;
            if (part.score < 1) part.missing.push_back(q.answer_true ? "true" : "false");
            break;
        }
        case QuestionType::Numeric: {
            const json::Value* v = response.find("number");
            if (!v || !v->is_number()) throw ResponseError("a numeric answer is {\"number\": value}");
            part.score = content::numeric_answer_correct(q, v->as_double()) ? 1.0 : 0.0;
            if (part.score < 1) {
                std::ostringstream s;
                s << q.numeric_answer;
                part.missing.push_back(s.str());
            }
            break;
        }
    }
    f.score = part.score;
    f.correct = rules::fully_right(part.score);
    f.parts.push_back(std::move(part));
    f.correct_answer = question_key_text(q, shown);
    f.explanation = q.explanation;
    for (const auto& s : q.sources) f.citations.push_back(s.citation());
    return f;
}

Feedback grade_scenario(const PracticeItem& item, const json::Value& response) {
    const content::Scenario& s = *item.scenario;
    const rules::Ruling& ruling = *item.ruling;
    const std::vector<std::size_t> shown = shown_order(response, s.options.size());
    rules::Answer answer;
    if (const json::Value* option = response.find("option")) {
        if (!option->is_int() || option->as_int() < 0 || static_cast<std::size_t>(option->as_int()) >= s.options.size())
            throw ResponseError("this scenario has " + std::to_string(s.options.size()) + " options");
        answer = s.options[static_cast<std::size_t>(option->as_int())].ruling;
    } else if (const json::Value* built = response.find("ruling")) {
        std::string error;
        auto parsed = content::answer_from_json(*built, &error);
        if (!parsed) throw ResponseError(error);
        answer = *parsed;
    } else {
        throw ResponseError("a scenario answer is {\"option\": index} or {\"ruling\": {...}}");
    }
    const rules::Grade g = grade_complete(answer, ruling);
    Feedback f;
    f.score = g.score;
    f.correct = g.exact;
    f.parts = g.parts;
    for (Language l : kAllLanguages) {
        const auto lines = wrong_part_lines(answer, ruling, scenario_document(s), l);
        f.wrong_parts.resize(lines.size());
        for (std::size_t i = 0; i < lines.size(); ++i) f.wrong_parts[i].get(l) = lines[i];
    }
    // The key: the engine's ruling in words, with the option that states it when there is one.
    // The articles are listed with their titles below the key (Feedback::citations), not in it.
    rules::Answer key_answer = rules::answer_from_ruling(ruling);
    key_answer.articles.clear();
    LocalizedText key = describe_answer(key_answer, scenario_document(s));
    if (const auto i = key_option(item)) {
        // In the options' own style (answer_text's options_read_as_text): a sentence only when all are.
        const LocalizedText text = options_read_as_text(s) ? *s.options[*i].text : key;
        key = each_language([&](Language l) { return shown_letter(shown, *i) + ". " + text.get(l); });
    }
    f.correct_answer = key;
    f.explanation = ruling.explanation;
    f.citations = ruling.articles();  // in the order a model answer cites them
    for (const auto& c : s.sources)
        if (std::find(f.citations.begin(), f.citations.end(), c) == f.citations.end()) f.citations.push_back(c);
    return f;
}

json::Value parts_json(const Feedback& f) {
    return json::Object{{"correct", f.correct}, {"parts", content::part_scores_json(f.parts)}};
}

}  // namespace

// A candidate's answer is complete as given: no penalty listed means "no penalty", so every part is
// graded (an author's `expect:` may leave parts out; a candidate's choice may not).
rules::Grade grade_complete(rules::Answer answer, const rules::Ruling& ruling) {
    answer.penalties_stated = answer.corrections_stated = answer.articles_stated = true;
    return rules::grade(answer, ruling);
}

std::optional<std::size_t> key_option(const PracticeItem& item) {
    if (!item.scenario || !item.ruling) return std::nullopt;
    const auto& options = item.scenario->options;
    for (std::size_t i = 0; i < options.size(); ++i)
        if (grade_complete(options[i].ruling, *item.ruling).exact) return i;
    return std::nullopt;
}

Feedback grade(const PracticeItem& item, const json::Value& response, double seconds, TimePoint answered_at) {
    if (!response.is_object()) throw ResponseError("an answer is a JSON object");
    Feedback f = item.scenario ? grade_scenario(item, response) : grade_question(*item.question, response);
    f.item_id = item.meta.id;
    f.graded.item_id = item.meta.id;
    f.graded.fingerprint = item.meta.fingerprint;
    f.graded.answer_json = response.dump();
    f.graded.score = f.score;
    f.graded.parts_json = parts_json(f).dump();
    f.graded.seconds = seconds;
    f.graded.answered_at = answered_at;
    return f;
}

GradedResponse to_exam_response(const Feedback& feedback) {
    return {feedback.graded.answer_json, feedback.graded.score, feedback.graded.parts_json};
}

}  // namespace arbiter::training
