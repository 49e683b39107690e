#include "app/core/training/drills/countout_drill.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>

namespace arbiter::training {

namespace {

constexpr clock::ByoYomi k1988{clock::ByoYomiSystem::ReserveMinutes, 0, 5, clock::minutes(1)};

clock::ByoYomi periods(int count, int seconds) {
    return {clock::ByoYomiSystem::Periods, 0, count, clock::seconds(seconds)};
}

// Describes the clock as the candidate finds it, from the setup's numbers, so the words can never
// disagree with the drill. Says nothing of how long the move will last.
LocalizedText situation_text(const clock::ByoYomi& rules, const clock::GoClockState& start) {
    const std::string n = std::to_string(start.periods_left);
    const std::string t = std::to_string(rules.period / 1000);
    const std::string main = std::to_string(start.main_left / 1000);
    LocalizedText out;
    if (rules.system == clock::ByoYomiSystem::ReserveMinutes) {
        if (start.periods_left == 1)
            out = {"1988 年规则（第 12 条）：保留时间只剩最后一分钟。",
                   "1988 年規則（第 12 條）：保留時間只剩最後一分鐘。",
                   "1988 rules (Art. 12): only the last reserved minute is left."};
        else
            out = {"1988 年规则（第 12 条）：保留 " + n + " 分钟（含最后一分钟）。",
                   "1988 年規則（第 12 條）：保留 " + n + " 分鐘（含最後一分鐘）。",
                   "1988 rules (Art. 12): " + n + " reserved minutes left (the last minute included)."};
    } else {
        out = {"读秒 " + n + " 次 × " + t + " 秒。", "讀秒 " + n + " 次 × " + t + " 秒。",
               n + " byo-yomi period(s) of " + t + " seconds left."};
    }
    if (start.main_left > 0) {
        out.zh_hans += "基本用时还剩 " + main + " 秒，用完后开始读秒。";
        out.zh_hant += "基本用時還剩 " + main + " 秒，用完後開始讀秒。";
        out.en += " " + main + " seconds of main time are left; reading starts when they run out.";
    } else {
        out.zh_hans += "基本用时已用完。";
        out.zh_hant += "基本用時已用完。";
        out.en += " The main time is used up.";
    }
    out.zh_hans += "黑方开始思考，请你读秒。";
    out.zh_hant += "黑方開始思考，請你讀秒。";
    out.en += " Black starts to think: you count.";
    return out;
}

CountoutSetup make(std::string id, LocalizedText title, clock::ByoYomi rules, clock::GoClockState start, Millis move) {
    CountoutSetup s{std::move(id), std::move(title), {}, rules, start, move};
    s.situation = situation_text(rules, start);
    return s;
}

// splitmix64: the same numbers from the same seed with every standard library (the <random>
// distributions are not specified bit for bit).
std::uint64_t next_random(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

Millis pick(std::uint64_t& state, Millis low, Millis high) {  // low..high inclusive
    return low + static_cast<Millis>(next_random(state) % static_cast<std::uint64_t>(high - low + 1));
}

constexpr Millis kFinalCallWindow = 1000;  // "超时判负" within the second after time ran out

}  // namespace

const std::vector<CountoutSetup>& countout_catalogue() {
    using clock::GoClockState;
    using clock::seconds;
    static const std::vector<CountoutSetup> list = {
        make("countout.1988-last-minute",
             {"1988 · 最后一分钟，直到超时", "1988 · 最後一分鐘，直到超時", "1988 · the last minute, to the loss"}, k1988,
             GoClockState{0, 1, false}, seconds(90)),
        make("countout.1988-reserve-3",
             {"1988 · 保留 3 分钟，用掉一分钟", "1988 · 保留 3 分鐘，用掉一分鐘", "1988 · 3 reserved minutes, one used"},
             k1988, GoClockState{0, 3, false}, seconds(75)),
        make("countout.1988-move-at-47",
             {"1988 · 一分钟内落子", "1988 · 一分鐘內落子", "1988 · a move inside the minute"}, k1988,
             GoClockState{0, 5, false}, seconds(47)),
        make("countout.1988-main-runs-out",
             {"1988 · 基本用时在思考中用完", "1988 · 基本用時在思考中用完", "1988 · main time runs out mid-move"}, k1988,
             GoClockState{seconds(20), 3, false}, seconds(85)),
        make("countout.periods-3x30",
             {"读秒 3 次 × 30 秒，进入最后一次", "讀秒 3 次 × 30 秒，進入最後一次", "3 × 30 s periods, into the last one"},
             periods(3, 30), GoClockState{0, 3, false}, seconds(72)),
        make("countout.periods-last-30",
             {"读秒最后一次 30 秒，直到超时", "讀秒最後一次 30 秒，直到超時", "the last 30 s period, to the loss"},
             periods(5, 30), GoClockState{0, 1, false}, seconds(45)),
    };
    return list;
}

CountoutSetup random_countout_setup(std::uint64_t seed) {
    std::uint64_t state = seed;
    const bool reserve = next_random(state) % 2 == 0;
    clock::ByoYomi rules = reserve ? k1988 : periods(5, next_random(state) % 2 == 0 ? 30 : 60);
    clock::GoClockState start{0, static_cast<int>(pick(state, 1, 3)), false};
    if (next_random(state) % 3 == 0) start.main_left = clock::seconds(pick(state, 5, 30));
    const Millis to_loss = clock::time_to_loss(rules, start);
    Millis move = 0;
    if (next_random(state) % 3 == 0) {
        move = to_loss + clock::seconds(10);  // the player does not move in time
    } else {
        // In tenths of a second, late enough into reading for the first call (30 s in a reserved
        // minute, 10 s in a period) to come, and before the loss.
        const Millis low = start.main_left + clock::seconds(reserve ? 32 : 12);
        move = pick(state, low / 100, (to_loss - 1000) / 100) * 100;
    }
    const std::string n = std::to_string(seed);
    return make("countout.random-" + n, {"随机 #" + n, "隨機 #" + n, "random #" + n}, rules, start, move);
}

std::optional<CountoutSetup> find_countout_setup(std::string_view id) {
    for (const auto& s : countout_catalogue())
        if (s.id == id) return s;
    constexpr std::string_view kRandom = "countout.random-";
    if (id.substr(0, kRandom.size()) == kRandom) {
        const std::string_view digits = id.substr(kRandom.size());
        std::uint64_t seed = 0;
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), seed);
        if (error == std::errc() && end == digits.data() + digits.size() && !digits.empty())
            return random_countout_setup(seed);
    }
    return std::nullopt;
}

clock::MoveTiming countout_timing(const CountoutSetup& setup) {
    return clock::time_move(setup.rules, setup.start, setup.move_length);
}

Millis countout_end(const CountoutSetup& setup) {
    return std::min(setup.move_length, clock::time_to_loss(setup.rules, setup.start));
}

Millis countout_listen_until(const CountoutSetup& setup) { return countout_end(setup) + kCountoutTolerance; }

CountoutFace countout_face(const CountoutSetup& setup, Millis offset) {
    return clock::clock_face(setup.rules, setup.start, std::clamp<Millis>(offset, 0, countout_end(setup)));
}

CountoutScore score_countout(const std::vector<clock::CountCall>& expected, std::vector<Millis> presses, Millis tolerance) {
    std::sort(presses.begin(), presses.end());
    const std::size_t n = expected.size(), m = presses.size();
    // best[i][j]: the most pairs, then the least total |error|, for calls i.. and presses j..
    struct Best {
        int pairs = 0;
        Millis error = 0;
        bool better_than(const Best& o) const { return pairs != o.pairs ? pairs > o.pairs : error < o.error; }
    };
    std::vector<std::vector<Best>> best(n + 1, std::vector<Best>(m + 1));
    auto distance = [&](std::size_t i, std::size_t j) { return std::llabs(presses[j] - expected[i].offset); };
    for (std::size_t i = n; i-- > 0;)
        for (std::size_t j = m; j-- > 0;) {
            Best b = best[i + 1][j];  // the call goes unanswered
            if (best[i][j + 1].better_than(b)) b = best[i][j + 1];  // the press is extra
            if (distance(i, j) <= tolerance) {
                Best pair{best[i + 1][j + 1].pairs + 1, best[i + 1][j + 1].error + distance(i, j)};
                if (!b.better_than(pair)) b = pair;  // on a tie the pair wins: the earlier call gets the press
            }
            best[i][j] = b;
        }

    CountoutScore out;
    out.tolerance = tolerance;
    std::vector<bool> used(m, false);
    for (const auto& call : expected) out.calls.push_back({call, std::nullopt, std::nullopt, 0.0});
    for (std::size_t i = 0, j = 0; i < n && j < m;) {
        if (distance(i, j) <= tolerance) {
            const Best pair{best[i + 1][j + 1].pairs + 1, best[i + 1][j + 1].error + distance(i, j)};
            if (!best[i][j].better_than(pair)) {
                out.calls[i].pressed_at = presses[j];
                out.calls[i].error = presses[j] - expected[i].offset;
                used[j] = true;
                ++i, ++j;
                continue;
            }
        }
        if (!best[i + 1][j].better_than(best[i][j]) && !best[i][j].better_than(best[i + 1][j])) ++i;
        else ++j;
    }
    for (std::size_t j = 0; j < m; ++j)
        if (!used[j]) out.extra_presses.push_back(presses[j]);

    double credit = 0, abs_error = 0;
    for (auto& c : out.calls) {
        if (!c.error) {
            ++out.misses;
            continue;
        }
        ++out.hits;
        abs_error += static_cast<double>(std::llabs(*c.error));
        c.credit = 1.0 - 0.5 * static_cast<double>(std::llabs(*c.error)) / static_cast<double>(tolerance);
        if (c.call.code == "timeout") {
            out.final_call_right = *c.error >= 0 && *c.error < kFinalCallWindow;
            if (!*out.final_call_right) c.credit = 0;
        }
        credit += c.credit;
    }
    if (!out.calls.empty() && out.calls.back().call.code == "timeout" && !out.final_call_right)
        out.final_call_right = false;  // the loss was never declared
    if (out.hits > 0) out.mean_abs_error_ms = abs_error / out.hits;
    const std::size_t weight = out.calls.size() + out.extra_presses.size();
    out.score = weight == 0 ? 1.0 : credit / static_cast<double>(weight);
    return out;
}

json::Value countout_detail_json(const CountoutSetup& setup, const CountoutScore& score) {
    auto clock_json = json::object();
    clock_json.set("system", setup.rules.system == clock::ByoYomiSystem::ReserveMinutes ? "reserve_minutes" : "periods");
    clock_json.set("period_ms", setup.rules.period);
    clock_json.set("main_left_ms", setup.start.main_left);
    clock_json.set("units_left", setup.start.periods_left);
    clock_json.set("move_ms", setup.move_length);
    clock_json.set("end_ms", countout_end(setup));
    auto calls = json::array();
    for (const auto& c : score.calls) {
        auto o = json::object();
        o.set("code", c.call.code);
        o.set("at_ms", c.call.offset);
        o.set("pressed_ms", c.pressed_at ? json::Value(*c.pressed_at) : json::Value(nullptr));
        o.set("error_ms", c.error ? json::Value(*c.error) : json::Value(nullptr));
        calls.push(std::move(o));
    }
    json::Array extra(score.extra_presses.begin(), score.extra_presses.end());
    auto out = json::object();
    out.set("clock", std::move(clock_json));
    out.set("tolerance_ms", score.tolerance);
    out.set("calls", std::move(calls));
    out.set("extra_presses_ms", json::Value(std::move(extra)));
    return out;
}

store::DrillResultRecord countout_record(const CountoutSetup& setup, const CountoutScore& score, store::TimePoint taken_at) {
    store::DrillResultRecord r;
    r.drill_kind = "countout";
    r.item_id = setup.id;
    r.taken_at = taken_at;
    r.score = score.score;
    r.hits = score.hits;
    r.misses = score.misses;
    r.false_alarms = static_cast<int>(score.extra_presses.size());
    r.mean_abs_error_ms = score.mean_abs_error_ms;
    r.final_call_right = score.final_call_right;
    r.detail_json = countout_detail_json(setup, score).dump();
    return r;
}

}  // namespace arbiter::training
