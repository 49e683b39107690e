// The one replay of an incident's timeline. It plays the events through the board (chess or Go
// engine), the clocks and the turn order, and records after every event what an arbiter standing
// at the board would know: the position, both clocks, who has the move, which pieces have been
// touched, the open draw offer, the warnings and completed illegal moves so far. It also derives
// the facts the Laws turn on (why a move is illegal and which article it breaks, whether a touched
// piece can move, whether a claim is correct, whether a Go take-back claim came in time, when a
// byo-yomi count ran out) and says where an author's statement contradicts them. Each step keeps
// the event exactly as written and beside it the facts derived about it (ChessFacts, GoFacts):
// nothing derived is written into Event::fields.
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

// What the replay finds about one chess event. A fact the author may also state (`legal`,
// `reason`, `can_move` …, listed in event_schema.cpp) holds the replay's verdict: the board's or
// the clock's when they decide it (an author's statement they contradict is a ReplayProblem), else
// the author's statement, else the schema's default. The rulings, the intervention windows and
// the trainer read these, never the event's fields, for anything the replay derives.
struct ChessFacts {
    // Move, ClockPress: whether the mover had the move (1.3, 4.7); a press by a player whose
    // clock was not running is no press (6.2.1, 7.5.3).
    bool had_the_move = true;
    // Move (and the ClockPress that completes one): the move is legal (3, 4.4, 7.5.1).
    bool legal = true;
    // Move: why an illegal move is illegal ("leaves_king_in_check", "castling_illegal" …; the
    // schema's reasons, board_words.hpp).
    std::string reason;
    // Move: the article the illegal move breaks (3.x, 4.4 …), cited by the ruling (7.5.1).
    std::optional<std::string> broken_article;
    // Move: a castling move that is illegal leaves the king with a legal move (4.4.3); Touch: the
    // king can move (4.4.3 after touching king then rook).
    bool king_can_move = true;
    // Move: the piece moved illegally has a legal move, so the replacement must move it (4.3.1, 7.5.1).
    bool moved_piece_can_move = true;
    // Move: an illegal capture's target, and whether it can be captured legally (4.3.3 for the
    // replacement).
    std::optional<std::string> captures_square;
    bool captured_can_be_taken = false;
    // Move, and the ClockPress that completes one: the move left a pawn unpromoted (7.5.2) / was
    // made with two hands (7.5.4), as the author wrote it on the move.
    bool unpromoted = false;
    bool two_hands = false;
    // Move, Touch: how the move ended the game ("checkmate", "stalemate", "dead_position",
    // "fivefold", "seventy_five_moves"; 5.1.1, 5.2.1, 5.2.2, 9.6), empty when it did not.
    std::string ends_game;
    // Move: a completed illegal move was pointed out after the opponent's next move (A.5.2).
    bool noticed_after_reply = false;
    // Move, legal or two-handed: completed (6.2.1) by its press, by ending the game (6.2.1.1) or by
    // the player's next move (6.2.1.2) — true; made but not yet completed — false; unset for an
    // illegal move (its press or replacement is told by `completed_by_press` / `replaced`).
    std::optional<bool> completed;
    // Move: a later press by its maker completed it (6.2.1); a later move of his replaced it as
    // an illegal move never completed (7.5.1, 4.3, 4.7).
    bool completed_by_press = false;
    bool replaced = false;
    // Move replacing an illegal move never completed: that move (UCI), and whether the
    // replacement keeps 4.3 / 4.4 / 4.5 (unset: not checked, no board).
    std::optional<std::string> replaces;
    std::optional<bool> replacement_obeys;
    // ClockPress: the move (UCI as written) this press completes (6.2.1); the facts above then
    // are that move's.
    std::optional<std::string> completes;
    // Touch, ClockPaused: the toucher / the player pausing had the move (4.3 binds only him; 6.11.2).
    bool has_move = true;
    // Touch: a touched piece can move or be captured (4.3, 4.4, 4.5); which one must
    // (`must_square`), and how (`must_kind`: "move" / "capture" for 4.3.3's fallback).
    bool can_move = true;
    std::optional<std::string> must_square;
    std::string must_kind;
    // Touch: the rook touched for castling (4.4.1, 4.4.2), and the own piece that must take the
    // touched enemy piece (4.3.3).
    std::string rook_square;
    std::string capture_with;
    // Touch with a `played` move: the move keeps the obligation (4.3 – 4.5), so it stands.
    bool played_obeys = false;
    // Claim: the claimant had already made his move (9.2, 9.3 belong to the player having the move).
    bool after_pressing = false;
    // Claim: the threefold / fifty-move claim is correct (9.2, 9.3); unset without a board or statement.
    std::optional<bool> valid;
    // DrawAgreed: the opponent's offer was still open (9.1.2.1).
    bool offer_open = true;
    // FlagFall, BothFlags, Resign, ThirdPartyReport, IllegalPosition, QuickplayClaim, a second
    // illegal move: whether each side (by Player index) can still mate by any series of legal moves
    // (6.9, 5.1.2, 7.5.5, III.5), as the bounded search found it; unset when not searched.
    struct CanMate {
        bool can = true;         // not shown unable to mate
        bool undecided = false;  // the search stopped before deciding
    };
    std::array<std::optional<CanMate>, 2> can_mate{};
    // IncrementRequest, QuickplayClaim, StopsRecording: the time left on the player's clock
    // (III.4, III.5, 8.4); StopsRecording: the increment, and whether 8.4 frees him from recording.
    std::optional<clock::Millis> time_left;
    std::optional<clock::Millis> increment;
    bool exempt = false;
    // IncrementRequest, QuickplayClaim: the Guidelines III article that keeps them from applying.
    std::string guidelines_denied_by;
    // QuickplayClaim: the opponent can win by normal means (III.5; false when he cannot mate),
    // and the arbiter's decision ("accept", "postpone", "reject"), derived when the author gave none.
    std::optional<bool> opponent_can_win;
    std::string decision;
    bool decision_derived = false;
    // ClockPaused for a promotion piece (6.11.2): a pawn can promote now; such a piece is off the board.
    std::optional<bool> can_promote;
    std::optional<bool> piece_available;
    // PieceMisplaced (7.6): the piece (FEN letter), how the position to reinstate was found
    // ("since", "last_move", "start"), how many moves it takes back, and its FEN.
    std::string misplaced_piece;
    std::string identified_by;
    std::optional<std::int64_t> moves_taken_back;
    std::string reinstated;
};

// A Go count (1988 / 2002 Art. 9, 11, 21.2), in quarter stones so no rounding creeps in.
struct GoCount {
    std::int64_t black_q = 0;
    std::int64_t white_q = 0;
    std::int64_t komi_q = 0;
    std::int64_t margin_q = 0;                        // Black's area less White's and komi
    std::int64_t dead_count = 0;                      // the dead stones removed
    std::int64_t board_points = 0;
    std::vector<std::string> shared_points;           // empty points between both sides' live stones (21.2)
};

// What the replay finds about one Go event; the verdicts as in ChessFacts.
struct GoFacts {
    // Move: a second stone in a row without the opponent passing (1988 17.1, 2002 17-2).
    bool played_twice = false;
    // Move: the stone is legal on the board (5, 19, 20), and why not ("suicide", "ko_recapture",
    // "occupied", "off_board" …; board_words.hpp).
    bool legal = true;
    std::string reason;
    // Move: how many stones it captures; whether it would be suicide without them (5); whether it
    // retakes a ko (20.1).
    std::int64_t captures = 0;
    bool would_be_suicide = false;
    bool ko_retake = false;
    // Move: the removal of captured stones, not counted in byo-yomi (1988 23.4), kept it in time.
    bool removal_saved = false;
    // SealedMove: the sealed point is occupied (14).
    bool occupied = false;
    // LeaveSeat: the player was in byo-yomi (1988 23.6, 2002 22-7).
    bool in_byoyomi = true;
    // StoneReplayed: the opponent objected before his own next move (2002 17-3).
    bool claimed_in_time = true;
    // LifeClaim: the claimed group's life by whole-board repetition (1988 20.2, 20.3;
    // go/repetition_life.hpp: "alive", "dead", "false_life", "mutual_cycle"); empty: not read.
    std::string life;
    // EndOfGame with the dead stones agreed: the count.
    std::optional<GoCount> count;
    // CannotEndClaim (1988 20.4): the first move of the sequence that repeats an earlier position.
    struct Repeat {
        std::int64_t step = 0;                        // 1-based
        std::string point;
        std::string by;                               // "black" / "white"
    };
    std::optional<Repeat> repeat;
};

struct ReplayStep {
    Event event;                                      // exactly as the author wrote it
    ChessFacts chess;                                 // a chess incident's derived facts
    GoFacts go;                                       // a Go incident's derived facts
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
