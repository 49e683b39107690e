// Is this text UTF-8? Content files, answers and JSON are UTF-8 by definition; a file saved as GBK,
// Big5 or Latin-1 (or a binary file given by mistake) must be refused with the place of the first
// bad byte instead of showing mojibake later. Well-formed means RFC 3629: no overlong forms, no
// UTF-16 surrogates, nothing above U+10FFFF.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter {

// Appends the code point `c` (at most U+10FFFF) to `out` as UTF-8: one encoder for the JSON
// reader's \u escapes, the Chinese-text conversion check and the layout audit's glyph names.
void append_utf8(std::string& out, char32_t c);

// The length (1-4) of the well-formed UTF-8 sequence that starts at `text[at]`; 0 when the bytes
// there do not form one (including a sequence cut off by the end of the text).
std::size_t utf8_sequence_length(std::string_view text, std::size_t at);

// Every character of `texts` once, in code point order, as one UTF-8 text (a byte that does not
// start a well-formed sequence is left out): what a font needs of a large body of text, a few
// kilobytes where the texts may be megabytes.
std::string distinct_characters(const std::vector<std::string>& texts);

// The offset of the first byte that is not part of well-formed UTF-8; nullopt when all of it is.
std::optional<std::size_t> first_invalid_utf8(std::string_view text);

struct TextPlace {
    std::size_t line = 1;    // 1-based
    std::size_t column = 1;  // 1-based, in bytes (as the loaders' other messages count)
};
TextPlace place_of_offset(std::string_view text, std::size_t offset);

// "not UTF-8 text (byte 0xCE); save the file as UTF-8": the message for a first_invalid_utf8 hit.
std::string invalid_utf8_message(std::string_view text, std::size_t offset);

}  // namespace arbiter
