#include "app/core/training/ruling_menu.hpp"

#include <iterator>

#include "app/core/training/answer_text.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/ruling_text.hpp"

namespace arbiter::training {

namespace {

constexpr rules::Outcome kOutcomes[] = {
    rules::Outcome::Continues, rules::Outcome::WhiteWins, rules::Outcome::BlackWins,
    rules::Outcome::Draw,      rules::Outcome::Replay,    rules::Outcome::BothLose,
    rules::Outcome::DrawOrReplay, rules::Outcome::ChiefArbiter, rules::Outcome::Counting};

constexpr rules::PenaltyKind kPenalties[] = {
    rules::PenaltyKind::Warning,        rules::PenaltyKind::Admonition,   rules::PenaltyKind::ForfeitTurn,
    rules::PenaltyKind::TimeToOpponent, rules::PenaltyKind::TimeDeducted, rules::PenaltyKind::StoneDeduction,
    rules::PenaltyKind::Loss,           rules::PenaltyKind::ArbiterPenalty};

}  // namespace

RulingMenu ruling_menu(const content::Scenario& scenario, Language language) {
    RulingMenu menu;
    const std::string document = scenario_document(scenario);
    const content::BuildQuestion build = scenario.build.value_or(content::BuildQuestion{});
    menu.outcomes = build.outcomes;
    if (menu.outcomes.empty()) menu.outcomes.assign(std::begin(kOutcomes), std::end(kOutcomes));
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
    for (const auto& p : menu.penalties)
        menu.choices.penalties.push_back(rules::penalty_text({p.player, p.kind, p.amount.value_or(0), {}}).get(language));
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
    answer.penalties_stated = answer.corrections_stated = answer.articles_stated = true;
    return answer;
}

}  // namespace arbiter::training
