// What a candidate types at the terminal, read as whole characters. A Chinese input method gives
// full-width letters and digits (Ａ, ２０．１), Chinese punctuation (，、；：) and the ideographic
// space; read byte by byte, "结果" became "?" and half a character in the answer's error. Every
// reader of a typed answer (option letters, true/false, a ruling in words) goes through here.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::training {

// The text's characters, each a whole UTF-8 sequence; a byte that starts no well-formed sequence
// is a character of its own (shown as it came, never split further).
std::vector<std::string> typed_characters(std::string_view text);

// The text with what an input method gives folded to what the readers expect: full-width ASCII
// (U+FF01–U+FF5E) to ASCII, the ideographic space to a space, 、 to a comma, the middle dot of a
// printed ruling (" · ") to a semicolon. Letters keep their case (article numbers such as III.5
// are case-sensitive). Chinese characters are left as they are.
std::string folded_typing(std::string_view text);

// Whether the text holds a character outside ASCII after folding (a Chinese word).
bool has_non_ascii(std::string_view text);

}  // namespace arbiter::training
