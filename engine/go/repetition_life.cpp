#include "engine/go/repetition_life.hpp"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace arbiter::go {

std::string_view repetition_life_name(RepetitionLife life) {
    switch (life) {
        case RepetitionLife::Alive: return "alive";
        case RepetitionLife::Dead: return "dead";
        case RepetitionLife::FalseLife: return "false_life";
        case RepetitionLife::MutualCycle: return "mutual_cycle";
        case RepetitionLife::Unsettled: return "unsettled";
    }
    return "unsettled";
}

namespace {

enum class ForceResult { Forced, NotForced, Unknown };

std::vector<Vertex> neighbours_of(Vertex v, int size) {
    std::vector<Vertex> out;
    for (const auto& [dx, dy] : {std::pair{1, 0}, std::pair{-1, 0}, std::pair{0, 1}, std::pair{0, -1}}) {
        const Vertex n{v.x + dx, v.y + dy};
        if (n.x >= 0 && n.y >= 0 && n.x < size && n.y < size) out.push_back(n);
    }
    return out;
}

// Whether v is an eye of c's own: every neighbour a stone of c, all of one chain. Filling it
// captures nothing and only takes a liberty from that chain, so the reading never tries it (with
// waiting moves in several eyes it would otherwise spend its budget permuting them).
bool own_eye(const Game& game, Vertex v, Color c) {
    const Board& board = game.board();
    int chain_point = Board::kNoPoint;
    for (const Vertex n : neighbours_of(v, game.size())) {
        if (game.at(n) != c) return false;
        const int p = board.point(n);
        if (chain_point == Board::kNoPoint) chain_point = p;
        else if (!board.same_chain(chain_point, p)) return false;
    }
    return chain_point != Board::kNoPoint;
}

// The points of the fight: reachable from the group without crossing a safe enemy chain.
std::vector<Vertex> fight_region(const Game& game, Vertex group) {
    const int size = game.size();
    const Color attacker = opponent(game.at(group));
    std::vector<char> seen(static_cast<std::size_t>(size * size), 0);
    std::vector<Vertex> region, todo{group};
    seen[static_cast<std::size_t>(group.y * size + group.x)] = 1;
    while (!todo.empty()) {
        const Vertex v = todo.back();
        todo.pop_back();
        region.push_back(v);
        for (const Vertex n : neighbours_of(v, size)) {
            char& mark = seen[static_cast<std::size_t>(n.y * size + n.x)];
            if (mark) continue;
            mark = 1;
            if (game.at(n) == attacker && game.liberties(n) >= 3) continue;  // the wall
            todo.push_back(n);
        }
    }
    return region;
}

// One reading: can `forcer` force its goal in the fight, the other side answering as best it can?
// The attacker's goal is to capture the group; the defender's is to win the race, taking four or
// more of the attacker's stones in one move (an eye space the attacker cannot fill in time). Each
// side's goal ends a line in its favour. A capture of the group that leaves the defender a move
// taking four or more of the attacker's stones at once is an exchange, not a kill: it ends the
// line in the other side's favour. That is what makes a threat against the attacker's stones a ko
// threat the attacker must answer (moonshine life: the owner's double ko is such a threat). The
// forcer never passes (a pass gains it nothing); the other side may. Under the simple ko rule a
// line that comes back to a position already on it is a cycle the forcer cannot break: the goal is
// not forced.
class Reader {
public:
    Reader(Vertex group, Color defender, Color forcer, std::vector<Vertex> region, std::size_t budget, bool simple)
        : group_(group), defender_(defender), forcer_(forcer), region_(std::move(region)), budget_(budget), simple_(simple) {}

    ForceResult read(const Game& game, Color first) {
        if (simple_) return solve_simple(game, first);
        const Verdict v = first == forcer_ ? forcer_to_move(game, 0) : other_to_move(game, 0);
        return v == Verdict::Reached ? ForceResult::Forced : v == Verdict::Held ? ForceResult::NotForced : ForceResult::Unknown;
    }
    std::size_t nodes() const { return nodes_; }

private:
    enum class Verdict { Reached, Held, Unknown };  // the forcer's goal reached, or held off
    static constexpr int kMaxDepth = 40;
    static constexpr int kRaceWon = 4;
    Vertex group_;
    Color defender_;
    Color forcer_;
    std::vector<Vertex> region_;
    std::size_t budget_;
    bool simple_;
    std::size_t nodes_ = 0;
    Color attacker() const { return opponent(defender_); }
    Color other() const { return opponent(forcer_); }

    // After the group is taken: can the defender take four or more of the attacker's stones at once?
    bool exchange(const Game& after) const {
        for (const Vertex p : region_) {
            if (after.at(p) != Color::Empty) continue;
            Game reply = after;
            if (reply.try_play(defender_, p) != Illegality::None) continue;
            if (after.board().stone_count(attacker()) - reply.board().stone_count(attacker()) >= kRaceWon) return true;
        }
        return false;
    }

    // What a move by `mover` from `before` to `after` decided, if anything: the side whose goal it
    // reached (an exchange counts for the side not forcing).
    std::optional<Color> goal_reached(const Game& before, const Game& after, Color mover) const {
        if (mover == attacker() && after.at(group_) != defender_) return exchange(after) ? other() : mover;
        if (mover == defender_ && before.board().stone_count(attacker()) - after.board().stone_count(attacker()) >= kRaceWon)
            return mover;
        return std::nullopt;
    }

    // Under the simple ko rule a position's verdict depends only on the board, the side to move
    // and the ko ban, and a line that comes back to a position is a cycle the forcer cannot break.
    // So the reading is a game on a finite graph: every position reachable in the fight is listed
    // once, and the positions from which the forcer reaches its goal in a bounded number of moves
    // are found by working back from the goals until nothing changes. (A depth-first search that
    // stops at a repetition cannot remember what a cycle decided, and with several kos and
    // waiting moves it reads the same positions again and again.)
    std::uint64_t key(const Game& game, Color to_move) const {
        const auto ko = game.ko_point();
        const std::uint64_t ko_key = ko ? static_cast<std::uint64_t>(ko->y * 64 + ko->x + 1) * 0x9E3779B97F4A7C15ull : 0;
        return game.position_hash() ^ ko_key ^ (to_move == forcer_ ? 0xD1B54A32D192ED03ull : 0);
    }
    static constexpr int kForcerWins = -1;  // a move that reaches the forcer's goal
    static constexpr int kOtherWins = -2;   // a move that reaches the other side's (or an exchange)
    struct Node {
        bool forcer_to_move = false;
        std::vector<int> next;  // node indices, or kForcerWins / kOtherWins
    };
    ForceResult solve_simple(const Game& start, Color first) {
        std::vector<Node> nodes;
        std::vector<std::optional<Game>> games;  // each position's game, until its moves are listed
        std::unordered_map<std::uint64_t, int> index;
        auto add = [&](const Game& game, Color to_move) {
            const std::uint64_t k = key(game, to_move);
            if (auto it = index.find(k); it != index.end()) return it->second;
            const int i = static_cast<int>(nodes.size());
            index.emplace(k, i);
            nodes.push_back(Node{to_move == forcer_, {}});
            games.push_back(game);
            return i;
        };
        add(start, first);
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            const Color mover = nodes[i].forcer_to_move ? forcer_ : other();
            const Game game = std::move(*games[i]);
            games[i].reset();
            std::vector<int> next;
            for (const Vertex v : region_) {
                if (game.at(v) != Color::Empty || own_eye(game, v, mover)) continue;
                if (++nodes_ > budget_) return ForceResult::Unknown;
                Game after = game;
                if (after.try_play(mover, v) != Illegality::None) continue;
                if (const auto goal = goal_reached(game, after, mover)) next.push_back(*goal == forcer_ ? kForcerWins : kOtherWins);
                else next.push_back(add(after, opponent(mover)));
            }
            if (mover == other()) {  // the side not pressing its goal may pass; the forcer gains nothing by it
                Game after = game;
                after.pass(mover);
                next.push_back(add(after, forcer_));
            }
            nodes[i].next = std::move(next);
        }
        // The forcer's attractor: a position is won when the forcer, to move, has a move to a won
        // position or to its goal, or when every move of the other side (a pass included) leads to
        // one. Whatever never becomes won is held: the other side keeps the forcer off its goal for
        // ever, by a cycle if need be.
        std::vector<char> won(nodes.size(), 0);
        auto is_won = [&](int n) { return n == kForcerWins || (n >= 0 && won[static_cast<std::size_t>(n)]); };
        for (bool changed = true; changed;) {
            changed = false;
            for (std::size_t i = 0; i < nodes.size(); ++i) {
                if (won[i]) continue;
                const Node& node = nodes[i];
                const bool now = node.forcer_to_move ? std::any_of(node.next.begin(), node.next.end(), is_won)
                                                     : !node.next.empty() && std::all_of(node.next.begin(), node.next.end(), is_won);
                if (now) won[i] = changed = true;
            }
        }
        return won[0] ? ForceResult::Forced : ForceResult::NotForced;
    }

    // Under superko the whole history matters and nothing is remembered. The positions on the
    // current line, with the side to move: superko forbids coming back to a board, so this only
    // stops a line that would otherwise run on by passes.
    std::vector<std::pair<std::uint64_t, Color>> line_;
    bool on_line(const Game& game, Color to_move) const {
        return std::find(line_.begin(), line_.end(), std::pair{game.position_hash(), to_move}) != line_.end();
    }

    Verdict forcer_to_move(const Game& game, int depth) { return forcer_reads(game, depth); }
    Verdict other_to_move(const Game& game, int depth) { return other_reads(game, depth); }

    Verdict forcer_reads(const Game& game, int depth) {
        if (++nodes_ > budget_ || depth > kMaxDepth) return Verdict::Unknown;
        if (on_line(game, forcer_)) return Verdict::Held;
        line_.emplace_back(game.position_hash(), forcer_);
        bool unknown = false;
        Verdict out = Verdict::Held;  // no move reaches the goal: the forcer never passes to win
        for (const Vertex v : region_) {
            if (game.at(v) != Color::Empty || own_eye(game, v, forcer_)) continue;
            Game next = game;
            if (next.try_play(forcer_, v) != Illegality::None) continue;
            const auto goal = goal_reached(game, next, forcer_);
            const Verdict r = !goal ? other_to_move(next, depth + 1) : *goal == forcer_ ? Verdict::Reached : Verdict::Held;
            if (r == Verdict::Reached) {
                out = r;
                break;
            }
            if (r == Verdict::Unknown) unknown = true;
        }
        line_.pop_back();
        if (out == Verdict::Reached) return out;
        return unknown ? Verdict::Unknown : Verdict::Held;
    }

    Verdict other_reads(const Game& game, int depth) {
        if (++nodes_ > budget_ || depth > kMaxDepth) return Verdict::Unknown;
        if (on_line(game, other())) return Verdict::Held;
        line_.emplace_back(game.position_hash(), other());
        bool unknown = false;
        auto holds = [&](const Game& next) {
            const Verdict r = forcer_to_move(next, depth + 1);
            if (r == Verdict::Unknown) unknown = true;
            return r == Verdict::Held;
        };
        bool held = false;
        for (const Vertex v : region_) {
            if (game.at(v) != Color::Empty || own_eye(game, v, other())) continue;
            Game next = game;
            if (next.try_play(other(), v) != Illegality::None) continue;
            if (goal_reached(game, next, other()) || holds(next)) {  // its own goal ends the line in its favour
                held = true;
                break;
            }
        }
        if (!held) {
            Game next = game;
            next.pass(other());
            held = holds(next);
        }
        line_.pop_back();
        if (held) return Verdict::Held;
        return unknown ? Verdict::Unknown : Verdict::Reached;
    }
};

ForceResult read_under(const Game& game, Vertex group, Color forcer, Color first, KoRule rule, std::size_t budget,
                       std::size_t& nodes) {
    Game copy = game;
    copy.set_ko_rule(rule);
    Reader reader(group, game.at(group), forcer, fight_region(game, group), budget, rule == KoRule::Simple);
    const ForceResult r = reader.read(copy, first);
    nodes += reader.nodes();
    return r;
}

}  // namespace

RepetitionReading read_repetition_life(const Game& game, Vertex group, Color to_move, std::size_t node_budget) {
    RepetitionReading out;
    const Color defender = game.at(group);
    if (defender == Color::Empty || to_move == Color::Empty) return out;
    const Color attacker = opponent(defender);
    auto read = [&](Color forcer, Color first, KoRule rule) {
        return read_under(game, group, forcer, first, rule, node_budget, out.nodes);
    };
    // The play-out 21.3 asks for, under the simple ko rule the players play by, from the side to
    // move: does either side get its way with no repetition at all?
    const ForceResult captured = read(attacker, to_move, KoRule::Simple);
    if (captured != ForceResult::NotForced) {
        if (captured == ForceResult::Forced) out.life = RepetitionLife::Dead;
        return out;
    }
    const ForceResult race_won = read(defender, to_move, KoRule::Simple);
    if (race_won != ForceResult::NotForced) {
        if (race_won == ForceResult::Forced) out.life = RepetitionLife::Alive;
        return out;
    }
    // Neither does while positions may repeat. Forbid repetition and read again, each side moving
    // first: if each then wins by moving first, both have stones at stake and neither may give way
    // (a triple-ko race): a cycle of both sides.
    const ForceResult captured_attacker_first = read(attacker, attacker, KoRule::PositionalSuperko);
    if (captured_attacker_first == ForceResult::Unknown) return out;
    if (captured_attacker_first == ForceResult::Forced) {
        const ForceResult race_won_defender_first = read(defender, defender, KoRule::PositionalSuperko);
        if (race_won_defender_first == ForceResult::Unknown) return out;
        if (race_won_defender_first == ForceResult::Forced) {
            out.life = RepetitionLife::MutualCycle;
            return out;
        }
    }
    // Only the group is at stake. It lives by repetition alone when, from this position with this
    // side to move, forbidding repetition lets the attacker take it.
    const ForceResult captured_from_here =
        to_move == attacker ? captured_attacker_first : read(attacker, defender, KoRule::PositionalSuperko);
    if (captured_from_here == ForceResult::Unknown) return out;
    out.life = captured_from_here == ForceResult::Forced ? RepetitionLife::FalseLife : RepetitionLife::Alive;
    return out;
}

}  // namespace arbiter::go
