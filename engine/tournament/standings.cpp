#include "engine/tournament/standings.hpp"

#include <algorithm>

namespace arbiter::tournament {

std::string_view tie_break_code(TieBreak tie_break) {
    switch (tie_break) {
        case TieBreak::Points: return "PTS";
        case TieBreak::BeatenAndHalfDrawn1988: return "SB88";
        case TieBreak::SwissTotal1988: return "TOTAL88";
        case TieBreak::Warnings: return "WARN";
        case TieBreak::Buchholz: return "BH";
        case TieBreak::BuchholzCut1: return "BH-C1";
        case TieBreak::BuchholzMedian1: return "BH-M1";
        case TieBreak::SonnebornBerger: return "SB";
        case TieBreak::DirectEncounter: return "DE";
        case TieBreak::Wins: return "WIN";
        case TieBreak::GamesWon: return "WON";
        case TieBreak::AverageRatingOfOpponents: return "ARO";
        case TieBreak::PerformanceRating: return "TPR";
    }
    return "?";
}

LocalizedText tie_break_name(TieBreak tie_break) {
    switch (tie_break) {
        case TieBreak::Points: return {"积分", "積分", "points"};
        case TieBreak::BeatenAndHalfDrawn1988:
            return {"所胜对手积分+所和对手积分之半", "所勝對手積分+所和對手積分之半",
                    "beaten opponents' scores + half of drawn opponents' scores"};
        case TieBreak::SwissTotal1988: return {"总得分（1988）", "總得分（1988）", "total score (1988)"};
        case TieBreak::Warnings: return {"警告次数", "警告次數", "warnings"};
        case TieBreak::Buchholz: return {"布赫霍尔茨分（对手分）", "布赫霍爾茲分（對手分）", "Buchholz"};
        case TieBreak::BuchholzCut1:
            return {"布赫霍尔茨分去最低一轮", "布赫霍爾茲分去最低一輪", "Buchholz Cut-1"};
        case TieBreak::BuchholzMedian1:
            return {"中间布赫霍尔茨分", "中間布赫霍爾茲分", "Median Buchholz"};
        case TieBreak::SonnebornBerger: return {"索伯分", "索伯分", "Sonneborn-Berger"};
        case TieBreak::DirectEncounter: return {"直接对局", "直接對局", "direct encounter"};
        case TieBreak::Wins: return {"胜局数", "勝局數", "number of wins"};
        case TieBreak::GamesWon: return {"实战胜局数", "實戰勝局數", "games won over the board"};
        case TieBreak::AverageRatingOfOpponents:
            return {"对手平均等级分", "對手平均等級分", "average rating of opponents"};
        case TieBreak::PerformanceRating: return {"赛事表现等级分", "賽事表現等級分", "tournament performance rating"};
    }
    return {};
}

std::vector<TieBreak> ranking_order(PairingSystem system, RuleSet rules) {
    if (rules == RuleSet::Cn1988) {
        if (system == PairingSystem::RoundRobin)
            return {TieBreak::Points, TieBreak::BeatenAndHalfDrawn1988, TieBreak::Warnings};
        return {TieBreak::SwissTotal1988, TieBreak::Warnings};
    }
    if (system == PairingSystem::RoundRobin)
        return {TieBreak::Points, TieBreak::DirectEncounter, TieBreak::SonnebornBerger, TieBreak::Wins};
    return {TieBreak::Points,          TieBreak::BuchholzCut1,    TieBreak::Buchholz,
            TieBreak::SonnebornBerger, TieBreak::DirectEncounter, TieBreak::Wins};
}

std::vector<TieBreak> standings_columns(PairingSystem system, RuleSet rules) {
    std::vector<TieBreak> columns = ranking_order(system, rules);
    if (columns.front() != TieBreak::Points) columns.insert(columns.begin(), TieBreak::Points);
    const TieBreak all[] = {TieBreak::SwissTotal1988,  TieBreak::BeatenAndHalfDrawn1988,
                            TieBreak::Buchholz,        TieBreak::BuchholzCut1,
                            TieBreak::BuchholzMedian1, TieBreak::SonnebornBerger,
                            TieBreak::DirectEncounter, TieBreak::Wins,
                            TieBreak::GamesWon,        TieBreak::AverageRatingOfOpponents,
                            TieBreak::PerformanceRating, TieBreak::Warnings};
    for (TieBreak t : all) {
        if (t == TieBreak::SwissTotal1988 && system != PairingSystem::Swiss) continue;
        if (std::find(columns.begin(), columns.end(), t) == columns.end()) columns.push_back(t);
    }
    return columns;
}

namespace {

double value_of(const Event& event, int p, TieBreak t, const StandingsOptions& options) {
    switch (t) {
        case TieBreak::Points: return event.points(p);
        case TieBreak::BeatenAndHalfDrawn1988: return beaten_and_half_drawn(event, p);
        case TieBreak::SwissTotal1988: return swiss_total_1988(event, p, options.reading).total;
        case TieBreak::Warnings: return event.players[static_cast<std::size_t>(p)].warnings;
        case TieBreak::Buchholz: return buchholz(event, p, options.unplayed);
        case TieBreak::BuchholzCut1: return buchholz_cut(event, p, 1, 0, options.unplayed);
        case TieBreak::BuchholzMedian1: return buchholz_cut(event, p, 1, 1, options.unplayed);
        case TieBreak::SonnebornBerger: return sonneborn_berger(event, p, options.unplayed);
        case TieBreak::Wins: return wins(event, p);
        case TieBreak::GamesWon: return games_won(event, p);
        case TieBreak::AverageRatingOfOpponents: return average_rating_of_opponents(event, p);
        case TieBreak::PerformanceRating: return tournament_performance_rating(event, p);
        case TieBreak::DirectEncounter: return 0.0;  // depends on the tied group; see below
    }
    return 0.0;
}

bool is_void(const Event& event, int p) {
    const auto& row = event.entries[static_cast<std::size_t>(p)];
    return std::any_of(row.begin(), row.end(), [](const RoundEntry& e) { return e.kind == RoundKind::Void; }) &&
           std::none_of(row.begin(), row.end(), [](const RoundEntry& e) {
               return e.kind != RoundKind::Void && e.kind != RoundKind::Absent;
           });
}

}  // namespace

Standings compute_standings(Event event, const StandingsOptions& options) {
    Standings out;
    out.withdrawals = apply_withdrawals(event);
    out.order = ranking_order(event.system, options.rules);
    out.columns = standings_columns(event.system, options.rules);

    std::map<int, StandingRow> rows;
    std::vector<int> ranked;
    std::vector<int> unranked;
    for (int p = 0; p < static_cast<int>(event.players.size()); ++p) {
        StandingRow row;
        row.player = p;
        row.withdrawn = event.players[static_cast<std::size_t>(p)].withdrew_after_round.has_value();
        for (TieBreak t : out.columns) {
            if (t == TieBreak::DirectEncounter) continue;
            double v = value_of(event, p, t, options);
            // No rated opponent: ARO and TPR do not exist (shown empty, not as a rating of 0).
            bool rating_based = t == TieBreak::AverageRatingOfOpponents || t == TieBreak::PerformanceRating;
            if (rating_based && average_rating_of_opponents(event, p) == 0) continue;
            row.values[t] = v;
        }
        rows[p] = row;
        (is_void(event, p) ? unranked : ranked).push_back(p);
    }

    // Split the field criterion by criterion; each criterion only reorders players still tied.
    std::vector<std::vector<int>> groups{ranked};
    for (TieBreak t : out.order) {
        std::vector<std::vector<int>> next;
        for (auto& group : groups) {
            if (group.size() < 2) {
                next.push_back(group);
                continue;
            }
            std::map<int, std::vector<double>> key;
            if (t == TieBreak::DirectEncounter) {
                auto keys = direct_encounter_keys(event, group);
                for (std::size_t i = 0; i < group.size(); ++i) {
                    key[group[i]] = keys[i];
                    if (!keys[i].empty()) rows[group[i]].values[t] = keys[i].front();
                }
            } else {
                for (int p : group) {
                    double v = rows[p].values[t];
                    key[p] = {t == TieBreak::Warnings ? -v : v};  // fewer warnings rank higher
                }
            }
            std::stable_sort(group.begin(), group.end(), [&](int a, int b) { return key[a] > key[b]; });
            std::size_t start = 0;
            for (std::size_t i = 1; i <= group.size(); ++i) {
                if (i == group.size() || key[group[i]] != key[group[start]]) {
                    next.emplace_back(group.begin() + static_cast<long>(start), group.begin() + static_cast<long>(i));
                    start = i;
                }
            }
        }
        groups = std::move(next);
    }
    int position = 1;
    for (const auto& group : groups) {
        for (int p : group) {
            rows[p].rank = position;
            rows[p].shared = group.size() > 1;
            out.rows.push_back(rows[p]);
        }
        position += static_cast<int>(group.size());
    }
    for (int p : unranked) out.rows.push_back(rows[p]);
    out.event = std::move(event);
    return out;
}

}  // namespace arbiter::tournament
