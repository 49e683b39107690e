#include <imgui.h>
#include <GLFW/glfw3.h>  // key codes: ImGui 1.86 indexes io.KeysDown by the backend's codes

#include <algorithm>
#include <cmath>

#include "app/core/store/class_schedule.hpp"
#include "app/core/training/answers/answer_review.hpp"
#include "app/core/training/answers/option_order.hpp"
#include "app/ui/screens/scheduled_exams.hpp"
#include "app/ui/screens/question_card.hpp"
#include "app/ui/screens/scenario_card.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/screens/sport_choice.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/chart.hpp"
#include "app/ui/widgets/clock.hpp"
#include "app/ui/widgets/empty_state.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::ui {

namespace {

using Clock = std::chrono::steady_clock;


void take_session(TrainerApp& app, training::ExamSession session) {
    ExamUiState& state = app.exam();
    state.report.reset();
    state.error.clear();
    state.session = std::make_unique<training::ExamSession>(std::move(session));
    state.cards.assign(static_cast<std::size_t>(state.session->size()), {});
    state.scenario_cards.assign(static_cast<std::size_t>(state.session->size()), {});
    for (int pos = 0; pos < state.session->size(); ++pos) {
        const auto& item = state.session->item(pos);
        auto& card = state.cards[static_cast<std::size_t>(pos)];
        card.item_id = item.item_id;
        auto& scenario_card = state.scenario_cards[static_cast<std::size_t>(pos)];
        open_scenario_card(scenario_card, item.item_id);
        // The exam's seed orders every item's options: the same exam, the same letters, in the
        // terminal and here (option_order.hpp).
        if (const training::PracticeItem* practice_item = app.data().item(item.item_id)) {
            const auto order = training::option_order(*practice_item, state.session->record().seed);
            if (practice_item->scenario) scenario_card.shown = order;
            else card.response.shown = order;
        }
        if (item.answer_json) {
            // An answer this version cannot read stays in the store as it was (the exam's result
            // counts it as saved); the screen says which item it is rather than show it blank.
            try {
                const auto shown = card.response.shown;
                card.response = training::response_from_json(*item.answer_json);
                if (card.response.shown.empty()) card.response.shown = shown;
                if (card.response.number) card.number_text = std::to_string(*card.response.number);
                if (auto option = training::option_from_json(*item.answer_json)) scenario_card.picked_option = static_cast<int>(*option);
            } catch (const training::ResponseError& e) {
                app.exam().error = fill(app.strings().get("exam.unreadable_answer"),
                                        {{"n", std::to_string(pos + 1)}, {"id", item.item_id}, {"why", e.what()}});
            }
        }
    }
    state.blueprint_id = state.session->blueprint().id;
    state.last_checkpoint = Clock::now();
    app.data().invalidate();
}

// `scheduled`: a class's scheduled exam, which everyone of the class sits with the same seed; the
// session is recorded as its sitting (the centre's report groups it by that).
void start_exam(TrainerApp& app, const training::ExamBlueprint& blueprint,
                std::optional<ScheduledStart> scheduled = std::nullopt) {
    auto& data = app.data();
    if (!data.store()) return;
    try {
        const auto seed = scheduled ? scheduled->seed
                                    : app.exam_seed().value_or(
                                          static_cast<std::uint64_t>(data.clock().now().time_since_epoch().count()));
        // Every item can be drawn, questions and scenarios, as in the terminal's exam: the same
        // blueprint and seed give the same exam in both.
        auto session =
            training::ExamSession::start(*data.store(), data.clock(), data.profile().id, blueprint, data.items(), seed);
        if (scheduled) store::record_scheduled_sitting(*data.store(), session.id(), scheduled->server_id);
        take_session(app, std::move(session));
    } catch (const std::exception& e) {
        app.exam().error = e.what();
    }
}

void resume_exam(TrainerApp& app, std::int64_t id) {
    auto& data = app.data();
    try {
        take_session(app, training::ExamSession::resume(*data.store(), data.clock(), id));
    } catch (const std::exception& e) {
        app.exam().error = e.what();
    }
}

std::string blueprint_title(TrainerApp& app, const std::string& id) {
    if (const auto* bp = app.data().blueprint(id)) return bp->title.get(app.language());
    return id;
}

void draw_choose(TrainerApp& app) {
    const auto& s = app.strings();
    ExamUiState& state = app.exam();
    auto& data = app.data();
    const auto& summary = data.summary();
    if (summary.running_exam) {
        if (auto record = data.store()->exam_session(*summary.running_exam)) {
            section_title(s.c_str("exam.unfinished"));
            const std::string line = fill(s.get("exam.unfinished_line"),
                                          {{"title", blueprint_title(app, record->blueprint_id)},
                                           {"left", format_clock(static_cast<double>(record->remaining_ms) / 1000.0, false)}});
            wrapped_text(line);
            if (ImGui::Button(s.c_str("exam.continue"))) resume_exam(app, record->id);
            app.note_last_item("exam.continue");
            ImGui::Separator();
        }
    }
    if (const auto scheduled = draw_scheduled_exams(app)) start_exam(app, *scheduled->blueprint, scheduled);
    section_title(s.c_str("exam.choose"));
    draw_all_sports_toggle(app, "exam");
    const std::string sport = data.sport_filter();
    if (!state.error.empty()) ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().danger), "%s", state.error.c_str());
    // Room between the number columns, which fit their contents.
    ImGui::PushStyleVar(ImGuiStyleVar_CellPadding, ImVec2(ImGui::GetFontSize() * 0.6f, ImGui::GetStyle().CellPadding.y));
    const bool table = ImGui::BeginTable("##blueprints", 5, ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH);
    ImGui::PopStyleVar();
    if (table) {
        // The exam's name takes what the numbers leave: with five equal columns it was cut short
        // ("围棋一级裁判员模拟…") at 1024 pixels while the numbers had room to spare.
        ImGui::TableSetupColumn(s.c_str("exam.col_exam"), ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn(s.c_str("exam.col_items"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(s.c_str("exam.col_time"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(s.c_str("exam.col_pass"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableHeadersRow();
        for (const auto& bp : data.blueprints()) {
            // Retired (mixed) blueprints stay loaded for old sessions' titles only; the profile's
            // sport shows its own exams unless "all sports" is on.
            if (bp.retired || (!sport.empty() && bp.sport != sport)) continue;
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            fitted_text(bp.title.get(app.language()));  // the column shrinks in a narrow window
            ImGui::TableNextColumn();
            ImGui::Text("%d", bp.item_count());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(fill(s.get("exam.minutes"), {{"n", std::to_string(bp.time_limit_minutes)}}).c_str());
            ImGui::TableNextColumn();
            ImGui::Text("%d%%", static_cast<int>(std::lround(bp.pass_mark * 100)));
            ImGui::TableNextColumn();
            ImGui::PushID(bp.id.c_str());
            ImGui::BeginDisabled(summary.running_exam.has_value() || !data.store());
            if (ImGui::SmallButton(s.c_str("exam.start"))) start_exam(app, bp);
            ImGui::EndDisabled();
            app.note_last_item("exam.start." + bp.id);
            ImGui::PopID();
        }
        ImGui::EndTable();
    }
    if (summary.running_exam) wrapped_text_muted(s.get("exam.one_at_a_time"));
    // Past exams.
    bool any = false;
    for (const auto& record : summary.exams) {
        if (record.state != store::ExamState::submitted) continue;
        if (!any) {
            ImGui::Spacing();
            section_title(s.c_str("exam.history"));
            any = true;
        }
        const auto* bp = data.blueprint(record.blueprint_id);
        if (!bp) continue;
        auto full = data.store()->exam_session(record.id);
        if (!full) continue;
        const auto report = training::make_exam_report(*full, *bp);
        const std::string line = fill(s.get(report.passed ? "exam.history_passed" : "exam.history_failed"),
                                      {{"title", bp->title.get(app.language())},
                                       {"percent", std::to_string(static_cast<int>(std::lround(report.percent * 100)))}});
        ImGui::BulletText("%s", line.c_str());
    }
}

// The report's items read back, made when the report or the language changes, not every frame.
const std::vector<ReportItemReview>& report_reviews(TrainerApp& app, const training::ExamReport& report) {
    ExamUiState& state = app.exam();
    const Language lang = app.language();
    if (state.reviews_session == report.session_id && state.reviews_language == lang &&
        state.reviews.size() == report.item_results.size())
        return state.reviews;
    const store::ExamSessionRecord* record = nullptr;
    std::optional<store::ExamSessionRecord> stored;
    if (state.session && state.session->id() == report.session_id) {
        record = &state.session->record();
    } else if (app.data().store()) {
        stored = app.data().store()->exam_session(report.session_id);
        if (stored) record = &*stored;
    }
    state.reviews.clear();
    for (const auto& item : report.item_results) {
        ReportItemReview reviewed;
        const training::PracticeItem* practice_item = app.data().item(item.item_id);
        const store::ExamItemRecord* stored_item =
            record && item.position < static_cast<int>(record->items.size()) ? &record->items[static_cast<std::size_t>(item.position)] : nullptr;
        if (practice_item && stored_item) {
            try {
                reviewed.review = training::review_answer(*practice_item, stored_item->answer_json,
                                                          training::option_order(*practice_item, record->seed), lang,
                                                          &app.data().sources());
            } catch (const training::ResponseError& e) {
                reviewed.error = e.what();
            }
        }
        state.reviews.push_back(std::move(reviewed));
    }
    state.reviews_session = report.session_id;
    state.reviews_language = lang;
    return state.reviews;
}

void draw_report(TrainerApp& app, const training::ExamReport& report) {
    const auto& s = app.strings();
    const Palette& p = palette();
    section_title(blueprint_title(app, report.blueprint_id).c_str());
    const std::string verdict = fill(s.get(report.passed ? "exam.passed" : "exam.failed"),
                                     {{"percent", std::to_string(static_cast<int>(std::lround(report.percent * 100)))},
                                      {"pass", std::to_string(static_cast<int>(std::lround(report.pass_mark * 100)))}});
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(report.passed ? p.success : p.danger), "%s", verdict.c_str());
    const std::string details = fill(s.get("exam.report_line"),
                                     {{"answered", std::to_string(report.answered)}, {"items", std::to_string(report.items)},
                                      {"time", format_clock(static_cast<double>(report.time_used_ms) / 1000.0, false)}});
    wrapped_text_muted(details);
    // At the top: the report below (the chart, the topics, every item) is longer than a screen.
    const bool back = ImGui::Button(s.c_str("exam.back"));
    app.note_last_item("exam.back");
    if (back) {
        app.exam().report.reset();  // `report` is that object: nothing below may run
        app.exam().session.reset();
        return;
    }
    ImGui::Spacing();
    BarChartView chart;
    chart.title = s.get("exam.by_topic");
    chart.y_max = 100;
    chart.y_suffix = "%";
    for (const auto& topic : report.topics) {
        chart.categories.push_back(s.get("topic." + topic.topic));
        chart.values.push_back(static_cast<float>(topic.percent * 100));
        chart.counts.push_back(topic.items);
    }
    draw_bar_chart("exam_report", chart, ImVec2(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 14));
    if (ImGui::BeginTable("##topics", 4, ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn(s.c_str("exam.col_topic"), ImGuiTableColumnFlags_WidthStretch);
        ImGui::TableSetupColumn(s.c_str("exam.col_items"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn(s.c_str("exam.col_right"), ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableSetupColumn("%", ImGuiTableColumnFlags_WidthFixed);
        ImGui::TableHeadersRow();
        for (const auto& topic : report.topics) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            fitted_text(s.get("topic." + topic.topic));
            ImGui::TableNextColumn();
            ImGui::Text("%d", topic.items);
            ImGui::TableNextColumn();
            ImGui::Text("%d", topic.correct);
            ImGui::TableNextColumn();
            ImGui::Text("%d%%", static_cast<int>(std::lround(topic.percent * 100)));
        }
        ImGui::EndTable();
    }
    // Item by item: what each scored, the candidate's answer with each option marked, the right
    // answer, the explanation and the articles (training::review_answer, the words the feedback
    // uses everywhere), and "retry" to answer it again (recorded as a review).
    ImGui::Spacing();
    section_title(s.c_str("exam.by_item"));
    const std::vector<ReportItemReview>& reviews = report_reviews(app, report);
    for (std::size_t index = 0; index < report.item_results.size(); ++index) {
        const auto& item = report.item_results[index];
        ImGui::Separator();
        ImGui::PushID(item.position);
        const std::string summary = std::to_string(item.position + 1) + ". " + item_summary(app, item.item_id, 90);
        app.ensure_glyphs(summary);
        wrapped_text(summary);
        ImGui::TextDisabled("%s", s.c_str("topic." + item.topic));
        ImGui::SameLine();
        if (!item.score) {
            ImGui::TextDisabled("%s", s.c_str("exam.unanswered"));
        } else {
            const double score = *item.score;
            const ImU32 colour = rules::fully_right(score) ? p.success : score > 0 ? p.warning : p.danger;
            const std::string mark = std::string(rules::fully_right(score) ? "√ " : "× ") +
                                     std::to_string(static_cast<int>(std::lround(score * 100))) + "%";
            ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(colour), "%s", mark.c_str());
        }
        ImGui::SameLine();
        const bool exists = app.data().scenario(item.item_id) || app.data().question(item.item_id);
        ImGui::BeginDisabled(!exists);
        if (ImGui::SmallButton(s.c_str("review.retry"))) app.retry_item(item.item_id);
        ImGui::EndDisabled();
        app.note_last_item("exam.retry." + std::to_string(item.position));
        const ReportItemReview& reviewed = reviews[index];
        if (!reviewed.error.empty()) {
            wrapped_text_muted(fill(s.get("exam.unreadable_answer"),
                                    {{"n", std::to_string(item.position + 1)}, {"id", item.item_id}, {"why", reviewed.error}}));
            ImGui::PopID();
            continue;
        }
        if (!reviewed.review) {
            wrapped_text_muted(s.get("exam.withdrawn"));
            ImGui::PopID();
            continue;
        }
        const training::AnswerReview& review = *reviewed.review;
        ImGui::Indent();
        for (const auto& option : review.options) {
            const std::string line = option.letter + ". " + option.text;
            app.ensure_glyphs(line);
            if (option.mark != training::OptionMark::none) {
                draw_option_mark(app, option.mark, option.letter);
                ImGui::SameLine();
            }
            wrapped_text(line);
        }
        const std::string yours = review.answered ? fill(s.get("exam.your_answer"), {{"answer", review.your_answer}}) : s.get("exam.no_answer");
        const std::string right = fill(s.get("question.correct_answer"), {{"answer", review.right_answer}});
        for (const std::string* line : {&yours, &right}) {
            app.ensure_glyphs(*line);
            wrapped_text(*line);
            app.note_text(std::to_string(item.position + 1) + ". " + *line);
        }
        if (!review.explanation.empty()) {
            app.ensure_glyphs(review.explanation);
            wrapped_text_muted(s.get("practice.explanation") + ": " + review.explanation);
            app.note_text(std::to_string(item.position + 1) + ". " + review.explanation);
        }
        if (!review.articles.empty()) {
            const std::string articles = s.get("ruling.articles") + " " + review.articles;
            app.ensure_glyphs(articles);
            wrapped_text_muted(articles);
            app.note_text(std::to_string(item.position + 1) + ". " + articles);
        }
        ImGui::Unindent();
        ImGui::PopID();
    }
}

void draw_running(TrainerApp& app) {
    const auto& s = app.strings();
    const Palette& p = palette();
    ExamUiState& state = app.exam();
    training::ExamSession& session = *state.session;
    // The heartbeat: the time left is committed every 5 s.
    if (Clock::now() - state.last_checkpoint >= std::chrono::seconds(5)) {
        session.checkpoint();
        state.last_checkpoint = Clock::now();
    }
    const double left = static_cast<double>(session.remaining().count()) / 1000.0;
    section_title(session.blueprint().title.get(app.language()).c_str());
    ImGui::SameLine();
    const std::string time_left = fill(s.get("exam.time_left"), {{"t", format_clock(std::max(0.0, left), false)}});
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(left < 300 ? p.danger : p.text_muted), "%s", time_left.c_str());
    ImGui::SameLine();
    int answered = 0;
    for (int pos = 0; pos < session.size(); ++pos) answered += session.item(pos).answer_json.has_value();
    ImGui::TextDisabled("%s", fill(s.get("exam.answered"), {{"n", std::to_string(answered)}, {"of", std::to_string(session.size())}}).c_str());
    ImGui::SameLine(ImGui::GetContentRegionMax().x - ImGui::CalcTextSize(s.c_str("exam.submit")).x - ImGui::GetStyle().FramePadding.x * 2);
    if (ImGui::Button(s.c_str("exam.submit"))) ImGui::OpenPopup("##confirm_submit");
    app.note_last_item("exam.submit");
    if (ImGui::BeginPopup("##confirm_submit")) {
        wrapped_text(fill(s.get("exam.confirm_submit"), {{"n", std::to_string(session.size() - answered)}}), ImGui::GetFontSize() * 18);
        if (ImGui::Button(s.c_str("exam.submit_now"))) {
            state.report = session.submit();
            app.data().invalidate();
            ImGui::CloseCurrentPopup();
        }
        app.note_last_item("exam.submit_now");
        ImGui::EndPopup();
    }
    if (session.expired() && !state.report) {
        state.report = session.submit();
        app.data().invalidate();
    }
    if (state.report) return;
    ImGui::Separator();

    // The question grid: answered filled, flagged in orange, the current one outlined.
    const float font = ImGui::GetFontSize();
    const float cell = font * 2.1f;
    const float grid_width = cell * 5 + ImGui::GetStyle().ItemSpacing.x * 5;
    ImGui::BeginChild("##exam_grid", ImVec2(grid_width + ImGui::GetStyle().WindowPadding.x * 2, 0), true);
    for (int pos = 0; pos < session.size(); ++pos) {
        const auto& item = session.item(pos);
        if (pos % 5) ImGui::SameLine();
        const bool current = pos == session.current();
        // Only an answered or flagged cell is filled: an unanswered one is the panel's colour with
        // a thin border (ImGui's own button blue would read as "answered" from the start).
        const ImU32 fill_colour = item.flagged ? p.warning : item.answer_json ? p.accent : p.panel;
        const bool filled = item.flagged || item.answer_json.has_value();
        ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(fill_colour));
        ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::ColorConvertU32ToFloat4(filled ? fill_colour : p.sidebar));
        // The current cell's thick border in the text colour shows on every fill.
        ImGui::PushStyleColor(ImGuiCol_Border, current ? ImGui::GetStyleColorVec4(ImGuiCol_Text) : ImGui::ColorConvertU32ToFloat4(p.panel_border));
        if (filled) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
        const int colours = filled ? 4 : 3;
        ImGui::PushStyleVar(ImGuiStyleVar_FrameBorderSize, current ? 3.0f : 1.0f);
        const std::string label = std::to_string(pos + 1) + "##cell";
        ImGui::PushID(pos);
        if (ImGui::Button(label.c_str(), ImVec2(cell, cell))) session.go_to(pos);
        ImGui::PopID();
        ImGui::PopStyleVar();
        ImGui::PopStyleColor(colours);
        app.note_last_item("exam.cell." + std::to_string(pos));
    }
    ImGui::Spacing();
    wrapped_text_muted(s.get("exam.grid_legend"));
    ImGui::EndChild();
    ImGui::SameLine();

    // The exam's own keys (shortcuts.cpp lists them): Ctrl+←/→ previous/next item, Ctrl+F flag.
    const ImGuiIO& io = ImGui::GetIO();
    if (io.KeyCtrl && !io.WantTextInput) {
        const int at = session.current();
        if (ImGui::IsKeyPressed(GLFW_KEY_RIGHT, false) && at + 1 < session.size()) session.go_to(at + 1);
        if (ImGui::IsKeyPressed(GLFW_KEY_LEFT, false) && at > 0) session.go_to(at - 1);
        if (ImGui::IsKeyPressed(GLFW_KEY_F, false)) session.flag(at, !session.item(at).flagged);
    }
    ImGui::BeginChild("##exam_item", ImVec2(0, 0), false);
    const int pos = session.current();
    const auto& item = session.item(pos);
    auto& card = state.cards[static_cast<std::size_t>(pos)];
    ImGui::TextUnformatted(fill(s.get("exam.question_n"), {{"n", std::to_string(pos + 1)}, {"of", std::to_string(session.size())}}).c_str());
    ImGui::SameLine();
    bool flagged = item.flagged;
    if (ImGui::Checkbox(s.c_str("exam.flag"), &flagged)) session.flag(pos, flagged);
    app.note_last_item("exam.flag");
    if (const content::Question* q = app.data().question(item.item_id)) {
        if (draw_question_card(app, *q, card, false, "exam") && training::response_complete(*q, card.response)) {
            // Saved at once; the candidate sees the grades only in the report.
            const double seconds = static_cast<double>(item.time_spent_ms) / 1000.0;
            if (auto feedback = app.data().grade(item.item_id, training::question_response_json(*q, card.response), seconds))
                session.answer(pos, training::to_exam_response(*feedback));
        }
    } else if (const content::Scenario* scenario = app.data().scenario(item.item_id)) {
        // A case on the board: replay it, then rule — pick an option, or (a scenario without
        // options) build the ruling. Saved at once, like a question; graded only in the report.
        auto& scenario_card = state.scenario_cards[static_cast<std::size_t>(pos)];
        wrapped_text(scenario->prompt.get(app.language()));
        ImGui::Spacing();
        const float width = ImGui::GetContentRegionAvail().x;
        // The options in view without scrolling: above the board when the two do not both fit
        // (a small laptop screen, a large text size), as in practice.
        const bool answer_first = answer_before_board(app, *scenario, scenario_card, width, ImGui::GetWindowHeight() - ImGui::GetCursorPosY());
        if (!answer_first) {
            draw_scenario_replay(app, *scenario, scenario_card, "exam");
            ImGui::Separator();
        }
        std::optional<json::Value> response;
        if (!scenario->options.empty()) {
            if (auto picked = draw_scenario_options(app, *scenario, scenario_card, false, "exam", width, training::ArticleTitles::Hidden))
                response = training::option_response_json(static_cast<std::size_t>(*picked), scenario_card.shown);
        } else {
            // A built ruling cannot be shown again from its JSON: say it is saved.
            if (item.answer_json) wrapped_text_muted(s.get("exam.ruling_saved"));
            response = draw_scenario_builder(app, *scenario, scenario_card, width);
        }
        if (answer_first) {
            ImGui::Separator();
            draw_scenario_replay(app, *scenario, scenario_card, "exam");
        }
        if (response) {
            const double seconds = static_cast<double>(item.time_spent_ms) / 1000.0;
            if (auto feedback = app.data().grade(item.item_id, *response, seconds))
                session.answer(pos, training::to_exam_response(*feedback));
        }
    } else {
        wrapped_text_muted(s.get("exam.withdrawn"));
    }
    ImGui::Spacing();
    ImGui::BeginDisabled(pos == 0);
    if (ImGui::Button(s.c_str("exam.previous"))) session.go_to(pos - 1);
    ImGui::EndDisabled();
    app.note_last_item("exam.previous");
    ImGui::SameLine();
    ImGui::BeginDisabled(pos + 1 >= session.size());
    if (ImGui::Button(s.c_str("exam.next"))) session.go_to(pos + 1);
    ImGui::EndDisabled();
    app.note_last_item("exam.next");
    ImGui::EndChild();
}

}  // namespace

// Mock exam: choose a blueprint, answer against the clock (every answer, flag and move is
// committed at once, so an exam survives a crash and can be continued), submit, read the report.
void draw_exam_screen(TrainerApp& app) {
    const auto& s = app.strings();
    ExamUiState& state = app.exam();
    auto& data = app.data();
    if (data.blueprints().empty() || data.questions().empty()) {
        draw_empty_state(s.c_str("exam.title_none"), s.c_str("exam.empty_what"), s.c_str("exam.how_none"));
        return;
    }
    if (draw_store_unavailable(app)) return;
    if (state.report) {
        draw_report(app, *state.report);
    } else if (state.session && !state.session->submitted()) {
        draw_running(app);
        if (state.report) draw_report(app, *state.report);
    } else {
        draw_choose(app);
    }
}

}  // namespace arbiter::ui
