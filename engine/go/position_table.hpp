// The positions a game has passed through, for positional superko: Zobrist hash → the first ply
// after which the position stood. Open addressing in a power-of-two table that only grows, so
// recording a position allocates nothing once the table has room.
#pragma once

#include <cstdint>
#include <vector>

namespace arbiter::go {

class PositionTable {
public:
    PositionTable();
    void clear();
    // Records `hash` at `ply` unless it is already there (the earliest ply is kept).
    void insert(std::uint64_t hash, int ply);
    // The first ply at which `hash` stood, or -1.
    int find(std::uint64_t hash) const;

private:
    struct Slot {
        std::uint64_t hash = 0;
        int ply = -1;  // -1 = empty slot
    };
    void grow();
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
};

}  // namespace arbiter::go
