#include <doctest/doctest.h>

#include "engine/clock/game_time.hpp"

using namespace arbiter::clock;

TEST_CASE("game times parse in the forms authors write") {
    CHECK(parse_game_time("1:02:14") == 3'734'000);
    CHECK(parse_game_time("2:05") == 125'000);
    CHECK(parse_game_time("0:09.5") == 9'500);
    CHECK(parse_game_time("45s") == 45'000);
    CHECK(parse_game_time("90m") == 5'400'000);
    CHECK(parse_game_time("1h30m") == 5'400'000);
    CHECK(parse_game_time("1m30s") == 90'000);
    CHECK(parse_game_time("7.25") == 7'250);
    CHECK(parse_game_time(" 12 ") == 12'000);
}

TEST_CASE("malformed game times are refused rather than guessed") {
    for (const char* bad : {"", "abc", "1:2", "1:60", "1:02:61", "1.5:00", "-3", "5x", "1::2", "1:02:03:04", "m"})
        CHECK_MESSAGE(!parse_game_time(bad).has_value(), bad);
}

TEST_CASE("game times format back the way they are written") {
    CHECK(format_game_time(3'734'000) == "1:02:14");
    CHECK(format_game_time(125'000) == "2:05");
    CHECK(format_game_time(9'500) == "0:09.5");
    CHECK(format_game_time(0) == "0:00");
    for (const char* text : {"1:02:14", "2:05", "0:09.5", "10:00:00"})
        CHECK(format_game_time(*parse_game_time(text)) == text);
}
