// Tab and Shift+Tab move the keyboard focus through every named control of the screen, in the
// order drawn. ImGui 1.86 tabs only between text fields (and its arrow-key navigation stays inside
// one child window), so the trainer keeps its own order: each control a screen names for the
// scripted tests (TrainerApp::note_last_item) is a tab stop, and a Tab press moves ImGui's nav
// focus to the next one — the same focus the arrows move, that Space or Enter activates and that
// the theme draws as a ring. Inside a text field Tab stays ImGui's.
#pragma once

#include <vector>

struct ImGuiIO;
struct ImGuiWindow;

namespace arbiter::ui {

class TabOrder {
public:
    // Before ImGui::NewFrame(): takes a Tab press out of `io` (when no text field has the keys)
    // and remembers its direction for end_frame(); Enter becomes ImGui's "activate", like Space.
    void take_tab_press(ImGuiIO& io);
    // While the screens draw: one tab stop, the item just submitted.
    void add_last_item();
    // After the screens drew, before ImGui::Render(): moves the focus for a Tab pressed this
    // frame and starts a new list for the next frame.
    void end_frame();

private:
    struct Stop {
        unsigned id = 0;
        ImGuiWindow* window = nullptr;
        float min_x = 0, min_y = 0, max_x = 0, max_y = 0;
    };
    std::vector<Stop> stops_;
    int direction_ = 0;   // +1 Tab, -1 Shift+Tab, 0 none this frame
    bool tab_down_ = false;
};

}  // namespace arbiter::ui
