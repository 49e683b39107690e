// SGF FF[4] (red-bean.com/sgf) for Go: the generic tree (read and written losslessly for the
// properties we keep), and a game record view of its main line — SZ KM RU PL, AB/AW/AE with
// compressed point lists, B/W moves and passes, KO[], C, BL/WL/OB/OW, RE/PB/PW.
// Errors carry the line and column (1-based) where the problem starts; parsing never aborts the
// program and reports every problem it can.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/language.hpp"
#include "engine/go/game.hpp"

namespace arbiter::go {

struct SgfError {
    int line = 0;
    int column = 0;
    LocalizedText message;  // property names, values and points quoted as written
    std::string to_string() const;  // "3:14: message" (English)
};

// ---- the generic tree ----------------------------------------------------------------------

struct SgfProperty {
    std::string id;                  // "AB", "C" ...
    std::vector<std::string> values; // unescaped
    int line = 0, column = 0;        // of the identifier
};

struct SgfNode {
    std::vector<SgfProperty> properties;
    const SgfProperty* find(std::string_view id) const;
};

struct SgfTree {
    std::vector<SgfNode> nodes;      // the sequence
    std::vector<SgfTree> variations; // the first is the main line
};

struct SgfCollection {
    std::vector<SgfTree> trees;
    std::vector<SgfError> errors;    // empty when the text is well formed
};

SgfCollection parse_sgf(std::string_view text);
std::string write_sgf(const SgfTree& tree);

// ---- a game record (main line of the first tree) -------------------------------------------

struct SgfStep {
    std::optional<Color> color;          // the move's colour; nullopt for a node without a move
    std::optional<Vertex> vertex;        // nullopt with a colour = pass
    bool ko_forced = false;              // KO[]: execute even if illegal
    std::vector<Vertex> add_black, add_white, add_empty;  // AB/AW/AE in this node
    std::optional<Color> player_to_move; // PL
    std::string comment;                 // C
    std::optional<double> black_time_left, white_time_left;   // BL/WL, seconds
    std::optional<int> black_periods_left, white_periods_left; // OB/OW
    int line = 0, column = 0;            // where the node starts
};

struct SgfRecord {
    int size = 19;
    std::optional<double> komi;          // KM, points
    std::string rules;                   // RU
    std::string result;                  // RE
    std::string black_player, white_player;  // PB/PW
    SgfStep root;                        // setup, PL and comment of the root node
    std::vector<SgfStep> steps;          // the nodes after the root, in order
};

struct SgfReadResult {
    std::optional<SgfRecord> record;     // nullopt only when nothing usable was found
    std::vector<SgfError> errors;
};

SgfReadResult read_sgf(std::string_view text);
std::string write_sgf(const SgfRecord& record);

// Replays a record into a game. Moves marked KO[] are played ignoring ko; a move the game refuses
// is reported in `problems` (with its node's line and column) and skipped.
Game game_from_sgf(const SgfRecord& record, KoRule ko, std::vector<SgfError>* problems = nullptr);
// The record of a game: the position at ply 0 as root setup, then moves, with later edits as
// setup nodes after the move they followed.
SgfRecord sgf_from_game(const Game& game, std::optional<double> komi = std::nullopt, std::string rules = "");

// SGF point letters ("dd") on a board of `size`; row "a" is the top.
std::optional<Vertex> parse_sgf_point(std::string_view text, int size);
std::string sgf_point(Vertex v, int size);

}  // namespace arbiter::go
