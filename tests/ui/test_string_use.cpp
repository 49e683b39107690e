// Every interface string is shown somewhere: its key is written in a screen, a widget or a
// terminal command (app/ui, app/cli, app/core), or it
// belongs to a family the code builds keys for ("topic." + id). A string no screen shows is stale
// (the first build left "this version cannot set an exam here yet" behind after exams worked).
// And the other way round: every key the code asks the strings for is in the files, since a
// mistyped key is no error at run time — UiStrings shows the key itself where the text should be.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "app/core/ui_strings.hpp"

using namespace arbiter;

namespace {

// Key families the code composes at run time; each prefix must itself be written in the code.
constexpr const char* kComposedFamilies[] = {"question.type.", "progress.series_", "planner.status.", "level.",
                                             "topic.",         "event.",         "sport.",          "grade.",
                                             "cli.help.",      "tag.",           "cli.pack.problem.",
                                             "cli.summary.",   "cli.validate.kind.", "pairing.col_", "pairing.verdict.",
                                             "pairing.requested.", "store.refused.", "cli.plan.confidence."};

// The trainer's screens, the terminal's commands and the core that words answers for both: each
// source file's path and text.
std::vector<std::pair<std::string, std::string>> interface_code_files() {
    std::vector<std::pair<std::string, std::string>> files;
    for (const char* folder : {"ui", "cli", "core"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(std::filesystem::path(ARBITER_SOURCE_DIR) / "app" / folder)) {
        const auto ext = entry.path().extension();
        if (ext != ".cpp" && ext != ".hpp") continue;
        std::ifstream in(entry.path());
        std::ostringstream text;
        text << in.rdbuf();
        files.emplace_back(entry.path().lexically_relative(ARBITER_SOURCE_DIR).generic_string(), text.str());
    }
    return files;
}

std::string all_interface_code() {
    std::string code;
    for (const auto& [path, text] : interface_code_files()) code += text;
    return code;
}

}  // namespace

TEST_CASE("every interface string is used by a screen or a composed key family") {
    ContentErrors errors;
    const auto strings = UiStrings::load(std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang", Language::En, errors);
    REQUIRE(errors.empty());
    const std::string code = all_interface_code();
    REQUIRE(code.size() > 100000);
    for (const char* family : kComposedFamilies) {
        CAPTURE(family);
        CHECK(code.find(std::string("\"") + family) != std::string::npos);
    }
    for (const auto& [key, text] : strings.all()) {
        CAPTURE(key);
        bool used = code.find("\"" + key + "\"") != std::string::npos;
        for (const char* family : kComposedFamilies) used = used || key.rfind(family, 0) == 0;
        CHECK(used);
    }
}

TEST_CASE("every key the code asks the interface strings for is in the language files") {
    ContentErrors errors;
    const auto strings = UiStrings::load(std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang", Language::En, errors);
    REQUIRE(errors.empty());
    // A key literal handed straight to the strings: get("cli.exam.saved"), c_str(...), has(...).
    // The closing quote and parenthesis must follow the key, so a composed key's prefix
    // (get("topic." + id)) is not taken for a key.
    const std::regex direct(R"re((?:get|c_str|has)\("([a-z_]+\.[a-z0-9_.]+)"\))re");
    // Either key of a choice handed to them: get(passed ? "cli.exam.passed" : "cli.exam.not_passed").
    const std::regex chosen(R"re((?:get|c_str|has)\([^;()"]*\?\s*"([a-z_]+\.[a-z0-9_.]+)"\s*:\s*"([a-z_]+\.[a-z0-9_.]+)"\))re");
    int keys_seen = 0;
    for (const auto& [path, code] : interface_code_files()) {
        for (const std::regex* pattern : {&direct, &chosen})
            for (std::sregex_iterator it(code.begin(), code.end(), *pattern), end; it != end; ++it)
                for (std::size_t group = 1; group < it->size(); ++group) {
                    const std::string key = (*it)[group].str();
                    CAPTURE(path);
                    CAPTURE(key);
                    CHECK(strings.has(key));
                    ++keys_seen;
                }
    }
    CHECK(keys_seen > 300);  // the scan found the code's keys, not nothing
}
