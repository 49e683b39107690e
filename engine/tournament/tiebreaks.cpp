#include "engine/tournament/tiebreaks.hpp"

#include <algorithm>
#include <map>

#include "engine/tournament/elo.hpp"
#include "engine/tournament/withdrawal.hpp"

namespace arbiter::tournament {

namespace {

const RoundEntry& entry_at(const Event& event, int player, int round_index) {
    return event.entries[static_cast<std::size_t>(player)][static_cast<std::size_t>(round_index)];
}

// A game that counts as met for tie-breaks: over the board; in a round robin also forfeits,
// which FIDE treats as played against the scheduled opponent.
bool counts_as_game(const Event& event, const RoundEntry& e) {
    if (e.kind == RoundKind::Played) return true;
    return event.system == PairingSystem::RoundRobin && has_opponent(e);
}

}  // namespace

double adjusted_score_as_opponent(const Event& event, int player, UnplayedPolicy policy) {
    if (!policy.fide_2024) return event.points(player);
    // §16.3: byes and absences after the last round the player played, got a PAB, a forfeit win
    // or a full-point bye count as draws.
    int last_active = -1;
    for (int r = 0; r < event.rounds; ++r) {
        const auto& e = entry_at(event, player, r);
        if (e.kind != RoundKind::Void && !is_voluntarily_unplayed(e)) last_active = r;
    }
    const Scoring s = event.scoring();
    double total = 0.0;
    for (int r = 0; r < event.rounds; ++r) {
        const auto& e = entry_at(event, player, r);
        if (e.kind == RoundKind::Void) continue;
        if (r > last_active && e.opponent < 0 && is_voluntarily_unplayed(e)) total += s.draw;
        else total += e.fraction * s.win;
    }
    return total;
}

std::vector<OpponentTerm> opponent_terms(const Event& event, int player, UnplayedPolicy policy) {
    std::vector<OpponentTerm> terms;
    const double own = event.points(player);
    for (int r = 0; r < event.rounds; ++r) {
        const auto& e = entry_at(event, player, r);
        if (e.kind == RoundKind::Void) continue;
        OpponentTerm t;
        t.round = r + 1;
        t.own_fraction = e.fraction;
        if (counts_as_game(event, e)) {
            t.opponent = e.opponent;
            t.opponent_score = adjusted_score_as_opponent(event, e.opponent, policy);
        } else if (!policy.fide_2024) {
            if (!has_opponent(e)) continue;  // raw mode: byes add nothing
            t.opponent = e.opponent;
            t.opponent_score = event.points(e.opponent);
        } else {
            // A round robin's idle round (odd field) is not a game and gets no dummy.
            if (event.system == PairingSystem::RoundRobin) continue;
            t.opponent = -1;  // §16.4 dummy opponent with the player's own score
            t.opponent_score = own;
            t.voluntarily_unplayed = is_voluntarily_unplayed(e);
        }
        terms.push_back(t);
    }
    return terms;
}

double buchholz(const Event& event, int player, UnplayedPolicy policy) {
    return buchholz_cut(event, player, 0, 0, policy);
}

double buchholz_cut(const Event& event, int player, int low, int high, UnplayedPolicy policy) {
    return apply_cuts(opponent_terms(event, player, policy), low, high).sum;
}

CutResult apply_cuts(std::vector<OpponentTerm> terms, int low, int high) {
    CutResult out;
    for (int i = 0; i < low && !terms.empty(); ++i) {
        // §14: at the low end voluntarily unplayed rounds are cut first.
        auto lowest = std::min_element(terms.begin(), terms.end(), [](const OpponentTerm& a, const OpponentTerm& b) {
            if (a.voluntarily_unplayed != b.voluntarily_unplayed) return a.voluntarily_unplayed;
            return a.opponent_score < b.opponent_score;
        });
        out.cut.push_back(*lowest);
        terms.erase(lowest);
    }
    for (int i = 0; i < high && !terms.empty(); ++i) {
        auto highest = std::max_element(terms.begin(), terms.end(), [](const OpponentTerm& a, const OpponentTerm& b) {
            return a.opponent_score < b.opponent_score;
        });
        out.cut.push_back(*highest);
        terms.erase(highest);
    }
    for (const auto& t : terms) out.sum += t.opponent_score;
    out.kept = std::move(terms);
    return out;
}

double sonneborn_berger(const Event& event, int player, UnplayedPolicy policy) {
    double sum = 0.0;
    for (const auto& t : opponent_terms(event, player, policy)) sum += t.opponent_score * t.own_fraction;
    return sum;
}

int wins(const Event& event, int player) {
    int n = 0;
    for (const auto& e : event.entries[static_cast<std::size_t>(player)])
        if (e.kind != RoundKind::Void && e.fraction >= 1.0) ++n;
    return n;
}

int games_won(const Event& event, int player) {
    int n = 0;
    for (const auto& e : event.entries[static_cast<std::size_t>(player)])
        if (e.kind == RoundKind::Played && e.fraction >= 1.0) ++n;
    return n;
}

namespace {

struct RatedTally {
    long long rating_sum = 0;
    int games = 0;
    int score_halves = 0;
};

RatedTally rated_games(const Event& event, int player) {
    RatedTally t;
    for (const auto& e : event.entries[static_cast<std::size_t>(player)]) {
        if (e.kind != RoundKind::Played) continue;
        int rating = event.players[static_cast<std::size_t>(e.opponent)].rating;
        if (rating <= 0) continue;
        t.rating_sum += rating;
        ++t.games;
        t.score_halves += static_cast<int>(e.fraction * 2.0 + 0.25);
    }
    return t;
}

}  // namespace

int average_rating_of_opponents(const Event& event, int player) {
    RatedTally t = rated_games(event, player);
    if (t.games == 0) return 0;
    return static_cast<int>((2 * t.rating_sum + t.games) / (2LL * t.games));
}

int tournament_performance_rating(const Event& event, int player) {
    RatedTally t = rated_games(event, player);
    if (t.games == 0) return 0;
    // p in hundredths, half up: score_halves × 50 / games.
    int p = (t.score_halves * 100 + t.games) / (2 * t.games);
    return average_rating_of_opponents(event, player) + performance_dp(p);
}

namespace {

void resolve_direct_encounter(const Event& event, const std::vector<int>& group,
                              std::map<int, std::vector<double>>& keys) {
    if (group.size() < 2) return;
    // Every pair must have met, or the direct encounter decides nothing (C.07 §6.2).
    for (std::size_t i = 0; i < group.size(); ++i)
        for (std::size_t j = i + 1; j < group.size(); ++j) {
            bool met = false;
            for (const auto& e : event.entries[static_cast<std::size_t>(group[i])])
                if (counts_as_game(event, e) && e.opponent == group[j]) met = true;
            if (!met) return;
        }
    std::map<int, double> points;
    for (int p : group) {
        double sum = 0.0;
        for (const auto& e : event.entries[static_cast<std::size_t>(p)])
            if (counts_as_game(event, e) && std::find(group.begin(), group.end(), e.opponent) != group.end())
                sum += e.fraction * event.scoring().win;
        points[p] = sum;
        keys[p].push_back(sum);
    }
    // Players still level among themselves are compared again, among themselves only.
    std::map<double, std::vector<int>> by_points;
    for (int p : group) by_points[points[p]].push_back(p);
    for (const auto& [value, sub] : by_points)
        if (sub.size() >= 2 && sub.size() < group.size()) resolve_direct_encounter(event, sub, keys);
}

}  // namespace

std::vector<std::vector<double>> direct_encounter_keys(const Event& event, const std::vector<int>& group) {
    std::map<int, std::vector<double>> keys;
    resolve_direct_encounter(event, group, keys);
    std::vector<std::vector<double>> out;
    for (int p : group) out.push_back(keys[p]);
    return out;
}

double beaten_and_half_drawn(const Event& event, int player) {
    double sum = 0.0;
    for (const auto& e : event.entries[static_cast<std::size_t>(player)]) {
        if (!has_opponent(e)) continue;
        double opponent_score = event.points(e.opponent);
        if (e.fraction >= 1.0) sum += opponent_score;
        else if (e.fraction > 0.0) sum += opponent_score / 2.0;
    }
    return sum;
}

double swiss_total_formula(double personal, double opponents_sum, double half_maximum, int rounds, double win_points) {
    if (half_maximum <= 0.0) return personal;
    // The 1988 text's scale is 2 points a win; win_points / 2 converts the correction to the
    // event's own points (1 for Go, ½ for chess).
    return personal + (opponents_sum / half_maximum - rounds) * (win_points / 2.0);
}

SwissTotal swiss_total_1988(const Event& event, int player, SwissTotalReading reading) {
    SwissTotal out;
    out.personal = event.points(player);
    out.rounds = event.rounds;
    for (const auto& e : event.entries[static_cast<std::size_t>(player)]) {
        if (!has_opponent(e)) continue;
        out.opponents_sum += swiss_withdrawal_score(event, e.opponent).adjusted;
    }
    if (reading == SwissTotalReading::MaximumPossible) {
        out.half_maximum = event.scoring().win * event.rounds / 2.0;
    } else {
        double top = 0.0;
        for (int p = 0; p < static_cast<int>(event.players.size()); ++p) top = std::max(top, event.points(p));
        out.half_maximum = top / 2.0;
    }
    out.total = swiss_total_formula(out.personal, out.opponents_sum, out.half_maximum, out.rounds, event.scoring().win);
    return out;
}

}  // namespace arbiter::tournament
