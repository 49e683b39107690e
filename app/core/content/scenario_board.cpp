#include "app/core/content/scenario_board.hpp"

#include <stdexcept>

#include "engine/chess/game.hpp"
#include "engine/chess/notation.hpp"
#include "engine/chess/pgn.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/game.hpp"
#include "engine/go/sgf.hpp"
#include "engine/rules/board_words.hpp"

namespace arbiter::content {

namespace {

using rules::EventKind;

std::string step_name(std::size_t i) { return "step " + std::to_string(i + 1); }

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
        o.column = block ? static_cast<std::size_t>(it->first.Mark().column + 3) : static_cast<std::size_t>(value.column + 1);
    }
    return o;
}

// ---- Go --------------------------------------------------------------------------------------

go::Color go_color(rules::Player p) { return p == rules::Player::Black ? go::Color::Black : go::Color::White; }

std::optional<go::Game> go_start(Scenario& s, const YAML::Node& incident_node, YamlReader& reader, YamlReader& text_reader) {
    const std::string& text = s.incident.position;
    const YAML::Node where = incident_node["position"] ? incident_node["position"] : incident_node;
    if (s.position_format == PositionFormat::Sgf) {
        const TextOrigin origin = s.position_file.empty() ? origin_of(incident_node, "position") : TextOrigin{1, 1};
        auto read = go::read_sgf(text);
        for (const auto& e : read.errors)
            text_reader.error_at_line(origin.line + static_cast<std::size_t>(e.line) - 1,
                                      (e.line == 1 ? origin.column : 1) + static_cast<std::size_t>(e.column) - 1,
                                      "SGF: " + e.message);
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
                reader.error_at(where, "cut_at_ply " + std::to_string(*s.cut_at_ply) + " is past the end of the SGF (" +
                                           std::to_string(moves) + " moves)");
            record.steps.resize(keep);
        }
        // The adjudicator reads the position itself and knows nothing of the cut: hand it the
        // record up to the cut (its last moves still carry the ko ban).
        if (s.cut_at_ply) s.incident.position = go::write_sgf(record);
        std::vector<go::SgfError> problems;
        go::Game game = go::game_from_sgf(record, go::KoRule::Simple, &problems);
        for (const auto& e : problems)
            text_reader.error_at_line(origin.line + static_cast<std::size_t>(e.line) - 1, static_cast<std::size_t>(e.column),
                                      "SGF: " + e.message);
        if (!problems.empty()) return std::nullopt;
        return game;
    }
    if (s.position_format == PositionFormat::Diagram) {
        try {
            return go::game_from_diagram(text, go::KoRule::Simple);
        } catch (const std::invalid_argument& e) {
            reader.error_at(where, std::string("diagram: ") + e.what());
            return std::nullopt;
        }
    }
    if (s.position_format == PositionFormat::None) return go::Game(19, go::KoRule::Simple);
    reader.error_at(where, "a Go position is an SGF block or an ASCII diagram, not " +
                               std::string(position_format_tag(s.position_format)));
    return std::nullopt;
}

std::optional<go::Vertex> go_point(const go::Game& g, const std::string& name, const YAML::Node& event,
                                   const std::string& what, YamlReader& reader) {
    auto v = go::parse_vertex(name, g.size());
    if (!v)
        reader.error_at(event, what + ": '" + name + "' is not a point of a " + std::to_string(g.size()) + "x" +
                                   std::to_string(g.size()) + " board");
    return v;
}

void go_replay(Scenario& s, go::Game& g, const YAML::Node& events, YamlReader& reader) {
    if (s.incident.to_move) g.set_to_move(go_color(*s.incident.to_move));
    // Without a position the board is unknown: moves are replayed from an empty board, but where
    // stones stood cannot be checked.
    const bool board_known = s.position_format != PositionFormat::None;
    for (std::size_t i = 0; i < s.incident.events.size(); ++i) {
        const rules::Event& e = s.incident.events[i];
        const YAML::Node node = events[i];
        const auto by = e.player("by");
        const std::string step = step_name(i);
        switch (e.kind) {
            case EventKind::Move: {
                const bool said_legal = e.flag("legal", true);
                const std::string said_reason = e.text("reason");
                auto v = go::parse_vertex(e.text("move"), g.size());
                if (!v) {
                    if (said_legal || said_reason != "off_board")
                        reader.error_at(node, step + ": '" + e.text("move") + "' is not a point of this " +
                                                  std::to_string(g.size()) + "x" + std::to_string(g.size()) + " board");
                    break;
                }
                const go::MoveReport report = g.check(go_color(*by), *v);
                const std::string engine_reason(rules::go_illegality_word(report.reason, report.simple_ko_violation));
                if (said_legal && !report.legal) {
                    reader.error_at(node, step + ": " + std::string(rules::player_name(*by)) + " at " + e.text("move") +
                                              " is illegal on the board (" + engine_reason +
                                              "); mark it legal: false, reason: " + engine_reason);
                } else if (!said_legal && report.legal) {
                    reader.error_at(node, step + ": the engine finds " + std::string(rules::player_name(*by)) + " at " +
                                              e.text("move") + " legal, but the event says legal: false");
                } else if (!said_legal && !said_reason.empty() && said_reason != "other" && said_reason != engine_reason) {
                    reader.error_at(node, step + ": the move at " + e.text("move") + " is illegal because of " +
                                              engine_reason + ", not " + said_reason);
                }
                if (report.legal && e.flag("press_before_captures_removed") && report.captures.empty())
                    reader.error_at(node, step + ": " + e.text("move") +
                                              " captures nothing, so no captured stones can have been left on the board");
                if (report.legal) g.play(go_color(*by), *v);
                break;
            }
            case EventKind::Pass: g.pass(go_color(*by)); break;
            case EventKind::StoneMoved: {
                if (!board_known) break;
                // The record keeps the stone where it was played; the board as found has it on `to`.
                if (e.has("from")) {
                    if (auto v = go_point(g, e.text("from"), node, step, reader); v && g.at(*v) == go::Color::Empty)
                        reader.error_at(node, step + ": no stone stands on " + e.text("from") + " to have been moved");
                }
                if (e.has("to")) {
                    if (auto v = go_point(g, e.text("to"), node, step, reader); v && g.at(*v) != go::Color::Empty)
                        reader.error_at(node, step + ": " + e.text("to") + " is occupied, so no stone can have moved there");
                }
                break;
            }
            case EventKind::StoneReplayed:
                if (!board_known) break;
                for (const char* key : {"from", "to"})
                    if (e.has(key))
                        if (auto v = go_point(g, e.text(key), node, step, reader); v && g.at(*v) != go::Color::Empty)
                            reader.error_at(node, step + ": " + e.text(key) + " is occupied, so no stone can have been placed there");
                break;
            case EventKind::WrongCapture:
                if (!board_known) break;
                // The stones removed must be the opponent's and still on the board: the engine did
                // not capture them, so they had liberties.
                for (const auto& name : e.list("stones")) {
                    auto v = go_point(g, name, node, step, reader);
                    if (!v) continue;
                    if (g.at(*v) != go_color(rules::other(*by)))
                        reader.error_at(node, step + ": " + name + " holds no " +
                                                  std::string(rules::player_name(rules::other(*by))) +
                                                  " stone that could have been wrongly removed");
                }
                break;
            case EventKind::DeadStoneDispute:
                if (!board_known) break;
                for (const auto& name : e.list("stones"))
                    if (auto v = go_point(g, name, node, step, reader); v && g.at(*v) == go::Color::Empty)
                        reader.error_at(node, step + ": no stone stands on " + name + " to be disputed");
                break;
            case EventKind::SealedMove:
                if (!board_known) break;
                if (e.has("move")) {
                    auto v = go_point(g, e.text("move"), node, step, reader);
                    if (!v) break;
                    const bool occupied = g.at(*v) != go::Color::Empty;
                    if (occupied != e.flag("occupied"))
                        reader.error_at(node, step + ": the sealed point " + e.text("move") + " is " +
                                                  (occupied ? "occupied" : "empty") + ", but the event says occupied: " +
                                                  (e.flag("occupied") ? "true" : "false"));
                    else if (!occupied && g.check(go_color(*by), *v).legal)
                        g.play(go_color(*by), *v);
                }
                break;
            default: break;
        }
    }
}

// ---- chess -----------------------------------------------------------------------------------

std::optional<chess::Game> chess_start(Scenario& s, const YAML::Node& incident_node, YamlReader& reader,
                                       YamlReader& text_reader) {
    const std::string& text = s.incident.position;
    const YAML::Node where = incident_node["position"] ? incident_node["position"] : incident_node;
    if (s.position_format == PositionFormat::None) return chess::Game(chess::Position::start());
    if (s.position_format == PositionFormat::Fen) {
        std::string error;
        auto pos = chess::Position::from_fen(text, &error);
        if (!pos) {
            reader.error_at(where, "bad FEN: " + error);
            return std::nullopt;
        }
        if (auto why = pos->illegality()) {
            reader.error_at(where, "the FEN is not a position one can play from: " + *why);
            return std::nullopt;
        }
        return chess::Game(*pos);
    }
    if (s.position_format == PositionFormat::Pgn) {
        const TextOrigin origin = s.position_file.empty() ? origin_of(incident_node, "position") : TextOrigin{1, 1};
        auto read = chess::read_pgn(text);
        for (const auto& e : read.errors)
            text_reader.error_at_line(origin.line + static_cast<std::size_t>(e.line) - 1,
                                 (e.line == 1 ? origin.column : 1) + static_cast<std::size_t>(e.column) - 1, "PGN: " + e.message);
        if (read.games.empty()) {
            if (read.errors.empty()) reader.error_at(where, "PGN: no game found");
            return std::nullopt;
        }
        const chess::PgnGame& pgn = read.games.front();
        std::string error;
        auto start = pgn.start_position(&error);
        if (!start) {
            reader.error_at(where, "PGN: bad FEN tag: " + error);
            return std::nullopt;
        }
        chess::Game game(*start);
        const int cut = s.cut_at_ply.value_or(static_cast<int>(pgn.mainline.size()));
        if (cut > static_cast<int>(pgn.mainline.size()))
            reader.error_at(where, "cut_at_ply " + std::to_string(cut) + " is past the end of the PGN game (" +
                                       std::to_string(pgn.mainline.size()) + " plies)");
        for (int ply = 0; ply < cut && ply < static_cast<int>(pgn.mainline.size()); ++ply)
            if (!game.play(pgn.mainline[static_cast<std::size_t>(ply)].move, &error)) {
                reader.error_at(where, "PGN: ply " + std::to_string(ply + 1) + " is illegal: " + error);
                return std::nullopt;
            }
        // The adjudicator reads a FEN: the position at the cut (the history stays with this check).
        s.incident.position = game.position().fen();
        return game;
    }
    reader.error_at(where, "a chess position is a FEN or a PGN game, not " + std::string(position_format_tag(s.position_format)));
    return std::nullopt;
}

void chess_replay(Scenario& s, chess::Game& g, const YAML::Node& incident_node, YamlReader& reader) {
    const YAML::Node events = incident_node["events"];
    for (std::size_t i = 0; i < s.incident.events.size(); ++i) {
        const rules::Event& e = s.incident.events[i];
        const YAML::Node node = events[i];
        const std::string step = step_name(i);
        if (e.kind == EventKind::Move) {
            std::string uci = e.text("move");
            // 7.5.2: a pawn left on the last rank is judged as the move it should have been (with
            // a queen, the piece the arbiter puts there).
            if (e.flag("unpromoted") && !g.is_legal_uci(uci) && g.is_legal_uci(uci + "q")) uci += "q";
            const bool said_legal = e.flag("legal", true);
            std::string error;
            const bool legal = g.is_legal_uci(uci);
            if (said_legal && !legal) {
                chess::parse_uci(g.position(), uci, &error);
                reader.error_at(node, step + ": " + e.text("move") + " is illegal in " + g.position().fen() + " (" + error +
                                          "); mark it legal: false");
                continue;
            }
            if (!said_legal && legal) {
                reader.error_at(node, step + ": the engine finds " + e.text("move") + " legal in " + g.position().fen() +
                                          ", but the event says legal: false");
                continue;
            }
            if (!legal) continue;  // an illegal move is corrected: the position stays
            g.play_uci(uci);
            const std::string_view ending = rules::chess_ending_word(g.outcome());
            const std::string said_ending = e.text("ends_game");
            if (said_ending != ending)
                reader.error_at(node, step + ": after " + e.text("move") + " the engine finds " +
                                          (ending.empty() ? std::string("no automatic ending") : "ends_game: " + std::string(ending)) +
                                          (said_ending.empty() ? std::string(", but the event states none")
                                                               : ", but the event says " + said_ending));
        } else if (e.kind == EventKind::Touch && e.has("square")) {
            // The first piece touched must be there, and be the toucher's own or the opponent's as
            // `touched` says.
            const auto square = chess::parse_square(e.text("square"));
            if (!square) {
                reader.error_at(node, step + ": '" + e.text("square") + "' is not a square");
                continue;
            }
            const chess::Piece piece = g.position().piece_on(*square);
            const std::string touched = e.text("touched");
            const chess::Color mover = *e.player("by") == rules::Player::White ? chess::Color::White : chess::Color::Black;
            if (piece == chess::NoPiece) {
                reader.error_at(node, step + ": no piece stands on " + e.text("square") + " to be touched");
            } else if (touched == "own_and_opponent") {
                // either may have been touched first
            } else if (touched != "opponent" && chess::color_of(piece) != mover) {
                reader.error_at(node, step + ": the piece on " + e.text("square") + " is the opponent's, but touched is " + touched);
            } else if (touched == "opponent" && chess::color_of(piece) == mover) {
                reader.error_at(node, step + ": the piece on " + e.text("square") + " is the toucher's own, but touched is opponent");
            }
        } else if (e.kind == EventKind::Claim) {
            const std::string intended = e.text("intended");
            const auto intended_move = intended.empty() ? std::nullopt : std::optional<std::string_view>(intended);
            if (!intended.empty() && !g.is_legal_uci(intended)) {
                reader.error_at(node, step + ": the intended move " + intended + " is illegal in " + g.position().fen());
                continue;
            }
            const bool engine_valid = e.text("claim") == "threefold" ? g.threefold_claim_valid(intended_move)
                                                                     : g.fifty_move_claim_valid(intended_move);
            // docs/incident-format.md: `valid` is derived from the record when the author leaves it
            // out. It is decided here, where the game's history is known: the adjudicator only sees
            // the FEN at the cut, which has no repetitions in it.
            if (!e.has("valid")) {
                s.incident.events[i].set("valid", engine_valid);
                continue;
            }
            if (engine_valid != e.flag("valid"))
                reader.error_at(node, step + ": the engine finds this " + e.text("claim") + " claim " +
                                          (engine_valid ? "correct" : "incorrect") + " on the record, but the event says valid: " +
                                          (e.flag("valid") ? "true" : "false"));
        }
    }
    // 6.9 / 5.1.2: whether each side can still mate, in the position the timeline ends in. The
    // engine errs towards "can mate", so only an author's "can mate" it refutes is an error.
    for (auto [side, key] : {std::pair{chess::Color::White, "white_can_mate"}, std::pair{chess::Color::Black, "black_can_mate"}}) {
        const bool can = g.can_checkmate(side);
        auto it = s.incident.facts.find(key);
        if (it == s.incident.facts.end()) {
            s.incident.facts[key] = can;
        } else if (it->second && !can) {
            reader.error_at(incident_node["facts"][key], std::string(key) + ": true, but the engine finds no series of legal moves " +
                                                 "that mates in " + g.position().fen());
        }
    }
}

}  // namespace

void check_board(Scenario& s, const YAML::Node& incident_node, YamlReader& reader, ContentErrors& errors) {
    s.start.format = s.position_format;
    YamlReader text_reader(s.position_file.empty() ? reader.file() : s.position_file, errors);
    const YAML::Node events = incident_node["events"];
    if (s.incident.game == rules::GameKind::Go) {
        auto game = go_start(s, incident_node, reader, text_reader);
        if (!game) return;
        // After a game record the player to move is the one who did not make the last move.
        if (s.incident.to_move && !game->record().empty()) {
            const rules::Player next =
                game->record().back().color == go::Color::Black ? rules::Player::White : rules::Player::Black;
            if (*s.incident.to_move != next)
                reader.error_at(incident_node["to_move"], "to_move is " + std::string(rules::player_name(*s.incident.to_move)) +
                                                              ", but after the record's last move " +
                                                              std::string(rules::player_name(next)) + " is to move");
        }
        s.start.go_size = game->size();
        s.start.go_rows = go::board_rows(*game);
        go_replay(s, *game, events, reader);
    } else {
        auto game = chess_start(s, incident_node, reader, text_reader);
        if (!game) return;
        s.start.fen = game->position().fen();
        const rules::Player side =
            game->position().side_to_move() == chess::Color::White ? rules::Player::White : rules::Player::Black;
        if (s.incident.to_move && *s.incident.to_move != side)
            reader.error_at(incident_node["to_move"], "to_move is " + std::string(rules::player_name(*s.incident.to_move)) +
                                                          ", but in the start position " +
                                                          std::string(rules::player_name(side)) + " is to move");
        chess_replay(s, *game, incident_node, reader);
    }
}

}  // namespace arbiter::content
