// Keyboard shortcuts of the shell, and key names for scripted UI tests.
// Ctrl+1..9 and Ctrl+0 open the screens in sidebar order; Ctrl+= / Ctrl+- change the text size;
// Ctrl+L cycles the language; Ctrl+D switches between light and dark.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace arbiter::ui {

class TrainerApp;

// Applies the shortcuts pressed this frame. Not while a text field has the keyboard.
void handle_shortcuts(TrainerApp& app);

// For the settings screen's list: ("Ctrl+1 … Ctrl+9, Ctrl+0", "shortcut.screens") ...
struct ShortcutHelp {
    const char* keys;
    const char* description_key;
};
const std::vector<ShortcutHelp>& shortcut_help();

// A key with modifiers, as scripted tests name it: "ctrl+3", "ctrl+equal", "ctrl+l", "tab".
struct KeyChord {
    int key = -1;  // GLFW key code (the index ImGui 1.86 uses for io.KeysDown)
    bool ctrl = false;
    bool shift = false;
};
std::optional<KeyChord> parse_key_chord(std::string_view text);

}  // namespace arbiter::ui
