#include "engine/chess/perft.hpp"

#include "engine/chess/movegen.hpp"

namespace arbiter::chess {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList list;
    generate_legal(pos, list);
    if (depth == 1) return static_cast<std::uint64_t>(list.size());
    std::uint64_t nodes = 0;
    UndoInfo undo;
    for (Move m : list) {
        pos.make_move(m, undo);
        nodes += perft(pos, depth - 1);
        pos.unmake_move(m, undo);
    }
    return nodes;
}

std::vector<std::pair<Move, std::uint64_t>> perft_divide(Position& pos, int depth) {
    std::vector<std::pair<Move, std::uint64_t>> result;
    if (depth <= 0) return result;
    MoveList list;
    generate_legal(pos, list);
    UndoInfo undo;
    for (Move m : list) {
        pos.make_move(m, undo);
        result.emplace_back(m, perft(pos, depth - 1));
        pos.unmake_move(m, undo);
    }
    return result;
}

}  // namespace arbiter::chess
