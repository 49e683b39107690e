#include "engine/tournament/event.hpp"

#include <stdexcept>

namespace arbiter::tournament {

bool is_voluntarily_unplayed(const RoundEntry& entry) {
    switch (entry.kind) {
        case RoundKind::ForfeitLoss:
        case RoundKind::HalfBye:
        case RoundKind::ZeroBye:
        case RoundKind::Absent: return true;
        default: return false;
    }
}

bool has_opponent(const RoundEntry& entry) {
    return entry.opponent >= 0 && (entry.kind == RoundKind::Played || entry.kind == RoundKind::ForfeitWin ||
                                   entry.kind == RoundKind::ForfeitLoss);
}

int Event::index_of(const std::string& id) const {
    for (std::size_t i = 0; i < players.size(); ++i)
        if (players[i].id == id) return static_cast<int>(i);
    return -1;
}

int Event::add_player(Player player) {
    players.push_back(std::move(player));
    entries.emplace_back(static_cast<std::size_t>(rounds));
    return static_cast<int>(players.size()) - 1;
}

void Event::record_pairing(int round, int first, int second, PairingResult result) {
    if (round < 1 || round > rounds) throw std::out_of_range("round out of range");
    auto& a = entries.at(static_cast<std::size_t>(first)).at(static_cast<std::size_t>(round - 1));
    auto& b = entries.at(static_cast<std::size_t>(second)).at(static_cast<std::size_t>(round - 1));
    switch (result) {
        case PairingResult::FirstWins:
            a = {RoundKind::Played, second, 1.0};
            b = {RoundKind::Played, first, 0.0};
            break;
        case PairingResult::Draw:
            a = {RoundKind::Played, second, 0.5};
            b = {RoundKind::Played, first, 0.5};
            break;
        case PairingResult::SecondWins:
            a = {RoundKind::Played, second, 0.0};
            b = {RoundKind::Played, first, 1.0};
            break;
        case PairingResult::FirstWinsByForfeit:
            a = {RoundKind::ForfeitWin, second, 1.0};
            b = {RoundKind::ForfeitLoss, first, 0.0};
            break;
        case PairingResult::SecondWinsByForfeit:
            a = {RoundKind::ForfeitLoss, second, 0.0};
            b = {RoundKind::ForfeitWin, first, 1.0};
            break;
        case PairingResult::DoubleForfeit:
            a = {RoundKind::ForfeitLoss, second, 0.0};
            b = {RoundKind::ForfeitLoss, first, 0.0};
            break;
    }
}

void Event::record_single(int round, int player, RoundKind kind) {
    if (round < 1 || round > rounds) throw std::out_of_range("round out of range");
    double fraction = 0.0;
    if (kind == RoundKind::PairingBye || kind == RoundKind::FullBye) fraction = 1.0;
    if (kind == RoundKind::HalfBye) fraction = 0.5;
    entries.at(static_cast<std::size_t>(player)).at(static_cast<std::size_t>(round - 1)) = {kind, -1, fraction};
}

double Event::points(int player) const { return points_after(player, rounds); }

double Event::points_after(int player, int up_to_round) const {
    double total = 0.0;
    const auto& row = entries.at(static_cast<std::size_t>(player));
    for (int r = 0; r < up_to_round && r < static_cast<int>(row.size()); ++r)
        if (row[static_cast<std::size_t>(r)].kind != RoundKind::Void)
            total += row[static_cast<std::size_t>(r)].fraction * scoring().win;
    return total;
}

int Event::games_with_opponent(int player) const {
    int n = 0;
    for (const auto& e : entries.at(static_cast<std::size_t>(player)))
        if (has_opponent(e)) ++n;
    return n;
}

int Event::rounds_with_result(int player) const {
    int n = 0;
    for (const auto& e : entries.at(static_cast<std::size_t>(player)))
        if (e.kind != RoundKind::Absent && e.kind != RoundKind::Void) ++n;
    return n;
}

}  // namespace arbiter::tournament
