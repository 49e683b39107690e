#include "engine/tournament/swiss/random_tournament.hpp"

#include <algorithm>

#include "engine/core/seeded_random.hpp"
#include "engine/tournament/swiss/dutch_pairing.hpp"

namespace arbiter::tournament::swiss {

namespace {

RoundCell single(char code, Outcome outcome) {
    RoundCell c;
    c.blank = false;
    c.code = code;
    c.outcome = outcome;
    c.paired = code == 'U';
    return c;
}

// Requested byes, absences and withdrawals for round `round` (0-based cell index).
void decide_absences(SwissTournament& t, int round, SeededRandom& rng, const RandomTournamentOptions& o,
                     std::vector<bool>& withdrawn) {
    for (std::size_t i = 0; i < t.players.size(); ++i) {
        auto& cells = t.players[i].rounds;
        if (static_cast<int>(cells.size()) > round) continue;
        cells.resize(round);
        if (!withdrawn[i] && round > 0 && rng.chance(o.withdrawal_percent, 100)) withdrawn[i] = true;
        if (withdrawn[i]) {
            cells.push_back(single('Z', Outcome::Loss));
        } else if (round + 1 < t.total_rounds && rng.chance(o.half_bye_percent, 100)) {
            cells.push_back(single('H', Outcome::Draw));
        } else if (rng.chance(o.zero_bye_percent, 100)) {
            cells.push_back(single('Z', Outcome::Loss));
        }
    }
}

}  // namespace

SwissTournament random_tournament(std::uint64_t seed, const RandomTournamentOptions& o) {
    SeededRandom rng{seed};
    SwissTournament t;
    t.title = "Random tournament " + std::to_string(seed);
    t.total_rounds = std::max(1, o.rounds);
    t.first_colour = rng.chance(1, 2) ? Colour::White : Colour::Black;
    t.first_colour_given = true;
    int n = std::max(2, o.players);
    // Ratings from strongest to weakest, so pairing numbers follow the rating list (C.04.2 art. 2).
    std::vector<int> ratings;
    for (int i = 0; i < n; ++i) ratings.push_back(rng.uniform(o.lowest_rating, o.highest_rating));
    std::sort(ratings.rbegin(), ratings.rend());
    for (int i = 0; i < n; ++i) {
        SwissPlayer p;
        p.number = i + 1;
        p.name = "Player " + std::to_string(i + 1);
        p.rating = ratings[i];
        p.line = i + 1;
        t.players.push_back(p);
    }
    std::vector<bool> withdrawn(n, false);
    int to_play = o.rounds_to_play < 0 ? t.total_rounds : std::min(o.rounds_to_play, t.total_rounds);
    for (int round = 0; round < to_play; ++round) {
        t.rounds_played = round;
        decide_absences(t, round, rng, o, withdrawn);
        DutchResult pairing = pair_dutch(t);
        if (!pairing.ok) break;
        for (const Board& b : pairing.boards) {
            if (b.is_bye()) {
                t.players[b.white].rounds.resize(round);
                t.players[b.white].rounds.push_back(pab_cell());
                continue;
            }
            auto [w, k] = paired_cells(b.white, b.black);
            if (rng.chance(o.forfeit_percent, 100)) {
                bool white_wins = rng.chance(1, 2);
                w.outcome = white_wins ? Outcome::Win : Outcome::Loss;
                k.outcome = white_wins ? Outcome::Loss : Outcome::Win;
                w.code = white_wins ? '+' : '-';
                k.code = white_wins ? '-' : '+';
            } else {
                // The stronger player scores more: a win chance from the rating difference.
                int diff = t.players[b.white].rating - t.players[b.black].rating + 35;  // White's edge
                int white_percent = std::clamp(50 + diff / 8, 5, 95);
                int roll = rng.uniform(1, 100);
                int draw_band = o.draw_percent;
                if (roll <= draw_band) {
                    w.outcome = k.outcome = Outcome::Draw;
                    w.code = k.code = '=';
                } else if (rng.uniform(1, 100) <= white_percent) {
                    w.outcome = Outcome::Win;
                    k.outcome = Outcome::Loss;
                    w.code = '1';
                    k.code = '0';
                } else {
                    w.outcome = Outcome::Loss;
                    k.outcome = Outcome::Win;
                    w.code = '0';
                    k.code = '1';
                }
                w.played = k.played = true;
            }
            t.players[b.white].rounds.resize(round);
            t.players[b.black].rounds.resize(round);
            t.players[b.white].rounds.push_back(w);
            t.players[b.black].rounds.push_back(k);
        }
        t.rounds_played = round + 1;
    }
    if (t.rounds_played < t.total_rounds) decide_absences(t, t.rounds_played, rng, o, withdrawn);
    for (int i = 0; i < n; ++i) t.players[i].stated_points = t.points_after(i, static_cast<int>(t.players[i].rounds.size()));
    return t;
}

}  // namespace arbiter::tournament::swiss
