#include "app/ui/keyboard/tab_order.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <GLFW/glfw3.h>

#include <algorithm>

namespace arbiter::ui {

void TabOrder::take_tab_press(ImGuiIO& io) {
    const bool down = io.KeysDown[GLFW_KEY_TAB];
    const bool pressed = down && !tab_down_;
    tab_down_ = down;
    // A text field that has the keys keeps Tab (ImGui moves between text fields itself) and Enter.
    if (io.WantTextInput) return;
    // Enter presses the focused control, as Space does (ImGui 1.86 gives Enter to text input only).
    if (io.KeysDown[GLFW_KEY_ENTER] || io.KeysDown[GLFW_KEY_KP_ENTER]) io.NavInputs[ImGuiNavInput_Activate] = 1.0f;
    if (pressed) direction_ = io.KeyShift ? -1 : +1;
    io.KeysDown[GLFW_KEY_TAB] = false;  // ImGui 1.86's own tabbing would fight ours
}

void TabOrder::add_last_item() {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    const ImGuiID id = g.LastItemData.ID;
    if (id == 0 || (g.LastItemData.InFlags & (ImGuiItemFlags_Disabled | ImGuiItemFlags_NoNav))) return;
    const ImRect& r = g.LastItemData.Rect;
    stops_.push_back({id, g.CurrentWindow, r.Min.x, r.Min.y, r.Max.x, r.Max.y});
}

void TabOrder::end_frame() {
    if (direction_ != 0 && !stops_.empty()) {
        ImGuiContext& g = *ImGui::GetCurrentContext();
        const auto current = std::find_if(stops_.begin(), stops_.end(), [&](const Stop& s) { return s.id == g.NavId; });
        std::size_t next = 0;
        const std::size_t n = stops_.size();
        if (current == stops_.end()) next = direction_ > 0 ? 0 : n - 1;  // nothing focused yet: the first (last)
        else next = (static_cast<std::size_t>(current - stops_.begin()) + n + static_cast<std::size_t>(direction_ > 0 ? 1 : n - 1)) % n;
        const Stop& stop = stops_[next];
        ImGui::FocusWindow(stop.window);
        ImGui::SetFocusID(stop.id, stop.window);
        ImGui::ScrollToBringRectIntoView(stop.window, ImRect(stop.min_x, stop.min_y, stop.max_x, stop.max_y));
        g.NavDisableHighlight = false;  // show the ring, as after an arrow key
        g.NavDisableMouseHover = true;
    }
    direction_ = 0;
    stops_.clear();
}

}  // namespace arbiter::ui
