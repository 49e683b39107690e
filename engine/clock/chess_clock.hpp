// Chess clocks: sudden death, Fischer increment, Bronstein and US (simple) delay, and controls
// of several periods ("90 min for 40 moves, then 30 min, +30 s a move from move 1").
// The clock is driven by the times at which it is pressed, so an incident timeline can ask
// "when exactly did this flag fall?" and compare it with the moment a mate was made.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/clock/game_time.hpp"
#include "engine/core/language.hpp"

namespace arbiter::clock {

enum class Side : std::uint8_t { White = 0, Black = 1 };
constexpr Side other(Side s) { return s == Side::White ? Side::Black : Side::White; }

enum class DelayKind : std::uint8_t { None, Bronstein, Simple };

// One period of a control. `moves` = 0: the rest of the game.
struct Stage {
    int moves = 0;
    Millis base = 0;
    Millis increment = 0;
    DelayKind delay = DelayKind::None;
    Millis delay_time = 0;
    bool operator==(const Stage&) const = default;
};

struct TimeControl {
    std::vector<Stage> stages;

    // PGN TimeControl syntax, extended with delays: stages separated by ':', each
    // "[moves/]seconds[+increment][d<delay>|b<delay>]" — "5400+30", "40/5400+30:1800+30",
    // "300d5" (US delay 5 s), "300b3" (Bronstein 3 s). A last stage with a move count repeats.
    // What is wrong, when it fails: in three languages (an author's clock in a scenario), or its
    // English alone.
    static std::optional<TimeControl> parse(std::string_view text, LocalizedText* error);
    static std::optional<TimeControl> parse(std::string_view text, std::string* error = nullptr);
    std::string to_string() const;
    // The stage that applies after `moves_done` completed moves (0-based index into stages).
    std::size_t stage_for(int moves_done) const;
    // True when a player who has now completed `moves_done` moves has just finished a period.
    bool period_ends_after(int moves_done) const;
};

class ChessClock {
public:
    explicit ChessClock(TimeControl control);

    // Readings when the timeline starts (otherwise each side starts with the first stage's base).
    void set_remaining(Side side, Millis left);
    void set_moves_done(Side side, int moves);
    // Starts `side`'s clock at game time `at`.
    void start(Side side, Millis at);

    // The running side presses at `at`, completing a move: delay, increment and the next
    // period's time are credited; its flag is recorded if it fell before the press.
    void press(Millis at);
    // The running side presses without having moved (no move is counted, nothing credited).
    void press_without_move(Millis at);
    // Adds time to a side (an arbiter's time penalty for the opponent) at `at`.
    void add_time(Side side, Millis amount, Millis at);

    Side running() const { return running_; }
    bool started() const { return started_; }
    int moves_done(Side side) const { return state_[index(side)].moves; }
    // Time left on `side`'s display at game time `at` (never negative).
    Millis remaining(Side side, Millis at) const;
    // When `side`'s flag fell or will fall if nobody presses: set once it has fallen; for the
    // running side, the projected moment; nullopt for the waiting side that has not fallen.
    std::optional<Millis> flag_time(Side side) const;
    // The flag has fallen by game time `at`.
    bool flag_down(Side side, Millis at) const;
    const TimeControl& control() const { return control_; }

private:
    struct SideState {
        Millis left = 0;
        int moves = 0;
        std::optional<Millis> fell_at;
    };
    static std::size_t index(Side s) { return static_cast<std::size_t>(s); }
    // How much of `elapsed` the delay absorbs for the running side (US delay only; Bronstein refunds).
    Millis charged(const Stage& stage, Millis elapsed) const;
    void settle(Millis at, bool moved);

    TimeControl control_;
    std::array<SideState, 2> state_{};
    Side running_ = Side::White;
    Millis turn_started_ = 0;
    bool started_ = false;
};

}  // namespace arbiter::clock
