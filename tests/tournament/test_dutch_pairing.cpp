// The Dutch system (C.04.3, in force from 1 February 2026) on hand-worked rounds (each worked in
// docs/pairing.md), on the reference rounds of bbpPairings, and on properties every pairing of
// hundreds of generated tournaments must have: everyone present paired once, no second meeting,
// the colour limits, the bye's rules, requested byes respected; and the checker finds nothing to
// report in tournaments the engine paired.
#include <doctest/doctest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "engine/tournament/swiss/dutch_pairing.hpp"
#include "engine/tournament/swiss/pairing_checker.hpp"
#include "engine/tournament/swiss/random_tournament.hpp"
#include "engine/tournament/swiss/trf.hpp"
#include "tests/tournament/swiss_fixtures.hpp"

using namespace arbiter::tournament::swiss;
using arbiter::tournament::swiss::fixtures::make_event;
using arbiter::tournament::swiss::fixtures::source_file;

namespace {

// "1-4 5-2 3-6 7bye": the boards in order, by pairing numbers.
std::string show(const SwissTournament& t, const DutchResult& r) {
    std::string s;
    for (const Board& b : r.boards) {
        if (!s.empty()) s += " ";
        s += std::to_string(t.players[b.white].number);
        s += b.is_bye() ? std::string("bye") : "-" + std::to_string(t.players[b.black].number);
    }
    return s;
}

// The boards as bbpPairings prints them: a count, then "white black", the bye as "N 0".
std::string as_bbp(const SwissTournament& t, const DutchResult& r) {
    std::string s = std::to_string(r.boards.size()) + "\n";
    for (const Board& b : r.boards)
        s += std::to_string(t.players[b.white].number) + " " +
             (b.is_bye() ? std::string("0") : std::to_string(t.players[b.black].number)) + "\n";
    return s;
}

}  // namespace

TEST_CASE("dutch: round 1 — top half against bottom half, colours by the drawn colour") {
    // Six players, White drawn for player 1: S1 = 1 2 3, S2 = 4 5 6; 1 (odd number) White,
    // 2 (even) Black, 3 White (art. 5.2.5).
    auto t = make_event(6, 5, {});
    auto r = pair_dutch(t);
    REQUIRE(r.ok);
    CHECK(show(t, r) == "1-4 5-2 3-6");
    CHECK(r.boards[0].rule == ColourRule::InitialColour);
    // Seven players, Black drawn: the lowest player floats out of the bracket and gets the bye.
    auto t7 = make_event(7, 5, {}, "", Colour::Black);
    auto r7 = pair_dutch(t7);
    REQUIRE(r7.ok);
    CHECK(show(t7, r7) == "4-1 2-5 6-3 7bye");
    CHECK(r7.bye_score == 0);
}

TEST_CASE("dutch: colour preferences choose the transposition ([C12])") {
    // After round 1 (1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1) the 1-point bracket is 1 2 3 4. The first
    // candidate 1-3, 2-4 pairs equal preferences twice (1 and 3 both had White); 1-4, 2-3 meets all
    // four preferences, so it is the pairing. Likewise 5-8, 7-6 in the 0-point bracket.
    auto t = make_event(8, 5, {"1-5 1-0, 6-2 0-1, 3-7 1-0, 8-4 0-1"});
    auto r = pair_dutch(t);
    REQUIRE(r.ok);
    CHECK(show(t, r) == "4-1 2-3 5-8 7-6");
    for (const Board& b : r.boards) CHECK(b.rule == ColourRule::BothPreferences);
}

TEST_CASE("dutch: a scoregroup that cannot pair floats down whole ([C1], [C6], MDP pairing)") {
    // 3 and 6 drew in round 1 and cannot meet again: both move down and meet 4 and 5 in order.
    auto t = make_event(6, 5, {"1-4 1-0, 5-2 0-1, 3-6 ="});
    auto r = pair_dutch(t);
    REQUIRE(r.ok);
    CHECK(show(t, r) == "2-1 4-3 6-5");
    REQUIRE(r.brackets.size() >= 2);
    CHECK(r.brackets[1].downfloaters.size() == 2);
}

TEST_CASE("dutch: the bye, floats and a second meeting decide round 2 of five players") {
    // Round 1: 1-3 1-0, 4-2 0-1, 5 had the bye. Round 2: 1, 2, 5 have a point, 3 and 4 none.
    // 1-2 would float 5 down again right after its bye's downfloat ([C14]); 1-5 floats 2 instead.
    // 2 cannot meet 4 again ([C1]), so 2-3 (2 has the better score and gets its White, 5.2.4) and
    // 4, with no bye yet and the lowest score ([C5]), gets the pairing-allocated bye.
    auto t = make_event(5, 5, {"1-3 1-0, 4-2 0-1, 5 U"});
    auto r = pair_dutch(t);
    REQUIRE(r.ok);
    CHECK(show(t, r) == "5-1 2-3 4bye");
    CHECK(r.bye_score == 0);
}

TEST_CASE("dutch: requested byes and absences are not paired, a forfeit is no game") {
    auto t = make_event(6, 5, {"1-4 +-, 5-2 0-1, 3-6 1-0"}, "2 H, 6 Z");
    auto r = pair_dutch(t);
    REQUIRE(r.ok);
    std::set<int> seen;
    for (const Board& b : r.boards) {
        seen.insert(b.white);
        if (!b.is_bye()) seen.insert(b.black);
    }
    CHECK(seen == std::set<int>{0, 2, 3, 4});
    // 1 won by forfeit against 4: they may be paired again, and 1 has no colour from it.
    RoundFacts f = round_facts(t);
    const PlayerFacts* one = nullptr;
    const PlayerFacts* four = nullptr;
    for (const PlayerFacts& p : f.players) {
        if (p.player == 0) one = &p;
        if (p.player == 3) four = &p;
    }
    REQUIRE(one);
    REQUIRE(four);
    CHECK(may_meet(t, f, *one, *four));
    CHECK(one->colour.preference == Colour::None);
    CHECK_FALSE(one->bye_eligible);  // a win's points without playing (C.04.1 art. 4)
    CHECK(four->bye_eligible);       // a forfeit loss does not block the bye
    CHECK(one->float_last == Float::Down);  // points without playing float down (art. 1.4.3)
}

TEST_CASE("dutch: no valid pairing says so and names who is stuck") {
    // Three players who have all met: nobody can be paired.
    auto t = make_event(3, 4, {"1-2 1-0, 3 U", "3-1 0-1, 2 U", "2-3 =, 1 U"});
    auto r = pair_dutch(t);
    CHECK_FALSE(r.ok);
    CHECK_FALSE(r.stuck.empty());
    CHECK(r.problem.en.find("no valid pairing") != std::string::npos);
}

TEST_CASE("dutch: the reference rounds of bbpPairings, colours and bye included") {
    for (const char* name : {"dutch_2025_C5", "dutch_2025_C9", "issue_7"}) {
        CAPTURE(name);
        std::string base = std::string("tests/data/pairing/bbp/") + name;
        auto read = read_trf(source_file(base + ".trf"), TrfPurpose::PairNextRound);
        REQUIRE(read.tournament);
        auto r = pair_dutch(*read.tournament);
        REQUIRE(r.ok);
        CHECK(as_bbp(*read.tournament, r) == source_file(base + ".expected"));
    }
}

TEST_CASE("dutch: properties of every pairing of generated tournaments" * doctest::test_suite("slow")) {
    int rounds_checked = 0;
    for (std::uint64_t seed = 1; seed <= 120; ++seed) {
        CAPTURE(seed);
        RandomTournamentOptions o;
        o.players = 8 + static_cast<int>(seed % 33);
        o.rounds = 5 + static_cast<int>(seed % 7);
        o.forfeit_percent = static_cast<int>(seed % 6);
        o.half_bye_percent = static_cast<int>(seed % 4);
        o.zero_bye_percent = static_cast<int>(seed % 3);
        o.withdrawal_percent = static_cast<int>(seed % 3);
        SwissTournament t = random_tournament(seed, o);
        for (int round = 1; round <= t.rounds_played; ++round) {
            CAPTURE(round);
            SwissTournament before = state_before_round(t, round);
            RoundFacts facts = round_facts(before);
            auto pairing = pair_dutch(before);
            REQUIRE(pairing.ok);
            ++rounds_checked;
            std::set<int> to_pair, seen;
            for (const PlayerFacts& p : facts.players) to_pair.insert(p.player);
            int byes = 0;
            for (const Board& b : pairing.boards) {
                CHECK(seen.insert(b.white).second);
                if (b.is_bye()) {
                    ++byes;
                    // C.04.1 art. 3–4: a bye only for an odd number, never a second one.
                    for (const PlayerFacts& p : facts.players)
                        if (p.player == b.white) CHECK(p.bye_eligible);
                    continue;
                }
                CHECK(seen.insert(b.black).second);
                // [C1] no second game.
                for (int r = 0; r < round - 1; ++r) {
                    const RoundCell& c = before.players[b.white].rounds[r];
                    CHECK_FALSE((c.played && c.opponent == b.black));
                }
                // C.04.1 art. 6–7: a colour difference beyond ±2 or a third colour in a row only
                // for a topscorer (or a topscorer's opponent) in the last round.
                for (auto [player, colour] : {std::pair{b.white, Colour::White}, std::pair{b.black, Colour::Black}}) {
                    for (const PlayerFacts& p : facts.players) {
                        if (p.player != player) continue;
                        int diff = p.colour.difference() + (colour == Colour::White ? 1 : -1);
                        bool three = p.colour.repeated == colour;
                        if (!facts.last_round) {
                            CHECK(diff <= 2);
                            CHECK(diff >= -2);
                            CHECK_FALSE(three);
                        }
                    }
                }
            }
            CHECK(seen == to_pair);  // everyone present paired once; requested byes not at all
            CHECK(byes == static_cast<int>(to_pair.size() % 2));
        }
    }
    CHECK(rounds_checked > 600);
}

TEST_CASE("dutch: a bracket paired S1 against S2 without the matching is the pairing the matching finds" * doctest::test_suite("slow")) {
    // The shortcut (DutchOptions::natural_pairing_shortcut) must never change a pairing: every round
    // of generated tournaments is paired with and without it, boards, colours, bye and floats.
    int rounds_compared = 0;
    for (std::uint64_t seed = 400; seed < 460; ++seed) {
        CAPTURE(seed);
        RandomTournamentOptions o;
        o.players = 8 + static_cast<int>(seed % 41);
        o.rounds = 5 + static_cast<int>(seed % 7);
        o.forfeit_percent = static_cast<int>(seed % 5);
        o.half_bye_percent = static_cast<int>(seed % 3);
        o.withdrawal_percent = static_cast<int>(seed % 2);
        SwissTournament t = random_tournament(seed, o);
        for (int round = 1; round <= t.rounds_played; ++round) {
            CAPTURE(round);
            SwissTournament before = state_before_round(t, round);
            DutchResult fast = pair_dutch(before);
            DutchResult full = pair_dutch(before, DutchOptions{.natural_pairing_shortcut = false});
            REQUIRE(fast.ok == full.ok);
            REQUIRE(fast.boards.size() == full.boards.size());
            for (std::size_t i = 0; i < fast.boards.size(); ++i) {
                CAPTURE(i);
                CHECK(fast.boards[i].white == full.boards[i].white);
                CHECK(fast.boards[i].black == full.boards[i].black);
                CHECK(fast.boards[i].rule == full.boards[i].rule);
            }
            REQUIRE(fast.brackets.size() == full.brackets.size());
            for (std::size_t i = 0; i < fast.brackets.size(); ++i) {
                CHECK(fast.brackets[i].pairs == full.brackets[i].pairs);
                CHECK(fast.brackets[i].downfloaters == full.brackets[i].downfloaters);
            }
            ++rounds_compared;
        }
    }
    CHECK(rounds_compared > 300);
}

TEST_CASE("dutch: the checker finds nothing in tournaments the engine paired, and finds a changed round") {
    for (std::uint64_t seed = 200; seed < 230; ++seed) {
        CAPTURE(seed);
        RandomTournamentOptions o;
        o.players = 10 + static_cast<int>(seed % 20);
        o.rounds = 7;
        o.forfeit_percent = 4;
        o.half_bye_percent = 3;
        SwissTournament t = random_tournament(seed, o);
        auto read = read_trf(write_trf(t), TrfPurpose::CheckRounds);
        REQUIRE(read.tournament);
        for (const RoundCheck& c : check_pairings(*read.tournament)) {
            CAPTURE(c.round);
            CHECK_FALSE(c.differs());
        }
    }
    // Swap the colours of round 3's games: round 3 is reported, the rounds before it are not.
    RandomTournamentOptions o;
    o.players = 12;
    o.rounds = 5;
    o.forfeit_percent = 0;
    SwissTournament t = random_tournament(7, o);
    for (auto& p : t.players) {
        RoundCell& c = p.rounds[2];
        if (c.paired && c.opponent >= 0) c.colour = opposite(c.colour);
    }
    auto checks = check_pairings(t);
    REQUIRE(checks.size() >= 3);
    CHECK_FALSE(checks[0].differs());
    CHECK_FALSE(checks[1].differs());
    CHECK(checks[2].differs());
}
