// The count-out drill's tab of the drill screen: choose a setup, start, press Space (or 报秒) at
// each call while Black's clock runs in byo-yomi, then see each call against its press. The calls,
// the clock face and the score come from app/core/training/drills/countout_drill.hpp (the engine's calls);
// this file only draws them and measures the presses on the app's DrillClock.
#include <imgui.h>
#include <imgui_internal.h>  // ImGuiItemFlags_NoNav: Space must not also press a focused button
#include <GLFW/glfw3.h>      // key codes: ImGui 1.86 indexes io.KeysDown by the backend's codes

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/screens/drill_parts.hpp"
#include "app/ui/screens/drill_tabs.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/clock.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

using training::CountoutSetup;
using training::Millis;

// While a drill runs the window redraws this often, so the clock's seconds turn on time.
constexpr double kRedrawSeconds = 1.0 / 30.0;

std::string seconds_text(const UiStrings& s, Millis ms) {
    char number[32];
    std::snprintf(number, sizeof number, "%.1f", static_cast<double>(ms) / 1000.0);
    return fill(s.get("drill.seconds"), {{"s", number}});
}

std::string error_text(const UiStrings& s, Millis ms) {
    return fill(s.get("drill.ms"), {{"ms", (ms > 0 ? "+" : "") + std::to_string(ms)}});
}

CountoutSetup chosen_setup(const CountoutRunState& run) {
    if (auto found = training::find_countout_setup(run.setup_id)) return *found;
    return training::countout_catalogue().front();
}

void start(TrainerApp& app, CountoutRunState& run) {
    run.setup = chosen_setup(run);
    run.begin(app.drill_clock().now_ms());
}

void finish(TrainerApp& app, CountoutRunState& run) {
    run.running = false;
    run.score = training::score_countout(training::countout_timing(*run.setup).calls, run.presses);
    auto& data = app.data();
    run.saved =
        data.record_drill_result(training::countout_record(*run.setup, *run.score, data.clock().now()), run.save_error);
}

// How the calls go, for a candidate who wants the rule in front of him (closed unless opened).
void rule_reminder(TrainerApp& app) {
    const auto& s = app.strings();
    if (ImGui::CollapsingHeader(s.c_str("drill.rules_title"))) {
        wrapped_text(s.get("drill.rules_1988"));
        wrapped_text(s.get("drill.rules_periods"));
    }
}

void draw_choose(TrainerApp& app, CountoutRunState& run) {
    const auto& s = app.strings();
    const Language lang = app.language();
    wrapped_text(s.get("drill.countout_intro"));
    ImGui::Spacing();
    const CountoutSetup chosen = chosen_setup(run);

    const float width = ImGui::GetContentRegionAvail().x;
    const float list_width = width * 0.42f;
    ImGui::BeginChild("##setups", ImVec2(list_width, ImGui::GetFontSize() * 16), true);
    section_title(s.c_str("drill.choose_setup"));
    auto entry = [&](const CountoutSetup& setup) {
        if (fitted_selectable(setup.title.get(lang), setup.id.c_str(), setup.id == chosen.id)) run.setup_id = setup.id;
        app.note_last_item("drill.setup." + setup.id);
    };
    for (const auto& setup : training::countout_catalogue()) entry(setup);
    if (chosen.id.rfind("countout.random-", 0) == 0) entry(chosen);  // the drawn one, once chosen
    ImGui::Spacing();
    if (ImGui::Button(s.c_str("drill.random"))) {
        // A script always draws the same setups; a candidate gets a new one each time.
        ++run.draws;
        const std::uint64_t seed =
            app.drill_clock().is_virtual()
                ? run.draws
                : static_cast<std::uint64_t>(std::chrono::system_clock::now().time_since_epoch().count()) % 1'000'000;
        run.setup_id = training::random_countout_setup(seed).id;
    }
    app.note_last_item("drill.random");
    ImGui::EndChild();

    ImGui::SameLine();
    ImGui::BeginGroup();
    const float right = width - list_width - ImGui::GetStyle().ItemSpacing.x;
    section_title(chosen.title.get(lang).c_str());
    app.ensure_glyphs(chosen.situation.get(lang));
    wrapped_text(chosen.situation.get(lang), right);
    ImGui::Spacing();
    wrapped_text_muted(s.get("drill.how_to_press"), right);
    ImGui::Spacing();
    const bool pressed = drill_primary_button(app, s.c_str("drill.start"), "drill.start",
                                              ImVec2(ImGui::GetFontSize() * 8, ImGui::GetFontSize() * 2.2f));
    ImGui::EndGroup();
    if (pressed) start(app, run);
    ImGui::Spacing();
    rule_reminder(app);
}

void draw_running(TrainerApp& app, CountoutRunState& run) {
    const auto& s = app.strings();
    const Language lang = app.language();
    const CountoutSetup& setup = *run.setup;
    const Millis now = app.drill_clock().now_ms() - run.started_at;
    const Millis end = training::countout_end(setup);

    // A press first: one made in the frame the drill ends still counts.
    const ImGuiIO& io = ImGui::GetIO();
    bool press = !io.WantTextInput && ImGui::IsKeyPressed(GLFW_KEY_SPACE, false);

    section_title(setup.title.get(lang).c_str());
    wrapped_text_muted(setup.situation.get(lang));
    ImGui::Spacing();

    const training::CountoutFace face = training::countout_face(setup, now);
    ClockView clock;
    clock.kind = ClockView::Kind::GoByoyomi;
    clock.left = {s.get("common.black"),
                  static_cast<double>(face.main_left) / 1000.0,
                  face.reading,
                  face.units_left,
                  static_cast<double>(face.unit_left) / 1000.0,
                  now < end,
                  face.lost};
    // White waits with his own byo-yomi untouched; only Black's clock matters to the drill.
    clock.right = {s.get("common.white"),
                   0,
                   true,
                   setup.rules.count,
                   static_cast<double>(setup.rules.period) / 1000.0,
                   false,
                   false};
    clock.running = now < end;
    clock.period_length = static_cast<double>(setup.rules.period) / 1000.0;
    // No count_out line: the call is what the candidate must produce.
    ImGui::PushFont(ui_fonts().title ? ui_fonts().title : ImGui::GetFont());
    draw_clock(clock, s, ImGui::GetContentRegionAvail().x);
    ImGui::PopFont();
    if (now >= end) wrapped_text_muted(s.get("drill.listening"));
    ImGui::Spacing();

    // The call button: big, and out of keyboard navigation so Space never presses it twice.
    ImGui::PushItemFlag(ImGuiItemFlags_NoNav, true);
    if (drill_primary_button(app, s.c_str("drill.call"), "drill.call",
                             ImVec2(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 4)))
        press = true;
    ImGui::PopItemFlag();
    wrapped_text_muted(fill(s.get("drill.presses"), {{"n", std::to_string(run.presses.size() + (press ? 1 : 0))}}));
    ImGui::PushItemFlag(ImGuiItemFlags_NoNav, true);
    const bool abandon = ImGui::SmallButton(s.c_str("drill.stop"));
    app.note_last_item("drill.stop");
    ImGui::PopItemFlag();

    if (press) run.presses.push_back(now);
    if (abandon) {
        run.running = false;  // nothing is recorded: an abandoned drill is not a result
        run.setup.reset();
        return;
    }
    if (now >= training::countout_listen_until(setup))
        finish(app, run);
    else
        app.request_animation(kRedrawSeconds);
}

void draw_result(TrainerApp& app, CountoutRunState& run) {
    const auto& s = app.strings();
    const Language lang = app.language();
    const Palette& p = palette();
    const CountoutSetup& setup = *run.setup;
    const training::CountoutScore& score = *run.score;
    const auto timing = training::countout_timing(setup);

    section_title(setup.title.get(lang).c_str());
    const std::string at = seconds_text(s, training::countout_end(setup));
    wrapped_text(fill(s.get(timing.timed_out_at ? "drill.lost_at" : "drill.moved_at"), {{"t", at}}));
    if (ui_fonts().title) ImGui::PushFont(ui_fonts().title);
    ImGui::TextUnformatted(
        fill(s.get("drill.score"), {{"pct", std::to_string(static_cast<int>(std::lround(score.score * 100)))}})
            .c_str());
    if (ui_fonts().title) ImGui::PopFont();
    app.note_last_item("drill.score");
    std::string line = fill(s.get("drill.summary"), {{"hits", std::to_string(score.hits)},
                                                     {"calls", std::to_string(score.calls.size())},
                                                     {"missed", std::to_string(score.misses)},
                                                     {"extra", std::to_string(score.extra_presses.size())}});
    if (score.mean_abs_error_ms)
        line +=
            " · " + fill(s.get("drill.mean_error"), {{"ms", std::to_string(std::lround(*score.mean_abs_error_ms))}});
    wrapped_text(line);
    if (score.final_call_right) {
        ImGui::PushStyleColor(ImGuiCol_Text,
                              ImGui::ColorConvertU32ToFloat4(*score.final_call_right ? p.success : p.danger));
        wrapped_text(s.get(*score.final_call_right ? "drill.final_right" : "drill.final_wrong"));
        ImGui::PopStyleColor();
    }
    if (!score.extra_presses.empty()) {
        std::string list;
        for (Millis t : score.extra_presses) list += (list.empty() ? "" : ", ") + seconds_text(s, t);
        wrapped_text(fill(s.get("drill.extra"), {{"list", list}}));
    }
    ImGui::Spacing();

    // The buttons before the table, so the next step is on screen however long the table is.
    const auto [again, back] = draw_drill_result_buttons(app, "drill.", "drill.back", run.saved, run.save_error);
    ImGui::Spacing();

    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY;
    const float table_height =
        std::max(ImGui::GetFontSize() * 8, ImGui::GetContentRegionAvail().y - ImGui::GetFontSize() * 3);
    if (ImGui::BeginTable("##calls", 4, flags, ImVec2(0, table_height))) {
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableSetupColumn(s.c_str("drill.col_due"));
        ImGui::TableSetupColumn(s.c_str("drill.col_call"), ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn(s.c_str("drill.col_pressed"));
        ImGui::TableSetupColumn(s.c_str("drill.col_error"));
        ImGui::TableHeadersRow();
        for (const auto& c : score.calls) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(seconds_text(s, c.call.offset).c_str());
            ImGui::TableNextColumn();
            app.ensure_glyphs(c.call.words.get(lang));
            ImGui::TextUnformatted(c.call.words.get(lang).c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(c.pressed_at ? seconds_text(s, *c.pressed_at).c_str() : "");
            ImGui::TableNextColumn();
            if (!c.error) {
                ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(p.danger), "%s", s.c_str("drill.missed"));
            } else {
                // Within a quarter second reads as on time; the timeout call early is wrong whatever its size.
                const bool good = std::llabs(*c.error) <= 250 && !(c.call.code == "timeout" && c.credit == 0);
                ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(good ? p.success : p.warning), "%s",
                                   error_text(s, *c.error).c_str());
            }
        }
        ImGui::EndTable();
    }
    rule_reminder(app);

    if (again) start(app, run);
    if (back) {
        run.score.reset();
        run.setup.reset();
    }
}

}  // namespace

void draw_countout_tab(TrainerApp& app) {
    CountoutRunState& run = app.drill().countout;
    if (run.running && run.setup)
        draw_running(app, run);
    else if (run.score && run.setup)
        draw_result(app, run);
    else
        draw_choose(app, run);
}

}  // namespace arbiter::ui
