// The three languages the trainer speaks, and text that carries all three.
// Every user-visible string produced by the engine (explanations, article titles)
// is a LocalizedText so the UI and CLI can switch language without asking the engine again.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

enum class Language { ZhHans, ZhHant, En };

inline constexpr std::array<Language, 3> kAllLanguages = {Language::ZhHans, Language::ZhHant,
                                                          Language::En};

// BCP-47-style tags used on the command line and in content files: "zh-Hans", "zh-Hant", "en".
std::string_view language_tag(Language language);
std::optional<Language> parse_language_tag(std::string_view tag);
// The language's name in itself ("简体中文", "繁體中文", "English"): what a language switch shows,
// the same in every interface language, so a reader finds their own.
const char* language_endonym(Language language);

struct LocalizedText {
    std::string zh_hans;
    std::string zh_hant;
    std::string en;

    const std::string& get(Language language) const;
    std::string& get(Language language);
    bool complete() const { return !zh_hans.empty() && !zh_hant.empty() && !en.empty(); }
    bool operator==(const LocalizedText&) const = default;

    // `more` appended in each language: how sentence parts are put together.
    LocalizedText& operator+=(const LocalizedText& more);
};

inline LocalizedText operator+(LocalizedText first, const LocalizedText& more) { return first += more; }
// The parts in order, each language with its own separator between them ("、" / "、" / ", ").
LocalizedText join(const std::vector<LocalizedText>& parts, const LocalizedText& separator);
// The same for text in one language (or none): `separator` between the parts. A span, so that a
// run of a list (tokens from..to) is joined without copying it.
std::string join_text(std::span<const std::string> parts, std::string_view separator);

}  // namespace arbiter
