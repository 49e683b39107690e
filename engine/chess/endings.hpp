// Whether checkmate is still possible (Laws 5.2.2 dead position, 6.9 flag fall, 5.1.2 resignation).
// The cheap rules (material, blocked pawns) and the yes/no answers built on the search of
// unwinnability.hpp. Every yes/no answer is conservative in one direction only: "cannot mate"
// is said only when it is proven, so a winnable position is never called dead; what the search
// cannot settle within its budget counts as "can mate" here (mate_possibility() says Undecided).
#pragma once

#include <cstdint>

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
// Law 5.2.2: neither side can mate by any series of legal moves — proven by the rules above or
// by mate_possibility() for each side (default budget). false when either side can, or when the
// search could not decide.
bool dead_position(const Position& pos);
// Laws 6.9 / 5.1.2: some series of legal moves ends with `side` mating, unless
// mate_possibility() (default budget) proves that none does. Never false when it can. Ask it
// about the position at the moment that matters (the timeline replay asks at the flag fall, not
// at the end of the timeline).
bool can_checkmate(const Position& pos, Color side);

// The dead-position test Game applies after every move, kept cheap: the exact rules above,
// and the search only where a dead position is plausible — pawns that can never move again
// (every one rammed head-on and frozen_pawn_wall() holds), or the side to move left with at
// most kForcedLineMoves legal moves (forced lines into stalemate or
// into a mate of the other side) — with kAutomaticDeadBudget nodes per side. An undecided search counts as "not dead": the game goes
// on, and dead_position() (the full budget) remains the arbiter's answer when asked.
inline constexpr int kForcedLineMoves = 3;
inline constexpr std::uint64_t kAutomaticDeadBudget = 20000;
bool automatic_dead_position(const Position& pos);

}  // namespace arbiter::chess
