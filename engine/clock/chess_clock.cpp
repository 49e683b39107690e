#include "engine/clock/chess_clock.hpp"

#include <algorithm>
#include <cctype>

#include "engine/core/localized_fill.hpp"
#include "engine/core/english_error.hpp"

namespace arbiter::clock {

namespace {

bool read_int(std::string_view& s, std::int64_t& out) {
    std::size_t i = 0;
    out = 0;
    while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) {
        out = out * 10 + (s[i] - '0');
        if (out > 100'000'000) return false;
        ++i;
    }
    s.remove_prefix(i);
    return i > 0;
}

std::optional<Stage> parse_stage(std::string_view s, LocalizedText& error) {
    Stage stage;
    std::int64_t n = 0;
    if (!read_int(s, n)) {
        error = {"应为秒数，或 `40/5400` 这样的着数/秒数", "應為秒數，或 `40/5400` 這樣的著數/秒數", "expected seconds or moves/seconds"};
        return std::nullopt;
    }
    if (!s.empty() && s.front() == '/') {
        s.remove_prefix(1);
        stage.moves = static_cast<int>(n);
        if (stage.moves <= 0) {
            error = {"一个时段至少要有一着", "一個時段至少要有一著", "a period needs at least one move"};
            return std::nullopt;
        }
        if (!read_int(s, n)) {
            error = {"着数加斜线，还要写上秒数", "著數加斜線，還要寫上秒數", "expected seconds after the move count"};
            return std::nullopt;
        }
    }
    stage.base = seconds(n);
    if (!s.empty() && s.front() == '+') {
        s.remove_prefix(1);
        if (!s.empty() && std::isdigit(static_cast<unsigned char>(s.front()))) {
            if (!read_int(s, n)) return std::nullopt;
            stage.increment = seconds(n);
        }
    }
    if (!s.empty() && (s.front() == 'd' || s.front() == 'b')) {
        stage.delay = s.front() == 'd' ? DelayKind::Simple : DelayKind::Bronstein;
        s.remove_prefix(1);
        if (!read_int(s, n)) {
            error = {"延时应写成秒数", "延時應寫成秒數", "expected the delay in seconds"};
            return std::nullopt;
        }
        stage.delay_time = seconds(n);
    }
    if (!s.empty()) {
        error = fill_localized({"无法识别的部分 `{rest}`", "無法識別的部分 `{rest}`", "unexpected '{rest}'"}, {{"rest", std::string(s)}});
        return std::nullopt;
    }
    if (stage.base == 0 && stage.increment == 0) {
        error = {"有一个时段没有时间", "有一個時段沒有時間", "a period with no time"};
        return std::nullopt;
    }
    return stage;
}

}  // namespace

std::optional<TimeControl> TimeControl::parse(std::string_view text, std::string* error) {
    return with_english_error(error, [&](LocalizedText* why) { return parse(text, why); });
}

std::optional<TimeControl> TimeControl::parse(std::string_view text, LocalizedText* error) {
    TimeControl tc;
    LocalizedText why;
    std::size_t start = 0;
    while (true) {
        const auto colon = text.find(':', start);
        const auto piece = text.substr(start, colon == std::string_view::npos ? std::string_view::npos : colon - start);
        auto stage = parse_stage(piece, why);
        if (!stage) {
            if (error)
                *error = fill_localized({"时限 `{text}`：{why}", "時限 `{text}`：{why}", "time control '{text}': {why}"},
                                        {{"text", std::string(text)}, {"why", why}});
            return std::nullopt;
        }
        tc.stages.push_back(*stage);
        if (colon == std::string_view::npos) break;
        start = colon + 1;
    }
    for (std::size_t i = 0; i + 1 < tc.stages.size(); ++i) {
        if (tc.stages[i].moves == 0) {
            if (error)
                *error = fill_localized({"时限 `{text}`：只有最末一个时段可以不限着数（用于剩下的全部对局）",
                                         "時限 `{text}`：只有最末一個時段可以不限著數（用於剩下的全部對局）",
                                         "time control '{text}': only the last period may be for the rest of the game"},
                                        {{"text", std::string(text)}});
            return std::nullopt;
        }
    }
    return tc;
}

std::string TimeControl::to_string() const {
    std::string out;
    for (const auto& s : stages) {
        if (!out.empty()) out += ":";
        if (s.moves) out += std::to_string(s.moves) + "/";
        out += std::to_string(s.base / 1000);
        if (s.increment) out += "+" + std::to_string(s.increment / 1000);
        if (s.delay != DelayKind::None)
            out += (s.delay == DelayKind::Simple ? "d" : "b") + std::to_string(s.delay_time / 1000);
    }
    return out;
}

bool TimeControl::period_ends_after(int moves_done) const {
    int boundary = 0;
    for (const auto& stage : stages) {
        if (stage.moves == 0) return false;
        boundary += stage.moves;
        if (moves_done == boundary) return true;
        if (moves_done < boundary) return false;
    }
    const int repeat = stages.empty() ? 0 : stages.back().moves;
    return repeat > 0 && (moves_done - boundary) % repeat == 0;
}

std::size_t TimeControl::stage_for(int moves_done) const {
    int boundary = 0;
    for (std::size_t i = 0; i < stages.size(); ++i) {
        if (stages[i].moves == 0) return i;
        boundary += stages[i].moves;
        if (moves_done < boundary) return i;
    }
    return stages.size() - 1;  // a last stage with a move count repeats
}

ChessClock::ChessClock(TimeControl control) : control_(std::move(control)) {
    for (auto& s : state_) s.left = control_.stages.empty() ? 0 : control_.stages.front().base;
}

void ChessClock::set_remaining(Side side, Millis left) { state_[index(side)].left = std::max<Millis>(0, left); }
void ChessClock::set_moves_done(Side side, int moves) { state_[index(side)].moves = moves; }

void ChessClock::start(Side side, Millis at) {
    running_ = side;
    turn_started_ = at;
    started_ = true;
}

Millis ChessClock::charged(const Stage& stage, Millis elapsed) const {
    if (stage.delay == DelayKind::Simple) return std::max<Millis>(0, elapsed - stage.delay_time);
    return elapsed;
}

void ChessClock::settle(Millis at, bool moved) {
    SideState& s = state_[index(running_)];
    const Stage& stage = control_.stages[control_.stage_for(s.moves)];
    const Millis elapsed = std::max<Millis>(0, at - turn_started_);
    const Millis used = charged(stage, elapsed);
    if (!s.fell_at && used >= s.left) {
        const Millis grace = stage.delay == DelayKind::Simple ? stage.delay_time : 0;
        s.fell_at = turn_started_ + grace + s.left;
    }
    if (s.fell_at) {
        s.left = 0;  // a fallen flag stays down: nothing is credited afterwards
    } else {
        s.left -= used;
        if (moved) {
            if (stage.delay == DelayKind::Bronstein) s.left += std::min(elapsed, stage.delay_time);
            s.left += stage.increment;
            ++s.moves;
            // Completing the last move of a period opens the next one (or repeats the last).
            if (control_.period_ends_after(s.moves)) s.left += control_.stages[control_.stage_for(s.moves)].base;
        }
    }
}

void ChessClock::press(Millis at) {
    settle(at, true);
    running_ = other(running_);
    turn_started_ = at;
}

void ChessClock::press_without_move(Millis at) {
    settle(at, false);
    running_ = other(running_);
    turn_started_ = at;
}

void ChessClock::add_time(Side side, Millis amount, Millis at) {
    if (side == running_) {
        settle(at, false);
        turn_started_ = at;
    }
    SideState& s = state_[index(side)];
    if (!s.fell_at) s.left += amount;
}

Millis ChessClock::remaining(Side side, Millis at) const {
    const SideState& s = state_[index(side)];
    if (s.fell_at && *s.fell_at <= at) return 0;
    if (!started_ || side != running_) return s.left;
    const Stage& stage = control_.stages[control_.stage_for(s.moves)];
    return std::max<Millis>(0, s.left - charged(stage, std::max<Millis>(0, at - turn_started_)));
}

std::optional<Millis> ChessClock::flag_time(Side side) const {
    const SideState& s = state_[index(side)];
    if (s.fell_at) return s.fell_at;
    if (!started_ || side != running_) return std::nullopt;
    const Stage& stage = control_.stages[control_.stage_for(s.moves)];
    const Millis grace = stage.delay == DelayKind::Simple ? stage.delay_time : 0;
    return turn_started_ + grace + s.left;
}

bool ChessClock::flag_down(Side side, Millis at) const {
    auto t = flag_time(side);
    return t && *t <= at;
}

}  // namespace arbiter::clock
