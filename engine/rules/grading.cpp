#include "engine/rules/grading.hpp"

#include <algorithm>
#include <set>

namespace arbiter::rules {

namespace {

std::string penalty_key(Player p, PenaltyKind k) {
    return std::string(player_name(p)) + ":" + std::string(penalty_name(k));
}

// Scores two sets by overlap: 1 when equal (including both empty), else |A∩R| / |A∪R|.
PartScore compare_sets(std::string part, const std::set<std::string>& answer, const std::set<std::string>& ruling) {
    PartScore out;
    out.part = std::move(part);
    std::set<std::string> both;
    for (const auto& a : answer) {
        if (ruling.count(a)) both.insert(a);
        else out.extra.push_back(a);
    }
    for (const auto& r : ruling)
        if (!answer.count(r)) out.missing.push_back(r);
    const std::size_t union_size = answer.size() + ruling.size() - both.size();
    out.score = union_size == 0 ? 1.0 : static_cast<double>(both.size()) / static_cast<double>(union_size);
    return out;
}

}  // namespace

Answer answer_from_ruling(const Ruling& ruling) {
    Answer a;
    a.ruling_id = ruling.id;
    a.outcome = ruling.outcome;
    for (const auto& p : ruling.penalties) a.penalties.push_back({p.player, p.kind, p.amount});
    for (const auto& c : ruling.corrections) a.corrections.push_back(c.kind);
    for (const auto& c : ruling.all_citations()) a.articles.push_back(c.article);
    a.penalties_stated = a.corrections_stated = a.articles_stated = true;
    return a;
}

Grade grade(const Answer& answer, const Ruling& ruling) {
    Grade g;
    if (answer.outcome) {
        PartScore outcome{"outcome", *answer.outcome == ruling.outcome ? 1.0 : 0.0, {}, {}};
        if (outcome.score == 0) {
            outcome.missing.emplace_back(outcome_name(ruling.outcome));
            outcome.extra.emplace_back(outcome_name(*answer.outcome));
        }
        g.parts.push_back(std::move(outcome));
    }
    if (answer.penalties_stated) {
        // A penalty counts as right when player and kind match; a stated amount must match too.
        std::set<std::string> given, expected;
        for (const auto& p : ruling.penalties) expected.insert(penalty_key(p.player, p.kind));
        for (const auto& p : answer.penalties) {
            std::string key = penalty_key(p.player, p.kind);
            // A sanction from the menu the arbiter may choose from counts as the one the ruling names.
            if (!expected.count(key))
                for (const auto& r : ruling.penalties)
                    if (r.player == p.player && std::find(r.also_allowed.begin(), r.also_allowed.end(), p.kind) != r.also_allowed.end() &&
                        !given.count(penalty_key(r.player, r.kind))) {
                        given.insert(penalty_key(r.player, r.kind));
                        key.clear();
                        break;
                    }
            if (key.empty()) continue;
            if (p.amount) {
                const bool amount_right = std::any_of(ruling.penalties.begin(), ruling.penalties.end(), [&](const Penalty& r) {
                    return r.player == p.player && r.kind == p.kind && r.amount == *p.amount;
                });
                if (!amount_right) key += "=" + std::to_string(*p.amount);
            }
            given.insert(key);
        }
        g.parts.push_back(compare_sets("penalties", given, expected));
    }
    if (answer.corrections_stated) {
        std::set<std::string> given, expected;
        for (auto c : answer.corrections) given.emplace(correction_name(c));
        for (const auto& c : ruling.corrections) expected.emplace(correction_name(c.kind));
        g.parts.push_back(compare_sets("corrections", given, expected));
    }
    if (answer.articles_stated) {
        std::set<std::string> given(answer.articles.begin(), answer.articles.end()), expected;
        for (const auto& c : ruling.all_citations()) expected.insert(c.article);
        g.parts.push_back(compare_sets("articles", given, expected));
    }
    if (answer.ruling_id) {
        PartScore id{"ruling_id", *answer.ruling_id == ruling.id ? 1.0 : 0.0, {}, {}};
        if (id.score == 0) {
            id.missing.push_back(ruling.id);
            id.extra.push_back(*answer.ruling_id);
        }
        g.parts.push_back(std::move(id));
    }
    // The result is half the ruling: a candidate who gets the outcome wrong has ruled wrongly,
    // however well the articles are cited, so the outcome weighs as much as all other parts
    // together (a wrong outcome earns at most half). Without an outcome, the parts weigh alike.
    double outcome_score = 0, others_total = 0;
    std::size_t others = 0;
    bool has_outcome = false;
    g.exact = !g.parts.empty();
    for (const auto& p : g.parts) {
        if (!fully_right(p.score)) g.exact = false;
        if (p.part == "outcome") {
            has_outcome = true;
            outcome_score = p.score;
        } else {
            others_total += p.score;
            ++others;
        }
    }
    const double others_mean = others ? others_total / static_cast<double>(others) : 0.0;
    if (has_outcome)
        g.score = others ? 0.5 * outcome_score + 0.5 * others_mean : outcome_score;
    else
        g.score = others_mean;
    return g;
}

}  // namespace arbiter::rules
