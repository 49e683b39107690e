// `arbiter-cli chess perft` and `arbiter-cli chess analyze` (docs/cli.md): the chess engine's
// move generator and ending rules, driven from a terminal or a script.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <istream>
#include <ostream>
#include <string>

#include "app/cli/arguments.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"
#include "engine/chess/endings.hpp"
#include "engine/chess/game.hpp"
#include "engine/chess/notation.hpp"
#include "engine/chess/perft.hpp"
#include "engine/chess/position.hpp"

namespace arbiter::cli {

namespace {

using namespace arbiter::chess;

constexpr const char* kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

std::string expand_startpos(const std::string& fen) {
    return fen == "startpos" ? kStartFen : fen;
}

int run_perft(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {}, {"--divide"});
    // The FEN may arrive as one quoted argument or as its separate fields: everything before the
    // depth is the FEN.
    if (args.positionals().size() < 2) throw UsageError("expected FEN and DEPTH");
    const auto& positionals = args.positionals();
    const std::string& depth_text = positionals.back();
    int depth = 0;
    auto [end, ec] = std::from_chars(depth_text.data(), depth_text.data() + depth_text.size(), depth);
    if (ec != std::errc() || end != depth_text.data() + depth_text.size() || depth < 0 || depth > 20)
        throw UsageError("DEPTH must be a whole number from 0 to 20, not '" + depth_text + "'");
    std::string fen;
    for (std::size_t i = 0; i + 1 < positionals.size(); ++i) fen += (i ? " " : "") + positionals[i];
    // The chess commands speak English (a tool and a JSON protocol): the readers' English text.
    LocalizedText error;
    auto pos = Position::from_fen(expand_startpos(fen), &error);
    if (!pos) {
        io.err << "arbiter-cli chess perft: invalid FEN: " << error.en << "\n";
        return 1;
    }
    if (auto why = pos->illegality()) io.err << "warning: illegal position: " << why->en << "\n";
    if (args.flag("--divide")) {
        auto divide = perft_divide(*pos, depth);
        std::vector<std::pair<std::string, std::uint64_t>> rows;
        std::uint64_t total = 0;
        for (auto [m, n] : divide) {
            rows.emplace_back(to_uci(m), n);
            total += n;
        }
        std::sort(rows.begin(), rows.end());
        for (const auto& [uci, n] : rows) io.out << uci << ": " << n << "\n";
        io.out << (depth == 0 ? 1 : total) << "\n";
    } else {
        io.out << perft(*pos, depth) << "\n";
    }
    return 0;
}

json::Value failure(const json::Value& id, const std::string& error, int error_ply) {
    auto out = json::object();
    out.set("id", id);
    out.set("ok", false);
    out.set("error", error);
    out.set("error_ply", error_ply);
    return out;
}

json::Value outcome_value(Outcome outcome) {
    return outcome == Outcome::None ? json::Value(nullptr) : json::Value(outcome_name(outcome));
}

// One JSON Lines request: {"id": any?, "fen": FEN or "startpos", "moves": ["e2e4", ...]}.
json::Value analyze_request(const json::Value& request) {
    const json::Value id = request.find("id") ? *request.find("id") : json::Value(nullptr);
    if (!request.is_object()) return failure(nullptr, "each line must be a JSON object", -1);
    std::string fen = kStartFen;
    if (const auto* f = request.find("fen")) {
        if (!f->is_string()) return failure(id, "\"fen\" must be a string", -1);
        fen = expand_startpos(f->as_string());
    }
    LocalizedText fen_error;
    auto start = Position::from_fen(fen, &fen_error);
    if (!start) return failure(id, "invalid FEN: " + fen_error.en, -1);
    if (auto why = start->illegality()) return failure(id, "illegal position: " + why->en, -1);
    std::string error;
    Game game(*start);
    if (const auto* moves = request.find("moves")) {
        if (!moves->is_array()) return failure(id, "\"moves\" must be an array of UCI strings", -1);
        int ply = 0;
        for (const auto& move : moves->as_array()) {
            if (!move.is_string()) return failure(id, "move " + std::to_string(ply) + " is not a string", ply);
            if (!game.play_uci(move.as_string(), &error)) return failure(id, error, ply);
            ++ply;
        }
    }

    const Position& pos = game.position();
    const auto legal = pos.legal_moves_uci();
    const bool checkmate = game.outcome() == Outcome::Checkmate;
    const bool white_can_mate = game.can_checkmate(Color::White);
    const bool black_can_mate = game.can_checkmate(Color::Black);
    const int repetitions = game.repetition_count();

    auto out = json::object();
    out.set("id", id);
    out.set("ok", true);
    out.set("fen", pos.fen());
    out.set("turn", pos.side_to_move() == Color::White ? "w" : "b");
    out.set("legal_count", static_cast<int>(legal.size()));
    out.set("legal_moves", json::array_of(legal));
    out.set("in_check", pos.in_check());
    out.set("checkmate", checkmate);
    out.set("stalemate", game.outcome() == Outcome::Stalemate);
    out.set("insufficient_material", insufficient_material(pos));
    out.set("dead_position", dead_position(pos));
    out.set("white_can_mate", white_can_mate);
    out.set("black_can_mate", black_can_mate);
    auto timeout = json::object();
    timeout.set("white_flags", black_can_mate ? "0-1" : "1/2-1/2");
    timeout.set("black_flags", white_can_mate ? "1-0" : "1/2-1/2");
    out.set("timeout", timeout);
    out.set("halfmove_clock", pos.halfmove_clock());
    out.set("fullmove_number", pos.fullmove_number());
    out.set("fifty_move_claimable", game.fifty_move_claimable());
    out.set("seventy_five_move", pos.halfmove_clock() >= 150 && !checkmate);
    out.set("repetition_count", repetitions);
    out.set("threefold", repetitions >= 3);
    out.set("fivefold", repetitions >= 5);
    out.set("outcome", outcome_value(game.outcome()));
    out.set("result", game.result());
    std::vector<std::string> claimable;
    if (game.threefold_claimable()) claimable.push_back("threefold_repetition");
    if (game.fifty_move_claimable()) claimable.push_back("fifty_move");
    out.set("claimable_draws", json::array_of(claimable));
    if (auto end = game.auto_end_ply()) {
        out.set("auto_end_ply", *end);
        out.set("auto_end_reason", outcome_name(game.auto_end_outcome()));
    } else {
        out.set("auto_end_ply", nullptr);
        out.set("auto_end_reason", nullptr);
    }
    return out;
}

int run_analyze(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {}, {});
    args.expect_positionals(0, 0);
    std::string line;
    while (std::getline(io.in, line)) {
        if (std::all_of(line.begin(), line.end(), [](unsigned char c) { return std::isspace(c); })) continue;
        json::Value reply;
        try {
            reply = analyze_request(json::parse(line));
        } catch (const json::ParseError& e) {
            reply = failure(nullptr, std::string("invalid JSON: ") + e.what(), -1);
        }
        io.out << reply.dump() << "\n";
    }
    return 0;
}

}  // namespace

void register_chess_commands(CommandRegistry& registry) {
    registry.add({"chess", "perft", "count the legal move tree of a position to a depth", "", run_perft});
    registry.add(
        {"chess", "analyze", "rules facts about positions reached by UCI moves (JSON Lines)", "", run_analyze});
}

}  // namespace arbiter::cli
