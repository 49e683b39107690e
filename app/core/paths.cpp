#include "app/core/paths.hpp"

#include <cstdlib>

#include "app/core/build_info.hpp"

namespace arbiter {
namespace {

std::filesystem::path xdg_dir(const char* variable, const char* fallback_below_home) {
    if (const char* value = std::getenv(variable); value && *value) {
        return std::filesystem::path(value) / "arbiter-trainer";
    }
    const char* home = std::getenv("HOME");
    std::filesystem::path base = (home && *home) ? std::filesystem::path(home) : std::filesystem::path(".");
    return base / fallback_below_home / "arbiter-trainer";
}

}  // namespace

std::filesystem::path user_data_dir() { return xdg_dir("XDG_DATA_HOME", ".local/share"); }

std::filesystem::path user_config_dir() { return xdg_dir("XDG_CONFIG_HOME", ".config"); }

std::filesystem::path user_cache_dir() { return xdg_dir("XDG_CACHE_HOME", ".cache"); }

std::filesystem::path default_database_path() { return user_data_dir() / "trainer.db"; }

std::filesystem::path content_root(const std::string& override_path) {
    if (!override_path.empty()) return override_path;
    if (const char* value = std::getenv("ARBITER_CONTENT_ROOT"); value && *value) return value;
    return build_info::kSourceContentRoot;
}

std::filesystem::path interface_strings_dir(const std::filesystem::path& root) {
    std::error_code ignored;
    if (std::filesystem::is_directory(root / "assets" / "lang", ignored)) return root / "assets" / "lang";
    return content_root() / "assets" / "lang";
}

}  // namespace arbiter
