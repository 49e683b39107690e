// engine/core/number_text.hpp: the one way the program reads a number from text.
#include <doctest/doctest.h>

#include <cstdint>

#include "engine/core/number_text.hpp"

using namespace arbiter;

TEST_CASE("whole numbers: the whole text or nothing, no locale, no exceptions") {
    CHECK(parse_whole_number<int>("42") == 42);
    CHECK(parse_whole_number<int>("-7") == -7);
    CHECK(parse_whole_number<int>("+7") == 7);
    CHECK_FALSE(parse_whole_number<int>("12abc"));  // std::stoi would say 12
    CHECK_FALSE(parse_whole_number<int>(" 12"));
    CHECK_FALSE(parse_whole_number<int>(""));
    CHECK_FALSE(parse_whole_number<int>("99999999999"));  // does not fit an int
    CHECK(parse_whole_number<std::uint64_t>("18446744073709551615") == UINT64_MAX);
    CHECK_FALSE(parse_whole_number<std::uint64_t>("-1"));
}

TEST_CASE("decimals: finite numbers only") {
    CHECK(parse_decimal("183.5") == 183.5);
    CHECK(parse_decimal("-0.25") == -0.25);
    CHECK(parse_decimal("1e3") == 1000.0);
    CHECK_FALSE(parse_decimal("inf"));
    CHECK_FALSE(parse_decimal("nan"));
    CHECK_FALSE(parse_decimal("1.5x"));
    CHECK_FALSE(parse_decimal(""));
}
