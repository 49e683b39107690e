#include "engine/core/utf8.hpp"

#include <cstdio>
#include <set>

namespace arbiter {

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

std::size_t utf8_sequence_length(std::string_view text, std::size_t at) {
    auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80) return 1;
    std::size_t length = 0;
    unsigned char low = 0x80, high = 0xBF;  // the allowed range of the second byte
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        if (lead == 0xE0) low = 0xA0;   // overlong below U+0800
        if (lead == 0xED) high = 0x9F;  // U+D800..U+DFFF are surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        if (lead == 0xF0) low = 0x90;   // overlong below U+10000
        if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
    } else {
        return 0;  // a continuation byte, an overlong lead C0/C1, or F5..FF
    }
    if (at + length > text.size()) return 0;
    if (byte(at + 1) < low || byte(at + 1) > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(at + i) < 0x80 || byte(at + i) > 0xBF) return 0;
    return length;
}

std::string distinct_characters(const std::vector<std::string>& texts) {
    // UTF-8's byte order is code point order, and string_view compares bytes unsigned.
    std::set<std::string_view> seen;
    for (const std::string& text : texts)
        for (std::size_t at = 0; at < text.size();) {
            const std::size_t length = utf8_sequence_length(text, at);
            if (length == 0) {
                ++at;
                continue;
            }
            seen.insert(std::string_view(text).substr(at, length));
            at += length;
        }
    std::string out;
    for (std::string_view character : seen) out += character;
    return out;
}

std::optional<std::size_t> first_invalid_utf8(std::string_view text) {
    for (std::size_t at = 0; at < text.size();) {
        std::size_t length = utf8_sequence_length(text, at);
        if (length == 0) return at;
        at += length;
    }
    return std::nullopt;
}

TextPlace place_of_offset(std::string_view text, std::size_t offset) {
    TextPlace place;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++place.line;
            place.column = 1;
        } else {
            ++place.column;
        }
    }
    return place;
}

std::string invalid_utf8_message(std::string_view text, std::size_t offset) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", offset < text.size() ? static_cast<unsigned char>(text[offset]) : 0u);
    return std::string("not UTF-8 text (byte ") + hex + "); save the file as UTF-8";
}

}  // namespace arbiter
