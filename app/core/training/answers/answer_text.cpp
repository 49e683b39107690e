#include "app/core/training/answers/answer_text.hpp"

#include <algorithm>
#include <optional>

#include "app/core/text_fill.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_text.hpp"

namespace arbiter::training {

namespace {

const std::string& pick(const LocalizedText& text, Language language) { return text.get(language); }

std::string_view list_separator(Language language) { return language == Language::En ? "; " : "；"; }
std::string_view label_colon(Language language) { return language == Language::En ? ": " : "："; }
const std::string& none_word(Language language) {
    static const LocalizedText none{"无", "無", "none"};
    return pick(none, language);
}

rules::Penalty as_penalty(const rules::AnswerPenalty& p) { return {p.player, p.kind, p.amount.value_or(0), {}}; }

std::string document_title(const std::string& id, Language language, const content::SourceCatalog* sources) {
    if (const rules::Document* document = rules::find_document(id)) return document->title.get(language);
    if (const content::SourceDocument* source = sources ? sources->find(id) : nullptr) return source->title.get(language);
    return id;
}

// Articles of one document: "《title》第 6.8、6.9 条" / "title, art. 6.8, 6.9"; with their titles,
// "《title》第 6.8 条（旗落的认定）、第 6.9 条（…）" / "title, art. 6.8 (…), art. 6.9 (…)".
std::string cited(const std::string& document, const std::vector<std::string>& articles, Language language,
                  ArticleTitles titles, const content::SourceCatalog* sources) {
    const bool en = language == Language::En;
    const std::string title = document_title(document, language, sources);
    std::string out = en ? title : "《" + title + "》";
    if (articles.empty()) return out;
    const std::string article_word = LocalizedText{"第 ", "第 ", "art. "}.get(language);
    const std::string article_end = LocalizedText{" 条", " 條", ""}.get(language);
    const std::string separator = en ? ", " : "、";
    auto article_title = [&](const std::string& article) -> std::string {
        if (titles == ArticleTitles::Hidden) return {};
        const rules::Article* found = rules::resolve({document, article});
        if (!found || found->title.get(language).empty()) return {};
        return en ? " (" + found->title.get(language) + ")" : "（" + found->title.get(language) + "）";
    };
    out += en ? ", " : "";
    // A section of a reference ("§A2") names itself: "art. § A2" / "第 §A2 条" read wrongly.
    const auto is_section = [](const std::string& article) { return article.rfind("§", 0) == 0; };
    if (titles == ArticleTitles::Hidden) {
        std::vector<std::string> numbered, parts;
        for (const auto& article : articles)
            if (!is_section(article)) numbered.push_back(article);
        if (!numbered.empty()) parts.push_back(article_word + join_text(numbered, separator) + article_end);
        for (const auto& article : articles)
            if (is_section(article)) parts.push_back(article);
        return out + join_text(parts, separator);
    }
    std::vector<std::string> each;
    for (const auto& article : articles)
        each.push_back((is_section(article) ? article : article_word + article + article_end) + article_title(article));
    return out + join_text(each, separator);
}

}  // namespace

std::string citation_label(const Citation& citation, Language language, ArticleTitles titles,
                           const content::SourceCatalog* sources) {
    if (citation.article.empty()) return cited(citation.document, {}, language, titles, sources);
    return cited(citation.document, {citation.article}, language, titles, sources);
}

std::string citations_label(const std::vector<Citation>& citations, Language language, ArticleTitles titles,
                            const content::SourceCatalog* sources) {
    // One entry per document, in the order the documents are first cited.
    std::vector<std::pair<std::string, std::vector<std::string>>> by_document;
    for (const auto& c : citations) {
        auto at = std::find_if(by_document.begin(), by_document.end(), [&](const auto& d) { return d.first == c.document; });
        if (at == by_document.end()) at = by_document.insert(by_document.end(), {c.document, {}});
        if (!c.article.empty() && std::find(at->second.begin(), at->second.end(), c.article) == at->second.end())
            at->second.push_back(c.article);
    }
    std::vector<std::string> parts;
    for (const auto& [document, articles] : by_document) parts.push_back(cited(document, articles, language, titles, sources));
    return join_text(parts, list_separator(language));
}

std::string source_label(const content::SourceRef& source, Language language, const content::SourceCatalog* sources) {
    std::string label = citation_label(source.citation(), language, ArticleTitles::Hidden, sources);
    if (!source.page.empty()) {
        static const LocalizedText page_before{" 第 ", " 第 ", ", p. "};
        static const LocalizedText page_after{" 页", " 頁", ""};
        label += pick(page_before, language) + source.page + pick(page_after, language);
    }
    return label;
}

std::string scenario_document(const content::Scenario& scenario) {
    if (const rules::RuleSet* set = rules::find_rule_set(scenario.incident.rule_set)) return std::string(set->document);
    return scenario.incident.rule_set;
}

std::string part_label(std::string_view part, Language language) {
    static const struct {
        std::string_view part;
        LocalizedText name;
    } kParts[] = {
        {"outcome", {"结果", "結果", "Outcome"}},
        {"penalties", {"处罚", "處罰", "Penalties"}},
        {"corrections", {"纠正", "糾正", "Corrections"}},
        {"articles", {"条款", "條款", "Articles"}},
        {"ruling_id", {"裁决类型", "裁決類型", "Kind of ruling"}},
        {"answer", {"答案", "答案", "Answer"}},
    };
    for (const auto& entry : kParts)
        if (entry.part == part) return pick(entry.name, language);
    return std::string(part);
}

LocalizedText true_false_text(bool value) {
    return value ? LocalizedText{"对", "對", "true"} : LocalizedText{"错", "錯", "false"};
}

std::string graded_item_text(std::string_view part, const std::string& item, Language language) {
    if (part == "answer" && (item == "true" || item == "false")) return true_false_text(item == "true").get(language);
    return rules::graded_item_text(part, item).get(language);  // an outcome, a penalty, a correction in words
}

std::vector<std::string> answer_lines(const rules::Answer& answer, const std::string& document, Language language,
                                      ArticleTitles titles) {
    std::vector<std::string> lines;
    auto line = [&](std::string_view part, const std::vector<std::string>& items) {
        lines.push_back(part_label(part, language) + std::string(label_colon(language)) +
                        (items.empty() ? none_word(language) : join_text(items, list_separator(language))));
    };
    if (answer.outcome) line("outcome", {rules::outcome_text(*answer.outcome).get(language)});
    if (answer.penalties_stated || !answer.penalties.empty()) {
        std::vector<std::string> items;
        for (const auto& penalty : answer.penalties) items.push_back(rules::penalty_text(as_penalty(penalty)).get(language));
        line("penalties", items);
    }
    if (answer.corrections_stated || !answer.corrections.empty()) {
        std::vector<std::string> items;
        for (auto correction : answer.corrections) items.push_back(rules::correction_text(correction).get(language));
        line("corrections", items);
    }
    if (!answer.articles.empty()) {
        std::vector<Citation> citations;
        for (const auto& article : answer.articles) citations.push_back({document, article});
        line("articles", {citations_label(citations, language, titles)});
    }
    return lines;
}

LocalizedText describe_answer(const rules::Answer& answer, const std::string& document, ArticleTitles titles) {
    LocalizedText out;
    for (Language language : kAllLanguages) out.get(language) = join_text(answer_lines(answer, document, language, titles), " · ");
    return out;
}

std::vector<std::string> ruling_lines(const rules::Ruling& ruling, Language language) {
    rules::Answer answer = rules::answer_from_ruling(ruling);
    answer.articles.clear();  // the ruling's citations are listed apart, each with its part
    answer.penalties_stated = answer.corrections_stated = true;
    return answer_lines(answer, "", language);
}

std::vector<std::string> wrong_part_lines(const rules::Answer& given, const rules::Ruling& key, const std::string& document,
                                          Language language) {
    rules::Answer complete = given;  // as graded: what the candidate left out is "none"
    complete.penalties_stated = complete.corrections_stated = complete.articles_stated = true;
    const rules::Grade grade = rules::grade(complete, key);
    rules::Answer right = rules::answer_from_ruling(key);
    right.penalties_stated = right.corrections_stated = right.articles_stated = true;
    // One part of an answer in words, without its label: "黑方：弃权一次；白方：警告一次" / "无".
    auto part_words = [&](const rules::Answer& answer, const std::string& part) -> std::string {
        rules::Answer only;
        only.outcome = part == "outcome" ? answer.outcome : std::nullopt;
        if (part == "penalties") only.penalties = answer.penalties, only.penalties_stated = true;
        if (part == "corrections") only.corrections = answer.corrections, only.corrections_stated = true;
        if (part == "articles") {
            if (answer.articles.empty()) return none_word(language);
            only.articles = answer.articles;
        }
        const std::vector<std::string> lines = answer_lines(only, document, language, ArticleTitles::Hidden);
        if (lines.empty()) return none_word(language);
        const std::string prefix = part_label(part, language) + std::string(label_colon(language));
        return lines.front().substr(lines.front().rfind(prefix, 0) == 0 ? prefix.size() : 0);
    };
    static const LocalizedText wrong{"{part}不对：应为{key}；你选了{given}。", "{part}不對：應為{key}；你選了{given}。",
                                     "{part} not right: it is {key}; you gave {given}."};
    std::vector<std::string> lines;
    for (const auto& part : grade.parts) {
        if (rules::fully_right(part.score)) continue;
        lines.push_back(fill(wrong.get(language), {{"part", part_label(part.part, language)},
                                                   {"key", part_words(right, part.part)},
                                                   {"given", part_words(complete, part.part)}}));
    }
    return lines;
}

std::string scenario_option_text(const content::ScenarioOption& option, const std::string& document, Language language,
                                 ArticleTitles titles) {
    if (option.text && !option.text->get(language).empty()) return option.text->get(language);
    return describe_answer(option.ruling, document, titles).get(language);
}

bool options_read_as_text(const content::Scenario& scenario) {
    return std::all_of(scenario.options.begin(), scenario.options.end(), [](const content::ScenarioOption& o) {
        return o.text && !o.text->zh_hans.empty() && !o.text->zh_hant.empty() && !o.text->en.empty();
    });
}

std::string scenario_option_text(const content::Scenario& scenario, std::size_t index, Language language, ArticleTitles titles) {
    const content::ScenarioOption& option = scenario.options.at(index);
    const std::string document = scenario_document(scenario);
    if (options_read_as_text(scenario)) return scenario_option_text(option, document, language, titles);
    return describe_answer(option.ruling, document, titles).get(language);
}

}  // namespace arbiter::training
