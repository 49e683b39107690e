// Numbers read from text the way the whole program reads them: with <charconv> (no locale, no
// exceptions, no silent prefix: "12abc" is not 12), the whole text or nothing. Loaders, the
// command line and the screens ask these rather than std::stoi / atoi, so a bad number becomes
// the caller's clear message instead of an exception or a quiet 0.
#pragma once

#include <charconv>
#include <optional>
#include <string_view>
#include <system_error>

namespace arbiter {

// A whole number in base 10 ("42", "-7"; a leading '+' is allowed), fitting T; nullopt otherwise.
template <class T>
std::optional<T> parse_whole_number(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    T value{};
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

// A decimal number ("183.5", "-0.25", "1e3"); nullopt for anything else, or infinity / NaN.
inline std::optional<double> parse_decimal(std::string_view text) {
    if (!text.empty() && text.front() == '+') text.remove_prefix(1);
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || value != value ||
        value - value != 0)
        return std::nullopt;
    return value;
}

}  // namespace arbiter
