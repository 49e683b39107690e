// Options shown in a seeded shuffle (app/core/training/answers/option_order.hpp): the same seed and item
// give the same order everywhere, different seeds mostly different orders, pinned options keep
// their place, and the order travels with the answer so grading and feedback use the letters the
// candidate saw.
#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "app/core/training/answers/option_order.hpp"
#include "app/core/training/answers/practice_grading.hpp"

using namespace arbiter;
using namespace arbiter::training;

namespace {

bool is_permutation_of_n(const std::vector<std::size_t>& order, std::size_t n) {
    std::vector<std::size_t> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::size_t> identity(n);
    std::iota(identity.begin(), identity.end(), std::size_t{0});
    return sorted == identity;
}

}  // namespace

TEST_CASE("the same seed and item give the same order, a permutation of the options") {
    const auto a = option_order(5, {}, 88, "q-offer-draw");
    CHECK(a == option_order(5, {}, 88, "q-offer-draw"));
    CHECK(is_permutation_of_n(a, 5));
    CHECK(option_order(0, {}, 1, "x").empty());
    CHECK(option_order(1, {}, 1, "x") == std::vector<std::size_t>{0});
}

TEST_CASE("different seeds give a different order in most cases, and the key is not first more than by chance") {
    int differs = 0, key_first = 0;
    const std::vector<std::size_t> written = {0, 1, 2, 3};
    std::set<std::vector<std::size_t>> seen;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        const auto order = option_order(4, {}, seed, "q-flag-fall");
        if (order != option_order(4, {}, seed + 1000, "q-flag-fall")) ++differs;
        if (order.front() == 0) ++key_first;  // option 0 as the key
        seen.insert(order);
    }
    CHECK(differs > 300);            // 23 of 24 orders differ from a given one: about 383 expected
    CHECK(seen.size() == 24);        // every order of four options occurs
    CHECK(key_first > 60);           // a quarter (100) expected
    CHECK(key_first < 140);
    // Two items of one exam are not shuffled alike.
    int same = 0;
    for (std::uint64_t seed = 1; seed <= 100; ++seed)
        if (option_order(4, {}, seed, "item-a") == option_order(4, {}, seed, "item-b")) ++same;
    CHECK(same < 20);
}

TEST_CASE("a pinned option keeps its place") {
    const std::vector<bool> pinned = {false, false, false, true};  // "none of the above" last
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const auto order = option_order(4, pinned, seed, "q-none");
        CHECK(order[3] == 3);
        CHECK(is_permutation_of_n(order, 4));
    }
}

TEST_CASE("the order shown travels with the answer and back, and a wrong one is refused") {
    json::Value answer = json::parse(R"({"choices": [1]})");
    answer.set("shown", json::indexes({2, 0, 1}));
    CHECK(shown_order(answer, 3) == std::vector<std::size_t>{2, 0, 1});
    CHECK(shown_letter({2, 0, 1}, 1) == "C");  // option 1 was shown third
    CHECK(shown_order(json::parse(R"({"choices": [1]})"), 3) == std::vector<std::size_t>{0, 1, 2});
    CHECK_THROWS_AS(shown_order(json::parse(R"({"choices": [1], "shown": [0, 0, 1]})"), 3), ResponseError);
    CHECK_THROWS_AS(shown_order(json::parse(R"({"choices": [1], "shown": [0, 1]})"), 3), ResponseError);
}
