// The zh-Hant conversion check (docs/language.md): zh-Hant is zh-Hans in traditional characters, so
// every place where a zh-Hant string differs from the character-by-character conversion of its
// zh-Hans string is either a reviewed exception or an error.
//   - The conversion takes, for each simplified character, the first traditional candidate of
//     OpenCC's STCharacters (assets/lint/zh-s2t-characters.txt, written once by
//     scripts/make-zh-charsets: the build never needs OpenCC), and the zh-Hant quotation marks
//     for the zh-Hans ones (“…” → 「…」, ‘…’ → 『…』).
//   - The two strings are aligned on characters (a longest common subsequence); each run where
//     they differ is a hunk, "converted → actual" (钟 → 鍾, the text has 鐘).
//   - A hunk is accepted when assets/lint/zh-hant-exceptions.yaml lists it (鍾 → 鐘 "the clock"),
//     possibly with the characters around it (宣布 → 宣佈: only 布 after 宣 becomes 佈); a hunk of
//     equal lengths is also accepted when each of its differing characters is. Any other hunk is
//     an error at the zh-Hant string.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "app/core/content_error.hpp"

namespace arbiter::validate {

struct ZhHantConversion {
    struct Exception {
        std::u32string converted;  // the character conversion of zh-Hans, with any context
        std::u32string zh_hant;    // what zh-Hant writes there
        std::string why;
        std::size_t line = 0;  // in zh-hant-exceptions.yaml
    };
    std::unordered_map<char32_t, char32_t> first_candidate;
    std::vector<Exception> exceptions;
};

// Reads zh-s2t-characters.txt and zh-hant-exceptions.yaml in `dir` (assets/lint/); a problem is
// an error at its file and line.
ZhHantConversion load_zh_hant_conversion(const std::filesystem::path& dir, ContentErrors& errors);

// The zh-Hans text converted character by character (with the zh-Hant quotation marks).
std::string convert_to_zh_hant(std::string_view zh_hans, const ZhHantConversion& conversion);

struct ConversionHunk {
    std::string converted;  // may be empty (zh-Hant adds text)
    std::string zh_hant;    // may be empty (zh-Hant leaves text out)
    std::string context;    // the zh-Hant text around it
};

// The hunks where `zh_hant` differs from the conversion of `zh_hans` and no exception covers them.
// With `exception_uses`, each exception that covers a hunk is counted there (by its index).
std::vector<ConversionHunk> unlisted_conversion_hunks(std::string_view zh_hans, std::string_view zh_hant,
                                                      const ZhHantConversion& conversion,
                                                      std::vector<std::size_t>* exception_uses = nullptr);

// The hunk as a problem in the three languages (problem.lint.zh_hant_*: zh-Hant writes other
// characters, adds text, or leaves text out), at `where` (a key such as q-1.prompt; none when empty).
ContentError conversion_hunk_problem(const ConversionHunk& hunk, const std::string& where, std::string file = {},
                                     std::size_t line = 0, std::size_t column = 0);

// "zh-Hant writes '鍾' where the character conversion of zh-Hans gives '鐘' (…)": the message of an
// unlisted hunk, for the string named `key`.
std::string conversion_hunk_message(const ConversionHunk& hunk, std::string_view key);

}  // namespace arbiter::validate
