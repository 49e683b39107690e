// Judgements about chess play that more than one part of the engine makes — the rulings, the
// replay and the arbiter's intervention windows — decided in one place, so that they cannot drift
// apart (issue 36: "a completed illegal move" was written out three times, "standard or supervised
// play" four).
#pragma once

#include "engine/rules/incident.hpp"
#include "engine/rules/replay.hpp"
#include "engine/rules/rule_set.hpp"

namespace arbiter::rules {

// Standard play, or rapid and blitz with adequate supervision (A.4, B.2): the arbiter has his full
// powers, and a completed illegal move is corrected whenever it is found (7.5.1). Otherwise (A.5,
// B.3) he acts on a few things only, and an illegal move stands once the opponent has moved (A.5.2).
bool supervised_play(const RuleContext& rules);

// Whether the Laws treat a move as an illegal move once it is completed (7.5.1–7.5.4): an illegal
// move, a pawn left unpromoted on the last rank (7.5.2), or a legal move made with two hands
// (7.5.4) unless it ended the game, which completes it without a press (6.2.1.1; 5.1.1 asks 4.2–4.7
// of a mate, not 4.1).
bool illegal_once_completed(bool legal, bool unpromoted, bool two_hands, bool ends_game);
// The same, from what the replay found about a move (its `legal`, and the `unpromoted`,
// `two_hands` and `ends_game` the author wrote or the board showed) or about the clock press that
// completes one (the facts are then that move's).
bool illegal_once_completed(const ChessFacts& facts);
// A completed illegal move: a move as above that was pressed (6.2.1), or the press (a ClockPress
// event that `completes` a move) that completed one later.
bool completed_illegal_move(const Event& e, const ChessFacts& facts);
// A move that stands on the board as a legal one for now: legal, promoted if it had to be, and not
// a two-handed move already pressed (a two-handed move not yet pressed is legal until the press).
bool legal_on_board(const Event& move, const ChessFacts& facts);

}  // namespace arbiter::rules
