#include "app/ui/screens/scenario_form_fields.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>

#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "engine/core/number_text.hpp"
#include "engine/core/text_trim.hpp"
#include "engine/clock/game_time.hpp"

namespace arbiter::ui {

namespace {


std::vector<std::string> choices_of(const rules::FieldSpec& spec) {
    std::vector<std::string> out;
    std::string_view rest = spec.choices;
    while (!rest.empty()) {
        const auto bar = rest.find('|');
        out.emplace_back(rest.substr(0, bar));
        rest = bar == std::string_view::npos ? std::string_view() : rest.substr(bar + 1);
    }
    return out;
}

// Why the typed text cannot be read as the field's type, as a key of the interface strings; none
// when it can (or when it is empty: an empty field is simply not stated).
const char* problem_key(const rules::FieldSpec& spec, const std::string& typed) {
    const std::string text = trimmed(typed);
    if (text.empty()) return spec.required ? "editor.field_required" : nullptr;
    switch (spec.type) {
        case rules::FieldType::Time:
            return clock::parse_game_time(text) ? nullptr : "editor.field_time";
        case rules::FieldType::Integer:
            return parse_whole_number<std::int64_t>(text) ? nullptr : "editor.field_integer";
        default:
            return nullptr;
    }
}

// The widget for one field; true when the author asked to remove it.
bool draw_field_widget(TrainerApp& app, FormField& field, const rules::FieldSpec* spec, float width) {
    const auto& s = app.strings();
    bool remove = false;
    const bool removable = !spec || !spec->required;
    const float remove_width = removable ? ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.x : 0;
    ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 4, width - remove_width));
    const auto type = spec ? spec->type : rules::FieldType::Text;
    if (type == rules::FieldType::Flag) {
        bool on = trimmed(field.text) != "false";
        if (ImGui::Checkbox("##flag", &on)) field.text = on ? "true" : "false";
        if (field.text.empty()) field.text = "true";
    } else if (type == rules::FieldType::Player) {
        if (ImGui::RadioButton(s.c_str("common.black"), trimmed(field.text) == "black")) field.text = "black";
        ImGui::SameLine();
        if (ImGui::RadioButton(s.c_str("common.white"), trimmed(field.text) == "white")) field.text = "white";
    } else if (type == rules::FieldType::Choice && spec) {
        if (ImGui::BeginCombo("##choice", field.text.c_str())) {
            for (const auto& choice : choices_of(*spec))
                if (ImGui::Selectable(choice.c_str(), choice == trimmed(field.text))) field.text = choice;
            ImGui::EndCombo();
        }
    } else if (type == rules::FieldType::Time) {
        ImGui::InputTextWithHint("##time", s.c_str("editor.time_hint"), &field.text);
    } else if (type == rules::FieldType::Integer) {
        ImGui::InputText("##integer", &field.text, ImGuiInputTextFlags_CharsDecimal);
    } else if (type == rules::FieldType::TextList) {
        ImGui::InputTextWithHint("##list", s.c_str("editor.list_hint"), &field.text);
    } else {
        ImGui::InputText("##text", &field.text);
    }
    if (removable) {
        ImGui::SameLine();
        if (ImGui::SmallButton("×")) remove = true;
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", s.c_str("editor.remove_field"));
    }
    return remove;
}

}  // namespace

void draw_form_fields(TrainerApp& app, std::vector<FormField>& fields, std::span<const rules::FieldSpec> specs,
                      const std::string& target) {
    const auto& s = app.strings();
    const float label = ImGui::GetFontSize() * 6.5f;
    // A required field is always there to fill in, even when the file left it out.
    for (const auto& spec : specs)
        if (spec.required && std::none_of(fields.begin(), fields.end(), [&](const FormField& f) { return f.name == spec.name; }))
            fields.push_back({std::string(spec.name), ""});
    int remove = -1;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        FormField& field = fields[i];
        const auto spec_at = std::find_if(specs.begin(), specs.end(), [&](const rules::FieldSpec& f) { return f.name == field.name; });
        const rules::FieldSpec* spec = spec_at == specs.end() ? nullptr : &*spec_at;
        ImGui::PushID(static_cast<int>(i));
        fitted_text(field.name, label - ImGui::GetStyle().ItemSpacing.x);
        if (ImGui::IsItemHovered() && spec) ImGui::SetTooltip("%s", std::string(spec->help).c_str());
        ImGui::SameLine(label);
        if (draw_field_widget(app, field, spec, ImGui::GetContentRegionAvail().x)) remove = static_cast<int>(i);
        app.note_last_item(target + "." + field.name);
        const char* problem = spec ? problem_key(*spec, field.text) : "editor.field_unknown";
        if (problem) {
            ImGui::Dummy(ImVec2(label - ImGui::GetStyle().ItemSpacing.x, 0));
            ImGui::SameLine(label);
            const std::string line = fill(s.get(problem), {{"field", field.name}});
            app.ensure_glyphs(line);
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette().danger));
            ImGui::PushTextWrapPos(0);
            ImGui::TextUnformatted(line.c_str());
            ImGui::PopTextWrapPos();
            ImGui::PopStyleColor();
        }
        ImGui::PopID();
    }
    if (remove >= 0) fields.erase(fields.begin() + remove);

    // The optional fields not written yet, to add one.
    std::vector<const rules::FieldSpec*> unused;
    for (const auto& spec : specs)
        if (std::none_of(fields.begin(), fields.end(), [&](const FormField& f) { return f.name == spec.name; }))
            unused.push_back(&spec);
    if (unused.empty()) return;
    ImGui::Dummy(ImVec2(label - ImGui::GetStyle().ItemSpacing.x, 0));
    ImGui::SameLine(label);
    ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * 12, ImGui::GetContentRegionAvail().x));
    if (ImGui::BeginCombo("##add_field", s.c_str("editor.add_field"))) {
        for (const auto* spec : unused) {
            if (ImGui::Selectable(std::string(spec->name).c_str()))
                fields.push_back({std::string(spec->name), spec->type == rules::FieldType::Flag ? "true" : ""});
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", std::string(spec->help).c_str());
        }
        ImGui::EndCombo();
    }
    app.note_last_item(target + ".add_field");
}

}  // namespace arbiter::ui
