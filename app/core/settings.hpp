// The trainer's user settings: interface language, text size, colour theme and the screen last
// open. Kept as a small YAML file in the user's config directory (settings_file_path()), read at
// start and written whenever a setting changes. A broken file is reported and the defaults used:
// a bad settings file must never keep the program from starting.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "app/core/content_error.hpp"
#include "engine/core/language.hpp"

namespace arbiter {

enum class Theme { Light, Dark };

std::string_view theme_name(Theme theme);  // "light", "dark"
std::optional<Theme> parse_theme_name(std::string_view name);

struct Settings {
    static constexpr float kMinFontSize = 14.0f;
    static constexpr float kMaxFontSize = 32.0f;
    static constexpr float kDefaultFontSize = 20.0f;

    Language language = Language::ZhHans;  // Chinese-speaking candidates are the majority
    float font_size = kDefaultFontSize;    // body text in pixels; titles are 1.5x
    Theme theme = Theme::Light;
    std::string screen = "home";  // the screen open at exit, reopened at start
    // The instructor's screen: the centre's connection string (never with a password: refused
    // before it is saved; libpq's password file does the rest) and the class last shown.
    std::string centre_conninfo;
    std::string centre_class;

    bool operator==(const Settings&) const = default;
};

// user_config_dir()/settings.yaml
std::filesystem::path settings_file_path();

// Reads `file`. A missing file gives the defaults silently; unreadable values are reported in
// `errors` (with line and column) and replaced by their defaults, the rest is kept.
Settings load_settings(const std::filesystem::path& file, ContentErrors& errors);

// Writes `file` (creating its folder). Returns false with `error` when it cannot.
bool save_settings(const std::filesystem::path& file, const Settings& settings, std::string& error);

// Clamps the font size to [kMinFontSize, kMaxFontSize].
float clamp_font_size(float pixels);

}  // namespace arbiter
