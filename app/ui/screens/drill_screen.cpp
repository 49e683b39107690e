#include <imgui.h>

#include <iterator>
#include <string>

#include "app/ui/screens/drill_tabs.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/trainer_app.hpp"

namespace arbiter::ui {

namespace {

struct DrillTab {
    const char* name;       // the --tab value and the script target "drill.tab.<name>"
    const char* label_key;  // "drill.tab_<name>"
    void (*draw)(TrainerApp&);
};

// One row per timed drill, in tab order: "when must the arbiter step in" first, then the count-out.
constexpr DrillTab kTabs[] = {
    {"intervention", "drill.tab_intervention", draw_intervention_tab},
    {"countout", "drill.tab_countout", draw_countout_tab},
};

}  // namespace

// Timed drills: acting at the right moment, measured in milliseconds against the engine.
void draw_drill_screen(TrainerApp& app) {
    if (draw_store_unavailable(app)) return;  // a drill's result must go somewhere
    DrillState& state = app.drill();
    constexpr int count = static_cast<int>(std::size(kTabs));
    if (state.tab < 0) {
        state.tab = 0;
        for (int i = 0; i < count; ++i)
            if (app.initial_tab() == kTabs[i].name) state.tab = i;
    }
    if (ImGui::BeginTabBar("##drill_tabs")) {
        for (int i = 0; i < count; ++i) {
            const ImGuiTabItemFlags flags = state.select_tab && state.tab == i ? ImGuiTabItemFlags_SetSelected : 0;
            const std::string label = app.strings().get(kTabs[i].label_key) + "###" + kTabs[i].name;
            const bool open = ImGui::BeginTabItem(label.c_str(), nullptr, flags);
            app.note_last_item(std::string("drill.tab.") + kTabs[i].name);
            if (open) {
                if (!state.select_tab) state.tab = i;
                ImGui::Spacing();
                kTabs[i].draw(app);
                ImGui::EndTabItem();
            }
        }
        state.select_tab = false;
        ImGui::EndTabBar();
    }
}

}  // namespace arbiter::ui
