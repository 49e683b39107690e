// The proof behind "cannot mate": walk every position reachable from here, once each (a set of
// search keys), until none is left. If none of them is a mate by `side`, no series of legal
// moves leads to one. Positions where `side` is hopeless (mate_search::hopeless: material, a
// frozen wall) are not expanded, which is what keeps the set small behind locked pawns; lines
// forced into stalemate or into the other side's mate simply end. Internal to engine/chess.
#pragma once

#include <memory>
#include <vector>

#include "engine/chess/mate_search.hpp"
#include "engine/chess/position.hpp"

namespace arbiter::chess {

// One walk, resumable: mate_possibility() alternates it with the helpmate search.
class ReachableWalk {
public:
    enum class State { Walking, MateFound, NoMate };

    // `pos` must have legal moves and not be hopeless for `side`.
    ReachableWalk(const Position& pos, Color side);
    ~ReachableWalk();
    ReachableWalk(const ReachableWalk&) = delete;
    ReachableWalk& operator=(const ReachableWalk&) = delete;

    // Walks on, spending at most what is left of `budget`. NoMate is a proof, up to 64-bit key
    // collisions (two different positions sharing a Zobrist key, which would hide one of them).
    State resume(mate_search::NodeBudget& budget);
    State state() const;
    const std::vector<Move>& line() const;  // MateFound: the moves from the position to the mate

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace arbiter::chess
