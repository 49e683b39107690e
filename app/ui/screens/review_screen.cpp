#include <imgui.h>

#include <chrono>
#include <cmath>
#include <cstdio>

#include "app/core/training/answers/answer_json.hpp"
#include "app/ui/screens/question_card.hpp"
#include "app/ui/screens/scenario_card.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

// The item the session is on, freshly shown (nothing picked, its time starting now).
void show_current(ReviewState& state) {
    const std::string& id = state.session->current();
    state.card = {};
    state.card.item_id = id;
    open_scenario_card(state.scenario_card, id);
    state.scenario_result.reset();
    state.shown_at = std::chrono::steady_clock::now();
}

double seconds_since(SteadyTime t) { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count(); }

// "2026-12-02 09:30", local time.
std::string local_time(store::TimePoint t, std::chrono::minutes utc_offset) {
    using namespace std::chrono;
    const auto local = floor<minutes>(t + utc_offset);
    const auto day = floor<days>(local);
    const year_month_day ymd{day};
    const hh_mm_ss hms{local - day};
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u-%02u %02d:%02d", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                  static_cast<unsigned>(ymd.day()), static_cast<int>(hms.hours().count()), static_cast<int>(hms.minutes().count()));
    return buffer;
}

void draw_summary(TrainerApp& app, ReviewState& state) {
    const auto& s = app.strings();
    const training::ReviewSessionSummary summary = state.session->summary();
    section_title(s.c_str("review.summary_title"));
    const std::string line = fill(s.get("review.summary_line"), {{"items", std::to_string(summary.items)},
                                                                  {"answered", std::to_string(summary.answered)},
                                                                  {"right", std::to_string(summary.right)},
                                                                  {"skipped", std::to_string(summary.skipped)},
                                                                  {"left", std::to_string(summary.not_reached)}});
    wrapped_text(line);
    app.note_text(line);
    const std::string next = state.next_due ? fill(s.get("review.summary_next_due"), {{"when", local_time(*state.next_due, app.data().utc_offset())}})
                                            : s.get("review.summary_none_scheduled");
    wrapped_text_muted(next);
    app.note_text(next);
    ImGui::Spacing();
    if (ImGui::Button(s.c_str("review.summary_back"))) state = {};
    app.note_last_item("review.summary_back");
}

// One due item: a question of the bank or a scenario on its board, checked and committed as a
// review (TrainerData::answer), then "next" to the next due item of this session only.
void draw_session(TrainerApp& app, ReviewState& state) {
    const auto& s = app.strings();
    auto& data = app.data();
    training::ReviewSession& session = *state.session;
    if (session.finished()) {
        draw_summary(app, state);
        return;
    }
    if (state.card.item_id != session.current()) show_current(state);
    const std::string place = fill(s.get("review.session_place"), {{"n", std::to_string(session.place())}, {"of", std::to_string(session.size())}});
    section_title(place.c_str());
    app.note_text(place);
    // "Next" at the top, where it stays in view however long the feedback: it moves to the next due
    // item of this session only, or to the summary after the last.
    ImGui::SameLine();
    const bool last = session.place() == session.size();
    if (ImGui::Button(s.c_str(last ? "review.session_last" : "review.session_next"))) {
        session.next();
        if (session.finished()) {
            state.next_due = data.next_review_due();
            data.invalidate();
        }
        return;
    }
    app.note_last_item("review.next");
    ImGui::SameLine();
    if (ImGui::SmallButton(s.c_str("review.session_stop"))) {
        // The answers given are committed already; the items not reached stay due.
        session.stop();
        state.next_due = data.next_review_due();
        data.invalidate();
        return;
    }
    app.note_last_item("review.session_stop");
    ImGui::Separator();
    ImGui::BeginChild("##review_item", ImVec2(0, 0), false);
    const Language lang = app.language();
    if (const content::Question* q = data.question(session.current())) {
        draw_question_card(app, *q, state.card, state.card.result.has_value(), "review");
        ImGui::Spacing();
        if (!state.card.result) {
            ImGui::BeginDisabled(!training::response_complete(*q, state.card.response));
            if (ImGui::Button(s.c_str("review.session_check"))) {
                state.card.result = data.answer(q->id, training::question_response_json(*q, state.card.response),
                                                seconds_since(state.shown_at), store::AttemptMode::review);
                if (state.card.result) session.answered(state.card.result->score);
            }
            ImGui::EndDisabled();
            app.note_last_item("review.check");
        } else {
            draw_question_feedback(app, *q, *state.card.result);
        }
    } else if (const content::Scenario* scenario = data.scenario(session.current())) {
        section_title(scenario->title.get(lang).c_str());
        wrapped_text(scenario->prompt.get(lang));
        ImGui::Spacing();
        const float width = ImGui::GetContentRegionAvail().x;
        // As in practice: the options above the board when the two do not both fit in view.
        const bool answer_first = answer_before_board(app, *scenario, state.scenario_card, width, ImGui::GetWindowHeight() - ImGui::GetCursorPosY());
        if (!answer_first) {
            draw_scenario_replay(app, *scenario, state.scenario_card, "review");
            ImGui::Separator();
        }
        std::optional<json::Value> response;
        const training::PracticeItem* item = data.item(scenario->id);
        if (!scenario->options.empty()) {
            const bool picked = draw_scenario_options(app, *scenario, state.scenario_card, state.scenario_result.has_value(), "review", width,
                                                      state.scenario_result ? training::ArticleTitles::Shown : training::ArticleTitles::Hidden,
                                                      state.scenario_result && item ? training::key_option(*item) : std::nullopt)
                                    .has_value();
            ImGui::BeginDisabled(state.scenario_card.picked_option < 0 || state.scenario_result.has_value());
            if (ImGui::Button(s.c_str("review.session_check")))
                response = training::option_response_json(static_cast<std::size_t>(state.scenario_card.picked_option), state.scenario_card.shown);
            ImGui::EndDisabled();
            app.note_last_item("review.check");
            if (picked) ImGui::SetScrollHereY(0.85f);  // below the board: bring "check" into view
        } else if (!state.scenario_result) {
            response = draw_scenario_builder(app, *scenario, state.scenario_card, width);
        }
        if (response && !state.scenario_result) {
            state.scenario_result = data.answer(scenario->id, *response, seconds_since(state.shown_at), store::AttemptMode::review);
            if (state.scenario_result) session.answered(state.scenario_result->score);
        }
        if (state.scenario_result) {
            ImGui::Separator();
            draw_scenario_feedback(app, *scenario, *state.scenario_result);
        }
        if (answer_first) {
            ImGui::Separator();
            draw_scenario_replay(app, *scenario, state.scenario_card, "review");
        }
    } else {
        // Deleted from the content since the queue was made: nothing to answer, only to pass.
        wrapped_text_muted(s.get("exam.withdrawn"));
    }
    ImGui::EndChild();
}

}  // namespace

// Review: today's review session when one runs (the due items one after another, then a summary);
// otherwise the count of due items with "start", and the items whose latest answer was not fully
// right (TrainingStatistics::mistakes), most recent first — "retry" opens one again, as a review.
void draw_review_screen(TrainerApp& app) {
    const auto& s = app.strings();
    auto& data = app.data();
    if (draw_store_unavailable(app)) return;
    if (app.review().session) {
        draw_session(app, app.review());
        return;
    }
    const TrainingSummary& summary = data.summary();
    const std::string due = fill(s.get("review.due_line"), {{"n", std::to_string(summary.queue.due.size())}});
    wrapped_text(due);
    if (!summary.queue.due.empty()) {
        ImGui::SameLine();
        if (ImGui::Button(s.c_str("review.start_due"))) app.start_review();
        app.note_last_item("review.start_due");
    }
    ImGui::Separator();
    if (summary.mistakes.empty()) {
        draw_empty_state(s.c_str("review.empty_title"), s.c_str("review.empty_what"), s.c_str("review.empty_how"));
        return;
    }
    section_title(fill(s.get("review.mistakes"), {{"n", std::to_string(summary.mistakes.size())}}).c_str());
    if (ImGui::BeginTable("##mistakes", 4, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY)) {
        ImGui::TableSetupColumn(s.c_str("review.col_item"), ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn(s.c_str("review.col_kind"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(s.c_str("review.col_wrong"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupScrollFreeze(0, 1);
        ImGui::TableHeadersRow();
        for (const auto& mistake : summary.mistakes) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            const std::string title = item_summary(app, mistake.item_id);
            app.ensure_glyphs(title);
            ImGui::PushTextWrapPos(0);
            ImGui::TextUnformatted(title.c_str());
            ImGui::PopTextWrapPos();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(s.c_str(data.scenario(mistake.item_id) ? "review.kind_scenario" : "review.kind_question"));
            ImGui::TableNextColumn();
            ImGui::Text("%d", mistake.wrong_count);
            ImGui::TableNextColumn();
            ImGui::PushID(mistake.item_id.c_str());
            const bool exists = data.scenario(mistake.item_id) || data.question(mistake.item_id);
            ImGui::BeginDisabled(!exists);
            if (ImGui::SmallButton(s.c_str("review.retry"))) app.retry_item(mistake.item_id);
            ImGui::EndDisabled();
            app.note_last_item("review.retry." + mistake.item_id);
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
}

}  // namespace arbiter::ui
