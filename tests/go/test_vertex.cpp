#include <doctest/doctest.h>

#include "engine/go/rules.hpp"
#include "engine/go/vertex.hpp"

using namespace arbiter::go;

TEST_CASE("go vertex: GTP names skip I, count rows from the bottom, ignore case") {
    CHECK(parse_vertex("A1", 19) == Vertex{0, 0});
    CHECK(parse_vertex("D4", 19) == Vertex{3, 3});
    CHECK(parse_vertex("t19", 19) == Vertex{18, 18});
    CHECK(parse_vertex("J10", 19) == Vertex{8, 9});  // J is the ninth column because I is skipped
    CHECK(parse_vertex("Z25", 25) == Vertex{24, 24});
    CHECK(vertex_name({8, 9}) == "J10");
    CHECK(vertex_name({0, 0}) == "A1");
    CHECK(vertex_name({18, 18}) == "T19");
}

TEST_CASE("go vertex: pass, I, row 0, leading zeros and off-board points are not vertices") {
    CHECK_FALSE(parse_vertex("pass", 19));
    CHECK_FALSE(parse_vertex("I5", 19));
    CHECK_FALSE(parse_vertex("A0", 19));
    CHECK_FALSE(parse_vertex("A05", 19));
    CHECK_FALSE(parse_vertex("T20", 19));
    CHECK_FALSE(parse_vertex("K1", 9));  // column 10 on a 9×9 board
    CHECK_FALSE(parse_vertex("", 19));
    CHECK_FALSE(parse_vertex("D4x", 19));
}

TEST_CASE("go vertex: every point of a 25x25 board survives name -> parse") {
    for (int x = 0; x < 25; ++x)
        for (int y = 0; y < 25; ++y) CHECK(parse_vertex(vertex_name({x, y}), 25) == Vertex{x, y});
}

TEST_CASE("go rules: ko rule and rule-set names") {
    CHECK(parse_ko_rule("simple") == KoRule::Simple);
    CHECK(parse_ko_rule("superko") == KoRule::PositionalSuperko);
    CHECK_FALSE(parse_ko_rule("situational"));
    CHECK(parse_rule_set("cn-go-1988") == RuleSet::ChineseGo1988);
    CHECK(rule_set_id(RuleSet::ChineseGo2002) == "cn-go-2002");
    CHECK_FALSE(parse_rule_set("japanese"));
}
