#include "app/core/training/answers/typed_text.hpp"

#include "engine/core/utf8.hpp"

namespace arbiter::training {

namespace {

// The code point of the well-formed sequence of `length` bytes at `text[at]`.
char32_t decode(std::string_view text, std::size_t at, std::size_t length) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[at + i]); };
    if (length == 1) return byte(0);
    char32_t c = byte(0) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07);
    for (std::size_t i = 1; i < length; ++i) c = (c << 6) | (byte(i) & 0x3F);
    return c;
}

}  // namespace

std::vector<std::string> typed_characters(std::string_view text) {
    std::vector<std::string> out;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = utf8_sequence_length(text, at);
        const std::size_t taken = length == 0 ? 1 : length;
        out.emplace_back(text.substr(at, taken));
        at += taken;
    }
    return out;
}

std::string folded_typing(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = utf8_sequence_length(text, at);
        if (length <= 1) {  // ASCII, or a stray byte kept as it came
            out += text[at];
            ++at;
            continue;
        }
        const char32_t c = decode(text, at, length);
        if (c >= 0xFF01 && c <= 0xFF5E) out += static_cast<char>(c - 0xFF01 + 0x21);  // full-width ASCII
        else if (c == 0x3000) out += ' ';   // ideographic space
        else if (c == 0x3001) out += ',';   // 、
        else if (c == 0x00B7 || c == 0x30FB) out += ';';  // · between the parts of a printed ruling
        else out.append(text.substr(at, length));
        at += length;
    }
    return out;
}

bool has_non_ascii(std::string_view text) {
    for (char c : folded_typing(text))
        if (static_cast<unsigned char>(c) >= 0x80) return true;
    return false;
}

}  // namespace arbiter::training
