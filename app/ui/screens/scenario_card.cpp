#include "app/ui/screens/scenario_card.hpp"

#include <imgui.h>

#include <algorithm>

#include "app/core/training/option_order.hpp"
#include "app/core/training/practice_grading.hpp"
#include "app/core/training/answer_json.hpp"
#include "app/core/training/answer_text.hpp"
#include "app/core/training/ruling_menu.hpp"
#include "app/ui/data/scenario_replay.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/theme.hpp"
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

float begin_board_row(const ReplayFrame& frame, const std::string& board_id) {
    const float width = ImGui::GetContentRegionAvail().x;
    // The board sets the height of its row (the clocks and timeline beside it are shorter), so
    // what is below does not move while the replay plays.
    const float font = ImGui::GetFontSize();
    float board_side = std::min(width * 0.44f, font * 18);
    const float side_width = width - board_side - ImGui::GetStyle().ItemSpacing.x;
    // The clocks, the timeline's buttons and "show me" need about 15 characters across: in a
    // narrow window or at a large text size they go below the board instead of beside it.
    const bool beside = side_width >= font * 15;
    if (!beside) board_side = std::min(width * 0.8f, font * 14);  // alone on its row: it may be larger
    ImGui::BeginGroup();
    if (frame.go) draw_go_board(board_id.c_str(), *frame.go, board_side);
    if (frame.chess) draw_chess_board(board_id.c_str(), *frame.chess, board_side);
    ImGui::EndGroup();
    if (beside) ImGui::SameLine();
    ImGui::BeginGroup();
    return beside ? side_width : std::min(width, font * 24);
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
    const std::string document = training::scenario_document(scenario);
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
        const std::string label = training::scenario_option_text(scenario.options[i], document, app.language(), titles);
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
