#include "app/core/content/scenario_board.hpp"

#include <stdexcept>

#include "engine/chess/game.hpp"
#include "engine/chess/notation.hpp"
#include "engine/chess/pgn.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/game.hpp"
#include "engine/go/sgf.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/board_words.hpp"
#include "engine/rules/replay.hpp"

namespace arbiter::content {

namespace {

using rules::EventKind;

// "step 3": the place of an event's problem, in the reader's words.
MessageArg step_place(std::size_t i) {
    return MessageArg::words("", "problem.place.step", {{"n", std::to_string(i + 1)}});
}

// Where the text of a block scalar (`position: |`) starts: the line after the key, indented.
struct TextOrigin {
    std::size_t line = 0;    // 1-based line of the text's first line
    std::size_t column = 1;  // 1-based column of its first character
};

TextOrigin origin_of(const YAML::Node& map, const char* key) {
    TextOrigin o;
    for (auto it = map.begin(); it != map.end(); ++it) {
        if (!it->first.IsScalar() || it->first.Scalar() != key) continue;
        const auto value = it->second.Mark();
        const bool block = it->second.Scalar().find('\n') != std::string::npos;
        o.line = static_cast<std::size_t>(value.line + (block ? 2 : 1));
        o.column =
            block ? static_cast<std::size_t>(it->first.Mark().column + 3) : static_cast<std::size_t>(value.column + 1);
    }
    return o;
}

// The SGF or PGN reader's errors (line and column within the record) at their place in the file:
// the record's first line starts at `origin`, its later lines at column 1.
template <class RecordErrors>
void report_record_errors(YamlReader& text_reader, TextOrigin origin, const RecordErrors& errors, const char* key) {
    for (const auto& e : errors)
        text_reader.problem_at_line(origin.line + static_cast<std::size_t>(e.line) - 1,
                                    (e.line == 1 ? origin.column : 1) + static_cast<std::size_t>(e.column) - 1, key,
                                    {MessageArg::localized("detail", e.message)});
}

// ---- Go --------------------------------------------------------------------------------------

std::optional<go::Game> go_start(Scenario& s, const YAML::Node& incident_node, YamlReader& reader,
                                 YamlReader& text_reader) {
    const std::string& text = s.incident.position;
    const YAML::Node where = incident_node["position"] ? incident_node["position"] : incident_node;
    if (s.position_format == PositionFormat::Sgf) {
        const TextOrigin origin = s.position_file.empty() ? origin_of(incident_node, "position") : TextOrigin{1, 1};
        auto read = go::read_sgf(text);
        report_record_errors(text_reader, origin, read.errors, "problem.sgf");
        if (!read.record) return std::nullopt;
        go::SgfRecord record = *read.record;
        if (s.cut_at_ply) {
            int moves = 0;
            std::size_t keep = 0;
            while (keep < record.steps.size() && (moves < *s.cut_at_ply || !record.steps[keep].color)) {
                if (record.steps[keep].color) ++moves;
                ++keep;
            }
            if (moves < *s.cut_at_ply)
                reader.problem(where, "problem.cut_past_sgf",
                               {{"ply", std::to_string(*s.cut_at_ply)}, {"moves", std::to_string(moves)}});
            record.steps.resize(keep);
        }
        // The adjudicator reads the position itself and knows nothing of the cut: hand it the
        // record up to the cut (its last moves still carry the ko ban).
        if (s.cut_at_ply) s.incident.position = go::write_sgf(record);
        std::vector<go::SgfError> problems;
        go::Game game = go::game_from_sgf(record, go::KoRule::Simple, &problems);
        for (const auto& e : problems)
            text_reader.problem_at_line(origin.line + static_cast<std::size_t>(e.line) - 1,
                                        static_cast<std::size_t>(e.column), "problem.sgf",
                                        {MessageArg::localized("detail", e.message)});
        if (!problems.empty()) return std::nullopt;
        return game;
    }
    if (s.position_format == PositionFormat::Diagram) {
        try {
            return go::game_from_diagram(text, go::KoRule::Simple);
        } catch (const go::DiagramError& e) {
            reader.problem(where, "problem.diagram", {MessageArg::localized("detail", e.text())});
            return std::nullopt;
        }
    }
    if (s.position_format == PositionFormat::None) return go::Game(19, go::KoRule::Simple);
    reader.problem(where, "problem.go_position_format",
                   {{"format", std::string(position_format_tag(s.position_format))}});
    return std::nullopt;
}

// ---- chess -----------------------------------------------------------------------------------

std::optional<chess::Game> chess_start(Scenario& s, const YAML::Node& incident_node, YamlReader& reader,
                                       YamlReader& text_reader) {
    const std::string& text = s.incident.position;
    const YAML::Node where = incident_node["position"] ? incident_node["position"] : incident_node;
    if (s.position_format == PositionFormat::None) {
        // No position: the timeline starts from the initial position, and is checked from it.
        s.incident.position = chess::Position::start().fen();
        return chess::Game(chess::Position::start());
    }
    if (s.position_format == PositionFormat::Fen) {
        LocalizedText error;
        auto pos = chess::Position::from_fen(text, &error);
        if (!pos) {
            reader.problem(where, "problem.bad_fen", {MessageArg::localized("detail", error)});
            return std::nullopt;
        }
        if (auto why = pos->illegality()) {
            reader.problem(where, "problem.fen_not_playable", {MessageArg::localized("detail", *why)});
            return std::nullopt;
        }
        return chess::Game(*pos);
    }
    if (s.position_format == PositionFormat::Pgn) {
        const TextOrigin origin = s.position_file.empty() ? origin_of(incident_node, "position") : TextOrigin{1, 1};
        auto read = chess::read_pgn(text);
        report_record_errors(text_reader, origin, read.errors, "problem.pgn");
        if (read.games.empty()) {
            if (read.errors.empty()) reader.problem(where, "problem.pgn_no_game");
            return std::nullopt;
        }
        const chess::PgnGame& pgn = read.games.front();
        LocalizedText error;
        auto start = pgn.start_position(&error);
        if (!start) {
            reader.problem(where, "problem.pgn_bad_fen", {MessageArg::localized("detail", error)});
            return std::nullopt;
        }
        chess::Game game(*start);
        const int cut = s.cut_at_ply.value_or(static_cast<int>(pgn.mainline.size()));
        if (cut > static_cast<int>(pgn.mainline.size()))
            reader.problem(where, "problem.cut_past_pgn",
                           {{"ply", std::to_string(cut)}, {"plies", std::to_string(pgn.mainline.size())}});
        for (int ply = 0; ply < cut && ply < static_cast<int>(pgn.mainline.size()); ++ply)
            if (!game.play(pgn.mainline[static_cast<std::size_t>(ply)].move)) {
                // The reader accepted the move in its own replay, so what is left is the move itself.
                reader.problem(
                    where, "problem.pgn_ply_illegal",
                    {{"ply", std::to_string(ply + 1)}, {"move", pgn.mainline[static_cast<std::size_t>(ply)].san}});
                return std::nullopt;
            }
        // The incident keeps the game's start and the moves up to the cut, so the replay sees
        // the history (repetitions, the fifty-move count) that a FEN at the cut would lose.
        s.incident.position = game.start_position().fen();
        s.incident.moves_before.clear();
        for (int ply = 0; ply < game.ply(); ++ply)
            s.incident.moves_before.push_back(chess::to_uci(game.moves()[static_cast<std::size_t>(ply)]));
        return game;
    }
    reader.problem(where, "problem.chess_position_format",
                   {{"format", std::string(position_format_tag(s.position_format))}});
    return std::nullopt;
}

// The node a replay problem points at: the field of the event (or of the incident) when there is
// one, else the event itself.
YAML::Node problem_node(const YAML::Node& incident_node, const rules::ReplayProblem& p) {
    if (p.event == rules::kNoEvent) {
        if (p.field.rfind("facts.", 0) == 0 && incident_node["facts"]) {
            const YAML::Node fact = incident_node["facts"][p.field.substr(6)];
            if (fact) return fact;
        }
        if (!p.field.empty() && incident_node[p.field]) return incident_node[p.field];
        return incident_node;
    }
    const YAML::Node event = incident_node["events"][p.event];
    if (!p.field.empty() && event.IsMap() && event[p.field]) return event[p.field];
    return event;
}

// The timeline, replayed once by the engine (rules::replay): every statement of the author's
// that the board or the clock contradicts is an error at its line and column.
void check_timeline(Scenario& s, const YAML::Node& incident_node, YamlReader& reader) {
    auto shared = std::make_shared<const rules::Replay>(rules::replay(s.incident));
    s.replay = shared;
    const rules::Replay& replayed = *shared;
    for (const auto& p : replayed.problems) {
        // The position's own errors were reported with their line in the text already.
        if (p.event == rules::kNoEvent && p.field == "position") continue;
        // The replay's sentence comes in the three languages and is shown in the reader's; the step
        // it is about is said in the reader's words too.
        std::vector<MessageArg> where;
        if (p.event != rules::kNoEvent) where.push_back(step_place(p.event));
        reader.problem(problem_node(incident_node, p), "problem.as_written", {MessageArg::localized("text", p.message)},
                       std::move(where));
    }
    // `valid` of a claim is derived from the record when the author leaves it out
    // (docs/incident-format.md); the replay saw the game's history before the cut.
    for (std::size_t i = 0; i < s.incident.events.size() && i < replayed.steps.size(); ++i) {
        rules::Event& e = s.incident.events[i];
        const rules::ReplayStep& step = replayed.steps[i];
        const bool go = s.incident.game == rules::GameKind::Go;
        const bool illegal = go ? !step.go.legal && !step.go.played_twice : !step.chess.legal;
        const std::string& reason = go ? step.go.reason : step.chess.reason;
        const YAML::Node node = incident_node["events"][i];
        // A library scenario says so when a move is illegal or ends the game: the replay would
        // derive it, but an unmarked one is far more often a mistyped square than an intent.
        if (e.kind == EventKind::Move && !e.has("legal") && illegal)
            // The reason twice: in words for the reader ({reason_words}), as the YAML word to write ({reason}).
            reader.problem(node, "problem.move_illegal_unmarked",
                           {MessageArg::localized("player", rules::player_text(*e.player("by"))),
                            {"move", e.text("move")},
                            MessageArg::localized("reason_words", rules::illegality_words(reason)),
                            {"reason", reason}},
                           {step_place(i)});
        if (e.kind == EventKind::Move && !e.has("ends_game") && !step.chess.ends_game.empty())
            reader.problem(node, "problem.move_ends_game_unstated",
                           {{"move", e.text("move")}, {"ends_game", step.chess.ends_game}}, {step_place(i)});
        if (e.kind == EventKind::Claim && !e.has("valid") && step.chess.valid) e.set("valid", *step.chess.valid);
    }
}

}  // namespace

void check_board(Scenario& s, const YAML::Node& incident_node, YamlReader& reader, ContentErrors& errors) {
    s.start.format = s.position_format;
    YamlReader text_reader(s.position_file.empty() ? reader.file() : s.position_file, errors);
    if (s.incident.game == rules::GameKind::Go) {
        auto game = go_start(s, incident_node, reader, text_reader);
        if (!game) return;
        s.start.go_size = game->size();
        s.start.go_rows = go::board_rows(*game);
    } else {
        auto game = chess_start(s, incident_node, reader, text_reader);
        if (!game) return;
        s.start.fen = game->position().fen();
    }
    check_timeline(s, incident_node, reader);
}

}  // namespace arbiter::content
