// The pairing drill's engine: seeded drills are the same everywhere and always pairable; the
// grader gives half a point for each right pair and half for its colours and says why a board is
// wrong (a second meeting is invalid, colours name their rule, a right-looking pair names the
// partners the rules give); the Berger drill; answers typed with Chinese punctuation.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "engine/tournament/swiss/pairing_card.hpp"
#include "engine/tournament/swiss/pairing_drill.hpp"
#include "engine/tournament/swiss/pairing_explanation.hpp"
#include "tests/tournament/swiss_fixtures.hpp"

using namespace arbiter;
using namespace arbiter::tournament::swiss;

TEST_CASE("pairing drill: the same seed, the same drill, a round that can be paired") {
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        CAPTURE(seed);
        PairingDrill a = generate_pairing_drill(seed);
        PairingDrill b = generate_pairing_drill(seed);
        REQUIRE(a.answer.ok);
        CHECK(write_trf(a.state) == write_trf(b.state));
        CHECK(drill_boards(a).size() == drill_boards(b).size());
        CHECK(a.state.players.size() >= 8);
        CHECK(a.state.players.size() <= 24);
        CHECK(grade_pairing_drill(a, drill_boards(a)).all_right());
        CHECK(grade_pairing_drill(a, drill_boards(a)).score() == doctest::Approx(1.0));
    }
}

TEST_CASE("pairing drill: grading board by board, with the reasons") {
    // The hand-worked round of five players (docs/pairing.md): 5-1 2-3 4 bye.
    auto t = fixtures::make_event(5, 5, {"1-3 1-0, 4-2 0-1, 5 U"});
    std::vector<LocalizedText> problems;
    auto drill = pairing_drill_from_trf(write_trf(t), problems);
    REQUIRE(drill);
    CHECK(drill_boards(*drill).size() == 3);
    SUBCASE("all right") { CHECK(grade_pairing_drill(*drill, {{5, 1}, {2, 3}, {4, 0}}).all_right()); }
    SUBCASE("colours reversed: the pair counts, the colours do not, and the rule is named") {
        auto g = grade_pairing_drill(*drill, {{1, 5}, {2, 3}, {4, 0}});
        CHECK(g.pairs_right == 3);
        CHECK(g.colours_right == 2);
        CHECK(g.score() == doctest::Approx(5.0 / 6.0));
        REQUIRE(g.feedback[0].verdict == BoardVerdict::ColoursReversed);
        CHECK(g.feedback[0].why[0].en.find("art. 5.2") != std::string::npos);
    }
    SUBCASE("a second meeting is invalid, and the bye to the wrong player is explained") {
        auto g = grade_pairing_drill(*drill, {{2, 4}, {1, 3}, {5, 0}});
        CHECK(g.pairs_right == 0);
        CHECK(g.feedback[0].verdict == BoardVerdict::Invalid);
        CHECK(g.feedback[0].why[0].en.find("[C1]") != std::string::npos);
        CHECK(g.feedback[2].verdict == BoardVerdict::Invalid);  // 5 had the PAB in round 1
        CHECK(g.feedback[2].why[0].en.find("[C2]") != std::string::npos);
        CHECK(g.missed.size() == 3);
    }
    SUBCASE("a legal pair that is not the rules' names the right partners") {
        auto g = grade_pairing_drill(*drill, {{1, 2}, {5, 3}, {4, 0}});
        CHECK(g.feedback[0].verdict == BoardVerdict::WrongPair);
        bool names_partner = false;
        for (const auto& why : g.feedback[0].why) names_partner = names_partner || why.en.find("1 should meet 5") != std::string::npos;
        CHECK(names_partner);
        CHECK(g.feedback[2].verdict == BoardVerdict::Correct);
    }
    SUBCASE("a player twice, an unknown number, someone left out") {
        auto g = grade_pairing_drill(*drill, {{5, 1}, {1, 3}, {9, 0}});
        CHECK(g.problems.size() >= 3);
        CHECK_FALSE(g.all_right());
    }
}

TEST_CASE("pairing drill: an authored TRF that cannot be read or paired says why") {
    std::vector<LocalizedText> problems;
    CHECK_FALSE(pairing_drill_from_trf("001    1      A\nXXR 2\n", problems));
    REQUIRE_FALSE(problems.empty());
    CHECK(problems[0].en.find("line 1") != std::string::npos);
    std::vector<LocalizedText> fine;
    CHECK(pairing_drill_from_trf(fixtures::source_file("tests/data/pairing/bbp/issue_7.trf"), fine));
    CHECK(fine.empty());
}

TEST_CASE("round-robin drill: the Berger table's round, colours included") {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        RoundRobinDrill d = generate_round_robin_drill(seed);
        CHECK(d.players >= 3);
        CHECK(d.players <= 16);
        CHECK(static_cast<int>(d.answer.size()) == (d.players + 1) / 2);
        CHECK(grade_round_robin_drill(d, d.answer).all_right());
        if (!d.answer.empty() && d.answer[0].black != 0) {
            auto swapped = d.answer;
            std::swap(swapped[0].white, swapped[0].black);
            auto g = grade_round_robin_drill(d, swapped);
            CHECK(g.colours_right == static_cast<int>(d.answer.size()) - 1);
            CHECK(g.feedback[0].why[0].en.find("Berger") != std::string::npos);
        }
    }
}

TEST_CASE("pairing drill: boards typed in English or Chinese punctuation") {
    LocalizedText problem;
    auto boards = parse_boards("1-4, 5–2；3 轮空", problem);
    REQUIRE(boards);
    REQUIRE(boards->size() == 3);
    CHECK((*boards)[1].white == 5);
    CHECK((*boards)[2].black == 0);
    auto bye = parse_boards("7-0 1:2", problem);
    REQUIRE(bye);
    CHECK((*bye)[0].black == 0);
    CHECK_FALSE(parse_boards("1-x", problem));
    CHECK(problem.zh_hans.find("1-x") != std::string::npos);
}

TEST_CASE("pairing cards: preferences, floats and the history as the checklists write them") {
    auto t = fixtures::make_event(5, 5, {"1-3 1-0, 4-2 0-1, 5 U"});
    auto cards = pairing_cards(t, round_facts(t));
    REQUIRE(cards.size() == 5);
    CHECK(cards[0].number == 1);
    CHECK(preference_mark(cards[0].facts.colour) == "(B)");  // one White more: strong preference for Black
    CHECK(cards[0].rounds[0] == "3w1");
    const PairingCard* five = nullptr;
    for (const auto& c : cards)
        if (c.number == 5) five = &c;
    REQUIRE(five);
    CHECK(five->rounds[0] == "U");
    CHECK(float_marks(five->facts) == "·↓");  // the bye floats down (art. 1.4.3)
    CHECK(points_text(35) == "3.5");
}

TEST_CASE("pairing cards: the colour column and the rounds without a game") {
    // Round 1: 1-4 won by forfeit, 5-2, 3-6; round 2: 2 asked for a half-point bye, 6 is absent.
    auto t = fixtures::make_event(6, 5, {"1-4 +-, 5-2 0-1, 3-6 1-0", "1-5 =, 3-2 0-1, 4 U, 6 Z"});
    auto cards = pairing_cards(t, round_facts(t));
    auto card = [&](int number) {
        for (const auto& c : cards)
            if (c.number == number) return c;
        FAIL("no card for ", number);
        return PairingCard{};
    };
    CHECK(card(1).colours == "-W");  // the forfeit is no game and gives no colour (C.04.1 art. 2)
    CHECK(card(1).unplayed == "1+");
    CHECK(card(4).colours == "--");
    CHECK(card(4).unplayed == "1- 2U");
    CHECK(card(2).colours == "BB");
    CHECK(card(2).unplayed.empty());
    CHECK(card(6).colours == "B-");
    CHECK(card(6).unplayed == "2Z");
    CHECK(card(1).met == std::vector<int>{5});
}

TEST_CASE("pairing drill: boards written as they are typed, and read back") {
    std::vector<CandidateBoard> boards{{5, 1}, {2, 3}, {4, 0}};
    CHECK(boards_text(boards) == "5-1 2-3 4 bye");
    LocalizedText problem;
    auto back = parse_boards(boards_text(boards), problem);
    REQUIRE(back);
    REQUIRE(back->size() == 3);
    CHECK((*back)[2].white == 4);
    CHECK((*back)[2].black == 0);
    CHECK(boards_text({}).empty());
}
