#include "app/core/training/exams/cue_audit.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <cctype>
#include <map>
#include <optional>
#include <string_view>
#include <tuple>

#include "app/core/problem_text.hpp"
#include "app/core/training/drills/intervention_drill.hpp"
#include "app/core/training/answers/practice_grading.hpp"

namespace arbiter::training {

namespace {

// Characters as a reader counts them (UTF-8 code points, so 判负 is 2 and "loss" 4).
std::size_t characters(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

// A cue whose line is the problem key `key` (written out, so the string-use test finds it) with `args`.
Cue make_cue(std::string item_id, std::string kind, std::string key, std::vector<MessageArg> args = {}) {
    Cue cue;
    cue.item_id = std::move(item_id);
    cue.kind = std::move(kind);
    cue.words = content_problem("", 0, 0, std::move(key), std::move(args));
    return cue;
}

// "zh-Hans: “…”": where in which language a prompt gives itself away.
MessageArg quoted(std::string name, Language l, const std::string& phrase) {
    return MessageArg::words(std::move(name), "problem.cue.quote", {{"language", std::string(language_tag(l))}, {"phrase", phrase}});
}

// ---- The prompt's own cues ------------------------------------------------------------------

// The text without what someone says in it (“…”, 「…」, "…"): a player's words ("判我胜") are a
// claim, not the decision.
std::string without_quotes(const std::string& text) {
    static const std::array<std::pair<std::string_view, std::string_view>, 5> pairs = {{
        {"\u201c", "\u201d"}, {"\u300c", "\u300d"}, {"\u300e", "\u300f"}, {"\u2018", "\u2019"}, {"\"", "\""}}};
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        bool skipped = false;
        for (const auto& [open, close] : pairs) {
            if (text.compare(i, open.size(), open) != 0) continue;
            const std::size_t end = text.find(close, i + open.size());
            if (end == std::string::npos) break;
            i = end + close.size();
            skipped = true;
            break;
        }
        if (!skipped) out += text[i++];
    }
    return out;
}

// Sentences: split at 。；？！ and at ". ", ";", "?", "!".
std::vector<std::string> sentences(const std::string& text) {
    static const std::array<std::string_view, 8> stops = {"\u3002", "\uff1b", "\uff1f", "\uff01", ". ", ";", "?", "!"};
    std::vector<std::string> out;
    std::string current;
    std::size_t i = 0;
    while (i < text.size()) {
        bool stop = false;
        for (std::string_view s : stops)
            if (text.compare(i, s.size(), s) == 0) {
                i += s.size();
                stop = true;
                break;
            }
        if (stop) {
            out.push_back(current);
            current.clear();
        } else {
            current += text[i++];
        }
    }
    out.push_back(current);
    for (auto& sentence : out) {
        const std::size_t first = sentence.find_first_not_of(" ");
        sentence = first == std::string::npos ? std::string() : sentence.substr(first);
    }
    return out;
}

std::vector<std::string> lower_words(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    for (char c : text) {
        if (std::isalpha(static_cast<unsigned char>(c))) {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (!word.empty()) {
            words.push_back(word);
            word.clear();
        }
    }
    if (!word.empty()) words.push_back(word);
    return words;
}

bool has_any(const std::vector<std::string>& words, std::initializer_list<std::string_view> wanted) {
    return std::any_of(words.begin(), words.end(), [&](const std::string& w) { return std::find(wanted.begin(), wanted.end(), w) != wanted.end(); });
}

bool starts_with(const std::string& text, std::string_view prefix) { return text.compare(0, prefix.size(), prefix) == 0; }

}  // namespace

std::string prompt_states_decision(const std::string& text, Language language) {
    for (const std::string& sentence : sentences(without_quotes(text))) {
        if (language == Language::En) {
            // "the (chief) arbiter rules a draw", "decides that replaying is fairest", "declares the game lost"
            const auto words = lower_words(sentence);
            if (has_any(words, {"arbiter", "referee"}) && has_any(words, {"rules", "ruled", "decides", "decided", "declares", "declared", "awards"}) &&
                has_any(words, {"draw", "lose", "loses", "lost", "win", "wins", "replay", "replaying", "replayed"}))
                return sentence;
            continue;
        }
        // 裁判长判双方均负 / 裁判员判和棋; a player's request (要求判…, 请裁判员判…) is not the decision.
        const std::size_t arbiter = sentence.find("\u88c1\u5224");  // 裁判
        if (arbiter == std::string::npos) continue;
        for (std::string_view decision : {"判和", "判负", "判負", "判胜", "判勝", "判双方", "判雙方", "判黑", "判白", "重赛", "重賽"}) {
            const std::size_t at = sentence.find(decision, arbiter + 1);
            if (at == std::string::npos) continue;
            const std::string before = sentence.substr(0, at);
            if (before.find("要求") != std::string::npos || before.find("请") != std::string::npos || before.find("請") != std::string::npos ||
                before.find("申请") != std::string::npos || before.find("申請") != std::string::npos)
                continue;
            return sentence;
        }
    }
    return {};
}

std::string prompt_refers_to_other_item(const std::string& text, Language language) {
    if (language == Language::En) {
        std::string lower;
        for (char c : text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        for (std::string_view phrase : {"continuing:", "previous question", "previous item", "previous scenario", "as above", "same conditions as"})
            if (lower.find(phrase) != std::string::npos) return std::string(phrase);
        for (const std::string& sentence : sentences(text))
            for (std::string_view lead : {"The same position.", "The same position,", "The same position:", "The same position under",
                                          "The same position but", "The same position ("})
                if (starts_with(sentence, lead)) return "The same position";
        return {};
    }
    for (std::string_view phrase : {"上题", "上一题", "上題", "上一題", "同上", "接上", "承上"})
        if (text.find(phrase) != std::string::npos) return std::string(phrase);
    for (const std::string& sentence : sentences(text))
        for (std::string_view lead : {"同一局面，", "同一局面：", "同一局面按", "同一局面（", "同一局面,"})
            if (starts_with(sentence, lead)) return "同一局面";
    return {};
}

namespace {

void audit_prompt(const std::string& id, const LocalizedText& prompt, bool scenario, std::vector<Cue>& cues) {
    std::optional<MessageArg> decision, reference;
    for (Language l : {Language::ZhHans, Language::ZhHant, Language::En}) {
        if (scenario && !decision)
            if (auto s = prompt_states_decision(prompt.get(l), l); !s.empty()) decision = quoted("decision", l, s);
        if (!reference)
            if (auto r = prompt_refers_to_other_item(prompt.get(l), l); !r.empty()) reference = quoted("reference", l, r);
    }
    if (decision) cues.push_back(make_cue(id, "prompt_states_decision", "problem.cue.prompt_states_decision", {*decision}));
    if (reference) cues.push_back(make_cue(id, "prompt_refers_to_other_item", "problem.cue.prompt_refers_to_other_item", {*reference}));
}

void audit_question(const content::Question& q, CueAudit& out) {
    if (q.type != content::QuestionType::SingleChoice || q.answer_indexes.size() != 1 || q.options.size() < 2) return;
    ++out.single_choice;
    const std::size_t key = q.answer_indexes.front();
    if (key == 0) ++out.key_written_first;
    std::vector<MessageArg> lengths;  // one per language where the key stands out
    for (Language l : {Language::ZhHans, Language::ZhHant, Language::En}) {
        const std::size_t key_length = characters(q.options[key].get(l));
        std::size_t longest_other = 0;
        for (std::size_t i = 0; i < q.options.size(); ++i)
            if (i != key) longest_other = std::max(longest_other, characters(q.options[i].get(l)));
        if (l == Language::ZhHans && key_length > longest_other) ++out.key_longest;
        if (key_length >= longest_other + kMinLongerBy && static_cast<double>(key_length) > static_cast<double>(longest_other) * (1 + kClearMargin))
            lengths.push_back(MessageArg::words("", "problem.cue.lengths", {{"language", std::string(language_tag(l))},
                                                                            {"key", std::to_string(key_length)},
                                                                            {"other", std::to_string(longest_other)}}));
    }
    if (!lengths.empty())
        out.cues.push_back(make_cue(q.id, "key_longest", "problem.cue.key_longest", {MessageArg::list("lengths", std::move(lengths))}));
}

// Whether two options state the same ruling but for their articles: the same outcome, penalties
// (with amounts) and corrections, whatever order they are listed in.
bool same_but_articles(const rules::Answer& a, const rules::Answer& b) {
    auto penalties = [](const rules::Answer& x) {
        std::vector<std::tuple<int, int, std::int64_t>> out;
        for (const auto& p : x.penalties) out.emplace_back(static_cast<int>(p.player), static_cast<int>(p.kind), p.amount.value_or(0));
        std::sort(out.begin(), out.end());
        return out;
    };
    auto corrections = [](const rules::Answer& x) {
        std::vector<rules::CorrectionKind> out = x.corrections;
        std::sort(out.begin(), out.end());
        return out;
    };
    return a.outcome == b.outcome && penalties(a) == penalties(b) && corrections(a) == corrections(b);
}

void audit_scenario(const PracticeItem& item, CueAudit& out) {
    const content::Scenario& s = *item.scenario;
    if (s.options.size() < 2 || !item.ruling) return;
    ++out.scenarios;
    // A timed drill's "now rule on it" asks these same options (intervention_drill.hpp).
    if (make_intervention_drill(s)) ++out.drill_questions;
    // Two options alike but for their articles: a cue (one of the two is the key, or neither) and a
    // trap (the candidate who knows the ruling guesses between numbers). The key and a distractor
    // are reported below, as the distractor that differs only in its citations.
    const std::optional<std::size_t> key_index = key_option(item);
    for (std::size_t i = 0; i < s.options.size(); ++i)
        for (std::size_t j = i + 1; j < s.options.size(); ++j) {
            if (key_index == i || key_index == j) continue;
            if (same_but_articles(s.options[i].ruling, s.options[j].ruling))
                out.cues.push_back(make_cue(s.id, "options_differ_only_in_articles", "problem.cue.options_differ_only_in_articles",
                                            {{"first", std::string(1, static_cast<char>('A' + i))},
                                             {"second", std::string(1, static_cast<char>('A' + j))}}));
        }
    const std::optional<std::size_t> key = key_option(item);
    if (!key) return;
    const rules::Answer& k = s.options[*key].ruling;
    bool all_other_cite = true, no_other_cites = true;
    std::size_t most_other_cites = 0;
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        if (i == *key) continue;
        const bool cites = !s.options[i].ruling.articles.empty();
        most_other_cites = std::max(most_other_cites, s.options[i].ruling.articles.size());
        all_other_cite = all_other_cite && cites;
        no_other_cites = no_other_cites && !cites;
        // Give the distractor the key's articles: if it is then the engine's ruling, it differed only in them.
        rules::Answer same_articles = s.options[i].ruling;
        same_articles.articles = k.articles;
        if (grade_complete(same_articles, *item.ruling).exact)
            out.cues.push_back(make_cue(s.id, "citations_only_distractor", "problem.cue.citations_only_distractor",
                                        {{"option", std::string(1, static_cast<char>('A' + i))}}));
    }
    if (k.articles.empty() && all_other_cite)
        out.cues.push_back(make_cue(s.id, "key_cites_differently", "problem.cue.key_cites_none"));
    if (!k.articles.empty() && no_other_cites)
        out.cues.push_back(make_cue(s.id, "key_cites_differently", "problem.cue.key_cites_alone"));
    // The key citing more articles than every distractor: where one option cited the most, it was
    // the key in 109 of 151 scenarios (72 %, 2026-12-05, before the distractors were evened out).
    else if (k.articles.size() > most_other_cites)
        out.cues.push_back(make_cue(s.id, "key_cites_most", "problem.cue.key_cites_most",
                                    {{"key", std::to_string(k.articles.size())}, {"other", std::to_string(most_other_cites)}}));
}

}  // namespace

CueAudit audit_cues(const TrainingContent& content) {
    CueAudit out;
    std::map<std::string, std::pair<int, int>> true_false;  // topic area -> (true, false)
    for (const auto& item : content.items()) {
        const std::size_t first = out.cues.size();
        std::string waiver;
        std::string id;
        if (item.scenario) {
            audit_scenario(item, out);
            audit_prompt(item.scenario->id, item.scenario->prompt, true, out.cues);
            waiver = item.scenario->cue_waiver;
            id = item.scenario->id;
        } else if (item.question) {
            const content::Question& q = *item.question;
            audit_question(q, out);
            audit_prompt(q.id, q.prompt, false, out.cues);
            if (q.type == content::QuestionType::TrueFalse) (q.answer_true ? true_false[q.topic_area()].first : true_false[q.topic_area()].second)++;
            waiver = q.cue_waiver;
            id = q.id;
        }
        if (waiver.empty()) continue;
        ++out.waivers;
        // A waiver covers the item's cues; one on an item without a cue has rotted.
        if (out.cues.size() == first)
            out.cues.push_back(make_cue(id, "waiver_unused", "problem.cue.waiver_unused"));
        for (std::size_t i = first; i < out.cues.size(); ++i)
            if (out.cues[i].kind != "waiver_unused") out.cues[i].waived = true;
    }
    // Within a topic, "true" (or "false") far more often than the other gives the answer away.
    for (const auto& [topic, counts] : true_false) {
        const int total = counts.first + counts.second;
        const int fewer = std::min(counts.first, counts.second);
        if (total >= 6 && fewer * 4 < total)
            out.cues.push_back(make_cue(topic, "true_false_unbalanced", "problem.cue.true_false_unbalanced",
                                        {{"true", std::to_string(counts.first)}, {"false", std::to_string(counts.second)}}));
    }
    return out;
}

std::vector<Cue> CueAudit::unwaived() const {
    std::vector<Cue> out;
    std::copy_if(cues.begin(), cues.end(), std::back_inserter(out), [](const Cue& c) { return !c.waived; });
    return out;
}

}  // namespace arbiter::training
