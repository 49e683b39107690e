#include <imgui.h>

#include <cmath>
#include <string>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/shortcuts.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

// Settings: language, text size, theme (saved at once to the settings file), the shortcuts, and
// where profiles will be chosen.
void draw_settings_screen(TrainerApp& app) {
    const auto& s = app.strings();
    const float label_width = ImGui::GetFontSize() * 8;

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(s.c_str("settings.language"));
    ImGui::SameLine(label_width);
    constexpr const char* kNames[] = {"简体中文", "繁體中文", "English"};
    for (std::size_t i = 0; i < kAllLanguages.size(); ++i) {
        if (i) ImGui::SameLine();
        if (ImGui::RadioButton(kNames[i], app.language() == kAllLanguages[i])) app.set_language(kAllLanguages[i]);
        app.note_last_item("settings.lang." + std::string(language_tag(kAllLanguages[i])));
    }

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(s.c_str("settings.font_size"));
    ImGui::SameLine(label_width);
    if (ImGui::Button(s.c_str("settings.smaller"))) app.set_font_size(app.font_size() - 2);
    app.note_last_item("settings.smaller");
    ImGui::SameLine();
    const std::string size = fill(s.get("settings.font_size_value"), {{"n", std::to_string(static_cast<int>(std::lround(app.font_size())))}});
    ImGui::TextUnformatted(size.c_str());
    ImGui::SameLine();
    if (ImGui::Button(s.c_str("settings.larger"))) app.set_font_size(app.font_size() + 2);
    app.note_last_item("settings.larger");

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(s.c_str("settings.theme"));
    ImGui::SameLine(label_width);
    if (ImGui::RadioButton(s.c_str("settings.theme_light"), app.theme() == Theme::Light)) app.set_theme(Theme::Light);
    app.note_last_item("settings.theme.light");
    ImGui::SameLine();
    if (ImGui::RadioButton(s.c_str("settings.theme_dark"), app.theme() == Theme::Dark)) app.set_theme(Theme::Dark);
    app.note_last_item("settings.theme.dark");

    ImGui::Spacing();
    if (app.settings_file().empty()) {
        wrapped_text_muted(s.get("settings.not_saved"));
    } else {
        wrapped_text_muted(s.get("settings.file") + " " + app.settings_file().string());
    }
    if (!app.settings_error().empty())
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().danger), "%s %s", s.c_str("settings.save_failed"),
                           app.settings_error().c_str());

    ImGui::Spacing();
    ImGui::Separator();
    section_title(s.c_str("settings.shortcuts"));
    if (ImGui::BeginTable("##shortcuts", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        for (const auto& help : shortcut_help()) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(help.keys);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(s.c_str(help.description_key));
        }
        ImGui::EndTable();
    }

    ImGui::Spacing();
    ImGui::Separator();
    section_title(s.c_str("settings.profile"));
    wrapped_text(s.c_str("settings.profile_empty"));
}

}  // namespace arbiter::ui
