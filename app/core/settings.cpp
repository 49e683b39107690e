#include "app/core/settings.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <fstream>
#include <system_error>

#include "app/core/paths.hpp"

namespace arbiter {

std::string_view theme_name(Theme theme) { return theme == Theme::Dark ? "dark" : "light"; }

std::optional<Theme> parse_theme_name(std::string_view name) {
    if (name == "light") return Theme::Light;
    if (name == "dark") return Theme::Dark;
    return std::nullopt;
}

std::filesystem::path settings_file_path() { return user_config_dir() / "settings.yaml"; }

float clamp_font_size(float pixels) {
    return std::clamp(pixels, Settings::kMinFontSize, Settings::kMaxFontSize);
}

namespace {

void report(ContentErrors& errors, const std::filesystem::path& file, const YAML::Mark& mark, std::string message) {
    errors.push_back({file.string(), static_cast<std::size_t>(mark.line + 1),
                      static_cast<std::size_t>(mark.column + 1), std::move(message)});
}

}  // namespace

Settings load_settings(const std::filesystem::path& file, ContentErrors& errors) {
    Settings settings;
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return settings;  // first start
    YAML::Node root;
    try {
        root = YAML::LoadFile(file.string());
    } catch (const YAML::BadFile&) {
        errors.push_back({file.string(), 0, 0, "cannot open the settings file"});
        return settings;
    } catch (const YAML::Exception& e) {
        report(errors, file, e.mark, e.msg);
        return settings;
    }
    if (root.IsNull()) return settings;  // an empty file
    if (!root.IsMap()) {
        errors.push_back({file.string(), 1, 1, "expected a map of setting: value"});
        return settings;
    }
    for (const auto& entry : root) {
        const std::string key = entry.first.as<std::string>();
        const YAML::Node& value = entry.second;
        const YAML::Mark mark = value.Mark();
        if (!value.IsScalar()) {
            report(errors, file, mark, "the value of '" + key + "' must be a single value");
            continue;
        }
        const std::string text = value.as<std::string>();
        if (key == "language") {
            if (auto language = parse_language_tag(text)) settings.language = *language;
            else report(errors, file, mark, "unknown language '" + text + "' (zh-Hans, zh-Hant or en)");
        } else if (key == "font_size") {
            try {
                settings.font_size = clamp_font_size(value.as<float>());
            } catch (const YAML::Exception&) {
                report(errors, file, mark, "font_size must be a number of pixels");
            }
        } else if (key == "theme") {
            if (auto theme = parse_theme_name(text)) settings.theme = *theme;
            else report(errors, file, mark, "unknown theme '" + text + "' (light or dark)");
        } else if (key == "screen") {
            settings.screen = text;  // checked against the known screens by the program
        } else if (key == "centre_conninfo") {
            settings.centre_conninfo = text;
        } else if (key == "centre_class") {
            settings.centre_class = text;
        } else {
            report(errors, file, entry.first.Mark(), "unknown setting '" + key + "'");
        }
    }
    return settings;
}

bool save_settings(const std::filesystem::path& file, const Settings& settings, std::string& error) {
    std::error_code ec;
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "language" << YAML::Value << std::string(language_tag(settings.language));
    out << YAML::Key << "font_size" << YAML::Value << settings.font_size;
    out << YAML::Key << "theme" << YAML::Value << std::string(theme_name(settings.theme));
    out << YAML::Key << "screen" << YAML::Value << settings.screen;
    // Only when set: the file of someone who never opened the instructor's screen stays as it was.
    if (!settings.centre_conninfo.empty())
        out << YAML::Key << "centre_conninfo" << YAML::Value << settings.centre_conninfo;
    if (!settings.centre_class.empty()) out << YAML::Key << "centre_class" << YAML::Value << settings.centre_class;
    out << YAML::EndMap;
    // Write a sibling file and rename it over the old one, so a crash never leaves half a file.
    const std::filesystem::path temporary = file.string() + ".tmp";
    {
        std::ofstream stream(temporary, std::ios::trunc);
        if (!stream) {
            error = "cannot write " + temporary.string();
            return false;
        }
        stream << "# Arbiter Trainer settings (written by the program; safe to edit)\n" << out.c_str() << "\n";
        if (!stream) {
            error = "cannot write " + temporary.string();
            return false;
        }
    }
    std::filesystem::rename(temporary, file, ec);
    if (ec) {
        error = "cannot replace " + file.string() + ": " + ec.message();
        return false;
    }
    return true;
}

}  // namespace arbiter
