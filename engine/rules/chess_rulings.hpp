// Internal to the adjudicator: the chess rulings, FIDE Laws of Chess (2023). chess_event
// (chess_rulings.cpp) sends each event to the one function that rules on it; the functions live by
// family in chess_*_rulings.cpp and share the helpers declared first — the same shape as the Go
// rulings (go_rulings.hpp). Sources: /work/shared/reference/fide-laws-of-chess.md (§1–§7 and the
// §11 format matrix); choices are in docs/rulings.md.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules/adjudication_state.hpp"

namespace arbiter::rules::detail {

// --- chess_rulings.cpp: what every chess ruling uses ------------------------------------------

clock::Side side(Player p);
bool blitz(const State& s);
// `first` followed by `more`.
std::vector<Citation> with(std::vector<Citation> first, const std::vector<Citation>& more);
// The format's own article for illegal moves and claims (A.4 / A.5.2 / B.2 / B.3), if any; with
// A.3 when the time penalty is the 60 seconds of the standard-play rules.
std::vector<Citation> format_citations(const State& s, bool time_penalty);
// A UCI move as the board shows it: SAN from the position before the event, else "e7-e8=Q".
std::string readable_move(const State& s, const std::string& uci);
// An article of A.5 (rapid and blitz without adequate supervision); in blitz B.3 is what brings it in.
std::vector<Citation> a5(const State& s, std::string_view article);
// Moves each player had completed: the event's `moves`, else the clock's count, else 0.
std::int64_t moves_each(const State& s, const Event& e);

// --- chess_move_rulings.cpp: moves and illegal moves ------------------------------------------

void chess_move(State& s, const Event& e);              // endings by a move, illegal moves (7.5), not completed (6.2.1)
void chess_clock_press(State& s, const Event& e);       // a press completing a move, or without one (7.5.3)
void chess_sealed_move(State& s, const Event& e);       // Guidelines I.8.1
void chess_illegal_position(State& s, const Event& e);  // A.5.4, 7.5.1

// --- chess_clock_rulings.cpp: flags, clock settings, the quickplay finish, pausing ------------

void chess_flag_fall(State& s, const Event& e);          // 6.8, 6.9, A.5.3; III.5 decided at the fall
void chess_both_flags(State& s, const Event& e);         // 6.9, III.3.1
void chess_clock_setting(State& s, const Event& e);      // 6.10.2, A.5.1.1
void chess_increment_request(State& s, const Event& e);  // III.4
void chess_quickplay_claim(State& s, const Event& e);    // III.5
void chess_clock_paused(State& s, const Event& e);       // 6.11

// --- chess_claim_rulings.cpp: claims, draws, resignation, results -----------------------------

void chess_claim(State& s, const Event& e);              // threefold and fifty moves (9.2–9.5)
void chess_draw_offer(State& s, const Event& e);
void chess_draw_agreed(State& s, const Event& e);        // 5.2.3, 9.1.2.1
void chess_resign(State& s, const Event& e);             // 5.1.2
void chess_found_after_game(State& s, const Event& e);   // 8.7

// --- chess_touch_rulings.cpp: touch-move ------------------------------------------------------

void chess_touch(State& s, const Event& e);              // Article 4

// --- chess_setup_rulings.cpp: pieces out of place ---------------------------------------------

void chess_pieces_displaced(State& s, const Event& e);   // 7.4
void chess_wrong_setup(State& s, const Event& e);        // 7.2, 7.3, A.5.1.2
void chess_piece_misplaced(State& s, const Event& e);    // 7.6

// --- chess_conduct_rulings.cpp: conduct and devices -------------------------------------------

void chess_conduct(State& s, const Event& e);            // phone (11.3.2), disturbance (11.5, 11.1, 6.2.4), consultation (11.3.1)
void chess_persistent_refusal(State& s, const Event& e); // 11.7, 11.8
void chess_third_party_report(State& s, const Event& e); // 12.7
void chess_stops_recording(State& s, const Event& e);    // 8.1.1, 8.4, A.2

// --- chess_arrival_rulings.cpp: arrival and absence -------------------------------------------

void chess_late_arrival(State& s, const Event& e);       // 6.7.1
void chess_leave_playing_area(State& s, const Event& e); // 11.2.3

}  // namespace arbiter::rules::detail
