#include "app/ui/screens/screen_parts.hpp"

#include <imgui.h>

#include <string>

#include "app/core/content/question.hpp"
#include "app/core/training/answers/answer_review.hpp"
#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

void section_title(const char* text) {
    if (ui_fonts().title) ImGui::PushFont(ui_fonts().title);
    fitted_text(text);  // one line: a long title ends with an ellipsis, the whole in a tooltip
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

bool draw_store_unavailable(TrainerApp& app) {
    if (app.data().store()) return false;
    const auto& s = app.strings();
    const std::string why = app.data().store_error(s);
    app.ensure_glyphs(why);  // the file's name may hold any characters
    draw_empty_state(s.c_str("store.unavailable_title"), why.c_str(), s.c_str("store.unavailable_how"));
    return true;
}

void level_checkboxes(TrainerApp& app, bool (&levels)[5], float indent) {
    const float right = ImGui::GetWindowContentRegionMax().x;
    for (int i = 0; i < 5; ++i) {
        const std::string label = app.strings().get("level." + std::string(content::level_tag(content::kAllLevels[i])));
        const float width =
            ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label.c_str()).x;
        if (i) {
            ImGui::SameLine();
            if (ImGui::GetCursorPosX() + width > right) {
                ImGui::NewLine();
                ImGui::SetCursorPosX(indent);
            }
        }
        ImGui::PushID(i);
        ImGui::Checkbox(label.c_str(), &levels[i]);
        ImGui::PopID();
    }
}

std::string item_summary(TrainerApp& app, const std::string& id, std::size_t max_bytes) {
    if (const training::PracticeItem* item = app.data().item(id)) return training::item_title(*item, app.language(), max_bytes);
    return id;
}

void draw_option_mark(TrainerApp& app, training::OptionMark mark, const std::string& letter) {
    const char* key = nullptr;
    ImU32 colour = 0;
    switch (mark) {
        case training::OptionMark::none: return;
        case training::OptionMark::right_chosen: key = "option.right_chosen"; colour = palette().success; break;
        case training::OptionMark::right_missed: key = "option.right_missed"; colour = palette().warning; break;
        case training::OptionMark::wrong_chosen: key = "option.wrong_chosen"; colour = palette().danger; break;
    }
    const std::string& text = app.strings().get(key);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colour), "%s", text.c_str());
    app.note_text(letter + " " + text);
}

}  // namespace arbiter::ui
