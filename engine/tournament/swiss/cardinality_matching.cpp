#include "engine/tournament/swiss/cardinality_matching.hpp"

#include <queue>

namespace arbiter::tournament::swiss {

namespace {

class Edmonds {
public:
    explicit Edmonds(const std::vector<std::vector<int>>& g)
        : g_(g), n_(static_cast<int>(g.size())), match_(n_, -1), parent_(n_), base_(n_), used_(n_), blossom_(n_) {}

    std::vector<int> run() {
        // A greedy start, then one augmenting path per free vertex.
        for (int v = 0; v < n_; ++v)
            if (match_[v] < 0)
                for (int u : g_[v])
                    if (match_[u] < 0) {
                        match_[u] = v;
                        match_[v] = u;
                        break;
                    }
        for (int v = 0; v < n_; ++v) {
            if (match_[v] >= 0) continue;
            int end = find_path(v);
            while (end >= 0) {
                int pv = parent_[end], ppv = match_[pv];
                match_[end] = pv;
                match_[pv] = end;
                end = ppv;
            }
        }
        return match_;
    }

private:
    const std::vector<std::vector<int>>& g_;
    int n_;
    std::vector<int> match_, parent_, base_;
    std::vector<char> used_, blossom_;

    int lca(int a, int b) {
        std::vector<char> seen(n_, 0);
        while (true) {
            a = base_[a];
            seen[a] = 1;
            if (match_[a] < 0) break;
            a = parent_[match_[a]];
        }
        while (true) {
            b = base_[b];
            if (seen[b]) return b;
            b = parent_[match_[b]];
        }
    }

    void mark_path(int v, int b, int child) {
        while (base_[v] != b) {
            blossom_[base_[v]] = blossom_[base_[match_[v]]] = 1;
            parent_[v] = child;
            child = match_[v];
            v = parent_[match_[v]];
        }
    }

    int find_path(int root) {
        std::fill(used_.begin(), used_.end(), 0);
        std::fill(parent_.begin(), parent_.end(), -1);
        for (int i = 0; i < n_; ++i) base_[i] = i;
        used_[root] = 1;
        std::queue<int> q;
        q.push(root);
        while (!q.empty()) {
            int v = q.front();
            q.pop();
            for (int to : g_[v]) {
                if (base_[v] == base_[to] || match_[v] == to) continue;
                if (to == root || (match_[to] >= 0 && parent_[match_[to]] >= 0)) {
                    int b = lca(v, to);
                    std::fill(blossom_.begin(), blossom_.end(), 0);
                    mark_path(v, b, to);
                    mark_path(to, b, v);
                    for (int i = 0; i < n_; ++i)
                        if (blossom_[base_[i]]) {
                            base_[i] = b;
                            if (!used_[i]) {
                                used_[i] = 1;
                                q.push(i);
                            }
                        }
                } else if (parent_[to] < 0) {
                    parent_[to] = v;
                    if (match_[to] < 0) return to;
                    used_[match_[to]] = 1;
                    q.push(match_[to]);
                }
            }
        }
        return -1;
    }
};

}  // namespace

std::vector<int> maximum_cardinality_matching(const std::vector<std::vector<int>>& adjacency) {
    return Edmonds(adjacency).run();
}

}  // namespace arbiter::tournament::swiss
