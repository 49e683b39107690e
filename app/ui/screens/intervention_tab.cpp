// The intervention drill's tab of the drill screen: a scenario's incident replayed in real time on
// its board with both clocks running; the candidate presses Space (or "stop the clock") when the
// arbiter must step in, and keeps still where he must not; then sees each window against his
// presses and rules on the incident as in practice. The windows are the engine's
// (rules::intervention_windows), the scoring is training::score_interventions; this file draws them
// and times the presses on the app's DrillClock.
#include <imgui.h>
#include <imgui_internal.h>  // ImGuiItemFlags_NoNav: Space must not also press a focused button
#include <GLFW/glfw3.h>      // key codes: ImGui 1.86 indexes io.KeysDown by the backend's codes

#include <algorithm>
#include <chrono>
#include <cmath>

#include "app/core/training/answers/answer_json.hpp"
#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/data/scenario_replay.hpp"
#include "app/ui/screens/drill_parts.hpp"
#include "app/ui/screens/drill_tabs.hpp"
#include "app/ui/screens/scenario_card.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/clock.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "engine/rules/rule_set.hpp"

namespace arbiter::ui {

namespace {

using training::InterventionDrill;
using Millis = clock::Millis;

constexpr double kRedrawSeconds = 1.0 / 30.0;

bool shown(const content::Scenario& sc, int filter) {
    return filter == 0 || (filter == 1) == (sc.incident.game == rules::GameKind::Go);
}

const InterventionDrill* chosen_drill(TrainerApp& app, InterventionRunState& run) {
    const auto& drills = app.data().intervention_drills();
    for (const auto& d : drills)
        if (d.scenario_id == run.scenario_id) return &d;
    for (const auto& d : drills)
        if (const auto* sc = app.data().scenario(d.scenario_id); sc && shown(*sc, run.game_filter)) return &d;
    return drills.empty() ? nullptr : &drills.front();
}

// The game as the arbiter walks up to it: which game, which rules, which format — not what happens.
std::string setting_text(TrainerApp& app, const content::Scenario& sc) {
    const auto& s = app.strings();
    // The rule sets' titles name the supervised formats; an event without adequate supervision
    // (`supervised: false`) plays under A.5 / B.3 instead.
    const auto supervised = sc.incident.options.find("supervised");
    const bool unsupervised = supervised != sc.incident.options.end() &&
                              std::holds_alternative<bool>(supervised->second) && !std::get<bool>(supervised->second);
    if (unsupervised && sc.incident.rule_set == "fide-2023-rapid") return s.get("drill.rules_rapid_unsupervised");
    if (unsupervised && sc.incident.rule_set == "fide-2023-blitz") return s.get("drill.rules_blitz_unsupervised");
    if (const rules::RuleSet* rs = rules::find_rule_set(sc.incident.rule_set)) return rs->title.get(app.language());
    return sc.incident.rule_set;
}

// A drill's name before it is played says which game and rules, never what happens (a scenario's
// title would: "Both flags down"); the title shows with the result. `number` counts the drills
// of its game in list order.
std::string drill_label(TrainerApp& app, const content::Scenario& sc, int number) {
    const auto& s = app.strings();
    return fill(s.get("drill.incident_label"),
                {{"game", s.get(sc.incident.game == rules::GameKind::Go ? "drill.filter_go" : "drill.filter_chess")},
                 {"n", std::to_string(number)},
                 {"setting", setting_text(app, sc)}});
}

// The same for one drill, counting its place among the drills of its game.
std::string drill_label(TrainerApp& app, const InterventionDrill& drill) {
    auto& data = app.data();
    const content::Scenario* sc = data.scenario(drill.scenario_id);
    if (!sc) return drill.scenario_id;
    int number = 0;
    for (const auto& d : data.intervention_drills()) {
        const content::Scenario* other = data.scenario(d.scenario_id);
        if (other && other->incident.game == sc->incident.game) ++number;
        if (d.scenario_id == drill.scenario_id) break;
    }
    return drill_label(app, *sc, number);
}

void start(TrainerApp& app, InterventionRunState& run, const InterventionDrill& drill) {
    run.drill = drill;
    run.scenario_id = drill.scenario_id;
    run.begin(app.drill_clock().now_ms());
    open_scenario_card(run.card, drill.scenario_id);
    run.ruling.reset();
}

void finish(TrainerApp& app, InterventionRunState& run) {
    run.running = false;
    run.score = training::score_interventions(*run.drill, run.presses);
    auto& data = app.data();
    run.saved = data.record_drill_result(training::intervention_record(*run.drill, *run.score, data.clock().now()),
                                         run.save_error);
    run.ruling_shown = std::chrono::steady_clock::now();
}

void draw_choose(TrainerApp& app, InterventionRunState& run) {
    const auto& s = app.strings();
    auto& data = app.data();
    wrapped_text(s.get("drill.intervention_intro"));
    ImGui::Spacing();
    // The profile's game first: a chess candidate is not offered a Go incident to start with.
    if (run.game_filter < 0) {
        const std::string sport = data.sport_filter();
        run.game_filter = sport == "go" ? 1 : sport == "chess" ? 2 : 0;
    }
    const InterventionDrill* chosen = chosen_drill(app, run);
    if (!chosen) {
        wrapped_text_muted(s.get("drill.no_drills"));
        return;
    }
    const float width = ImGui::GetContentRegionAvail().x;
    const float list_width = width * 0.42f;
    ImGui::BeginChild("##drill_scenarios", ImVec2(list_width, ImGui::GetFontSize() * 18), true);
    section_title(s.c_str("drill.choose_incident"));
    const char* filters[] = {"drill.filter_all", "drill.filter_go", "drill.filter_chess"};
    const float list_right = content_right_edge();
    for (int f = 0; f < 3; ++f) {
        if (f > 0) same_line_if_fits(checkbox_width(s.get(filters[f])), list_right);
        if (ImGui::RadioButton(s.c_str(filters[f]), run.game_filter == f)) run.game_filter = f;
        app.note_last_item(std::string("drill.") + (f == 0 ? "filter_all" : f == 1 ? "filter_go" : "filter_chess"));
    }
    int go_number = 0, chess_number = 0;  // one pass numbers the list (drill_label per row would rescan it)
    for (const auto& d : data.intervention_drills()) {
        const content::Scenario* sc = data.scenario(d.scenario_id);
        if (!sc) continue;
        const int number = sc->incident.game == rules::GameKind::Go ? ++go_number : ++chess_number;
        if (!shown(*sc, run.game_filter)) continue;
        const std::string title = drill_label(app, *sc, number);
        app.ensure_glyphs(title);
        if (fitted_selectable(title, d.scenario_id.c_str(), d.scenario_id == chosen->scenario_id))
            run.scenario_id = d.scenario_id;
        app.note_last_item("drill.incident." + d.scenario_id);
    }
    ImGui::EndChild();

    ImGui::SameLine();
    ImGui::BeginGroup();
    const float right = width - list_width - ImGui::GetStyle().ItemSpacing.x;
    const content::Scenario* sc = data.scenario(chosen->scenario_id);
    if (sc) {
        const std::string label = drill_label(app, *chosen);
        app.ensure_glyphs(label);
        section_title(label.c_str());
    }
    ImGui::Spacing();
    wrapped_text_muted(s.get("drill.intervention_how"), right);
    ImGui::Spacing();
    ImGui::TextUnformatted(s.c_str("drill.speed"));
    for (int speed : {1, 2, 4}) {
        same_line_if_fits(checkbox_width("×4"), content_right_edge());
        if (ImGui::RadioButton(("×" + std::to_string(speed)).c_str(), run.speed == speed)) run.speed = speed;
        app.note_last_item("drill.speed." + std::to_string(speed));
    }
    ImGui::Spacing();
    const bool pressed = drill_primary_button(app, s.c_str("drill.start"), "drill.intervention_start",
                                              ImVec2(ImGui::GetFontSize() * 8, ImGui::GetFontSize() * 2.2f));
    ImGui::EndGroup();
    if (pressed) start(app, run, *chosen);
}

void draw_running(TrainerApp& app, InterventionRunState& run, const content::Scenario& sc) {
    const auto& s = app.strings();
    const InterventionDrill& drill = *run.drill;
    const Millis now = drill.start + (app.drill_clock().now_ms() - run.started_at) * run.speed;

    const ImGuiIO& io = ImGui::GetIO();
    bool press = !io.WantTextInput && ImGui::IsKeyPressed(GLFW_KEY_SPACE, false);

    section_title(drill_label(app, drill).c_str());
    const ReplayFrame frame = replay_scenario_at(sc, drill.timeline.times, std::min(now, drill.end), s, app.language());
    const float side_width = begin_board_row(frame, "drill_board");
    draw_clock(frame.clock, s, side_width);
    ImGui::Spacing();
    ImGui::TextDisabled(
        "%s", fill(s.get("drill.game_time"), {{"t", clock::format_game_time(std::min(now, drill.end))}}).c_str());
    // What has happened so far, newest first.
    const auto& events = frame.timeline.events;
    for (std::size_t k = 0; k < events.size() && k < 6; ++k) {
        const auto& e = events[events.size() - 1 - k];
        app.ensure_glyphs(e.label);
        if (k == 0)
            ImGui::TextUnformatted(e.label.c_str());
        else
            ImGui::TextDisabled("%s", e.label.c_str());
    }
    ImGui::Spacing();
    ImGui::PushItemFlag(ImGuiItemFlags_NoNav, true);
    if (drill_primary_button(app, s.c_str("drill.stop_clock"), "drill.stop_clock",
                             ImVec2(side_width, ImGui::GetFontSize() * 3.5f)))
        press = true;
    ImGui::PopItemFlag();
    wrapped_text_muted(fill(s.get("drill.stops"), {{"n", std::to_string(run.presses.size() + (press ? 1 : 0))}}),
                       side_width);
    ImGui::PushItemFlag(ImGuiItemFlags_NoNav, true);
    const bool abandon = ImGui::SmallButton(s.c_str("drill.stop"));
    app.note_last_item("drill.intervention_abandon");
    ImGui::PopItemFlag();
    ImGui::EndGroup();

    if (press && now < drill.end) run.presses.push_back(now);
    if (abandon) {
        run.running = false;  // an abandoned drill is not a result
        run.drill.reset();
        return;
    }
    if (now >= drill.end)
        finish(app, run);
    else
        app.request_animation(kRedrawSeconds);
}

std::string articles_text(const rules::InterventionWindow& w) {
    std::string out;
    for (const auto& c : w.articles) out += (out.empty() ? "" : ", ") + c.article;
    return out;
}

void draw_windows_table(TrainerApp& app, const InterventionRunState& run) {
    const auto& s = app.strings();
    const Language lang = app.language();
    const Palette& p = palette();
    const auto& windows = run.drill->timeline.windows;
    const training::InterventionScore& score = *run.score;
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH;
    if (!ImGui::BeginTable("##windows", 4, flags)) return;
    ImGui::TableSetupColumn(s.c_str("drill.col_when"));
    ImGui::TableSetupColumn(s.c_str("drill.col_what"), ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn(s.c_str("drill.col_articles"));
    ImGui::TableSetupColumn(s.c_str("drill.col_you"));
    ImGui::TableHeadersRow();
    for (std::size_t k = 0; k < windows.size(); ++k) {
        const auto& w = windows[k];
        if (rules::is_routine_call(w)) continue;
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(clock::format_game_time(w.from).c_str());
        ImGui::TableNextColumn();
        const std::string duty = s.get(w.duty == rules::Duty::Must  ? "drill.duty_must"
                                       : w.duty == rules::Duty::May ? "drill.duty_may"
                                                                    : "drill.duty_must_not");
        const std::string what = duty + " · " + w.what.get(lang);
        app.ensure_glyphs(what);
        ImGui::TextWrapped("%s", what.c_str());
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(articles_text(w).c_str());
        ImGui::TableNextColumn();
        std::string you;
        ImU32 colour = ImGui::GetColorU32(ImGuiCol_Text);
        if (training::is_scored(w)) {
            for (const auto& r : score.windows)
                if (r.window == k) {
                    you = r.reaction ? fill(s.get("drill.reaction"), {{"ms", std::to_string(*r.reaction)}})
                                     : s.get("drill.missed");
                    colour = r.reaction ? p.success : p.danger;
                }
        } else {
            int alarms = 0;
            for (const auto& press : score.presses)
                if (press.window == k && press.verdict == training::PressResult::Verdict::FalseAlarm) ++alarms;
            you = alarms ? s.get("drill.false_alarm") : s.get("drill.kept_out");
            colour = alarms ? p.danger : p.success;
        }
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour));
        ImGui::TextUnformatted(you.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::EndTable();
}

void draw_result(TrainerApp& app, InterventionRunState& run, const content::Scenario& sc) {
    const auto& s = app.strings();
    const Language lang = app.language();
    const Palette& p = palette();
    const training::InterventionScore& score = *run.score;
    section_title(sc.title.get(lang).c_str());
    if (ui_fonts().title) ImGui::PushFont(ui_fonts().title);
    ImGui::TextUnformatted(
        fill(s.get("drill.score"), {{"pct", std::to_string(static_cast<int>(std::lround(score.score * 100)))}})
            .c_str());
    if (ui_fonts().title) ImGui::PopFont();
    app.note_last_item("drill.intervention_score");
    std::string line =
        fill(s.get("drill.intervention_summary"), {{"hits", std::to_string(score.hits)},
                                                   {"windows", std::to_string(run.drill->scored_windows)},
                                                   {"missed", std::to_string(score.misses)},
                                                   {"alarms", std::to_string(score.false_alarms)}});
    if (score.mean_reaction)
        line += " · " + fill(s.get("drill.mean_reaction"), {{"ms", std::to_string(*score.mean_reaction)}});
    wrapped_text(line);
    std::string outside;
    for (const auto& press : score.presses)
        if (press.verdict == training::PressResult::Verdict::FalseAlarm && !press.window)
            outside += (outside.empty() ? "" : ", ") + clock::format_game_time(press.at);
    if (!outside.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(p.danger));
        wrapped_text(fill(s.get("drill.outside_windows"), {{"list", outside}}));
        ImGui::PopStyleColor();
    }
    const auto [again, back] =
        draw_drill_result_buttons(app, "drill.intervention_", "drill.back_incident", run.saved, run.save_error);
    ImGui::Spacing();
    draw_windows_table(app, run);

    // Then the ruling, as in practice: the same options, graded by the engine and scheduled; a
    // missed window or a false alarm brings the scenario back in review.
    ImGui::Separator();
    section_title(s.c_str("drill.now_rule"));
    const std::string& prompt = sc.prompt.get(lang);
    app.ensure_glyphs(prompt);
    wrapped_text(prompt);
    const float width = ImGui::GetContentRegionAvail().x;
    if (!sc.options.empty()) {
        draw_scenario_options(app, sc, run.card, run.ruling.has_value(), "drill", width,
                              run.ruling ? training::ArticleTitles::Shown : training::ArticleTitles::Hidden);
        ImGui::BeginDisabled(run.card.picked_option < 0 || run.ruling.has_value());
        if (ImGui::Button(s.c_str("ruling.submit"))) {
            const double seconds =
                std::chrono::duration<double>(std::chrono::steady_clock::now() - run.ruling_shown).count();
            std::optional<training::fsrs::Rating> rating;
            if (training::intervention_needs_review(score)) rating = training::fsrs::Rating::again;
            run.ruling = app.data().answer(
                sc.id, training::option_response_json(static_cast<std::size_t>(run.card.picked_option), run.card.shown),
                seconds, store::AttemptMode::practice, rating);
        }
        ImGui::EndDisabled();
        app.note_last_item("drill.submit_ruling");
    }
    if (run.ruling) {
        const training::Feedback& f = *run.ruling;
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(f.correct ? p.success : p.danger));
        wrapped_text(
            fill(s.get("drill.ruling_score"), {{"pct", std::to_string(static_cast<int>(std::lround(f.score * 100)))}}));
        ImGui::PopStyleColor();
        const std::string& key = f.correct_answer.get(lang);
        app.ensure_glyphs(key);
        wrapped_text(key);
        const std::string& explanation = f.explanation.get(lang);
        app.ensure_glyphs(explanation);
        wrapped_text_muted(explanation);
    }
    if (again)
        start(app, run, *run.drill);
    else if (back) {
        run.drill.reset();
        run.score.reset();
    }
}

}  // namespace

void draw_intervention_tab(TrainerApp& app) {
    InterventionRunState& run = app.drill().intervention;
    const content::Scenario* sc = run.drill ? app.data().scenario(run.drill->scenario_id) : nullptr;
    if (run.drill && !sc) run.drill.reset();
    if (!run.drill)
        draw_choose(app, run);
    else if (run.running)
        draw_running(app, run, *sc);
    else if (run.score)
        draw_result(app, run, *sc);
    else
        draw_choose(app, run);
}

}  // namespace arbiter::ui
