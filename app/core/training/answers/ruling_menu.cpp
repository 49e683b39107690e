#include "app/core/training/answers/ruling_menu.hpp"

#include <algorithm>

#include "app/core/training/answers/answer_text.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_vocabulary.hpp"
#include "engine/rules/ruling_text.hpp"

namespace arbiter::training {

std::string amount_unit(rules::PenaltyKind kind, Language language) {
    if (!rules::penalty_has_amount(kind)) return {};
    static const LocalizedText seconds{"秒", "秒", "seconds"};
    static const LocalizedText stones{"子", "子", "stones"};
    return (kind == rules::PenaltyKind::StoneDeduction ? stones : seconds).get(language);
}

bool RulingDraft::amounts_given(const RulingChoices& choices) const {
    for (int i : penalties) {
        const auto at = static_cast<std::size_t>(i);
        if (at >= choices.penalty_units.size() || choices.penalty_units[at].empty()) continue;
        const auto amount = amounts.find(i);
        if (amount == amounts.end() || amount->second <= 0) return false;
    }
    return true;
}

RulingMenu ruling_menu(const content::Scenario& scenario, Language language) {
    RulingMenu menu;
    const std::string document = scenario_document(scenario);
    const content::BuildQuestion build = scenario.build.value_or(content::BuildQuestion{});
    // The author's lists when given, else the words the engine's rulings of this game use.
    const rules::RulingVocabulary& words = rules::ruling_vocabulary(scenario.incident.game);
    menu.outcomes = build.outcomes.empty() ? words.outcomes : build.outcomes;
    const std::vector<rules::PenaltyKind> penalty_kinds = build.penalties.empty() ? words.penalties : build.penalties;
    // Go names Black first; chess White first.
    const rules::Player first = scenario.incident.game == rules::GameKind::Go ? rules::Player::Black : rules::Player::White;
    for (auto player : {first, rules::other(first)})
        for (auto kind : penalty_kinds) menu.penalties.push_back({player, kind, std::nullopt});
    menu.corrections = build.corrections.empty() ? words.corrections : build.corrections;
    menu.articles = build.articles;
    if (menu.articles.empty())
        if (const rules::Document* doc = rules::find_document(document))
            for (const auto& article : doc->articles) menu.articles.emplace_back(article.number);

    for (auto o : menu.outcomes) menu.choices.outcomes.push_back(rules::outcome_text(o).get(language));
    for (const auto& p : menu.penalties) {
        // The kind alone ("对方加时"): the amount is the candidate's to give.
        menu.choices.penalties.push_back(rules::penalty_text({p.player, p.kind, 0, {}}).get(language));
        menu.choices.penalty_units.push_back(amount_unit(p.kind, language));
    }
    for (auto c : menu.corrections) menu.choices.corrections.push_back(rules::correction_text(c).get(language));
    for (const auto& a : menu.articles) menu.choices.articles.push_back(citation_label({document, a}, language));
    return menu;
}

rules::Answer answer_from_draft(const RulingMenu& menu, const RulingDraft& draft) {
    rules::Answer answer;
    if (draft.outcome >= 0 && draft.outcome < static_cast<int>(menu.outcomes.size()))
        answer.outcome = menu.outcomes[static_cast<std::size_t>(draft.outcome)];
    for (int i : draft.penalties) {
        rules::AnswerPenalty penalty = menu.penalties.at(static_cast<std::size_t>(i));
        if (const auto amount = draft.amounts.find(i); amount != draft.amounts.end() && amount->second > 0)
            penalty.amount = amount->second;
        answer.penalties.push_back(penalty);
    }
    for (int i : draft.corrections) answer.corrections.push_back(menu.corrections.at(static_cast<std::size_t>(i)));
    for (int i : draft.articles) answer.articles.push_back(menu.articles.at(static_cast<std::size_t>(i)));
    answer.penalties_stated = answer.corrections_stated = answer.articles_stated = true;
    return answer;
}

RulingDraft draft_from_answer(const RulingMenu& menu, const rules::Answer& answer) {
    RulingDraft draft;
    const auto index_of = [](const auto& list, const auto& wanted) {
        const auto at = std::find(list.begin(), list.end(), wanted);
        return at == list.end() ? -1 : static_cast<int>(at - list.begin());
    };
    if (answer.outcome) draft.outcome = index_of(menu.outcomes, *answer.outcome);
    for (const auto& penalty : answer.penalties) {
        // The menu's penalties carry no amount: matched by player and kind.
        const auto at = std::find_if(menu.penalties.begin(), menu.penalties.end(), [&](const rules::AnswerPenalty& p) {
            return p.player == penalty.player && p.kind == penalty.kind;
        });
        if (at == menu.penalties.end()) continue;
        const int i = static_cast<int>(at - menu.penalties.begin());
        draft.penalties.push_back(i);
        if (penalty.amount) draft.amounts[i] = *penalty.amount;
    }
    for (const auto correction : answer.corrections)
        if (const int i = index_of(menu.corrections, correction); i >= 0) draft.corrections.push_back(i);
    for (const auto& article : answer.articles)
        if (const int i = index_of(menu.articles, article); i >= 0) draft.articles.push_back(i);
    return draft;
}

}  // namespace arbiter::training
