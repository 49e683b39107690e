#include "app/core/training/cue_audit.hpp"

#include <algorithm>
#include <map>

#include "app/core/training/practice_grading.hpp"

namespace arbiter::training {

namespace {

// Characters as a reader counts them (UTF-8 code points, so 判负 is 2 and "loss" 4).
std::size_t characters(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

const char* language_name(Language l) { return l == Language::ZhHans ? "zh-Hans" : l == Language::ZhHant ? "zh-Hant" : "en"; }

void audit_question(const content::Question& q, CueAudit& out) {
    if (q.type != content::QuestionType::SingleChoice || q.answer_indexes.size() != 1 || q.options.size() < 2) return;
    ++out.single_choice;
    const std::size_t key = q.answer_indexes.front();
    if (key == 0) ++out.key_written_first;
    std::string languages;
    for (Language l : {Language::ZhHans, Language::ZhHant, Language::En}) {
        const std::size_t key_length = characters(q.options[key].get(l));
        std::size_t longest_other = 0;
        for (std::size_t i = 0; i < q.options.size(); ++i)
            if (i != key) longest_other = std::max(longest_other, characters(q.options[i].get(l)));
        if (l == Language::ZhHans && key_length > longest_other) ++out.key_longest;
        if (key_length >= longest_other + kMinLongerBy && static_cast<double>(key_length) > static_cast<double>(longest_other) * (1 + kClearMargin))
            languages += std::string(languages.empty() ? "" : ", ") + language_name(l) + " " + std::to_string(key_length) + " vs " +
                         std::to_string(longest_other);
    }
    if (!languages.empty()) out.cues.push_back({q.id, "key_longest", "the key is the single longest option (" + languages + ")"});
}

void audit_scenario(const PracticeItem& item, CueAudit& out) {
    const content::Scenario& s = *item.scenario;
    if (s.options.size() < 2 || !item.ruling) return;
    ++out.scenarios;
    const std::optional<std::size_t> key = key_option(item);
    if (!key) return;
    const rules::Answer& k = s.options[*key].ruling;
    bool all_other_cite = true, no_other_cites = true;
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        if (i == *key) continue;
        const bool cites = !s.options[i].ruling.articles.empty();
        all_other_cite = all_other_cite && cites;
        no_other_cites = no_other_cites && !cites;
        // Give the distractor the key's articles: if it is then the engine's ruling, it differed only in them.
        rules::Answer same_articles = s.options[i].ruling;
        same_articles.articles = k.articles;
        if (grade_complete(same_articles, *item.ruling).exact)
            out.cues.push_back({s.id, "citations_only_distractor",
                                "option " + std::string(1, static_cast<char>('A' + i)) + " differs from the key only in its articles"});
    }
    if (k.articles.empty() && all_other_cite)
        out.cues.push_back({s.id, "key_cites_differently", "the key cites no article while every other option cites one"});
    if (!k.articles.empty() && no_other_cites)
        out.cues.push_back({s.id, "key_cites_differently", "the key is the only option that cites an article"});
}

}  // namespace

CueAudit audit_cues(const TrainingContent& content) {
    CueAudit out;
    std::map<std::string, std::pair<int, int>> true_false;  // topic area -> (true, false)
    for (const auto& item : content.items()) {
        if (item.scenario) {
            audit_scenario(item, out);
        } else if (item.question) {
            const content::Question& q = *item.question;
            audit_question(q, out);
            if (q.type == content::QuestionType::TrueFalse) (q.answer_true ? true_false[q.topic_area()].first : true_false[q.topic_area()].second)++;
        }
    }
    // Within a topic, "true" (or "false") far more often than the other gives the answer away.
    for (const auto& [topic, counts] : true_false) {
        const int total = counts.first + counts.second;
        const int fewer = std::min(counts.first, counts.second);
        if (total >= 6 && fewer * 4 < total)
            out.cues.push_back({topic, "true_false_unbalanced",
                                std::to_string(counts.first) + " true and " + std::to_string(counts.second) + " false items"});
    }
    return out;
}

}  // namespace arbiter::training
