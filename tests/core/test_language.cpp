#include <doctest/doctest.h>

#include "engine/core/language.hpp"

using namespace arbiter;

TEST_CASE("language tags parse, including the regional spellings people type") {
    CHECK(parse_language_tag("zh-Hans") == Language::ZhHans);
    CHECK(parse_language_tag("zh-CN") == Language::ZhHans);
    CHECK(parse_language_tag("zh-TW") == Language::ZhHant);
    CHECK(parse_language_tag("en") == Language::En);
    CHECK_FALSE(parse_language_tag("fr").has_value());
    for (Language l : kAllLanguages) CHECK(parse_language_tag(language_tag(l)) == l);
}

TEST_CASE("localized text picks the language and knows when one is missing") {
    LocalizedText t{"提子", "提子", "capture"};
    CHECK(t.get(Language::En) == "capture");
    CHECK(t.complete());
    t.zh_hant.clear();
    CHECK_FALSE(t.complete());
}
