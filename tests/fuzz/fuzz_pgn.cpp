// PGN: read_pgn never aborts and reports each problem with a line and column inside the text.
// Every game it reads must be written by write_pgn as PGN that reads back without error, to the
// same moves and result.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/chess/pgn.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    auto read = arbiter::chess::read_pgn(text);
    for (const auto& error : read.errors) {
        check(error.line >= 1 && error.column >= 1, "a PGN error without a line and column");
        check(error.message.complete(), "a PGN error without a message in every language");
    }
    for (const auto& game : read.games) {
        std::string written = arbiter::chess::write_pgn(game);
        auto again = arbiter::chess::read_pgn(written);
        check(again.errors.empty(), "write_pgn wrote PGN that read_pgn reports errors in");
        check(again.games.size() == 1, "write_pgn of one game did not read back as one game");
        check(again.games[0].mainline.size() == game.mainline.size(), "the written game has another number of moves");
        for (std::size_t i = 0; i < game.mainline.size(); ++i)
            check(again.games[0].mainline[i].move == game.mainline[i].move, "the written game has other moves");
        check(again.games[0].result == game.result, "the written game has another result");
    }
    return 0;
}
