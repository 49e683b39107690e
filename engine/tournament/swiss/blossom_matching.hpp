// Maximum-weight complete matching on a dense graph, kept up to date as weights change: the
// optimiser under the Dutch system (dutch_pairing.cpp asks it again after every decision).
//
// The algorithm is Edmonds' blossom algorithm in its primal-dual form (Galil, "Efficient
// algorithms for finding maximum matching in graphs", 1986), with the bookkeeping of the
// well-known O(n³) formulation: vertex duals u, blossom duals z, labels S/T, least-slack edges per
// vertex and per blossom. Two things are ours:
//   - it looks for a maximum-weight *complete* matching: every vertex is matched, an odd vertex
//     count getting a dummy vertex joined to all with weight 0 (the dummy's partner is the player
//     without a game). The Dutch weights make every optimum complete (their top field counts the
//     pairs), so this is the same optimum as a plain maximum-weight matching, and a complete matching
//     lets the duals be any sign;
//   - it is incremental. Changing weights only marks a vertex "dirty" when the change breaks the
//     current optimum's proof (an edge now heavier than its duals allow, the vertex's own matched
//     edge changed, or an edge inside its blossom). Before the next solve a dirty vertex is taken out
//     of its blossoms, unmatched, and given the smallest dual that fits its edges; then the search
//     only has to re-match the few free vertices. Locked pairs (finalised by the Dutch procedure)
//     leave the graph for good.
// Duals stay integral: weights are doubled, and every free vertex starts a stage with an even dual,
// so the slack of an edge between two outer vertices is even and halves exactly.
#pragma once

#include <algorithm>
#include <cassert>
#include <utility>
#include <vector>

#include "engine/tournament/swiss/wide_weight.hpp"

namespace arbiter::tournament::swiss {

template <int Limbs>
class BlossomMatching {
public:
    using Weight = Wide<Limbs>;

    // Vertices 0 .. vertex_count − 1, no edges yet.
    explicit BlossomMatching(int vertex_count) : n_(vertex_count) {
        nv_ = n_ % 2 == 1 ? n_ + 1 : n_;
        dummy_ = nv_ != n_ ? n_ : -1;
        w2_.assign(static_cast<std::size_t>(n_) * (n_ > 0 ? n_ - 1 : 0) / 2, Weight{});
        // No real edge yet; the dummy vertex is joined to every real one.
        present_.assign(static_cast<std::size_t>(nv_) * nv_, 0);
        if (dummy_ >= 0)
            for (int v = 0; v < n_; ++v) present_[index(v, dummy_)] = present_[index(dummy_, v)] = 1;
        mate_.assign(nv_, -1);
        dual_.assign(2 * nv_, Weight{});
        inblossom_.resize(nv_);
        for (int v = 0; v < nv_; ++v) inblossom_[v] = v;
        parent_.assign(2 * nv_, -1);
        childs_.assign(2 * nv_, {});
        endps_.assign(2 * nv_, {});
        base_.assign(2 * nv_, -1);
        for (int v = 0; v < nv_; ++v) base_[v] = v;
        for (int b = 2 * nv_ - 1; b >= nv_; --b) unused_.push_back(b);
        label_.assign(2 * nv_, 0);
        root_.assign(2 * nv_, -1);
        labelend_.assign(2 * nv_, Arc{});
        bestedge_.assign(2 * nv_, Arc{});
        bestslack_.assign(2 * nv_, Weight{});
        bestepoch_.assign(2 * nv_, -1);
        bestedges_.assign(2 * nv_, {});
        has_bestedges_.assign(2 * nv_, 0);
        allowed_.assign(static_cast<std::size_t>(nv_) * nv_, 0);
        locked_.assign(nv_, 0);
        dirty_.assign(nv_, 0);
        position_.assign(nv_, -1);
        for (int v = 0; v < nv_; ++v) {
            position_[v] = static_cast<int>(active_.size());
            active_.push_back(v);
        }
        best_to_.assign(2 * nv_, Arc{});
        best_to_slack_.assign(2 * nv_, Weight{});
    }

    int size() const { return n_; }

    // The weight of the edge between two real vertices; zero means they cannot be paired.
    const Weight& weight(int a, int b) const { return w2_real(a, b).first; }

    // Sets the weight of edge {owner, other}. When the change breaks the current optimum's proof,
    // `owner` is re-matched at the next solve(); pass as owner the vertex whose edges are being
    // rewritten, so one dirty vertex covers a whole row of changes.
    void set_weight(int owner, int other, const Weight& w) {
        assert(owner != other && owner < n_ && other < n_);
        Weight& stored = w2_[tri(owner, other)];
        Weight doubled = w.doubled();
        if (stored == doubled) return;
        stored = doubled;
        present_[index(owner, other)] = present_[index(other, owner)] = doubled.is_zero() ? 0 : 1;
        if (!solved_once_ || locked_[owner] || locked_[other]) return;
        bool matched = mate_[owner] == other;
        bool same_blossom = inblossom_[owner] == inblossom_[other] && inblossom_[owner] >= nv_;
        bool infeasible = !doubled.is_zero() && (dual_[owner] + dual_[other]) < doubled;
        if (matched || same_blossom || infeasible) mark_dirty(owner);
    }

    // The pair {a, b} is final: both leave the graph. Usually they were matched to each other in
    // the last solve; when not, their partners are re-matched at the next solve.
    void lock_pair(int a, int b) { pending_locks_.push_back({a, b}); }

    // Finds a maximum-weight complete matching (all vertices matched, but one when the count is
    // odd) for the current weights. False when the graph has none.
    bool solve() {
        if (solved_once_) return repair();
        initialise_duals();
        solved_once_ = true;
        return match_and_search();
    }

    // The partner of v in the last solve, or v itself for the vertex left without one.
    int mate(int v) const {
        int m = mate_[v];
        return m < 0 || m == dummy_ ? v : m;
    }

    // Checks the optimality proof of the current matching (tests): every present edge has a
    // non-negative slack, matched edges a zero slack, blossom duals are non-negative, and every
    // active vertex is matched. Linear in the number of edges times the blossom depth.
    bool proof_holds() const {
        for (int b = nv_; b < 2 * nv_; ++b)
            if (base_[b] >= 0 && dual_[b].negative()) return false;
        for (int i : active_) {
            if (mate_[i] < 0) return false;
            for (int j : active_) {
                if (j <= i || !present(i, j)) continue;
                Weight s = dual_[i] + dual_[j] - w2(i, j);
                for (int b : common_blossoms(i, j)) s += dual_[b].doubled();
                if (s.negative()) return false;
                if (mate_[i] == j && !s.is_zero()) return false;
            }
        }
        return true;
    }

private:
    struct Arc {
        int from = -1;
        int to = -1;
        bool none() const { return from < 0; }
        Arc reversed() const { return {to, from}; }
    };
    enum : int { kFree = 0, kOuter = 1, kInner = 2, kBreadcrumb = 4 };

    int n_ = 0, nv_ = 0, dummy_ = -1;
    bool solved_once_ = false;
    std::vector<Weight> w2_;  // doubled weights of the real edges, triangle indexed by tri()
    // Whether an edge is there (a real edge of non-zero weight, or one to the dummy), by index():
    // the searches ask it of every pair, and a byte is read faster than a wide weight is tested.
    std::vector<char> present_;
    Weight zero_{};
    std::vector<int> mate_;
    std::vector<Weight> dual_;  // vertices 0..nv−1, blossoms nv..2nv−1
    std::vector<int> inblossom_, parent_, base_;
    std::vector<std::vector<int>> childs_;
    std::vector<std::vector<Arc>> endps_;
    std::vector<int> unused_;
    std::vector<int> label_;
    std::vector<int> root_;  // the free vertex at the root of a labelled blossom's tree
    std::vector<Arc> labelend_, bestedge_;
    // The slack of bestedge_, cached until the duals next change (epoch_ counts the changes).
    std::vector<Weight> bestslack_;
    std::vector<long> bestepoch_;
    long epoch_ = 0;
    std::vector<std::vector<Arc>> bestedges_;
    std::vector<char> has_bestedges_;
    std::vector<char> allowed_;
    std::vector<std::size_t> allowed_set_;
    std::vector<int> queue_;
    std::vector<char> locked_, dirty_;
    std::vector<int> dirty_list_;
    std::vector<std::pair<int, int>> pending_locks_;
    std::vector<int> active_, position_;
    std::vector<Arc> best_to_;
    std::vector<Weight> best_to_slack_;  // the slack of best_to_, while a blossom is being made
    std::vector<int> best_to_touched_;

    static std::size_t tri(int a, int b) {
        if (a > b) std::swap(a, b);
        return static_cast<std::size_t>(b) * (b - 1) / 2 + a;
    }
    std::size_t index(int a, int b) const { return static_cast<std::size_t>(a) * nv_ + b; }
    std::pair<const Weight&, bool> w2_real(int a, int b) const {
        if (a == dummy_ || b == dummy_) return {zero_, true};
        return {w2_[tri(a, b)], false};
    }
    const Weight& w2(int a, int b) const { return w2_real(a, b).first; }
    bool present(int a, int b) const { return present_[index(a, b)] != 0; }
    [[gnu::always_inline]] Weight slack(int a, int b) const {
        Weight s = dual_[a];
        s += dual_[b];
        if (a != dummy_ && b != dummy_) s -= w2_[tri(a, b)];
        return s;
    }
    Weight slack(const Arc& e) const { return slack(e.from, e.to); }
    bool is_allowed(int a, int b) const { return allowed_[static_cast<std::size_t>(a) * nv_ + b] != 0; }
    void allow(int a, int b) {
        for (auto [x, y] : {std::pair{a, b}, std::pair{b, a}}) {
            std::size_t k = static_cast<std::size_t>(x) * nv_ + y;
            if (!allowed_[k]) {
                allowed_[k] = 1;
                allowed_set_.push_back(k);
            }
        }
    }

    void mark_dirty(int v) {
        if (!dirty_[v]) {
            dirty_[v] = 1;
            dirty_list_.push_back(v);
        }
    }

    std::vector<int> common_blossoms(int i, int j) const {
        std::vector<int> up_i, result;
        for (int b = parent_[i]; b >= 0; b = parent_[b]) up_i.push_back(b);
        for (int b = parent_[j]; b >= 0; b = parent_[b])
            if (std::find(up_i.begin(), up_i.end(), b) != up_i.end()) result.push_back(b);
        return result;
    }

    template <class F>
    void for_leaves(int b, F&& f) const {
        if (b < nv_) {
            f(b);
            return;
        }
        std::vector<int> stack{b};
        while (!stack.empty()) {
            int x = stack.back();
            stack.pop_back();
            if (x < nv_) {
                f(x);
                continue;
            }
            for (auto it = childs_[x].rbegin(); it != childs_[x].rend(); ++it) stack.push_back(*it);
        }
    }
    std::vector<int> leaves(int b) const {
        std::vector<int> out;
        for_leaves(b, [&](int v) { out.push_back(v); });
        return out;
    }

    void deactivate(int v) {
        int p = position_[v];
        int last = active_.back();
        active_[p] = last;
        position_[last] = p;
        active_.pop_back();
        position_[v] = -1;
    }

    // ---- duals at the first solve: each vertex half its heaviest edge, rounded up to even.
    void initialise_duals() {
        for (int v : active_) {
            Weight best{};
            for (int w : active_)
                if (w != v && present(v, w) && best < w2(v, w)) best = w2(v, w);
            Weight half = best.halved();
            if (half + half < best) half += Weight::of(1);  // round up
            if (half.odd()) half += Weight::of(1);
            dual_[v] = half;
        }
    }

    // ---- incremental repair between solves -------------------------------------------------

    // Takes top-level blossom b apart: its dual goes to its vertices (the slack of edges inside is
    // unchanged, edges leaving it gain z). If z > 0 its base's matched edge leaves tightness, so the
    // base and its partner are unmatched and returned.
    std::vector<int> dissolve(int b) {
        std::vector<int> freed;
        Weight z = dual_[b];
        for_leaves(b, [&](int v) { dual_[v] += z; });
        int base = base_[b];
        if (!z.is_zero() && mate_[base] >= 0) {
            int m = mate_[base];
            mate_[base] = mate_[m] = -1;
            freed.push_back(base);
            freed.push_back(m);
        }
        for (int c : childs_[b]) {
            parent_[c] = -1;
            for_leaves(c, [&](int v) { inblossom_[v] = c; });
        }
        release(b);
        return freed;
    }
    void release(int b) {
        childs_[b].clear();
        endps_[b].clear();
        base_[b] = -1;
        dual_[b] = Weight{};
        label_[b] = kFree;
        labelend_[b] = Arc{};
        bestedge_[b] = Arc{};
        bestedges_[b].clear();
        has_bestedges_[b] = 0;
        unused_.push_back(b);
    }
    void dissolve_around(int v, std::vector<int>& freed) {
        while (inblossom_[v] != v) {
            auto f = dissolve(inblossom_[v]);
            freed.insert(freed.end(), f.begin(), f.end());
        }
    }
    // A free vertex's top-level blossom gets an even dual at its vertices (they all share one
    // parity: the blossom's edges are tight), by raising, which only adds slack.
    void make_even(int x) {
        while (dual_[x].odd()) {
            int b = inblossom_[x];
            if (b == x) {
                dual_[x] += Weight::of(1);
                return;
            }
            if (!dual_[b].is_zero()) {
                for_leaves(b, [&](int v) { dual_[v] += Weight::of(1); });
                dual_[b] -= Weight::of(1);
                return;
            }
            dissolve(b);  // z = 0: nothing unmatched
        }
    }

    void apply_locks(std::vector<int>& freed) {
        for (auto [a, b] : pending_locks_) {
            dissolve_around(a, freed);
            dissolve_around(b, freed);
            if (mate_[a] >= 0 && mate_[a] != b) {
                mate_[mate_[a]] = -1;
                freed.push_back(mate_[a]);
            }
            if (mate_[b] >= 0 && mate_[b] != a) {
                mate_[mate_[b]] = -1;
                freed.push_back(mate_[b]);
            }
            mate_[a] = b;
            mate_[b] = a;
            locked_[a] = locked_[b] = 1;
            deactivate(a);
            deactivate(b);
        }
        pending_locks_.clear();
    }

    // Restores the proof around a vertex whose edges changed: out of its blossoms, the smallest dual
    // that fits all its edges, and unmatched unless its matched edge is the one that binds.
    void reset(int v, std::vector<int>& freed) {
        dissolve_around(v, freed);
        bool any = false;
        Weight best{};
        for (int w : active_) {
            if (w == v || !present(v, w)) continue;
            Weight need = w2(v, w) - dual_[w];
            if (!any || best < need) best = need;
            any = true;
        }
        int m = mate_[v];
        if (m >= 0 && present(v, m) && w2(v, m) - dual_[m] == best) {
            dual_[v] = best;  // the usual case when a change favours the present partner
            return;
        }
        if (m >= 0) {
            freed.push_back(m);
            mate_[m] = -1;
            mate_[v] = -1;
        }
        if (best.odd()) best += Weight::of(1);
        dual_[v] = best;
    }

    // Every free vertex starts a stage with an even dual (see the file comment).
    void even_out(std::vector<int>& freed) {
        for (int x : freed)
            if (!locked_[x] && mate_[x] < 0) make_even(x);
        freed.clear();
    }

    // Re-matches after the changes since the last solve: the changed vertices are repaired
    // together, then searched from together (a search with many roots finds short augmenting paths;
    // repairing and searching one vertex at a time measured three times the work).
    bool repair() {
        std::vector<int> freed;
        apply_locks(freed);
        for (int v : dirty_list_) {
            dirty_[v] = 0;
            if (!locked_[v]) reset(v, freed);
        }
        dirty_list_.clear();
        even_out(freed);
        return match_and_search();
    }

    bool match_and_search() {
        if (!any_free()) return true;
        match_tight_free_pairs();
        return run_stages();
    }

    // Two free vertices joined by a tight edge are matched at once: each such pair saves a whole
    // search stage (after a window's weights change, most re-matched pairs are of this kind).
    void match_tight_free_pairs() {
        for (int v : active_) {
            if (mate_[v] >= 0 || inblossom_[v] != v) continue;
            for (int w : active_) {
                if (w == v || mate_[w] >= 0 || inblossom_[w] != w || !present(v, w)) continue;
                if (slack(v, w).is_zero()) {
                    mate_[v] = w;
                    mate_[w] = v;
                    break;
                }
            }
        }
    }

    const Weight& best_slack(int x) {
        if (bestepoch_[x] != epoch_) {
            bestslack_[x] = slack(bestedge_[x]);
            bestepoch_[x] = epoch_;
        }
        return bestslack_[x];
    }
    void set_best(int x, Arc e, const Weight& s) {
        bestedge_[x] = e;
        bestslack_[x] = s;
        bestepoch_[x] = epoch_;
    }

    // ---- the primal-dual search ---------------------------------------------------------------

    void assign_label(int w, int t, Arc p, int root) {
        int b = inblossom_[w];
        label_[w] = label_[b] = t;
        labelend_[w] = labelend_[b] = p;
        bestedge_[w] = bestedge_[b] = Arc{};
        root_[w] = root_[b] = root;
        if (t == kOuter) {
            for_leaves(b, [&](int v) { queue_.push_back(v); });
        } else {
            int base = base_[b];
            int m = mate_[base];
            assign_label(m, kOuter, Arc{m, base}, root);
        }
    }

    // Walks up from v and w alternately; returns the base of the new blossom, or −1 when the two
    // trees differ (an augmenting path).
    int scan_blossom(int v, int w) {
        std::vector<int> path;
        int base = -1;
        while (v != -1 || w != -1) {
            int b = inblossom_[v];
            if (label_[b] & kBreadcrumb) {
                base = base_[b];
                break;
            }
            path.push_back(b);
            label_[b] = kOuter | kBreadcrumb;
            if (labelend_[b].none()) {
                v = -1;
            } else {
                v = labelend_[b].to;
                b = inblossom_[v];
                v = labelend_[b].to;
            }
            if (w != -1) std::swap(v, w);
        }
        for (int b : path) label_[b] = kOuter;
        return base;
    }

    void add_blossom(int base, int v0, int w0) {
        int v = v0, w = w0;
        int bb = inblossom_[base], bv = inblossom_[v], bw = inblossom_[w];
        int b = unused_.back();
        unused_.pop_back();
        base_[b] = base;
        parent_[b] = -1;
        parent_[bb] = b;
        std::vector<int>& path = childs_[b];
        std::vector<Arc>& endps = endps_[b];
        path.clear();
        endps.clear();
        while (bv != bb) {
            parent_[bv] = b;
            path.push_back(bv);
            endps.push_back(labelend_[bv]);
            v = labelend_[bv].to;
            bv = inblossom_[v];
        }
        path.push_back(bb);
        std::reverse(path.begin(), path.end());
        std::reverse(endps.begin(), endps.end());
        endps.push_back(Arc{w0, v0});
        while (bw != bb) {
            parent_[bw] = b;
            path.push_back(bw);
            endps.push_back(labelend_[bw].reversed());
            w = labelend_[bw].to;
            bw = inblossom_[w];
        }
        label_[b] = kOuter;
        labelend_[b] = labelend_[bb];
        root_[b] = root_[bb];
        dual_[b] = Weight{};
        for_leaves(b, [&](int x) {
            if (label_[inblossom_[x]] == kInner) queue_.push_back(x);
            inblossom_[x] = b;
        });
        // Least-slack edges from the new blossom to each other outer blossom.
        best_to_touched_.clear();
        auto consider = [&](Arc e) {
            if (inblossom_[e.to] == b) e = e.reversed();
            int bj = inblossom_[e.to];
            if (bj == b || label_[bj] != kOuter) return;
            Weight se = slack(e);
            if (best_to_[bj].none()) {
                best_to_[bj] = e;
                best_to_slack_[bj] = se;
                best_to_touched_.push_back(bj);
            } else if (se < best_to_slack_[bj]) {
                best_to_[bj] = e;
                best_to_slack_[bj] = se;
            }
        };
        for (int sub : path) {
            if (!has_bestedges_[sub]) {
                for_leaves(sub, [&](int x) {
                    for (int y : active_)
                        if (y != x && present(x, y)) consider(Arc{x, y});
                });
            } else {
                for (const Arc& e : bestedges_[sub]) consider(e);
            }
            bestedges_[sub].clear();
            has_bestedges_[sub] = 0;
            bestedge_[sub] = Arc{};
        }
        bestedges_[b].clear();
        for (int bj : best_to_touched_) {
            bestedges_[b].push_back(best_to_[bj]);
            best_to_[bj] = Arc{};
        }
        has_bestedges_[b] = 1;
        bestedge_[b] = Arc{};
        for (const Arc& e : bestedges_[b]) {
            Weight se = slack(e);
            if (bestedge_[b].none() || se < best_slack(b)) set_best(b, e, se);
        }
    }

    static int wrap(int j, int len) { return ((j % len) + len) % len; }

    // The way round a blossom's cycle from the child at index `from` to its base over an even
    // number of edges: forwards from an odd index (the index made negative, counting up to 0),
    // backwards from an even one. `endptrick` says which end of each cycle edge faces the walk.
    struct EvenWay {
        int j;
        int jstep;
        int endptrick;
    };
    static EvenWay even_way(int from, int len) { return (from & 1) ? EvenWay{from - len, 1, 0} : EvenWay{from, -1, 1}; }

    void expand_blossom(int b, bool endstage) {
        for (int s : childs_[b]) {
            parent_[s] = -1;
            if (s < nv_) {
                inblossom_[s] = s;
            } else if (endstage && dual_[s].is_zero()) {
                expand_blossom(s, endstage);
            } else {
                for_leaves(s, [&](int v) { inblossom_[v] = s; });
            }
        }
        if (!endstage && label_[b] == kInner) {
            const std::vector<int>& ch = childs_[b];
            const std::vector<Arc>& ep = endps_[b];
            int len = static_cast<int>(ch.size());
            int entrychild = inblossom_[labelend_[b].from];
            const int entry = static_cast<int>(std::find(ch.begin(), ch.end(), entrychild) - ch.begin());
            const EvenWay way = even_way(entry, len);
            int j = way.j;
            const int jstep = way.jstep, endptrick = way.endptrick;
            auto trick = [&](const Arc& e) { return endptrick ? e.reversed() : e; };
            Arc p = labelend_[b];
            while (j != 0) {
                label_[p.from] = kFree;
                Arc e = ep[wrap(j - endptrick, len)];
                label_[endptrick ? e.to : e.from] = kFree;
                assign_label(p.from, kInner, p, root_[b]);
                allow(e.from, e.to);
                j += jstep;
                p = trick(ep[wrap(j - endptrick, len)]);
                allow(p.from, p.to);
                j += jstep;
            }
            int bv = ch[wrap(j, len)];
            label_[p.from] = label_[bv] = kInner;
            labelend_[p.from] = labelend_[bv] = p;
            root_[p.from] = root_[bv] = root_[b];
            bestedge_[bv] = Arc{};
            j += jstep;
            while (ch[wrap(j, len)] != entrychild) {
                bv = ch[wrap(j, len)];
                if (label_[bv] == kOuter) {
                    j += jstep;
                    continue;
                }
                int found = -1;
                for_leaves(bv, [&](int v) {
                    if (found < 0 && label_[v] != kFree) found = v;
                });
                if (found >= 0) {
                    label_[found] = kFree;
                    label_[mate_[base_[bv]]] = kFree;
                    // Reached from outside through its own tight edge: it joins that outer
                    // vertex's tree, which need not be this blossom's.
                    assign_label(found, kInner, labelend_[found], root_[inblossom_[labelend_[found].to]]);
                }
                j += jstep;
            }
        }
        release(b);
        parent_[b] = -1;
    }

    void augment_blossom(int b, int v) {
        int t = v;
        while (parent_[t] != b) t = parent_[t];
        if (t >= nv_) augment_blossom(t, v);
        std::vector<int>& ch = childs_[b];
        std::vector<Arc>& ep = endps_[b];
        int len = static_cast<int>(ch.size());
        int i = static_cast<int>(std::find(ch.begin(), ch.end(), t) - ch.begin());
        const EvenWay way = even_way(i, len);
        int j = way.j;
        const int jstep = way.jstep, endptrick = way.endptrick;
        while (j != 0) {
            j += jstep;
            t = ch[wrap(j, len)];
            Arc e = ep[wrap(j - endptrick, len)];
            Arc p = endptrick ? e.reversed() : e;
            if (t >= nv_) augment_blossom(t, p.to);
            j += jstep;
            t = ch[wrap(j, len)];
            if (t >= nv_) augment_blossom(t, p.from);
            mate_[p.to] = p.from;
            mate_[p.from] = p.to;
        }
        std::rotate(ch.begin(), ch.begin() + i, ch.end());
        std::rotate(ep.begin(), ep.begin() + i, ep.end());
        base_[b] = base_[ch[0]];
        assert(base_[b] == v);
    }

    void augment_matching(int v, int w) {
        for (auto [s, partner] : {std::pair{v, w}, std::pair{w, v}}) {
            while (true) {
                int bs = inblossom_[s];
                if (bs >= nv_) augment_blossom(bs, s);
                mate_[s] = partner;
                if (labelend_[bs].none()) break;
                int t = labelend_[bs].to;
                int bt = inblossom_[t];
                Arc le = labelend_[bt];
                s = le.to;
                int j = le.from;
                if (bt >= nv_) augment_blossom(bt, j);
                mate_[j] = s;
                partner = j;
            }
        }
    }

    bool any_free() const {
        for (int v : active_)
            if (mate_[v] < 0) return true;
        return false;
    }

    void start_stage() {
        ++epoch_;
        for (int v = 0; v < nv_; ++v) {
            label_[v] = kFree;
            bestedge_[v] = Arc{};
        }
        for (int b = nv_; b < 2 * nv_; ++b) {
            label_[b] = kFree;
            bestedge_[b] = Arc{};
            bestedges_[b].clear();
            has_bestedges_[b] = 0;
        }
        for (std::size_t k : allowed_set_) allowed_[k] = 0;
        allowed_set_.clear();
        queue_.clear();
        for (int v : active_)
            if (mate_[v] < 0 && label_[inblossom_[v]] == kFree) assign_label(v, kOuter, Arc{}, v);
    }

    // One stage: grows alternating trees from the free vertices until an augmenting path is found
    // (true), or no dual change can make one (false: no complete matching).
    // A tight edge from outer vertex v (scanning) to w: grow the tree, form a blossom, or augment.
    // Returns true when it augmented.
    bool follow_tight(int v, int w) {
        int bw = inblossom_[w];
        if (label_[bw] == kFree) {
            assign_label(w, kInner, Arc{w, v}, root_[inblossom_[v]]);
        } else if (label_[bw] == kOuter) {
            int base = scan_blossom(v, w);
            if (base < 0) {
                int r1 = root_[inblossom_[v]], r2 = root_[bw];
                augment_matching(v, w);
                release_trees(r1, r2);
                return true;
            }
            add_blossom(base, v, w);
        } else if (label_[w] == kFree) {
            label_[w] = kInner;
            labelend_[w] = Arc{w, v};
        }
        return false;
    }

    // After an augmentation the two trees it joined are matched anew: their vertices become
    // unlabelled, and the other trees carry on in the same stage instead of being grown again
    // from their roots (with many free vertices, regrowing every tree after each augmentation
    // was most of the work). Each released vertex learns its least-slack edge to the outer
    // vertices that remain, and joins a tree at once where that edge is tight.
    void release_trees(int r1, int r2) {
        std::vector<int> released;
        for (int v : active_) {
            int top = inblossom_[v];
            if (label_[top] != kFree && (root_[top] == r1 || root_[top] == r2)) released.push_back(v);
        }
        for (int v : released) {
            int top = inblossom_[v];
            clear_labels(top);
            // An edge found tight while v was labelled need not stay tight now that v's dual stops
            // moving with its old tree's.
            for (int y = 0; y < nv_; ++y) {
                allowed_[static_cast<std::size_t>(v) * nv_ + y] = 0;
                allowed_[static_cast<std::size_t>(y) * nv_ + v] = 0;
            }
        }
        // A vertex inside another tree's inner blossom may have been reached, on its own, from an
        // outer vertex now released: that reach no longer holds, so it is looked at afresh.
        std::vector<char> gone(nv_, 0);
        for (int v : released) gone[v] = 1;
        for (int v : active_) {
            if (gone[v] || inblossom_[v] == v || label_[v] != kInner) continue;
            if (!labelend_[v].none() && gone[labelend_[v].to]) {
                label_[v] = kFree;
                labelend_[v] = Arc{};
                bestedge_[v] = Arc{};
                released.push_back(v);
            }
        }
        for (int x : released) {
            // Even inside an inner blossom a vertex keeps its own least-slack edge, for when the
            // blossom is opened (as scanning does for such vertices).
            int top = inblossom_[x];
            if (label_[top] == kOuter) continue;
            Arc best;
            Weight best_s;
            int tight_to = -1;
            for (int y : active_) {
                if (y == x || !present(x, y) || label_[inblossom_[y]] != kOuter || inblossom_[y] == top) continue;
                Weight sl = slack(x, y);
                if (sl <= Weight{}) {
                    tight_to = y;
                    break;
                }
                if (best.none() || sl < best_s) {
                    best = Arc{x, y};
                    best_s = sl;
                }
            }
            if (tight_to >= 0) {
                allow(x, tight_to);
                follow_tight(tight_to, x);
            } else if (!best.none()) {
                set_best(x, best, best_s);
            }
        }
    }
    void clear_labels(int b) {
        if (b >= nv_) {
            bestedges_[b].clear();
            has_bestedges_[b] = 0;
            for (int c : childs_[b]) clear_labels(c);
        }
        label_[b] = kFree;
        labelend_[b] = Arc{};
        bestedge_[b] = Arc{};
        root_[b] = -1;
    }

    // The least-slack edge from unlabelled vertex x, or from outer blossom b, to the outer
    // vertices, computed afresh when the one remembered led into a released tree.
    void refresh_free_best(int x) {
        bestedge_[x] = Arc{};
        for (int y : active_) {
            if (y == x || !present(x, y) || label_[inblossom_[y]] != kOuter) continue;
            Weight sl = slack(x, y);
            if (bestedge_[x].none() || sl < best_slack(x)) set_best(x, Arc{x, y}, sl);
        }
    }
    void refresh_outer_best(int b) {
        bestedge_[b] = Arc{};
        has_bestedges_[b] = 0;
        bestedges_[b].clear();
        for_leaves(b, [&](int x) {
            for (int y : active_) {
                if (y == x || !present(x, y) || label_[inblossom_[y]] != kOuter || inblossom_[y] == b) continue;
                Weight sl = slack(x, y);
                if (bestedge_[b].none() || sl < best_slack(b)) set_best(b, Arc{x, y}, sl);
            }
        });
    }

    // One stage: grows alternating trees from the free vertices and augments wherever it can,
    // changing the duals when no tight edge is left; true once every vertex is matched, false when
    // no dual change can make an augmenting path (no complete matching).
    bool stage() {
        start_stage();
        bool augmented = false;
        while (true) {
            while (!queue_.empty()) {
                int v = queue_.back();
                queue_.pop_back();
                if (label_[inblossom_[v]] != kOuter) continue;  // its tree was augmented
                for (int w : active_) {
                    if (w == v || !present(v, w)) continue;
                    if (inblossom_[v] == inblossom_[w]) continue;
                    Weight kslack;
                    bool allowed = is_allowed(v, w);
                    if (!allowed) {
                        kslack = slack(v, w);
                        if (kslack <= Weight{}) {  // tight (never negative while the duals are feasible)
                            allow(v, w);
                            allowed = true;
                        }
                    }
                    if (allowed) {
                        if (follow_tight(v, w)) {
                            augmented = true;
                            if (!any_free()) return true;
                            break;
                        }
                    } else if (label_[inblossom_[w]] == kOuter) {
                        int b = inblossom_[v];
                        if (bestedge_[b].none() || kslack < best_slack(b)) set_best(b, Arc{v, w}, kslack);
                    } else if (label_[w] == kFree) {
                        if (bestedge_[w].none() || kslack < best_slack(w)) set_best(w, Arc{w, v}, kslack);
                    }
                    if (label_[inblossom_[v]] != kOuter) break;
                }
            }
            // No tight edge left to follow: change the duals by the largest amount that keeps them
            // feasible, which makes an edge tight or lets an inner blossom open.
            int deltatype = -1;
            Weight delta;
            Arc deltaedge;
            int deltablossom = -1;
            for (int v : active_) {
                if (label_[inblossom_[v]] == kFree && !bestedge_[v].none() &&
                    label_[inblossom_[bestedge_[v].to]] != kOuter)
                    refresh_free_best(v);
                if (label_[inblossom_[v]] == kFree && !bestedge_[v].none()) {
                    Weight d = best_slack(v);
                    if (deltatype == -1 || d < delta) {
                        delta = d;
                        deltatype = 2;
                        deltaedge = bestedge_[v];
                    }
                }
            }
            auto consider_outer = [&](int b) {
                if (parent_[b] == -1 && label_[b] == kOuter && !bestedge_[b].none()) {
                    int far = inblossom_[bestedge_[b].to];
                    if (label_[far] != kOuter || far == b) refresh_outer_best(b);
                }
                if (parent_[b] == -1 && label_[b] == kOuter && !bestedge_[b].none()) {
                    Weight d = best_slack(b).halved();
                    if (deltatype == -1 || d < delta) {
                        delta = d;
                        deltatype = 3;
                        deltaedge = bestedge_[b];
                    }
                }
            };
            for (int v : active_)
                if (inblossom_[v] == v) consider_outer(v);
            for (int b = nv_; b < 2 * nv_; ++b)
                if (base_[b] >= 0) consider_outer(b);
            for (int b = nv_; b < 2 * nv_; ++b) {
                if (base_[b] >= 0 && parent_[b] == -1 && label_[b] == kInner &&
                    (deltatype == -1 || dual_[b] < delta)) {
                    delta = dual_[b];
                    deltatype = 4;
                    deltablossom = b;
                }
            }
            if (deltatype == -1) return augmented;
            ++epoch_;
            for (int v : active_) {
                int l = label_[inblossom_[v]];
                if (l == kOuter) dual_[v] -= delta;
                else if (l == kInner) dual_[v] += delta;
            }
            for (int b = nv_; b < 2 * nv_; ++b) {
                if (base_[b] >= 0 && parent_[b] == -1) {
                    if (label_[b] == kOuter) dual_[b] += delta;
                    else if (label_[b] == kInner) dual_[b] -= delta;
                }
            }
            if (deltatype == 2) {
                allow(deltaedge.from, deltaedge.to);
                int i = deltaedge.from;
                if (label_[inblossom_[i]] == kFree) i = deltaedge.to;
                queue_.push_back(i);
            } else if (deltatype == 3) {
                allow(deltaedge.from, deltaedge.to);
                queue_.push_back(deltaedge.from);
            } else {
                expand_blossom(deltablossom, false);
            }
        }
    }

    bool run_stages() {
        while (any_free()) {
            if (!stage()) return false;
            for (int b = nv_; b < 2 * nv_; ++b)
                if (parent_[b] == -1 && base_[b] >= 0 && label_[b] == kOuter && dual_[b].is_zero())
                    expand_blossom(b, true);
        }
        return true;
    }
};

}  // namespace arbiter::tournament::swiss
