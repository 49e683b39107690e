#include "engine/chess/reachable_set.hpp"

#include "engine/chess/movegen.hpp"

namespace arbiter::chess {

namespace {

// The keys seen so far: open addressing, 0 marking an empty slot (a key of 0 is stored as 1),
// doubled whenever half full. Exact, never evicting — the proof needs every position remembered.
class KeySet {
public:
    KeySet() : slots_(1024, 0) {}
    // false when `key` was already there
    bool insert(std::uint64_t key) {
        if (key == 0) key = 1;
        if (2 * (size_ + 1) > slots_.size()) grow();
        if (!place(slots_, key)) return false;
        ++size_;
        return true;
    }

private:
    static bool place(std::vector<std::uint64_t>& slots, std::uint64_t key) {
        const std::size_t mask = slots.size() - 1;
        for (std::size_t i = static_cast<std::size_t>(key) & mask;; i = (i + 1) & mask) {
            if (slots[i] == key) return false;
            if (slots[i] == 0) {
                slots[i] = key;
                return true;
            }
        }
    }
    void grow() {
        std::vector<std::uint64_t> bigger(slots_.size() * 2, 0);
        for (std::uint64_t key : slots_)
            if (key) place(bigger, key);
        slots_.swap(bigger);
    }
    std::vector<std::uint64_t> slots_;
    std::size_t size_ = 0;
};

// One expanded position on the depth-first path: its moves (a slice of the shared arena), the
// next one to try, and the move (with its undo record) that led to it from the frame below.
struct Frame {
    std::size_t first = 0;
    int count = 0;
    int next = 0;
    Move move;
    UndoInfo undo;
};

// The depth-first path to a mate wanders (it is as long as the walk was deep); a line through
// the same positions is found by jumping, from each position on it, to the latest one a single
// legal move reaches. Still a line of legal moves ending in the same mate, usually far shorter.
std::vector<Move> shortcut(const Position& root, const std::vector<Move>& path) {
    std::vector<std::uint64_t> keys;
    Position pos = root;
    keys.push_back(mate_search::search_key(pos));
    for (Move m : path) {
        UndoInfo undo;
        pos.make_move(m, undo);
        keys.push_back(mate_search::search_key(pos));
    }
    std::vector<Move> line;
    pos = root;
    for (std::size_t at = 0; at < path.size();) {
        MoveList list;
        generate_legal(pos, list);
        std::size_t best = at + 1;
        Move best_move = path[at];
        for (Move m : list) {
            UndoInfo undo;
            pos.make_move(m, undo);
            const std::uint64_t key = mate_search::search_key(pos);
            pos.unmake_move(m, undo);
            for (std::size_t j = keys.size() - 1; j > best; --j)
                if (keys[j] == key) {
                    best = j;
                    best_move = m;
                    break;
                }
        }
        UndoInfo undo;
        pos.make_move(best_move, undo);
        line.push_back(best_move);
        at = best;
    }
    return line;
}

}  // namespace

struct ReachableWalk::Impl {
    Impl(const Position& start, Color winner) : root(start), pos(start), side(winner) {
        seen.insert(mate_search::search_key(pos));
        MoveList list;
        generate_legal(pos, list);
        expand(Move(), UndoInfo(), list);
    }

    void expand(Move move, const UndoInfo& undo, const MoveList& list) {
        Frame frame;
        frame.first = arena.size();
        frame.count = list.size();
        frame.move = move;
        frame.undo = undo;
        arena.insert(arena.end(), list.begin(), list.end());
        path.push_back(frame);
    }

    // Depth first with an explicit stack, since the path can be as long as the set is large.
    State resume(mate_search::NodeBudget& budget) {
        while (state == State::Walking) {
            if (path.empty()) {
                state = State::NoMate;
                break;
            }
            Frame& top = path.back();
            if (top.next == top.count) {
                arena.resize(top.first);
                if (path.size() > 1) pos.unmake_move(top.move, top.undo);
                path.pop_back();
                continue;
            }
            if (!budget.spend()) break;
            const Move m = arena[top.first + static_cast<std::size_t>(top.next++)];
            const bool structural = mate_search::changes_structure(pos, m);
            UndoInfo undo;
            pos.make_move(m, undo);
            if (!seen.insert(mate_search::search_key(pos))) {
                pos.unmake_move(m, undo);
                continue;
            }
            MoveList list;
            generate_legal(pos, list);
            if (mate_search::is_mate_by(pos, side, list.size())) {
                std::vector<Move> walked;
                for (std::size_t i = 1; i < path.size(); ++i) walked.push_back(path[i].move);
                walked.push_back(m);
                line = shortcut(root, walked);
                state = State::MateFound;
                break;
            }
            if (list.size() == 0 || mate_search::hopeless(pos, side, structural)) {
                pos.unmake_move(m, undo);
                continue;
            }
            expand(m, undo, list);  // `top` may dangle from here on
        }
        return state;
    }

    const Position root;
    Position pos;
    Color side;
    KeySet seen;
    std::vector<Move> arena;
    std::vector<Frame> path;
    State state = State::Walking;
    std::vector<Move> line;
};

ReachableWalk::ReachableWalk(const Position& pos, Color side) : impl_(std::make_unique<Impl>(pos, side)) {}
ReachableWalk::~ReachableWalk() = default;
ReachableWalk::State ReachableWalk::resume(mate_search::NodeBudget& budget) { return impl_->resume(budget); }
ReachableWalk::State ReachableWalk::state() const { return impl_->state; }
const std::vector<Move>& ReachableWalk::line() const { return impl_->line; }

}  // namespace arbiter::chess
