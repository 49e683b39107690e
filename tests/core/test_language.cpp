#include <doctest/doctest.h>

#include "engine/core/language.hpp"
#include "engine/core/localized_fill.hpp"

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

TEST_CASE("sentence parts are put together language by language, a list with each language's separator") {
    LocalizedText t = L("黑方", "黑方", "Black");
    t += L("认输", "認輸", " resigns");
    CHECK(t == L("黑方认输", "黑方認輸", "Black resigns"));
    CHECK(L("甲", "甲", "A") + L("胜", "勝", " wins") == L("甲胜", "甲勝", "A wins"));
    const LocalizedText list = join({L("警告", "警告", "a warning"), L("加时", "加時", "time added"), L("判负", "判負", "a loss")},
                                    L("、", "、", ", "));
    CHECK(list == L("警告、加时、判负", "警告、加時、判負", "a warning, time added, a loss"));
    CHECK(join({}, L("、", "、", ", ")) == LocalizedText{});
    CHECK(join({L("一", "一", "one")}, L("、", "、", ", ")) == L("一", "一", "one"));
}

TEST_CASE("join_text: one language's parts with the separator between each two, a run of a list too") {
    const std::vector<std::string> words = {"结果", "白方胜", "", "条款"};
    CHECK(join_text(words, " ") == "结果 白方胜  条款");  // an empty part keeps its place
    CHECK(join_text(std::span(words).subspan(1, 2), "；") == "白方胜；");
    CHECK(join_text({}, ", ") == "");
}

TEST_CASE("fill_localized: named values, data the same in every language, words each in its own") {
    const LocalizedText pattern = L("{side}在{point}落子", "{side}在{point}落子", "{side} played {point}");
    CHECK(fill_localized(pattern, {{"side", L("黑方", "黑方", "Black")}, {"point", "D4"}}) ==
          L("黑方在D4落子", "黑方在D4落子", "Black played D4"));
    // A placeholder without a value stays as written, so the gap shows.
    CHECK(fill_localized(pattern, {{"point", "D4"}}).en == "{side} played D4");
    // A value is never read again as a template: the author's braces stay.
    CHECK(fill_localized(L("“{text}”", "「{text}」", "'{text}'"), {{"text", "{side}"}, {"side", "X"}}).en == "'{side}'");
    // A brace inside a name is text: "{{side}_can_mate: true}" fills only the inner name.
    CHECK(fill_localized(L("{{side}_can_mate}", "{{side}_can_mate}", "{{side}_can_mate}"), {{"side", "white"}}).en ==
          "{white_can_mate}");
    // A brace never closed is text too.
    CHECK(fill_localized(L("{side", "{side", "{side"), {{"side", "white"}}).en == "{side");
}
