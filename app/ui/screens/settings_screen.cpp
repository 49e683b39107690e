#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/screens/sport_choice.hpp"
#include "app/ui/keyboard/shortcuts.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

// Profiles: one training history each (several candidates on one computer). Choosing one switches
// every screen to its history; a new name creates it.
void draw_profile_chooser(TrainerApp& app) {
    const auto& s = app.strings();
    auto& data = app.data();
    if (!data.store()) {
        wrapped_text(s.get("store.unavailable_title"));
        const std::string why = data.store_error(s);
        app.ensure_glyphs(why);  // the file's name may hold any characters
        wrapped_text_muted(why);
        return;
    }
    const std::string database = fill(s.get("settings.database"), {{"path", data.database_file().string()}});
    app.ensure_glyphs(database);
    wrapped_text_muted(database);
    for (const auto& profile : data.profiles()) {
        app.ensure_glyphs(profile.name);
        const bool current = profile.id == data.profile().id;
        if (ImGui::RadioButton((profile_label(profile.name, s) + "##profile" + std::to_string(profile.id)).c_str(), current) && !current) {
            data.use_profile(profile.name);
            app.exam() = {};
            app.practice() = {};
            app.quiz() = {};
        }
        app.note_last_item("settings.profile." + profile.name);
    }
    auto& name = app.settings_state().new_profile;
    char buffer[128];
    std::snprintf(buffer, sizeof buffer, "%s", name.c_str());
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 12);
    if (ImGui::InputTextWithHint("##new_profile", s.c_str("settings.profile_hint"), buffer, sizeof buffer)) name = buffer;
    app.ensure_glyphs(name);  // a name typed in Chinese joins the font atlas
    app.note_last_item("settings.new_profile");
    ImGui::SameLine();
    ImGui::BeginDisabled(name.empty());
    if (ImGui::Button(s.c_str("settings.profile_add"))) {
        data.use_profile(name);
        name.clear();
        app.exam() = {};
        app.practice() = {};
        app.quiz() = {};
    }
    ImGui::EndDisabled();
    app.note_last_item("settings.profile_add");
}

// The sport and target grade (also asked by the first-start welcome): the training screens follow them.
void draw_sport_settings(TrainerApp& app) {
    const auto& s = app.strings();
    auto& data = app.data();
    if (!data.store()) return;
    auto& state = app.settings_state();
    if (state.form_profile != data.profile().id) {
        state.form_profile = data.profile().id;
        state.sport = data.profile().sport;
        state.grade = data.profile().grade;
    }
    draw_sport_grade_form(app, state.sport, state.grade, "settings");
    const bool changed = state.sport != data.profile().sport || state.grade != data.profile().grade;
    ImGui::BeginDisabled(!changed || state.sport.empty());
    if (ImGui::Button(s.c_str("settings.sport_save"))) {
        if (data.set_sport(state.sport, state.grade, state.sport_error)) state.sport_error.clear();
        app.practice() = {};
        app.quiz() = {};
    }
    ImGui::EndDisabled();
    app.note_last_item("settings.sport_save");
    if (!state.sport_error.empty())
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().danger), "%s", state.sport_error.c_str());
}

}  // namespace

// Settings: language, text size, theme (saved at once to the settings file), the shortcuts, and
// the profile.
void draw_settings_screen(TrainerApp& app) {
    const auto& s = app.strings();
    const float label_width = ImGui::GetFontSize() * 8;

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(s.c_str("settings.language"));
    ImGui::SameLine(label_width);
    for (std::size_t i = 0; i < kAllLanguages.size(); ++i) {
        if (i) ImGui::SameLine();
        if (ImGui::RadioButton(language_endonym(kAllLanguages[i]), app.language() == kAllLanguages[i])) app.set_language(kAllLanguages[i]);
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
    draw_profile_chooser(app);

    // The sport and grade belong to the profile: without a training history there is nothing to
    // set (the profile section above says why), so the section is left out rather than empty.
    if (!app.data().store()) return;
    ImGui::Spacing();
    ImGui::Separator();
    section_title(s.c_str("settings.sport_section"));
    draw_sport_settings(app);
}

}  // namespace arbiter::ui
