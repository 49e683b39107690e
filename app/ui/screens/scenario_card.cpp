#include "app/ui/screens/scenario_card.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/core/training/answers/option_order.hpp"
#include "app/core/training/answers/practice_grading.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "app/ui/data/scenario_replay.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/chess_board.hpp"
#include "app/ui/widgets/clock.hpp"
#include "app/ui/widgets/go_board.hpp"
#include "app/ui/widgets/ruling_builder.hpp"
#include "app/ui/widgets/timeline.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::ui {

void open_scenario_card(ScenarioCardState& card, const std::string& id) {
    card = {};
    card.scenario_id = id;
}

namespace {

struct BoardRow {
    float board_side = 0;
    float side_width = 0;
    bool beside = true;  // the clocks and the timeline beside the board, else below it
};

BoardRow board_row(float width) {
    // The board sets the height of its row (the clocks and timeline beside it are shorter), so
    // what is below does not move while the replay plays.
    const float font = ImGui::GetFontSize();
    BoardRow row;
    row.board_side = std::min(width * 0.44f, font * 18);
    row.side_width = width - row.board_side - ImGui::GetStyle().ItemSpacing.x;
    // The clocks, the timeline's buttons and "show me" need about 15 characters across: in a
    // narrow window or at a large text size they go below the board instead of beside it.
    row.beside = row.side_width >= font * 15;
    if (!row.beside) {
        row.board_side = std::min(width * 0.8f, font * 14);  // alone on its row: it may be larger
        row.side_width = std::min(width, font * 24);
    }
    return row;
}

// What the clocks, the timeline and "show me" take down the side of the board (measured: about
// nine lines of text at every size).
float replay_side_height() { return ImGui::GetFontSize() * 9.5f; }

}  // namespace

float begin_board_row(const ReplayFrame& frame, const std::string& board_id) {
    const BoardRow row = board_row(ImGui::GetContentRegionAvail().x);
    const float board_side = row.board_side;
    const bool beside = row.beside;
    ImGui::BeginGroup();
    if (frame.go) draw_go_board(board_id.c_str(), *frame.go, board_side);
    if (frame.chess) draw_chess_board(board_id.c_str(), *frame.chess, board_side);
    ImGui::EndGroup();
    if (beside) ImGui::SameLine();
    ImGui::BeginGroup();
    return row.side_width;
}

bool answer_before_board(TrainerApp& app, const content::Scenario& scenario, ScenarioCardState& card, float width, float room) {
    if (scenario.options.empty()) return false;  // the ruling builder is long: it stays below the board
    const ImGuiStyle& style = ImGui::GetStyle();
    const int language = static_cast<int>(app.language());
    if (card.answer_first && card.layout_language == language && std::abs(card.layout_width - width) <= style.ScrollbarSize + 2 &&
        std::abs(card.layout_room - room) <= 2)
        return *card.answer_first;
    card.layout_width = width;
    card.layout_room = room;
    card.layout_language = language;
    const float font = ImGui::GetFontSize();
    const BoardRow row = board_row(width);
    const float board = row.beside ? std::max(row.board_side, replay_side_height()) : row.board_side + replay_side_height();
    // The options as draw_scenario_options wraps them (a radio button and "A." to the left), the
    // section's title and the choice of answering mode above them. "Submit" below the last option
    // may be out of view: picking an option brings it in (PracticeState::scroll_to_submit).
    const float text_width = width - ImGui::GetFrameHeight() - style.ItemInnerSpacing.x - font * 1.5f - style.ItemSpacing.x;
    float answer = font * 2.2f + (scenario.build ? ImGui::GetFrameHeightWithSpacing() : 0);
    for (std::size_t i = 0; i < scenario.options.size(); ++i) {
        const std::string label = training::scenario_option_text(scenario, i, app.language(), training::ArticleTitles::Hidden);
        answer += std::max(ImGui::GetFrameHeight(), ImGui::CalcTextSize(label.c_str(), nullptr, false, text_width).y) + style.ItemSpacing.y;
    }
    card.answer_first = board + answer + style.ItemSpacing.y * 4 > room;
    return *card.answer_first;
}

void draw_scenario_replay(TrainerApp& app, const content::Scenario& scenario, ScenarioCardState& card,
                          const std::string& prefix) {
    const auto& s = app.strings();
    const auto now = std::chrono::steady_clock::now();
    const int last = static_cast<int>(scenario.incident.events.size()) - 1;
    // Play: one event a second.
    if (card.playing && now - card.last_step >= std::chrono::milliseconds(900)) {
        card.last_step = now;
        if (card.current < last) ++card.current;
        else card.playing = false;
    }
    const ReplayFrame frame = replay_scenario(scenario, card.current, s, app.language());

    const float side_width = begin_board_row(frame, prefix + "_board");
    draw_clock(frame.clock, s, side_width);
    ImGui::Spacing();
    const TimelineAction action = draw_timeline(frame.timeline, s, side_width);
    switch (action.kind) {
        case TimelineAction::Kind::ToStart: card.current = -1; card.playing = false; break;
        case TimelineAction::Kind::StepBack: card.current = std::max(-1, card.current - 1); card.playing = false; break;
        case TimelineAction::Kind::StepForward: card.current = std::min(last, card.current + 1); card.playing = false; break;
        case TimelineAction::Kind::ToEnd: card.current = last; card.playing = false; break;
        case TimelineAction::Kind::Play:
            if (card.current >= last) card.current = -1;
            card.playing = true;
            card.last_step = now;
            break;
        case TimelineAction::Kind::Pause: card.playing = false; break;
        case TimelineAction::Kind::Seek: card.current = action.index; card.playing = false; break;
        case TimelineAction::Kind::JumpToIncident: card.current = action.index; card.playing = false; break;
        case TimelineAction::Kind::None: break;
    }
    // "Show me": the moments before the incident play again, up to the incident itself.
    if (ImGui::Button(s.c_str("practice.show_me"))) {
        card.current = std::max(-1, incident_event(scenario) - 2);
        card.playing = true;
        card.last_step = now;
    }
    app.note_last_item(prefix + ".show_me");
    ImGui::EndGroup();
}

std::optional<int> draw_scenario_options(TrainerApp& app, const content::Scenario& scenario, ScenarioCardState& card,
                                         bool locked, const std::string& prefix, float width, training::ArticleTitles titles,
                                         std::optional<std::size_t> key) {
    std::optional<int> picked;
    if (card.shown.size() != scenario.options.size()) {
        std::vector<bool> pinned;
        for (const auto& o : scenario.options) pinned.push_back(o.pinned);
        card.shown = training::option_order(scenario.options.size(), pinned, app.next_option_seed(), scenario.id);
    }
    // In the order the card was given (option_order.hpp); the letters are the places on screen.
    const bool ordered = card.shown.size() == scenario.options.size();
    for (std::size_t k = 0; k < scenario.options.size(); ++k) {
        const std::size_t i = ordered ? card.shown[k] : k;
        const std::string label = training::scenario_option_text(scenario, i, app.language(), titles);
        app.ensure_glyphs(label);
        ImGui::PushID(static_cast<int>(i));
        // RadioButton does not wrap: the button alone, then the option's text wrapped beside it.
        const char letter[] = {static_cast<char>('A' + k), '.', 0};
        bool clicked = ImGui::RadioButton(letter, card.picked_option == static_cast<int>(i));
        app.note_last_item(prefix + ".option." + std::to_string(k));
        ImGui::SameLine();
        const float x = ImGui::GetCursorPosX();
        ImGui::BeginGroup();
        if (key) draw_option_mark(app, training::option_mark(*key == i, card.picked_option == static_cast<int>(i)), std::string(1, letter[0]));
        wrapped_text(label, width - x);
        ImGui::EndGroup();
        clicked = ImGui::IsItemClicked() || clicked;
        ImGui::PopID();
        if (clicked && !locked) {
            card.picked_option = static_cast<int>(i);
            picked = card.picked_option;
        }
    }
    return picked;
}

std::optional<json::Value> draw_scenario_builder(TrainerApp& app, const content::Scenario& scenario,
                                                 ScenarioCardState& card, float width) {
    const Language lang = app.language();
    if (card.menu_language != static_cast<int>(lang)) {
        card.menu = training::ruling_menu(scenario, lang);
        card.menu_language = static_cast<int>(lang);
    }
    app.ensure_glyphs(card.article_filter);
    const auto result = draw_ruling_builder(card.menu.choices, card.draft, card.article_filter, app.strings(), width);
    if (!result.submitted) return std::nullopt;
    return training::ruling_response_json(training::answer_from_draft(card.menu, card.draft));
}

void draw_scenario_feedback(TrainerApp& app, const content::Scenario& scenario, const training::Feedback& result) {
    const auto& s = app.strings();
    const Palette& p = palette();
    const Language lang = app.language();
    const bool exact = result.correct;
    const std::string verdict = fill(s.get(exact ? "practice.correct" : "practice.partly"),
                                     {{"score", std::to_string(static_cast<int>(result.score * 100 + 0.5))}});
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(exact ? p.success : p.warning), "%s", verdict.c_str());
    app.note_text(verdict);
    // The key in words: the option that states the engine's ruling, or the ruling's parts.
    const std::string key = fill(s.get("question.correct_answer"), {{"answer", result.correct_answer.get(lang)}});
    app.ensure_glyphs(key);
    wrapped_text(key);
    app.note_text(key);
    for (const auto& part : result.parts) {
        const bool right = rules::fully_right(part.score);
        std::string line = (right ? "√ " : "× ") + training::part_label(part.part, lang);
        app.ensure_glyphs(line);
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(right ? p.success : p.danger), "%s", line.c_str());
    }
    // What was wrong, part by part, in words ("the penalty: you gave none; the Laws give …"), the
    // same sentences the terminal prints (training::wrong_part_lines).
    for (const auto& wrong : result.wrong_parts) {
        const std::string& line = wrong.get(lang);
        app.ensure_glyphs(line);
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(p.danger));
        ImGui::Bullet();
        wrapped_text(line);
        ImGui::PopStyleColor();
        app.note_text(line);
    }
    ImGui::Spacing();
    section_title(s.c_str("practice.engine_ruling"));
    if (const rules::Ruling* ruling = app.data().ruling(scenario.id)) {
        for (const auto& line : training::ruling_lines(*ruling, lang)) {
            app.ensure_glyphs(line);
            ImGui::Bullet();
            wrapped_text(line);
        }
    }
    ImGui::TextUnformatted(s.c_str("ruling.articles"));
    for (const auto& citation : result.citations) {
        const std::string label = training::citation_label(citation, lang);
        app.ensure_glyphs(label);
        ImGui::Bullet();
        wrapped_text(label);
    }
    ImGui::Spacing();
    section_title(s.c_str("practice.explanation"));
    const std::string& explanation = result.explanation.get(lang);
    app.ensure_glyphs(explanation);
    wrapped_text(explanation);
}

}  // namespace arbiter::ui
