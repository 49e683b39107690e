// The screens of the trainer, in sidebar order. To add a screen: write screens/<name>_screen.cpp
// with `void draw_<name>_screen(TrainerApp&)`, declare it in screens/screens.hpp, add a row here
// (screen_registry.cpp) and its "screen.<name>" strings to assets/lang/*.yaml. The sidebar, the
// Ctrl+digit shortcut, `--screen <name>` and the screenshot tests (tests/ui) follow from the row.
#pragma once

#include <string_view>
#include <vector>

namespace arbiter::ui {

class TrainerApp;

struct ScreenEntry {
    const char* name;        // the --screen value
    const char* label_key;   // sidebar label and page title: "screen.<name>"
    void (*draw)(TrainerApp&);
};

const std::vector<ScreenEntry>& screen_entries();
const ScreenEntry* find_screen(std::string_view name);

}  // namespace arbiter::ui
