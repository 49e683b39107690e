#include "app/ui/screens/scenario_form.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <span>
#include <sstream>

#include "app/core/content/incident_loader.hpp"
#include "app/core/content/scenario_writer.hpp"
#include "engine/core/number_text.hpp"
#include "engine/core/text_trim.hpp"
#include "engine/chess/notation.hpp"
#include "engine/chess/position.hpp"
#include "engine/clock/game_time.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/game.hpp"
#include "engine/rules/rule_set.hpp"

namespace arbiter::ui {

namespace {

constexpr const char* kTimeControls[] = {"standard", "rapid", "blitz"};
constexpr const char* kLevelTags[] = {"cn-3", "cn-2", "cn-1", "cn-national", "fide"};
constexpr const char* kLanguageTags[] = {"zh-Hans", "zh-Hant", "en"};

int event_type_index(std::string_view name) {
    const auto& names = event_type_names();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (name == names[i]) return static_cast<int>(i);
    return 0;
}


// A node's value as the form shows it: a scalar as written, a list as "a, b".
std::string node_text(const YAML::Node& node) {
    if (node.IsScalar()) return node.Scalar();
    std::string out;
    if (node.IsSequence())
        for (const auto& item : node)
            if (item.IsScalar()) out += (out.empty() ? "" : ", ") + item.Scalar();
    return out;
}

// The fields of a map, in its order, leaving out `skipped` keys.
std::vector<FormField> fields_of(const YAML::Node& map, std::initializer_list<std::string_view> skipped = {}) {
    std::vector<FormField> out;
    if (!map.IsMap()) return out;
    for (const auto& entry : map) {
        const std::string key = entry.first.Scalar();
        if (std::find(skipped.begin(), skipped.end(), key) != skipped.end()) continue;
        out.push_back({key, node_text(entry.second)});
    }
    return out;
}

std::vector<FormField> fields_of_flow(const std::string& flow) {
    return fields_of(YAML::Load(flow.front() == '{' ? flow : "{" + flow + "}"));
}

// One field's value in the YAML type its spec gives: a flag or a whole number plain when it reads
// as one (else quoted, so the loader reports "must be a number" at its line), a list as a list,
// anything else quoted.
void emit_value(YAML::Emitter& out, const FormField& field, const rules::FieldSpec* spec) {
    const std::string text = trimmed(field.text);
    const auto type = spec ? spec->type : rules::FieldType::Text;
    if (type == rules::FieldType::Flag && (text == "true" || text == "false")) {
        out << (text == "true");
    } else if (type == rules::FieldType::Integer) {
        if (const auto value = parse_whole_number<std::int64_t>(text)) out << *value;
        else out << YAML::DoubleQuoted << text;
    } else if (type == rules::FieldType::TextList) {
        out << YAML::Flow << YAML::BeginSeq;
        std::istringstream items(text);
        for (std::string item; std::getline(items, item, ',');)
            if (!trimmed(item).empty()) out << YAML::DoubleQuoted << trimmed(item);
        out << YAML::EndSeq;
    } else {
        out << YAML::DoubleQuoted << text;
    }
}

// A one-line flow map: `leading` pairs first (at, type), then the fields with a text.
std::string flow_map(const std::vector<std::pair<std::string, std::string>>& leading, const std::vector<FormField>& fields,
                     const auto& spec_of) {
    YAML::Emitter out;
    out << YAML::Flow << YAML::BeginMap;
    for (const auto& [key, value] : leading) out << YAML::Key << key << YAML::Value << YAML::DoubleQuoted << value;
    for (const auto& field : fields) {
        const rules::FieldSpec* spec = spec_of(field.name);
        // An empty field is not stated, but an empty list is a statement: "no dead stones".
        if (trimmed(field.text).empty() && !(spec && spec->type == rules::FieldType::TextList)) continue;
        out << YAML::Key << field.name << YAML::Value;
        emit_value(out, field, spec);
    }
    out << YAML::EndMap;
    return out.c_str();
}

std::string yaml_quoted(const std::string& text) {
    YAML::Emitter out;
    out << YAML::DoubleQuoted << text;
    return out.c_str();
}

// A literal block without its final newline ("|-"): a FEN or a diagram reads back as typed.
std::string block(const std::string& text, const char* indent) {
    std::string out = "|-\n";
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) out += indent + line + "\n";
    return out;
}

// The side to move of a FEN ('w' or 'b'; 0 when there is none).
char fen_side(const std::string& fen) {
    const auto space = fen.find(' ');
    return space == std::string::npos || space + 1 >= fen.size() ? 0 : fen[space + 1];
}

// The keys of `map` the form does not edit, as block YAML indented by `indent`; "" when none.
std::string kept_keys(const YAML::Node& map, std::span<const std::string_view> edited, const std::string& indent) {
    if (!map.IsMap()) return {};
    YAML::Emitter out;
    out << YAML::BeginMap;
    bool any = false;
    for (const auto& entry : map) {
        const std::string key = entry.first.Scalar();
        if (std::find(edited.begin(), edited.end(), key) != edited.end()) continue;
        out << YAML::Key << key << YAML::Value << entry.second;
        any = true;
    }
    out << YAML::EndMap;
    if (!any) return {};
    std::string text;
    std::istringstream lines(out.c_str());
    for (std::string line; std::getline(lines, line);) text += indent + line + "\n";
    return text;
}

constexpr std::string_view kFormTopKeys[] = {
    "id", "title", "prompt", "time_control", "difficulty", "levels", "topics", "source", "position_format",
    "position_file", "cut_at_ply", "incident", "question"};
constexpr std::string_view kFormIncidentKeys[] = {"game", "rules", "to_move", "position", "clock", "events"};

// Keeps what `doc` (a scenario file) holds beyond the form's fields.
void keep_unedited(EditorState& e, const YAML::Node& doc) {
    e.kept_top = kept_keys(doc, kFormTopKeys, "");
    e.kept_incident = doc["incident"] ? kept_keys(doc["incident"], kFormIncidentKeys, "  ") : "";
}

EditorEvent event_row(std::string at, std::string_view type, std::vector<FormField> fields) {
    return {std::move(at), event_type_index(type), std::move(fields)};
}

}  // namespace

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

const rules::EventSpec& event_spec_of(const EditorEvent& event) {
    return rules::event_specs()[static_cast<std::size_t>(std::clamp<int>(event.type, 0, static_cast<int>(rules::event_specs().size()) - 1))];
}

const rules::FieldSpec* clock_field_spec(const std::string& name) {
    for (const auto& f : content::clock_fields())
        if (f.name == name) return &f;
    return nullptr;
}

void new_go_scenario(EditorState& e) {
    e = {};
    e.opened = true;
    e.game = 0;
    e.rule_set = "cn-go-1988";
    // A ko on a 9×9 board: Black takes at E6, White retakes at D6 at once.
    e.position = ".........\n.........\n...XO....\n..XO.O...\n...XO....\n.........\n.........\n.........\n.........";
    e.clock = {{"system", "periods"}, {"main", "1:00:00"},  {"periods", "3"},  {"period", "0:00:30"},
               {"starts_at", "1:30:00"}, {"black", "0:00:30"}, {"white", "0:00:30"}, {"running", "black"}};
    e.to_move = 0;
    e.events = {event_row("1:30:10", "move", {{"by", "black"}, {"move", "E6"}}),
                event_row("1:30:15", "move", {{"by", "white"}, {"move", "D6"}, {"legal", "false"}, {"reason", "ko_recapture"}})};
    e.title = {"新情景", "新情景", "New scenario"};
    e.prompt = {"裁判员应如何处理？", "裁判員應如何處理？", "What does the arbiter rule?"};
}

void new_chess_scenario(EditorState& e) {
    new_go_scenario(e);
    e.game = 1;
    e.rule_set = "fide-2023-standard";
    e.topics = "clock";
    e.articles = "6.9";
    e.to_move = 1;
    e.position = "6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1";
    e.clock = {{"control", "5400+30"}, {"starts_at", "2:00:00"}, {"white", "0:00:05"}, {"black", "0:20:00"}, {"running", "white"}};
    e.events = {event_row("2:00:04", "move", {{"by", "white"}, {"move", "e1e8"}, {"ends_game", "checkmate"}})};
}

void load_scenario_into(EditorState& e, const content::Scenario& s) {
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
    const auto* set = rules::find_rule_set(e.rule_set);
    for (const auto& c : s.sources) {
        if (set && c.document != set->document) e.other_sources.emplace_back(c.document, c.article);
        else e.articles += (e.articles.empty() ? "" : ", ") + c.article;
    }
    e.to_move = s.incident.to_move == rules::Player::White ? 1 : 0;
    if (e.game == 0) {
        for (const auto& row : s.start.go_rows) e.position += (e.position.empty() ? "" : "\n") + row;
    } else {
        e.position = s.start.fen;
        e.to_move = fen_side(e.position) == 'b' ? 0 : 1;
    }
    // The clock and each event's fields as the scenario writer writes them, with the engine's
    // field types (a time as a time, not milliseconds). A library scenario always writes
    // (tests/scenarios/test_scenario_writer.cpp); if one could not, say so.
    try {
        if (s.incident.clock.configured()) e.clock = fields_of_flow(content::write_clock_flow(s.incident.clock));
        for (const auto& ev : s.incident.events)
            e.events.push_back(event_row(ev.at ? clock::format_game_time(*ev.at) : "", rules::event_name(ev.kind),
                                         fields_of_flow(content::write_event_fields_flow(ev))));
    } catch (const content::ScenarioWriteError& error) {
        e.save.message = error.what();
    }
    e.options = s.options;
    e.build = s.build.has_value();
    try {
        keep_unedited(e, YAML::Load(content::write_scenario_yaml(s)));
    } catch (const std::exception& error) {
        e.save.message = error.what();
    }
    for (int i = 0; i < 3; ++i) {
        e.title[i] = s.title.get(kAllLanguages[static_cast<std::size_t>(i)]);
        e.prompt[i] = s.prompt.get(kAllLanguages[static_cast<std::size_t>(i)]);
    }
}

std::string load_draft_into(EditorState& e, const std::string& text, const std::string& file) {
    YAML::Node doc;
    try {
        doc = YAML::Load(text);
    } catch (const YAML::Exception& error) {
        return file + ":" + std::to_string(error.mark.line + 1) + ":" + std::to_string(error.mark.column + 1) + ": " + error.msg;
    }
    new_go_scenario(e);
    e.events.clear();
    e.clock.clear();
    e.topics.clear();    // the Go template's ko topic and article 20.1 are not the draft's
    e.articles.clear();
    std::string unread;
    const auto note = [&](const std::string& what) { unread += (unread.empty() ? "" : ", ") + what; };
    const auto scalar = [&](const YAML::Node& node, std::string& into) {
        if (node && node.IsScalar()) into = node.Scalar();
    };
    try {
        scalar(doc["id"], e.id);
        for (int i = 0; i < 3; ++i) {
            if (doc["title"]) scalar(doc["title"][kLanguageTags[i]], e.title[i]);
            if (doc["prompt"]) scalar(doc["prompt"][kLanguageTags[i]], e.prompt[i]);
        }
        if (doc["time_control"])
            for (int i = 0; i < 3; ++i)
                if (doc["time_control"].Scalar() == kTimeControls[i]) e.time_control = i;
        if (doc["difficulty"]) e.difficulty = std::clamp(doc["difficulty"].as<int>(2), 1, 5);
        if (doc["levels"]) {
            for (auto& l : e.levels) l = false;
            for (const auto& level : doc["levels"])
                for (int i = 0; i < 5; ++i)
                    if (level.Scalar() == kLevelTags[i]) e.levels[i] = true;
        }
        if (doc["topics"]) e.topics = node_text(doc["topics"]);
        const YAML::Node incident = doc["incident"];
        if (incident) {
            e.game = incident["game"] && incident["game"].Scalar() == "chess" ? 1 : 0;
            scalar(incident["rules"], e.rule_set);
            e.to_move = incident["to_move"] && incident["to_move"].Scalar() == "white" ? 1 : 0;
            if (incident["position"]) e.position = trimmed(incident["position"].Scalar());
            while (!e.position.empty() && e.position.back() == '\n') e.position.pop_back();
            if (incident["clock"]) e.clock = fields_of(incident["clock"]);
            for (const auto& event : incident["events"])
                e.events.push_back(event_row(event["at"] ? event["at"].Scalar() : "",
                                             event["type"] ? event["type"].Scalar() : "move", fields_of(event, {"at", "type"})));
        }
        if (doc["source"]) {
            e.articles.clear();
            const auto* set = rules::find_rule_set(e.rule_set);
            for (const auto& source : doc["source"]) {
                const std::string document = source["document"] ? source["document"].Scalar() : "";
                const std::string article = source["article"] ? source["article"].Scalar() : "";
                if (set && !document.empty() && document != set->document) e.other_sources.emplace_back(document, article);
                else if (!article.empty()) e.articles += (e.articles.empty() ? "" : ", ") + article;
            }
        }
        if (doc["position_format"]) {
            const std::string format = doc["position_format"].Scalar();
            e.position_format = format == "sgf" || format == "pgn" ? 1 : 0;
        }
        const YAML::Node question = doc["question"];
        e.build = question && question["build"];
        if (question && question["options"]) {
            for (const auto& node : question["options"]) {
                YAML::Node ruling = YAML::Clone(node);
                ruling.remove("text");
                ruling.remove("pinned");
                ContentErrors errors;
                if (auto answer = content::parse_answer(ruling, file, errors); answer && errors.empty())
                    e.options.push_back({*answer, std::nullopt, node["pinned"] && node["pinned"].as<bool>(false)});
                else
                    note("question.options");
            }
        }
    } catch (const YAML::Exception& error) {
        note(error.msg);
    }
    keep_unedited(e, doc);
    e.loaded_from.clear();
    return unread.empty() ? "" : file + ": " + unread;
}

std::string form_yaml(const EditorState& e) {
    const bool go = e.game == 0;
    std::string y = "id: " + yaml_quoted(e.id) + "\ntitle:\n";
    for (int i = 0; i < 3; ++i) y += std::string("  ") + kLanguageTags[i] + ": " + yaml_quoted(e.title[i]) + "\n";
    y += "prompt:\n";
    for (int i = 0; i < 3; ++i) y += std::string("  ") + kLanguageTags[i] + ": " + yaml_quoted(e.prompt[i]) + "\n";
    y += std::string("time_control: ") + kTimeControls[e.time_control] + "\n";
    y += "difficulty: " + std::to_string(e.difficulty) + "\nlevels: [";
    bool first = true;
    for (int i = 0; i < 5; ++i)
        if (e.levels[i]) {
            y += std::string(first ? "" : ", ") + kLevelTags[i];
            first = false;
        }
    y += "]\ntopics: [";
    first = true;
    std::istringstream topics(e.topics);
    for (std::string t; std::getline(topics, t, ',');)
        if (!trimmed(t).empty()) {
            y += std::string(first ? "" : ", ") + yaml_quoted(trimmed(t));
            first = false;
        }
    y += "]\nsource:\n";
    std::string document = e.rule_set;
    if (const auto* set = rules::find_rule_set(e.rule_set)) document = std::string(set->document);
    std::istringstream articles(e.articles);
    for (std::string a; std::getline(articles, a, ',');)
        if (!trimmed(a).empty()) y += "  - {document: " + yaml_quoted(document) + ", article: " + yaml_quoted(trimmed(a)) + "}\n";
    for (const auto& [other, article] : e.other_sources)
        y += "  - {document: " + yaml_quoted(other) + ", article: " + yaml_quoted(article) + "}\n";
    const char* formats_go[] = {"diagram", "sgf"};
    const char* formats_chess[] = {"fen", "pgn"};
    y += std::string("position_format: ") + (go ? formats_go : formats_chess)[e.position_format] + "\n";
    y += "incident:\n  game: " + std::string(go ? "go" : "chess") + "\n  rules: " + yaml_quoted(e.rule_set) + "\n";
    // Chess: the FEN says who has the move (the form's choice is written into it, draw_form).
    if (go) y += std::string("  to_move: ") + (e.to_move ? "white" : "black") + "\n";
    y += "  position: " + block(e.position, "    ");
    y += e.kept_incident;
    if (!e.clock.empty()) y += "  clock: " + flow_map({}, e.clock, clock_field_spec) + "\n";
    y += e.events.empty() ? "  events: []\n" : "  events:\n";
    for (const auto& ev : e.events) {
        const rules::EventSpec& spec = event_spec_of(ev);
        std::vector<std::pair<std::string, std::string>> leading;
        if (!trimmed(ev.at).empty()) leading.emplace_back("at", trimmed(ev.at));
        leading.emplace_back("type", std::string(spec.name));
        y += "    - " + flow_map(leading, ev.fields, [&spec](const std::string& name) { return rules::find_field(spec, name); }) + "\n";
    }
    try {
        y += content::write_question_block(e.options, e.build);
    } catch (const content::ScenarioWriteError&) {
        y += "question:\n  build: true\n";  // an option the writer refuses cannot come from the builder
    }
    return y + e.kept_top;
}

EditorEvent suggested_next_event(const EditorState& e, const content::Scenario* parsed) {
    EditorEvent row = event_row("", "move", {{"by", e.to_move ? "white" : "black"}, {"move", ""}});
    // Five seconds after the last event with a time, or after the clock's start.
    for (auto it = e.events.rbegin(); it != e.events.rend() && row.at.empty(); ++it)
        if (auto t = clock::parse_game_time(trimmed(it->at))) row.at = clock::format_game_time(*t + 5000);
    if (row.at.empty())
        for (const auto& f : e.clock)
            if (f.name == "starts_at")
                if (auto t = clock::parse_game_time(trimmed(f.text))) row.at = clock::format_game_time(*t + 5000);
    if (!parsed || !parsed->replay) return row;
    const rules::Moment& now = parsed->replay->steps.empty() ? parsed->replay->start : parsed->replay->steps.back().after;
    if (!now.board_known || !now.to_move) return row;
    const bool white = *now.to_move == rules::Player::White;
    row.fields[0].text = white ? "white" : "black";
    if (parsed->incident.game == rules::GameKind::Chess) {
        if (auto position = chess::Position::from_fen(now.fen)) {
            const auto moves = position->legal_moves_uci();
            if (!moves.empty()) row.fields[1].text = moves.front();
        }
        return row;
    }
    std::string diagram;
    for (const auto& r : now.go_rows) diagram += (diagram.empty() ? "" : "\n") + r;
    try {
        const go::Game game = go::game_from_diagram(diagram);
        const go::Color colour = white ? go::Color::White : go::Color::Black;
        // From the top left, as the diagram reads: the first point where the engine allows a stone.
        for (int y = game.size() - 1; y >= 0 && row.fields[1].text.empty(); --y)
            for (int x = 0; x < game.size() && row.fields[1].text.empty(); ++x)
                if (game.check(colour, {x, y}).legal) row.fields[1].text = go::vertex_name({x, y});
    } catch (const std::exception&) {
        // a board the engine cannot read has no suggestion; the loader says why
    }
    return row;
}

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

void set_chess_side_to_move(EditorState& e, int side) {
    e.to_move = side;
    const auto space = e.position.find(' ');
    if (space == std::string::npos) {
        e.position += side ? " w - - 0 1" : " b - - 0 1";
    } else if (space + 1 < e.position.size()) {
        e.position[space + 1] = side ? 'w' : 'b';
    }
}

}  // namespace arbiter::ui
