#include "app/core/training/answers/answer_json.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <initializer_list>
#include <set>

#include "app/core/content/ruling_json.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/answers/option_order.hpp"
#include "app/core/training/answers/ruling_words.hpp"
#include "app/core/training/training_content.hpp"
#include "app/core/training/answers/typed_text.hpp"

#include "engine/core/text_trim.hpp"

namespace arbiter::training {

namespace {

using content::QuestionType;


// What the candidate is told when a typed answer does not fit, in the language he reads.
[[noreturn]] void refuse(const LocalizedText& message, Language language,
                         std::initializer_list<std::pair<std::string_view, std::string>> values = {}) {
    throw ResponseError(fill(message.get(language), values));
}

const LocalizedText kNoSuchOption{"没有选项 {option}（选项 A–{last}）", "沒有選項 {option}（選項 A–{last}）",
                                  "there is no option {option} (options A–{last})"};

// "B", "a,c", "A C", "ACB", "2,1,3" (full-width "Ａ，Ｃ" from a Chinese input method too) →
// zero-based places; `count` options exist. What is not a letter is refused as the whole character
// it is ("没有选项 结", never half of one).
std::vector<std::size_t> parse_letters(const std::string& typed, std::size_t count, Language language) {
    if (count == 0) refuse({"此题没有选项", "此題沒有選項", "this item has no options"}, language);
    std::vector<std::size_t> out;
    std::string number;
    auto flush = [&] {
        if (number.empty()) return;
        unsigned long n = 0;
        const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), n);
        if (error != std::errc() || end != number.data() + number.size() || n < 1 || n > count)
            refuse(kNoSuchOption, language, {{"option", number}, {"last", option_letter(count - 1)}});
        out.push_back(n - 1);
        number.clear();
    };
    for (const std::string& character : typed_characters(folded_typing(typed))) {
        const char c = character.size() == 1 ? character.front() : '\0';
        if (std::isdigit(static_cast<unsigned char>(c))) {
            number += c;
            continue;
        }
        flush();
        if (c == ',' || c == ' ' || c == ';' || c == '/') continue;
        const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        if (upper < 'A' || upper >= 'A' + static_cast<int>(count))
            refuse(kNoSuchOption, language, {{"option", character}, {"last", option_letter(count - 1)}});
        out.push_back(static_cast<std::size_t>(upper - 'A'));
    }
    flush();
    if (out.empty()) refuse({"请输入选项字母", "請輸入選項字母", "type the letter of an option"}, language);
    return out;
}

// A number as typed ("183.5", "-2", "+7"), perhaps followed by its unit ("183.5 子"); finite.
std::optional<double> parse_number(const std::string& typed) {
    double value = 0;
    const char* begin = typed.data() + (typed.front() == '+' ? 1 : 0);
    const auto [stop, error] = std::from_chars(begin, typed.data() + typed.size(), value);
    if (error != std::errc() || stop == begin || !std::isfinite(value)) return std::nullopt;
    return value;
}

bool has_options(QuestionType type) {
    return type == QuestionType::SingleChoice || type == QuestionType::MultipleChoice || type == QuestionType::Ordering;
}

// A stored answer read back is refused in English (a program's message); what the candidate typed, in his language.
json::Value parse_json_answer(const std::string& text, Language language = Language::En) {
    try {
        return json::parse(text);
    } catch (const json::ParseError& e) {
        refuse({"JSON 格式不对：{error}", "JSON 格式不對：{error}", "not valid JSON: {error}"}, language, {{"error", e.what()}});
    }
}

}  // namespace

json::Value parse_response(const PracticeItem& item, std::string_view typed_view, const std::vector<std::size_t>& shown,
                           Language language) {
    // Whole characters, with what a Chinese input method gives (Ａ, ２, ，, the ideographic space) folded.
    const std::string typed = trimmed(folded_typing(typed_view));
    if (typed.empty()) refuse({"没有输入答案", "沒有輸入答案", "empty answer"}, language);
    if (typed.front() == '{') return parse_json_answer(typed, language);
    auto out = json::object();
    // Letters name places on screen; the option at a place is shown[place] (option_order.hpp).
    auto options_at = [&](std::size_t count) {
        std::vector<std::size_t> picked = parse_letters(typed, count, language);
        if (shown.size() == count)
            for (auto& place : picked) place = shown[place];
        return picked;
    };
    if (item.scenario) {
        if (item.scenario->options.empty() || is_ruling_words(typed)) {
            json::Value built = ruling_response_json(parse_ruling_words(typed, item.scenario->incident.game, language));
            // The letters the key is given with are those on screen.
            if (!shown.empty()) built.set("shown", json::indexes(shown));
            return built;
        }
        const auto picked = options_at(item.scenario->options.size());
        if (picked.size() != 1) refuse({"只能选一个选项", "只能選一個選項", "choose exactly one option"}, language);
        return option_response_json(picked.front(), shown);
    }
    const content::Question& q = *item.question;
    switch (q.type) {
        case QuestionType::SingleChoice:
        case QuestionType::MultipleChoice:
            out.set("choices", json::indexes(options_at(q.options.size())));
            break;
        case QuestionType::Ordering:
            out.set("order", json::indexes(options_at(q.options.size())));
            break;
        case QuestionType::TrueFalse: {
            std::string lower;
            for (char c : typed) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            static const std::set<std::string> yes = {"t", "true", "y", "yes", "对", "對", "是", "正确", "正確", "√", "✓"};
            static const std::set<std::string> no = {"f", "false", "n", "no", "错", "錯", "否", "错误", "錯誤", "不对", "不對", "×", "✗"};
            if (yes.count(lower)) out.set("true", true);
            else if (no.count(lower)) out.set("true", false);
            else refuse({"请答 对 或 错（t / f）", "請答 對 或 錯（t / f）", "answer t (true) or f (false)"}, language);
            break;
        }
        case QuestionType::Numeric: {
            const auto value = parse_number(typed);
            if (!value) refuse({"请输入数字", "請輸入數字", "type a number"}, language);
            out.set("number", *value);
            break;
        }
    }
    if (!shown.empty() && has_options(q.type)) out.set("shown", json::indexes(shown));
    return out;
}

bool response_complete(const content::Question& q, const QuestionResponse& r) {
    switch (q.type) {
        case QuestionType::SingleChoice: return r.picked.size() == 1;
        case QuestionType::MultipleChoice: return !r.picked.empty();
        case QuestionType::Ordering: return r.picked.size() == q.options.size();
        case QuestionType::TrueFalse: return r.truth.has_value();
        case QuestionType::Numeric: return r.number.has_value() && std::isfinite(*r.number);
    }
    return false;
}

json::Value question_response_json(const content::Question& q, const QuestionResponse& r) {
    json::Value answer = json::object();
    switch (q.type) {
        case QuestionType::SingleChoice:
        case QuestionType::MultipleChoice: answer.set("choices", json::indexes(r.picked)); break;
        case QuestionType::Ordering: answer.set("order", json::indexes(r.picked)); break;
        case QuestionType::TrueFalse: answer.set("true", r.truth.value_or(false)); break;
        case QuestionType::Numeric: answer.set("number", r.number.value_or(0.0)); break;
    }
    if (!r.shown.empty() && has_options(q.type)) answer.set("shown", json::indexes(r.shown));
    return answer;
}

json::Value option_response_json(std::size_t option, const std::vector<std::size_t>& shown) {
    json::Value v = json::object();
    v.set("option", static_cast<unsigned long>(option));
    if (!shown.empty()) v.set("shown", json::indexes(shown));
    return v;
}

json::Value ruling_response_json(const rules::Answer& answer) {
    json::Value v = json::object();
    v.set("ruling", content::answer_to_json(answer));
    return v;
}

QuestionResponse response_from_json(const std::string& answer_json) {
    QuestionResponse r;
    const json::Value v = parse_json_answer(answer_json);
    if (!v.is_object()) throw ResponseError("an answer is a JSON object");
    auto indexes = [](const json::Value& list, std::vector<std::size_t>& into) {
        if (!list.is_array()) throw ResponseError("option indexes must be a list");
        for (const auto& o : list.as_array()) {
            if (!o.is_int() || o.as_int() < 0) throw ResponseError("no option " + o.dump());
            into.push_back(static_cast<std::size_t>(o.as_int()));
        }
    };
    for (const char* key : {"choices", "order"})
        if (const auto* list = v.find(key)) indexes(*list, r.picked);
    if (const auto* shown = v.find("shown")) indexes(*shown, r.shown);
    if (const auto* truth = v.find("true")) {
        if (!truth->is_bool()) throw ResponseError("\"true\" must be true or false");
        r.truth = truth->as_bool();
    }
    if (const auto* number = v.find("number")) {
        if (!number->is_number()) throw ResponseError("\"number\" must be a number");
        r.number = number->as_double();
    }
    return r;
}

std::optional<std::size_t> option_from_json(const std::string& answer_json) {
    const json::Value answer = parse_json_answer(answer_json);  // alive while `option` points into it
    if (const auto* option = answer.is_object() ? answer.find("option") : nullptr) {
        if (!option->is_int() || option->as_int() < 0) throw ResponseError("no option " + option->dump());
        return static_cast<std::size_t>(option->as_int());
    }
    return std::nullopt;
}

std::string answer_letters(const PracticeItem& item, const std::string& answer_json) {
    try {
        const json::Value answer = parse_json_answer(answer_json);
        const std::size_t n = item.scenario ? item.scenario->options.size() : item.question->options.size();
        const auto shown = shown_order(answer, n);
        std::string out;
        for (const char* key : {"option", "choices", "order"})
            if (const json::Value* v = answer.find(key)) {
                if (v->is_int()) out = shown_letter(shown, static_cast<std::size_t>(v->as_int()));
                else if (v->is_array())
                    for (const auto& i : v->as_array())
                        if (i.is_int()) out += (out.empty() ? "" : " ") + shown_letter(shown, static_cast<std::size_t>(i.as_int()));
            }
        if (!out.empty()) return out;
    } catch (const ResponseError&) {
        // Not an answer with options, or one this version cannot read: the report shows it as stored.
    }
    return answer_json;
}

}  // namespace arbiter::training
