// An incident: the game, the rule set, the clock and a timeline of typed events, as the arbiter
// would have seen them. The adjudicator (adjudicator.hpp) replays it into a Ruling.
//
// Events are typed by EventKind; each kind has a fixed list of fields (event_schema.hpp) with
// types, defaults and which are required, so a loader can reject a misspelt field with its
// line and column and the adjudicator can read fields without guessing. `Event::fields` holds only
// what the author wrote: facts that no board can show (did the players agree, was it intentional,
// who noticed the flag), and statements of facts a board could show. What the replay derives from
// the board and the clocks (turn order, legality, which flag fell first, how many warnings a player
// now has) is not written back into the event: it is typed in ChessFacts / GoFacts on each
// ReplayStep (replay.hpp), where a derived fact the author also stated holds the replay's verdict.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/clock/game_time.hpp"

namespace arbiter::rules {

enum class GameKind : std::uint8_t { Go, Chess };
std::string_view game_name(GameKind game);
std::optional<GameKind> parse_game(std::string_view name);

// The two players. Both games call them Black and White (Black moves first in Go, White in chess).
enum class Player : std::uint8_t { White, Black };
constexpr Player other(Player p) { return p == Player::White ? Player::Black : Player::White; }
std::string_view player_name(Player p);  // "white" / "black"
std::optional<Player> parse_player(std::string_view name);

enum class EventKind : std::uint8_t {
    Move,               // a move or stone placement, legal or not (Go: applied or refused)
    Pass,               // Go: a pass (虚着 / 弃权一次)
    ClockPress,         // the clock pressed without a move
    FlagFall,           // a flag seen down (by the arbiter or claimed by a player)
    BothFlags,          // both flags found down
    Claim,              // threefold / fifty-move claim, with the intended move
    DrawOffer,          // a draw offered
    DrawAgreed,         // a draw agreed
    Resign,             // a player resigns
    Touch,              // chess: a piece touched (touch-move)
    PiecesDisplaced,    // chess: pieces knocked over / displaced
    StoneMoved,         // Go: a stone found moved from its point
    StoneReplayed,      // Go: a stone placed, picked up and played elsewhere (悔棋)
    StonesScattered,    // Go: the board scattered
    WrongCapture,       // Go: stones that still had liberties removed
    GameCycle,          // Go: triple ko, eternal life, sending-two-returning-one ...
    Phone,              // an electronic device on a player, e.g. it rings
    LateArrival,        // a player reaches the board late
    SealedMove,         // the sealed move at resumption
    Warning,            // a warning already given before this incident
    EndOfGame,          // Go: end-of-game confirmation
    DeadStoneDispute,   // Go: players disagree about which stones are dead
    LeaveSeat,          // Go: a player leaves the seat during byo-yomi
    Overtime,           // a player exceeds the time limit (Go: the count reaches "10")
    Disturbance,        // a player distracts or disturbs the opponent
    Consultation,       // a player consults notes or other people during the game
    LeaveGame,          // Go: a player leaves the playing hall in mid-game (1988 24.1)
    FoundAfterGame,     // chess: an irregularity found after the game ended (8.7)
    IllegalPosition,    // chess: both kings in check / a pawn on the last rank seen on the board (A.5.4)
    ClockSettingWrong,  // chess: a wrong clock setting found during the game (6.10.2, A.5.1.1)
    WrongSetup,         // chess: colours reversed, pieces set up wrongly, board turned (7.2, 7.3, A.5.1.2)
    PersistentRefusal,  // chess: persistent refusal to comply with the Laws (11.7, 11.8)
    LeavePlayingArea,   // chess: leaving the playing area or venue (11.2.3)
    ThirdPartyReport,   // chess: a spectator, captain or other player reports or interferes (12.7)
    IncrementRequest,   // chess: Guidelines III.4, asking for a 5-second increment
    QuickplayClaim,     // chess: Guidelines III.5, a quickplay-finish draw claim
    DrawDeclined,       // chess: a draw offer rejected orally (9.1.2.1)
    ClockPaused,        // chess: the clock paused by a player or the arbiter (6.11)
    PieceMisplaced,     // chess: a piece found on the wrong square during the game (7.6)
    LifeClaim,          // Go: at the end, a player says a group is alive (1988 20.2 when it lives by repetition)
    CannotEndClaim,     // Go: a player says a repeating play stops the game from ending (1988 20.4)
    StopsRecording,     // chess: a player stops recording the moves (8.1.1; 8.4 in time trouble; A.2)
};

// A field value: a flag, a whole number (times are whole milliseconds), a word or a list of words.
// The event's schema says which fields hold times.
using FieldValue = std::variant<bool, std::int64_t, std::string, std::vector<std::string>>;

enum class FieldType : std::uint8_t { Flag, Integer, Time, Player, Text, Choice, TextList };

struct Event {
    EventKind kind = EventKind::Move;
    std::optional<clock::Millis> at;  // time since the start of the game; absent when unknown
    std::map<std::string, FieldValue, std::less<>> fields;
    std::size_t line = 0;             // where it was written (0 when built in code)

    bool has(std::string_view name) const { return fields.count(name) > 0; }
    bool flag(std::string_view name, bool fallback = false) const;
    std::optional<bool> maybe_flag(std::string_view name) const;
    std::int64_t integer(std::string_view name, std::int64_t fallback = 0) const;
    std::optional<clock::Millis> time(std::string_view name) const;
    std::string text(std::string_view name, std::string_view fallback = "") const;
    std::optional<Player> player(std::string_view name) const;
    std::vector<std::string> list(std::string_view name) const;

    // Builder helpers for tests and code that writes incidents.
    Event& set(std::string name, FieldValue value) {
        fields[std::move(name)] = std::move(value);
        return *this;
    }
};

// How each player's clock is set up. Chess uses `control` (PGN TimeControl syntax, see
// engine/clock/chess_clock.hpp); Go uses `go_system` with main time and byo-yomi.
struct ClockSetup {
    std::string control;                        // chess: "5400+30", "40/5400+30:1800+30", "300+d5"
    std::string go_system;                      // go: "reserve_minutes" (1988 Art. 12) or "periods"
    clock::Millis main = 0;                     // go: main time (excluding the reserve)
    int reserve_minutes = 0;                    // go 1988: reserved minutes
    int periods = 0;                            // go periods: how many
    clock::Millis period = 0;                   // go periods: length of each
    std::optional<clock::Millis> white_left;    // time left when the timeline starts (else the full control)
    std::optional<clock::Millis> black_left;
    clock::Millis starts_at = 0;                // the game time at which these readings hold
    std::optional<Player> running;              // whose clock runs when the timeline starts
    int white_moves_done = 0;                   // moves completed before the timeline starts (for periods)
    int black_moves_done = 0;
    bool configured() const { return !control.empty() || !go_system.empty(); }
};

struct Incident {
    std::string id;
    GameKind game = GameKind::Chess;
    std::string rule_set;                       // e.g. "fide-2023-standard", "cn-go-1988"
    std::map<std::string, FieldValue, std::less<>> options;  // rule-set option overrides
    std::string position;                       // FEN or SGF/diagram text (kept for the board view)
    std::optional<Player> to_move;              // who has the move when the timeline starts
    ClockSetup clock;
    // Facts about the position that the author states (until checked by the game engines):
    // can each side still checkmate (chess 6.9 / 5.1.2)? Keys "white_can_mate", "black_can_mate".
    std::map<std::string, bool, std::less<>> facts;
    // What happened before the position (the incident may start mid-game): completed illegal
    // moves (7.5.5, A.3) and warnings (Go 1988 25.2) so far, by Player index (White, Black).
    std::array<int, 2> illegal_moves_before{};
    std::array<int, 2> warnings_before{};
    // Chess: moves played from `position` before the timeline starts (UCI), so that repetitions
    // and the fifty-move count see the game's history (a PGN cut at a ply gives them).
    std::vector<std::string> moves_before;
    std::vector<Event> events;
    std::string source_file;                    // for messages
};

}  // namespace arbiter::rules
