// The raw board: stones, chains, liberties, captures and the Zobrist hash, without history
// (KataGo's split: board / history / rules). Points are indices into a padded array with a ring of
// wall cells, so neighbour loops need no bounds checks. Chains are circular linked lists with
// pseudo-liberty counts plus the sum and sum of squares of the liberty points: a chain is in atari
// exactly when all its pseudo-liberties are one point (count·Σp² = (Σp)²). Everything is fixed-size
// so playing a move never allocates.
#pragma once

#include <array>
#include <cstdint>

#include "engine/go/vertex.hpp"

namespace arbiter::go {

class Board {
public:
    static constexpr int kMinSize = 5;
    static constexpr int kMaxSize = 25;
    static constexpr int kMaxStride = kMaxSize + 2;
    static constexpr int kMaxPoints = kMaxStride * kMaxStride;
    static constexpr int kNoPoint = -1;

    // Throws std::invalid_argument outside kMinSize..kMaxSize.
    explicit Board(int size = 19);

    int size() const { return size_; }
    int stride() const { return stride_; }
    bool on_board(Vertex v) const { return v.x >= 0 && v.y >= 0 && v.x < size_ && v.y < size_; }
    int point(Vertex v) const { return (v.y + 1) * stride_ + v.x + 1; }
    Vertex vertex(int p) const { return {p % stride_ - 1, p / stride_ - 1}; }

    Color at(int p) const { return static_cast<Color>(cells_[static_cast<std::size_t>(p)]); }
    Color at(Vertex v) const { return at(point(v)); }
    bool is_empty(int p) const { return cells_[static_cast<std::size_t>(p)] == kEmptyCell; }
    std::uint64_t hash() const { return hash_; }
    int stone_count(Color c) const { return stones_[static_cast<std::size_t>(c)]; }

    // Chain queries (p must hold a stone).
    int chain_size(int p) const { return chain_stones_[head(p)]; }
    bool same_chain(int p, int q) const { return head(p) == head(q); }
    int liberties(int p) const;  // distinct liberties (counts them; not for hot paths)
    bool in_atari(int p) const;  // exactly one liberty
    // Calls f(point) for every stone of the chain through p.
    template <class F>
    void for_each_in_chain(int p, F&& f) const {
        int s = p;
        do {
            f(s);
            s = next_[static_cast<std::size_t>(s)];
        } while (s != p);
    }
    // The four neighbours of p (walls included).
    std::array<int, 4> neighbours(int p) const { return {p - stride_, p - 1, p + 1, p + stride_}; }

    // What playing c at the empty point p would do, without playing.
    bool would_capture(Color c, int p) const;
    bool is_suicide(Color c, int p) const;  // no liberty after the move and nothing captured
    std::uint64_t hash_after(Color c, int p) const;

    // Plays c at the empty point p (legality is the caller's business), removes the opponent's
    // chains left without liberties, and returns how many stones were taken. When exactly one
    // stone was taken by a lone stone left with one liberty (a ko shape), ko_recapture_point() is
    // that stone's point, else kNoPoint.
    int play(Color c, int p);
    int ko_recapture_point() const { return ko_recapture_point_; }

    // Editing: puts c (or Empty) at p with no captures, then rebuilds the chains. A chain may be
    // left without liberties; it is removed only if a later move takes its last liberty.
    void set(Color c, int p);

    // Zobrist key of a stone (exposed so history can hash positions it never built).
    static std::uint64_t stone_key(Color c, int p);

private:
    static constexpr std::uint8_t kEmptyCell = 0;
    static constexpr std::uint8_t kWallCell = 3;

    std::size_t head(int p) const { return head_[static_cast<std::size_t>(p)]; }
    // The stone at `p` as a chain of its own: one stone, no liberties counted yet.
    void start_chain(int p);
    void add_liberty(std::size_t h, int lib);
    void remove_liberty(std::size_t h, int lib);
    void merge_chains(std::size_t keep, std::size_t gone);
    int remove_chain(int p);
    void rebuild_chains();
    bool chain_in_atari(std::size_t h) const;

    int size_;
    int stride_;
    std::uint64_t hash_ = 0;
    int ko_recapture_point_ = kNoPoint;
    std::array<int, 3> stones_{};
    std::array<std::uint8_t, kMaxPoints> cells_{};
    std::array<std::uint16_t, kMaxPoints> head_{};
    std::array<std::uint16_t, kMaxPoints> next_{};
    // Per chain, indexed by its head.
    std::array<std::int16_t, kMaxPoints> chain_stones_{};
    std::array<std::int32_t, kMaxPoints> pseudo_liberties_{};
    std::array<std::int64_t, kMaxPoints> liberty_sum_{};
    std::array<std::int64_t, kMaxPoints> liberty_square_sum_{};
};

}  // namespace arbiter::go
