// Go clocks with byo-yomi, and the count-out an arbiter calls.
//
// ReserveMinutes — the 1988 Chinese rules, Art. 12: `count` minutes are kept back from the time
// limit. Once only they are left, a move under a full minute costs nothing; every full minute
// a move takes uses one reserved minute ("一分钟，还剩 X 分钟"); the calls are 30, 40, 50, 55,
// 58 seconds and "one minute". In the last minute the calls are 30, 40, 50, then 1 … 9 and
// "10，超时判负" at the 60th second. X counts the reserve including the last minute.
// Periods — N × T seconds (modern events): a move inside a period keeps it; running past it uses
// it; running out of the last one loses. Calls: every 10 s, then the last nine seconds one by one.
//
// Reading starts when the main time is gone; the per-move count starts at that moment even in
// the middle of a move (docs/rulings.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/clock/game_time.hpp"
#include "engine/core/language.hpp"

namespace arbiter::clock {

enum class ByoYomiSystem : std::uint8_t { ReserveMinutes, Periods };

struct ByoYomi {
    ByoYomiSystem system = ByoYomiSystem::ReserveMinutes;
    Millis main = 0;          // main time, not counting the reserve or periods
    int count = 5;            // reserved minutes / periods
    Millis period = 60'000;   // one reserved minute / one period
};

struct GoClockState {
    Millis main_left = 0;
    int periods_left = 0;      // reserved minutes or periods still available (including the last)
    bool lost_on_time = false;
};

// One thing the arbiter (or the voice clock) says during a move.
struct CountCall {
    Millis offset = 0;         // from the start of the move
    std::string code;          // machine form: "30", "55", "minute:4" (4 left), "1" … "9", "timeout", "period:2"
    LocalizedText words;       // what is said: "30秒" / "30秒" / "30 seconds"
};

struct MoveTiming {
    GoClockState after;
    std::vector<CountCall> calls;           // everything called during the move, in order
    std::optional<Millis> timed_out_at;     // offset at which the player lost on time
};

GoClockState initial_state(const ByoYomi& rules);

// What happens during a move of `duration` that starts in `state`.
MoveTiming time_move(const ByoYomi& rules, const GoClockState& state, Millis duration);

// What the player's clock shows `elapsed` into a move that started in `state`: main time left, or
// the reserved minutes / periods left and the time left in the current one.
struct GoClockFace {
    Millis main_left = 0;       // main time still on the clock
    bool reading = false;       // main time is gone: byo-yomi is counting
    int units_left = 0;         // reserved minutes / periods left, the current one included
    Millis unit_left = 0;       // time left in the current minute / period while reading
    bool lost = false;          // the player has lost on time
};
GoClockFace clock_face(const ByoYomi& rules, const GoClockState& state, Millis elapsed);

// How long the player may still think in this move before losing on time.
Millis time_to_loss(const ByoYomi& rules, const GoClockState& state);

// The last call made at or before `offset` into a move that started in `state` (for drills:
// "what should the arbiter have just said?").
std::optional<CountCall> call_at(const ByoYomi& rules, const GoClockState& state, Millis offset);

}  // namespace arbiter::clock
