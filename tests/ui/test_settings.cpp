#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "app/core/settings.hpp"

using namespace arbiter;

namespace {
std::filesystem::path temp_file(const char* name) {
    const auto dir = std::filesystem::temp_directory_path() / "arbiter_settings_test";
    std::filesystem::create_directories(dir);
    return dir / name;
}
}  // namespace

TEST_CASE("settings survive a save and a load") {
    const auto file = temp_file("round_trip.yaml");
    Settings settings;
    settings.language = Language::ZhHant;
    settings.font_size = 24;
    settings.theme = Theme::Dark;
    settings.screen = "exam";
    settings.centre_conninfo = "host=centre.example dbname=centre user=chen sslmode=verify-full";
    settings.centre_class = "go-3-2026";
    std::string error;
    REQUIRE(save_settings(file, settings, error));
    ContentErrors errors;
    CHECK(load_settings(file, errors) == settings);
    CHECK(errors.empty());
    CHECK_FALSE(std::filesystem::exists(file.string() + ".tmp"));  // written through a temporary, renamed
    std::filesystem::remove(file);
}

TEST_CASE("a missing settings file gives the defaults without complaint") {
    ContentErrors errors;
    const Settings settings = load_settings(temp_file("does-not-exist.yaml"), errors);
    CHECK(errors.empty());
    CHECK(settings == Settings{});
    CHECK(settings.language == Language::ZhHans);
    CHECK(settings.font_size == 20.0f);
}

TEST_CASE("bad values are reported with their line and replaced by defaults while good ones are kept") {
    const auto file = temp_file("bad.yaml");
    std::ofstream(file) << "language: en\nfont_size: huge\ntheme: purple\ncolour: red\nscreen: quiz\n";
    ContentErrors errors;
    const Settings settings = load_settings(file, errors);
    CHECK(settings.language == Language::En);
    CHECK(settings.font_size == Settings::kDefaultFontSize);
    CHECK(settings.theme == Theme::Light);
    CHECK(settings.screen == "quiz");
    REQUIRE(errors.size() == 3);
    CHECK(errors[0].line == 2);
    CHECK(errors[1].line == 3);
    CHECK(errors[1].message.find("purple") != std::string::npos);
    CHECK(errors[2].line == 4);
    CHECK(errors[2].message.find("colour") != std::string::npos);
    std::filesystem::remove(file);
}

TEST_CASE("a settings file that is not YAML is one problem, not a crash") {
    const auto file = temp_file("broken.yaml");
    std::ofstream(file) << "language: [zh-Hans\n";
    ContentErrors errors;
    CHECK(load_settings(file, errors) == Settings{});
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].line >= 1);
    std::filesystem::remove(file);
}

TEST_CASE("font sizes are clamped to what the layouts are made for") {
    CHECK(clamp_font_size(8) == Settings::kMinFontSize);
    CHECK(clamp_font_size(100) == Settings::kMaxFontSize);
    CHECK(clamp_font_size(22) == 22);
    const auto file = temp_file("clamp.yaml");
    std::ofstream(file) << "font_size: 90\n";
    ContentErrors errors;
    CHECK(load_settings(file, errors).font_size == Settings::kMaxFontSize);
    std::filesystem::remove(file);
}

TEST_CASE("theme names") {
    CHECK(parse_theme_name("dark") == Theme::Dark);
    CHECK(parse_theme_name("light") == Theme::Light);
    CHECK_FALSE(parse_theme_name("Dark").has_value());
    CHECK(theme_name(Theme::Dark) == "dark");
}
