// Kinds (enums) written as words in files and on the command line ("black_wins", "call_flag", a
// drill's "level-points"), read back from those words. Either a table pairs each kind with its
// word, or a code function (a switch naming every kind, so the compiler sees a new kind without
// one) gives it; reading a word back is the same lookup for every table and every code function.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace arbiter {

// The word of `kind` in `table`; `fallback` when the table does not list it.
template <class Kind, std::size_t N>
std::string_view table_word(const std::array<std::pair<Kind, std::string_view>, N>& table, Kind kind,
                            std::string_view fallback) {
    for (const auto& [k, word] : table)
        if (k == kind) return word;
    return fallback;
}

// The kind whose word in `table` is `word`; none when no kind has it.
template <class Kind, std::size_t N>
std::optional<Kind> table_kind(const std::array<std::pair<Kind, std::string_view>, N>& table, std::string_view word) {
    for (const auto& [kind, w] : table)
        if (w == word) return kind;
    return std::nullopt;
}

// The kind among `kinds` whose `code_of` is `code`; none when no kind has it.
template <class Kind, std::size_t N, class CodeOf>
std::optional<Kind> kind_with_code(std::string_view code, const Kind (&kinds)[N], CodeOf code_of) {
    for (Kind kind : kinds)
        if (code_of(kind) == code) return kind;
    return std::nullopt;
}

}  // namespace arbiter
