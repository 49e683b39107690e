// Move notation: UCI ("e2e4", "e7e8q", castling as the king's two-square move) and SAN
// ("Nbd7", "exd6", "e8=N#", "O-O"), in and out.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/chess/types.hpp"
#include "engine/core/language.hpp"

namespace arbiter::chess {

class Position;

std::string square_name(Square s);
std::optional<Square> parse_square(std::string_view text);

std::string to_uci(Move m);
// The legal move `uci` names in `pos`; nullopt with a reason in `error` when it is malformed or illegal.
std::optional<Move> parse_uci(const Position& pos, std::string_view uci, std::string* error = nullptr);
// The same, with the reason in the three languages (a scenario's moves before its timeline).
std::optional<Move> parse_uci(const Position& pos, std::string_view uci, LocalizedText* error);

// SAN with the least disambiguation and a '+' or '#' mark. `m` must be legal in `pos`.
std::string to_san(const Position& pos, Move m);
// Reads SAN leniently: accepts "0-0", missing or extra check marks, "!?" suffixes, "e8Q" for
// "e8=Q", and over-disambiguation ("Ngf3"); refuses ambiguity and illegal moves with a reason.
std::optional<Move> parse_san(const Position& pos, std::string_view san, std::string* error = nullptr);
// The same, with the reason in the three languages (what the PGN reader reports to an author).
std::optional<Move> parse_san(const Position& pos, std::string_view san, LocalizedText* error);

}  // namespace arbiter::chess
