// FEN parsing, FEN output, and the precise illegality reasons (anchors.md §7.9, python-chess status).
#include <doctest/doctest.h>

#include <string>

#include "engine/chess/position.hpp"

using namespace arbiter::chess;

namespace {
std::string reason(const char* fen) {
    auto pos = Position::from_fen(fen);
    REQUIRE_MESSAGE(pos, fen);
    auto why = pos->illegality();
    if (why) CHECK_MESSAGE(why->complete(), fen);
    return why ? why->en : "legal";
}
std::string parse_error(const char* fen) {
    arbiter::LocalizedText error;
    auto pos = Position::from_fen(fen, &error);
    CHECK_MESSAGE(!pos, fen);
    CHECK_MESSAGE(error.complete(), fen);
    return error.en;
}
}  // namespace

TEST_CASE("FEN: the start position round-trips and is legal") {
    const Position start = Position::start();
    CHECK(start.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    CHECK(start.side_to_move() == Color::White);
    CHECK(!start.in_check());
    CHECK(!start.illegality());
    CHECK(start.legal_moves_uci().size() == 20);
    CHECK(start.legal_moves_uci().front() == "a2a3");
    CHECK(start.legal_moves_uci().back() == "h2h4");
}

TEST_CASE("FEN: four fields get counters 0 and 1") {
    auto pos = Position::from_fen("8/8/8/8/8/8/8/k6K b - -");
    REQUIRE(pos);
    CHECK(pos->fen() == "8/8/8/8/8/8/8/k6K b - - 0 1");
}

TEST_CASE("FEN: the en-passant square is written only when the capture is legal") {
    // After 1. e4 no black pawn can take on e3.
    auto after_e4 = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    REQUIRE(after_e4);
    CHECK(after_e4->fen() == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    CHECK(after_e4->en_passant_square() == 20);
    // python-chess test_ep_legality: h5xg6 is possible right after ...g5.
    auto ep = Position::from_fen("rnbqkbnr/pppppp2/7p/6pP/8/8/PPPPPPP1/RNBQKBNR w KQkq g6 0 3");
    REQUIRE(ep);
    CHECK(ep->fen() == "rnbqkbnr/pppppp2/7p/6pP/8/8/PPPPPPP1/RNBQKBNR w KQkq g6 0 3");
    CHECK(ep->has_legal_en_passant());
    // Pinned along the rank: the capture would expose the king, so it is not legal and not written.
    auto pinned = Position::from_fen("8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
    REQUIRE(pinned);
    CHECK(!pinned->has_legal_en_passant());
    CHECK(pinned->fen() == "8/8/8/KPp4r/8/8/8/7k w - - 0 2");
}

TEST_CASE("FEN: malformed input is refused with the reason (chess.js validate_fen)") {
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRw KQkq - 0 1").find("6 fields") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x").find("fullmove") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0").find("fullmove") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -1").find("fullmove") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1").find("halfmove") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1").find("halfmove") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e2 0 1").find("en-passant") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e7 0 1").find("en-passant") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq x 0 1").find("en-passant") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/36/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").find("more than 8 squares") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").find("fewer than 8 ranks") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").find("'x'") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1").find("side to move") != std::string::npos);
    CHECK(parse_error("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1").find("castling") != std::string::npos);
    CHECK(parse_error("").find("fields") != std::string::npos);
}

TEST_CASE("FEN: parse and legality are apart, and each illegality has its own reason") {
    CHECK(reason("8/8/8/8/8/8/8/8 w - - 0 1") == "White has no king");
    CHECK(reason("k7/8/8/8/8/8/8/8 w - - 0 1") == "White has no king");
    CHECK(reason("k7/8/8/8/8/8/8/6KK w - - 0 1") == "White has 2 kings");
    CHECK(reason("3P4/1k2K3/8/8/8/8/8/8 w - - 0 1") == "a pawn stands on the first or last rank (d8)");
    CHECK(reason("4k3/8/8/8/8/8/8/R3K2p w - - 0 1") == "a pawn stands on the first or last rank (h1)");
    CHECK(reason("4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1") == "the side not to move (Black) is in check");
    CHECK(reason("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1") == "castling right K needs a white rook on h1");
    CHECK(reason("rnbqkbnr/pppppppp/8/8/8/8/PPPPPKPP/RNBQ1BNR w KQkq - 0 1") == "castling right K needs the white king on e1");
    CHECK(reason("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1").find("must be on rank 6") != std::string::npos);
    CHECK(reason("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1").find("no white pawn stands in front") != std::string::npos);
    CHECK(reason("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 5 1").find("bad counters") != std::string::npos);
    CHECK(reason("QQQQQQQQ/QQQQQQQQ/8/8/8/8/8/k6K w - - 0 1") == "White has more than 16 pieces");
    CHECK(reason("4k3/8/8/8/8/PPPPPPPP/P7/4K3 w - - 0 1") == "White has more than 8 pawns");
    CHECK(reason("4k3/8/8/8/8/8/PPPPPPPP/QNBQKBNR w - - 0 1").find("missing pawns") != std::string::npos);
    CHECK(reason("4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1") == "a double check by two pawns or knights cannot arise from any move");
    CHECK(reason("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3") == "legal");
}

TEST_CASE("make/unmake restores the position, keys included") {
    auto pos = *Position::from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -");
    const auto key = pos.placement_key();
    for (Move m : pos.legal_moves()) {
        UndoInfo undo;
        Position before = pos;
        pos.make_move(m, undo);
        // The incremental key equals the key of the same position parsed afresh.
        CHECK(pos.placement_key() == Position::from_fen(pos.fen())->placement_key());
        pos.unmake_move(m, undo);
        CHECK(pos == before);
        CHECK(pos.placement_key() == key);
    }
}
