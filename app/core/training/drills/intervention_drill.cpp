#include "app/core/training/drills/intervention_drill.hpp"

#include <algorithm>

namespace arbiter::training {

bool is_scored(const rules::InterventionWindow& window) {
    return window.duty == rules::Duty::Must && !rules::is_routine_call(window);
}

std::optional<InterventionDrill> make_intervention_drill(const content::Scenario& scenario) {
    return make_intervention_drill(scenario.id, scenario.incident, scenario.replay.get());
}

std::optional<InterventionDrill> make_intervention_drill(const std::string& id, const rules::Incident& incident,
                                                         const rules::Replay* replayed) {
    InterventionDrill drill;
    drill.scenario_id = id;
    drill.timeline = replayed ? rules::intervention_windows(incident, *replayed) : rules::intervention_windows(incident);
    drill.scored_windows = static_cast<std::size_t>(std::count_if(drill.timeline.windows.begin(), drill.timeline.windows.end(), is_scored));
    const bool keep_out = std::any_of(drill.timeline.windows.begin(), drill.timeline.windows.end(),
                                      [](const rules::InterventionWindow& w) { return w.duty == rules::Duty::MustNot; });
    if ((drill.scored_windows == 0 && !keep_out) || !drill.timeline.first_event) return std::nullopt;
    clock::Millis first = *drill.timeline.first_event;
    for (const auto& w : drill.timeline.windows) first = std::min(first, w.from);
    drill.start = std::max<clock::Millis>(0, first - kDrillLeadIn);
    clock::Millis last = drill.timeline.game_ends.value_or(*drill.timeline.last_event);
    last = std::max(last, *drill.timeline.last_event);
    for (const auto& w : drill.timeline.windows) last = std::max(last, w.until.value_or(w.from));
    drill.end = last + kDrillTail;
    return drill;
}

InterventionScore score_interventions(const InterventionDrill& drill, std::vector<clock::Millis> presses) {
    std::sort(presses.begin(), presses.end());
    const auto& windows = drill.timeline.windows;
    InterventionScore out;
    std::vector<std::optional<clock::Millis>> reaction(windows.size());
    auto open_at = [&](const rules::InterventionWindow& w, clock::Millis t) {
        return t >= w.from && t < w.until.value_or(drill.end);
    };
    for (const clock::Millis t : presses) {
        PressResult press{t, PressResult::Verdict::FalseAlarm, std::nullopt};
        // The earliest open must-window not yet answered takes the press.
        for (std::size_t k = 0; k < windows.size(); ++k)
            if (is_scored(windows[k]) && !reaction[k] && open_at(windows[k], t)) {
                reaction[k] = t - windows[k].from;
                press = {t, PressResult::Verdict::Hit, k};
                break;
            }
        if (press.verdict != PressResult::Verdict::Hit)
            for (std::size_t k = 0; k < windows.size(); ++k)
                if (open_at(windows[k], t)) {
                    press.window = k;
                    if (windows[k].duty == rules::Duty::May) {
                        press.verdict = PressResult::Verdict::Allowed;
                        break;
                    }
                }
        out.presses.push_back(press);
    }
    clock::Millis reaction_sum = 0;
    for (std::size_t k = 0; k < windows.size(); ++k) {
        if (!is_scored(windows[k])) continue;
        out.windows.push_back({k, reaction[k]});
        if (reaction[k]) {
            ++out.hits;
            reaction_sum += *reaction[k];
        } else {
            ++out.misses;
        }
    }
    for (const auto& p : out.presses)
        if (p.verdict == PressResult::Verdict::FalseAlarm) ++out.false_alarms;
    if (out.hits > 0) out.mean_reaction = reaction_sum / out.hits;
    const int denominator = static_cast<int>(drill.scored_windows) + out.false_alarms;
    // A drill with only must-not windows is passed by keeping out.
    out.score = denominator > 0 ? static_cast<double>(out.hits) / denominator : 1.0;
    return out;
}

json::Value intervention_detail_json(const InterventionDrill& drill, const InterventionScore& score) {
    const auto& windows = drill.timeline.windows;
    auto scored = json::array();
    for (const auto& r : score.windows) {
        const auto& w = windows[r.window];
        auto o = json::object();
        o.set("from_ms", w.from);
        o.set("until_ms", w.until ? json::Value(*w.until) : json::Value(nullptr));
        o.set("action", rules::action_word(w.action));
        json::Array articles;
        for (const auto& c : w.articles) articles.push_back(c.article);
        o.set("articles", std::move(articles));
        o.set("reaction_ms", r.reaction ? json::Value(*r.reaction) : json::Value(nullptr));
        scored.push(std::move(o));
    }
    auto presses = json::array();
    for (const auto& p : score.presses) {
        auto o = json::object();
        o.set("at_ms", p.at);
        o.set("verdict", p.verdict == PressResult::Verdict::Hit       ? "hit"
                         : p.verdict == PressResult::Verdict::Allowed ? "allowed"
                                                                      : "false_alarm");
        if (p.window) {
            const auto& w = windows[*p.window];
            o.set("window_duty", rules::duty_word(w.duty));
            o.set("window_action", rules::action_word(w.action));
        }
        presses.push(std::move(o));
    }
    auto out = json::object();
    out.set("start_ms", drill.start);
    out.set("end_ms", drill.end);
    out.set("windows", std::move(scored));
    out.set("presses", std::move(presses));
    return out;
}

store::DrillResultRecord intervention_record(const InterventionDrill& drill, const InterventionScore& score,
                                             store::TimePoint taken_at) {
    store::DrillResultRecord r;
    r.drill_kind = "intervention";
    r.item_id = drill.scenario_id;
    r.taken_at = taken_at;
    r.score = score.score;
    r.hits = score.hits;
    r.misses = score.misses;
    r.false_alarms = score.false_alarms;
    if (score.mean_reaction) r.mean_reaction_ms = static_cast<double>(*score.mean_reaction);
    r.detail_json = intervention_detail_json(drill, score).dump();
    return r;
}

bool intervention_needs_review(const InterventionScore& score) { return score.misses > 0 || score.false_alarms > 0; }

}  // namespace arbiter::training
