// The Go byo-yomi count-out drill: the candidate is the timekeeper. A player's clock runs in
// byo-yomi; the candidate presses a key at each call the arbiter must make ("30秒" … "10，超时判负"),
// and is scored on how close each press came to its call.
//
// The calls themselves are the engine's (clock::time_move): this file only chooses the moment a
// drill starts from (a setup), matches the candidate's presses to the engine's calls and scores
// them. Pure functions of their arguments; the CLI (`arbiter-cli drill countout`) and the
// trainer's drill screen run the same drill through them. docs/drills.md explains the scoring.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/json.hpp"
#include "app/core/store/records.hpp"
#include "engine/clock/go_clock.hpp"
#include "engine/core/language.hpp"

namespace arbiter::training {

using clock::Millis;

// A press counts for a call when it comes within this distance of it, either side (inclusive).
// Calls in the last minute are a second apart, so a press can only ever be near two of them; the
// matching below decides between them.
inline constexpr Millis kCountoutTolerance = 1000;

// One drill: the byo-yomi system, the player's clock when the move starts, and how long the
// player thinks. The move ends at `move_length` or when the player loses on time, whichever comes
// first.
struct CountoutSetup {
    std::string id;           // "countout.1988-last-minute"; "countout.random-<seed>" for a drawn one
    LocalizedText title;      // shown in the list
    LocalizedText situation;  // the clock as the candidate finds it — never the calls or when they come
    clock::ByoYomi rules;
    clock::GoClockState start;
    Millis move_length = 0;
};

// The named setups, in the order the list shows them. Ids are stable: results are stored by id.
const std::vector<CountoutSetup>& countout_catalogue();
// A setup drawn from `seed` (the same seed draws the same setup on every platform): either
// system, one to three reserved minutes or periods, sometimes main time still running, sometimes
// a loss on time. Its id is "countout.random-<seed>".
CountoutSetup random_countout_setup(std::uint64_t seed);
// A catalogue setup by id, or a drawn one by "countout.random-<seed>"; nullopt for anything else.
std::optional<CountoutSetup> find_countout_setup(std::string_view id);

// What the engine says happens during the setup's move (clock::time_move over the whole move).
clock::MoveTiming countout_timing(const CountoutSetup& setup);
// When the move ends: the player moves, or loses on time (ms from the start of the move).
Millis countout_end(const CountoutSetup& setup);

// How long a drill listens for presses: a second past the end of the move, so the call due at the
// very end ("超时判负" at the moment time runs out) can still be made; a press then that answers
// no call is an extra press like any other.
Millis countout_listen_until(const CountoutSetup& setup);

// The player's clock at `offset` into the move, as a clock face shows it.
using CountoutFace = clock::GoClockFace;
CountoutFace countout_face(const CountoutSetup& setup, Millis offset);

// ---------------------------------------------------------------- scoring

struct CallResult {
    clock::CountCall call;
    std::optional<Millis> pressed_at;  // the press matched to the call; none: missed
    std::optional<Millis> error;       // pressed_at − call.offset (negative: early)
    double credit = 0;                 // 0..1, see score_countout
};

struct CountoutScore {
    std::vector<CallResult> calls;      // one per expected call, in order
    std::vector<Millis> extra_presses;  // presses that matched no call
    int hits = 0;
    int misses = 0;
    std::optional<double> mean_abs_error_ms;  // over the hits; none without a hit
    // Only when the move ends in a loss on time: the "超时判负" press came at or after the moment
    // time ran out and less than a second after it. The loss is never declared early.
    std::optional<bool> final_call_right;
    double score = 0;  // 0..1
    Millis tolerance = kCountoutTolerance;  // the one the presses were matched with
};

// Matches `presses` (ms from the move start, any order) to `expected` (the engine's calls, in
// order) and scores them:
//  - matching keeps the order of both (a press never answers a call before the call an earlier
//    press answered), takes as many pairs within `tolerance` as possible, and among those the
//    smallest total |error| (a small dynamic programme; ties go to the earlier press);
//  - a matched call earns 1 − 0.5 × |error| / tolerance (a press on the dot 1, a second off 0.5);
//    the "timeout" call earns nothing unless final_call_right; a missed call earns 0;
//  - score = total credit / (calls + extra presses), so each extra press weighs like a missed call;
//    a drill with no calls and no presses scores 1.
CountoutScore score_countout(const std::vector<clock::CountCall>& expected, std::vector<Millis> presses,
                             Millis tolerance = kCountoutTolerance);

// The drill's result as the store keeps it (drill_kind "countout"); detail_json holds every call
// with its press and error, the extra presses, and the setup's clock.
store::DrillResultRecord countout_record(const CountoutSetup& setup, const CountoutScore& score, store::TimePoint taken_at);
json::Value countout_detail_json(const CountoutSetup& setup, const CountoutScore& score);

}  // namespace arbiter::training
