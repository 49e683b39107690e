#include "app/ui/screens/screen_parts.hpp"

#include <imgui.h>

#include <string>

#include "app/ui/font_atlas.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

void section_title(const char* text) {
    if (ui_fonts().title) ImGui::PushFont(ui_fonts().title);
    ImGui::TextUnformatted(text);
    if (ui_fonts().title) ImGui::PopFont();
}

void screen_link(TrainerApp& app, const char* label, std::string_view name, int tab) {
    if (ImGui::Button(label)) {
        if (tab >= 0) {
            app.gallery().tab = tab;
            app.gallery().select_tab = true;
        }
        app.open_screen(name);
    }
    app.note_last_item("link." + std::string(name));
}

void content_found_line(TrainerApp& app, const char* key, std::size_t count, const std::string& path) {
    const std::string line = fill(app.strings().get(key), {{"n", std::to_string(count)}, {"path", path}});
    wrapped_text_muted(line);  // paths can be long
}

}  // namespace arbiter::ui
