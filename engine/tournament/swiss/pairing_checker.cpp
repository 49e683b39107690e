#include "engine/tournament/swiss/pairing_checker.hpp"

#include <algorithm>
#include <set>
#include <tuple>

namespace arbiter::tournament::swiss {

SwissTournament state_before_round(const SwissTournament& t, int round) {
    SwissTournament s = t;
    s.rounds_played = round - 1;
    for (SwissPlayer& p : s.players) {
        if (static_cast<int>(p.rounds.size()) >= round) {
            const RoundCell& own = p.rounds[round - 1];
            bool keep_own = !own.paired;  // a requested bye or an absence (even a blank cell) stays
            RoundCell kept = own;
            p.rounds.resize(round - 1);
            if (keep_own) p.rounds.push_back(kept);
        }
        if (static_cast<int>(p.rounds.size()) < round - 1) p.rounds.resize(round - 1);
        p.stated_points = 0;
    }
    return s;
}

std::vector<Board> recorded_round(const SwissTournament& t, int round) {
    std::vector<Board> boards;
    for (std::size_t i = 0; i < t.players.size(); ++i) {
        const auto& rounds = t.players[i].rounds;
        if (static_cast<int>(rounds.size()) < round) continue;
        const RoundCell& cell = rounds[round - 1];
        if (cell.is_pab()) {
            boards.push_back(Board{static_cast<int>(i), -1, ColourRule::InitialColour});
        } else if (cell.paired && cell.opponent >= 0 && cell.colour == Colour::White) {
            boards.push_back(Board{static_cast<int>(i), cell.opponent, ColourRule::InitialColour});
        } else if (cell.paired && cell.opponent >= 0 && cell.colour == Colour::None &&
                   static_cast<int>(i) < cell.opponent) {
            Board b{static_cast<int>(i), cell.opponent, ColourRule::InitialColour};
            b.colours_known = false;  // a forfeit written without colours
            boards.push_back(b);
        }
    }
    return boards;
}

bool same_board(const Board& engine, const Board& recorded) {
    if (engine.white == recorded.white && engine.black == recorded.black) return true;
    return !recorded.colours_known && engine.white == recorded.black && engine.black == recorded.white;
}

bool RoundCheck::differs() const {
    if (!engine_paired) return !recorded.empty();
    if (engine.size() != recorded.size()) return true;
    return !std::all_of(engine.begin(), engine.end(), [&](const Board& e) {
        return std::any_of(recorded.begin(), recorded.end(), [&](const Board& r) { return same_board(e, r); });
    });
}

std::vector<RoundCheck> check_pairings(const SwissTournament& t) {
    std::vector<RoundCheck> checks;
    for (int round = 1; round <= t.rounds_played; ++round) {
        RoundCheck c;
        c.round = round;
        DutchResult pairing = pair_dutch(state_before_round(t, round));
        c.engine_paired = pairing.ok;
        c.problem = pairing.problem;
        c.engine = pairing.boards;
        c.recorded = recorded_round(t, round);
        // Show the file's boards in the engine's order where the two agree, the rest after.
        std::vector<Board> ordered;
        for (const Board& e : c.engine)
            for (const Board& r : c.recorded)
                if (same_board(e, r)) ordered.push_back(r);
        for (const Board& r : c.recorded)
            if (std::none_of(ordered.begin(), ordered.end(),
                             [&](const Board& o) { return o.white == r.white && o.black == r.black; }))
                ordered.push_back(r);
        c.recorded = ordered;
        checks.push_back(c);
    }
    return checks;
}

}  // namespace arbiter::tournament::swiss
