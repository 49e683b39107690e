// PGN (Portable Game Notation) read and write: tag pairs (the seven-tag roster first, SetUp/FEN,
// TimeControl, Termination ...), SAN movetext with move numbers, comments (with the [%clk] and
// [%emt] clock commands pulled out), NAGs and the "!?"-style suffixes, and nested variations.
// Reading never aborts: each problem is reported with its line and column, and the reader moves on
// to the next game.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/chess/position.hpp"
#include "engine/chess/types.hpp"

namespace arbiter::chess {

class Game;

struct PgnNode {
    Move move;
    std::string san;                      // as written by to_san() (normalised)
    std::vector<int> nags;                // $1 ... ; "!" is $1, "?" $2, "!!" $3, "??" $4, "!?" $5, "?!" $6
    std::string comment;                  // text of the comments after the move, clock commands removed
    std::optional<double> clock_seconds;  // [%clk h:mm:ss(.f)]: time left after the move
    std::optional<double> elapsed_seconds;  // [%emt h:mm:ss(.f)]: time the move took
    std::vector<std::vector<PgnNode>> variations;  // alternatives to this move
};

struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags;  // in the order read or set
    std::string opening_comment;                             // a comment before the first move
    std::vector<PgnNode> mainline;
    std::string result = "*";  // the game termination marker

    std::optional<std::string> tag(std::string_view name) const;
    void set_tag(const std::string& name, const std::string& value);
    // The FEN tag's position when present (SetUp "1"), else the standard start.
    // nullopt with a reason when the FEN tag cannot be parsed.
    std::optional<Position> start_position(LocalizedText* error = nullptr) const;
};

struct PgnError {
    int line = 0;    // 1-based
    int column = 0;  // 1-based, counting bytes
    LocalizedText message;  // moves, tags and FEN fields quoted as written
};

struct PgnReadResult {
    std::vector<PgnGame> games;  // the games read without error
    std::vector<PgnError> errors;
};

PgnReadResult read_pgn(std::string_view text);
// Seven-tag roster first (missing ones written as "?"; Result from the game), then the other
// tags in order, then the movetext wrapped at 80 columns.
std::string write_pgn(const PgnGame& game);
// A PGN game of a played Game's mainline (SetUp/FEN added when it did not start from the start).
PgnGame to_pgn_game(const Game& game, const std::vector<std::pair<std::string, std::string>>& tags = {});
// "1:02:03.5" -> 3723.5; nullopt when malformed.
std::optional<double> parse_clock(std::string_view text);
// 3723.5 -> "1:02:03.5" (tenths only when not whole).
std::string format_clock(double seconds);

}  // namespace arbiter::chess
