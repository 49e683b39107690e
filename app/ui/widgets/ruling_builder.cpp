#include "app/ui/widgets/ruling_builder.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>

#include "app/ui/window/theme.hpp"
#include "app/ui/widgets/fitted_text.hpp"

namespace arbiter::ui {

void toggle_pick(std::vector<int>& picked, int index) {
    auto it = std::find(picked.begin(), picked.end(), index);
    if (it == picked.end()) picked.push_back(index);
    else picked.erase(it);
}

namespace {

bool contains(const std::vector<int>& picked, int index) {
    return std::find(picked.begin(), picked.end(), index) != picked.end();
}

// Case-insensitive for Latin letters; Chinese text matches as typed.
bool matches_filter(const std::string& text, const std::string& filter) {
    if (filter.empty()) return true;
    auto lower = [](std::string s) {
        for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return s;
    };
    return lower(text).find(lower(filter)) != std::string::npos;
}

void section_heading(const char* text, int step) {
    ImGui::Spacing();
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().accent), "%d", step);
    ImGui::SameLine();
    ImGui::TextUnformatted(text);
}

bool checkbox_list(const char* id, const std::vector<std::string>& items, std::vector<int>& picked) {
    bool changed = false;
    ImGui::PushID(id);
    for (int i = 0; i < static_cast<int>(items.size()); ++i) {
        bool on = contains(picked, i);
        ImGui::PushID(i);
        if (fitted_checkbox(items[static_cast<std::size_t>(i)], "item", &on)) {
            toggle_pick(picked, i);
            changed = true;
        }
        ImGui::PopID();
    }
    ImGui::PopID();
    return changed;
}

}  // namespace

RulingBuilderResult draw_ruling_builder(const RulingChoices& choices, RulingDraft& draft, std::string& filter,
                                        const UiStrings& strings, float width) {
    RulingBuilderResult result;
    ImGui::PushID("ruling_builder");
    ImGui::BeginGroup();

    section_heading(strings.c_str("ruling.outcome"), 1);
    // Outcomes are short ("黑胜", "和棋"): they flow along the line and wrap, saving height.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float line_start = ImGui::GetCursorPosX();
    for (int i = 0; i < static_cast<int>(choices.outcomes.size()); ++i) {
        const char* label = choices.outcomes[static_cast<std::size_t>(i)].c_str();
        const float item = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
        if (i > 0) {
            ImGui::SameLine(0, style.ItemSpacing.x * 2);
            if (ImGui::GetCursorPosX() + item > line_start + width) ImGui::NewLine();
        }
        ImGui::PushID(i);
        if (ImGui::RadioButton(label, draft.outcome == i)) {
            draft.outcome = i;
            result.changed = true;
        }
        ImGui::PopID();
    }

    section_heading(strings.c_str("ruling.penalties"), 2);
    if (choices.penalties.empty()) ImGui::TextDisabled("%s", strings.c_str("ruling.none_offered"));
    result.changed |= checkbox_list("penalties", choices.penalties, draft.penalties);
    // A picked penalty that takes an amount (seconds, stones) gets a field for it: the candidate
    // states the amount, the menu never proposes one.
    for (int i : draft.penalties) {
        const auto at = static_cast<std::size_t>(i);
        if (at >= choices.penalty_units.size() || choices.penalty_units[at].empty()) continue;
        std::int64_t& amount = draft.amounts[i];
        ImGui::PushID(i);
        ImGui::SetNextItemWidth(width * 0.25f);
        const std::string label = choices.penalties[at] + " (" + choices.penalty_units[at] + ")";
        if (ImGui::InputScalar(label.c_str(), ImGuiDataType_S64, &amount)) {
            if (amount < 0) amount = 0;
            result.changed = true;
        }
        ImGui::PopID();
    }

    section_heading(strings.c_str("ruling.corrections"), 3);
    if (choices.corrections.empty()) ImGui::TextDisabled("%s", strings.c_str("ruling.none_offered"));
    result.changed |= checkbox_list("corrections", choices.corrections, draft.corrections);

    section_heading(strings.c_str("ruling.articles"), 4);
    ImGui::SetNextItemWidth(width * 0.6f);
    ImGui::InputTextWithHint("##filter", strings.c_str("ruling.article_filter"), &filter);
    const float list_height = ImGui::GetFrameHeightWithSpacing() * 4.5f;
    ImGui::BeginChild("##articles", ImVec2(width - ImGui::GetStyle().ScrollbarSize, list_height), true);
    for (int i = 0; i < static_cast<int>(choices.articles.size()); ++i) {
        const auto& article = choices.articles[static_cast<std::size_t>(i)];
        if (!matches_filter(article, filter) && !contains(draft.articles, i)) continue;
        bool on = contains(draft.articles, i);
        ImGui::PushID(i);
        if (fitted_checkbox(article, "article", &on)) {  // the whole title in a tooltip
            toggle_pick(draft.articles, i);
            result.changed = true;
        }
        ImGui::PopID();
    }
    ImGui::EndChild();

    ImGui::Spacing();
    const bool complete = draft.complete() && draft.amounts_given(choices);
    if (!complete) ImGui::BeginDisabled();
    if (ImGui::Button(strings.c_str("ruling.submit"))) result.submitted = true;
    if (!complete) {
        ImGui::EndDisabled();
        ImGui::SameLine();
        ImGui::TextDisabled("%s", strings.c_str("ruling.incomplete"));
    }
    ImGui::EndGroup();
    ImGui::PopID();
    return result;
}

}  // namespace arbiter::ui
