// Fills named placeholders in interface strings: "读秒 {n} 次" with {"n", "3"}. Translators can
// move a placeholder anywhere in the sentence, which printf-style formats would not allow safely.
// The trainer's screens (app/ui/text_format.hpp) and the terminal's commands (app/cli) share it.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace arbiter {

// Any range of (name, value) pairs: a braced list at the call, or values kept for later (a pack's
// problem carries its values until it is described in the reader's language).
template <typename Pairs>
std::string fill_from(std::string_view pattern, const Pairs& values) {
    std::string out(pattern);
    for (const auto& [name, value] : values) {
        const std::string placeholder = "{" + std::string(name) + "}";
        for (std::size_t at = out.find(placeholder); at != std::string::npos;
             at = out.find(placeholder, at + std::string_view(value).size()))
            out.replace(at, placeholder.size(), value);
    }
    return out;
}

inline std::string fill(std::string_view pattern,
                        std::initializer_list<std::pair<std::string_view, std::string>> values) {
    return fill_from(pattern, values);
}

}  // namespace arbiter
