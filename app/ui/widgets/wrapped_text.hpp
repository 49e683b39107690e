// Word wrapping that suits Chinese. ImGui 1.86 breaks lines only at spaces, so a Chinese sentence
// with one space in it ("按 1988 年规则……") breaks at that space and leaves a ragged half-empty
// line. Here a line may break between any two CJK characters, or at a space, but never before
// closing punctuation (，。、；：？！）」 …) nor after opening punctuation (（「“ …) — the usual
// rules of Chinese typesetting.
#pragma once

#include <imgui.h>

#include <string_view>
#include <vector>

namespace arbiter::ui {

// Splits `text` into lines no wider than `width` pixels in `font` at `size`. Explicit '\n' breaks.
std::vector<std::string_view> wrap_lines(const ImFont& font, float size, std::string_view text, float width);

// Draws `text` wrapped at `width` (0: the right edge of the content region) in the current font.
void wrapped_text(std::string_view text, float width = 0);
// The same in the muted colour of captions (ImGuiCol_TextDisabled).
void wrapped_text_muted(std::string_view text, float width = 0);

}  // namespace arbiter::ui
