// `arbiter-cli go replay` driven in-process against tests/data/go/replay_games.jsonl.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "app/cli/command_registry.hpp"
#include "app/core/json.hpp"

using namespace arbiter;

namespace {

std::vector<json::Value> replay(const std::string& input) {
    cli::CommandRegistry registry;
    cli::register_go_commands(registry);
    std::istringstream in(input);
    std::ostringstream out, err;
    cli::Io io{in, out, err};
    REQUIRE(registry.dispatch({"go", "replay"}, io) == 0);
    std::vector<json::Value> lines;
    std::istringstream text(out.str());
    for (std::string line; std::getline(text, line);) lines.push_back(json::parse(line));
    return lines;
}

std::string data_file(const std::string& name) {
    std::ifstream file(std::string(ARBITER_SOURCE_DIR) + "/tests/data/go/" + name);
    REQUIRE(file);
    std::stringstream buffer;
    buffer << file.rdbuf();
    return buffer.str();
}

const json::Value& get(const json::Value& v, std::string_view key) {
    const json::Value* found = v.find(key);
    REQUIRE_MESSAGE(found, "missing key " << key << " in " << v.dump());
    return *found;
}

std::vector<std::string> keys(const json::Value& object) {
    std::vector<std::string> out;
    for (const auto& [key, value] : object.as_object()) out.push_back(key);
    return out;
}

}  // namespace

TEST_CASE("go replay: one output line per game, bad lines answered with an error, in order") {
    auto out = replay(data_file("replay_games.jsonl"));
    REQUIRE(out.size() == 9);  // the blank line is skipped

    SUBCASE("the output keys are the documented contract, in order") {
        const json::Value& game = out[0];
        CHECK(keys(game) == std::vector<std::string>{"id", "moves", "final"});
        CHECK(keys(get(game, "moves").as_array()[0]) ==
              std::vector<std::string>{"i", "color", "vertex", "legal", "applied", "pass", "occupied", "suicide",
                                       "captures", "simple_ko_violation", "superko_violation", "legal_simple_ko",
                                       "legal_superko", "prisoners"});
        CHECK(keys(get(game, "final")) == std::vector<std::string>{"board", "prisoners"});
        CHECK(keys(get(get(out[3], "final"), "score")) ==
              std::vector<std::string>{"black_stones", "white_stones", "black_territory", "white_territory", "dame",
                                       "black_area", "white_area", "black_area_strict", "white_area_strict", "margin",
                                       "result"});
    }

    SUBCASE("simple ko: the immediate retake is refused and not applied; after a threat it is legal") {
        const auto& moves = get(out[0], "moves").as_array();
        CHECK(get(out[0], "id") == json::Value("ko"));
        CHECK(get(moves[0], "captures") == json::Value(json::Array{"B3"}));
        CHECK(get(get(moves[0], "prisoners"), "B") == json::Value(1));
        const json::Value& retake = moves[1];
        CHECK(get(retake, "legal") == json::Value(false));
        CHECK(get(retake, "applied") == json::Value(false));
        CHECK(get(retake, "captures") == json::Value(json::Array{"C3"}));  // what it would have taken
        CHECK(get(retake, "simple_ko_violation") == json::Value(true));
        CHECK(get(retake, "superko_violation") == json::Value(true));
        CHECK(get(retake, "legal_simple_ko") == json::Value(false));
        CHECK(get(get(retake, "prisoners"), "W") == json::Value(0));
        CHECK(get(moves[4], "legal") == json::Value(true));
        CHECK(get(get(moves[4], "prisoners"), "W") == json::Value(1));
        CHECK(get(get(out[0], "final"), "board") ==
              json::Value(json::Array{"....O", ".XO..", "XO.O.", ".XO..", "....X"}));
    }

    SUBCASE("superko: the retake after two passes repeats the setup and is refused") {
        const json::Value& retake = get(out[1], "moves").as_array()[3];
        CHECK(get(retake, "legal") == json::Value(false));
        CHECK(get(retake, "simple_ko_violation") == json::Value(false));
        CHECK(get(retake, "superko_violation") == json::Value(true));
        CHECK(get(retake, "legal_simple_ko") == json::Value(true));
        CHECK(get(retake, "legal_superko") == json::Value(false));
        const json::Value& pass = get(out[1], "moves").as_array()[1];
        CHECK(get(pass, "vertex") == json::Value("pass"));
        CHECK(get(pass, "pass") == json::Value(true));
    }

    SUBCASE("suicide and occupied points: reported, not applied, captures empty") {
        const auto& moves = get(out[2], "moves").as_array();
        CHECK(get(moves[0], "suicide") == json::Value(true));
        CHECK(get(moves[0], "applied") == json::Value(false));
        CHECK(get(moves[0], "captures") == json::Value(json::Array{}));
        CHECK(get(moves[1], "occupied") == json::Value(true));
        CHECK(get(moves[2], "suicide") == json::Value(true));  // the corner A5, between B5 and A4
        CHECK(get(moves[3], "legal") == json::Value(true));    // White may fill its own point
    }

    SUBCASE("area count: dead stones removed, dame half each, komi from the rule set") {
        const json::Value& score = get(get(out[3], "final"), "score");
        CHECK(get(score, "black_area").as_double() == 15.0);
        CHECK(get(score, "white_area").as_double() == 10.0);
        CHECK(get(score, "dame") == json::Value(0));
        CHECK(get(score, "margin") == json::Value(-0.5));  // 15 − 10 − 5.5 (cn-go-1988)
        CHECK(get(score, "result") == json::Value("W+0.5"));
        const json::Value& undecided = get(get(out[4], "final"), "score");
        CHECK(get(undecided, "dame") == json::Value(3));
        CHECK(get(undecided, "black_area") == json::Value(12.5));
        CHECK(get(undecided, "black_area_strict") == json::Value(11));
        CHECK(get(undecided, "result") == json::Value("0"));
    }

    SUBCASE("bad lines") {
        CHECK(get(out[5], "id") == json::Value(42));
        CHECK(get(out[5], "error").as_string() == "moves[0]: \"J10\" is not a point on a 9x9 board");
        CHECK(get(out[6], "error").as_string() == "moves[0]: colour must be \"B\" or \"W\"");
        CHECK(get(out[7], "id").is_null());  // the line is not JSON, so its id is unknown
        CHECK(get(out[7], "error").as_string().rfind("invalid JSON", 0) == 0);
        CHECK(get(out[8], "error").as_string() == "size must be 5..25");
        CHECK(out[8].find("moves") == nullptr);
    }
}
