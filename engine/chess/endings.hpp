// Whether checkmate is still possible (Laws 5.2.2 dead position, 6.9 flag fall, 5.1.2 resignation).
// Every answer is conservative in one direction only: "cannot mate" is said only when it is
// certain, so a winnable position is never called dead. Positions the methods cannot settle
// (fortresses, forced lines) are reported as "can mate" — a false "sufficient", never a false "dead".
#pragma once

#include "engine/chess/position.hpp"

namespace arbiter::chess {

// Material alone makes mate impossible for `side` (python-chess's has_insufficient_material rule:
// a lone king; one knight when the opponent has only queens besides the king; bishops all on one
// colour — counting the opponent's — with no pawns or knights on the board).
bool material_insufficient(const Position& pos, Color side);
// Both sides: the material-only dead positions of Law 5.2.2.
bool insufficient_material(const Position& pos);
// Blocked pawns: only kings and pawns remain, every pawn is blocked head-on by an enemy pawn, no
// pawn attacks an enemy pawn, no capture is legal now, and neither king can ever reach an enemy
// pawn it could take (flood fill over squares no enemy pawn guards). Then no capture, promotion or
// check can ever happen, so no mate either. See docs/chess-engine.md.
bool blocked_pawns_dead(const Position& pos);
// Law 5.2.2: neither side can mate by any series of legal moves (as far as the methods above know).
bool dead_position(const Position& pos);
// Laws 6.9 / 5.1.2: some series of legal moves ends with `side` mating. Never false when it can.
bool can_checkmate(const Position& pos, Color side);

}  // namespace arbiter::chess
