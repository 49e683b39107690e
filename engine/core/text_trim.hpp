// Whitespace off both ends of a piece of text: one definition for the loaders, the answer codec
// and the editors' forms, which each had their own.
#pragma once

#include <cctype>
#include <string>
#include <string_view>

namespace arbiter {

// `text` without leading and trailing white space (spaces, tabs, line breaks).
inline std::string trimmed(std::string_view text) {
    std::size_t begin = 0, end = text.size();
    while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
    while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
    return std::string(text.substr(begin, end - begin));
}

}  // namespace arbiter
