#include "engine/tournament/swiss/swiss_tournament.hpp"

namespace arbiter::tournament::swiss {

int SwissTournament::points_for(const RoundCell& cell) const {
    switch (cell.outcome) {
        case Outcome::Win:
            return cell.opponent < 0 && cell.paired ? points.pab : points.win;
        case Outcome::Draw:
            return points.draw;
        case Outcome::Loss:
            if (!cell.paired) return points.zero_bye;
            return cell.played ? points.loss : points.forfeit_loss;
    }
    return 0;
}

int SwissTournament::points_after(int player, int up_to) const {
    const auto& rounds = players[player].rounds;
    int total = 0;
    for (int r = 0; r < up_to && r < static_cast<int>(rounds.size()); ++r) total += points_for(rounds[r]);
    return total;
}

std::vector<int> SwissTournament::sequence() const {
    if (!pairing_sequence.empty()) return pairing_sequence;
    std::vector<int> order(players.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
    return order;
}

int SwissTournament::acceleration_for(int player, int round) const {
    const auto& a = players[player].acceleration;
    return round >= 1 && round <= static_cast<int>(a.size()) ? a[round - 1] : 0;
}

RoundCell pab_cell() {
    RoundCell bye;
    bye.blank = false;
    bye.paired = true;
    bye.outcome = Outcome::Win;
    bye.code = 'U';
    return bye;
}

std::pair<RoundCell, RoundCell> paired_cells(int white, int black) {
    RoundCell w, b;
    w.blank = b.blank = false;
    w.paired = b.paired = true;
    w.opponent = black;
    b.opponent = white;
    w.colour = Colour::White;
    b.colour = Colour::Black;
    return {w, b};
}

}  // namespace arbiter::tournament::swiss
