// Fills named placeholders in interface strings: "读秒 {n} 次" with {"n", "3"}. Translators can
// move a placeholder anywhere in the sentence, which printf-style formats would not allow safely.
// The trainer's screens (app/ui/text_format.hpp) and the terminal's commands (app/cli) share it.
// A count's noun agrees with it where the language wants it: "{n} {n|period|periods} left" reads
// "1 period left" and "2 periods left" (the first word when the value is 1, else the second; a #
// in it is the value: "{n|once|# times}"); Chinese strings have no need of it.
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
        // "{n|one|other}": the word for the value.
        const std::string choice = "{" + std::string(name) + "|";
        for (std::size_t at = out.find(choice); at != std::string::npos; at = out.find(choice, at)) {
            const std::size_t bar = out.find('|', at + choice.size());
            const std::size_t end = out.find('}', at + choice.size());
            if (bar == std::string::npos || end == std::string::npos || bar > end) break;
            std::string word = std::string_view(value) == "1" ? out.substr(at + choice.size(), bar - at - choice.size())
                                                             : out.substr(bar + 1, end - bar - 1);
            if (const auto hash = word.find('#'); hash != std::string::npos) word.replace(hash, 1, value);  // "{n|once|# times}"
            out.replace(at, end + 1 - at, word);
            at += word.size();
        }
    }
    return out;
}

inline std::string fill(std::string_view pattern,
                        std::initializer_list<std::pair<std::string_view, std::string>> values) {
    return fill_from(pattern, values);
}

}  // namespace arbiter
