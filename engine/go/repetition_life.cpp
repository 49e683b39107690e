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
// side's goal ends a line in its favour. The forcer never passes (a pass gains it nothing); the
// other side may. Under the simple ko rule a line that comes back to a position already on it is a
// cycle the forcer cannot break: the goal is not forced.
class Reader {
public:
    Reader(Vertex group, Color defender, Color forcer, std::vector<Vertex> region, std::size_t budget, bool simple)
        : group_(group), defender_(defender), forcer_(forcer), region_(std::move(region)), budget_(budget), simple_(simple) {}

    ForceResult read(const Game& game, Color first) {
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

    // What a move by `mover` from `before` to `after` decided, if anything: the attacker took the
    // group, or the defender won the race.
    std::optional<Color> goal_reached(const Game& before, const Game& after, Color mover) const {
        if (mover == attacker() && after.at(group_) != defender_) return mover;
        if (mover == defender_ && before.board().stone_count(attacker()) - after.board().stone_count(attacker()) >= kRaceWon)
            return mover;
        return std::nullopt;
    }

    // Under the simple ko rule a position's verdict depends only on the board, the side to move
    // and the ko ban — unless a cycle on the current line decided part of it. Verdicts reached
    // without a cycle are remembered; under superko the whole history matters and nothing is.
    std::size_t cycles_ = 0;
    std::unordered_map<std::uint64_t, Verdict> known_;
    std::uint64_t key(const Game& game, Color to_move) const {
        const auto ko = game.ko_point();
        const std::uint64_t ko_key = ko ? static_cast<std::uint64_t>(ko->y * 64 + ko->x + 1) * 0x9E3779B97F4A7C15ull : 0;
        return game.position_hash() ^ ko_key ^ (to_move == forcer_ ? 0xD1B54A32D192ED03ull : 0);
    }
    template <class F>
    Verdict remembered(const Game& game, Color to_move, F&& read) {
        if (!simple_) return read();
        const std::uint64_t k = key(game, to_move);
        if (auto it = known_.find(k); it != known_.end()) return it->second;
        const std::size_t cycles_before = cycles_;
        const Verdict v = read();
        if (cycles_ == cycles_before && v != Verdict::Unknown) known_.emplace(k, v);
        return v;
    }
    // The positions on the current line, with the side to move: coming back to one is a cycle
    // the forcer cannot break under the simple ko rule.
    std::vector<std::pair<std::uint64_t, Color>> line_;
    bool on_line(const Game& game, Color to_move) const {
        return std::find(line_.begin(), line_.end(), std::pair{game.position_hash(), to_move}) != line_.end();
    }

    Verdict forcer_to_move(const Game& game, int depth) {
        return remembered(game, forcer_, [&] { return forcer_reads(game, depth); });
    }
    Verdict other_to_move(const Game& game, int depth) {
        return remembered(game, other(), [&] { return other_reads(game, depth); });
    }

    Verdict forcer_reads(const Game& game, int depth) {
        if (++nodes_ > budget_ || depth > kMaxDepth) return Verdict::Unknown;
        if (on_line(game, forcer_)) {
            ++cycles_;
            return Verdict::Held;
        }
        line_.emplace_back(game.position_hash(), forcer_);
        bool unknown = false;
        Verdict out = Verdict::Held;  // no move reaches the goal: the forcer never passes to win
        for (const Vertex v : region_) {
            if (game.at(v) != Color::Empty) continue;
            Game next = game;
            if (next.try_play(forcer_, v) != Illegality::None) continue;
            const Verdict r = goal_reached(game, next, forcer_) ? Verdict::Reached : other_to_move(next, depth + 1);
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
        if (on_line(game, other())) {
            ++cycles_;
            return Verdict::Held;
        }
        line_.emplace_back(game.position_hash(), other());
        bool unknown = false;
        auto holds = [&](const Game& next) {
            const Verdict r = forcer_to_move(next, depth + 1);
            if (r == Verdict::Unknown) unknown = true;
            return r == Verdict::Held;
        };
        bool held = false;
        for (const Vertex v : region_) {
            if (game.at(v) != Color::Empty) continue;
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
