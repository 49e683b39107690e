// The order in which an item's options are shown. An exam measures knowledge, not the position of
// the key: options are shuffled each time an item is shown, by a seed, so the same exam seed gives
// the same order in the terminal and in the trainer. An option the author pins (`pinned: true`,
// e.g. "none of the above") keeps its place.
//
// Answers keep the options' own indexes ({"choices": [1]}, {"option": 2}); the order the candidate
// saw travels with the answer as "shown" (shown[k] = the option shown k-th), so grading does not
// change and review and reports can give the candidate's own letters.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/json.hpp"

namespace arbiter::training {

struct PracticeItem;

// A permutation of 0..n-1: shown[k] is the option shown in place k. Pinned options stay where
// they are; the others are shuffled by `seed` mixed with `item_id` (so two items of one exam are
// not shuffled alike).
std::vector<std::size_t> option_order(std::size_t n, const std::vector<bool>& pinned, std::uint64_t seed, std::string_view item_id);

// The same for an item: its choice or scenario options (true/false and numeric items: none).
std::vector<std::size_t> option_order(const PracticeItem& item, std::uint64_t seed);

// The order an answer records ("shown"), checked to be a permutation of 0..n-1; the identity when
// the answer has none. Throws ResponseError (answer_json.hpp) when it is not one.
std::vector<std::size_t> shown_order(const json::Value& response, std::size_t n);

// The letter of a place on screen: A, B, C … (past Z: the place's number).
std::string option_letter(std::size_t place);
// The letter the candidate saw option `index` under.
std::string shown_letter(const std::vector<std::size_t>& shown, std::size_t index);


}  // namespace arbiter::training
