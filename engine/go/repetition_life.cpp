#include "engine/go/repetition_life.hpp"

#include <algorithm>
#include <unordered_map>
#include <utility>
#include <vector>

namespace arbiter::go {

std::string_view repetition_life_name(RepetitionLife life) {
    switch (life) {
        case RepetitionLife::Alive: return "alive";
        case RepetitionLife::Dead: return "dead";
        case RepetitionLife::FalseLife: return "false_life";
        case RepetitionLife::Unsettled: return "unsettled";
    }
    return "unsettled";
}

namespace {

enum class Verdict { Captured, Survives, Unknown };

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

class Reader {
public:
    Reader(Vertex group, Color defender, std::vector<Vertex> region, std::size_t budget, bool simple)
        : group_(group), defender_(defender), region_(std::move(region)), budget_(budget), simple_(simple) {}

    // The attacker moves first; each move must be legal under the game's ko rule.
    Verdict read(const Game& game) { return attacker_to_move(game, 0); }
    std::size_t nodes() const { return nodes_; }

private:
    static constexpr int kMaxDepth = 40;
    static constexpr int kRaceWon = 4;
    Vertex group_;
    Color defender_;
    std::vector<Vertex> region_;
    std::size_t budget_;
    bool simple_;
    std::size_t nodes_ = 0;
    // Under the simple ko rule a position's verdict depends only on the board, the side to move
    // and the ko ban — unless a cycle on the current line decided part of it. Verdicts reached
    // without a cycle are remembered; under superko the whole history matters and nothing is.
    std::size_t cycles_ = 0;
    std::unordered_map<std::uint64_t, Verdict> known_;
    std::uint64_t key(const Game& game, Color to_move) const {
        const auto ko = game.ko_point();
        const std::uint64_t ko_key = ko ? static_cast<std::uint64_t>(ko->y * 64 + ko->x + 1) * 0x9E3779B97F4A7C15ull : 0;
        return game.position_hash() ^ ko_key ^ (to_move == defender_ ? 0xD1B54A32D192ED03ull : 0);
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
    // the attacker cannot break under the simple ko rule.
    std::vector<std::pair<std::uint64_t, Color>> line_;

    bool on_line(const Game& game, Color to_move) const {
        return std::find(line_.begin(), line_.end(), std::pair{game.position_hash(), to_move}) != line_.end();
    }

    Verdict attacker_to_move(const Game& game, int depth) {
        return remembered(game, opponent(defender_), [&] { return attacker_reads(game, depth); });
    }
    Verdict defender_to_move(const Game& game, int depth) {
        return remembered(game, defender_, [&] { return defender_reads(game, depth); });
    }

    Verdict attacker_reads(const Game& game, int depth) {
        if (++nodes_ > budget_ || depth > kMaxDepth) return Verdict::Unknown;
        const Color attacker = opponent(defender_);
        if (on_line(game, attacker)) {
            ++cycles_;
            return Verdict::Survives;
        }
        line_.emplace_back(game.position_hash(), attacker);
        bool unknown = false;
        for (const Vertex v : region_) {
            if (game.at(v) != Color::Empty) continue;
            Game next = game;
            if (next.try_play(attacker, v) != Illegality::None) continue;
            const Verdict r = next.at(group_) != defender_ ? Verdict::Captured : defender_to_move(next, depth + 1);
            if (r == Verdict::Captured) {
                line_.pop_back();
                return r;
            }
            if (r == Verdict::Unknown) unknown = true;
        }
        line_.pop_back();
        return unknown ? Verdict::Unknown : Verdict::Survives;  // no move captures: the attacker never passes to win
    }

    Verdict defender_reads(const Game& game, int depth) {
        if (++nodes_ > budget_ || depth > kMaxDepth) return Verdict::Unknown;
        if (on_line(game, defender_)) {
            ++cycles_;
            return Verdict::Survives;
        }
        line_.emplace_back(game.position_hash(), defender_);
        bool unknown = false;
        auto answer = [&](Game& next) {
            const Verdict r = attacker_to_move(next, depth + 1);
            if (r == Verdict::Unknown) unknown = true;
            return r == Verdict::Survives;
        };
        bool saved = false;
        for (const Vertex v : region_) {
            if (game.at(v) != Color::Empty) continue;
            Game next = game;
            const int attackers = game.board().stone_count(opponent(defender_));
            if (next.try_play(defender_, v) != Illegality::None || next.at(group_) != defender_) continue;
            // Taking a chain of the attacker's of four stones or more wins the race: the group
            // gains an eye space the attacker cannot fill in time (a semeai such as a triple ko).
            if (attackers - next.board().stone_count(opponent(defender_)) >= kRaceWon) {
                saved = true;
                break;
            }
            if ((saved = answer(next))) break;
        }
        if (!saved) {
            Game next = game;
            next.pass(defender_);
            saved = answer(next);
        }
        line_.pop_back();
        if (saved) return Verdict::Survives;
        return unknown ? Verdict::Unknown : Verdict::Captured;
    }
};

Verdict read_under(const Game& game, Vertex group, KoRule rule, std::size_t budget, std::size_t& nodes) {
    Game copy = game;
    copy.set_ko_rule(rule);
    Reader reader(group, game.at(group), fight_region(game, group), budget, rule == KoRule::Simple);
    const Verdict v = reader.read(copy);
    nodes += reader.nodes();
    return v;
}

}  // namespace

RepetitionReading read_repetition_life(const Game& game, Vertex group, std::size_t node_budget) {
    RepetitionReading out;
    if (game.at(group) == Color::Empty) return out;
    const Verdict simple = read_under(game, group, KoRule::Simple, node_budget, out.nodes);
    if (simple == Verdict::Captured) {
        out.life = RepetitionLife::Dead;
        return out;
    }
    const Verdict superko = read_under(game, group, KoRule::PositionalSuperko, node_budget, out.nodes);
    if (simple == Verdict::Unknown || superko == Verdict::Unknown) return out;
    out.life = superko == Verdict::Captured ? RepetitionLife::FalseLife : RepetitionLife::Alive;
    return out;
}

}  // namespace arbiter::go
