// TRF in and out: the three line ends, the round cells (games, forfeits, byes), what counts as a
// pre-assigned bye for the round to pair, every kind of malformed input reported at its line and
// column, and a written tournament read back unchanged.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "engine/tournament/swiss/random_tournament.hpp"
#include "engine/tournament/swiss/trf.hpp"
#include "tests/tournament/swiss_fixtures.hpp"

using namespace arbiter::tournament::swiss;
using arbiter::tournament::swiss::fixtures::source_file;

namespace {

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
    for (std::size_t at = 0; (at = s.find(from, at)) != std::string::npos; at += to.size()) s.replace(at, from.size(), to);
    return s;
}

// A valid three-player file: 1 beat 3, 2 had the bye; XXR 3.
const std::string kSmall =
    "012 Small\n"
    "001    1      Alpha                             2100                             1.0    1     3 w 1\n"
    "001    2      Beta                              2000                             1.0    2  0000 - U\n"
    "001    3      Gamma                             1900                             0.0    3     1 b 0\n"
    "XXR 3\n"
    "XXC white1\n";

bool has_error_at(const TrfReadResult& r, int line, int column) {
    for (const TrfError& e : r.errors)
        if (e.line == line && e.column == column) return true;
    return false;
}

}  // namespace

TEST_CASE("trf: LF, CRLF and CR-only files read the same") {
    auto lf = read_trf(kSmall, TrfPurpose::PairNextRound);
    REQUIRE(lf.tournament);
    for (const std::string& end : {std::string("\r\n"), std::string("\r")}) {
        auto other = read_trf(replace_all(kSmall, "\n", end), TrfPurpose::PairNextRound);
        REQUIRE(other.tournament);
        CHECK(write_trf(*other.tournament) == write_trf(*lf.tournament));
    }
    const SwissTournament& t = *lf.tournament;
    CHECK(t.players.size() == 3);
    CHECK(t.rounds_played == 1);
    CHECK(t.total_rounds == 3);
    CHECK(t.first_colour == Colour::White);
    CHECK(t.players[0].rounds[0].played);
    CHECK(t.players[0].rounds[0].opponent == 2);
    CHECK(t.players[1].rounds[0].is_pab());
    CHECK(t.points_after(1, 1) == 10);
}

TEST_CASE("trf: forfeits are not games, requested byes in the next column are not paired") {
    std::string text =
        "001    1      A                                 2100                             2.0    1     2 w +     3 b 1\n"
        "001    2      B                                 2000                             0.5    3     1 b -     4 w 0  0000 - H\n"
        "001    3      C                                 1900                             1.0    2     4 b 1     1 w 0\n"
        "001    4      D                                 1800                             1.0    4     3 w 0     2 b 1\n"
        "XXR 5\n";
    auto r = read_trf(text, TrfPurpose::PairNextRound);
    REQUIRE(r.tournament);
    const SwissTournament& t = *r.tournament;
    CHECK(t.rounds_played == 2);
    CHECK_FALSE(t.players[0].rounds[0].played);   // 1 won by forfeit
    CHECK(t.players[0].rounds[0].paired);
    CHECK(t.points_after(0, 2) == 20);
    CHECK(t.players[1].rounds.size() == 3);        // the half-point bye asked for round 3
    CHECK(t.players[1].rounds[2].code == 'H');
    CHECK(t.first_colour == Colour::White);        // inferred: player 1 had White in round 1
    // Read as a finished tournament, the H column is a round of its own.
    auto c = read_trf(text, TrfPurpose::CheckRounds);
    REQUIRE(c.tournament);
    CHECK(c.tournament->rounds_played == 3);
}

TEST_CASE("trf: malformed input is reported at its line and column, all problems at once") {
    SUBCASE("short line") {
        auto r = read_trf("001    1      A\nXXR 3\n", TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
        CHECK(has_error_at(r, 1, 16));
    }
    SUBCASE("bad colour and bad result in one file") {
        std::string text = replace_all(kSmall, "3 w 1", "3 x 1");
        text = replace_all(text, "1 b 0", "1 b Q");
        auto r = read_trf(text, TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
        CHECK(has_error_at(r, 2, 97));
        CHECK(has_error_at(r, 4, 99));
        CHECK(r.errors.size() >= 2);
    }
    SUBCASE("an unknown opponent") {
        auto r = read_trf(replace_all(kSmall, "    3 w 1", "    9 w 1"), TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
        CHECK(has_error_at(r, 2, 92));
        CHECK(r.errors[0].message.en.find("opponent 9") != std::string::npos);
    }
    SUBCASE("a player paired twice in a round") {
        // 3 says it met 2, but 2 had the bye: the two lines disagree.
        auto r = read_trf(replace_all(kSmall, "    1 b 0", "    2 b 0"), TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
        bool found = false;
        for (const auto& e : r.errors) found = found || e.message.en.find("one opponent per round") != std::string::npos;
        CHECK(found);
    }
    SUBCASE("a wrong score") {
        auto r = read_trf(replace_all(kSmall, "             1.0    1", "             2.0    1"), TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
        CHECK(has_error_at(r, 2, 81));
        CHECK(r.errors[0].message.zh_hans.find("积分") != std::string::npos);
    }
    SUBCASE("a missing pairing number") {
        auto r = read_trf(replace_all(kSmall, "001    3 ", "001    4 "), TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
    }
    SUBCASE("no XXR when pairing") {
        auto r = read_trf(replace_all(kSmall, "XXR 3\n", ""), TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
        CHECK(r.errors[0].message.en.find("XXR") != std::string::npos);
        CHECK(read_trf(replace_all(kSmall, "XXR 3\n", ""), TrfPurpose::CheckRounds).tournament);
    }
    SUBCASE("no round left to pair") {
        auto r = read_trf(replace_all(kSmall, "XXR 3", "XXR 1"), TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
    }
    SUBCASE("a round still without results") {
        auto r = read_trf(replace_all(replace_all(kSmall, "3 w 1", "3 w  "), "1 b 0", "1 b  "), TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
        CHECK(r.errors[0].message.en.find("no result yet") != std::string::npos);
    }
    SUBCASE("not UTF-8") {
        auto r = read_trf(replace_all(kSmall, "Alpha", "Al\xff" "ha"), TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
        CHECK(has_error_at(r, 2, 17));
    }
    SUBCASE("team files are refused") {
        auto r = read_trf(kSmall + "013 Team A    1    2\n", TrfPurpose::PairNextRound);
        CHECK_FALSE(r.tournament);
    }
}

TEST_CASE("trf: names in Chinese keep the columns (counted in characters)") {
    std::string text = replace_all(kSmall, "Alpha                            ", "王小明                              ");
    auto r = read_trf(text, TrfPurpose::PairNextRound);
    REQUIRE(r.tournament);
    CHECK(r.tournament->players[0].name == "王小明");
    CHECK(r.tournament->players[0].rounds[0].opponent == 2);
}

TEST_CASE("trf: the bbpPairings fixtures read, the CR-only one included") {
    for (const char* name : {"dutch_2025_C5", "dutch_2025_C9", "issue_7"}) {
        CAPTURE(name);
        auto r = read_trf(source_file(std::string("tests/data/pairing/bbp/") + name + ".trf"), TrfPurpose::PairNextRound);
        REQUIRE(r.tournament);
    }
}

TEST_CASE("trf: a written tournament reads back with the same cells (round trip)") {
    for (std::uint64_t seed = 1; seed <= 25; ++seed) {
        CAPTURE(seed);
        RandomTournamentOptions o;
        o.players = 9 + static_cast<int>(seed % 11);
        o.rounds = 7;
        o.rounds_to_play = 5;
        o.forfeit_percent = 6;
        o.half_bye_percent = 5;
        SwissTournament t = random_tournament(seed, o);
        std::string text = write_trf(t);
        auto back = read_trf(text, TrfPurpose::PairNextRound);
        REQUIRE(back.tournament);
        CHECK(write_trf(*back.tournament) == text);
        REQUIRE(back.tournament->players.size() == t.players.size());
        for (std::size_t i = 0; i < t.players.size(); ++i)
            for (int r = 0; r < t.rounds_played; ++r) {
                const RoundCell& a = t.players[i].rounds[r];
                const RoundCell& b = back.tournament->players[i].rounds[r];
                CHECK(a.opponent == b.opponent);
                CHECK(a.colour == b.colour);
                CHECK(a.outcome == b.outcome);
                CHECK(a.played == b.played);
                CHECK(a.paired == b.paired);
            }
    }
}

TEST_CASE("trf: a paired round written back holds the pairings, results blank, the bye as U") {
    SwissTournament t = *read_trf(kSmall, TrfPurpose::PairNextRound).tournament;
    std::vector<PairedBoard> next{{1, 0}, {2, -1}};
    std::string text = write_trf(t, &next);
    CHECK(text.find("    2 b  ") != std::string::npos);  // player 1's round 2: Black against 2, no result
    CHECK(text.find("0000 - U") != std::string::npos);
    auto back = read_trf(text, TrfPurpose::CheckRounds);
    REQUIRE(back.tournament);
    CHECK(back.tournament->rounds_played == 2);
    CHECK(back.tournament->players[1].rounds[1].opponent == 0);
    CHECK(back.tournament->players[1].rounds[1].colour == Colour::White);
    CHECK(back.tournament->players[2].rounds[1].is_pab());
    // Pairing the next round from it is refused until the results are in.
    CHECK_FALSE(read_trf(text, TrfPurpose::PairNextRound).tournament);
}
