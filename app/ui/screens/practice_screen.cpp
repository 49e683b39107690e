#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "app/ui/screens/scenario_card.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/screens/sport_choice.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"
#include "app/ui/widgets/ruling_builder.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::ui {

namespace {

// The list's filter: the profile's sport (unless "all sports" is on), then the time control, the
// rule set and the search text — matched by the training layer, as the terminal's practice does.
training::ItemFilter list_filter(TrainerApp& app, const PracticeState& state) {
    training::ItemFilter filter;
    filter.kind = store::ItemKind::scenario;
    if (auto sport = app.data().sport_filter(); !sport.empty()) filter.sport = sport;
    filter.grade_levels = app.data().grade_levels();  // a 三级 candidate is not shown 一级-only cases
    if (state.time_control >= 0) filter.time_control = static_cast<content::TimeControlClass>(state.time_control);
    if (!state.rule_set.empty()) filter.rule_set = state.rule_set;
    filter.text = state.search;
    return filter;
}

bool shown(TrainerApp& app, const content::Scenario& s, const PracticeState& state) {
    const training::PracticeItem* item = app.data().item(s.id);
    return item && training::matches(*item, list_filter(app, state));
}

void open_scenario(PracticeState& state, const std::string& id) {
    const bool review = state.review_mode && state.card.scenario_id == id;
    PracticeState kept;  // the filters stay as they were
    kept.time_control = state.time_control;
    kept.rule_set = std::move(state.rule_set);
    kept.search = std::move(state.search);
    state = std::move(kept);
    open_scenario_card(state.card, id);
    state.review_mode = review;
    state.shown_at = std::chrono::steady_clock::now();
}

void draw_scenario_list(TrainerApp& app, PracticeState& state, float width, float height) {
    const auto& s = app.strings();
    ImGui::BeginChild("##scenario_list", ImVec2(width, height), true);
    draw_all_sports_toggle(app, "practice");
    // Time control: any, standard, rapid, blitz (the classes the scenario files name).
    const char* controls[] = {s.c_str("practice.any_time_control"), s.c_str("editor.tc_standard"), s.c_str("editor.tc_rapid"),
                              s.c_str("editor.tc_blitz")};
    int control = state.time_control + 1;
    // The previews and the hint are fitted to the list's width with an ellipsis (ImGui would cut them).
    const float preview_room = ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() - ImGui::GetStyle().FramePadding.x * 2;
    const ImFont& font = *ImGui::GetFont();
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##time_control", ellipsized(font, ImGui::GetFontSize(), controls[control], preview_room).c_str())) {
        for (int i = 0; i < 4; ++i)
            if (ImGui::Selectable(controls[i], i == control)) state.time_control = i - 1;
        ImGui::EndCombo();
    }
    app.note_last_item("practice.time_control");
    // Rule set: any, or one the scenarios use, in the order first met.
    std::vector<std::string> rule_sets;
    for (const content::Scenario* scenario : app.data().scenarios())
        if (std::find(rule_sets.begin(), rule_sets.end(), scenario->incident.rule_set) == rule_sets.end())
            rule_sets.push_back(scenario->incident.rule_set);
    ImGui::SetNextItemWidth(-1);
    const std::string rule_preview = ellipsized(font, ImGui::GetFontSize(), state.rule_set.empty() ? s.get("practice.any_rule_set") : state.rule_set, preview_room);
    if (ImGui::BeginCombo("##rule_set", rule_preview.c_str())) {
        if (ImGui::Selectable(s.c_str("practice.any_rule_set"), state.rule_set.empty())) state.rule_set.clear();
        for (const auto& r : rule_sets)
            if (ImGui::Selectable(r.c_str(), state.rule_set == r)) state.rule_set = r;
        ImGui::EndCombo();
    }
    app.note_last_item("practice.rule_set");
    char search[128];
    std::snprintf(search, sizeof search, "%s", state.search.c_str());
    ImGui::SetNextItemWidth(-1);
    const std::string hint = ellipsized(font, ImGui::GetFontSize(), s.get("practice.search_hint"),
                                        ImGui::GetContentRegionAvail().x - ImGui::GetStyle().FramePadding.x * 2);
    if (ImGui::InputTextWithHint("##search", hint.c_str(), search, sizeof search)) state.search = search;
    app.ensure_glyphs(state.search);
    app.note_last_item("practice.search");
    ImGui::Separator();
    const auto& recent = app.data().summary().mistakes;
    int listed = 0;
    for (const content::Scenario* scenario : app.data().scenarios()) {
        if (!shown(app, *scenario, state)) continue;
        ++listed;
        const bool current = scenario->id == state.card.scenario_id;
        const bool missed = std::any_of(recent.begin(), recent.end(), [&](const auto& m) { return m.item_id == scenario->id; });
        const std::string label = (missed ? "● " : "") + scenario->title.get(app.language());
        if (fitted_selectable(label, scenario->id.c_str(), current)) open_scenario(state, scenario->id);
        if (current && state.scroll_list_to_current) {
            ImGui::SetScrollHereY(0.3f);
            state.scroll_list_to_current = false;
        }
        app.note_last_item("practice.item." + scenario->id);
    }
    if (listed == 0) wrapped_text_muted(s.get("practice.none_match"));
    ImGui::EndChild();
}

// Graded by the shared practice grading against the engine's ruling, and committed with its schedule.
void submit(TrainerApp& app, PracticeState& state, const content::Scenario& scenario, const json::Value& response) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - state.shown_at).count();
    state.result = app.data().answer(scenario.id, response, seconds,
                                     state.review_mode ? store::AttemptMode::review : store::AttemptMode::practice);
}

void draw_answer(TrainerApp& app, PracticeState& state, const content::Scenario& scenario, float width) {
    const auto& s = app.strings();
    if (!scenario.options.empty() && scenario.build) {
        if (ImGui::RadioButton(s.c_str("practice.mode_options"), !state.build_mode)) state.build_mode = false;
        app.note_last_item("practice.mode_options");
        ImGui::SameLine();
        if (ImGui::RadioButton(s.c_str("practice.mode_build"), state.build_mode)) state.build_mode = true;
        app.note_last_item("practice.mode_build");
    }
    const bool build = state.build_mode || scenario.options.empty();
    if (!build) {
        // Article titles give the answer away ("20.1 immediate ko recapture: void"): numbers only
        // until the candidate has answered, as in the exam.
        const training::PracticeItem* item = app.data().item(scenario.id);
        if (draw_scenario_options(app, scenario, state.card, state.result.has_value(), "practice", width,
                                  state.result ? training::ArticleTitles::Shown : training::ArticleTitles::Hidden,
                                  state.result && item ? training::key_option(*item) : std::nullopt))
            state.scroll_to_submit = true;
        ImGui::Spacing();
        ImGui::BeginDisabled(state.card.picked_option < 0 || state.result.has_value());
        if (ImGui::Button(s.c_str("ruling.submit")))
            submit(app, state, scenario, training::option_response_json(static_cast<std::size_t>(state.card.picked_option), state.card.shown));
        ImGui::EndDisabled();
        app.note_last_item("practice.submit");
        if (state.scroll_to_submit) ImGui::SetScrollHereY(0.85f);
        state.scroll_to_submit = false;
    } else {
        if (auto response = draw_scenario_builder(app, scenario, state.card, width); response && !state.result)
            submit(app, state, scenario, *response);
    }
    if (state.result && !state.scroll_to_feedback) {
        // Just submitted: the feedback starts below; scroll there once.
        state.scroll_to_feedback = true;
        ImGui::SetScrollHereY(0.1f);
    }
}

}  // namespace

// Practice: pick a scenario, replay it on the board with its clocks, then rule. The rulings engine
// judges the answer part by part; the attempt goes to the store with its review schedule.
void draw_practice_screen(TrainerApp& app) {
    const auto& s = app.strings();
    PracticeState& state = app.practice();
    auto& data = app.data();
    if (data.scenarios().empty()) {
        const auto& census = app.census();
        draw_empty_state(s.c_str("practice.title_none"), s.c_str("practice.empty_what"), s.c_str("practice.how_none"));
        content_found_line(app, "content.scenarios_found", census.scenario_files, census.scenarios_dir.string());
        return;
    }
    const content::Scenario* scenario = data.scenario(state.card.scenario_id);
    if (!scenario) {
        // The first scenario of the list as filtered (a Go candidate starts on a Go scenario).
        const content::Scenario* first = data.scenarios().front();
        for (const content::Scenario* candidate : data.scenarios())
            if (shown(app, *candidate, state)) {
                first = candidate;
                break;
            }
        open_scenario(state, first->id);
        scenario = first;
    }
    const Language lang = app.language();
    const float font = ImGui::GetFontSize();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    // At least 13 characters, but never more than a third: the board and the ruling need the rest.
    const float list_width = std::min(std::max(font * 13, avail.x * 0.24f), avail.x * 0.34f);
    draw_scenario_list(app, state, list_width, avail.y);
    ImGui::SameLine();
    ImGui::BeginChild("##practice_main", ImVec2(0, avail.y), false);
    if (state.scroll_to_top) {
        ImGui::SetScrollY(0);
        state.scroll_to_top = false;
    }

    section_title(scenario->title.get(lang).c_str());
    // "3rd grade · 2nd grade · FIDE · difficulty 2": each label apart, as the other facts are.
    std::string meta;
    for (auto level : scenario->levels) meta += s.get("level." + std::string(content::level_tag(level))) + " · ";
    meta += fill(s.get("practice.difficulty"), {{"n", std::to_string(scenario->difficulty)}});
    if (state.review_mode) meta += " · " + s.get("practice.review_mode");
    wrapped_text_muted(meta);
    wrapped_text(scenario->prompt.get(lang));
    ImGui::Spacing();

    const float main_width = ImGui::GetContentRegionAvail().x;
    // The options in view without scrolling: below the board when both fit, else above it
    // (a small screen, a large text size); the board and its clocks follow them then.
    const bool answer_first =
        !state.build_mode && answer_before_board(app, *scenario, state.card, main_width, ImGui::GetWindowHeight() - ImGui::GetCursorPosY());
    auto answer_and_feedback = [&] {
        section_title(s.c_str("practice.your_ruling"));
        draw_answer(app, state, *scenario, main_width);
        if (!state.result) return;
        ImGui::Separator();
        // The next scenario of the list, in the current filter: above the feedback, in view when the
        // answer is graded (the feedback can be long).
        const auto& all = data.scenarios();
        auto it = std::find(all.begin(), all.end(), scenario);
        const content::Scenario* next = nullptr;
        for (auto j = it == all.end() ? all.begin() : it + 1; j != all.end(); ++j)
            if (shown(app, **j, state)) {
                next = *j;
                break;
            }
        const bool go_next = next && ImGui::Button(s.c_str("practice.next"));
        app.note_last_item("practice.next");
        if (go_next) {
            open_scenario(state, next->id);  // clears the result: nothing of it is drawn after this
        } else {
            draw_scenario_feedback(app, *scenario, *state.result);
            ImGui::Spacing();
        }
    };
    if (answer_first) {
        answer_and_feedback();
        ImGui::Separator();
        draw_scenario_replay(app, *scenario, state.card, "practice");
    } else {
        draw_scenario_replay(app, *scenario, state.card, "practice");
        ImGui::Separator();
        answer_and_feedback();
    }
    ImGui::EndChild();
}

}  // namespace arbiter::ui
