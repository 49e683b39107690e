// An individual event as the arbiter's cross table sees it: players, and for every player and
// round what happened (a game, a forfeit, a bye, absence). Tie-breaks, withdrawals and standings
// all read this one model. Points are kept as the fraction of a win (1, ½, 0) so the same table
// serves chess (1/½/0) and Go (2/1/0, 1988 rules art. 28) by changing only `Scoring`.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace arbiter::tournament {

enum class GameKind { Chess, Go };

// Points for a win, a draw and a loss.
struct Scoring {
    double win = 1.0;
    double draw = 0.5;
    double loss = 0.0;
    static Scoring for_game(GameKind game) {
        return game == GameKind::Go ? Scoring{2.0, 1.0, 0.0} : Scoring{1.0, 0.5, 0.0};
    }
};

// What one round was for one player. FIDE's tie-break regulations (C.07 §16) treat each differently.
enum class RoundKind {
    Played,       // a game over the board
    ForfeitWin,   // the opponent did not play
    ForfeitLoss,  // the player did not play (or both did not: double forfeit)
    PairingBye,   // pairing-allocated bye (odd number of players): a win's points
    FullBye,      // requested bye scored as a win (rare; not a "voluntarily unplayed round")
    HalfBye,      // requested bye scored as a draw
    ZeroBye,      // requested bye scored as a loss
    Absent,       // not paired: after a withdrawal, or nothing recorded
    Void,         // annulled by the 1988 art. 29.2 (player withdrew before half the rounds)
};

struct RoundEntry {
    RoundKind kind = RoundKind::Absent;
    int opponent = -1;      // index into Event::players; -1 when there is none
    double fraction = 0.0;  // share of a win: 1, 0.5 or 0
};

// True for rounds that FIDE calls "voluntarily unplayed" (VUR, C.07 §16): the player did not play
// and did not get a win's points — requested half/zero byes, forfeit losses, absence.
bool is_voluntarily_unplayed(const RoundEntry& entry);
// True when the round has an opponent on the cross table (a game or a forfeit).
bool has_opponent(const RoundEntry& entry);

// The result of one pairing, from the first-named player's side.
enum class PairingResult { FirstWins, Draw, SecondWins, FirstWinsByForfeit, SecondWinsByForfeit, DoubleForfeit };

struct Player {
    std::string id;    // short key used in results files ("1", "A", "Wang")
    std::string name;  // display name
    int rating = 0;    // 0 = unrated
    int warnings = 0;  // warnings over the whole event (1988 art. 28 tie-break B)
    std::optional<int> withdrew_after_round;  // art. 29: left the event after this round
};

enum class PairingSystem { RoundRobin, Swiss };

struct Event {
    std::string title;
    GameKind game = GameKind::Chess;
    PairingSystem system = PairingSystem::RoundRobin;
    int rounds = 0;
    std::vector<Player> players;
    // entries[player][round - 1]
    std::vector<std::vector<RoundEntry>> entries;

    Scoring scoring() const { return Scoring::for_game(game); }
    int index_of(const std::string& id) const;  // -1 when unknown
    // Adds a player with `rounds` Absent entries. Returns its index.
    int add_player(Player player);
    // Records a game or forfeit between two players in `round` (1-based).
    void record_pairing(int round, int first, int second, PairingResult result);
    // Records a bye or absence for one player.
    void record_single(int round, int player, RoundKind kind);

    // The player's points, in the event's scoring (Void rounds count nothing).
    double points(int player) const;
    // Points in rounds 1..up_to_round only.
    double points_after(int player, int up_to_round) const;
    // Games with a result on the cross table (played or forfeited); byes and absences excluded.
    int games_with_opponent(int player) const;
    // Rounds with any result: games, forfeits and byes (art. 29 "已賽局數").
    int rounds_with_result(int player) const;
};

}  // namespace arbiter::tournament
