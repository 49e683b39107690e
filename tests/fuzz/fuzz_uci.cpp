// UCI: the input is a FEN line (blank or unreadable: the standard start) followed by UCI moves
// separated by white space. Each move parse_uci accepts is played; to_uci of it must read back as
// the same move. Refusals must carry a reason.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/chess/notation.hpp"
#include "engine/chess/position.hpp"
#include "tests/fuzz/fuzz_check.hpp"
#include "tests/fuzz/fuzz_moves.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    arbiter::fuzz::play_moves(text, [](const arbiter::chess::Position& pos, std::string_view token, std::string& error) {
        auto move = arbiter::chess::parse_uci(pos, token, &error);
        if (move) {
            auto again = arbiter::chess::parse_uci(pos, arbiter::chess::to_uci(*move));
            arbiter::fuzz::check(again && *again == *move, "to_uci wrote a move that parse_uci does not read back");
        }
        return move;
    });
    return 0;
}
