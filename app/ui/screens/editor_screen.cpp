#include <imgui.h>
#include <imgui_stdlib.h>

#include <fstream>
#include <sstream>

#include "app/core/content/scenario_loader.hpp"
#include "app/core/content/scenario_writer.hpp"
#include "app/core/paths.hpp"
#include "app/core/training/answer_json.hpp"
#include "app/core/training/answer_text.hpp"
#include "app/core/training/ruling_menu.hpp"
#include "app/ui/data/scenario_replay.hpp"
#include "app/ui/screens/editor_parts.hpp"
#include "app/ui/screens/question_editor.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/chess_board.hpp"
#include "app/ui/widgets/go_board.hpp"
#include "app/ui/widgets/timeline.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "engine/clock/game_time.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/event_schema.hpp"
#include "engine/rules/rule_set.hpp"

namespace arbiter::ui {

namespace {

constexpr const char* kTimeControls[] = {"standard", "rapid", "blitz"};
constexpr const char* kLevelTags[] = {"cn-3", "cn-2", "cn-1", "cn-national", "fide"};
// The event types offered: every one the engine knows, in its order (rules::event_specs()), so a
// scenario of the library opens with its events as written and a new engine event needs no edit
// here. EditorEvent::type indexes this list (0 = move).
const std::vector<const char*>& event_type_names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const auto& spec : rules::event_specs()) out.emplace_back(spec.name);
        return out;
    }();
    static const std::vector<const char*> pointers = [] {
        std::vector<const char*> out;
        for (const auto& name : names) out.push_back(name.c_str());
        return out;
    }();
    return pointers;
}

// A YAML double-quoted scalar.
std::string yaml_quoted(const std::string& text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        out += c;
    }
    return out + "\"";
}

std::string block(const std::string& text, const char* indent) {
    std::string out = "|\n";
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) out += indent + line + "\n";
    return out;
}

void new_go(EditorState& e) {
    e = {};
    e.opened = true;
    e.game = 0;
    e.rule_set = "cn-go-1988";
    // A ko on a 9×9 board: Black takes at E6, White retakes at D6 at once.
    e.position = ".........\n.........\n...XO....\n..XO.O...\n...XO....\n.........\n.........\n.........\n.........";
    e.clock = "{system: periods, main: \"1:00:00\", periods: 3, period: \"0:00:30\", starts_at: \"1:30:00\", black: \"0:00:30\", white: \"0:00:30\", running: black}";
    e.to_move = 0;
    e.events = {{"1:30:10", 0, "by: black, move: E6"}, {"1:30:15", 0, "by: white, move: D6, legal: false, reason: ko_recapture"}};
    e.title[0] = "新情景";
    e.title[1] = "新情景";
    e.title[2] = "New scenario";
    e.prompt[0] = "裁判员应如何处理？";
    e.prompt[1] = "裁判員應如何處理？";
    e.prompt[2] = "What does the arbiter rule?";
}

void new_chess(EditorState& e) {
    new_go(e);
    e.game = 1;
    e.rule_set = "fide-2023-standard";
    e.topics = "clock";
    e.articles = "6.9";
    e.to_move = 1;
    e.position = "6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1";
    e.clock = "{control: \"5400+30\", starts_at: \"2:00:00\", white: \"0:00:05\", black: \"0:20:00\", running: white}";
    e.events = {{"2:00:04", 0, "by: white, move: e1e8, ends_game: checkmate"}};
}

// Reads a scenario of the library into the form (its start position as a diagram or FEN).
void load_into(EditorState& e, const content::Scenario& s, Language) {
    e = {};
    e.opened = true;
    e.loaded_from = s.id;
    e.id = s.id;
    e.game = s.incident.game == rules::GameKind::Go ? 0 : 1;
    e.rule_set = s.incident.rule_set;
    e.time_control = static_cast<int>(s.time_control);
    e.difficulty = s.difficulty;
    for (auto& l : e.levels) l = false;
    for (auto level : s.levels) e.levels[static_cast<int>(level)] = true;
    e.topics.clear();
    for (const auto& t : s.topics) e.topics += (e.topics.empty() ? "" : ", ") + t;
    e.articles.clear();
    for (const auto& c : s.sources) e.articles += (e.articles.empty() ? "" : ", ") + c.article;
    e.to_move = s.incident.to_move == rules::Player::White ? 1 : 0;
    if (e.game == 0) {
        for (const auto& row : s.start.go_rows) e.position += (e.position.empty() ? "" : "\n") + row;
    } else {
        e.position = s.start.fen;
    }
    // The clock and each event's fields in the form's YAML fragments, written by the scenario
    // writer with the engine's field types (a time field as a time, not milliseconds). A library
    // scenario always writes (tests/scenarios/test_scenario_writer.cpp); if one could not, say so.
    try {
        e.clock = content::write_clock_flow(s.incident.clock);
        for (const auto& ev : s.incident.events) {
            EditorEvent row;
            row.at = ev.at ? clock::format_game_time(*ev.at) : "";
            const auto& names = event_type_names();
            for (std::size_t i = 0; i < names.size(); ++i)
                if (rules::event_name(ev.kind) == names[i]) row.type = static_cast<int>(i);
            row.fields = content::write_event_fields_flow(ev);
            e.events.push_back(row);
        }
    } catch (const content::ScenarioWriteError& error) {
        e.saved_message = error.what();
    }
    for (int i = 0; i < 3; ++i) {
        e.title[i] = s.title.get(kAllLanguages[static_cast<std::size_t>(i)]);
        e.prompt[i] = s.prompt.get(kAllLanguages[static_cast<std::size_t>(i)]);
    }
}

// The form as a scenario file for the loader to read. The form holds the clock and the events'
// fields as YAML fragments, so this only puts them together; once the text loads, what is shown
// and saved is the scenario writer's text of what was read (update_derived).
std::string draft_yaml(const EditorState& e) {
    const bool go = e.game == 0;
    const char* langs[] = {"zh-Hans", "zh-Hant", "en"};
    std::string y = "id: " + e.id + "\ntitle:\n";
    for (int i = 0; i < 3; ++i) y += std::string("  ") + langs[i] + ": " + yaml_quoted(e.title[i]) + "\n";
    y += "prompt:\n";
    for (int i = 0; i < 3; ++i) y += std::string("  ") + langs[i] + ": " + yaml_quoted(e.prompt[i]) + "\n";
    y += std::string("time_control: ") + kTimeControls[e.time_control] + "\n";
    y += "difficulty: " + std::to_string(e.difficulty) + "\nlevels: [";
    bool first = true;
    for (int i = 0; i < 5; ++i)
        if (e.levels[i]) {
            y += std::string(first ? "" : ", ") + kLevelTags[i];
            first = false;
        }
    y += "]\ntopics: [" + e.topics + "]\nsource:\n";
    std::string document = e.rule_set;
    if (const auto* set = rules::find_rule_set(e.rule_set)) document = std::string(set->document);
    std::istringstream articles(e.articles);
    for (std::string a; std::getline(articles, a, ',');) {
        a.erase(0, a.find_first_not_of(' '));
        a.erase(a.find_last_not_of(' ') + 1);
        if (!a.empty()) y += "  - {document: " + document + ", article: " + yaml_quoted(a) + "}\n";
    }
    const char* formats_go[] = {"diagram", "sgf"};
    const char* formats_chess[] = {"fen", "pgn"};
    y += std::string("position_format: ") + (go ? formats_go : formats_chess)[e.position_format] + "\n";
    y += "incident:\n  game: " + std::string(go ? "go" : "chess") + "\n  rules: " + e.rule_set + "\n";
    y += std::string("  to_move: ") + (e.to_move ? "white" : "black") + "\n";
    y += "  position: " + block(e.position, "    ");
    y += "  clock: " + e.clock + "\n  events:\n";
    for (const auto& ev : e.events) {
        y += "    - {";
        if (!ev.at.empty()) y += "at: " + yaml_quoted(ev.at) + ", ";
        y += std::string("type: ") + event_type_names().at(static_cast<std::size_t>(ev.type));
        if (!ev.fields.empty()) y += ", " + ev.fields;
        y += "}\n";
    }
    y += "question:\n  build: true\n";
    return y;
}

void update_derived(TrainerApp& app, EditorState& e) {
    const std::string draft = draft_yaml(e);
    if (draft == e.parsed_yaml) return;
    e.parsed_yaml = draft;
    e.yaml = draft;  // until it loads: the problems' lines and columns are in this text
    e.problems.clear();
    e.ruling.clear();
    e.explanation.clear();
    ContentErrors errors;
    const std::string file = e.id + ".yaml";
    e.parsed = content::parse_scenario(draft, file, errors, app.content_root() / "scenarios", "scenarios/");
    for (const auto& error : errors) e.problems.push_back(error.to_string());
    if (!e.parsed) return;
    try {
        e.yaml = content::write_scenario_yaml(*e.parsed);
    } catch (const content::ScenarioWriteError& error) {
        e.problems.push_back(error.what());  // never saved half-written: save needs no problems
    }
    const auto adjudication = rules::adjudicate(e.parsed->incident);
    for (const auto& problem : adjudication.problems) e.problems.push_back(problem);
    if (adjudication.ruling) {
        e.ruling = training::ruling_lines(*adjudication.ruling, app.language());
        for (const auto& c : adjudication.ruling->all_citations()) e.ruling.push_back(training::citation_label(c, app.language()));
        e.explanation = adjudication.ruling->explanation.get(app.language());
    }
}

// A click on the Go diagram cycles empty → black → white; on the chess board it puts the chosen
// piece (or empties a square holding it).
void edit_go_point(EditorState& e, GoPoint p) {
    std::vector<std::string> rows;
    std::istringstream in(e.position);
    for (std::string line; std::getline(in, line);) {
        std::string row;
        for (char c : line)
            if (c != ' ') row += c;
        if (!row.empty()) rows.push_back(row);
    }
    if (p.row >= static_cast<int>(rows.size()) || p.col >= static_cast<int>(rows[static_cast<std::size_t>(p.row)].size())) return;
    char& c = rows[static_cast<std::size_t>(p.row)][static_cast<std::size_t>(p.col)];
    c = c == '.' || c == '+' ? 'X' : (c == 'X' || c == 'x' || c == 'B' || c == '#') ? 'O' : '.';
    e.position.clear();
    for (const auto& row : rows) e.position += (e.position.empty() ? "" : "\n") + row;
}

void edit_chess_square(EditorState& e, int square) {
    const auto space = e.position.find(' ');
    std::string placement = e.position.substr(0, space);
    std::string rest = space == std::string::npos ? " w - - 0 1" : e.position.substr(space);
    char board[64];
    int rank = 7, file = 0;
    std::fill(std::begin(board), std::end(board), '.');
    for (char c : placement) {
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else if (rank >= 0 && file < 8) {
            board[rank * 8 + file++] = c;
        }
    }
    board[square] = board[square] == e.piece ? '.' : e.piece;
    placement.clear();
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            const char c = board[r * 8 + f];
            if (c == '.') {
                ++empty;
                continue;
            }
            if (empty) placement += static_cast<char>('0' + empty);
            empty = 0;
            placement += c;
        }
        if (empty) placement += static_cast<char>('0' + empty);
        if (r) placement += '/';
    }
    e.position = placement + rest;
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
        if (game == 0) new_go(e);
        else new_chess(e);
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
    ImGui::RadioButton(s.c_str("common.black"), &e.to_move, 0);
    same_line_if_fits(checkbox_width(s.get("common.white")), content_right_edge());
    ImGui::RadioButton(s.c_str("common.white"), &e.to_move, 1);

    ImGui::Separator();
    if (ImGui::BeginTabBar("##texts")) {
        const char* names[] = {"简体中文", "繁體中文", "English"};
        for (int i = 0; i < 3; ++i) {
            const bool select = e.select_language_tab && i == static_cast<int>(app.language());
            if (ImGui::BeginTabItem(names[i], nullptr, select ? ImGuiTabItemFlags_SetSelected : 0)) {
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
            e.saved_message.clear();
        } else {
            e.saved_message = fill(s.get("editor.import_failed"), {{"path", e.import_path}});
        }
    }
    row("editor.clock");
    ImGui::InputText("##clock", &e.clock);

    ImGui::Separator();
    ImGui::TextUnformatted(s.c_str("editor.events"));
    int remove = -1;
    for (std::size_t i = 0; i < e.events.size(); ++i) {
        auto& ev = e.events[i];
        ImGui::PushID(static_cast<int>(i));
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5);
        ImGui::InputText("##at", &ev.at);
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
        ImGui::Combo("##type", &ev.type, event_type_names().data(), static_cast<int>(event_type_names().size()));
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 2);
        ImGui::InputText("##fields", &ev.fields);
        ImGui::SameLine();
        if (ImGui::SmallButton("×")) remove = static_cast<int>(i);
        ImGui::PopID();
    }
    if (remove >= 0) e.events.erase(e.events.begin() + remove);
    if (ImGui::Button(s.c_str("editor.add_event"))) {
        EditorEvent ev;
        if (!e.events.empty()) ev.at = e.events.back().at;
        ev.fields = "by: black, move: ";
        e.events.push_back(ev);
    }
    app.note_last_item("editor.add_event");
}

}  // namespace

// The instructor's editor. A question of the bank is question_editor.cpp's; here, a scenario as a form, read back every change through the real loader
// (validation live, at line and column), replayed on the board, and judged by the engine.
void draw_editor_screen(TrainerApp& app) {
    const auto& s = app.strings();
    EditorState& e = app.editor();
    auto& data = app.data();
    if (!e.opened) {
        new_go(e);
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
    if (ImGui::Button(s.c_str("editor.new_go"))) new_go(e);
    same_line_if_fits(button_width(s.get("editor.new_chess")), right);
    if (ImGui::Button(s.c_str("editor.new_chess"))) new_chess(e);
    const float open_width = std::min(ImGui::GetFontSize() * 16, ImGui::GetContentRegionAvail().x);
    same_line_if_fits(open_width, right);
    ImGui::SetNextItemWidth(open_width);
    const std::string open_label = e.loaded_from.empty() ? s.get("editor.open") : e.loaded_from;
    if (ImGui::BeginCombo("##open", open_label.c_str())) {
        for (const content::Scenario* scenario : data.scenarios())
            if (ImGui::Selectable((scenario->title.get(app.language()) + "##" + scenario->id).c_str()))
                load_into(e, *scenario, app.language());
        ImGui::EndCombo();
    }
    update_derived(app, e);
    if (e.save_path.empty()) e.save_path = (user_data_dir() / "scenarios" / (e.id + ".yaml")).string();
    same_line_if_fits(ImGui::GetFontSize() * 16, right);
    editor_save_bar(app, e.save_path, e.yaml, e.problems.empty(), e.saved_message, "editor.save_path", "editor.save");
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
