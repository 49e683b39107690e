// Every interface string is shown somewhere: its key is written in a screen, a widget or a
// terminal command (app/ui, app/cli, app/core), or it
// belongs to a family the code builds keys for ("topic." + id). A string no screen shows is stale
// (the first build left "this version cannot set an exam here yet" behind after exams worked).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/core/ui_strings.hpp"

using namespace arbiter;

namespace {

// Key families the code composes at run time; each prefix must itself be written in the code.
constexpr const char* kComposedFamilies[] = {"question.type.", "progress.series_", "planner.status.", "level.",
                                             "topic.",         "event."};

// The trainer's screens, the terminal's commands and the core that words answers for both.
std::string all_interface_code() {
    std::string code;
    for (const char* folder : {"ui", "cli", "core"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(std::filesystem::path(ARBITER_SOURCE_DIR) / "app" / folder)) {
        const auto ext = entry.path().extension();
        if (ext != ".cpp" && ext != ".hpp") continue;
        std::ifstream in(entry.path());
        std::ostringstream text;
        text << in.rdbuf();
        code += text.str();
    }
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
