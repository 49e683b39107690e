// Internal to the adjudicator: the Go rulings, 中国围棋竞赛规则 1988 (third chapter, 裁判法,
// Art. 17–25, from the seed text) and 2002 (the "2002(b)" numbering of the Go reference
// §A1.1/§A2). go_event (go_rulings.cpp) sends each event to the one function that rules on it;
// the functions live by theme in go_*_rulings.cpp and share the helpers declared first.
#pragma once

#include <string_view>
#include <vector>

#include "engine/rules/adjudication_state.hpp"

namespace arbiter::rules::detail {

// --- go_rulings.cpp: what every Go ruling uses ----------------------------------------------

// The article for a topic: the 2002 number when the rule set cites the 2002 text and that edition
// has one, else the 1988 article (where the 2002 text was not recovered, docs/rulings.md).
Citation go_cite(const State& s, std::string_view a1988, std::string_view a2002 = {});
// The rule of play an irregularity broke, cited beside the sanction: 2.1 (alternate moves), 2.3
// (a stone once placed does not move), 4 (capturing), 5 (forbidden points), 6 (no repetition of the
// whole board). The 2002 text keeps 6; for the others its wording was not recovered and the 1988
// article is cited.
Citation play_rule(const State& s, std::string_view a1988);
// 1988 23.4 and 24.2 say "劝告或警告一次": the event names the arbiter's choice, else the rule set's
// `minor_sanction` decides. Only a warning is recorded towards 25.2. `allow_admonition` is false
// where the article applied names a warning only (2002 22-6). The template's {sanction} becomes the sanction.
void minor_sanction(State& s, Part& part, const Event& e, Player by, const Citation& c, bool allow_admonition,
                    const LocalizedText& sentence, const Vars& v);
// The values most Go sentences use: the event's player ({player}, {opponent}), time ({time}, {at_time}, {when}) and move ({move}).
Vars event_vars(const Event& e);

// --- go_play_rulings.cpp: the moves of play -------------------------------------------------

void go_move(State& s, const Event& e);          // playing twice, illegal moves, pressing before removing captures
void go_clock_press(State& s, const Event& e);   // pressing the clock before placing a stone
void go_wrong_capture(State& s, const Event& e);
void go_game_cycle(State& s, const Event& e);    // triple ko, eternal life, sending two returning one ...
void go_sealed_move(State& s, const Event& e);

// --- go_stone_rulings.cpp: stones out of place ----------------------------------------------

void go_stone_moved(State& s, const Event& e);
void go_stone_replayed(State& s, const Event& e);  // lifted and played elsewhere, or slipped from the hand
void go_stones_scattered(State& s, const Event& e);

// --- go_time_rulings.cpp: the clock and attendance (go_count_out is in adjudication_state.hpp) --

void go_overtime(State& s, const Event& e);
void go_flag_fall(State& s, const Event& e);     // a claim that the count ran out when it had not
void go_late_arrival(State& s, const Event& e);
void go_leave_seat(State& s, const Event& e);

// --- go_conduct_rulings.cpp: the players' conduct -------------------------------------------

void go_phone(State& s, const Event& e);
void go_disturbance(State& s, const Event& e);
void go_leave_game(State& s, const Event& e);
void go_consultation(State& s, const Event& e);

// --- go_end_rulings.cpp: the end of the game ------------------------------------------------

void go_end_of_game(State& s, const Event& e);     // confirmed (and counted) or disputed
void go_dead_stone_dispute(State& s, const Event& e);
void go_resign(State& s, const Event& e);

// --- go_repetition_rulings.cpp: whole-board repetition at the end (1988 20.2, 20.4) -----------

void go_life_claim(State& s, const Event& e);        // false life is not alive (20.2)
void go_cannot_end_claim(State& s, const Event& e);  // a repeating play is no reason not to end (20.4)

}  // namespace arbiter::rules::detail
