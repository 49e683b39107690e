// Five hand-written questions, one of each type, with keys worked out by hand, for the practice
// tests; and the right answer to any item, read from its key (questions) or the engine's ruling.
#pragma once

#include <memory>
#include <vector>

#include "app/core/content/ruling_json.hpp"
#include "app/core/training/training_content.hpp"
#include "app/core/json.hpp"

namespace arbiter::test {

inline content::Question make_question(std::string id, content::QuestionType type, std::string topic,
                                       std::vector<std::string> options_en) {
    content::Question q;
    q.id = std::move(id);
    q.type = type;
    q.levels = {content::Level::Cn3, content::Level::Cn2};
    q.topics = {std::move(topic)};
    q.prompt = {"问题 " + q.id, "問題 " + q.id, "Question " + q.id};
    for (auto& o : options_en) q.options.push_back({o, o, o});
    q.explanation = {"第20条如此规定。", "第20條如此規定。", "Art. 20 says so."};
    q.sources = {{"cn-go-1988", "20", ""}};
    return q;
}

inline std::vector<content::Question> small_questions() {
    using T = content::QuestionType;
    std::vector<content::Question> qs;
    qs.push_back(make_question("t-single", T::SingleChoice, "go-rules", {"No penalty", "Warning", "Loss", "Draw"}));
    qs.back().answer_indexes = {1};
    qs.push_back(make_question("t-multi", T::MultipleChoice, "chess-laws", {"6.9", "7.5", "9.2"}));
    qs.back().answer_indexes = {0, 2};
    qs.back().sources = {{"fide-laws-2023", "6.9", ""}};
    qs.push_back(make_question("t-order", T::Ordering, "tie-breaks", {"SB", "BH", "PTS"}));
    qs.back().answer_indexes = {2, 0, 1};
    qs.push_back(make_question("t-truefalse", T::TrueFalse, "go-rules", {}));
    qs.back().answer_true = false;
    qs.push_back(make_question("t-numeric", T::Numeric, "calculations", {}));
    qs.back().numeric_answer = 183.5;
    qs.back().tolerance = 0.25;
    return qs;
}

inline std::shared_ptr<const training::TrainingContent> small_content() {
    return training::TrainingContent::from(small_questions(), {});
}

// The fully right answer, as the JSON a front end would send.
inline json::Value right_answer(const training::PracticeItem& item) {
    auto out = json::object();
    if (item.scenario) {
        out.set("ruling", content::answer_to_json(rules::answer_from_ruling(*item.ruling)));
        return out;
    }
    const content::Question& q = *item.question;
    // Built as a vector first: pushing into a Value trips GCC 12's -Wmaybe-uninitialized at -O2
    // (as in practice_grading.cpp's index_array).
    json::Array list;
    for (auto i : q.answer_indexes) list.emplace_back(static_cast<std::int64_t>(i));
    const json::Value indexes(std::move(list));
    switch (q.type) {
        case content::QuestionType::SingleChoice:
        case content::QuestionType::MultipleChoice: out.set("choices", indexes); break;
        case content::QuestionType::Ordering: out.set("order", indexes); break;
        case content::QuestionType::TrueFalse: out.set("true", q.answer_true); break;
        case content::QuestionType::Numeric: out.set("number", q.numeric_answer); break;
    }
    return out;
}

// A wrong answer of the right shape (choice items: the first option not in the key).
inline json::Value wrong_answer(const training::PracticeItem& item) {
    auto out = json::object();
    const content::Question& q = *item.question;
    switch (q.type) {
        case content::QuestionType::SingleChoice:
        case content::QuestionType::MultipleChoice: {
            std::size_t i = 0;
            while (std::find(q.answer_indexes.begin(), q.answer_indexes.end(), i) != q.answer_indexes.end()) ++i;
            json::Array a;
            a.emplace_back(static_cast<std::int64_t>(i));
            out.set("choices", json::Value(std::move(a)));
            break;
        }
        case content::QuestionType::Ordering: {
            json::Array a;
            for (auto it = q.answer_indexes.rbegin(); it != q.answer_indexes.rend(); ++it)
                a.emplace_back(static_cast<std::int64_t>(*it));
            out.set("order", json::Value(std::move(a)));
            break;
        }
        case content::QuestionType::TrueFalse: out.set("true", !q.answer_true); break;
        case content::QuestionType::Numeric: out.set("number", q.numeric_answer + q.tolerance + 10); break;
    }
    return out;
}

}  // namespace arbiter::test
