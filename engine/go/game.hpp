// A game of Go: the board plus its history — whose turn, ko bans, positional superko, passes,
// prisoners, undo — and edits that record what an incident changed (a stone moved from A to B,
// stones removed, the board scattered). This is the facade of /work/ENGINE_CONTRACTS.md; the
// rulings engine asks it what a move would do (check) before deciding what the rules say.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/go/board.hpp"
#include "engine/go/position_table.hpp"
#include "engine/go/rules.hpp"
#include "engine/go/vertex.hpp"

namespace arbiter::go {

enum class Illegality { None, OffBoard, Occupied, Suicide, SimpleKo, Superko, WrongColour };
std::string_view illegality_name(Illegality reason);  // "none", "off-board", "occupied", ...

struct MoveReport {
    bool legal = false;                 // under the game's ko rule (and turn order when enforced)
    Illegality reason = Illegality::None;
    std::vector<Vertex> captures;       // what it captures (or would capture, for a ko-illegal try)
    bool simple_ko_violation = false;   // reported whatever the rule
    bool superko_violation = false;     // reported whatever the rule
    int repeats_ply = -1;               // superko: the ply (0 = setup position) whose position it repeats
};

// One point an edit changed.
struct StoneChange {
    Vertex at;
    Color before = Color::Empty;
    Color after = Color::Empty;
    bool operator==(const StoneChange&) const = default;
};

enum class EditKind { Setup, Place, Remove, Move, Scatter };

// What an edit changed, at which ply (0 = before the first move). `from`/`to` are set for Move.
struct Edit {
    EditKind kind = EditKind::Place;
    int ply = 0;
    std::vector<StoneChange> changes;
    std::optional<Vertex> from;
    std::optional<Vertex> to;
};

// One play or pass of the record.
struct PlayRecord {
    Color color = Color::Empty;
    std::optional<Vertex> vertex;  // nullopt = pass
    int captured = 0;
    bool forced = false;           // played ignoring ko (SGF KO[])
};

// The points whose contents differ between two boards of the same size (e.g. the true position
// and the one players rebuilt after the board was scattered), bottom row first.
std::vector<StoneChange> board_differences(const Board& before, const Board& after);

class Game {
public:
    explicit Game(int size = 19, KoRule ko = KoRule::Simple);

    int size() const { return board_.size(); }
    KoRule ko_rule() const { return ko_rule_; }
    void set_ko_rule(KoRule ko) { ko_rule_ = ko; }
    const Board& board() const { return board_; }
    Color at(Vertex v) const;                  // Empty off the board
    int liberties(Vertex v) const;             // of the chain at v; 0 for an empty or off-board point
    Color to_move() const { return to_move_; } // Black first unless set
    void set_to_move(Color c);

    // Editing (setup or an incident): no captures, no history entry for ko; clears the ko ban.
    // Each call is recorded in edits(). Placing Empty removes.
    void place(Color c, Vertex v);
    void remove(Vertex v);
    void setup(const std::vector<Vertex>& black, const std::vector<Vertex>& white);  // one Setup edit
    void move_stone(Vertex from, Vertex to);                                          // one Move edit
    void scatter(const std::vector<std::pair<Vertex, Color>>& new_contents);        // one Scatter edit
    const std::vector<Edit>& edits() const { return edits_; }

    MoveReport check(Color c, Vertex v) const; // what playing would do, without playing
    MoveReport play(Color c, Vertex v);        // applies only if legal; the colour need not be to_move()
                                               // unless enforce_turn(true) — then WrongColour
    // Plays even a ko- or superko-illegal move (an illegal recapture that happened on the board,
    // SGF KO[]); still refuses off-board, occupied and suicide.
    MoveReport play_ignoring_ko(Color c, Vertex v);
    // play() without the report's capture list: the allocation-free path replays and benches use.
    Illegality try_play(Color c, Vertex v);
    void enforce_turn(bool on) { enforce_turn_ = on; }
    bool turn_enforced() const { return enforce_turn_; }
    void pass(Color c);
    bool undo();                               // last play/pass (and the edits made after it)

    int prisoners(Color capturer) const;       // stones captured by `capturer`
    int consecutive_passes() const { return consecutive_passes_; }
    int ply() const { return ply_; }           // moves and passes played
    const std::vector<PlayRecord>& record() const { return record_; }
    std::uint64_t position_hash() const { return board_.hash(); }
    // The simple-ko ban in force: the point where the opponent of the last capturer may not retake now.
    std::optional<Vertex> ko_point() const;

private:
    struct Facts {
        Illegality reason = Illegality::None;  // under the game's rule
        bool simple_ko = false;
        bool superko = false;
        int repeats_ply = -1;
    };
    enum class ActionKind : std::uint8_t { Play, Pass, EditMade, SetToMove };
    struct Action {
        ActionKind kind;
        Color color;
        int point;
        bool forced;
        int edit_index;
    };

    Facts judge(Color c, Vertex v, bool ignore_turn = false) const;
    MoveReport report(Color c, Vertex v, const Facts& facts) const;
    void apply_play(Color c, int p, bool forced);
    void apply_pass(Color c);
    void apply_edit(Edit edit);
    void record_position_after_edit();

    Board board_;
    KoRule ko_rule_;
    Color to_move_ = Color::Black;
    bool enforce_turn_ = false;
    int ko_point_ = Board::kNoPoint;
    Color ko_banned_ = Color::Empty;
    int prisoners_black_ = 0;
    int prisoners_white_ = 0;
    int consecutive_passes_ = 0;
    int ply_ = 0;
    std::vector<std::uint64_t> hash_at_ply_;  // position after each ply (index 0 = setup)
    PositionTable seen_;
    std::vector<PlayRecord> record_;
    std::vector<Edit> edits_;
    std::vector<Action> actions_;  // everything done, so undo can replay
};

}  // namespace arbiter::go
