#include "app/core/training/answers/option_order.hpp"

#include <algorithm>
#include <numeric>

#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/training_content.hpp"
#include "engine/core/seeded_random.hpp"

namespace arbiter::training {

namespace {

// FNV-1a of the item id, mixed into the seed: the same seed shuffles each item its own way.
std::uint64_t mix(std::uint64_t seed, std::string_view item_id) {
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (unsigned char c : item_id) h = (h ^ c) * 0x100000001b3ULL;
    return seed ^ h;
}

}  // namespace

std::vector<std::size_t> option_order(std::size_t n, const std::vector<bool>& pinned, std::uint64_t seed, std::string_view item_id) {
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::vector<std::size_t> free_places;
    for (std::size_t k = 0; k < n; ++k)
        if (k >= pinned.size() || !pinned[k]) free_places.push_back(k);
    // Fisher–Yates over the places that are not pinned, with the engine's portable generator.
    SeededRandom random{mix(seed, item_id)};
    for (std::size_t k = free_places.size(); k > 1; --k) {
        const std::size_t j = static_cast<std::size_t>(random.next() % k);
        std::swap(order[free_places[k - 1]], order[free_places[j]]);
    }
    return order;
}

std::vector<std::size_t> option_order(const PracticeItem& item, std::uint64_t seed) {
    if (item.scenario) {
        std::vector<bool> pinned;
        for (const auto& o : item.scenario->options) pinned.push_back(o.pinned);
        return option_order(item.scenario->options.size(), pinned, seed, item.id());
    }
    const content::Question& q = *item.question;
    return option_order(q.options.size(), q.pinned_options, seed, item.id());
}

std::vector<std::size_t> shown_order(const json::Value& response, std::size_t n) {
    std::vector<std::size_t> identity(n);
    std::iota(identity.begin(), identity.end(), std::size_t{0});
    const json::Value* shown = response.is_object() ? response.find("shown") : nullptr;
    if (!shown) return identity;
    if (!shown->is_array() || shown->as_array().size() != n) throw ResponseError("shown must list every option once");
    std::vector<std::size_t> out;
    std::vector<bool> seen(n, false);
    for (const auto& v : shown->as_array()) {
        if (!v.is_int() || v.as_int() < 0 || static_cast<std::size_t>(v.as_int()) >= n || seen[static_cast<std::size_t>(v.as_int())])
            throw ResponseError("shown must list every option once");
        seen[static_cast<std::size_t>(v.as_int())] = true;
        out.push_back(static_cast<std::size_t>(v.as_int()));
    }
    return out;
}

std::string option_letter(std::size_t place) {
    if (place < 26) return std::string(1, static_cast<char>('A' + place));
    return std::to_string(place + 1);
}

std::string shown_letter(const std::vector<std::size_t>& shown, std::size_t index) {
    const auto at = std::find(shown.begin(), shown.end(), index);
    return option_letter(at == shown.end() ? index : static_cast<std::size_t>(at - shown.begin()));
}

}  // namespace arbiter::training
