// Team events, 1988 art. 28.2: match points 2/1/0, then game points, then board 1, board 2 …
#include <doctest/doctest.h>

#include "engine/tournament/results_file.hpp"
#include "engine/tournament/team.hpp"

using namespace arbiter::tournament;

namespace {
TeamEvent parse_team(const std::string& text) {
    auto parsed = parse_results(text);
    for (const auto& p : parsed.problems) FAIL_CHECK("line " << p.line << ": " << p.message);
    REQUIRE(parsed.ok());
    REQUIRE(parsed.team);
    return parsed.team_event;
}

// T1 and T2 draw their match 2–2 and both beat T3 3–1: 3 match points and 10 game points each;
// T1's board 1 won both games (4), T2's board 1 only one (2).
const char* kTeams = R"(
game: go
system: team
rounds: 3
team: T1 | Beijing
team: T2 | Shanghai
team: T3 | Sichuan
round: 1
T1 T2 1-0 1-0 0-1 0-1
round: 2
T1 T3 1-0 1-0 1-0 0-1
round: 3
T2 T3 1-0 0-1 1-0 1-0
)";
}  // namespace

TEST_CASE("team: match points from game points") {
    TeamMatch m{1, 0, 1, {PairingResult::FirstWins, PairingResult::Draw, PairingResult::SecondWins, PairingResult::Draw}};
    auto go = score_match(m, GameKind::Go);
    CHECK(go.first_game_points == 4);
    CHECK(go.second_game_points == 4);
    CHECK(go.first_match_points == 1);
    CHECK(go.second_match_points == 1);
    m.boards[2] = PairingResult::SecondWinsByForfeit;
    m.boards[3] = PairingResult::FirstWinsByForfeit;
    auto chess = score_match(m, GameKind::Chess);
    CHECK(chess.first_game_points == 2.5);  // 1 + ½ + 0 + 1 (forfeit)
    CHECK(chess.second_game_points == 1.5);
    CHECK(chess.first_match_points == 2);
    CHECK(chess.second_match_points == 0);
}

TEST_CASE("team: round robin tie on match and game points broken on board 1") {
    auto s = compute_team_standings(parse_team(kTeams));
    REQUIRE(s.rows.size() == 3);
    CHECK(s.boards == 4);
    CHECK(s.rows[0].team == 0);
    CHECK(s.rows[1].team == 1);
    CHECK(s.rows[0].match_points == 3);
    CHECK(s.rows[1].match_points == 3);
    CHECK(s.rows[0].game_points == 10);
    CHECK(s.rows[1].game_points == 10);
    CHECK(s.rows[0].board_points[0] == 4);
    CHECK(s.rows[1].board_points[0] == 2);
    CHECK_FALSE(s.rows[0].shared);
    CHECK(s.rows[2].match_points == 0);
    CHECK(s.rows[2].game_points == 4);
}

TEST_CASE("team: Swiss total = match points + (opponents' match points / ½ max − rounds)") {
    std::string swiss = std::string(kTeams);
    swiss.replace(swiss.find("system: team"), 12, "system: team\npairing: swiss");
    auto s = compute_team_standings(parse_team(swiss));
    // T1: 3 + ((3 + 0) / 3 − 3) = 1; T3: 0 + ((3 + 3) / 3 − 3) = −1.
    CHECK(s.rows[0].total_1988 == doctest::Approx(1));
    CHECK(s.rows[2].total_1988 == doctest::Approx(-1));
}
