#include "engine/clock/go_clock.hpp"

#include <algorithm>

namespace arbiter::clock {

namespace {

LocalizedText seconds_call(int s) {
    const std::string n = std::to_string(s);
    return {n + "秒", n + "秒", n + " seconds"};
}

LocalizedText count_call(int n) {
    const std::string t = std::to_string(n);
    return {t, t, t};
}

// The calls within one counting unit (a reserved minute or a period) that starts at `base`
// (offset from the move start) and lasts `length`, up to `until` (exclusive of calls after it).
void unit_calls(const ByoYomi& rules, bool last, Millis base, Millis until, std::vector<CountCall>& out) {
    std::vector<std::pair<Millis, CountCall>> schedule;
    if (rules.system == ByoYomiSystem::ReserveMinutes) {
        for (int s : {30, 40, 50}) schedule.push_back({seconds(s), {0, std::to_string(s), seconds_call(s)}});
        if (last) {
            for (int s = 1; s <= 9; ++s) schedule.push_back({seconds(50 + s), {0, std::to_string(s), count_call(s)}});
        } else {
            for (int s : {55, 58}) schedule.push_back({seconds(s), {0, std::to_string(s), seconds_call(s)}});
        }
    } else {
        const int total = static_cast<int>(rules.period / 1000);
        for (int s = 10; s < total - 9; s += 10)
            schedule.push_back({seconds(s), {0, std::to_string(s), seconds_call(s)}});
        for (int s = 1; s <= 9 && total - 10 + s > 0; ++s)
            schedule.push_back({seconds(total - 10 + s), {0, std::to_string(s), count_call(s)}});
    }
    for (auto& [at, call] : schedule) {
        if (base + at > until) break;
        call.offset = base + at;
        out.push_back(std::move(call));
    }
}

CountCall unit_end_call(const ByoYomi& rules, Millis offset, int left_after) {
    if (left_after <= 0) return {offset, "timeout", {"10，超时判负", "10，超時判負", "10 — lost on time"}};
    const std::string n = std::to_string(left_after);
    if (rules.system == ByoYomiSystem::ReserveMinutes)
        return {offset, "minute:" + n, {"一分钟，还剩" + n + "分钟", "一分鐘，還剩" + n + "分鐘", "one minute — " + n + " minutes left"}};
    return {offset, "period:" + n, {"还剩" + n + "次读秒", "還剩" + n + "次讀秒", n + " periods left"}};
}

}  // namespace

GoClockState initial_state(const ByoYomi& rules) { return {rules.main, rules.count, false}; }

Millis time_to_loss(const ByoYomi& rules, const GoClockState& state) {
    if (state.lost_on_time) return 0;
    return state.main_left + static_cast<Millis>(state.periods_left) * rules.period;
}

MoveTiming time_move(const ByoYomi& rules, const GoClockState& state, Millis duration) {
    MoveTiming out;
    out.after = state;
    if (state.lost_on_time) {
        out.timed_out_at = 0;
        return out;
    }
    // Main time first; reading starts the moment it runs out.
    const Millis from_main = std::min(duration, state.main_left);
    out.after.main_left -= from_main;
    Millis offset = from_main;
    Millis left = duration - from_main;
    if (out.after.main_left > 0 || (left == 0 && from_main == duration)) return out;

    // Counting units: each full unit used costs one reserved minute / period; a move that ends
    // inside a unit costs nothing more.
    while (out.after.periods_left > 0) {
        const bool last = out.after.periods_left == 1;
        const Millis until = offset + std::min(left, rules.period);
        unit_calls(rules, last, offset, until, out.calls);
        if (left < rules.period) return out;  // the move ended inside this unit: no charge
        out.after.periods_left -= 1;
        out.calls.push_back(unit_end_call(rules, offset + rules.period, out.after.periods_left));
        offset += rules.period;
        left -= rules.period;
        if (out.after.periods_left == 0) {
            out.after.lost_on_time = true;
            out.timed_out_at = offset;
            return out;
        }
    }
    out.after.lost_on_time = true;
    out.timed_out_at = offset;
    return out;
}

GoClockFace clock_face(const ByoYomi& rules, const GoClockState& state, Millis elapsed) {
    elapsed = std::clamp<Millis>(elapsed, 0, time_to_loss(rules, state));
    const MoveTiming t = time_move(rules, state, elapsed);
    GoClockFace face;
    face.main_left = t.after.main_left;
    face.lost = t.after.lost_on_time;
    face.units_left = t.after.periods_left;
    face.reading = !face.lost && t.after.main_left == 0;
    if (face.reading) {
        // A move inside a unit keeps it, so the clock's state does not say how much of the current
        // unit is gone: the time read since the main time ran out, less the units used up, does.
        const Millis read = elapsed - state.main_left;
        const Millis used = static_cast<Millis>(state.periods_left - t.after.periods_left) * rules.period;
        face.unit_left = rules.period - (read - used);
    }
    return face;
}

std::optional<CountCall> call_at(const ByoYomi& rules, const GoClockState& state, Millis offset) {
    const MoveTiming timing = time_move(rules, state, offset);
    if (timing.calls.empty()) return std::nullopt;
    return timing.calls.back();
}

}  // namespace arbiter::clock
