#include "engine/tournament/swiss/round_facts.hpp"

#include <algorithm>

namespace arbiter::tournament::swiss {

namespace {

ColourState colour_state(const SwissPlayer& p, int rounds) {
    ColourState s;
    int run = 0;
    Colour last = Colour::None;
    for (int r = 0; r < rounds && r < static_cast<int>(p.rounds.size()); ++r) {
        const RoundCell& cell = p.rounds[r];
        if (!cell.played) continue;
        (cell.colour == Colour::White ? s.whites : s.blacks) += 1;
        run = cell.colour == last ? run + 1 : 1;
        last = cell.colour;
        s.played.push_back(cell.colour);
    }
    Colour fewer = s.whites > s.blacks ? Colour::Black : Colour::White;
    int imbalance = s.imbalance();
    if (imbalance > 1) {
        s.preference = fewer;
        s.strength = PreferenceStrength::Absolute;
    } else if (run > 1) {
        s.preference = opposite(last);
        s.strength = PreferenceStrength::Absolute;
    } else if (imbalance > 0) {
        s.preference = fewer;
        s.strength = PreferenceStrength::Strong;
    } else if (run > 0) {
        s.preference = opposite(last);
        s.strength = PreferenceStrength::Mild;
    }
    if (run > 1) s.repeated = last;
    return s;
}

bool took_part_ever(const SwissPlayer& p) {
    return std::any_of(p.rounds.begin(), p.rounds.end(), [](const RoundCell& c) { return c.paired; });
}

}  // namespace

int pairing_score_before(const SwissTournament& t, int player, int round) {
    return t.points_after(player, round - 1) + t.acceleration_for(player, round);
}

Float float_in(const SwissTournament& t, int player, int round_to_pair, int rounds_back) {
    int r = round_to_pair - 1 - rounds_back;  // 0-based index of that round
    if (r < 0) return Float::None;
    const RoundCell& cell = t.players[player].rounds[r];
    // Art. 1.4.3–1.4.4: without a game, only points above a loss's (a bye, a forfeit win) float
    // the player down; nothing else floats.
    if (!cell.played) return t.points_for(cell) > t.points.loss ? Float::Down : Float::None;
    int own = pairing_score_before(t, player, r + 1);
    int theirs = pairing_score_before(t, cell.opponent, r + 1);
    return own > theirs ? Float::Down : own < theirs ? Float::Up : Float::None;
}

RoundFacts round_facts(const SwissTournament& t) {
    RoundFacts f;
    int played = t.rounds_played;
    f.round = played + 1;
    f.last_round = played >= t.total_rounds - 1;
    f.topscorer_threshold = played * std::max(t.points.win, t.points.draw) / 2;
    int rank = 0;
    for (int i : t.sequence()) {
        const SwissPlayer& p = t.players[i];
        bool preassigned = static_cast<int>(p.rounds.size()) > played;
        // Effective pairing numbers count the players in the event: those to pair, and those away
        // this round who have played before (as the endorsed programs number them).
        bool counted = !preassigned || took_part_ever(p);
        if (preassigned) {
            f.not_paired.push_back(i);
            if (counted) ++rank;
            continue;
        }
        PlayerFacts x;
        x.player = i;
        x.rank = rank++;
        x.plain_score = t.points_after(i, played);
        x.score = x.plain_score + t.acceleration_for(i, f.round);
        x.colour = colour_state(p, played);
        x.float_last = float_in(t, i, f.round, 1);
        x.float_before_last = float_in(t, i, f.round, 2);
        for (int r = 0; r < played; ++r) {
            const RoundCell& cell = p.rounds[r];
            if (cell.played) ++x.played_games;
            // C.04.1 art. 4: no second pairing-allocated bye, and none after a win's points
            // without playing (a forfeit win, a full-point bye).
            if (cell.is_pab() || (!cell.played && t.points_for(cell) >= t.points.win)) x.bye_eligible = false;
        }
        f.players.push_back(x);
    }
    std::stable_sort(f.players.begin(), f.players.end(), [](const PlayerFacts& a, const PlayerFacts& b) {
        if (a.score != b.score) return a.score > b.score;
        return a.rank < b.rank;
    });
    return f;
}

bool may_meet(const SwissTournament& t, const RoundFacts& f, const PlayerFacts& a, const PlayerFacts& b) {
    const SwissPlayer& pa = t.players[a.player];
    for (int r = 0; r < t.rounds_played; ++r)
        if (pa.rounds[r].played && pa.rounds[r].opponent == b.player) return false;
    for (const ForbiddenGroup& g : t.forbidden) {
        if (f.round < g.first_round || f.round > g.last_round) continue;
        bool has_a = std::find(g.players.begin(), g.players.end(), a.player) != g.players.end();
        bool has_b = std::find(g.players.begin(), g.players.end(), b.player) != g.players.end();
        if (has_a && has_b) return false;
    }
    if (a.colour.absolute() && b.colour.absolute() && a.colour.preference == b.colour.preference)
        return f.topscorer(a) || f.topscorer(b);
    return true;
}

}  // namespace arbiter::tournament::swiss
