// The parsers that report a reason in the three languages (parse_uci, parse_san, Game::play_uci,
// TimeControl::parse) keep an overload with the reason as plain text for callers that show no
// language (tools, tests, the CLI's English): that overload is the three-language one with the
// English words kept.
#pragma once

#include <string>

#include "engine/core/language.hpp"

namespace arbiter {

// Runs `attempt` with a LocalizedText for its reason (none when `error` is null); when the
// result is empty or false, the reason's English words go to `error`.
template <class Attempt>
auto with_english_error(std::string* error, Attempt&& attempt) {
    LocalizedText why;
    auto result = attempt(error ? &why : nullptr);
    if (!result && error) *error = why.en;
    return result;
}

}  // namespace arbiter
