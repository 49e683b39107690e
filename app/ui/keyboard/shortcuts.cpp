#include "app/ui/keyboard/shortcuts.hpp"

#include <imgui.h>
#include <GLFW/glfw3.h>  // key codes: ImGui 1.86 indexes io.KeysDown by the backend's codes

#include <cctype>

#include "app/ui/screens/screen_registry.hpp"
#include "app/ui/trainer_app.hpp"

namespace arbiter::ui {

namespace {
constexpr float kFontStep = 2.0f;
}

void handle_shortcuts(TrainerApp& app) {
    const ImGuiIO& io = ImGui::GetIO();
    if (!io.KeyCtrl || io.WantTextInput) return;
    const auto& screens = screen_entries();
    for (int digit = 0; digit <= 9; ++digit) {
        const int index = digit == 0 ? 9 : digit - 1;
        if (index < static_cast<int>(screens.size()) &&
            (ImGui::IsKeyPressed(GLFW_KEY_0 + digit, false) || ImGui::IsKeyPressed(GLFW_KEY_KP_0 + digit, false)))
            app.open_screen(screens[static_cast<std::size_t>(index)].name);
    }
    if (ImGui::IsKeyPressed(GLFW_KEY_EQUAL, false) || ImGui::IsKeyPressed(GLFW_KEY_KP_ADD, false))
        app.set_font_size(app.font_size() + kFontStep);
    if (ImGui::IsKeyPressed(GLFW_KEY_MINUS, false) || ImGui::IsKeyPressed(GLFW_KEY_KP_SUBTRACT, false))
        app.set_font_size(app.font_size() - kFontStep);
    if (ImGui::IsKeyPressed(GLFW_KEY_L, false)) {
        const auto current = static_cast<std::size_t>(app.language());
        app.set_language(kAllLanguages[(current + 1) % kAllLanguages.size()]);
    }
    if (ImGui::IsKeyPressed(GLFW_KEY_D, false)) app.set_theme(app.theme() == Theme::Dark ? Theme::Light : Theme::Dark);
}

const std::vector<ShortcutHelp>& shortcut_help() {
    static const std::vector<ShortcutHelp> help = {
        {"Ctrl+1 … Ctrl+9, Ctrl+0", "shortcut.screens"},
        {"Ctrl+= / Ctrl+-", "shortcut.font_size"},
        {"Ctrl+L", "shortcut.language"},
        {"Ctrl+D", "shortcut.theme"},
        {"Ctrl+← / Ctrl+→", "shortcut.exam_items"},
        {"Ctrl+F", "shortcut.exam_flag"},
        {"Tab / Shift+Tab", "shortcut.focus"},
        {"Space / Enter", "shortcut.activate"},
    };
    return help;
}

std::optional<KeyChord> parse_key_chord(std::string_view text) {
    KeyChord chord;
    while (true) {
        if (text.substr(0, 5) == "ctrl+") {
            chord.ctrl = true;
            text.remove_prefix(5);
        } else if (text.substr(0, 6) == "shift+") {
            chord.shift = true;
            text.remove_prefix(6);
        } else {
            break;
        }
    }
    if (text.size() == 1 && std::isdigit(static_cast<unsigned char>(text[0]))) chord.key = GLFW_KEY_0 + (text[0] - '0');
    else if (text.size() == 1 && std::islower(static_cast<unsigned char>(text[0]))) chord.key = GLFW_KEY_A + (text[0] - 'a');
    else if (text == "equal") chord.key = GLFW_KEY_EQUAL;
    else if (text == "minus") chord.key = GLFW_KEY_MINUS;
    else if (text == "tab") chord.key = GLFW_KEY_TAB;
    else if (text == "enter") chord.key = GLFW_KEY_ENTER;
    else if (text == "space") chord.key = GLFW_KEY_SPACE;
    else if (text == "escape") chord.key = GLFW_KEY_ESCAPE;
    else if (text == "left") chord.key = GLFW_KEY_LEFT;
    else if (text == "right") chord.key = GLFW_KEY_RIGHT;
    else if (text == "up") chord.key = GLFW_KEY_UP;
    else if (text == "down") chord.key = GLFW_KEY_DOWN;
    else return std::nullopt;
    return chord;
}

}  // namespace arbiter::ui
