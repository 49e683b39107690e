// SGF: parse_sgf and read_sgf never abort and place each problem inside the text. A tree that
// parsed cleanly must be written by write_sgf as SGF that parses cleanly to the same node count;
// a record must replay into a game under every ko rule (refused moves are reported, not played).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/go/sgf.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;

namespace {

std::size_t count_nodes(const arbiter::go::SgfTree& tree) {
    std::size_t n = tree.nodes.size();
    for (const auto& v : tree.variations) n += count_nodes(v);
    return n;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);

    auto collection = arbiter::go::parse_sgf(text);
    for (const auto& error : collection.errors) {
        check(error.line >= 1 && error.column >= 1, "an SGF error without a line and column");
        check(error.message.complete(), "an SGF error without a message in every language");
    }
    if (collection.errors.empty()) {
        for (const auto& tree : collection.trees) {
            auto again = arbiter::go::parse_sgf(arbiter::go::write_sgf(tree));
            check(again.errors.empty(), "write_sgf wrote a tree that parse_sgf reports errors in");
            check(again.trees.size() == 1 && count_nodes(again.trees[0]) == count_nodes(tree),
                  "write_sgf -> parse_sgf changed the tree");
        }
    }

    auto read = arbiter::go::read_sgf(text);
    if (!read.record) return 0;
    for (auto ko : {arbiter::go::KoRule::Simple, arbiter::go::KoRule::PositionalSuperko}) {
        std::vector<arbiter::go::SgfError> problems;
        auto game = arbiter::go::game_from_sgf(*read.record, ko, &problems);
        (void)arbiter::go::write_sgf(arbiter::go::sgf_from_game(game, read.record->komi, read.record->rules));
    }
    (void)arbiter::go::write_sgf(*read.record);
    return 0;
}
