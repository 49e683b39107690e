#include "engine/chess/helpmate.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "engine/chess/movegen.hpp"

namespace arbiter::chess {

namespace {

constexpr int kMaxPly = 200;    // no line longer than this is tried (runs of free moves must end)
constexpr int kMaxLimit = 60;   // the cost limit of the last iteration
constexpr int kWasteCost = 3;
// An iteration may spend this many nodes, and each next one half as many again.
constexpr std::uint64_t kFirstIterationNodes = 8192;

int king_distance(Square a, Square b) {
    return std::max(std::abs(file_of(a) - file_of(b)), std::abs(rank_of(a) - rank_of(b)));
}

// Knight moves from one square to another on an empty board, by breadth-first search.
int knight_distance(Square a, Square b) {
    static const auto table = [] {
        std::array<std::array<std::uint8_t, 64>, 64> d{};
        for (Square from = 0; from < 64; ++from) {
            d[from].fill(255);
            d[from][from] = 0;
            Bitboard frontier = square_bb(from), seen = frontier;
            for (std::uint8_t step = 1; frontier; ++step) {
                Bitboard next = 0;
                while (frontier) next |= knight_attacks(pop_lsb(frontier));
                next &= ~seen;
                seen |= next;
                frontier = next;
                for (Bitboard reached = next; reached;) d[from][pop_lsb(reached)] = step;
            }
        }
        return d;
    }();
    return table[a][b];
}

// Where the pieces should go for a mate in a corner: the loser's king to the corner, the
// winner's king two squares up the file (covering the king's flight squares) — or first to an
// enemy pawn that blocks its own — a loser's piece next to the corner on the rank (blocking
// the last flight square), the winner's knights to the corner.
struct Targets {
    Square corner = 0;
    Square winner_king = 0;
    Square blocker = 0;
    // The winner has a lone knight or bishops of one colour and no pawns: it cannot mate unless
    // the loser's own pieces block, so the loser's pawns should come forward and promote.
    bool loser_must_help = false;
    // The winner's pieces could not mate even with the loser's help (a lone knight, bishops of
    // one colour, nothing): a pawn of its own must promote, so every push is progress.
    bool winner_must_promote = false;
};

// The pieces of `army` (no pawns, no king) cannot mate on their own, whatever the enemy has:
// none, one knight, or bishops all on one square colour.
bool weak_army(const Position& pos, Bitboard army) {
    const Bitboard bishops = army & pos.pieces(Bishop);
    if (army == bishops) return !(bishops & kDarkSquares) || !(bishops & ~kDarkSquares);
    return army == (army & pos.pieces(Knight)) && popcount(army) == 1;
}

Targets choose_targets(const Position& pos, Color winner) {
    const Color loser = ~winner;
    const Bitboard bishops = pos.pieces(winner, Bishop), their_bishops = pos.pieces(loser, Bishop);
    // A bishop mates only in a corner of its own colour; without one, a loser's bishop can only
    // block next to a corner of the other colour.
    bool dark = true, light = true;
    if (bishops) {
        dark = (bishops & kDarkSquares) != 0;
        light = (bishops & ~kDarkSquares) != 0;
    } else if (their_bishops && !((their_bishops & kDarkSquares) && (their_bishops & ~kDarkSquares))) {
        dark = (their_bishops & ~kDarkSquares) != 0;
        light = !dark;
    }
    const Square loser_king = pos.king_square(loser), winner_king = pos.king_square(winner);
    const Bitboard army = pos.pieces(winner) & ~pos.pieces(winner, King) & ~pos.pieces(winner, Pawn);
    Targets t;
    t.winner_must_promote = pos.pieces(winner, Pawn) && weak_army(pos, army);
    t.loser_must_help = !pos.pieces(winner, Pawn) && army && weak_army(pos, army);
    // When the loser must supply the blocker, the corner should be one its men can reach too.
    const Bitboard helpers = t.loser_must_help ? pos.pieces(loser) & ~pos.pieces(loser, King) : 0;
    int best = 1 << 30;
    for (Square corner : {Square{0}, Square{7}, Square{56}, Square{63}}) {
        const bool is_dark = (square_bb(corner) & kDarkSquares) != 0;
        if (is_dark ? !dark : !light) continue;
        int cost = 2 * king_distance(loser_king, corner) + king_distance(winner_king, corner);
        int nearest_helper = helpers ? 1 << 20 : 0;
        for (Bitboard h = helpers; h;) nearest_helper = std::min(nearest_helper, king_distance(pop_lsb(h), corner));
        cost += 2 * nearest_helper;
        if (cost < best) {
            best = cost;
            t.corner = corner;
        }
    }
    const int file = file_of(t.corner), rank = rank_of(t.corner);
    t.winner_king = make_square(file, rank == 0 ? 2 : 5);
    t.blocker = make_square(file == 0 ? 1 : 6, rank);
    // A king whose only other men are pawns that cannot advance must first break through: its
    // target is then the nearest enemy pawn standing in front of one of them.
    const Bitboard pawns = pos.pieces(winner, Pawn);
    if (pawns && pos.pieces(winner) == (pawns | pos.pieces(winner, King)) && !(shift_up(winner, pawns) & ~pos.pieces())) {
        Bitboard rams = shift_up(winner, pawns) & pos.pieces(loser, Pawn);
        int nearest = 1 << 30;
        while (rams) {
            const Square s = pop_lsb(rams);
            if (king_distance(winner_king, s) < nearest) {
                nearest = king_distance(winner_king, s);
                t.winner_king = s;
            }
        }
    }
    return t;
}

enum class Step : std::uint8_t { Progress, Normal, Waste };

// The heuristic value of a move for a mate by `winner` (CHA's ordering, in our words): the
// winner's captures, advanced pawn pushes, queen and knight promotions and slow pieces (king,
// knights) closing in on their targets make progress; so do the loser's king heading for the
// corner, its knights heading for the blocking square, and its pawns when it must supply the
// blockers. The loser's captures waste the winner's material.
Step classify(const Position& pos, Move m, Color winner, const Targets& t) {
    const Square from = m.from(), to = m.to();
    const PieceType moving = type_of(pos.piece_on(from));
    if (pos.side_to_move() == winner) {
        if (m.kind() == Move::Promotion) return m.promotion() == Queen || m.promotion() == Knight ? Step::Progress : Step::Normal;
        if (pos.is_capture(m)) return Step::Progress;
        if (moving == Pawn) return t.winner_must_promote || relative_rank(winner, to) >= 4 ? Step::Progress : Step::Normal;
        if (moving == King) return king_distance(to, t.winner_king) < king_distance(from, t.winner_king) ? Step::Progress : Step::Normal;
        if (moving == Knight) return knight_distance(to, t.corner) < knight_distance(from, t.corner) ? Step::Progress : Step::Normal;
        return Step::Normal;
    }
    if (pos.is_capture(m)) return Step::Waste;
    if (moving == King) return king_distance(to, t.corner) < king_distance(from, t.corner) ? Step::Progress : Step::Normal;
    if (moving == Pawn && t.loser_must_help) {
        const bool heavy = m.kind() == Move::Promotion && (m.promotion() == Queen || m.promotion() == Rook);
        return heavy ? Step::Normal : Step::Progress;
    }
    if (moving == Knight) return knight_distance(to, t.blocker) < knight_distance(from, t.blocker) ? Step::Progress : Step::Normal;
    return Step::Normal;
}

// Positions already searched, with the cost that was still available: meeting one again with
// no more to spend cannot find anything new. An entry is "done" once its search ended without
// running out of nodes; until then it only marks the current line, so that a cycle is cut.
// A cache (always replace), so only ever a loss of time, never of a mate the next iteration
// could find. It starts small and doubles as it fills, up to 2^20 entries (24 MB), since most
// searches end after a few hundred nodes.
class Transpositions {
public:
    Transpositions() : entries_(1024) {}
    // true when `key` need not be searched with `value` to spend in this `epoch` (one run of an
    // iteration); `older` when that is because of an earlier run, whose own search may have
    // been cut by its cost limit.
    bool covered(std::uint64_t key, int value, std::uint32_t epoch, bool& older) const {
        const Entry& e = entries_[key & (entries_.size() - 1)];
        if (e.key != key || e.value < value || !(e.done || e.epoch == epoch)) return false;
        older = e.epoch != epoch;
        return true;
    }
    void store(std::uint64_t key, int value, std::uint32_t epoch, bool done) {
        if (++stores_ > entries_.size() && entries_.size() < kCapacity) grow();
        entries_[key & (entries_.size() - 1)] = {key, value, epoch, done};
    }

private:
    struct Entry {
        std::uint64_t key = 0;
        int value = -1;
        std::uint32_t epoch = 0;
        bool done = false;
    };
    void grow() {
        std::vector<Entry> old(entries_.size() * 2);
        old.swap(entries_);
        for (const Entry& e : old)
            if (e.value >= 0) entries_[e.key & (entries_.size() - 1)] = e;
        stores_ = 0;
    }
    static constexpr std::size_t kCapacity = std::size_t{1} << 20;
    std::size_t stores_ = 0;
    std::vector<Entry> entries_;
};

}  // namespace

struct HelpmateSearch::Impl {
    Impl(const Position& pos, Color winner) : pos_(pos), winner_(winner), targets_(choose_targets(pos, winner)) {}

    void resume(mate_search::NodeBudget& budget) {
        budget_ = &budget;
        // Each iteration may spend only so many nodes, half as many again as the one before:
        // a deeper iteration is tried even when the previous one could not finish, as the
        // first lines of a deeper one, progress first, are where the mates are. An iteration
        // that the caller's budget interrupted is started again on the next call.
        while (!found && !exhausted_tree && iteration_ <= kMaxLimit && !budget.exhausted()) {
            cut_ = false;
            stopped_ = false;
            iteration_nodes_ = 0;
            ++epoch_;
            if (search(iteration_, false, 0, targets_)) {
                found = true;
                line = line_;
                return;
            }
            if (budget.exhausted()) return;
            if (!cut_ && !stopped_) exhausted_tree = true;
            ++iteration_;
            cap_ += cap_ / 2;
        }
    }

    bool found = false;
    bool exhausted_tree = false;
    std::vector<Move> line;

private:
    bool spend() {
        if (iteration_nodes_ >= cap_ || !budget_->spend()) {
            stopped_ = true;
            return false;
        }
        ++iteration_nodes_;
        return true;
    }

    // The side to move is the winner: a move that mates now, if any (pos_ is then left after
    // it). The last move of a helpmate is always such a check, whatever its class, so looking
    // for it before diving finds the mate as soon as the position allows.
    bool mate_in_one(const MoveList& list) {
        for (Move m : list) {
            if (!spend()) return false;
            UndoInfo undo;
            pos_.make_move(m, undo);
            if (pos_.in_check()) {
                MoveList replies;
                generate_legal(pos_, replies);
                if (replies.size() == 0) {
                    line_.push_back(m);
                    return true;
                }
            }
            pos_.unmake_move(m, undo);
        }
        return false;
    }

    // Searches the current position with `remaining` cost to spend; true when a mate was found
    // (line_ then holds it and pos_ is left at the mate).
    bool search(int remaining, bool after_progress, int ply, const Targets& targets) {
        MoveList list;
        generate_legal(pos_, list);
        if (list.size() == 0) return mate_search::is_mate_by(pos_, winner_, 0);
        if (ply >= kMaxPly) {
            cut_ = true;
            return false;
        }
        const std::uint64_t key = mate_search::search_key(pos_);
        bool older = false;
        const int value = 2 * remaining + (after_progress ? 1 : 0);
        if (tt_.covered(key, value, epoch_, older)) {
            if (older) cut_ = true;
            return false;
        }
        tt_.store(key, value, epoch_, false);
        if (pos_.side_to_move() == winner_ && mate_in_one(list)) return true;
        if (stopped_) return false;

        // Progress first, then normal moves, then wasteful ones; generation order within each.
        std::array<Step, 256> steps;
        std::array<std::uint8_t, 256> order;
        int count = 0;
        for (int pass = 0; pass < 3; ++pass)
            for (int i = 0; i < list.size(); ++i) {
                const auto at = static_cast<std::size_t>(i);
                if (pass == 0) steps[at] = classify(pos_, list.moves[i], winner_, targets);
                if (static_cast<int>(steps[at]) == pass) order[static_cast<std::size_t>(count++)] = static_cast<std::uint8_t>(i);
            }
        for (int k = 0; k < count; ++k) {
            const int i = order[static_cast<std::size_t>(k)];
            const Move m = list.moves[i];
            const Step step = steps[static_cast<std::size_t>(i)];
            const int cost = step == Step::Progress ? 0 : step == Step::Normal ? (after_progress ? 0 : 1) : kWasteCost;
            if (cost > remaining) {
                cut_ = true;
                continue;
            }
            if (!spend()) return false;
            const bool structural = mate_search::changes_structure(pos_, m);
            UndoInfo undo;
            pos_.make_move(m, undo);
            line_.push_back(m);
            if (!mate_search::hopeless(pos_, winner_, structural)) {
                const Targets next = structural ? choose_targets(pos_, winner_) : targets;
                if (search(remaining - cost, step == Step::Progress, ply + 1, next)) return true;
            }
            line_.pop_back();
            pos_.unmake_move(m, undo);
            if (stopped_) return false;
        }
        tt_.store(key, value, epoch_, true);
        return false;
    }

    Position pos_;
    Color winner_;
    Targets targets_;
    mate_search::NodeBudget* budget_ = nullptr;
    Transpositions tt_;
    std::vector<Move> line_;
    int iteration_ = 0;  // also the cost limit of the iteration
    std::uint32_t epoch_ = 0;
    std::uint64_t cap_ = kFirstIterationNodes;
    std::uint64_t iteration_nodes_ = 0;
    bool cut_ = false;      // the cost limit cut some line in this iteration
    bool stopped_ = false;  // this iteration ran out of nodes
};

HelpmateSearch::HelpmateSearch(const Position& pos, Color side) : impl_(std::make_unique<Impl>(pos, side)) {}
HelpmateSearch::~HelpmateSearch() = default;
void HelpmateSearch::resume(mate_search::NodeBudget& budget) { impl_->resume(budget); }
bool HelpmateSearch::found() const { return impl_->found; }
const std::vector<Move>& HelpmateSearch::line() const { return impl_->line; }
bool HelpmateSearch::exhausted_tree() const { return impl_->exhausted_tree; }

}  // namespace arbiter::chess
