// Fills named placeholders in interface strings: "读秒 {n} 次" with {"n", "3"}. Translators can
// move a placeholder anywhere in the sentence, which printf-style formats would not allow safely.
// The trainer's screens (app/ui/text_format.hpp) and the terminal's commands (app/cli) share it.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

namespace arbiter {

inline std::string fill(std::string_view pattern,
                        std::initializer_list<std::pair<std::string_view, std::string>> values) {
    std::string out(pattern);
    for (const auto& [name, value] : values) {
        const std::string placeholder = "{" + std::string(name) + "}";
        for (std::size_t at = out.find(placeholder); at != std::string::npos;
             at = out.find(placeholder, at + value.size()))
            out.replace(at, placeholder.size(), value);
    }
    return out;
}

}  // namespace arbiter
