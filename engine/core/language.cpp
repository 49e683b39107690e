#include "engine/core/language.hpp"

namespace arbiter {

std::string_view language_tag(Language language) {
    switch (language) {
        case Language::ZhHans: return "zh-Hans";
        case Language::ZhHant: return "zh-Hant";
        case Language::En: return "en";
    }
    return "zh-Hans";
}

const char* language_endonym(Language language) {
    switch (language) {
        case Language::ZhHans: return "简体中文";
        case Language::ZhHant: return "繁體中文";
        case Language::En: return "English";
    }
    return "简体中文";
}

std::optional<Language> parse_language_tag(std::string_view tag) {
    // Accept the common regional spellings too: people type zh-CN / zh-TW.
    if (tag == "zh-Hans" || tag == "zh-CN" || tag == "zh" || tag == "zh_CN") return Language::ZhHans;
    if (tag == "zh-Hant" || tag == "zh-TW" || tag == "zh-HK" || tag == "zh_TW") return Language::ZhHant;
    if (tag == "en" || tag == "en-US" || tag == "en-GB" || tag == "en_US") return Language::En;
    return std::nullopt;
}

const std::string& LocalizedText::get(Language language) const {
    switch (language) {
        case Language::ZhHans: return zh_hans;
        case Language::ZhHant: return zh_hant;
        case Language::En: return en;
    }
    return zh_hans;
}

std::string& LocalizedText::get(Language language) {
    return const_cast<std::string&>(static_cast<const LocalizedText&>(*this).get(language));
}

LocalizedText& LocalizedText::operator+=(const LocalizedText& more) {
    zh_hans += more.zh_hans;
    zh_hant += more.zh_hant;
    en += more.en;
    return *this;
}

LocalizedText join(const std::vector<LocalizedText>& parts, const LocalizedText& separator) {
    LocalizedText out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += separator;
        out += parts[i];
    }
    return out;
}

std::string join_text(std::span<const std::string> parts, std::string_view separator) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (i > 0) out += separator;
        out += parts[i];
    }
    return out;
}

}  // namespace arbiter
