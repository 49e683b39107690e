#include <doctest/doctest.h>

#include <cstdint>

#include "app/core/json.hpp"

using namespace arbiter;

TEST_CASE("json: a JSON Lines record of go replay parses into values") {
    auto v = json::parse(R"({"id": 7, "size": 9, "komi": 7.5, "moves": [["B","C3"],["W","pass"]], "score": true})");
    CHECK(v.find("id")->as_int() == 7);
    CHECK(v.find("komi")->as_double() == doctest::Approx(7.5));
    REQUIRE(v.find("moves")->as_array().size() == 2);
    CHECK(v.find("moves")->as_array()[1].as_array()[1].as_string() == "pass");
    CHECK(v.find("score")->as_bool());
    CHECK(v.find("absent") == nullptr);
}

TEST_CASE("json: output is compact, keeps key order and escapes control characters") {
    auto v = json::object();
    v.set("b", 1);
    v.set("a", "x\"y\n\x01");
    v.set("list", json::Array{true, nullptr, 0.5});
    CHECK(v.dump() == R"({"b": 1, "a": "x\"y\n\u0001", "list": [true, null, 0.5]})");
}

TEST_CASE("json: UTF-8 and \\u escapes, including surrogate pairs, round-trip") {
    auto v = json::parse(R"(["裁判", "\u88c1\u5224", "\ud83d\ude00"])");
    CHECK(v.as_array()[0].as_string() == "裁判");
    CHECK(v.as_array()[1].as_string() == "裁判");
    CHECK(v.as_array()[2].as_string() == "\xF0\x9F\x98\x80");
    CHECK(json::parse(v.dump()) == v);
}

TEST_CASE("json: errors name line and column") {
    try {
        json::parse("{\n  \"a\": [1, 2,,]\n}");
        FAIL("expected a parse error");
    } catch (const json::ParseError& e) {
        CHECK(e.line == 2);
        CHECK(e.column == 14);  // the second comma
    }
    CHECK_THROWS_AS(json::parse("[1] 2"), json::ParseError);
    CHECK_THROWS_AS(json::parse("\"unterminated"), json::ParseError);
    CHECK_THROWS_AS(json::parse("-"), json::ParseError);
}

TEST_CASE("json: nesting is bounded so hostile input cannot exhaust the stack") {
    std::string deep(10000, '[');
    CHECK_THROWS_AS(json::parse(deep), json::ParseError);
    std::string ok = std::string(200, '[') + std::string(200, ']');
    CHECK_NOTHROW(json::parse(ok));
}

// Regression (fuzz_json): as_int() of a whole double beyond the int64 range cast it anyway, which
// is undefined behaviour (UBSan: "1e+300 is outside the range of representable values").
TEST_CASE("json: as_int refuses whole numbers beyond 64 bits instead of overflowing") {
    auto v = json::parse("[1e300, -1e300, 9.3e18, 9223372036854775807, -9223372036854775808, 4.0e18, 2.5]");
    const auto& n = v.as_array();
    CHECK_THROWS_WITH(n[0].as_int(), "number is too large for a whole number");
    CHECK_THROWS_WITH(n[1].as_int(), "number is too large for a whole number");
    CHECK_THROWS_WITH(n[2].as_int(), "number is too large for a whole number");
    CHECK(n[3].as_int() == INT64_MAX);
    CHECK(n[4].as_int() == INT64_MIN);
    CHECK(n[5].as_int() == 4000000000000000000);
    CHECK_THROWS_WITH(n[6].as_int(), "number is not a whole number");
}

TEST_CASE("json: a record list written with array_of and Object literals, an absent optional as null") {
    struct Row {
        std::string id;
        std::optional<double> accuracy;
    };
    const std::vector<Row> rows = {{"a", 0.5}, {"b", std::nullopt}};
    const json::Value list =
        json::array_of(rows, [](const Row& r) { return json::Object{{"id", r.id}, {"accuracy", r.accuracy}}; });
    CHECK(list.dump() == R"([{"id": "a", "accuracy": 0.5}, {"id": "b", "accuracy": null}])");
    CHECK(json::array_of(std::vector<std::string>{"x", "y"}).dump() == R"(["x", "y"])");
    CHECK(json::array_of(std::vector<int>{}).dump() == "[]");
}
