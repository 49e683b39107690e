// SAN: the input is a FEN line (blank or unreadable: the standard start) followed by SAN moves
// separated by white space. Each move parse_san accepts is played; to_san of that move must read
// back as the same move. Refusals must carry a reason.
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
        auto move = arbiter::chess::parse_san(pos, token, &error);
        if (move) {
            std::string san = arbiter::chess::to_san(pos, *move);
            auto again = arbiter::chess::parse_san(pos, san);
            arbiter::fuzz::check(again && *again == *move, "to_san wrote SAN that parse_san does not read back");
        }
        return move;
    });
    return 0;
}
