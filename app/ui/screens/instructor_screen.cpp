// The instructor's view of a training-centre class (docs/centre.md § The instructor's screen):
// the connection to the centre's server, the classes this instructor teaches, and one class's
// report — roster, heat map, mock exams, scheduled exams — with the exam results exported as
// CSV. The data is centre::class_report's, read by CentreReader on a worker thread; this file
// holds no SQL.
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "app/ui/data/class_export.hpp"
#include "app/ui/screens/instructor_views.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

const char* failure_key(CentreFailure::Kind kind) {
    switch (kind) {
        case CentreFailure::Kind::BadConninfo: return "instructor.error_conninfo";
        case CentreFailure::Kind::Password: return "instructor.error_password";
        case CentreFailure::Kind::Unreachable: return "instructor.error_unreachable";
        case CentreFailure::Kind::Denied: return "instructor.error_denied";
        case CentreFailure::Kind::NoClass: return "instructor.error_no_class";
        case CentreFailure::Kind::Other: break;
    }
    return "instructor.error_other";
}

// What went wrong in the interface language, then the server's or libpq's own words, smaller.
void draw_failure(TrainerApp& app, const CentreFailure& failure) {
    const std::string headline = app.strings().get(failure_key(failure.kind));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette().danger));
    wrapped_text(headline);
    ImGui::PopStyleColor();
    app.note_text(headline);
    if (!failure.detail.empty()) {
        app.ensure_glyphs(failure.detail);
        wrapped_text_muted(failure.detail);
    }
}

// Sends the typed string (unless it holds a password or cannot be read) to list the classes.
void send_connection(TrainerApp& app, InstructorState& state) {
    state.refused = check_conninfo(state.conninfo);
    if (state.refused) return;
    state.edit_connection = false;
    app.set_centre(state.conninfo, state.class_code);  // remembered only once it passed the check
    state.heat_map.reset();
    state.exam = -1;
    state.scheduled = 0;
    state.scheduled_row = -1;
    state.exported_to.clear();
    state.reader.list_classes(state.conninfo);
}

void open_class(TrainerApp& app, InstructorState& state, const std::string& code) {
    state.class_code = code;
    state.heat_map.reset();
    state.exam = -1;
    state.scheduled = 0;
    state.scheduled_row = -1;
    state.exported_to.clear();
    app.set_centre(state.reader.conninfo(), code);
    state.reader.load_report(state.reader.conninfo(), code);
}

void draw_connection(TrainerApp& app, InstructorState& state) {
    const auto& s = app.strings();
    // Once connected the connection takes one line, so the class's tables get the room (a laptop's
    // 640 px at 28 px text); "change" opens the field again.
    if (state.reader.classes() && !state.edit_connection && !state.refused) {
        const std::string change = s.get("instructor.change_connection");
        const std::string line = fill(s.get("instructor.connected_to"), {{"server", state.reader.conninfo()}});
        app.ensure_glyphs(line);
        ImGui::AlignTextToFramePadding();
        fitted_text_muted(line, std::max(ImGui::GetFontSize() * 4, ImGui::GetContentRegionAvail().x - button_width(change) -
                                                                         ImGui::GetStyle().ItemSpacing.x));
        ImGui::SameLine();
        if (ImGui::Button(change.c_str())) state.edit_connection = true;
        app.note_last_item("instructor.change_connection");
        return;
    }
    fitted_text(s.get("instructor.conninfo_label"));
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, "%s", state.conninfo.c_str());
    const std::string button = s.get("instructor.connect");
    const float button_room = button_width(button) + ImGui::GetStyle().ItemSpacing.x;
    const float field = std::max(ImGui::GetFontSize() * 8, ImGui::GetContentRegionAvail().x - button_room);
    ImGui::SetNextItemWidth(field);
    // libpq's own words, the same in every language: what the instructor types.
    const std::string hint = ellipsized(*ImGui::GetFont(), ImGui::GetFontSize(),
                                        "host=… dbname=centre user=… sslmode=verify-full",
                                        field - ImGui::GetStyle().FramePadding.x * 2);
    const bool entered = ImGui::InputTextWithHint("##conninfo", hint.c_str(), buffer, sizeof buffer,
                                                  ImGuiInputTextFlags_EnterReturnsTrue);
    state.conninfo = buffer;
    app.ensure_glyphs(state.conninfo);
    app.note_last_item("instructor.conninfo");
    same_line_if_fits(button_width(button), content_right_edge());
    ImGui::BeginDisabled(state.conninfo.empty() || state.reader.busy());
    const bool pressed = ImGui::Button(button.c_str());
    ImGui::EndDisabled();
    app.note_last_item("instructor.connect");
    if ((pressed || entered) && !state.conninfo.empty() && !state.reader.busy()) send_connection(app, state);
    wrapped_text_muted(s.get("instructor.password_note"));
    if (state.refused) draw_failure(app, *state.refused);
}

std::string class_entry(const UiStrings& s, const centre::TaughtClass& c) {
    return fill(s.get("instructor.class_entry"), {{"code", c.code}, {"title", c.title}, {"n", std::to_string(c.candidates)}});
}

void draw_class_picker(TrainerApp& app, InstructorState& state, const std::vector<centre::TaughtClass>& classes) {
    const auto& s = app.strings();
    if (classes.empty()) {
        wrapped_text(s.get("instructor.no_classes"));
        app.note_text(s.get("instructor.no_classes"));
        return;
    }
    std::string preview = s.get("instructor.choose_class");
    for (const auto& c : classes) {
        if (c.code == state.class_code) preview = class_entry(s, c);
        app.note_text(class_entry(s, c));  // the classes listed, for scripts (`wait-for text`)
    }
    app.ensure_glyphs(preview);
    const std::string refresh = s.get("instructor.refresh");
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(s.c_str("instructor.class"));
    ImGui::SameLine();
    const float combo = std::max(ImGui::GetFontSize() * 8, ImGui::GetContentRegionAvail().x - button_width(refresh) -
                                                               ImGui::GetStyle().ItemSpacing.x);
    ImGui::SetNextItemWidth(combo);
    const float preview_room = combo - ImGui::GetFrameHeight() - ImGui::GetStyle().FramePadding.x * 2;
    if (ImGui::BeginCombo("##class", ellipsized(*ImGui::GetFont(), ImGui::GetFontSize(), preview, preview_room).c_str())) {
        for (const auto& c : classes) {
            const std::string entry = class_entry(s, c);
            app.ensure_glyphs(entry);
            if (ImGui::Selectable((entry + "##" + c.code).c_str(), c.code == state.class_code)) open_class(app, state, c.code);
            app.note_last_item("instructor.class." + c.code);
        }
        ImGui::EndCombo();
    }
    app.note_last_item("instructor.class");
    same_line_if_fits(button_width(refresh), content_right_edge());
    ImGui::BeginDisabled(state.class_code.empty() || state.reader.busy());
    if (ImGui::Button(refresh.c_str())) open_class(app, state, state.class_code);
    ImGui::EndDisabled();
    app.note_last_item("instructor.refresh");
}

void draw_export(TrainerApp& app, InstructorState& state, const centre::ClassReport& report) {
    const auto& s = app.strings();
    const auto now_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                            std::chrono::system_clock::now().time_since_epoch()).count();
    const std::string fallback = default_export_path(report.class_code, now_ms).string();
    const std::string button = s.get("instructor.export");
    char buffer[1024];
    std::snprintf(buffer, sizeof buffer, "%s", state.export_path.c_str());
    const float field = std::max(ImGui::GetFontSize() * 8, ImGui::GetContentRegionAvail().x - button_width(button) -
                                                               ImGui::GetStyle().ItemSpacing.x);
    ImGui::SetNextItemWidth(field);
    const std::string hint = ellipsized(*ImGui::GetFont(), ImGui::GetFontSize(), fallback,
                                        field - ImGui::GetStyle().FramePadding.x * 2);
    app.ensure_glyphs(fallback);
    if (ImGui::InputTextWithHint("##export_path", hint.c_str(), buffer, sizeof buffer)) state.export_path = buffer;
    app.ensure_glyphs(state.export_path);
    app.note_last_item("instructor.export_path");
    same_line_if_fits(button_width(button), content_right_edge());
    if (ImGui::Button(button.c_str())) {
        const std::string path = state.export_path.empty() ? fallback : state.export_path;
        state.export_error = write_exams_csv(report, path);
        state.exported_to = path;
        state.exported_results = report.exams.size();
    }
    app.note_last_item("instructor.export");
    if (state.exported_to.empty()) return;
    const bool failed = !state.export_error.empty();
    const std::string message =
        failed ? fill(s.get("instructor.export_failed"), {{"path", state.exported_to}, {"reason", state.export_error}})
               : fill(s.get("instructor.exported"), {{"path", state.exported_to}, {"n", std::to_string(state.exported_results)}});
    app.ensure_glyphs(message);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(failed ? palette().danger : palette().success));
    wrapped_text(message);
    ImGui::PopStyleColor();
    app.note_text(message);
}

void draw_report(TrainerApp& app, InstructorState& state, const centre::ClassReport& report) {
    const auto& s = app.strings();
    const std::string title = fill(s.get("instructor.report_title"), {{"centre", report.centre_name},
                                                                      {"class", report.class_code},
                                                                      {"title", report.class_title},
                                                                      {"n", std::to_string(report.roster.size())}});
    app.ensure_glyphs(title);
    section_title(title.c_str());
    app.note_text(title);
    draw_export(app, state, report);
    static constexpr const char* kViews[] = {"roster", "heat", "exams", "scheduled"};
    static constexpr const char* kLabels[] = {"instructor.tab_roster", "instructor.tab_heat_map", "instructor.tab_exams",
                                              "instructor.tab_scheduled"};
    if (!ImGui::BeginTabBar("##instructor_views")) return;
    for (int i = 0; i < 4; ++i) {
        const ImGuiTabItemFlags flags = state.select_view && state.view == i ? ImGuiTabItemFlags_SetSelected : 0;
        const std::string label = s.get(kLabels[i]) + "###" + kViews[i];
        const bool open = ImGui::BeginTabItem(label.c_str(), nullptr, flags);
        app.note_last_item(std::string("instructor.tab.") + kViews[i]);
        if (!open) continue;
        if (!state.select_view) state.view = i;
        ImGui::Spacing();
        if (i == 0) draw_class_roster(app, report);
        else if (i == 1) draw_class_heat_map(app, state, report);
        else if (i == 2) draw_class_exams(app, state, report);
        else draw_scheduled_exams(app, state, report);
        ImGui::EndTabItem();
    }
    state.select_view = false;
    ImGui::EndTabBar();
}

}  // namespace

void draw_instructor_screen(TrainerApp& app) {
    const auto& s = app.strings();
    InstructorState& state = app.instructor();
    if (!state.started) {
        // The saved connection (and class) are used at once: the instructor opens the screen to
        // see the class, not to press "connect" every day.
        state.started = true;
        state.conninfo = app.settings().centre_conninfo;
        state.class_code = app.settings().centre_class;
        if (!state.conninfo.empty()) send_connection(app, state);
    }
    if (state.reader.poll()) {
        state.heat_map.reset();
        // The classes came: show the one chosen last time, if this instructor still teaches it.
        // (Not after a failed report: that would ask again every frame.)
        if (state.reader.classes() && !state.reader.failure() && !state.reader.busy() && !state.reader.report() &&
            !state.class_code.empty()) {
            for (const auto& c : *state.reader.classes())
                if (c.code == state.class_code) {
                    open_class(app, state, c.code);
                    break;
                }
        }
    }

    if (!state.reader.classes()) wrapped_text_muted(s.get("instructor.intro"));
    draw_connection(app, state);
    ImGui::Spacing();
    if (state.reader.busy()) {
        const std::string loading = state.reader.loading_report()
                                        ? fill(s.get("instructor.loading_report"), {{"class", state.class_code}})
                                        : s.get("instructor.loading_classes");
        app.ensure_glyphs(loading);
        wrapped_text_muted(loading);
        app.note_text(loading);
    }
    if (state.reader.failure()) draw_failure(app, *state.reader.failure());
    if (!state.reader.classes()) return;
    ImGui::Separator();
    draw_class_picker(app, state, *state.reader.classes());
    if (const auto& report = state.reader.report()) {
        ImGui::Spacing();
        draw_report(app, state, *report);
    }
}

}  // namespace arbiter::ui
