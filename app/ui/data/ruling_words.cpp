#include "app/ui/data/ruling_words.hpp"

#include "engine/rules/adjudicator.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_text.hpp"

namespace arbiter::ui {

namespace {

const char* pick(Language language, const char* hans, const char* hant, const char* en) {
    switch (language) {
        case Language::ZhHans: return hans;
        case Language::ZhHant: return hant;
        case Language::En: return en;
    }
    return en;
}

rules::Penalty as_penalty(const rules::AnswerPenalty& p) { return {p.player, p.kind, p.amount.value_or(0), {}}; }

std::string join(const std::vector<std::string>& parts, const char* separator) {
    std::string out;
    for (const auto& part : parts) out += (out.empty() ? "" : separator) + part;
    return out;
}

constexpr rules::Outcome kOutcomes[] = {
    rules::Outcome::Continues, rules::Outcome::WhiteWins, rules::Outcome::BlackWins,
    rules::Outcome::Draw,      rules::Outcome::Replay,    rules::Outcome::BothLose,
    rules::Outcome::DrawOrReplay, rules::Outcome::ChiefArbiter, rules::Outcome::Counting};

constexpr rules::PenaltyKind kPenalties[] = {
    rules::PenaltyKind::Warning,        rules::PenaltyKind::Admonition,   rules::PenaltyKind::ForfeitTurn,
    rules::PenaltyKind::TimeToOpponent, rules::PenaltyKind::TimeDeducted, rules::PenaltyKind::StoneDeduction,
    rules::PenaltyKind::Loss,           rules::PenaltyKind::ArbiterPenalty};

}  // namespace

std::string citation_label(const Citation& citation, Language language, ArticleTitles titles) {
    const rules::Document* document = rules::find_document(citation.document);
    const rules::Article* article = titles == ArticleTitles::Shown ? rules::resolve(citation) : nullptr;
    const std::string title = document ? document->title.get(language) : citation.document;
    std::string out;
    if (language == Language::En) {
        out = title + ", art. " + citation.article;
        if (article && !article->title.en.empty()) out += " (" + article->title.en + ")";
    } else {
        out = "《" + title + "》第 " + citation.article + pick(language, " 条", " 條", "");
        if (article && !article->title.get(language).empty()) out += "（" + article->title.get(language) + "）";
    }
    return out;
}

std::string scenario_document(const content::Scenario& scenario) {
    if (const rules::RuleSet* set = rules::find_rule_set(scenario.incident.rule_set)) return std::string(set->document);
    return scenario.incident.rule_set;
}

RulingMenu ruling_menu(const content::Scenario& scenario, Language language) {
    RulingMenu menu;
    const std::string document = scenario_document(scenario);
    const content::BuildQuestion build = scenario.build.value_or(content::BuildQuestion{});
    if (build.outcomes.empty()) {
        menu.outcomes.assign(std::begin(kOutcomes), std::end(kOutcomes));
    } else {
        menu.outcomes = build.outcomes;
    }
    std::vector<rules::PenaltyKind> penalty_kinds = build.penalties;
    if (penalty_kinds.empty()) penalty_kinds.assign(std::begin(kPenalties), std::end(kPenalties));
    // Go names Black first; chess White first.
    const rules::Player first = scenario.incident.game == rules::GameKind::Go ? rules::Player::Black : rules::Player::White;
    for (auto player : {first, rules::other(first)})
        for (auto kind : penalty_kinds) menu.penalties.push_back({player, kind, std::nullopt});
    menu.corrections = build.corrections;
    if (menu.corrections.empty())
        // Every kind the engine names (correction_name says "?" past the last one).
        for (int k = 0; rules::correction_name(static_cast<rules::CorrectionKind>(k)) != "?"; ++k)
            menu.corrections.push_back(static_cast<rules::CorrectionKind>(k));
    menu.articles = build.articles;
    if (menu.articles.empty())
        if (const rules::Document* doc = rules::find_document(document))
            for (const auto& article : doc->articles) menu.articles.emplace_back(article.number);

    for (auto o : menu.outcomes) menu.choices.outcomes.push_back(rules::outcome_text(o).get(language));
    for (const auto& p : menu.penalties) menu.choices.penalties.push_back(rules::penalty_text(as_penalty(p)).get(language));
    for (auto c : menu.corrections) menu.choices.corrections.push_back(rules::correction_text(c).get(language));
    for (const auto& a : menu.articles) menu.choices.articles.push_back(citation_label({document, a}, language));
    return menu;
}

rules::Answer answer_from_draft(const RulingMenu& menu, const RulingDraft& draft) {
    rules::Answer answer;
    if (draft.outcome >= 0 && draft.outcome < static_cast<int>(menu.outcomes.size()))
        answer.outcome = menu.outcomes[static_cast<std::size_t>(draft.outcome)];
    for (int i : draft.penalties) answer.penalties.push_back(menu.penalties.at(static_cast<std::size_t>(i)));
    for (int i : draft.corrections) answer.corrections.push_back(menu.corrections.at(static_cast<std::size_t>(i)));
    for (int i : draft.articles) answer.articles.push_back(menu.articles.at(static_cast<std::size_t>(i)));
    // What the candidate left empty is a statement too: "no penalty", "no correction".
    answer.penalties_stated = answer.corrections_stated = answer.articles_stated = true;
    return answer;
}

std::string part_label(std::string_view part, Language language) {
    if (part == "outcome") return pick(language, "结果", "結果", "Outcome");
    if (part == "penalties") return pick(language, "处罚", "處罰", "Penalties");
    if (part == "corrections") return pick(language, "纠正", "糾正", "Corrections");
    if (part == "articles") return pick(language, "条款", "條款", "Articles");
    return std::string(part);
}

std::vector<std::string> answer_lines(const rules::Answer& answer, const std::string& document, Language language,
                                      ArticleTitles titles) {
    std::vector<std::string> lines;
    const char* none = pick(language, "无", "無", "none");
    const char* sep = language == Language::En ? "; " : "；";
    const char* colon = language == Language::En ? ": " : "：";
    if (answer.outcome) lines.push_back(part_label("outcome", language) + colon + rules::outcome_text(*answer.outcome).get(language));
    if (answer.penalties_stated || !answer.penalties.empty()) {
        std::vector<std::string> p;
        for (const auto& penalty : answer.penalties) p.push_back(rules::penalty_text(as_penalty(penalty)).get(language));
        lines.push_back(part_label("penalties", language) + colon + (p.empty() ? none : join(p, sep)));
    }
    if (answer.corrections_stated || !answer.corrections.empty()) {
        std::vector<std::string> c;
        for (auto correction : answer.corrections) c.push_back(rules::correction_text(correction).get(language));
        lines.push_back(part_label("corrections", language) + colon + (c.empty() ? none : join(c, sep)));
    }
    if (!answer.articles.empty()) {
        std::vector<std::string> a;
        for (const auto& article : answer.articles) a.push_back(citation_label({document, article}, language, titles));
        lines.push_back(part_label("articles", language) + colon + join(a, sep));
    }
    return lines;
}

std::vector<std::string> ruling_lines(const rules::Ruling& ruling, Language language) {
    std::vector<std::string> lines;
    const char* none = pick(language, "无", "無", "none");
    const char* sep = language == Language::En ? "; " : "；";
    const char* colon = language == Language::En ? ": " : "：";
    lines.push_back(part_label("outcome", language) + colon + rules::outcome_text(ruling.outcome).get(language));
    std::vector<std::string> p;
    for (const auto& penalty : ruling.penalties) p.push_back(rules::penalty_text(penalty).get(language));
    lines.push_back(part_label("penalties", language) + colon + (p.empty() ? none : join(p, sep)));
    std::vector<std::string> c;
    for (const auto& correction : ruling.corrections) c.push_back(rules::correction_text(correction.kind).get(language));
    lines.push_back(part_label("corrections", language) + colon + (c.empty() ? none : join(c, sep)));
    return lines;
}

std::string option_label(const content::ScenarioOption& option, const std::string& document, Language language,
                         ArticleTitles titles) {
    if (option.text && !option.text->get(language).empty()) return option.text->get(language);
    return join(answer_lines(option.ruling, document, language, titles), language == Language::En ? " · " : " · ");
}

}  // namespace arbiter::ui
