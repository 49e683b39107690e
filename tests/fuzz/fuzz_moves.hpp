// The shared driver of the SAN and UCI targets: a FEN line, then moves separated by white space,
// each read by `parse` in the position reached so far and played when accepted.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "engine/chess/position.hpp"
#include "tests/fuzz/fuzz_check.hpp"

namespace arbiter::fuzz {

template <class Parse>
void play_moves(std::string_view text, Parse parse) {
    auto [fen_line, moves] = split_first_line(text);
    auto pos = chess::Position::start();
    if (!fen_line.empty()) {
        auto given = chess::Position::from_fen(fen_line);
        // Moves are only defined in positions that could arise (Position::illegality()).
        if (given && !given->illegality()) pos = *given;
    }
    std::size_t at = 0;
    int played = 0;
    while (at < moves.size() && played < 200) {
        std::size_t start = moves.find_first_not_of(" \t\r\n", at);
        if (start == std::string_view::npos) break;
        std::size_t end = moves.find_first_of(" \t\r\n", start);
        if (end == std::string_view::npos) end = moves.size();
        at = end;
        std::string error;
        std::optional<chess::Move> move = parse(pos, moves.substr(start, end - start), error);
        if (!move) {
            check(!error.empty(), "a move was refused without a reason");
            continue;
        }
        check(pos.is_legal(*move), "an accepted move is not legal");
        pos = pos.after(*move);
        ++played;
    }
}

}  // namespace arbiter::fuzz
