#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/clock/go_clock.hpp"

using namespace arbiter::clock;

namespace {

std::vector<std::string> codes(const MoveTiming& t) {
    std::vector<std::string> out;
    for (const auto& c : t.calls) out.push_back(c.code);
    return out;
}

const ByoYomi kNational1988{ByoYomiSystem::ReserveMinutes, minutes(60), 5, minutes(1)};

}  // namespace

TEST_CASE("1988 Art. 12: main time first, nothing is called while it lasts") {
    GoClockState s = initial_state(kNational1988);
    MoveTiming t = time_move(kNational1988, s, minutes(10));
    CHECK(t.after.main_left == minutes(50));
    CHECK(t.calls.empty());
    CHECK(t.after.periods_left == 5);
}

TEST_CASE("1988 Art. 12: a move under a minute costs nothing, the calls are 30 40 50 55 58") {
    GoClockState reading{0, 5, false};
    MoveTiming t = time_move(kNational1988, reading, seconds(59));
    CHECK(t.after.periods_left == 5);
    CHECK(codes(t) == std::vector<std::string>{"30", "40", "50", "55", "58"});
    CHECK(t.calls[0].words.zh_hans == "30秒");
    CHECK(t.calls[0].offset == seconds(30));
    // And the next move starts again at zero.
    CHECK(codes(time_move(kNational1988, t.after, seconds(35))) == std::vector<std::string>{"30"});
}

TEST_CASE("1988 Art. 12: each full minute uses a reserved minute and the arbiter says how many are left") {
    GoClockState reading{0, 5, false};
    MoveTiming t = time_move(kNational1988, reading, seconds(75));
    CHECK(t.after.periods_left == 4);
    CHECK(codes(t) == std::vector<std::string>{"30", "40", "50", "55", "58", "minute:4"});
    CHECK(t.calls.back().words.zh_hans == "一分钟，还剩4分钟");
    CHECK(t.calls.back().offset == seconds(60));
    CHECK_FALSE(t.timed_out_at);
}

TEST_CASE("1988 Art. 12: the last minute is counted 30, 40, 50, 1 … 9 and '10, overtime loses'") {
    GoClockState last{0, 1, false};
    MoveTiming t = time_move(kNational1988, last, seconds(60));
    CHECK(codes(t) == std::vector<std::string>{"30", "40", "50", "1", "2", "3", "4", "5", "6", "7", "8", "9", "timeout"});
    CHECK(t.calls[3].offset == seconds(51));
    CHECK(t.calls.back().words.zh_hans == "10，超时判负");
    CHECK(t.timed_out_at == seconds(60));
    CHECK(t.after.lost_on_time);
    // One second less and the move is in time, and the minute is kept.
    MoveTiming ok = time_move(kNational1988, last, seconds(59));
    CHECK_FALSE(ok.timed_out_at);
    CHECK(ok.after.periods_left == 1);
}

TEST_CASE("1988 Art. 12: a move that overruns the main time starts its count when reading starts") {
    GoClockState s{seconds(20), 5, false};
    MoveTiming t = time_move(kNational1988, s, seconds(20) + seconds(45));
    CHECK(t.after.main_left == 0);
    CHECK(t.after.periods_left == 5);
    REQUIRE(t.calls.size() == 2);
    CHECK(t.calls[0].offset == seconds(50));  // "30" said 30 s after reading began
    CHECK(codes(t) == std::vector<std::string>{"30", "40"});
}

TEST_CASE("1988 Art. 12 with 5 reserved minutes: four overruns are survived, the fifth loses") {
    GoClockState s{0, 5, false};
    CHECK(time_to_loss(kNational1988, s) == minutes(5));
    MoveTiming t = time_move(kNational1988, s, minutes(5));
    CHECK(t.timed_out_at == minutes(5));
    CHECK(codes(t).back() == "timeout");
    // The announcements count down 4, 3, 2, 1 before the last minute.
    std::vector<std::string> minutes_calls;
    for (const auto& c : t.calls)
        if (c.code.rfind("minute:", 0) == 0) minutes_calls.push_back(c.code);
    CHECK(minutes_calls == std::vector<std::string>{"minute:4", "minute:3", "minute:2", "minute:1"});
    // call_at tells a drill what should just have been said.
    auto call = call_at(kNational1988, GoClockState{0, 1, false}, seconds(54));
    REQUIRE(call);
    CHECK(call->code == "4");
}

TEST_CASE("periods N x T: a move inside the period keeps it, an overrun uses one, the last one loses") {
    const ByoYomi wagc{ByoYomiSystem::Periods, minutes(60), 3, seconds(30)};
    GoClockState s{0, 3, false};
    MoveTiming inside = time_move(wagc, s, seconds(29));
    CHECK(inside.after.periods_left == 3);
    CHECK(codes(inside) == std::vector<std::string>{"10", "20", "1", "2", "3", "4", "5", "6", "7", "8", "9"});
    MoveTiming over = time_move(wagc, s, seconds(40));
    CHECK(over.after.periods_left == 2);
    CHECK(over.calls[over.calls.size() - 2].code == "period:2");
    MoveTiming out = time_move(wagc, GoClockState{0, 1, false}, seconds(30));
    CHECK(out.timed_out_at == seconds(30));
}
