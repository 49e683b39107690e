// Ko as a rule switch: simple ko (no immediate recapture; a pass lifts the ban) and positional
// superko (全局同形再現: no whole-board position may repeat).
#include <doctest/doctest.h>

#include <algorithm>

#include "tests/go/diagram_helpers.hpp"

using namespace arbiter::go;
using namespace arbiter::go::test;

namespace {

// Black C3 takes B3; White's retake at B3 would restore the position.
constexpr const char* kKo = R"(
    . . . . .
    . X O . .
    X O . O .
    . X O . .
    . . . . .)";

// Every empty point where `c` may not play because of a ko rule, by name, in board order.
std::vector<std::string> ko_banned_points(const Game& g, Color c) {
    std::vector<std::string> out;
    for (int y = g.size() - 1; y >= 0; --y) {
        for (int x = 0; x < g.size(); ++x) {
            if (g.at({x, y}) != Color::Empty) continue;
            auto reason = g.check(c, {x, y}).reason;
            if (reason == Illegality::SimpleKo || reason == Illegality::Superko) out.push_back(vertex_name({x, y}));
        }
    }
    return out;
}

}  // namespace

TEST_CASE("go ko: the immediate recapture is refused under both rules, with what it would take") {
    for (KoRule rule : {KoRule::Simple, KoRule::PositionalSuperko}) {
        CAPTURE(ko_rule_name(rule));
        Game g = game_from_diagram(kKo, rule);
        auto take = g.play(Color::Black, at(g, "C3"));
        CHECK(names(take.captures) == std::vector<std::string>{"B3"});
        CHECK(g.ko_point() == at(g, "B3"));
        auto retake = g.play(Color::White, at(g, "B3"));
        CHECK_FALSE(retake.legal);
        CHECK(retake.reason == Illegality::SimpleKo);
        CHECK(retake.simple_ko_violation);
        CHECK(retake.superko_violation);
        CHECK(retake.repeats_ply == 0);
        CHECK(names(retake.captures) == std::vector<std::string>{"C3"});
        CHECK(g.ply() == 1);
        CHECK(board_of(g) == normalised(R"(
            . . . . .
            . X O . .
            X . X O .
            . X O . .
            . . . . .)"));
    }
}

TEST_CASE("go ko: after a threat and an answer the ko may be retaken") {
    for (KoRule rule : {KoRule::Simple, KoRule::PositionalSuperko}) {
        CAPTURE(ko_rule_name(rule));
        Game g = game_from_diagram(kKo, rule);
        g.play(Color::Black, at(g, "C3"));
        CHECK(g.play(Color::White, at(g, "E5")).legal);  // threat
        CHECK(g.play(Color::Black, at(g, "E1")).legal);  // answer
        auto retake = g.play(Color::White, at(g, "B3"));
        CHECK(retake.legal);
        CHECK_FALSE(retake.simple_ko_violation);
        CHECK_FALSE(retake.superko_violation);  // E5 and E1 make the position new
    }
}

TEST_CASE("go ko: a pass lifts the simple-ko ban, but superko still forbids repeating the start") {
    Game simple = game_from_diagram(kKo, KoRule::Simple);
    simple.play(Color::Black, at(simple, "C3"));
    simple.pass(Color::White);
    simple.pass(Color::Black);
    CHECK(simple.consecutive_passes() == 2);
    auto retake = simple.play(Color::White, at(simple, "B3"));
    CHECK(retake.legal);
    CHECK_FALSE(retake.simple_ko_violation);
    CHECK(retake.superko_violation);  // reported whatever the rule
    CHECK(retake.repeats_ply == 0);
    CHECK(simple.consecutive_passes() == 0);
    CHECK(board_of(simple) == normalised(kKo));

    Game super = game_from_diagram(kKo, KoRule::PositionalSuperko);
    super.play(Color::Black, at(super, "C3"));
    super.pass(Color::White);
    super.pass(Color::Black);
    auto refused = super.play(Color::White, at(super, "B3"));
    CHECK_FALSE(refused.legal);
    CHECK(refused.reason == Illegality::Superko);
    CHECK_FALSE(refused.simple_ko_violation);
    CHECK(refused.repeats_ply == 0);
}

TEST_CASE("go ko: triple ko — KataGo's vector, simple ko versus positional superko") {
    // KataGo testrules.cpp "Triple ko" (7 wide × 6 high), on a 7×7 board with an empty last row.
    constexpr const char* kTripleKo = R"(
        O O O O O O O
        O X O . O . O
        X . X O X O X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        . . . . . . .)";
    auto play_cycle = [](Game& g) {
        // KataGo: B(3,1) W(1,2) B(5,1) W(3,2) B(1,1), y counted from the top.
        for (auto [c, name] : {std::pair{Color::Black, "D6"}, {Color::White, "B5"}, {Color::Black, "F6"},
                               {Color::White, "D5"}, {Color::Black, "B6"}}) {
            INFO(name);
            REQUIRE(g.play(c, at(g, name)).legal);
        }
    };
    Game super = game_from_diagram(kTripleKo, KoRule::PositionalSuperko);
    play_cycle(super);
    CHECK(ko_banned_points(super, Color::White) == std::vector<std::string>{"B5", "F5"});
    auto f5 = super.check(Color::White, at(super, "F5"));
    CHECK(f5.reason == Illegality::Superko);
    CHECK(f5.repeats_ply == 0);  // taking F6 restores the starting position
    // KataGo allows multi-stone suicide in this test; under Chinese rules D6 is also forbidden
    // to White, as suicide (it would fill the top group's last liberty).
    CHECK(super.check(Color::White, at(super, "D6")).reason == Illegality::Suicide);
    CHECK(super.check(Color::White, at(super, "B5")).reason == Illegality::SimpleKo);

    Game simple = game_from_diagram(kTripleKo, KoRule::Simple);
    play_cycle(simple);
    CHECK(ko_banned_points(simple, Color::White) == std::vector<std::string>{"B5"});
    auto f5_simple = simple.check(Color::White, at(simple, "F5"));
    CHECK(f5_simple.legal);
    CHECK(f5_simple.superko_violation);  // the repetition is still reported
}

TEST_CASE("go ko: undo restores the ko ban and the prisoners") {
    Game g = game_from_diagram(kKo);
    g.play(Color::Black, at(g, "C3"));
    g.play(Color::White, at(g, "E5"));
    CHECK_FALSE(g.ko_point());
    CHECK(g.undo());
    CHECK(g.ko_point() == at(g, "B3"));
    CHECK(g.to_move() == Color::White);
    CHECK(g.undo());
    CHECK(g.prisoners(Color::Black) == 0);
    CHECK(board_of(g) == normalised(kKo));
    CHECK_FALSE(g.undo());
    CHECK(g.ply() == 0);
}

TEST_CASE("go turn order: playing twice is refused only when turn order is enforced") {
    Game g(9);
    CHECK(g.play(Color::Black, at(g, "E5")).legal);
    CHECK(g.to_move() == Color::White);
    CHECK(g.play(Color::Black, at(g, "C3")).legal);  // the record may hold a double move
    g.enforce_turn(true);
    auto twice = g.play(Color::Black, at(g, "D3"));
    CHECK_FALSE(twice.legal);
    CHECK(twice.reason == Illegality::WrongColour);
    CHECK(g.play(Color::White, at(g, "D3")).legal);
    g.pass(Color::Black);
    CHECK(g.to_move() == Color::White);
}
