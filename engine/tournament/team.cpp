#include "engine/tournament/team.hpp"

#include <algorithm>

namespace arbiter::tournament {

int TeamEvent::index_of(const std::string& id) const {
    for (std::size_t i = 0; i < teams.size(); ++i)
        if (teams[i].id == id) return static_cast<int>(i);
    return -1;
}

namespace {

// First and second team's share of a win on one board.
std::pair<double, double> board_fractions(PairingResult r) {
    switch (r) {
        case PairingResult::FirstWins:
        case PairingResult::FirstWinsByForfeit: return {1.0, 0.0};
        case PairingResult::Draw: return {0.5, 0.5};
        case PairingResult::SecondWins:
        case PairingResult::SecondWinsByForfeit: return {0.0, 1.0};
        case PairingResult::DoubleForfeit: return {0.0, 0.0};
    }
    return {0.0, 0.0};
}

}  // namespace

MatchScore score_match(const TeamMatch& match, GameKind game) {
    MatchScore s;
    const double win = Scoring::for_game(game).win;
    for (PairingResult r : match.boards) {
        auto [a, b] = board_fractions(r);
        s.first_game_points += a * win;
        s.second_game_points += b * win;
    }
    if (s.first_game_points > s.second_game_points) s.first_match_points = 2;
    else if (s.first_game_points < s.second_game_points) s.second_match_points = 2;
    else s.first_match_points = s.second_match_points = 1;
    return s;
}

TeamStandings compute_team_standings(const TeamEvent& event, SwissTotalReading reading) {
    TeamStandings out;
    for (const auto& m : event.matches) out.boards = std::max(out.boards, static_cast<int>(m.boards.size()));
    std::vector<TeamRow> rows(event.teams.size());
    std::vector<std::vector<int>> opponents(event.teams.size());
    const double win = Scoring::for_game(event.game).win;
    for (std::size_t t = 0; t < rows.size(); ++t) {
        rows[t].team = static_cast<int>(t);
        rows[t].board_points.assign(static_cast<std::size_t>(out.boards), 0.0);
    }
    for (const auto& m : event.matches) {
        MatchScore s = score_match(m, event.game);
        auto& a = rows[static_cast<std::size_t>(m.first)];
        auto& b = rows[static_cast<std::size_t>(m.second)];
        a.match_points += s.first_match_points;
        b.match_points += s.second_match_points;
        a.game_points += s.first_game_points;
        b.game_points += s.second_game_points;
        for (std::size_t i = 0; i < m.boards.size(); ++i) {
            auto [fa, fb] = board_fractions(m.boards[i]);
            a.board_points[i] += fa * win;
            b.board_points[i] += fb * win;
        }
        opponents[static_cast<std::size_t>(m.first)].push_back(m.second);
        opponents[static_cast<std::size_t>(m.second)].push_back(m.first);
    }
    double top = 0;
    for (const auto& r : rows) top = std::max(top, r.match_points);
    for (std::size_t t = 0; t < rows.size(); ++t) {
        for (int o : opponents[t]) rows[t].opponents_match_points += rows[static_cast<std::size_t>(o)].match_points;
        double half_max = reading == SwissTotalReading::MaximumPossible ? event.rounds : top / 2.0;
        rows[t].total_1988 =
            swiss_total_formula(rows[t].match_points, rows[t].opponents_match_points, half_max, event.rounds, 2.0);
    }
    auto key = [&](const TeamRow& r) {
        std::vector<double> k;
        if (event.system == PairingSystem::Swiss) k.push_back(r.total_1988);
        k.push_back(r.match_points);
        k.push_back(r.game_points);
        k.insert(k.end(), r.board_points.begin(), r.board_points.end());
        return k;
    };
    std::stable_sort(rows.begin(), rows.end(), [&](const TeamRow& a, const TeamRow& b) { return key(a) > key(b); });
    for (std::size_t i = 0; i < rows.size(); ++i) {
        bool same_as_previous = i > 0 && key(rows[i]) == key(rows[i - 1]);
        bool same_as_next = i + 1 < rows.size() && key(rows[i]) == key(rows[i + 1]);
        rows[i].rank = same_as_previous ? rows[i - 1].rank : static_cast<int>(i) + 1;
        rows[i].shared = same_as_previous || same_as_next;
    }
    out.rows = std::move(rows);
    return out;
}

}  // namespace arbiter::tournament
