// The words incidents use for what the engines find on the board (docs/incident-format.md):
// `ends_game: checkmate`, `reason: ko_recapture`. One mapping, used by the timeline replay
// (replay_chess.cpp, replay_go.cpp) and the command-line tools, so an author's word and the engine's can never be
// spelled two ways.
#pragma once

#include <string_view>

#include "engine/chess/game.hpp"
#include "engine/core/language.hpp"
#include "engine/go/game.hpp"

namespace arbiter::rules {

// "checkmate", "stalemate", "dead_position" (also insufficient material), "fivefold",
// "seventy_five_moves"; "" when the game goes on.
std::string_view chess_ending_word(chess::Outcome outcome);

// "suicide", "ko_recapture", "superko", "occupied", "off_board"; "other" for anything else.
// A move that breaks the simple ko ban is "ko_recapture" whatever else the engine reports.
std::string_view go_illegality_word(go::Illegality reason, bool simple_ko_violation = false);

// What a `reason:` word of an illegal move (chess or Go, the incident format's list) says, in
// words a reader of each language understands: "occupied" is 落子点已有棋子 / "the point is
// occupied". A sentence about the move shows these; the word itself is shown only where the
// author is told what to write. A word outside the list is returned as it is in all three.
LocalizedText illegality_words(std::string_view word);

}  // namespace arbiter::rules
