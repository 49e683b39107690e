// Times on an incident timeline and on clocks: whole milliseconds, written "1:02:14", "2:05.5",
// "45s", "90m" or a bare number of seconds. One representation everywhere, so the order of
// two events ("the mate at 1:02:14, the flag at 1:02:15") is a plain integer comparison.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace arbiter::clock {

using Millis = std::int64_t;

constexpr Millis seconds(std::int64_t s) { return s * 1000; }
constexpr Millis minutes(std::int64_t m) { return m * 60'000; }

// "1:02:14" (h:mm:ss), "2:05" (m:ss), "2:05.250", "45s", "90m", "1h30m", "7.5" (seconds).
// nullopt on anything else, including negative values.
std::optional<Millis> parse_game_time(std::string_view text);

// "1:02:14" when an hour or more, else "2:05"; milliseconds appear only when non-zero ("0:09.500").
std::string format_game_time(Millis t);

}  // namespace arbiter::clock
