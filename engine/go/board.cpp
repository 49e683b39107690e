#include "engine/go/board.hpp"

#include <stdexcept>
#include <string>
#include <utility>

namespace arbiter::go {

namespace {

constexpr std::uint64_t splitmix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Fixed keys (a fixed seed) so hashes are the same in every run and every build.
struct ZobristKeys {
    std::array<std::uint64_t, 2 * Board::kMaxPoints> keys{};
    constexpr ZobristKeys() {
        std::uint64_t state = 0x61726269746572ULL;  // "arbiter"
        for (auto& key : keys) key = splitmix64(state);
    }
};
constexpr ZobristKeys kZobrist;

}  // namespace

std::uint64_t Board::stone_key(Color c, int p) {
    return kZobrist.keys[static_cast<std::size_t>((c == Color::White ? kMaxPoints : 0) + p)];
}

Board::Board(int size) : size_(size), stride_(size + 2) {
    if (size < kMinSize || size > kMaxSize)
        throw std::invalid_argument("board size must be " + std::to_string(kMinSize) + ".." +
                                    std::to_string(kMaxSize) + ", not " + std::to_string(size));
    cells_.fill(kWallCell);
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) cells_[static_cast<std::size_t>(point({x, y}))] = kEmptyCell;
}

void Board::add_liberty(std::size_t h, int lib) {
    pseudo_liberties_[h] += 1;
    liberty_sum_[h] += lib;
    liberty_square_sum_[h] += static_cast<std::int64_t>(lib) * lib;
}

void Board::remove_liberty(std::size_t h, int lib) {
    pseudo_liberties_[h] -= 1;
    liberty_sum_[h] -= lib;
    liberty_square_sum_[h] -= static_cast<std::int64_t>(lib) * lib;
}

bool Board::chain_in_atari(std::size_t h) const {
    std::int64_t n = pseudo_liberties_[h];
    return n > 0 && n * liberty_square_sum_[h] == liberty_sum_[h] * liberty_sum_[h];
}

bool Board::in_atari(int p) const { return chain_in_atari(head(p)); }

int Board::liberties(int p) const {
    std::array<bool, kMaxPoints> seen{};
    int count = 0;
    for_each_in_chain(p, [&](int s) {
        for (int n : neighbours(s))
            if (is_empty(n) && !seen[static_cast<std::size_t>(n)]) {
                seen[static_cast<std::size_t>(n)] = true;
                ++count;
            }
    });
    return count;
}

bool Board::would_capture(Color c, int p) const {
    auto enemy = static_cast<std::uint8_t>(opponent(c));
    for (int n : neighbours(p))
        if (cells_[static_cast<std::size_t>(n)] == enemy && chain_in_atari(head(n))) return true;
    return false;
}

bool Board::is_suicide(Color c, int p) const {
    auto own = static_cast<std::uint8_t>(c);
    auto enemy = static_cast<std::uint8_t>(opponent(c));
    for (int n : neighbours(p)) {
        std::uint8_t cell = cells_[static_cast<std::size_t>(n)];
        if (cell == kEmptyCell) return false;
        // A neighbour in atari has p as its only liberty (p is adjacent and empty).
        if (cell == own && !chain_in_atari(head(n))) return false;
        if (cell == enemy && chain_in_atari(head(n))) return false;
    }
    return true;
}

std::uint64_t Board::hash_after(Color c, int p) const {
    std::uint64_t h = hash_ ^ stone_key(c, p);
    auto enemy = static_cast<std::uint8_t>(opponent(c));
    std::array<std::size_t, 4> taken{};
    int taken_count = 0;
    for (int n : neighbours(p)) {
        if (cells_[static_cast<std::size_t>(n)] != enemy) continue;
        std::size_t chain = head(n);
        if (!chain_in_atari(chain)) continue;
        bool seen = false;
        for (int i = 0; i < taken_count; ++i) seen = seen || taken[static_cast<std::size_t>(i)] == chain;
        if (seen) continue;
        taken[static_cast<std::size_t>(taken_count++)] = chain;
        for_each_in_chain(n, [&](int s) { h ^= stone_key(opponent(c), s); });
    }
    return h;
}

void Board::merge_chains(std::size_t keep, std::size_t gone) {
    // Relabel the smaller chain: callers pass whichever, so swap to keep the larger.
    if (chain_stones_[keep] < chain_stones_[gone]) std::swap(keep, gone);
    int s = static_cast<int>(gone);
    do {
        head_[static_cast<std::size_t>(s)] = static_cast<std::uint16_t>(keep);
        s = next_[static_cast<std::size_t>(s)];
    } while (s != static_cast<int>(gone));
    std::swap(next_[keep], next_[gone]);  // splice the two circular lists
    chain_stones_[keep] = static_cast<std::int16_t>(chain_stones_[keep] + chain_stones_[gone]);
    pseudo_liberties_[keep] += pseudo_liberties_[gone];
    liberty_sum_[keep] += liberty_sum_[gone];
    liberty_square_sum_[keep] += liberty_square_sum_[gone];
}

int Board::remove_chain(int p) {
    Color c = at(p);
    int removed = 0;
    for_each_in_chain(p, [&](int s) {
        cells_[static_cast<std::size_t>(s)] = kEmptyCell;
        hash_ ^= stone_key(c, s);
        ++removed;
    });
    // Only now, with every stone gone, give the emptied points back as liberties to neighbours.
    for_each_in_chain(p, [&](int s) {
        for (int n : neighbours(s)) {
            std::uint8_t cell = cells_[static_cast<std::size_t>(n)];
            if (cell == 1 || cell == 2) add_liberty(head(n), s);
        }
    });
    stones_[static_cast<std::size_t>(c)] -= removed;
    return removed;
}

void Board::start_chain(int p) {
    const auto at_p = static_cast<std::size_t>(p);
    head_[at_p] = static_cast<std::uint16_t>(p);
    next_[at_p] = static_cast<std::uint16_t>(p);
    chain_stones_[at_p] = 1;
    pseudo_liberties_[at_p] = 0;
    liberty_sum_[at_p] = 0;
    liberty_square_sum_[at_p] = 0;
}

int Board::play(Color c, int p) {
    auto own = static_cast<std::uint8_t>(c);
    auto enemy = static_cast<std::uint8_t>(opponent(c));
    auto at_p = static_cast<std::size_t>(p);
    cells_[at_p] = own;
    hash_ ^= stone_key(c, p);
    stones_[static_cast<std::size_t>(c)] += 1;
    start_chain(p);

    auto around = neighbours(p);
    for (int n : around) {
        std::uint8_t cell = cells_[static_cast<std::size_t>(n)];
        if (cell == kEmptyCell) add_liberty(at_p, n);
        else if (cell != kWallCell) remove_liberty(head(n), p);
    }
    for (int n : around)
        if (cells_[static_cast<std::size_t>(n)] == own && head(n) != head(p)) merge_chains(head(p), head(n));

    int captured = 0;
    int last_captured = kNoPoint;
    for (int n : around) {
        if (cells_[static_cast<std::size_t>(n)] == enemy && pseudo_liberties_[head(n)] == 0) {
            captured += remove_chain(n);
            last_captured = n;
        }
    }
    ko_recapture_point_ = kNoPoint;
    if (captured == 1 && chain_stones_[head(p)] == 1 && pseudo_liberties_[head(p)] == 1)
        ko_recapture_point_ = last_captured;
    return captured;
}

void Board::set(Color c, int p) {
    auto at_p = static_cast<std::size_t>(p);
    Color before = at(p);
    if (before == c) return;
    if (before != Color::Empty) {
        hash_ ^= stone_key(before, p);
        stones_[static_cast<std::size_t>(before)] -= 1;
    }
    if (c != Color::Empty) {
        hash_ ^= stone_key(c, p);
        stones_[static_cast<std::size_t>(c)] += 1;
    }
    cells_[at_p] = static_cast<std::uint8_t>(c);
    ko_recapture_point_ = kNoPoint;
    rebuild_chains();
}

void Board::rebuild_chains() {
    // Every stone starts as its own chain; adjacent stones of a colour are then merged. Edits are
    // rare (setup, an incident), so clarity beats speed here.
    for (int y = 0; y < size_; ++y) {
        for (int x = 0; x < size_; ++x) {
            int p = point({x, y});
            if (is_empty(p)) continue;
            start_chain(p);
            for (int n : neighbours(p))
                if (is_empty(n)) add_liberty(static_cast<std::size_t>(p), n);
        }
    }
    for (int y = 0; y < size_; ++y) {
        for (int x = 0; x < size_; ++x) {
            int p = point({x, y});
            if (is_empty(p)) continue;
            for (int n : {p + 1, p + stride_})
                if (cells_[static_cast<std::size_t>(n)] == cells_[static_cast<std::size_t>(p)] && head(n) != head(p))
                    merge_chains(head(p), head(n));
        }
    }
}

}  // namespace arbiter::go
