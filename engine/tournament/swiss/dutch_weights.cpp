#include "engine/tournament/swiss/dutch_weights.hpp"

#include <algorithm>

namespace arbiter::tournament::swiss {

namespace {
int bits_for(int value) {
    int bits = 0;
    while (value > 0) {
        ++bits;
        value >>= 1;
    }
    return bits;
}
}  // namespace

WeightLayout::WeightLayout(const RoundFacts& facts) {
    rounds_played = facts.round - 1;
    // Scoregroup sizes, from the lowest score up: each group's slot in a score field is as wide
    // as its size needs, so a count of pairs per score never spills into the next slot.
    std::map<int, int> sizes;
    for (const PlayerFacts& p : facts.players) ++sizes[p.score];
    int largest = 0;
    groups_bits = 0;
    for (auto& [score, size] : sizes) {
        group_shift[score] = groups_bits;
        groups_bits += bits_for(size);
        largest = std::max(largest, size);
    }
    group_bits = std::max(1, bits_for(largest));
    groups_bits = std::max(1, groups_bits);

    int at = 0;
    reserve = at;
    at += 3 * group_bits + 1;
    if (rounds_played >= 2) {
        up_score_2 = at;
        at += groups_bits;
        down_score_2 = at;
        at += groups_bits;
    }
    if (rounds_played >= 1) {
        up_score_1 = at;
        at += groups_bits;
        down_score_1 = at;
        at += groups_bits;
    }
    if (rounds_played >= 2) {
        up_2 = at;
        at += group_bits;
        down_2 = at;
        at += group_bits;
    }
    if (rounds_played >= 1) {
        up_1 = at;
        at += group_bits;
        down_1 = at;
        at += group_bits;
    }
    colour_strong = at;
    at += group_bits;
    colour_preference = at;
    at += group_bits;
    colour_three = at;
    at += group_bits;
    colour_difference = at;
    at += group_bits;
    bye_unplayed = at;
    at += 2 * group_bits;
    next_scores = at;
    at += groups_bits;
    next_pairs = at;
    at += group_bits;
    scores = at;
    at += groups_bits;
    pairs = at;
    at += group_bits;
    completion = at;
    at += 2;
    total_bits = at;
}

int limbs_needed(const WeightLayout& layout, int players) {
    int bits = layout.total_bits + bits_for(std::max(players, 1)) + 6;
    int limbs = (bits + 63) / 64;
    // The widths the engine is compiled for (each is a copy of the procedure): exact up to 6, then
    // steps of about a quarter.
    for (int width : {2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 32, 48, 64})
        if (width >= limbs) return width;
    return 0;
}

}  // namespace arbiter::tournament::swiss
