#include <imgui.h>

#include <algorithm>

#include <string>
#include <vector>

#include "app/core/certification/certification_planner.hpp"
#include "app/core/training/drills/pairing_exercise.hpp"
#include "app/ui/screens/question_card.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

ImU32 status_colour(certification::CheckStatus status) {
    const Palette& p = palette();
    switch (status) {
        case certification::CheckStatus::Met: return p.success;
        case certification::CheckStatus::Missing: return p.danger;
        case certification::CheckStatus::Unsure: return p.warning;
        case certification::CheckStatus::ToDo: return p.accent;
        case certification::CheckStatus::Waived: return p.text_muted;
    }
    return p.text_muted;
}

}  // namespace

// Planner: from the candidate's grade, years, events, age and player level, the next grade and
// what each requirement needs — from the same certification facts the quiz asks about.
void draw_planner_screen(TrainerApp& app) {
    const auto& s = app.strings();
    PlannerState& state = app.planner();
    const auto& facts = app.data().certification();
    const Language lang = app.language();
    if (facts.grades.empty()) {
        draw_empty_state(s.c_str("planner.empty_title"), s.c_str("planner.empty_what"), s.c_str("planner.empty_how"));
        return;
    }
    // The candidate's situation.
    std::vector<std::string> grade_names{s.get("planner.no_grade")};
    for (const auto& g : facts.grades) grade_names.push_back(g.name.get(lang));
    std::vector<std::string> level_names{s.get("planner.no_player_level")};
    for (const auto& l : facts.player_levels) level_names.push_back(l.name.get(lang));
    const float font = ImGui::GetFontSize();
    auto combo = [&](const char* label, const char* id, int& index, const std::vector<std::string>& names) {
        ImGui::TextUnformatted(label);
        ImGui::SameLine(font * 9);
        ImGui::SetNextItemWidth(std::min(font * 16, ImGui::GetContentRegionAvail().x));
        if (ImGui::BeginCombo(id, names[static_cast<std::size_t>(index)].c_str())) {
            for (int i = 0; i < static_cast<int>(names.size()); ++i)
                if (ImGui::Selectable(names[static_cast<std::size_t>(i)].c_str(), i == index)) index = i;
            ImGui::EndCombo();
        }
    };
    combo(s.c_str("planner.current_grade"), "##grade", state.current_grade, grade_names);
    ImGui::TextUnformatted(s.c_str("planner.years_held"));
    ImGui::SameLine(font * 9);
    ImGui::SetNextItemWidth(font * 8);
    ImGui::InputFloat("##years", &state.years_held, 0.5f, 1.0f, "%.1f");
    ImGui::TextUnformatted(s.c_str("planner.events"));
    ImGui::SameLine(font * 9);
    ImGui::SetNextItemWidth(font * 8);
    ImGui::InputInt("##events", &state.events);
    ImGui::TextUnformatted(s.c_str("planner.age"));
    ImGui::SameLine(font * 9);
    ImGui::SetNextItemWidth(font * 8);
    ImGui::InputInt("##age", &state.age);
    combo(s.c_str("planner.player_level"), "##player_level", state.player_level, level_names);
    state.years_held = std::max(0.0f, state.years_held);
    state.events = std::max(0, state.events);
    state.age = std::max(0, state.age);
    ImGui::Separator();

    certification::PlannerInput input;
    input.current_grade = state.current_grade == 0 ? "none" : facts.grades[static_cast<std::size_t>(state.current_grade - 1)].id;
    input.years_held = state.years_held;
    input.events_officiated = state.events;
    input.age = state.age;
    input.player_level = state.player_level == 0 ? "none" : facts.player_levels[static_cast<std::size_t>(state.player_level - 1)].id;
    input.sport = app.data().profile().sport;  // a Go profile's path ends at 国家级
    certification::Plan plan;
    try {
        plan = certification::plan_next_grade(facts, input);
    } catch (const certification::PlannerError& e) {
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().danger), "%s", e.what());
        return;
    }
    if (plan.at_top) {
        wrapped_text(s.get("planner.at_top"));
        return;
    }
    ImGui::BeginChild("##plan", ImVec2(0, 0), false);
    for (const auto& option : plan.options) {
        if (!option.grade) continue;
        std::string heading = option.grade->name.get(lang);
        if (option.direct_entry) heading += " · " + s.get("planner.direct_entry");
        section_title(heading.c_str());
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(option.can_apply_now() ? palette().success : palette().warning), "%s",
                           s.c_str(option.can_apply_now() ? "planner.can_apply" : "planner.not_yet"));
        for (const auto& check : option.checks) {
            if (!check.requirement) continue;
            const std::string tag = "planner.status." + std::string(certification::check_status_tag(check.status));
            ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(status_colour(check.status)), "%s", s.c_str(tag));
            ImGui::SameLine(font * 6);
            std::string text = check.requirement->text.get(lang);
            if (!check.detail.get(lang).empty()) text += " — " + check.detail.get(lang);
            for (const auto& source : check.requirement->sources) text += "  [" + source_label(app, source) + "]";
            app.ensure_glyphs(text);
            // A group keeps the wrapped lines under the first, not under the status word.
            ImGui::BeginGroup();
            wrapped_text(text);
            ImGui::EndGroup();
        }
        // The pairing drill where this grade's chess exam asks for pairings, as `arbiter-cli plan`.
        if (training::pairing_drill_offered(app.data().blueprints(), option.grade->id, input.sport)) {
            wrapped_text(fill(s.get("pairing.offer"), {{"grade", option.grade->name.get(lang)}}));
            ImGui::PushID(option.grade->id.c_str());
            screen_link(app, s.c_str("pairing.offer_button"), "pairing");
            ImGui::PopID();
        }
        ImGui::Spacing();
    }
    ImGui::EndChild();
}

}  // namespace arbiter::ui
