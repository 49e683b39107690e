#include "app/core/ui_strings.hpp"

#include <yaml-cpp/yaml.h>

namespace arbiter {

UiStrings UiStrings::load(const std::filesystem::path& lang_dir, Language language, ContentErrors& errors) {
    UiStrings result;
    result.language_ = language;
    const std::filesystem::path file = lang_dir / (std::string(language_tag(language)) + ".yaml");
    YAML::Node root;
    try {
        root = YAML::LoadFile(file.string());
    } catch (const YAML::BadFile&) {
        errors.push_back({file.string(), 0, 0, "cannot open the language file"});
        return result;
    } catch (const YAML::Exception& e) {
        errors.push_back({file.string(), static_cast<std::size_t>(e.mark.line + 1),
                          static_cast<std::size_t>(e.mark.column + 1), e.msg});
        return result;
    }
    if (!root.IsMap()) {
        errors.push_back({file.string(), 1, 1, "expected a map of key: text"});
        return result;
    }
    for (const auto& entry : root) {
        const auto mark = entry.first.Mark();
        if (!entry.second.IsScalar()) {
            errors.push_back({file.string(), static_cast<std::size_t>(mark.line + 1),
                              static_cast<std::size_t>(mark.column + 1),
                              "the value of '" + entry.first.as<std::string>() + "' must be text"});
            continue;
        }
        result.strings_[entry.first.as<std::string>()] = entry.second.as<std::string>();
    }
    return result;
}

const std::string& UiStrings::get(std::string_view key) const {
    if (auto it = strings_.find(key); it != strings_.end()) return it->second;
    auto [it, inserted] = missing_.try_emplace(std::string(key), std::string(key));
    return it->second;
}

}  // namespace arbiter
