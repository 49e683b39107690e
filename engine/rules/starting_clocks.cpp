#include "engine/rules/starting_clocks.hpp"

#include <algorithm>

#include "engine/rules/sentence.hpp"

namespace arbiter::rules {

StartingClocks starting_clocks(const Incident& inc, std::vector<LocalizedText>& problems) {
    StartingClocks out;
    const ClockSetup& c = inc.clock;
    if (inc.game == GameKind::Chess && !c.control.empty()) {
        LocalizedText error;
        if (auto control = clock::TimeControl::parse(c.control, &error)) {
            auto& chess = out.chess.emplace(*control);
            if (c.white_left) chess.set_remaining(clock::Side::White, *c.white_left);
            if (c.black_left) chess.set_remaining(clock::Side::Black, *c.black_left);
            chess.set_moves_done(clock::Side::White, c.white_moves_done);
            chess.set_moves_done(clock::Side::Black, c.black_moves_done);
            const Player first = c.running.value_or(inc.to_move.value_or(Player::White));
            chess.start(first == Player::White ? clock::Side::White : clock::Side::Black, c.starts_at);
        } else {
            problems.push_back(detail::say(detail::L("棋钟的时限无法读取：{words}", "棋鐘的時限無法讀取：{words}", "{words}"), {.words = error}));
        }
    }
    if (inc.game == GameKind::Go && !c.go_system.empty()) {
        clock::ByoYomi b;
        b.system = c.go_system == "periods" ? clock::ByoYomiSystem::Periods : clock::ByoYomiSystem::ReserveMinutes;
        b.main = c.main;
        b.count = b.system == clock::ByoYomiSystem::Periods ? c.periods : c.reserve_minutes;
        b.period = b.system == clock::ByoYomiSystem::Periods ? c.period : clock::minutes(1);
        if (b.count <= 0 || b.period <= 0) {
            problems.push_back(detail::L("围棋的棋钟需要 `reserve`（`system: reserve_minutes`）或 `periods` 和 `period`（`system: periods`）", "圍棋的棋鐘需要 `reserve`（`system: reserve_minutes`）或 `periods` 和 `period`（`system: periods`）",
                                         "the Go clock needs reserve (reserve_minutes) or periods and period (periods)"));
            return out;
        }
        out.go = b;
        for (Player p : {Player::White, Player::Black}) {
            auto& state = out.go_state[static_cast<std::size_t>(p)];
            state = clock::initial_state(b);
            // A reading given for the timeline start: main time left, then the reserve.
            if (const auto left = p == Player::White ? c.white_left : c.black_left) {
                const clock::Millis reserve = static_cast<clock::Millis>(b.count) * b.period;
                state.main_left = std::max<clock::Millis>(0, *left - reserve);
                if (*left < reserve) state.periods_left = static_cast<int>((*left + b.period - 1) / b.period);
            }
        }
    }
    return out;
}

}  // namespace arbiter::rules
