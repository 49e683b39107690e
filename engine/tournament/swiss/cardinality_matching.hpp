// A largest matching of an unweighted graph (Edmonds' blossom algorithm, breadth-first, O(V³)):
// when no complete pairing exists, it shows which players are left over.
#pragma once

#include <vector>

namespace arbiter::tournament::swiss {

// adjacency[v]: the neighbours of v. Returns each vertex's partner, or −1.
std::vector<int> maximum_cardinality_matching(const std::vector<std::vector<int>>& adjacency);

}  // namespace arbiter::tournament::swiss
