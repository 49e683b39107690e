// The helpmate finder behind mate_possibility(): both players cooperate to let `side` mate.
// Iterative deepening on a move cost rather than on plies: moves that make progress towards a
// mate in a corner are free, so the search runs deep along promising lines and shallow
// elsewhere (the method of Ambrona's Chess Unwinnability Analyzer; the heuristics are in
// helpmate.cpp). It only ever finds mates; proving that none exists is reachable_set's job.
// Internal to engine/chess.
#pragma once

#include <memory>
#include <vector>

#include "engine/chess/mate_search.hpp"
#include "engine/chess/position.hpp"

namespace arbiter::chess {

// One search, resumable: mate_possibility() alternates it with the reachable-set walk.
class HelpmateSearch {
public:
    // `pos` must have legal moves and not be hopeless for `side`.
    HelpmateSearch(const Position& pos, Color side);
    ~HelpmateSearch();
    HelpmateSearch(const HelpmateSearch&) = delete;
    HelpmateSearch& operator=(const HelpmateSearch&) = delete;

    // Searches on, spending at most what is left of `budget`.
    void resume(mate_search::NodeBudget& budget);
    bool found() const;
    const std::vector<Move>& line() const;  // from the position to the mate, once found
    // The last iteration's cost limit cut no line (every line ended in a terminal, hopeless or
    // already searched position): deeper iterations would search the same tree again, so the
    // search has stopped. A hint only, not a proof (transpositions were pruned heuristically).
    bool exhausted_tree() const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace arbiter::chess
