// Internal to the timeline replay (replay.hpp): the walker that plays an incident's events
// through the board, the clocks and the turn. Its work is split by game: replay.cpp holds the
// driver and the clocks, replay_chess.cpp the chess board, touches, claims and illegal moves,
// replay_chess_irregularities.cpp a paused clock's promotion piece and a misplaced piece (7.6),
// replay_go.cpp the Go board, the turn, the count-out and the count.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/chess/game.hpp"
#include "engine/chess/unwinnability.hpp"
#include "engine/go/game.hpp"
#include "engine/rules/replay.hpp"
#include "engine/rules/rule_set.hpp"
#include "engine/rules/sentence.hpp"

namespace arbiter::rules::replay_detail {

inline std::size_t idx(Player p) { return static_cast<std::size_t>(p); }
inline chess::Color chess_colour(Player p) { return p == Player::White ? chess::Color::White : chess::Color::Black; }
inline Player player_of(chess::Color c) { return c == chess::Color::White ? Player::White : Player::Black; }
inline go::Color go_colour(Player p) { return p == Player::Black ? go::Color::Black : go::Color::White; }
inline clock::Side side(Player p) { return p == Player::White ? clock::Side::White : clock::Side::Black; }
inline const char* yes_no(bool b) { return b ? "true" : "false"; }

// The problems' sentences are written like the adjudicator's explanations (sentence.hpp).
using detail::L;
using detail::say;
using detail::Vars;

// The points next to `v` on a board of `size`.
inline std::vector<go::Vertex> neighbours(go::Vertex v, int size) {
    std::vector<go::Vertex> out;
    for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
        const go::Vertex n{v.x + dx, v.y + dy};
        if (n.x >= 0 && n.y >= 0 && n.x < size && n.y < size) out.push_back(n);
    }
    return out;
}


class Runner {
public:
    Runner(const Incident& incident, Replay& out) : inc_(incident), out_(out) {}
    void run();

private:
    const Incident& inc_;
    Replay& out_;
    std::optional<RuleContext> rules_;
    Moment now_;
    std::optional<chess::Game> chess_;
    std::optional<go::Game> go_;
    clock::Millis uncounted_ = 0;          // Go: time of the current move not charged to the byo-yomi (1988 23.4)
    std::set<std::string> refuted_facts_;  // stated can-mate facts already reported as refuted
    // A completed illegal move the players went on from, to be corrected when it is pointed out.
    struct PendingCorrection {
        clock::Millis noticed = 0;
        Player by = Player::White;
        std::string from;
        std::optional<chess::Game> before;
    };
    std::optional<PendingCorrection> pending_;
    // A move released but not completed (no press, and it did not end the game, 6.2.1): its
    // maker's press completes it, his next move completes a legal one (6.2.1.2) or replaces an
    // illegal one (which, never completed, is no illegal move under 7.5.1, but 4.3 / 4.7 bind the
    // replacement), and any other move leaves it behind.
    struct UnfinishedMove {
        std::size_t event = 0;
        Player by = Player::White;
        std::string uci;            // as the board judged it (an unpromoted pawn's move with its queen)
        bool irregular = false;     // an illegal move, a pawn left unpromoted or a two-handed move
        // A legal move made with two hands stands on the board until pressed (7.5.4 needs the
        // press): the board before it, for the correction if the press comes.
        bool on_board = false;
        std::optional<chess::Game> board_before;
    };
    std::optional<UnfinishedMove> unfinished_;

    void problem(std::size_t event, std::string field, LocalizedText message);
    // A yes/no fact the board or the clock decides, which the author may also state: a statement
    // other than `derived` is a problem on `field`, in the sentence for what the replay found
    // (`found_true` or `found_false`, or `found` either way), filled with `vars` and {derived},
    // {written} (the replay's word and the author's).
    void check_stated_flag(std::size_t event, const Event& e, const std::string& field, bool derived,
                           const LocalizedText& found_true, const LocalizedText& found_false, Vars vars = {});
    void check_stated_flag(std::size_t event, const Event& e, const std::string& field, bool derived,
                           const LocalizedText& found, Vars vars = {}) {
        check_stated_flag(event, e, field, derived, found, found, std::move(vars));
    }
    // The facts of the event being replayed (the last step; steps are added before their event is played).
    ChessFacts& chess_facts() { return out_.steps.back().chess; }
    GoFacts& go_facts() { return out_.steps.back().go; }
    // Before the board has its say, a fact the author may state holds his statement (or the
    // schema's default); the replay then overwrites what the board or the clock decides.
    static void stated_facts(const Event& e, ChessFacts& f);
    static void stated_facts(const Event& e, GoFacts& f);

    // replay.cpp: the clocks
    void start_clocks();
    // The player `by` ends his turn on the clock at `at` (a move with a press, a pass).
    void press(Player by, std::optional<clock::Millis> at, bool moved);
    void add_time(Player to, std::int64_t seconds, std::optional<clock::Millis> at);
    // Go: the running player's byo-yomi ran out before this event (1988 12.2 / 23.5): the game
    // was lost at that second, whatever the event is.
    // A move whose captured stones' removal (`capture_time`), left out under 1988 23.4, is what
    // kept it within time or saved a reserved minute is marked `removal_saved`.
    std::optional<CountOut> count_out_before(const Event& e);

    // replay_chess.cpp
    void start_chess();
    // Can each side still mate "by any series of legal moves" (6.9, 5.1.2, 7.5.5, A.5.5)? The
    // bounded search decides it or says it cannot (engine/chess/unwinnability.hpp); an author's
    // stated fact that a decided answer contradicts is an error, and an undecided answer is left
    // to the author's fact (the adjudicator asks for one when the ruling needs it).
    void note_can_mate();
    // The first moves of the engine's mating line, in UCI.
    static std::string witness_text(const chess::MateSearchResult& result);
    void lose_board();
    // The moment's claimable draws and mate in one, read off the followed board (Moment).
    void note_board_chances();
    void chess_event(std::size_t i, const Event& e);
    // Guidelines III.4 / III.5 (the quickplay finish), read off the clock: they apply only when
    // announced (III.2.1), not in blitz nor with an increment (III.2.2), and to a claimant with
    // under two minutes. When they apply, the two minutes the opponent gets go on his clock.
    void guidelines_iii(std::size_t i, const Event& e);
    // 8.4: a player who stops recording with under five minutes left in the period and an
    // increment under 30 seconds need not record; the clock says both (`time_left`, `increment`,
    // `exempt`), and an author's statement it contradicts is an error.
    void stops_recording(std::size_t i, const Event& e);
    // A completed illegal move (or an act the Laws treat as one) by `by`. It counts towards 7.5.5
    // when it is corrected; in normal rapid and blitz one found only after the opponent's next
    // move stands and is not counted (A.5.2).
    void completed_illegal_move(Player by, const Event& e, bool stands);
    void chess_move(std::size_t i, const Event& e);
    // The maker's press completes his unfinished move: a legal one is then simply made; an
    // illegal one (or an unpromoted pawn, a two-handed move) is a completed illegal move, dealt
    // with as one pointed out at once. The press carries the move's facts (`completes` …).
    void complete_unfinished(std::size_t i, const Event& e);
    // A completed illegal move pointed out at once (7.5.1): the position before it stays (an
    // unpromoted pawn gets its queen, 7.5.2) and the offender moves again on his own time.
    void correct_at_once(std::size_t i, const Event& e, Player by, const std::string& uci, bool legal, bool unpromoted);
    // 4.3 / 4.4 / 4.5 for a move that replaces an illegal one never completed, or follows a touch:
    // whether `uci` is what the obligation allows (`obligation` as the adjudicator reads it).
    // The replacement of an illegal capture obeys 4.3.3: the own piece if it can move, else the
    // opponent's piece if it can be captured, else any legal move.
    bool replacement_obeys(const chess::Position& pos, const Event& illegal, const ChessFacts& facts, const std::string& uci) const;
    // A touch with a `played` move: does the move keep the obligation (4.3, 4.4, 4.5)?
    bool played_obeys(const chess::Position& pos, const Event& touch, const ChessFacts& facts, chess::Move played) const;
    // When a completed illegal move was pointed out: `noticed_at`, else at once. Whether the
    // opponent had made his next move by then (released a piece, 4.7) follows from the timeline;
    // it closes the window of A.5.2 in normal rapid and blitz.
    std::optional<clock::Millis> when_pointed_out(std::size_t i, const Event& e, Player by);
    // The illegal move as physically made: the board follows it (and the player's opponent has
    // the move), or, when no playable board results, stops being followed.
    void go_on_from_the_board(std::size_t i, const Event& e, const std::string& uci, bool legal);
    // 7.5.1: an illegal move found later is corrected then, and the moves made since go with it.
    void correct_if_found(const Event& e);
    void play_on_board(std::size_t i, const Event& e, const std::string& uci);
    // The squares of a touch event, in the order touched: `squares`, else `square`.
    static std::vector<std::string> touch_squares(const Event& e);
    void chess_touch(std::size_t i, const Event& e);
    void chess_claim(std::size_t i, const Event& e);
    // replay_chess_irregularities.cpp
    // 6.11.2: a player who pauses the clock for a missing promotion piece; whether he has the
    // move, a pawn that can promote, and whether such a piece is among those off the board.
    void chess_clock_paused(std::size_t i, const Event& e);
    // 7.6: a piece found on the wrong square. Names the piece from the board, finds the position
    // before the irregularity (or the last identifiable one) and reinstates it on the board.
    void chess_piece_misplaced(std::size_t i, const Event& e);

    // replay_go.cpp
    void start_go();
    void snapshot_go();
    void lose_go_board();
    std::optional<go::Vertex> point(std::size_t i, const std::string& field, const std::string& name);
    // The player `by` has played (a stone, a pass, a void move that forfeits the turn): the
    // opponent has the move and the clock goes over if pressed.
    void go_turn_passes(Player by, const Event& e);
    void go_event(std::size_t i, const Event& e);
    void go_move(std::size_t i, const Event& e);
    // Both players confirmed the end: remove the dead stones they agree on and count the areas
    // (1988 / 2002 Art. 9, shared points half each), komi from the rule set (Art. 11).
    void count(std::size_t i, const Event& e);
    // 2002 17-3: a take-back is ruled on only when the opponent objects before his own next move.
    // The event is the take-back; `claimed_at` is when the opponent objected (default: at once).
    void take_back_claim_in_time(std::size_t i, const Event& e);
    // 1988 20.2 / 20.3: whether the claimed group's life turns on a whole-board repetition, and
    // whose (`life`: alive, dead, false_life, mutual_cycle; go/repetition_life.hpp).
    void read_life_claim(std::size_t i, const Event& e);
    // 1988 20.4: plays the claimed endless sequence under the ban on whole-board repetition and
    // finds the first move that would repeat an earlier position (`repeat_step`, `repeat_point`).
    void read_cannot_end_claim(std::size_t i, const Event& e);
};

}  // namespace arbiter::rules::replay_detail
