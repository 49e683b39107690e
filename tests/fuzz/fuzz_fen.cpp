// FEN: Position::from_fen must refuse what is not a FEN with a reason, and whatever it accepts
// must survive fen() and be read back identically; a legal position must generate moves that
// play and unplay back to the same position.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/chess/position.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using arbiter::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    arbiter::LocalizedText error;
    auto pos = arbiter::chess::Position::from_fen(text, &error);
    if (!pos) {
        check(error.complete(), "from_fen refused without a reason in every language");
        return 0;
    }
    std::string written = pos->fen();
    arbiter::LocalizedText reread_error;
    auto again = arbiter::chess::Position::from_fen(written, &reread_error);
    check(again.has_value(), "fen() wrote a FEN that from_fen refuses");
    check(again->fen() == written, "fen() -> from_fen -> fen() changed the FEN");

    // Moves are only defined for positions that could arise (Position::illegality()).
    if (pos->illegality()) return 0;
    for (auto move : pos->legal_moves()) {
        arbiter::chess::UndoInfo undo;
        pos->make_move(move, undo);
        (void)pos->fen();
        pos->unmake_move(move, undo);
        check(pos->fen() == written, "make_move + unmake_move did not restore the position");
    }
    return 0;
}
