#include "engine/go/position_table.hpp"

namespace arbiter::go {

namespace {
// Small to start: a table lives in every go::Game, and loading the content builds games by the
// hundred (every scenario's start, every replay), most a few dozen moves long. At 2048 slots
// (48 KB each) the sanitized trainer spent about a fifth of its start allocating and clearing
// them; the table doubles when half full, so a long game pays a handful of rehashes instead.
constexpr std::size_t kInitialSlots = 64;
}

PositionTable::PositionTable() : slots_(kInitialSlots) {}

void PositionTable::clear() {
    for (auto& slot : slots_) slot = Slot{};
    used_ = 0;
}

void PositionTable::insert(std::uint64_t hash, int ply) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot& slot = slots_[i];
        if (slot.ply < 0) {
            slot = {hash, ply};
            ++used_;
            return;
        }
        if (slot.hash == hash) return;
    }
}

int PositionTable::find(std::uint64_t hash) const {
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const Slot& slot = slots_[i];
        if (slot.ply < 0) return -1;
        if (slot.hash == hash) return slot.ply;
    }
}

void PositionTable::grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    used_ = 0;
    for (const Slot& slot : old)
        if (slot.ply >= 0) insert(slot.hash, slot.ply);
}

}  // namespace arbiter::go
