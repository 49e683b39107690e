// The one replay of an incident's timeline. It plays the events through the board (chess or Go
// engine), the clocks and the turn order, and records after every event what an arbiter standing
// at the board would know: the position, both clocks, who has the move, which pieces have been
// touched, the open draw offer, the warnings and completed illegal moves so far. It also derives
// the facts the Laws turn on (why a move is illegal and which article it breaks, whether a touched
// piece can move, whether a claim is correct, whether a Go take-back claim came in time, when a
// byo-yomi count ran out) and says where an author's statement contradicts them.
//
// The adjudicator rules from it, the scenario checks validate content against it, and the
// trainer's board shows it: no other code walks a timeline (docs/architecture.md; a test over the
// sources checks it).
//
// Semantics the Laws fix and the replay follows:
// - Chess: a move is made when the piece is released (1.3, 4.7), so a player who has released his
//   move no longer has the move, pressed or not; the clock press completes it (6.2.1). A touch by
//   the player not having the move does not bind (4.3). A draw offer lapses when the opponent
//   touches a piece with intent, rejects it, or the game ends otherwise (9.1.2.1).
// - A completed illegal move that nobody has pointed out yet stays on the board and the game goes
//   on from there (`stands_unnoticed`); the replay follows the board as it is.
// - Go: a void move (19, 20) or a forfeited turn passes the move; a stone picked up and replayed
//   (1988 17.2, 2002 17-3) is one move; a moved stone put back (1988 17.3, 2002 17-5) is none.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "engine/clock/chess_clock.hpp"
#include "engine/clock/go_clock.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/incident.hpp"

namespace arbiter::rules {

inline constexpr std::size_t kNoEvent = static_cast<std::size_t>(-1);

// A statement of the author's that the board or the clock contradicts, or an event the replay
// cannot follow. `event` indexes incident.events (kNoEvent: the incident itself); `field` names
// the field at fault when there is one, so a loader can point at its line and column. The
// message is for a person (an author in the editor, `arbiter-cli validate --lang`), so it is in
// the three languages; a YAML word the author must write stays as written in each.
struct ReplayProblem {
    std::size_t event = kNoEvent;
    std::string field;
    LocalizedText message;
};

// Both clocks at one moment, as the arbiter would read them.
struct ClockSnapshot {
    std::optional<clock::ChessClock> chess;           // run forward to the moment
    std::optional<clock::ByoYomi> go;                 // the byo-yomi rules of a Go clock
    std::array<clock::GoClockState, 2> go_state{};    // by Player index, at the start of the running turn
    std::optional<Player> running;                    // whose clock runs
    clock::Millis turn_started = 0;                   // when the running player's turn began
};

// A Go count-out: the byo-yomi reached "10, overtime loses" before the next event.
struct CountOut {
    Player player = Player::Black;
    clock::Millis at = 0;                             // game time of the loss
    std::vector<clock::CountCall> calls;              // the arbiter's calls up to the loss
};

struct Moment {
    std::optional<clock::Millis> at;
    bool board_known = false;                         // the board is followed (a position was given)
    std::string fen;                                  // chess: the position on the board
    int go_size = 0;
    std::vector<std::string> go_rows;                 // Go: the board, top row first ('X', 'O', '.')
    std::string last_move;                            // the move last made on the board (UCI / GTP point)
    std::optional<Player> to_move;                    // who has the move (unknown without a position or to_move)
    std::vector<std::string> touched;                 // chess: squares the player having the move touched, in order
    std::optional<Player> draw_offer;                 // chess: an open draw offer, by whom
    std::array<int, 2> warnings{};                    // by Player index: before the position and by warning events
    std::array<int, 2> illegal_moves{};               // by Player index: completed illegal moves so far (7.5.5)
    ClockSnapshot clocks;
    bool over = false;                                // the game ended by itself (mate, stalemate, dead position)
    // Chess, on a followed board with the game going on: what the player having the move could do
    // now. Only a player claims a draw (9.2, 9.3), and a win left on the board is the players'
    // business (12.6): the arbiter's intervention windows read these to say when he must keep out.
    bool threefold_claimable = false;                 // 9.2: the position (or one a move reaches) occurs a third time
    bool fifty_move_claimable = false;                // 9.3: fifty moves each without a pawn move or capture
    std::string mate_in_one;                          // a move (UCI) that mates at once, if the player has one
};

struct ReplayStep {
    Event event;                                      // as written, with the derived fields filled in
    std::optional<CountOut> count_out;                // the count ran out before this event
    Moment after;
};

struct Replay {
    Moment start;
    std::vector<ReplayStep> steps;                    // one per event, in order
    std::vector<ReplayProblem> problems;
    const Moment& before(std::size_t i) const { return i == 0 ? start : steps[i - 1].after; }
};

// Plays the timeline under the incident's rule set (its options decide the clock penalties, whether
// a completed illegal move is corrected whenever found, and how a Go ko retake passes the turn).
// An unknown rule set is the adjudicator's to report: the board and clocks are replayed all the same.
Replay replay(const Incident& incident);

// One line for a problem: "event 3 (move): ..." / "第 3 个事件（着法）：…" — what the adjudicator reports.
LocalizedText describe(const Incident& incident, const ReplayProblem& problem);
// Where an event is, in words: its line when the loader knew it ("第 12 行的事件"), else its place
// in the timeline and what it is called ("第 3 个事件（着法）" / "event 3 (move)").
LocalizedText event_place(const Incident& incident, std::size_t event);

}  // namespace arbiter::rules
