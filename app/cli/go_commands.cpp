// `arbiter-cli go replay`: JSON Lines in, one report per game out (docs/cli.md, "go replay").
// Each move names its colour, so a refused move can be retried; an illegal move is reported and
// not applied, and a bad line gets an error object while the rest go on.
#include <istream>
#include <ostream>
#include <stdexcept>
#include <string>

#include "app/cli/arguments.hpp"
#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"
#include "engine/go/diagram.hpp"
#include "engine/go/game.hpp"
#include "engine/go/rules.hpp"
#include "engine/go/scoring.hpp"

namespace arbiter::cli {

namespace {

using go::Color;

// A problem with one input line; becomes {"id": ..., "error": "..."}.
struct BadLine : std::runtime_error {
    using std::runtime_error::runtime_error;
};

constexpr double kDefaultKomi = 7.5;  // cn-go-2002: 3¾ stones

// A copy, so a temporary fallback cannot dangle.
json::Value field(const json::Value& game, std::string_view key, json::Value fallback) {
    const json::Value* v = game.find(key);
    return v ? *v : fallback;
}

Color parse_colour(const json::Value& v, const std::string& where) {
    if (v.is_string() && (v.as_string() == "B" || v.as_string() == "b")) return Color::Black;
    if (v.is_string() && (v.as_string() == "W" || v.as_string() == "w")) return Color::White;
    throw BadLine(where + ": colour must be \"B\" or \"W\"");
}

go::Vertex parse_point(const json::Value& v, int size, const std::string& where) {
    if (!v.is_string()) throw BadLine(where + ": a vertex must be a string like \"D4\"");
    auto vertex = go::parse_vertex(v.as_string(), size);
    if (!vertex)
        throw BadLine(where + ": \"" + v.as_string() + "\" is not a point on a " + std::to_string(size) + "x" +
                      std::to_string(size) + " board");
    return *vertex;
}

std::vector<go::Vertex> parse_points(const json::Value& list, int size, const std::string& where) {
    if (!list.is_array()) throw BadLine(where + " must be an array of vertices");
    std::vector<go::Vertex> out;
    for (std::size_t i = 0; i < list.as_array().size(); ++i)
        out.push_back(parse_point(list.as_array()[i], size, where + "[" + std::to_string(i) + "]"));
    return out;
}

json::Value prisoners_of(const go::Game& game) {
    auto p = json::object();
    p.set("B", game.prisoners(Color::Black));
    p.set("W", game.prisoners(Color::White));
    return p;
}

json::Value names_of(const std::vector<go::Vertex>& vertices) {
    auto list = json::array();
    for (go::Vertex v : vertices) list.push(go::vertex_name(v));
    return list;
}

json::Value score_of(const go::AreaScore& s) {
    auto score = json::object();
    score.set("black_stones", s.black_stones);
    score.set("white_stones", s.white_stones);
    score.set("black_territory", s.black_territory);
    score.set("white_territory", s.white_territory);
    score.set("dame", s.dame);
    score.set("black_area", s.black_area);
    score.set("white_area", s.white_area);
    score.set("black_area_strict", s.black_area_strict);
    score.set("white_area_strict", s.white_area_strict);
    score.set("margin", s.margin);
    score.set("result", s.result);
    return score;
}

json::Value pass_report(std::size_t index, Color c, const go::Game& game) {
    auto m = json::object();
    m.set("i", index);
    m.set("color", std::string(1, go::color_letter(c)));
    m.set("vertex", "pass");
    m.set("legal", true);
    m.set("applied", true);
    m.set("pass", true);
    m.set("occupied", false);
    m.set("suicide", false);
    m.set("captures", json::array());
    m.set("simple_ko_violation", false);
    m.set("superko_violation", false);
    m.set("legal_simple_ko", true);
    m.set("legal_superko", true);
    m.set("prisoners", prisoners_of(game));
    return m;
}

json::Value play_report(std::size_t index, Color c, go::Vertex v, go::Game& game) {
    go::MoveReport r = game.play(c, v);
    bool occupied = r.reason == go::Illegality::Occupied;
    bool suicide = r.reason == go::Illegality::Suicide;
    auto m = json::object();
    m.set("i", index);
    m.set("color", std::string(1, go::color_letter(c)));
    m.set("vertex", go::vertex_name(v));
    m.set("legal", r.legal);
    m.set("applied", r.legal);
    m.set("pass", false);
    m.set("occupied", occupied);
    m.set("suicide", suicide);
    m.set("captures", names_of(r.captures));
    m.set("simple_ko_violation", r.simple_ko_violation);
    m.set("superko_violation", r.superko_violation);
    m.set("legal_simple_ko", !occupied && !suicide && !r.simple_ko_violation);
    m.set("legal_superko", !occupied && !suicide && !r.superko_violation);
    m.set("prisoners", prisoners_of(game));
    return m;
}

json::Value replay_game(const json::Value& input) {
    if (!input.is_object()) throw BadLine("a game must be a JSON object");

    json::Value size_value = field(input, "size", json::Value(19));
    if (!size_value.is_int()) throw BadLine("size must be a whole number");
    auto size = size_value.as_int();
    if (size < go::Board::kMinSize || size > go::Board::kMaxSize)
        throw BadLine("size must be " + std::to_string(go::Board::kMinSize) + ".." + std::to_string(go::Board::kMaxSize));

    json::Value ko_value = field(input, "ko_rule", json::Value("simple"));
    auto ko = ko_value.is_string() ? go::parse_ko_rule(ko_value.as_string()) : std::nullopt;
    if (!ko) throw BadLine("ko_rule must be \"simple\" or \"superko\"");

    double komi = kDefaultKomi;
    if (const json::Value* rules = input.find("rules")) {
        auto rule_set = rules->is_string() ? go::parse_rule_set(rules->as_string()) : std::nullopt;
        if (!rule_set) throw BadLine("rules must be \"cn-go-1988\" or \"cn-go-2002\"");
        komi = go::komi_points(*rule_set);
    }
    if (const json::Value* k = input.find("komi")) {
        if (!k->is_number()) throw BadLine("komi must be a number (points)");
        komi = k->as_double();
    }

    go::Game game(static_cast<int>(size), *ko);
    if (const json::Value* setup = input.find("setup"); setup && !setup->is_null()) {
        if (!setup->is_object()) throw BadLine("setup must be an object {\"B\": [...], \"W\": [...]}");
        auto black = parse_points(field(*setup, "B", json::array()), game.size(), "setup.B");
        auto white = parse_points(field(*setup, "W", json::array()), game.size(), "setup.W");
        for (go::Vertex b : black)
            for (go::Vertex w : white)
                if (b == w) throw BadLine("setup gives " + go::vertex_name(b) + " to both colours");
        game.setup(black, white);
    }

    json::Value moves = field(input, "moves", json::array());
    if (!moves.is_array()) throw BadLine("moves must be an array of [colour, vertex] pairs");
    // Check every record before playing any, so a bad line reports nothing half-done.
    std::vector<std::pair<Color, std::optional<go::Vertex>>> parsed;
    for (std::size_t i = 0; i < moves.as_array().size(); ++i) {
        std::string where = "moves[" + std::to_string(i) + "]";
        const json::Value& move = moves.as_array()[i];
        if (!move.is_array() || move.as_array().size() != 2) throw BadLine(where + " must be [colour, vertex]");
        Color c = parse_colour(move.as_array()[0], where);
        const json::Value& vertex = move.as_array()[1];
        bool is_pass = vertex.is_string() && (vertex.as_string() == "pass" || vertex.as_string() == "PASS");
        parsed.push_back({c, is_pass ? std::nullopt : std::optional(parse_point(vertex, game.size(), where))});
    }

    std::vector<go::Vertex> dead;
    const json::Value* dead_value = input.find("dead");
    if (dead_value && !dead_value->is_null()) dead = parse_points(*dead_value, game.size(), "dead");
    json::Value score_flag = field(input, "score", json::Value(false));
    if (!score_flag.is_bool()) throw BadLine("score must be true or false");
    bool want_score = (dead_value && !dead_value->is_null()) || score_flag.as_bool();

    auto reports = json::array();
    for (std::size_t i = 0; i < parsed.size(); ++i) {
        auto [c, vertex] = parsed[i];
        if (!vertex) {
            game.pass(c);
            reports.push(pass_report(i, c, game));
        } else {
            reports.push(play_report(i, c, *vertex, game));
        }
    }

    auto final_state = json::object();
    auto rows = json::array();
    for (const std::string& row : go::board_rows(game)) rows.push(row);
    final_state.set("board", std::move(rows));
    final_state.set("prisoners", prisoners_of(game));
    if (want_score) final_state.set("score", score_of(go::score_area(game, dead, komi)));

    auto out = json::object();
    out.set("id", field(input, "id", json::Value()));
    out.set("moves", std::move(reports));
    out.set("final", std::move(final_state));
    return out;
}

int run_replay(const std::vector<std::string>& raw, Io& io) {
    Arguments args(raw, {}, {});
    args.expect_positionals(0, 0);
    std::string line;
    while (std::getline(io.in, line)) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;  // blank lines are not games
        json::Value input;
        try {
            input = json::parse(line);
        } catch (const json::ParseError& e) {
            auto error = json::object();
            error.set("id", nullptr);
            error.set("error", std::string("invalid JSON: ") + e.what());
            io.out << error.dump() << "\n";
            continue;
        }
        try {
            io.out << replay_game(input).dump() << "\n";
        } catch (const std::exception& e) {
            auto error = json::object();
            const json::Value* id = input.is_object() ? input.find("id") : nullptr;
            error.set("id", id ? *id : json::Value());
            error.set("error", e.what());
            io.out << error.dump() << "\n";
        }
        io.out.flush();
    }
    return 0;
}

}  // namespace

void register_go_commands(CommandRegistry& registry) {
    registry.add({"go", "replay", "replay Go games from JSON Lines: legality, captures, ko, area score", "",
                  run_replay});
}

}  // namespace arbiter::cli
