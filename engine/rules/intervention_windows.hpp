// When the arbiter must, may or must not step in during an incident, read off the one timeline
// replay (replay.hpp): the moments a flag falls on the clock, a completed illegal move stands on
// the board, a position becomes a draw by itself, a phone rings, a Go count call is due, a ko is
// retaken — and the stretches where the Laws keep the arbiter out (a claimable draw that only a
// player may claim, an illegal move A.5.2 no longer lets anyone correct, a win left on the board).
//
// This is what the intervention drill scores a candidate against (docs/drills.md): acting inside a
// must-window is a hit, acting inside a must-not window or outside every window is a false alarm,
// a must-window that closes unanswered is a miss.
//
// Times are on the incident's own clock: the `at` times of its events, from the scheduled start of
// the round. A window is [from, until); `until` absent means until the game ends.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/citation.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/replay.hpp"

namespace arbiter::rules {

enum class Duty : std::uint8_t { Must, May, MustNot };

// What the arbiter does in a window. The JSON words (action_word) are the documented list.
enum class InterventionAction : std::uint8_t {
    CallFlag,               // "call_flag": announce a fallen flag (6.8, A.5.5)
    StopClockIllegalMove,   // "stop_clock_illegal_move": pause the clock for a completed illegal move (7.5.1, A.5.2)
    DeclareDraw,            // "declare_draw": a draw the arbiter declares (9.6, A.5.4)
    StopClockDevice,        // "stop_clock_device": a device sounds in the playing area (11.3.2.2)
    AnswerClaim,            // "answer_claim": a player calls the arbiter with a claim (9.2, 9.3, III.4, III.5)
    CallCount,              // "call_count": a byo-yomi call of the count-out (Go 1988 12.2)
    StopPlay,               // "stop_play": Go, a move the rules void (ko 20.1, forbidden point 19, take-back 17)
    NoAction,               // "no_action": the arbiter keeps out (9.2, 9.3, 12.6, A.5.2, A.5.4)
};

std::string_view duty_word(Duty duty);                        // "must", "may", "must_not"
std::string_view action_word(InterventionAction action);      // "call_flag", ...
std::optional<InterventionAction> parse_action(std::string_view word);

// A count call is due within this long of its second (a voice that starts the word on time).
inline constexpr clock::Millis kCountCallTolerance = 1000;

struct InterventionWindow {
    clock::Millis from = 0;
    std::optional<clock::Millis> until;   // exclusive; absent: until the game ends
    Duty duty = Duty::Must;
    InterventionAction action = InterventionAction::NoAction;
    std::vector<Citation> articles;       // in the incident's rule-set document
    std::size_t event = kNoEvent;         // the event it comes from; kNoEvent when read off the clock
    std::optional<Player> player;         // whose flag, move, count or claim
    std::string call;                     // CallCount: the call's code ("30", "minute:4", "1", "timeout")
    LocalizedText what;                   // one line for the candidate: what happens, what the arbiter does
};

struct InterventionTimeline {
    std::vector<InterventionWindow> windows;    // ordered by `from`
    std::vector<clock::Millis> times;           // each event's time (event_times)
    std::optional<clock::Millis> first_event;   // the timeline's first and last known times
    std::optional<clock::Millis> last_event;
    std::optional<clock::Millis> game_ends;     // the game ended here (mate, resignation, count-out ...)
};

// The windows of an incident, from its replay (replay(incident)). Count calls are listed with the
// rest; the intervention drill leaves the routine ones to the count-out drill (is_routine_call).
InterventionTimeline intervention_windows(const Incident& incident, const Replay& replayed);
InterventionTimeline intervention_windows(const Incident& incident);

// When each event happened, for a replay in real time: its `at`, and for an event the author left
// untimed, a time spread evenly between its timed neighbours (a step of kUntimedEventStep before
// the first and after the last known time; from `start` when none is known). The windows use these
// times, so a drill that replays at them scores against the same clock.
inline constexpr clock::Millis kUntimedEventStep = 5000;
std::vector<clock::Millis> event_times(const Replay& replayed, clock::Millis start);

// A count call that is the timekeeper's routine ("30", "40" … "9"), not the final "timeout".
bool is_routine_call(const InterventionWindow& window);

}  // namespace arbiter::rules
