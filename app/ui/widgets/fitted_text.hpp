// One line of text that fits the width it is given: cut on a character boundary and ended with
// an ellipsis ("…") when it is too long, with the whole text in a tooltip on hover. For titles,
// list entries and labels that must not wrap (a list of 300 scenario titles, a heading above a
// board); tests/ui/test_layout_audit.cpp proves the result is never cut at the side.
#pragma once

#include <imgui.h>

#include <string>
#include <string_view>

namespace arbiter::ui {

// `text` itself when it fits in `width` pixels in `font` at `size`, else its longest prefix that
// fits followed by "…". Never splits a UTF-8 character; an empty string when not even "…" fits.
std::string ellipsized(const ImFont& font, float size, std::string_view text, float width);

// The text on one line in the current font, fitted to `width` (0: to the right edge of the
// content region); the whole text as a tooltip when it was shortened and is hovered.
void fitted_text(std::string_view text, float width = 0);
// The same in the muted colour of captions.
void fitted_text_muted(std::string_view text, float width = 0);

// A Selectable whose label is fitted to `width` (0: the content region's right edge), with the
// whole label as a tooltip when shortened. `id` keeps the item's identity whatever is shown.
bool fitted_selectable(std::string_view label, const char* id, bool selected, float width = 0);

}  // namespace arbiter::ui
