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

    // The fields from the lowest bit up, each where the one below it ends.
    int at = 0;
    const auto place = [&at](int& field, int width) {
        field = at;
        at += width;
    };
    place(reserve, 3 * group_bits + 1);
    if (rounds_played >= 2) {
        place(up_score_2, groups_bits);
        place(down_score_2, groups_bits);
    }
    if (rounds_played >= 1) {
        place(up_score_1, groups_bits);
        place(down_score_1, groups_bits);
    }
    if (rounds_played >= 2) {
        place(up_2, group_bits);
        place(down_2, group_bits);
    }
    if (rounds_played >= 1) {
        place(up_1, group_bits);
        place(down_1, group_bits);
    }
    place(colour_strong, group_bits);
    place(colour_preference, group_bits);
    place(colour_three, group_bits);
    place(colour_difference, group_bits);
    place(bye_unplayed, 2 * group_bits);
    place(next_scores, groups_bits);
    place(next_pairs, group_bits);
    place(scores, groups_bits);
    place(pairs, group_bits);
    place(completion, 2);
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
