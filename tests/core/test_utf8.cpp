#include <doctest/doctest.h>

#include "engine/core/utf8.hpp"

using namespace arbiter;

TEST_CASE("distinct_characters: every character once, in code point order, bad bytes left out") {
    // 黑 U+9ED1, 白 U+767D, 胜 U+80DC; "é" U+00E9 (two bytes); a lone 0xFF byte is not UTF-8.
    const std::vector<std::string> texts = {"黑方胜", "白方胜 b", "a\xFF" "é", ""};
    CHECK(distinct_characters(texts) == " abé方白胜黑");
    CHECK(distinct_characters({}) == "");
    // A character cut off at the end of a text is not a character.
    CHECK(distinct_characters({std::string("x\xE9\xBB")}) == "x");
}
