// Team events, 1988 rules art. 26.2 and 28.2: board order fixed before the event; each game
// scores as in individual events; each match scores match points (场分) 2 / 1 / 0 by the game
// points (局分) of the two teams. Round robin: match points, then game points, then board 1's game
// points, board 2's … then shared place. Swiss: total = match points + (Σ opponents' match points /
// ½ maximum match points − rounds), then the round-robin order.
#pragma once

#include <string>
#include <vector>

#include "engine/tournament/event.hpp"
#include "engine/tournament/tiebreaks.hpp"

namespace arbiter::tournament {

struct Team {
    std::string id;
    std::string name;
};

struct TeamMatch {
    int round = 0;
    int first = -1;
    int second = -1;
    std::vector<PairingResult> boards;  // board 1 first, from the first team's side
};

struct TeamEvent {
    std::string title;
    GameKind game = GameKind::Go;
    PairingSystem system = PairingSystem::RoundRobin;
    int rounds = 0;
    std::vector<Team> teams;
    std::vector<TeamMatch> matches;
    int index_of(const std::string& id) const;
};

struct MatchScore {
    double first_game_points = 0;
    double second_game_points = 0;
    double first_match_points = 0;   // 2 win, 1 draw, 0 loss
    double second_match_points = 0;
};
MatchScore score_match(const TeamMatch& match, GameKind game);

struct TeamRow {
    int team = -1;
    int rank = 0;
    bool shared = false;
    double match_points = 0;
    double game_points = 0;
    std::vector<double> board_points;  // game points on board 1, 2, …
    double opponents_match_points = 0;
    double total_1988 = 0;             // Swiss only
};

struct TeamStandings {
    std::vector<TeamRow> rows;  // in rank order
    int boards = 0;
};

TeamStandings compute_team_standings(const TeamEvent& event,
                                     SwissTotalReading reading = SwissTotalReading::MaximumPossible);

}  // namespace arbiter::tournament
