// The user-interface strings of one language, loaded from assets/lang/<tag>.yaml.
// The files are flat maps "key: text"; the keys are the same in every language
// (tests/core/test_ui_strings.cpp checks that).
#pragma once

#include <filesystem>
#include <map>
#include <string>
#include <string_view>

#include "app/core/content_error.hpp"
#include "engine/core/language.hpp"

namespace arbiter {

class UiStrings {
public:
    // Loads <lang_dir>/<tag>.yaml. Problems go to `errors`; what could be read is kept.
    static UiStrings load(const std::filesystem::path& lang_dir, Language language, ContentErrors& errors);

    // The text for `key`; the key itself when the file lacks it, so a gap is visible, never a crash.
    const std::string& get(std::string_view key) const;
    const char* c_str(std::string_view key) const { return get(key).c_str(); }
    bool has(std::string_view key) const { return strings_.find(std::string(key)) != strings_.end(); }

    Language language() const { return language_; }
    const std::map<std::string, std::string, std::less<>>& all() const { return strings_; }

private:
    Language language_ = Language::ZhHans;
    std::map<std::string, std::string, std::less<>> strings_;
    mutable std::map<std::string, std::string, std::less<>> missing_;  // keys echoed back
};

}  // namespace arbiter
