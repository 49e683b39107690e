// What the fuzz targets share: a check that stops the run with a message (libFuzzer saves the
// input that made it fail) and the split of an input into its first line and the rest.
#pragma once
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <utility>

namespace arbiter::fuzz {

// A broken property is a finding just like a crash, so abort() is what tells libFuzzer.
inline void check(bool ok, const char* what) {
    if (ok) return;
    std::fprintf(stderr, "fuzz property broken: %s\n", what);
    std::abort();
}

// "first line\nrest" -> {"first line", "rest"}; no newline -> {"", text}.
inline std::pair<std::string_view, std::string_view> split_first_line(std::string_view text) {
    std::size_t newline = text.find('\n');
    if (newline == std::string_view::npos) return {{}, text};
    return {text.substr(0, newline), text.substr(newline + 1)};
}

}  // namespace arbiter::fuzz
