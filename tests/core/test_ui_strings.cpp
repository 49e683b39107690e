#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include "app/core/text_fill.hpp"
#include "app/core/ui_strings.hpp"

using namespace arbiter;

namespace {
const std::filesystem::path kLangDir = std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang";
}

TEST_CASE("every language file loads without problems and has the same keys") {
    std::set<std::string> reference_keys;
    for (Language language : kAllLanguages) {
        ContentErrors errors;
        UiStrings strings = UiStrings::load(kLangDir, language, errors);
        for (const auto& e : errors) FAIL_CHECK(e.to_string());
        std::set<std::string> keys;
        for (const auto& [key, text] : strings.all()) {
            keys.insert(key);
            CHECK_MESSAGE(!text.empty(), language_tag(language), " has an empty text for ", key);
        }
        if (reference_keys.empty()) {
            reference_keys = keys;
        } else {
            for (const auto& k : reference_keys)
                CHECK_MESSAGE(keys.count(k), language_tag(language), " lacks ", k);
            for (const auto& k : keys)
                CHECK_MESSAGE(reference_keys.count(k), language_tag(language), " has extra key ", k);
        }
    }
    CHECK(reference_keys.count("app.title"));
}

TEST_CASE("a broken language file is reported with file and line, and a missing key echoes back") {
    auto dir = std::filesystem::temp_directory_path() / "arbiter_ui_strings_test";
    std::filesystem::create_directories(dir);
    {
        std::ofstream(dir / "en.yaml") << "good: text\nbad: [unclosed\n";
    }
    ContentErrors errors;
    UiStrings strings = UiStrings::load(dir, Language::En, errors);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].file.find("en.yaml") != std::string::npos);
    CHECK(errors[0].line >= 2);
    CHECK(strings.get("nothing.here") == "nothing.here");

    ContentErrors missing;
    UiStrings::load(dir, Language::ZhHant, missing);
    REQUIRE(missing.size() == 1);
    CHECK(missing[0].message == "cannot open the language file");
    std::filesystem::remove_all(dir);
}

TEST_CASE("a placeholder fills anywhere, and a count's noun agrees with it") {
    CHECK(fill("读秒 {n} 次", {{"n", "3"}}) == "读秒 3 次");
    CHECK(fill("{n} {n|period|periods} left", {{"n", "1"}}) == "1 period left");
    CHECK(fill("{n} {n|period|periods} left", {{"n", "2"}}) == "2 periods left");
    CHECK(fill("{n} {n|period|periods} left", {{"n", "0"}}) == "0 periods left");
    CHECK(fill("Clock stopped {n|once|# times}", {{"n", "1"}}) == "Clock stopped once");
    CHECK(fill("Clock stopped {n|once|# times}", {{"n", "4"}}) == "Clock stopped 4 times");
    // Two counts, each with its own noun; a value that is itself "1" somewhere else does not matter.
    CHECK(fill("{a} {a|day|days}, {b} {b|day|days}", {{"a", "1"}, {"b", "11"}}) == "1 day, 11 days");
}

TEST_CASE("every English string with a count lets its noun agree") {
    // "1 periods left", "stopped 1 times", "1 days in a row": a count before a plural noun without
    // the {n|one|other} choice is a mistake waiting for the value 1.
    std::ifstream in(std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang" / "en.yaml");
    const std::regex bare_count(
        R"re(\{(?!(sport|type)\})[a-z_]+\} (periods|reviews|days|items|records|candidates|files|times|questions|scenarios|answers|errors|entries|packs|exams)\b)re");
    int line_number = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        // Content problems are filled by their own one-pass renderer (problem_text.cpp), without the
        // choice: their counts are the author's own (a section's items).
        if (line.rfind("problem.", 0) == 0) continue;
        CAPTURE(line_number);
        CAPTURE(line);
        CHECK_FALSE(std::regex_search(line, bare_count));
    }
}
