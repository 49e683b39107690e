#include "engine/rules/board_facts.hpp"

#include <optional>
#include <stdexcept>

#include "engine/chess/game.hpp"
#include "engine/chess/position.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/game.hpp"
#include "engine/go/sgf.hpp"
#include "engine/rules/board_words.hpp"

namespace arbiter::rules {

namespace {

std::string where(const Event& e) {
    return e.line ? "event at line " + std::to_string(e.line) : "event " + std::string(e.at ? clock::format_game_time(*e.at) : "");
}

// ---------------------------------------------------------------------------------------- chess

void note_can_mate(const chess::Game& game, Event& e) {
    e.fields["derived_white_can_mate"] = game.can_checkmate(chess::Color::White);
    e.fields["derived_black_can_mate"] = game.can_checkmate(chess::Color::Black);
}

void chess_facts(Incident& inc, std::vector<std::string>& problems) {
    std::string error;
    auto start = chess::Position::from_fen(inc.position, &error);
    if (!start) {
        problems.push_back("position: " + error);
        return;
    }
    if (auto why = start->illegality()) {
        problems.push_back("position cannot be played from: " + *why);
        return;
    }
    chess::Game game(*start);
    for (Event& e : inc.events) {
        switch (e.kind) {
            case EventKind::Move: {
                const std::string uci = e.text("move");
                if (e.flag("unpromoted")) return;  // the board no longer follows the rules; stop deriving
                const bool legal = game.is_legal_uci(uci);
                if (auto stated = e.maybe_flag("legal"); stated && *stated != legal) {
                    problems.push_back(where(e) + ": the move " + uci + " is " + (legal ? "legal" : "illegal") +
                                       " in the position, but the incident says otherwise");
                    return;
                }
                e.fields["legal"] = legal;
                if (!legal) {
                    note_can_mate(game, e);
                    // An illegal move is taken back; the position stays as it was.
                    continue;
                }
                game.play_uci(uci);
                const std::string ending(chess_ending_word(game.outcome()));
                if (e.has("ends_game") && e.text("ends_game") != ending) {
                    problems.push_back(where(e) + ": after " + uci + " the engine finds " +
                                       (ending.empty() ? std::string("no end of the game") : ending) + ", not " +
                                       e.text("ends_game"));
                    return;
                }
                if (!ending.empty()) e.fields["ends_game"] = ending;
                note_can_mate(game, e);
                break;
            }
            case EventKind::Claim:
                if (!e.has("valid")) {
                    const std::string intended = e.text("intended");
                    std::optional<std::string_view> move;
                    if (!intended.empty()) move = intended;
                    e.fields["valid"] = e.text("claim") == "threefold" ? game.threefold_claim_valid(move)
                                                                       : game.fifty_move_claim_valid(move);
                }
                note_can_mate(game, e);
                break;
            case EventKind::FlagFall:
            case EventKind::BothFlags:
            case EventKind::Resign:
            case EventKind::ClockPress:
            case EventKind::SealedMove: note_can_mate(game, e); break;
            case EventKind::Touch:
            case EventKind::PiecesDisplaced: break;
            default: break;
        }
    }
}

// ------------------------------------------------------------------------------------------- go

std::optional<go::Game> go_position(const std::string& text, std::vector<std::string>& problems) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '(') {
        auto read = go::read_sgf(text);
        for (const auto& e : read.errors) problems.push_back("position SGF: " + e.message);
        if (!read.record) problems.push_back("position: not a usable SGF record");
        if (!read.errors.empty() || !read.record) return std::nullopt;
        std::vector<go::SgfError> sgf_problems;
        go::Game game = go::game_from_sgf(*read.record, go::KoRule::Simple, &sgf_problems);
        for (const auto& p : sgf_problems) problems.push_back("position SGF: " + p.message);
        if (!sgf_problems.empty()) return std::nullopt;
        return game;
    }
    try {
        return go::game_from_diagram(text, go::KoRule::Simple);
    } catch (const std::invalid_argument& e) {
        problems.push_back(std::string("position: ") + e.what());
        return std::nullopt;
    }
}

void go_facts(Incident& inc, std::vector<std::string>& problems) {
    auto game = go_position(inc.position, problems);
    if (!game) return;
    for (Event& e : inc.events) {
        const auto by = e.player("by");
        const go::Color colour = by == Player::Black ? go::Color::Black : go::Color::White;
        if (e.kind == EventKind::Pass && by) {
            game->pass(colour);
        } else if (e.kind == EventKind::Move && by) {
            const std::string point = e.text("move");
            auto v = go::parse_vertex(point, game->size());
            if (!v) {
                problems.push_back(where(e) + ": '" + point + "' is not a point of a " + std::to_string(game->size()) +
                                   "-line board");
                return;
            }
            const go::MoveReport report = game->check(colour, *v);
            if (auto stated = e.maybe_flag("legal"); stated && *stated != report.legal) {
                problems.push_back(where(e) + ": " + point + " is " +
                                   (report.legal ? std::string("legal") : "illegal (" + std::string(go_illegality_word(report.reason, report.simple_ko_violation)) + ")") +
                                   " on the board, but the incident says otherwise");
                return;
            }
            if (!report.legal) {
                const std::string reason(go_illegality_word(report.reason, report.simple_ko_violation));
                if (e.has("reason") && e.text("reason") != reason) {
                    problems.push_back(where(e) + ": " + point + " is illegal as " + reason + ", not " + e.text("reason"));
                    return;
                }
                e.fields["legal"] = false;
                e.fields["reason"] = reason;
                continue;  // void: the stone is taken back
            }
            e.fields["legal"] = true;
            game->play(colour, *v);
        } else if (e.kind == EventKind::StoneMoved || e.kind == EventKind::StonesScattered ||
                   e.kind == EventKind::WrongCapture || e.kind == EventKind::StoneReplayed) {
            return;  // the board no longer follows the record; stop deriving
        }
    }
}

}  // namespace

Incident derive_board_facts(const Incident& incident, std::vector<std::string>& problems) {
    Incident out = incident;
    if (out.position.empty()) return out;
    if (out.game == GameKind::Chess) chess_facts(out, problems);
    else go_facts(out, problems);
    return out;
}

}  // namespace arbiter::rules
