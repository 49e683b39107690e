// Fills named placeholders in interface strings: "读秒 {n} 次" with {"n", "3"}. The function lives
// in app/core/text_fill.hpp, shared with the terminal's commands; the screens keep calling it as
// arbiter::ui::fill.
#pragma once

#include "app/core/text_fill.hpp"

namespace arbiter::ui {

using arbiter::fill;

}  // namespace arbiter::ui
