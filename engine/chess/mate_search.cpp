#include "engine/chess/mate_search.hpp"

#include "engine/chess/endings.hpp"
#include "engine/chess/pawn_walls.hpp"

namespace arbiter::chess::mate_search {

bool hopeless(const Position& pos, Color side, bool structure_changed) {
    if (material_insufficient(pos, side)) return true;
    if (!structure_changed) return false;
    const auto wall = frozen_pawn_wall(pos);
    return wall && wall_forbids_mate(*wall, side);
}

}  // namespace arbiter::chess::mate_search
