#include "engine/tournament/withdrawal.hpp"

#include <algorithm>

namespace arbiter::tournament {

namespace {

bool have_met(const Event& event, int a, int b) {
    for (const auto& e : event.entries[static_cast<std::size_t>(a)])
        if (has_opponent(e) && e.opponent == b) return true;
    return false;
}

}  // namespace

std::vector<WithdrawalReport> apply_withdrawals(Event& event) {
    std::vector<WithdrawalReport> reports;
    for (int p = 0; p < static_cast<int>(event.players.size()); ++p) {
        const auto& player = event.players[static_cast<std::size_t>(p)];
        if (!player.withdrew_after_round) continue;
        WithdrawalReport report;
        report.player = p;
        report.rounds = event.rounds;
        report.games_played = event.games_with_opponent(p);
        if (event.system == PairingSystem::Swiss) {
            report.ruling = WithdrawalRuling::ResultsStand;
            reports.push_back(report);
            continue;
        }
        // "已賽局數不足總輪次的一半": fewer than half → void. Compared as 2 × played < rounds so an
        // odd number of rounds needs no rounding (7 rounds: 3 played is void, 4 stands).
        if (2 * report.games_played < event.rounds) {
            report.ruling = WithdrawalRuling::ResultsVoid;
            for (auto& e : event.entries[static_cast<std::size_t>(p)]) {
                if (has_opponent(e)) {
                    auto& mirror = event.entries[static_cast<std::size_t>(e.opponent)];
                    for (auto& m : mirror)
                        if (has_opponent(m) && m.opponent == p) m = {RoundKind::Void, p, 0.0};
                }
                e = {RoundKind::Void, e.opponent, 0.0};
            }
        } else {
            report.ruling = WithdrawalRuling::RemainingForfeited;
            for (int q = 0; q < static_cast<int>(event.players.size()); ++q) {
                if (q == p || have_met(event, p, q)) continue;
                // The scheduled round: the first round after the withdrawal in which neither has a result.
                for (int r = *player.withdrew_after_round + 1; r <= event.rounds; ++r) {
                    const auto& ep = event.entries[static_cast<std::size_t>(p)][static_cast<std::size_t>(r - 1)];
                    const auto& eq = event.entries[static_cast<std::size_t>(q)][static_cast<std::size_t>(r - 1)];
                    if (ep.kind == RoundKind::Absent && eq.kind == RoundKind::Absent) {
                        event.record_pairing(r, q, p, PairingResult::FirstWinsByForfeit);
                        ++report.forfeits_added;
                        break;
                    }
                }
            }
        }
        reports.push_back(report);
    }
    return reports;
}

ProRataScore pro_rata(double score, int games_played, int unplayed, double draw_points, WithdrawalCap cap) {
    ProRataScore out;
    out.score = score;
    out.games_played = games_played;
    out.unplayed = std::max(unplayed, 0);
    out.cap = draw_points;
    out.rate = games_played > 0 ? score / games_played : 0.0;
    if (cap == WithdrawalCap::PerGameRate) {
        out.credit = std::min(out.rate, out.cap) * out.unplayed;
    } else {
        out.credit = std::min(out.rate * out.unplayed, out.cap);
    }
    out.adjusted = out.score + out.credit;
    return out;
}

ProRataScore swiss_withdrawal_score(const Event& event, int player, WithdrawalCap cap) {
    const auto& p = event.players.at(static_cast<std::size_t>(player));
    double score = event.points(player);
    int played = event.rounds_with_result(player);
    if (!p.withdrew_after_round) {
        ProRataScore out;
        out.score = out.adjusted = score;
        out.games_played = played;
        return out;
    }
    return pro_rata(score, played, event.rounds - played, event.scoring().draw, cap);
}

}  // namespace arbiter::tournament
