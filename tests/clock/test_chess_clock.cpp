#include <doctest/doctest.h>

#include "engine/clock/chess_clock.hpp"

using namespace arbiter::clock;

namespace {
TimeControl tc(const char* text) {
    std::string error;
    auto parsed = TimeControl::parse(text, &error);
    REQUIRE_MESSAGE(parsed, error);
    return *parsed;
}
}  // namespace

TEST_CASE("time controls parse from PGN TimeControl text, with delays") {
    const TimeControl classical = tc("40/5400+30:1800+30");
    REQUIRE(classical.stages.size() == 2);
    CHECK(classical.stages[0] == Stage{40, minutes(90), seconds(30), DelayKind::None, 0});
    CHECK(classical.stages[1] == Stage{0, minutes(30), seconds(30), DelayKind::None, 0});
    CHECK(tc("300d5").stages[0].delay == DelayKind::Simple);
    CHECK(tc("300b3").stages[0].delay_time == seconds(3));
    for (const char* text : {"40/5400+30:1800+30", "300", "180+2", "300d5", "300b3", "40/7200:20/3600"})
        CHECK(tc(text).to_string() == text);
    std::string error;
    CHECK_FALSE(TimeControl::parse("", &error));
    CHECK_FALSE(TimeControl::parse("90m", &error));
    CHECK_FALSE(TimeControl::parse("1800:40/5400", &error));  // sudden death must come last
    CHECK(error.find("only the last period") != std::string::npos);
    CHECK_FALSE(TimeControl::parse("0/300", &error));
}

TEST_CASE("sudden death: the flag falls when the time is used up") {
    ChessClock clock(tc("300"));
    clock.start(Side::White, 0);
    clock.press(seconds(100));            // White used 100 s
    CHECK(clock.remaining(Side::White, seconds(100)) == seconds(200));
    CHECK(clock.flag_time(Side::Black) == seconds(400));
    clock.press(seconds(150));            // Black used 50 s
    CHECK(clock.remaining(Side::Black, seconds(150)) == seconds(250));
    CHECK(clock.flag_time(Side::White) == seconds(350));
    CHECK_FALSE(clock.flag_down(Side::White, seconds(349)));
    CHECK(clock.flag_down(Side::White, seconds(350)));
    clock.press(seconds(360));            // too late: the flag stays down at 350
    CHECK(clock.flag_time(Side::White) == seconds(350));
    CHECK(clock.remaining(Side::White, seconds(400)) == 0);
}

TEST_CASE("Fischer increment is credited after each completed move") {
    ChessClock clock(tc("180+2"));
    clock.start(Side::White, 0);
    clock.press(seconds(10));
    CHECK(clock.remaining(Side::White, seconds(10)) == seconds(172));
    clock.press_without_move(seconds(11));  // Black presses without moving: nothing credited
    CHECK(clock.remaining(Side::Black, seconds(11)) == seconds(179));
    CHECK(clock.moves_done(Side::Black) == 0);
}

TEST_CASE("US delay: the clock waits out the delay before counting down") {
    ChessClock clock(tc("60d5"));
    clock.start(Side::White, 0);
    clock.press(seconds(4));  // inside the delay: costs nothing
    CHECK(clock.remaining(Side::White, seconds(4)) == seconds(60));
    clock.press(seconds(4) + seconds(12));  // Black thought 12 s: 7 s charged
    CHECK(clock.remaining(Side::Black, seconds(16)) == seconds(53));
    CHECK(clock.flag_time(Side::White) == seconds(16) + seconds(5) + seconds(60));
}

TEST_CASE("Bronstein delay refunds the time used, up to the delay") {
    ChessClock clock(tc("60b5"));
    clock.start(Side::White, 0);
    clock.press(seconds(3));
    CHECK(clock.remaining(Side::White, seconds(3)) == seconds(60));
    clock.press(seconds(13));  // Black used 10 s, 5 refunded
    CHECK(clock.remaining(Side::Black, seconds(13)) == seconds(55));
    // During a move the display counts down from the first second.
    CHECK(clock.remaining(Side::White, seconds(23)) == seconds(50));
}

TEST_CASE("multi-period control: the 40th move brings the next period's 30 minutes") {
    // 90 min for 40 moves, then 30 min for the rest, +30 s a move from move 1 (FIDE classical).
    ChessClock clock(tc("40/5400+30:1800+30"));
    clock.start(Side::White, 0);
    Millis t = 0;
    for (int move = 1; move <= 40; ++move) {
        t += seconds(60);
        clock.press(t);  // White: 60 s a move
        t += seconds(10);
        clock.press(t);  // Black: 10 s a move
    }
    CHECK(clock.moves_done(Side::White) == 40);
    // White: 5400 - 40*60 + 40*30 + 1800 = 6000 s.
    CHECK(clock.remaining(Side::White, t) == seconds(6000));
    // Black: 5400 - 40*10 + 40*30 + 1800 = 8000 s.
    CHECK(clock.remaining(Side::Black, t) == seconds(8000));
}

TEST_CASE("a repeating last period adds its time again every N moves") {
    ChessClock clock(tc("2/60"));
    clock.start(Side::White, 0);
    Millis t = 0;
    for (int i = 0; i < 4; ++i) {
        t += seconds(1);
        clock.press(t);
        clock.press(t);
    }
    CHECK(clock.remaining(Side::White, t) == seconds(60 - 4 + 60 + 60));
}

TEST_CASE("readings can be set when a timeline starts mid-game, and penalties add time") {
    ChessClock clock(tc("5400+30"));
    clock.set_remaining(Side::White, seconds(2));
    clock.set_remaining(Side::Black, minutes(5));
    clock.start(Side::White, 3'732'000);
    CHECK(clock.flag_time(Side::White) == 3'734'000);
    clock.add_time(Side::White, seconds(60), 3'733'000);  // 1 s used, 1 s left, +60
    CHECK(clock.flag_time(Side::White) == 3'733'000 + seconds(61));
}
