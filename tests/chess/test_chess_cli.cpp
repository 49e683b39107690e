// `arbiter-cli chess perft` and `chess analyze`: the JSON contract of issue 4 (docs/cli.md).
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;
using namespace arbiter::cli;

namespace {
using Run = test::CliRun;

Run run(const std::vector<std::string>& argv, const std::string& input = "") {
    CommandRegistry registry;
    register_chess_commands(registry);
    return test::run_cli(registry, argv, input);
}

std::vector<json::Value> analyze(const std::string& input) {
    auto r = run({"chess", "analyze"}, input);
    REQUIRE(r.status == 0);
    std::vector<json::Value> lines;
    std::istringstream out(r.out);
    std::string line;
    while (std::getline(out, line)) lines.push_back(json::parse(line));
    return lines;
}

const json::Value& field(const json::Value& v, const char* key) {
    const json::Value* found = v.find(key);
    REQUIRE_MESSAGE(found, key);
    return *found;
}
}  // namespace

TEST_CASE("chess perft: the count on the last line, divide lines first, startpos and split FEN fields") {
    auto r = run({"chess", "perft", "startpos", "3"});
    CHECK(r.status == 0);
    CHECK(r.out == "8902\n");
    auto split = run({"chess", "perft", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8", "w", "-", "-", "4"});
    CHECK(split.out == "43238\n");
    auto divide = run({"chess", "perft", "startpos", "2", "--divide"});
    CHECK(divide.status == 0);
    CHECK(divide.out.rfind("a2a3: 20\na2a4: 20\n", 0) == 0);
    CHECK(divide.out.size() > 6);
    CHECK(divide.out.substr(divide.out.size() - 4) == "400\n");
    CHECK(run({"chess", "perft", "startpos", "x"}).status == 2);
    CHECK(run({"chess", "perft", "startpos"}).status == 2);
    auto bad = run({"chess", "perft", "not a fen", "2"});
    CHECK(bad.status == 1);
    CHECK(bad.err.find("invalid FEN") != std::string::npos);
}

TEST_CASE("chess analyze: every field of the contract, in order") {
    auto lines = analyze(R"({"id": 7, "fen": "startpos", "moves": ["e2e4"]})" "\n");
    REQUIRE(lines.size() == 1);
    const auto& v = lines[0];
    std::vector<std::string> keys;
    for (const auto& [key, value] : v.as_object()) keys.push_back(key);
    CHECK(keys == std::vector<std::string>{"id", "ok", "fen", "turn", "legal_count", "legal_moves", "in_check", "checkmate",
                                           "stalemate", "insufficient_material", "dead_position", "white_can_mate",
                                           "black_can_mate", "timeout", "halfmove_clock", "fullmove_number",
                                           "fifty_move_claimable", "seventy_five_move", "repetition_count", "threefold",
                                           "fivefold", "outcome", "result", "claimable_draws", "auto_end_ply",
                                           "auto_end_reason"});
    CHECK(field(v, "id").as_int() == 7);
    CHECK(field(v, "ok").as_bool());
    CHECK(field(v, "fen").as_string() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    CHECK(field(v, "turn").as_string() == "b");
    CHECK(field(v, "legal_count").as_int() == 20);
    CHECK(field(v, "legal_moves").as_array().front().as_string() == "a7a5");
    CHECK(field(field(v, "timeout"), "white_flags").as_string() == "0-1");
    CHECK(field(v, "outcome").is_null());
    CHECK(field(v, "result").as_string() == "*");
    CHECK(field(v, "auto_end_ply").is_null());
}

TEST_CASE("chess analyze: four-field FEN, en passant written only when legal") {
    auto lines = analyze(R"({"fen": "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPP2PPP/RNBQKBNR w KQkq -", "moves": ["c2c4"]})" "\n"
                         R"({"fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "moves": ["c2c4"]})" "\n");
    REQUIRE(lines.size() == 2);
    CHECK(field(lines[0], "id").is_null());
    CHECK(field(lines[0], "fen").as_string() == "rnbqkbnr/ppp1pppp/8/8/2PpP3/8/PP3PPP/RNBQKBNR b KQkq c3 0 1");
    CHECK(field(lines[1], "fen").as_string() == "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1");
}

TEST_CASE("chess analyze: errors give the ply (0-based) or -1 for the FEN") {
    auto lines = analyze(R"({"id": "a", "fen": "startpos", "moves": ["e2e4", "e7e5", "e1e3"]})" "\n"
                         R"({"id": "b", "fen": "8/8/8 w - - 0 1"})" "\n"
                         R"({"id": "c", "fen": "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1"})" "\n"
                         "{broken\n");
    REQUIRE(lines.size() == 4);
    CHECK(!field(lines[0], "ok").as_bool());
    CHECK(field(lines[0], "id").as_string() == "a");
    CHECK(field(lines[0], "error_ply").as_int() == 2);
    CHECK(field(lines[0], "error").as_string().find("e1e3") != std::string::npos);
    CHECK(field(lines[1], "error_ply").as_int() == -1);
    CHECK(field(lines[1], "error").as_string().find("invalid FEN") != std::string::npos);
    CHECK(field(lines[2], "error_ply").as_int() == -1);
    CHECK(field(lines[2], "error").as_string().find("not to move") != std::string::npos);
    CHECK(field(lines[3], "error_ply").as_int() == -1);
}

TEST_CASE("chess analyze: mate, flag falls against a lone king, claims and the first ending") {
    auto lines = analyze(
        R"({"id": 1, "fen": "startpos", "moves": ["f2f3", "e7e5", "g2g4", "d8h4"]})" "\n"
        R"({"id": 2, "fen": "8/4qk2/8/8/8/8/3K4/8 w - - 0 1"})" "\n"
        R"({"id": 3, "fen": "startpos", "moves": ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"]})" "\n"
        R"({"id": 4, "fen": "6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119"})" "\n"
        R"({"id": 5, "fen": "rnbq1rk1/ppp3pp/3bpn2/3p1p2/2PP4/2NBPN2/PP3PPP/R1BQK2R w KQ - 3 7", "moves": ["d3e2", "f6e4", "e2d3", "e4f6", "d3e2", "f6e4", "e2d3", "e4f6", "d3e2", "f6e4", "e2d3", "e4f6", "d3e2", "f6e4", "e2d3", "e4f6", "e3e4"]})" "\n");
    REQUIRE(lines.size() == 5);
    CHECK(field(lines[0], "checkmate").as_bool());
    CHECK(field(lines[0], "outcome").as_string() == "checkmate");
    CHECK(field(lines[0], "result").as_string() == "0-1");
    CHECK(field(lines[0], "auto_end_ply").as_int() == 4);
    CHECK(field(lines[0], "auto_end_reason").as_string() == "checkmate");
    CHECK(field(lines[0], "claimable_draws").as_array().empty());

    CHECK(!field(lines[1], "white_can_mate").as_bool());
    CHECK(field(lines[1], "black_can_mate").as_bool());
    CHECK(field(field(lines[1], "timeout"), "white_flags").as_string() == "0-1");
    CHECK(field(field(lines[1], "timeout"), "black_flags").as_string() == "1/2-1/2");

    CHECK(field(lines[2], "repetition_count").as_int() == 3);
    CHECK(field(lines[2], "threefold").as_bool());
    CHECK(field(lines[2], "outcome").is_null());
    CHECK(field(lines[2], "claimable_draws").as_array() == json::Array{json::Value("threefold_repetition")});

    CHECK(field(lines[3], "fifty_move_claimable").as_bool());
    CHECK(field(lines[3], "claimable_draws").as_array() == json::Array{json::Value("fifty_move")});

    // Fivefold at ply 16, then the players went on: the final position is ordinary, the game had ended.
    CHECK(field(lines[4], "outcome").is_null());
    CHECK(field(lines[4], "auto_end_ply").as_int() == 16);
    CHECK(field(lines[4], "auto_end_reason").as_string() == "fivefold_repetition");
    CHECK(field(lines[4], "result").as_string() == "1/2-1/2");
    CHECK(field(lines[4], "claimable_draws").as_array().empty());
}
