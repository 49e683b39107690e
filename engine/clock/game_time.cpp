#include "engine/clock/game_time.hpp"

#include <cctype>
#include <vector>

namespace arbiter::clock {

namespace {

// Digits with an optional fraction ("05", "5.25") as milliseconds of `unit`.
std::optional<Millis> parse_number(std::string_view s, Millis unit) {
    if (s.empty()) return std::nullopt;
    Millis whole = 0;
    std::size_t i = 0;
    for (; i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])); ++i) {
        whole = whole * 10 + (s[i] - '0');
        if (whole > 1'000'000'000) return std::nullopt;
    }
    if (i == 0) return std::nullopt;
    Millis result = whole * unit;
    if (i < s.size()) {
        if (s[i] != '.' || i + 1 == s.size()) return std::nullopt;
        Millis scale = unit;
        for (++i; i < s.size(); ++i) {
            if (!std::isdigit(static_cast<unsigned char>(s[i]))) return std::nullopt;
            scale /= 10;
            result += (s[i] - '0') * scale;
        }
    }
    return result;
}

}  // namespace

std::optional<Millis> parse_game_time(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (text.empty()) return std::nullopt;

    if (text.find(':') != std::string_view::npos) {
        std::vector<std::string_view> parts;
        std::size_t start = 0;
        for (std::size_t pos; (pos = text.find(':', start)) != std::string_view::npos; start = pos + 1)
            parts.push_back(text.substr(start, pos - start));
        parts.push_back(text.substr(start));
        if (parts.size() > 3) return std::nullopt;
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const bool last = i + 1 == parts.size();
            // Only the seconds may carry a fraction; fields after a colon have two digits and stay under 60.
            if (!last && parts[i].find('.') != std::string_view::npos) return std::nullopt;
            if (i > 0 && (parts[i].size() < 2 || !std::isdigit(static_cast<unsigned char>(parts[i][1]))))
                return std::nullopt;
            auto value = parse_number(parts[i], last ? 1000 : 1);
            if (!value) return std::nullopt;
            if (i > 0 && (last ? *value >= 60'000 : *value >= 60)) return std::nullopt;
        }
        Millis result = 0;
        for (std::size_t i = 0; i + 1 < parts.size(); ++i) result = result * 60 + *parse_number(parts[i], 1);
        return result * 60'000 + *parse_number(parts.back(), 1000);
    }

    // Unit suffixes: "1h30m", "90m", "45s", "1m30s".
    if (std::isalpha(static_cast<unsigned char>(text.back()))) {
        Millis total = 0;
        std::size_t start = 0;
        bool any = false;
        for (std::size_t i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') continue;
            Millis unit = c == 'h' ? 3'600'000 : c == 'm' ? 60'000 : c == 's' ? 1000 : 0;
            if (unit == 0) return std::nullopt;
            auto value = parse_number(text.substr(start, i - start), unit);
            if (!value) return std::nullopt;
            total += *value;
            start = i + 1;
            any = true;
        }
        if (!any || start != text.size()) return std::nullopt;
        return total;
    }
    return parse_number(text, 1000);
}

std::string format_game_time(Millis t) {
    std::string out;
    if (t < 0) {
        out = "-";
        t = -t;
    }
    const Millis hours = t / 3'600'000;
    const Millis mins = t / 60'000 % 60;
    const Millis secs = t / 1000 % 60;
    const Millis ms = t % 1000;
    auto two = [](Millis v) { return (v < 10 ? "0" : "") + std::to_string(v); };
    if (hours > 0) out += std::to_string(hours) + ":" + two(mins);
    else out += std::to_string(mins);
    out += ":" + two(secs);
    if (ms) {
        std::string frac = std::to_string(ms + 1000).substr(1);
        while (frac.back() == '0') frac.pop_back();
        out += "." + frac;
    }
    return out;
}

}  // namespace arbiter::clock
