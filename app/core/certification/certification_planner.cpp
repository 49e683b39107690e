#include "app/core/certification/certification_planner.hpp"

#include "app/core/text_fill.hpp"

#include <cmath>
#include <sstream>

namespace arbiter::certification {

namespace {

bool is_none(const std::string& s) { return s.empty() || s == "none"; }

std::string number_text(double v) {
    std::ostringstream out;
    out << v;
    return out.str();
}

LocalizedText make_text(std::string zh_hans, std::string zh_hant, std::string en) {
    return {std::move(zh_hans), std::move(zh_hant), std::move(en)};
}

// Low-confidence facts are not enough to tell someone "no": they become Unsure instead of Missing.
CheckStatus failed(const Requirement& r) {
    return r.confidence == Confidence::Low ? CheckStatus::Unsure : CheckStatus::Missing;
}

RequirementCheck check(const Requirement& r, const PlannerInput& in, const CertificationFacts& facts,
                       bool prerequisite_waived) {
    RequirementCheck c{&r, CheckStatus::ToDo, {}};
    switch (r.kind) {
        case RequirementKind::MinAge: {
            double need = *r.value;
            c.status = in.age >= need ? CheckStatus::Met : failed(r);
            c.detail = make_text("年龄 " + std::to_string(in.age) + " 岁，要求至少 " + number_text(need) + " 岁",
                                 "年齡 " + std::to_string(in.age) + " 歲，要求至少 " + number_text(need) + " 歲",
                                 "age " + std::to_string(in.age) + "; at least " + number_text(need) + " required");
            break;
        }
        case RequirementKind::MaxAge: {
            double limit = *r.value;
            c.status = in.age <= limit ? CheckStatus::Met : failed(r);
            c.detail = make_text("年龄 " + std::to_string(in.age) + " 岁，上限 " + number_text(limit) + " 岁",
                                 "年齡 " + std::to_string(in.age) + " 歲，上限 " + number_text(limit) + " 歲",
                                 "age " + std::to_string(in.age) + "; at most " + number_text(limit) + " allowed");
            break;
        }
        case RequirementKind::Prerequisite: {
            if (prerequisite_waived) {
                c.status = CheckStatus::Waived;
                break;
            }
            const Grade* needed = facts.grade(r.grade);
            const std::string& needed_zh = needed ? needed->name.zh_hans : r.grade;
            const std::string& needed_hant = needed ? needed->name.zh_hant : r.grade;
            const std::string& needed_en = needed ? needed->name.en : r.grade;
            if (in.current_grade != r.grade) {
                c.status = CheckStatus::Missing;
                c.detail = make_text("须持有" + needed_zh, "須持有" + needed_hant, "must hold " + needed_en);
            } else {
                c.status = in.years_held + 1e-9 >= r.years ? CheckStatus::Met : failed(r);
                c.detail = make_text("持有" + needed_zh + " " + number_text(in.years_held) + " 年，要求满 " +
                                         number_text(r.years) + " 年",
                                     "持有" + needed_hant + " " + number_text(in.years_held) + " 年，要求滿 " +
                                         number_text(r.years) + " 年",
                                     fill("held {what} for {n} {n|year|years}; {need} required",
                                          {{"what", needed_en}, {"n", number_text(in.years_held)}, {"need", number_text(r.years)}}));
            }
            break;
        }
        case RequirementKind::Events: {
            double need = *r.value;
            c.status = in.events_officiated >= need ? CheckStatus::Met : failed(r);
            c.detail = make_text("已执裁 " + std::to_string(in.events_officiated) + " 次比赛，要求 " + number_text(need) + " 次",
                                 "已執裁 " + std::to_string(in.events_officiated) + " 次比賽，要求 " + number_text(need) + " 次",
                                 fill("{n} {n|event|events} officiated; {need} required",
                                      {{"n", std::to_string(in.events_officiated)}, {"need", number_text(need)}}));
            break;
        }
        default: c.status = CheckStatus::ToDo; break;
    }
    return c;
}

PathOption option_for(const Grade& grade, const PlannerInput& in, const CertificationFacts& facts,
                      const DirectEntry* direct) {
    PathOption option{&grade, direct, {}};
    for (const auto& r : grade.requirements) option.checks.push_back(check(r, in, facts, direct != nullptr));
    return option;
}

// The grade whose prerequisite is `current` (or, for someone without a grade, the first grade of the
// Chinese path that has no prerequisite).
const Grade* successor(const CertificationFacts& facts, const std::string& current) {
    const Grade* best = nullptr;
    for (const auto& g : facts.grades) {
        if (g.collective) continue;
        const Requirement* pre = g.prerequisite();
        bool follows = is_none(current) ? (pre == nullptr && g.system == "cn") : (pre && pre->grade == current);
        if (follows && (!best || g.order < best->order)) best = &g;
    }
    return best;
}

}  // namespace

std::string_view check_status_tag(CheckStatus status) {
    switch (status) {
        case CheckStatus::Met: return "met";
        case CheckStatus::Missing: return "missing";
        case CheckStatus::Unsure: return "unsure";
        case CheckStatus::ToDo: return "to-do";
        case CheckStatus::Waived: return "waived";
    }
    return "to-do";
}

bool PathOption::can_apply_now() const {
    for (const auto& c : checks)
        if (c.status == CheckStatus::Missing) return false;
    return true;
}

Plan plan_next_grade(const CertificationFacts& facts, const PlannerInput& in) {
    const Grade* current = nullptr;
    if (!is_none(in.current_grade)) {
        current = facts.grade(in.current_grade);
        if (!current) {
            std::string known;
            for (const auto& g : facts.grades)
                if (!g.collective) known += (known.empty() ? "" : ", ") + g.id;
            throw PlannerError("unknown grade '" + in.current_grade + "' (known: none, " + known + ")");
        }
        if (current->collective)
            throw PlannerError("'" + in.current_grade + "' names a group of grades, not one grade; give the title held");
    }
    if (!is_none(in.player_level) && !facts.player_level(in.player_level)) {
        std::string known;
        for (const auto& p : facts.player_levels) known += (known.empty() ? "" : ", ") + p.id;
        throw PlannerError("unknown player level '" + in.player_level + "' (known: none, " + known + ")");
    }
    if (in.years_held < 0 || in.events_officiated < 0 || in.age < 0)
        throw PlannerError("years, events and age must not be negative");
    // A Go arbiter's path is the Chinese grades alone: the FIDE titles and the FIDE and CCA player
    // levels belong to chess.
    const bool go = in.sport == "go";
    if (go && current && current->system == "fide")
        throw PlannerError("'" + in.current_grade + "' is a FIDE title, a chess title: a Go arbiter's grades are cn-3 to cn-national");
    if (go && !is_none(in.player_level)) {
        const PlayerLevel* level = facts.player_level(in.player_level);
        if (level && (level->system == "fide" || level->system == "cca"))
            throw PlannerError("'" + in.player_level + "' is a chess player level; a Go plan cannot use it");
    }

    Plan plan;
    const Grade* next = successor(facts, in.current_grade);
    if (go && next && next->system == "fide") next = nullptr;  // after 国家级 the FIDE path is chess's
    if (next) plan.options.push_back(option_for(*next, in, facts, nullptr));
    else plan.at_top = true;

    // Direct entries: a grade above the current one that the player's level opens without its
    // prerequisite (listed even when it is the regular next grade: the waiver may be what matters).
    int current_order = current ? current->order : 0;
    if (!is_none(in.player_level)) {
        for (const auto& g : facts.grades) {
            if (g.collective || g.order <= current_order || (go && g.system == "fide")) continue;
            for (const auto& entry : g.direct_entry)
                if (entry.player_level == in.player_level) plan.options.push_back(option_for(g, in, facts, &entry));
        }
    }
    return plan;
}

}  // namespace arbiter::certification
