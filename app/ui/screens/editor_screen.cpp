#include <imgui.h>
#include <imgui_stdlib.h>

#include <fstream>
#include <sstream>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/content/scenario_writer.hpp"
#include "app/core/paths.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "app/ui/data/scenario_replay.hpp"
#include "app/ui/screens/editor_parts.hpp"
#include "app/ui/screens/scenario_form.hpp"
#include "app/ui/screens/scenario_form_fields.hpp"
#include "app/ui/screens/question_editor.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/chess_board.hpp"
#include "app/ui/widgets/go_board.hpp"
#include "app/ui/widgets/ruling_builder.hpp"
#include "app/ui/widgets/timeline.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "engine/clock/game_time.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/rule_set.hpp"

namespace arbiter::ui {

namespace {

// The form read back through the real loader when it changed: its problems (at line and column),
// the file as the writer writes what was read, and the engine's ruling.
void update_derived(TrainerApp& app, EditorState& e) {
    const std::string draft = form_yaml(e);
    if (draft == e.parsed_yaml && e.problems_language == app.language()) return;
    e.parsed_yaml = draft;
    e.problems_language = app.language();
    e.yaml = draft;  // until it loads: the problems' lines and columns are in this text
    e.problems.clear();
    e.ruling.clear();
    e.engine_answer.reset();
    e.explanation.clear();
    ContentErrors errors;
    const std::string file = (e.id.empty() ? std::string("untitled") : e.id) + ".yaml";
    e.parsed = content::parse_scenario(draft, file, errors, app.content_root() / "scenarios", "scenarios/");
    for (const auto& error : errors) e.problems.push_back(problem_line(error, app.strings()));
    if (!e.parsed) return;
    try {
        e.yaml = content::write_scenario_yaml(*e.parsed);
    } catch (const content::ScenarioWriteError& error) {
        // Never saved half-written: save needs no problems.
        for (const auto& problem : error.problems) e.problems.push_back(problem_message(problem, app.strings()));
    }
    const auto adjudication = rules::adjudicate(e.parsed->incident);
    // The adjudicator's problems come in the three languages, like the words around them.
    for (const auto& problem : adjudication.problems)
        e.problems.push_back(fill(app.strings().get("problem.engine_cannot_judge"), {{"detail", problem.get(app.language())}}));
    if (adjudication.ruling) {
        e.ruling = training::ruling_lines(*adjudication.ruling, app.language());
        for (const auto& c : adjudication.ruling->all_citations()) e.ruling.push_back(training::citation_label(c, app.language()));
        e.explanation = adjudication.ruling->explanation.get(app.language());
        e.engine_answer = rules::answer_from_ruling(*adjudication.ruling);
    }
}

// The multiple-choice options: each a ruling in words, changed in the ruling builder the candidate
// uses (so an option can hold only what the engine's vocabulary has), pinned or not; the engine's
// own ruling added with one click; and whether the candidate may also build the ruling.
void draw_options(TrainerApp& app, EditorState& e) {
    const auto& s = app.strings();
    ImGui::Separator();
    ImGui::TextUnformatted(s.c_str("editor.scenario_options"));
    const std::string document = e.parsed ? training::scenario_document(*e.parsed) : std::string();
    int remove = -1;
    for (std::size_t i = 0; i < e.options.size(); ++i) {
        auto& option = e.options[i];
        ImGui::PushID(static_cast<int>(i));
        const std::string text = std::string(1, static_cast<char>('A' + i)) + ". " +
                                 training::scenario_option_text(option, document, app.language());
        app.ensure_glyphs(text);
        const float buttons = button_width(s.get("editor.change_option")) + checkbox_width(s.get("editor.pin_option")) +
                              ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.x * 3;
        fitted_text(text, std::max(ImGui::GetFontSize() * 6, ImGui::GetContentRegionAvail().x - buttons));
        ImGui::SameLine();
        if (ImGui::Button(s.c_str("editor.change_option")) && e.parsed) {
            e.editing_option = static_cast<int>(i);
            e.option_draft = training::draft_from_answer(training::ruling_menu(*e.parsed, app.language()), option.ruling);
        }
        app.note_last_item("editor.option." + std::to_string(i) + ".change");
        ImGui::SameLine();
        ImGui::Checkbox(s.c_str("editor.pin_option"), &option.pinned);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", s.c_str("editor.pin_option_help"));
        ImGui::SameLine();
        if (ImGui::SmallButton("×")) remove = static_cast<int>(i);
        ImGui::PopID();
    }
    if (remove >= 0) {
        e.options.erase(e.options.begin() + remove);
        e.editing_option = -1;
    }
    ImGui::BeginDisabled(!e.engine_answer);
    if (ImGui::Button(s.c_str("editor.add_engine_option")) && e.engine_answer) e.options.push_back({*e.engine_answer, std::nullopt, false});
    ImGui::EndDisabled();
    app.note_last_item("editor.add_engine_option");
    same_line_if_fits(button_width(s.get("editor.add_scenario_option")), content_right_edge());
    ImGui::BeginDisabled(!e.parsed);
    if (ImGui::Button(s.c_str("editor.add_scenario_option"))) {
        e.editing_option = static_cast<int>(e.options.size());
        e.option_draft = {};
    }
    ImGui::EndDisabled();
    app.note_last_item("editor.add_scenario_option");
    fitted_checkbox(s.get("editor.build_too"), "##build", &e.build);
    app.note_last_item("editor.build_too");

    if (e.editing_option < 0 || !e.parsed) return;
    const auto menu = training::ruling_menu(*e.parsed, app.language());
    ImGui::BeginChild("##option_builder", ImVec2(0, ImGui::GetFontSize() * 16), true);
    draw_ruling_builder(menu.choices, e.option_draft, e.option_filter, s, ImGui::GetContentRegionAvail().x);
    ImGui::EndChild();
    ImGui::BeginDisabled(!e.option_draft.complete() || !e.option_draft.amounts_given(menu.choices));
    if (ImGui::Button(s.c_str("editor.use_option"))) {
        const rules::Answer answer = training::answer_from_draft(menu, e.option_draft);
        if (e.editing_option < static_cast<int>(e.options.size())) e.options[static_cast<std::size_t>(e.editing_option)].ruling = answer;
        else e.options.push_back({answer, std::nullopt, false});
        e.editing_option = -1;
    }
    ImGui::EndDisabled();
    app.note_last_item("editor.use_option");
    ImGui::SameLine();
    if (ImGui::Button(s.c_str("editor.cancel_option"))) e.editing_option = -1;
}

void draw_form(TrainerApp& app, EditorState& e) {
    const auto& s = app.strings();
    const float label = ImGui::GetFontSize() * 6;
    auto row = [&](const char* key) { editor_form_row(app, key, label); };
    row("editor.id");
    ImGui::InputText("##id", &e.id, ImGuiInputTextFlags_CharsNoBlank);
    row("editor.game");
    int game = e.game;
    if (ImGui::RadioButton(s.c_str("practice.filter_go"), game == 0)) game = 0;
    same_line_if_fits(checkbox_width(s.get("practice.filter_chess")), content_right_edge());
    if (ImGui::RadioButton(s.c_str("practice.filter_chess"), game == 1)) game = 1;
    if (game != e.game) {
        if (game == 0) new_go_scenario(e);
        else new_chess_scenario(e);
    }
    row("editor.rule_set");
    const rules::RuleSet* current = rules::find_rule_set(e.rule_set);
    const std::string current_title = current ? current->title.get(app.language()) : e.rule_set;
    if (ImGui::BeginCombo("##rules", current_title.c_str())) {
        for (const auto& set : rules::rule_sets()) {
            if ((set.game == rules::GameKind::Go) != (e.game == 0)) continue;
            if (ImGui::Selectable(set.title.get(app.language()).c_str(), set.id == e.rule_set)) e.rule_set = std::string(set.id);
        }
        ImGui::EndCombo();
    }
    row("editor.time_control");
    const char* controls[] = {s.c_str("editor.tc_standard"), s.c_str("editor.tc_rapid"), s.c_str("editor.tc_blitz")};
    ImGui::Combo("##tc", &e.time_control, controls, 3);
    row("editor.difficulty");
    ImGui::SliderInt("##difficulty", &e.difficulty, 1, 5);
    ImGui::TextUnformatted(s.c_str("editor.levels"));
    ImGui::SameLine(label);
    level_checkboxes(app, e.levels, label);
    row("editor.topics");
    ImGui::InputText("##topics", &e.topics);
    row("editor.articles");
    ImGui::InputText("##articles", &e.articles);
    ImGui::TextUnformatted(s.c_str("editor.to_move"));
    ImGui::SameLine(label);
    int to_move = e.to_move;
    ImGui::RadioButton(s.c_str("common.black"), &to_move, 0);
    same_line_if_fits(checkbox_width(s.get("common.white")), content_right_edge());
    ImGui::RadioButton(s.c_str("common.white"), &to_move, 1);
    if (to_move != e.to_move) {
        if (e.game == 1) set_chess_side_to_move(e, to_move);
        else e.to_move = to_move;
    }

    ImGui::Separator();
    if (ImGui::BeginTabBar("##texts")) {
        for (int i = 0; i < 3; ++i) {
            const bool select = e.select_language_tab && i == static_cast<int>(app.language());
            if (ImGui::BeginTabItem(language_endonym(kAllLanguages[i]), nullptr, select ? ImGuiTabItemFlags_SetSelected : 0)) {
                row("editor.title");
                ImGui::InputText("##title", &e.title[i]);
                ImGui::TextUnformatted(s.c_str("editor.prompt"));
                ImGui::InputTextMultiline("##prompt", &e.prompt[i], ImVec2(-1, ImGui::GetFontSize() * 4));
                app.ensure_glyphs(e.title[i]);
                app.ensure_glyphs(e.prompt[i]);
                ImGui::EndTabItem();
            }
        }
        ImGui::EndTabBar();
        e.select_language_tab = false;
    }
    ImGui::Separator();
    row("editor.position_format");
    const char* go_formats[] = {s.c_str("editor.format_diagram"), "SGF"};
    const char* chess_formats[] = {"FEN", "PGN"};
    ImGui::Combo("##format", &e.position_format, e.game == 0 ? go_formats : chess_formats, 2);
    ImGui::TextUnformatted(s.c_str(e.game == 0 ? "editor.position_hint_go" : "editor.position_hint_chess"));
    ImGui::InputTextMultiline("##position", &e.position, ImVec2(-1, ImGui::GetFontSize() * 6));
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 6);
    ImGui::InputTextWithHint("##import", s.c_str("editor.import_hint"), &e.import_path);
    ImGui::SameLine();
    if (ImGui::Button(s.c_str("editor.import"))) {
        std::ifstream in(e.import_path);
        if (in) {
            std::ostringstream text;
            text << in.rdbuf();
            e.position = text.str();
            const bool sgf = e.position.find("(;") != std::string::npos;
            const bool pgn = e.position.find('[') != std::string::npos || e.position.rfind("1.", 0) == 0;
            e.position_format = e.game == 0 ? (sgf ? 1 : 0) : (pgn ? 1 : 0);
            e.save.message.clear();
        } else {
            e.save.message = fill(s.get("editor.import_failed"), {{"path", e.import_path}});
        }
    }
    ImGui::Separator();
    // The clock: none (a scenario that needs no clock shows none), or its fields.
    bool has_clock = !e.clock.empty();
    if (ImGui::Checkbox(s.c_str("editor.has_clock"), &has_clock)) {
        if (!has_clock) e.clock.clear();
        else if (e.game == 0) e.clock = {{"system", "periods"}, {"main", "1:00:00"}, {"periods", "3"}, {"period", "0:00:30"}, {"starts_at", "0:00:00"}};
        else e.clock = {{"control", "5400+30"}, {"starts_at", "0:00:00"}};
    }
    app.note_last_item("editor.has_clock");
    if (!e.clock.empty()) {
        ImGui::Indent();
        draw_form_fields(app, e.clock, content::clock_fields(), "editor.clock");
        ImGui::Unindent();
    }

    ImGui::Separator();
    ImGui::TextUnformatted(s.c_str("editor.events"));
    int remove = -1;
    for (std::size_t i = 0; i < e.events.size(); ++i) {
        auto& ev = e.events[i];
        ImGui::PushID(static_cast<int>(i));
        ImGui::Text("%zu.", i + 1);
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
        ImGui::InputTextWithHint("##at", s.c_str("editor.time_hint"), &ev.at);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", s.c_str("editor.event_at_help"));
        app.note_last_item("editor.event." + std::to_string(i) + ".at");
        ImGui::SameLine();
        ImGui::SetNextItemWidth(std::min(ImGui::GetFontSize() * 10, ImGui::GetContentRegionAvail().x - ImGui::GetFrameHeight() * 2));
        ImGui::Combo("##type", &ev.type, event_type_names().data(), static_cast<int>(event_type_names().size()));
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", std::string(event_spec_of(ev).help).c_str());
        app.note_last_item("editor.event." + std::to_string(i) + ".type");
        ImGui::SameLine();
        if (ImGui::SmallButton("×")) remove = static_cast<int>(i);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", s.c_str("editor.remove_event"));
        ImGui::Indent();
        draw_form_fields(app, ev.fields, event_spec_of(ev).fields, "editor.event." + std::to_string(i));
        ImGui::Unindent();
        ImGui::PopID();
    }
    if (remove >= 0) e.events.erase(e.events.begin() + remove);
    if (ImGui::Button(s.c_str("editor.add_event"))) e.events.push_back(suggested_next_event(e, e.parsed ? &*e.parsed : nullptr));
    app.note_last_item("editor.add_event");
    draw_options(app, e);
}

}  // namespace

// The instructor's editor. A question of the bank is question_editor.cpp's; here, a scenario as a form, read back every change through the real loader
// (validation live, at line and column), replayed on the board, and judged by the engine.
void draw_editor_screen(TrainerApp& app) {
    const auto& s = app.strings();
    EditorState& e = app.editor();
    auto& data = app.data();
    if (!e.opened) {
        new_go_scenario(e);
        app.widen_font_for_typing();
    }
    // What is being written: a scenario (below) or a question of the bank (question_editor.cpp).
    if (ImGui::RadioButton(s.c_str("review.kind_scenario"), e.kind == 0)) e.kind = 0;
    app.note_last_item("editor.kind_scenario");
    ImGui::SameLine();
    if (ImGui::RadioButton(s.c_str("review.kind_question"), e.kind == 1)) e.kind = 1;
    app.note_last_item("editor.kind_question");
    if (e.kind == 1) {
        draw_question_editor(app);
        return;
    }
    // Toolbar: new, open one of the library's scenarios, save.
    const float right = content_right_edge();  // the toolbar wraps in a narrow window
    if (ImGui::Button(s.c_str("editor.new_go"))) new_go_scenario(e);
    same_line_if_fits(button_width(s.get("editor.new_chess")), right);
    if (ImGui::Button(s.c_str("editor.new_chess"))) new_chess_scenario(e);
    const float open_width = std::min(ImGui::GetFontSize() * 16, ImGui::GetContentRegionAvail().x);
    same_line_if_fits(open_width, right);
    ImGui::SetNextItemWidth(open_width);
    const std::string open_label = e.loaded_from.empty() ? s.get("editor.open") : e.loaded_from;
    if (ImGui::BeginCombo("##open", open_label.c_str(), ImGuiComboFlags_HeightLarge)) {
        // The drafts saved with problems first (newest first), then the library.
        for (const auto& draft : saved_drafts("scenarios")) {
            const std::string name = draft.filename().string();
            const bool chosen = ImGui::Selectable((fill(s.get("editor.open_draft"), {{"name", name}}) + "##draft" + name).c_str());
            app.note_last_item("editor.draft." + name);
            if (!chosen) continue;
            std::ifstream in(draft);
            std::ostringstream text;
            text << in.rdbuf();
            const std::string unread = in ? load_draft_into(e, text.str(), draft.string()) : draft.string();
            e.save.message = unread.empty() ? "" : fill(s.get("editor.draft_unread"), {{"what", unread}});
        }
        for (const content::Scenario* scenario : data.scenarios())
            if (ImGui::Selectable((scenario->title.get(app.language()) + "##" + scenario->id).c_str()))
                load_scenario_into(e, *scenario);
        ImGui::EndCombo();
    }
    app.note_last_item("editor.open");
    update_derived(app, e);
    follow_id(e.save, user_data_dir() / "scenarios", e.id);
    same_line_if_fits(ImGui::GetFontSize() * 16, right);
    editor_save_bar(app, e.save, e.yaml, e.problems.empty(), "scenarios", "editor.save_path", "editor.save");
    ImGui::Separator();

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    // The form and the preview side by side; in a narrow window (or at a large text size) the
    // form takes the width and the preview (board, timeline, YAML) follows below it.
    const bool side_by_side = avail.x >= ImGui::GetFontSize() * 40;
    ImGui::BeginChild("##editor_form", ImVec2(side_by_side ? avail.x * 0.52f : 0, side_by_side ? avail.y : avail.y * 0.6f), false);
    draw_form(app, e);
    ImGui::EndChild();
    if (side_by_side) ImGui::SameLine();
    ImGui::BeginChild("##editor_preview", ImVec2(0, side_by_side ? avail.y : 0), false);
    const float width = ImGui::GetContentRegionAvail().x;
    if (e.parsed) {
        const ReplayFrame frame = replay_scenario(*e.parsed, e.timeline_current, s, app.language());
        const float side = std::min(width, ImGui::GetFontSize() * 17);
        if (frame.go) {
            if (auto p = draw_go_board("editor_board", *frame.go, side); p && e.position_format == 0 && e.timeline_current < 0)
                edit_go_point(e, *p);
        }
        if (frame.chess) {
            const char pieces[] = "KQRBNPkqrbnp";
            for (int i = 0; i < 12; ++i) {
                if (i) ImGui::SameLine();
                const char label[] = {pieces[i], 0};
                if (ImGui::RadioButton(label, e.piece == pieces[i])) e.piece = pieces[i];
            }
            if (auto sq = draw_chess_board("editor_board", *frame.chess, side); sq && e.position_format == 0 && e.timeline_current < 0)
                edit_chess_square(e, *sq);
        }
        wrapped_text_muted(s.get("editor.click_hint"), width);
        const TimelineAction action = draw_timeline(frame.timeline, s, width);
        const int last = static_cast<int>(e.parsed->incident.events.size()) - 1;
        if (action.kind == TimelineAction::Kind::ToStart) e.timeline_current = -1;
        if (action.kind == TimelineAction::Kind::StepBack) e.timeline_current = std::max(-1, e.timeline_current - 1);
        if (action.kind == TimelineAction::Kind::StepForward) e.timeline_current = std::min(last, e.timeline_current + 1);
        if (action.kind == TimelineAction::Kind::ToEnd || action.kind == TimelineAction::Kind::Play) e.timeline_current = last;
        if (action.kind == TimelineAction::Kind::Seek || action.kind == TimelineAction::Kind::JumpToIncident)
            e.timeline_current = action.index;
    }
    editor_validation(app, e.problems, width);
    if (!e.ruling.empty()) {
        section_title(s.c_str("editor.engine_ruling"));
        for (const auto& line : e.ruling) {
            app.ensure_glyphs(line);
            ImGui::Bullet();
            wrapped_text(line, width - ImGui::GetFontSize() * 1.5f);
        }
        app.ensure_glyphs(e.explanation);
        wrapped_text_muted(e.explanation, width);
    }
    editor_yaml_view(app, e.yaml);
    ImGui::EndChild();
}

}  // namespace arbiter::ui
