// The Chinese text lint: mistakes a zh-Hans / zh-Hant pair can hide from a reader of the other
// script, checked in every string rather than noticed by chance (docs/language.md):
//   - a simplified-only character in zh-Hant, a traditional-only one in zh-Hans (character sets
//     taken from OpenCC and kept as text in assets/lint/, so the build never needs OpenCC);
//   - a known bad conversion from the deny list (鍾 for the clock, 迴圈 for the round robin …);
//   - the other script's quotation marks (zh-Hans “…”, zh-Hant 「…」);
//   - a Latin word that is not on the allowlist ("norm" left in Chinese text);
//   - and, as a warning, a variant where the glossary has one word per concept (将死 → 将杀);
//   - in a zh-Hans / zh-Hant pair, a place where zh-Hant differs from the character conversion of
//     zh-Hans and the reviewed exceptions do not list it (zh_hant_conversion.hpp).
// `arbiter-cli validate` runs it over the content and assets/lang; the tests over the engine's texts.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "app/core/content_error.hpp"
#include "app/core/validate/zh_hant_conversion.hpp"
#include "engine/core/language.hpp"

namespace arbiter::validate {

struct ChineseTextRules {
    struct Denied {
        std::string text;
        Language language = Language::ZhHant;
        std::string use;  // the right word
        std::string why;
    };
    struct Term {
        std::string en;
        std::string zh_hans;
        std::string zh_hant;
        std::vector<std::string> variants;  // in either script
    };
    std::unordered_set<char32_t> simplified_only;
    std::unordered_set<char32_t> traditional_only;
    std::vector<Denied> denied;
    std::vector<Term> glossary;
    std::unordered_set<std::string> latin_allowed;
    ZhHantConversion conversion;  // zh-s2t-characters.txt and zh-hant-exceptions.yaml
};

// Reads chinese.yaml, the two character files, the conversion table and the zh-Hant exceptions in
// `dir` (assets/lint/); a problem with them is an error at its file and line.
ChineseTextRules load_chinese_text_rules(const std::filesystem::path& dir, ContentErrors& errors);
// assets/lint/ under the content root (or the installed one).
std::filesystem::path chinese_text_rules_dir(const std::filesystem::path& content_root);
// Whether `content_root` has rules of its own (assets/lint), rather than the program's.
bool has_own_chinese_text_rules(const std::filesystem::path& content_root);

// One problem of a string: its assets/lang key (problem.lint.*) and arguments, so validate --lang
// and the editors show it in the reader's language, and its English text.
struct TextFinding {
    bool error = true;  // false: a warning (a glossary variant)
    std::string message;  // English
    std::string key;
    std::vector<MessageArg> args;
};

// The problems of one string written in `language` (zh-Hans or zh-Hant; English is not checked).
std::vector<TextFinding> lint_chinese_text(std::string_view text, Language language, const ChineseTextRules& rules);

// Every Chinese string of a YAML file, each reported at its line: the zh-Hans / zh-Hant values of
// every mapping, or every string of an interface-strings file named zh-Hans.yaml / zh-Hant.yaml.
// Each pair is also checked against the character conversion: a mapping's zh-Hans and zh-Hant, and
// for zh-Hant.yaml each key against the zh-Hans.yaml beside it (reported at the zh-Hant string,
// with the key: an item's id and the path below it, or the interface string's key).
// `name` is the file as messages show it. A file that does not parse is left to its validator.
// With `exception_uses`, the zh-Hant exceptions the file needs are counted there (by index).
void lint_chinese_file(const std::filesystem::path& file, const std::string& name, const ChineseTextRules& rules,
                       ContentErrors& errors, ContentErrors& warnings,
                       std::vector<std::size_t>* exception_uses = nullptr);

}  // namespace arbiter::validate
