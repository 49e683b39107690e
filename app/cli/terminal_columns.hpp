// How wide text is on a terminal, for lining up columns of Chinese and English alike.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace arbiter::cli {

// Columns a terminal gives UTF-8 text: two for each wide East Asian character (Chinese, Japanese,
// Korean, full-width punctuation), one for every other character.
std::size_t display_width(std::string_view text);

// `text` followed by spaces up to `width` columns, then two more (a column gap).
std::string padded(const std::string& text, std::size_t width);

}  // namespace arbiter::cli
