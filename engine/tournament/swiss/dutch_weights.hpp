// The edge weight of a possible pairing under the Dutch system: one bit field per criterion of
// C.04.3 art. 2, most important at the top, so that the heaviest matching honours the criteria in
// their order. The fields and their widths are those of the endorsed weighted-matching programs
// (bbpPairings, which FIDE's endorsed SwissSys pairs with), so that sums over a matching compare
// exactly as theirs do. From the top (docs/pairing.md § The weight of a pairing):
//
//   completion and PAB   [C4] a complete pairing, [C2]/[C5] the bye to an eligible player of the lowest score
//   pairs in bracket     [C6] maximise the pairs in the current bracket
//   scores in bracket    [C7] pair the moved-down players of the highest scores first
//   pairs / scores next  [C8] the same for the following bracket (the choice of downfloaters)
//   PAB unplayed games   [C9] the bye to the player who has played most
//   colours              [C10]–[C13] absolute colour differences, three in a row, preferences, strong preferences
//   floats               [C14]–[C21] repeated downfloats and upfloats of the last two rounds, and their scores
//   reserve              room for the procedure's own order (which MDPs, exchanges, transpositions)
#pragma once

#include <map>
#include <vector>

#include "engine/tournament/swiss/round_facts.hpp"
#include "engine/tournament/swiss/wide_weight.hpp"

namespace arbiter::tournament::swiss {

// Bit offsets of every field, fixed for one round by the sizes of its scoregroups.
struct WeightLayout {
    int group_bits = 1;   // enough bits for the largest scoregroup's size
    int groups_bits = 1;  // the score fields: one slot per scoregroup, each wide enough for its size
    std::map<int, int> group_shift;  // score (tenths) → offset of its slot inside a score field
    int rounds_played = 0;

    int reserve = 0;  // width 3·group_bits + 1
    int up_score_2 = -1, down_score_2 = -1, up_score_1 = -1, down_score_1 = -1;  // [C21] [C20] [C19] [C18]
    int up_2 = -1, down_2 = -1, up_1 = -1, down_1 = -1;                          // [C17] [C16] [C15] [C14]
    int colour_strong = 0, colour_preference = 0, colour_three = 0, colour_difference = 0;  // [C13] [C12] [C11] [C10]
    int bye_unplayed = 0;  // [C9], 2·group_bits wide
    int next_scores = 0, next_pairs = 0, scores = 0, pairs = 0;
    int completion = 0;    // 2 bits
    int total_bits = 0;

    explicit WeightLayout(const RoundFacts& facts);
    int shift_of(int score) const { return group_shift.at(score); }
};

// Limbs of 64 bits a round needs: the layout, plus room for a matching's sum, the doubling the
// matching does, and a sign, rounded up to a width the engine is built for; 0 beyond them all.
int limbs_needed(const WeightLayout& layout, int players);

// Which of the players with the bye's score have played most: the [C9] rank of a number of games
// played (0 for the most games; equal counts share the highest index of their run).
using PlayedGamesRank = std::map<int, int>;

template <int Limbs>
struct DutchWeights {
    using Weight = Wide<Limbs>;
    const RoundFacts& facts;
    const WeightLayout& layout;

    static bool colours_compatible(Colour a, Colour b) { return a != b || a == Colour::None || b == Colour::None; }

    // The weight of pairing `higher` with `lower` (higher comes first in the pairing order), or zero
    // when they may not meet. `lower_in_bracket`: both are in the bracket being paired;
    // `lower_in_next`: the lower one is in the following scoregroup.
    Weight edge(const PlayerFacts& higher, const PlayerFacts& lower, bool may_meet, bool lower_in_bracket,
                bool lower_in_next, int bye_score, bool bye_unplayed_applies, const PlayedGamesRank& ranks) const {
        Weight w{};
        if (!may_meet) return w;
        const WeightLayout& L = layout;
        auto candidate = [&](const PlayerFacts& p) { return p.bye_eligible && p.score <= bye_score; };
        w.add_at(L.completion, 1u + (candidate(higher) ? 0u : 1u) + (candidate(lower) ? 0u : 1u));
        if (lower_in_bracket) {
            w.add_at(L.pairs, 1);
            w.add_at(L.scores + L.shift_of(higher.score), 1);
        }
        if (lower_in_next) {
            w.add_at(L.next_pairs, 1);
            w.add_at(L.next_scores + L.shift_of(higher.score), 1);
        }
        if (bye_unplayed_applies) {
            if (higher.score == bye_score) w.add_at(L.bye_unplayed, static_cast<std::uint64_t>(ranks.at(higher.played_games)));
            if (lower.score == bye_score) w.add_at(L.bye_unplayed, static_cast<std::uint64_t>(ranks.at(lower.played_games)));
        }
        if (lower_in_bracket) {
            const ColourState& p = lower.colour;
            const ColourState& o = higher.colour;
            // [C10] no absolute colour difference beyond ±2 between two players who both need it.
            if (!p.absolute_by_difference() || !o.absolute_by_difference() || p.preference != o.preference)
                w.add_at(L.colour_difference, 1);
            // [C11] nobody gets the same colour a third time in a row.
            bool three = p.absolute() && o.absolute() && p.preference == o.preference;
            if (three) {
                if (p.imbalance() == o.imbalance())
                    three = !(p.repeated == Colour::None || p.repeated != o.repeated);
                else
                    three = (p.imbalance() > o.imbalance() ? o : p).repeated == opposite(p.preference);
            }
            if (!three) w.add_at(L.colour_three, 1);
            // [C12] both colour preferences can be met.
            if (colours_compatible(p.preference, o.preference)) w.add_at(L.colour_preference, 1);
            // [C13] no strong preference is left unmet.
            bool strong_clash = (p.strong() || p.absolute()) && (o.strong() || o.absolute()) &&
                                !(p.absolute() && o.absolute()) && p.preference == o.preference;
            if (!strong_clash) w.add_at(L.colour_strong, 1);

            bool lower_repeats = higher.score > lower.score;  // the lower one floats up to meet the higher
            if (L.rounds_played >= 1) {
                // [C14] residents who floated down last round are paired here; [C15] nobody floats up twice.
                std::uint64_t v = (lower.float_last == Float::Down ? 1u : 0u) +
                                  (higher.score <= lower.score && higher.float_last == Float::Down ? 1u : 0u);
                w.add_at(L.down_1, v);
                if (!(lower_repeats && lower.float_last == Float::Up)) w.add_at(L.up_1, 1);
            }
            if (L.rounds_played >= 2) {
                std::uint64_t v = (lower.float_before_last == Float::Down ? 1u : 0u) +
                                  (higher.score <= lower.score && higher.float_before_last == Float::Down ? 1u : 0u);
                w.add_at(L.down_2, v);
                if (!(lower_repeats && lower.float_before_last == Float::Up)) w.add_at(L.up_2, 1);
            }
            if (L.rounds_played >= 1) {
                // [C18] [C19] the same, weighed by score.
                if (lower.float_last == Float::Down) w.add_at(L.down_score_1 + L.shift_of(lower.score), 1);
                if (higher.float_last == Float::Down) w.add_at(L.down_score_1 + L.shift_of(higher.score), 1);
                if (!(lower.float_last == Float::Up && lower_repeats))
                    w.add_at(L.up_score_1 + L.shift_of(higher.score), 1);
            }
            if (L.rounds_played >= 2) {
                if (lower.float_before_last == Float::Down) w.add_at(L.down_score_2 + L.shift_of(lower.score), 1);
                if (higher.float_before_last == Float::Down) w.add_at(L.down_score_2 + L.shift_of(higher.score), 1);
                if (!(lower.float_before_last == Float::Up && lower_repeats))
                    w.add_at(L.up_score_2 + L.shift_of(higher.score), 1);
            }
        }
        return w;
    }

    // The first solve of an odd round finds the lowest score the bye can go to ([C5]): the weight
    // counts pairs and eligible byes, then the scores of the paired players.
    Weight bye_score_probe(const PlayerFacts& higher, const PlayerFacts& lower, bool may_meet, int top_score) const {
        Weight w{};
        if (!may_meet) return w;
        const WeightLayout& L = layout;
        int base = L.group_bits + L.groups_bits;
        w.add_at(base, 1u + (lower.bye_eligible ? 0u : 1u) + (higher.bye_eligible ? 0u : 1u));
        w.add_at(L.group_bits, static_cast<std::uint64_t>(L.shift_of(lower.score) + L.shift_of(higher.score)));
        if (lower.score >= top_score) w.add_at(0, 1);
        return w;
    }
};

}  // namespace arbiter::tournament::swiss
