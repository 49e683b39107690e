#include "engine/tournament/swiss/dutch_pairing.hpp"

#include <algorithm>
#include <map>

#include "engine/core/localized_fill.hpp"
#include "engine/tournament/swiss/blossom_matching.hpp"
#include "engine/tournament/swiss/cardinality_matching.hpp"
#include "engine/tournament/swiss/dutch_weights.hpp"

namespace arbiter::tournament::swiss {

namespace {

// The procedure over one round. Vertices are the players to pair in pairing order (vertex 0 has
// the highest score and the lowest pairing number). A "window" is the bracket being paired — its
// moved-down players (MDPs) first, then its residents — followed by the next scoregroup, whose
// players the bracket's downfloaters may meet ([C8]).
template <int Limbs>
class DutchProcedure {
public:
    using Weight = Wide<Limbs>;

    DutchProcedure(const SwissTournament& t, const RoundFacts& f, const WeightLayout& layout, const DutchOptions& o)
        : t_(t), f_(f), layout_(layout), options_(o), weights_{f, layout}, n_(static_cast<int>(f.players.size())),
          m_(n_) {
        compatible_.assign(static_cast<std::size_t>(n_) * n_, 0);
        for (int a = 0; a < n_; ++a)
            for (int b = a + 1; b < n_; ++b)
                compatible_[idx(a, b)] = compatible_[idx(b, a)] = may_meet(t, f, f.players[a], f.players[b]) ? 1 : 0;
        matched_.assign(n_, false);
    }

    DutchResult run() {
        DutchResult result;
        result.facts = f_;
        if (!settle_completion_and_bye(result)) return result;
        pair_brackets(result);
        finish(result);
        return result;
    }

private:
    const SwissTournament& t_;
    const RoundFacts& f_;
    const WeightLayout& layout_;
    DutchOptions options_;
    DutchWeights<Limbs> weights_;
    int n_;
    BlossomMatching<Limbs> m_;
    std::vector<char> compatible_;
    std::vector<bool> matched_;
    std::vector<int> partner_;  // final pairs (vertex → vertex), −1 none
    int bye_score_ = 0;
    bool c9_ = false;  // [C9] applies to the bracket being paired
    PlayedGamesRank ranks_;

    std::size_t idx(int a, int b) const { return static_cast<std::size_t>(a) * n_ + b; }
    bool meet(int a, int b) const { return compatible_[idx(a, b)] != 0; }
    const PlayerFacts& P(int v) const { return f_.players[v]; }
    int score(int v) const { return P(v).score; }
    int mate(int v) const { return m_.mate(v); }

    Weight global_edge(int higher, int lower) const {
        return weights_.edge(P(higher), P(lower), meet(higher, lower), false, false, bye_score_, c9_, ranks_);
    }

    // [C4] a complete pairing must exist; for an odd number of players, [C2] and [C5] fix the
    // lowest score the pairing-allocated bye can go to, and [C9] may apply from the first bracket.
    bool settle_completion_and_bye(DutchResult& result) {
        bool odd = n_ % 2 == 1;
        int top = n_ > 0 ? score(0) : 0;
        for (int lower = 0; lower < n_; ++lower)
            for (int higher = 0; higher < lower; ++higher)
                m_.set_weight(lower, higher,
                              odd ? weights_.bye_score_probe(P(higher), P(lower), meet(higher, lower), top)
                                  : global_edge(higher, lower));
        bool complete = m_.solve();
        int unmatched = -1;
        if (complete) {
            for (int v = 0; v < n_; ++v)
                if (mate(v) == v) unmatched = v;
            if (unmatched >= 0 && !P(unmatched).bye_eligible) complete = false;
        }
        if (!complete) {
            report_no_pairing(result);
            return false;
        }
        if (!odd) return true;
        bye_score_ = score(unmatched);
        result.bye_score = bye_score_;
        c9_ = bye_score_ >= top;
        for (int v = 0; v < n_ && c9_ && score(v) >= top; ++v)
            if (score(mate(v)) < top) c9_ = false;
        std::vector<int> games;
        for (const PlayerFacts& p : f_.players)
            if (p.score == bye_score_) games.push_back(p.played_games);
        std::sort(games.rbegin(), games.rend());
        for (std::size_t r = 0; r < games.size(); ++r) ranks_[games[r]] = static_cast<int>(r);
        for (int lower = 0; lower < n_; ++lower)
            for (int higher = 0; higher < lower; ++higher) m_.set_weight(lower, higher, global_edge(higher, lower));
        return true;
    }

    void report_no_pairing(DutchResult& result) {
        result.ok = false;
        std::vector<std::vector<int>> adjacency(n_);
        for (int a = 0; a < n_; ++a)
            for (int b = 0; b < n_; ++b)
                if (a != b && meet(a, b)) adjacency[a].push_back(b);
        std::vector<int> mates = maximum_cardinality_matching(adjacency);
        std::vector<int> left;
        for (int v = 0; v < n_; ++v)
            if (mates[v] < 0) left.push_back(v);
        bool bye_blocked = left.size() == 1 && !P(left[0]).bye_eligible;
        for (int v : left) result.stuck.push_back(P(v).player);
        if (left.size() <= 1 && !bye_blocked) {
            // Everyone but one can be paired, yet no eligible player can take the bye.
            for (const PlayerFacts& p : f_.players)
                if (!p.bye_eligible) result.stuck.push_back(p.player);
            result.problem = L("无法编排：能配成对的方案里，轮空总落在已经轮空过（或不下棋得过胜分）的棋手身上（C.04.1 第 4 条）",
                               "無法編排：能配成對的方案裡，輪空總落在已經輪空過（或不下棋得過勝分）的棋手身上（C.04.1 第 4 條）",
                               "no valid pairing: every complete pairing leaves the bye to a player who already had one "
                               "or scored a win without playing (C.04.1 art. 4)");
            return;
        }
        result.problem = fill_localized(
            L("无法编排：在不重复对局、不违反绝对颜色限制的前提下，至少有 {n} 名棋手配不上对手（C.04.3 [C1] [C3] [C4]）",
              "無法編排：在不重複對局、不違反絕對顏色限制的前提下，至少有 {n} 名棋手配不上對手（C.04.3 [C1] [C3] [C4]）",
              "no valid pairing: without a second meeting or a breach of the absolute colour rules, at least {n} "
              "players cannot be paired (C.04.3 [C1] [C3] [C4])"),
            {{"n", std::to_string(left.size() - (n_ % 2))}});
    }

    // One addend in the low "reserve" bits for a pair inside a remainder: first fewer exchanges
    // (the higher player of the pair from S1), then the smallest sum of the higher players'
    // numbers in the remainder; the lowest bit is left for probes.
    Weight remainder_weight(const std::vector<std::vector<Weight>>& base, int higher_window, int lower_window,
                            int higher_position, int remainder_pairs) const {
        Weight w = base[lower_window][higher_window];
        if (w.is_zero()) return w;
        int g = layout_.group_bits;
        if (higher_position < remainder_pairs) w.add_at(2 * g + 1, 1);
        w.subtract_at(1, static_cast<std::uint64_t>(higher_position));
        return w;
    }

    void pair_brackets(DutchResult& result) {
        partner_.assign(n_, -1);
        std::vector<int> window;   // vertices
        int next = 0;              // first vertex of the next scoregroup not yet in a window
        while (next < n_ && score(next) >= score(0)) window.push_back(next++);
        int mdp = 0;               // MDPs at the front of the window
        int first_resident = 0;    // vertex of the first resident of the bracket
        while (window.size() > 1 || next < n_) {
            int bracket_end = static_cast<int>(window.size());  // window positions [bracket_end, …) are the next group
            int next_first = first_resident + (bracket_end - mdp);
            int next_group_start = next;
            if (next < n_) {
                int s = score(next);
                while (next < n_ && score(next) >= s) window.push_back(next++);
            }
            int size = static_cast<int>(window.size());
            auto in_bracket_group = [&](int v) { return v >= first_resident && v < next_first; };

            BracketRecord record;
            record.score = bracket_end > mdp ? score(window[mdp]) : (mdp > 0 ? score(window[0]) : 0);
            for (int i = 0; i < mdp; ++i) record.moved_down.push_back(P(window[i]).player);
            for (int i = mdp; i < bracket_end; ++i) record.residents.push_back(P(window[i]).player);
            record.bye_unplayed_games_applied = c9_;

            if (mdp == 0 && pair_naturally(window, bracket_end, record)) {
                result.brackets.push_back(std::move(record));
                std::vector<int> next_window(window.begin() + bracket_end, window.end());
                bool c9 = n_ % 2 == 1 && next_group_start < n_ && bye_score_ >= score(next_group_start);
                c9_ = c9 && all_paired_within(next_window, next_group_start);
                window = std::move(next_window);
                mdp = 0;
                first_resident = next_first;
                continue;
            }

            // Weights of every pair in the window but two MDPs.
            std::vector<std::vector<Weight>> base(size);
            for (int l = mdp; l < size; ++l) {
                base[l].resize(l);
                for (int h = 0; h < l; ++h) {
                    base[l][h] = weights_.edge(P(window[h]), P(window[l]), meet(window[h], window[l]), l < bracket_end,
                                               l >= bracket_end, bye_score_, c9_, ranks_);
                    m_.set_weight(window[l], window[h], base[l][h]);
                }
            }
            m_.solve();

            choose_paired_mdps(window, base, mdp, bracket_end, in_bracket_group);
            choose_mdp_opponents(window, base, mdp, bracket_end, size);
            pair_remainder(window, base, mdp, bracket_end, size, next_first, first_resident);

            // Next window: the bracket's unpaired players (downfloaters) and the next group.
            std::vector<int> next_window;
            int next_mdp = 0;
            bool c9 = n_ % 2 == 1 && next_group_start < n_ && bye_score_ >= score(next_group_start);
            for (int i = 0; i < size; ++i) {
                int v = window[i];
                if (i < bracket_end && matched_[v]) {
                    int u = mate(v);
                    if (partner_[v] < 0) {
                        partner_[v] = u;
                        partner_[u] = v;
                        record.pairs.push_back({P(std::min(v, u)).player, P(std::max(v, u)).player});
                    }
                } else {
                    next_window.push_back(v);
                    if (i < bracket_end) {
                        ++next_mdp;
                        record.downfloaters.push_back(P(v).player);
                    }
                    if (c9 && score(mate(v)) < score(next_group_start)) c9 = false;
                }
            }
            c9_ = c9;
            result.brackets.push_back(std::move(record));
            window = std::move(next_window);
            mdp = next_mdp;
            first_resident = next_first;
        }
    }

    // A bracket whose first candidate (S1[i] against S2[i], art. 3.3) is perfect (art. 3.4) is
    // paired so without asking the matching: no moved-down players, an even number of residents,
    // every pair allowed and meeting all colour criteria, no bye to place here, and the players
    // below still able to complete the round with the bye where [C5] put it. Such a candidate is
    // the heaviest matching of the bracket and the first in the order, so it is the one the full
    // procedure finds; round 1 and most brackets of the early rounds are of this kind.
    bool pair_naturally(const std::vector<int>& window, int bracket_end, BracketRecord& record) {
        if (!options_.natural_pairing_shortcut || bracket_end % 2 != 0 || c9_) return false;
        // Not when the bye is placed here or in the next bracket ([C9] reads the solution there).
        int lowest_next = static_cast<int>(window.size()) > bracket_end ? score(window.back()) : score(window[0]);
        if (n_ % 2 == 1 && bye_score_ >= lowest_next) return false;
        int half = bracket_end / 2;
        for (int i = 0; i < half; ++i) {
            int a = window[i], b = window[half + i];
            if (!meet(a, b) || !all_colour_criteria_met(P(a), P(b))) return false;
        }
        std::vector<char> taken(n_, 0);
        for (int v = 0; v < n_; ++v)
            if (partner_[v] >= 0) taken[v] = 1;
        for (int i = 0; i < bracket_end; ++i) taken[window[i]] = 1;
        if (!rest_completes(taken)) return false;
        for (int i = 0; i < half; ++i) {
            int a = window[i], b = window[half + i];
            partner_[a] = b;
            partner_[b] = a;
            matched_[a] = matched_[b] = true;
            m_.lock_pair(a, b);
            record.pairs.push_back({P(a).player, P(b).player});
        }
        return true;
    }

    static bool all_colour_criteria_met(const PlayerFacts& higher, const PlayerFacts& lower) {
        const ColourState& p = lower.colour;
        const ColourState& o = higher.colour;
        if (p.preference == Colour::None || o.preference == Colour::None) return true;
        return p.preference != o.preference;  // [C10]–[C13] all hold when the preferences differ
    }

    // Can the players not yet taken form a complete pairing, the bye (if any) to an eligible
    // player at the bye's score ([C4], [C2], [C5])?
    bool rest_completes(const std::vector<char>& taken) const {
        std::vector<int> rest;
        for (int v = 0; v < n_; ++v)
            if (!taken[v]) rest.push_back(v);
        int r = static_cast<int>(rest.size());
        bool odd = r % 2 == 1;
        std::vector<std::vector<int>> adjacency(r + (odd ? 1 : 0));
        for (int i = 0; i < r; ++i) {
            for (int j = i + 1; j < r; ++j)
                if (meet(rest[i], rest[j])) {
                    adjacency[i].push_back(j);
                    adjacency[j].push_back(i);
                }
            if (odd && P(rest[i]).bye_eligible && score(rest[i]) <= bye_score_) {
                adjacency[i].push_back(r);
                adjacency[r].push_back(i);
            }
        }
        std::vector<int> mates = maximum_cardinality_matching(adjacency);
        return std::none_of(mates.begin(), mates.end(), [](int m) { return m < 0; });
    }

    // [C9] applies to the next bracket only if it is the bye's, and none of its players is
    // matched below it in the present solution.
    bool all_paired_within(const std::vector<int>& next_window, int next_group_start) const {
        for (int v : next_window)
            if (score(mate(v)) < score(next_group_start)) return false;
        return true;
    }

    template <class InGroup>
    void choose_paired_mdps(const std::vector<int>& window, const std::vector<std::vector<Weight>>& base, int mdp,
                            int bracket_end, InGroup in_bracket_group) {
        // [C6]/[C7] fix how many MDPs of each score are paired; among MDPs of one score the
        // higher-ranked are paired first (art. 4.4: MDP sets by their smallest differing number).
        int group_score = 0, remaining = 0, remaining_paired = 0;
        for (int i = 0; i < mdp; ++i) {
            if (i == 0 || score(window[i]) < group_score) {
                group_score = score(window[i]);
                remaining = remaining_paired = 0;
                for (int j = i; j < static_cast<int>(window.size()) && score(window[j]) >= group_score; ++j) {
                    ++remaining;
                    if (in_bracket_group(mate(window[j]))) ++remaining_paired;
                }
            }
            if (remaining_paired == 0) continue;
            int v = window[i];
            if (remaining <= remaining_paired) {
                matched_[v] = true;
                continue;
            }
            --remaining;
            if (!in_bracket_group(mate(v))) {
                for (int k = mdp; k < bracket_end; ++k) {
                    Weight w = base[k][i];
                    if (w.is_zero()) continue;
                    w.add_at(0, 1);
                    m_.set_weight(v, window[k], w);
                }
                m_.solve();
            }
            if (in_bracket_group(mate(v))) {
                matched_[v] = true;
                --remaining_paired;
                for (int k = mdp; k < bracket_end; ++k) {
                    Weight w = base[k][i];
                    if (w.is_zero()) continue;
                    w.add_at(0, static_cast<std::uint64_t>(bracket_end - mdp) + 1);
                    m_.set_weight(v, window[k], w);
                }
            }
        }
    }

    void choose_mdp_opponents(const std::vector<int>& window, const std::vector<std::vector<Weight>>& base, int mdp,
                              int bracket_end, int size) {
        // Each paired MDP, in order, meets the highest-ranked resident it can (art. 3.3: S1[i]–S2[i]).
        for (int i = 0; i < mdp; ++i) {
            int v = window[i];
            if (!matched_[v]) continue;
            std::uint64_t addend = static_cast<std::uint64_t>(size);
            for (int k = bracket_end - 1; k >= mdp; --k) {
                int u = window[k];
                if (matched_[u]) continue;
                Weight w = base[k][i];
                if (w.is_zero()) continue;
                w.add_at(0, addend++);
                m_.set_weight(v, u, w);
            }
            m_.solve();
            int u = mate(v);
            matched_[u] = true;
            if (u != v) m_.lock_pair(v, u);
        }
    }

    void pair_remainder(const std::vector<int>& window, std::vector<std::vector<Weight>>& base, int mdp, int bracket_end,
                        int size, int next_first, int first_resident) {
        auto higher_member = [&](int v) { return mate(v) > v && mate(v) < next_first; };
        auto not_higher_member = [&](int v) { return mate(v) <= v || mate(v) >= next_first; };
        // The residents not paired with an MDP form the remainder; its S1 is as many of its first
        // players as it has pairs.
        std::vector<int> rem;  // window positions
        int remainder_pairs = 0;
        for (int k = mdp; k < bracket_end; ++k) {
            int v = window[k];
            if (mate(v) < first_resident) continue;
            rem.push_back(k);
            if (mate(v) < v) ++remainder_pairs;
        }
        int r = static_cast<int>(rem.size());
        auto set_pair = [&](int a, int b, const Weight& w) { m_.set_weight(window[rem[b]], window[rem[a]], w); };
        auto rw = [&](int a, int b) { return remainder_weight(base, rem[a], rem[b], a, remainder_pairs); };
        for (int b = 0; b < r; ++b)
            for (int a = 0; a < b; ++a) set_pair(a, b, rw(a, b));
        m_.solve();

        int exchanges = 0;
        for (int a = 0; a < remainder_pairs; ++a)
            if (not_higher_member(window[rem[a]])) ++exchanges;

        // [art. 4.3] exchange the lowest S1 players first ...
        int left = exchanges;
        for (int a = remainder_pairs - 1; a >= 0 && left > 0; --a) {
            int v = window[rem[a]];
            if (higher_member(v)) {
                for (int b = a + 1; b < r; ++b) {
                    Weight w = rw(a, b);
                    if (w.is_zero()) continue;
                    w.subtract_at(0, 1);
                    m_.set_weight(v, window[rem[b]], w);
                }
                m_.solve();
            }
            bool exchanged = not_higher_member(v);
            if (exchanged) --left;
            for (int b = a + 1; b < r; ++b) {
                if (exchanged) base[rem[b]][rem[a]] = Weight{};
                m_.set_weight(v, window[rem[b]], rw(a, b));
            }
        }
        // ... for the highest S2 players.
        left = exchanges;
        for (int b = remainder_pairs; b < r && left > 1; ++b) {
            int v = window[rem[b]];
            bool already = higher_member(v);
            if (!already) {
                for (int c = b + 1; c < r; ++c) {
                    Weight w = rw(b, c);
                    if (w.is_zero()) continue;
                    w.add_at(0, 1);
                    m_.set_weight(v, window[rem[c]], w);
                }
                m_.solve();
            }
            if (higher_member(v)) {
                --left;
                for (int a = 0; a < b; ++a) {
                    base[rem[b]][rem[a]] = Weight{};
                    m_.set_weight(v, window[rem[a]], Weight{});
                }
                for (int k = bracket_end; k < size; ++k) {
                    base[k][rem[b]] = Weight{};
                    m_.set_weight(v, window[k], Weight{});
                }
            }
            if (!already)
                for (int c = b + 1; c < r; ++c) m_.set_weight(v, window[rem[c]], rw(b, c));
        }
        // Only pairs of a higher member with a lower one remain, at their plain weights.
        for (int a = 0; a < r; ++a) {
            int va = window[rem[a]];
            for (int c = a + 1; c < r; ++c) {
                int vc = window[rem[c]];
                if (not_higher_member(va) || higher_member(vc)) base[rem[c]][rem[a]] = Weight{};
                m_.set_weight(va, vc, base[rem[c]][rem[a]]);
            }
        }
        // Each higher member, in order, meets the highest-ranked partner left (the first transposition).
        for (int a = 0; a < r; ++a) {
            int v = window[rem[a]];
            if (!higher_member(v)) continue;
            std::uint64_t addend = 0;
            for (int c = r - 1; c >= 0; --c) {
                int u = window[rem[c]];
                if (rem[c] <= rem[a] || matched_[u]) continue;
                Weight w = base[rem[c]][rem[a]];
                if (!w.is_zero()) {
                    w.add_at(0, addend);
                    m_.set_weight(v, u, w);
                }
                ++addend;
            }
            m_.solve();
            int u = mate(v);
            matched_[v] = matched_[u] = true;
            if (u != v) m_.lock_pair(v, u);
        }
    }

    void finish(DutchResult& result) {
        result.ok = true;
        std::vector<Board> boards;
        std::vector<int> byes;
        for (int v = 0; v < n_; ++v) {
            if (partner_[v] < 0) {
                byes.push_back(v);
                continue;
            }
            if (partner_[v] < v) continue;
            int u = partner_[v];
            auto [white, rule] = a_gets_white(t_, P(v), P(u));
            Board b;
            b.white = white ? P(v).player : P(u).player;
            b.black = white ? P(u).player : P(v).player;
            b.rule = rule;
            boards.push_back(b);
        }
        // C.04.2: boards by the higher score of the pair, then the lower, then the higher one's number.
        auto facts_of = [&](int player) -> const PlayerFacts& {
            for (const PlayerFacts& p : f_.players)
                if (p.player == player) return p;
            return f_.players.front();
        };
        auto key = [&](const Board& b) {
            const PlayerFacts& w = facts_of(b.white);
            const PlayerFacts& k = facts_of(b.black);
            bool w_higher = w.plain_score != k.plain_score ? w.plain_score > k.plain_score : w.rank < k.rank;
            const PlayerFacts& hi = w_higher ? w : k;
            const PlayerFacts& lo = w_higher ? k : w;
            return std::tuple(-hi.plain_score, -lo.plain_score, hi.rank);
        };
        std::stable_sort(boards.begin(), boards.end(), [&](const Board& a, const Board& b) { return key(a) < key(b); });
        // One player at most is left: the pairing-allocated bye (completion, [C4], guarantees it).
        for (int v : byes) {
            Board b;
            b.white = P(v).player;
            b.black = -1;
            boards.push_back(b);
        }
        result.boards = std::move(boards);
    }
};

}  // namespace

DutchResult pair_dutch(const SwissTournament& tournament, const DutchOptions& options) {
    RoundFacts facts = round_facts(tournament);
    DutchResult result;
    result.facts = facts;
    if (facts.players.empty()) {
        result.ok = true;
        return result;
    }
    if (tournament.first_colour == Colour::None && facts.players.size() > 1) {
        result.problem = L("不知道第一轮第一台的颜色：在文件里加一行 XXC white1 或 XXC black1",
                           "不知道第一輪第一臺的顏色：在文件裡加一行 XXC white1 或 XXC black1",
                           "the colour drawn for round 1 is not known: add a line XXC white1 or XXC black1");
        return result;
    }
    if (facts.players.size() == 1) {
        const PlayerFacts& only = facts.players.front();
        if (!only.bye_eligible) {
            result.problem = L("只有一名棋手要编排，而他不能再轮空（C.04.1 第 4 条）",
                               "只有一名棋手要編排，而他不能再輪空（C.04.1 第 4 條）",
                               "only one player is to be paired, and that player may not have another bye (C.04.1 art. 4)");
            result.stuck.push_back(only.player);
            return result;
        }
        result.ok = true;
        result.bye_score = only.score;
        result.boards.push_back(Board{only.player, -1, ColourRule::InitialColour});
        return result;
    }
    WeightLayout layout(facts);
    int n = static_cast<int>(facts.players.size());
    switch (limbs_needed(layout, n)) {
        case 2: return DutchProcedure<2>(tournament, facts, layout, options).run();
        case 3: return DutchProcedure<3>(tournament, facts, layout, options).run();
        case 4: return DutchProcedure<4>(tournament, facts, layout, options).run();
        case 5: return DutchProcedure<5>(tournament, facts, layout, options).run();
        case 6: return DutchProcedure<6>(tournament, facts, layout, options).run();
        case 8: return DutchProcedure<8>(tournament, facts, layout, options).run();
        case 10: return DutchProcedure<10>(tournament, facts, layout, options).run();
        case 12: return DutchProcedure<12>(tournament, facts, layout, options).run();
        case 16: return DutchProcedure<16>(tournament, facts, layout, options).run();
        case 24: return DutchProcedure<24>(tournament, facts, layout, options).run();
        case 32: return DutchProcedure<32>(tournament, facts, layout, options).run();
        case 48: return DutchProcedure<48>(tournament, facts, layout, options).run();
        case 64: return DutchProcedure<64>(tournament, facts, layout, options).run();
        default:
            result.problem = L("棋手太多，超出编排引擎的范围", "棋手太多，超出編排引擎的範圍",
                               "too many players for the pairing engine");
            return result;
    }
}

}  // namespace arbiter::tournament::swiss
