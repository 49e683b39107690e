// The engine's one way of filling three-language sentences: the sentence is written once per
// language with "{name}" where a value goes, and each value is either data shown as written in
// every language (a square, a SAN move, a FEN field, a number) or words of its own in three
// languages (a side's name). The readers (SGF, PGN, FEN, diagram), the drills and the pairing
// explanations call it directly; the rulings through their vocabulary of values
// (engine/rules/sentence.hpp).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/language.hpp"

namespace arbiter {

// A sentence (or a template for fill_localized) in zh-Hans, zh-Hant and English, as the engine
// writes its texts: L("落子点已有棋子", "落子點已有棋子", "the point is occupied").
inline LocalizedText L(const char* hans, const char* hant, const char* en) { return {hans, hant, en}; }

struct FillValue {
    std::string_view name;
    LocalizedText text;

    // Data: the same characters in every language.
    FillValue(std::string_view value_name, std::string data) : name(value_name), text{data, data, data} {}
    FillValue(std::string_view value_name, const char* data) : FillValue(value_name, std::string(data)) {}
    // Words: each language takes its own.
    FillValue(std::string_view value_name, LocalizedText words) : name(value_name), text(std::move(words)) {}
};

// `pattern` with every "{name}" of a value replaced, in each language, in one pass (a value that
// holds braces, such as the author's text, is never read again as a placeholder); a placeholder
// without a value stays as written, so a gap shows rather than vanishing.
LocalizedText fill_localized(const LocalizedText& pattern, const std::vector<FillValue>& values);
inline LocalizedText fill_localized(const LocalizedText& pattern, std::initializer_list<FillValue> values) {
    return fill_localized(pattern, std::vector<FillValue>(values));
}

}  // namespace arbiter
