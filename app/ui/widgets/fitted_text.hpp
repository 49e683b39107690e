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
// A Checkbox whose label is fitted to what is left of the content region's width.
bool fitted_checkbox(std::string_view label, const char* id, bool* value);

// SameLine() when an item `item_width` wide still fits before `right_edge` (a screen x), else
// nothing, so the item starts the next line: rows of buttons that wrap in a narrow window.
void same_line_if_fits(float item_width, float right_edge);
// The right edge of the current window's content region, in screen coordinates.
float content_right_edge();
// The width ImGui gives a button with this label; a check box with this label; a text.
float button_width(std::string_view label);
float checkbox_width(std::string_view label);
float text_width(std::string_view text);

}  // namespace arbiter::ui
