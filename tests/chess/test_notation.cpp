// UCI and SAN in and out: disambiguation, captures, castling, promotion, check and mate marks.
#include <doctest/doctest.h>

#include <string>

#include "engine/chess/notation.hpp"
#include "engine/chess/position.hpp"

using namespace arbiter::chess;

namespace {
std::string san_of(const char* fen, const char* uci) {
    auto pos = Position::from_fen(fen);
    REQUIRE(pos);
    auto m = parse_uci(*pos, uci);
    REQUIRE_MESSAGE(m, uci);
    return to_san(*pos, *m);
}
std::string uci_of(const char* fen, const char* san) {
    auto pos = Position::from_fen(fen);
    REQUIRE(pos);
    std::string error;
    auto m = parse_san(*pos, san, &error);
    REQUIRE_MESSAGE(m, error);
    return to_uci(*m);
}
}  // namespace

TEST_CASE("UCI: moves in and out, castling as the king's two-square move, promotions in lower case") {
    const Position start = Position::start();
    auto e4 = parse_uci(start, "e2e4");
    REQUIRE(e4);
    CHECK(to_uci(*e4) == "e2e4");
    std::string error;
    CHECK(!parse_uci(start, "e2e5", &error));
    CHECK(error == "illegal move e2e5: it is not a legal move here");
    CHECK(!parse_uci(start, "e7e5", &error));
    CHECK(error.find("belongs to the side not to move") != std::string::npos);
    CHECK(!parse_uci(start, "e3e4", &error));
    CHECK(error.find("no piece on e3") != std::string::npos);
    CHECK(!parse_uci(start, "castle", &error));
    CHECK(error.find("not a UCI move") != std::string::npos);
    auto castle = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    REQUIRE(castle);
    auto oo = parse_uci(*castle, "e1g1");
    REQUIRE(oo);
    CHECK(oo->kind() == Move::Castling);
    CHECK(castle->after(*oo).fen() == "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    auto promo = Position::from_fen("8/4P3/8/8/8/k7/8/4K3 w - - 0 1");
    REQUIRE(promo);
    CHECK(!parse_uci(*promo, "e7e8", &error));
    CHECK(error.find("must promote") != std::string::npos);
    auto n = parse_uci(*promo, "e7e8n");
    REQUIRE(n);
    CHECK(n->promotion() == Knight);
    CHECK(to_uci(*n) == "e7e8n");
}

TEST_CASE("SAN out: disambiguation by file, rank or square") {
    // Knights on b1 and f3 can both reach d2: file letters.
    CHECK(san_of("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "b1d2") == "Nbd2");
    // Rooks on a1 and a5 share the file: rank digits.
    CHECK(san_of("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3") == "R1a3");
    // Three queens reach b2 from a1, a3 and c1... a1 shares a file with a3 and a rank with c1.
    CHECK(san_of("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1", "a1b2") == "Qa1b2");
    // A pinned knight does not count as a rival.
    CHECK(san_of("4k3/4r3/8/1N6/8/8/4N3/4K3 w - - 0 1", "b5d4") == "Nd4");
}

TEST_CASE("SAN out: captures, en passant, castling, promotion, check and mate") {
    CHECK(san_of("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4d5") == "exd5");
    CHECK(san_of("rnbqkbnr/pppppp2/7p/6pP/8/8/PPPPPPP1/RNBQKBNR w KQkq g6 0 3", "h5g6") == "hxg6");
    CHECK(san_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1") == "O-O-O");
    CHECK(san_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1") == "O-O");
    CHECK(san_of("8/4P3/8/8/8/k7/8/4K3 w - - 0 1", "e7e8q") == "e8=Q");
    CHECK(san_of("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2", "d8h4") == "Qh4#");
    CHECK(san_of("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8") == "Ra8+");
    // Promotion to a knight that mates (the king is boxed in by its own pieces).
    CHECK(san_of("3r1rk1/4Ppp1/8/8/8/8/8/4K3 w - - 0 1", "e7f8n") == "exf8=N");
    CHECK(san_of("6br/5Ppk/6pp/8/8/8/8/4K3 w - - 0 1", "f7f8n") == "f8=N#");
    CHECK(san_of("6br/5Ppk/6pp/8/8/8/8/4K3 w - - 0 1", "f7f8q") == "f8=Q");
}

TEST_CASE("SAN in: lenient about marks and forms, strict about ambiguity and legality") {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    CHECK(uci_of(start, "e4") == "e2e4");
    CHECK(uci_of(start, "Nf3") == "g1f3");
    CHECK(uci_of(start, "Ngf3") == "g1f3");
    CHECK(uci_of(start, "Ng1f3!?") == "g1f3");
    CHECK(uci_of(start, "Pe4") == "e2e4");
    CHECK(uci_of("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0+") == "e1c1");
    CHECK(uci_of("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O") == "e8g8");
    CHECK(uci_of("8/4P3/8/8/8/k7/8/4K3 w - - 0 1", "e8N") == "e7e8n");
    CHECK(uci_of("8/4P3/8/8/8/k7/8/4K3 w - - 0 1", "e8=R") == "e7e8r");
    CHECK(uci_of("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nfd2") == "f3d2");
    auto pos = *Position::from_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    std::string error;
    CHECK(!parse_san(pos, "Nd2", &error));
    CHECK(error.find("ambiguous") != std::string::npos);
    CHECK(!parse_san(pos, "Nd5", &error));
    CHECK(error.find("no legal move") != std::string::npos);
    CHECK(!parse_san(*Position::from_fen("8/4P3/8/8/8/k7/8/4K3 w - - 0 1"), "e8", &error));
    CHECK(error.find("must promote") != std::string::npos);
    CHECK(!parse_san(pos, "O-O", &error));
    CHECK(!parse_san(pos, "Zz9", &error));
}

TEST_CASE("SAN round trip over every legal move of tricky positions") {
    for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"}) {
        auto pos = *Position::from_fen(fen);
        for (Move m : pos.legal_moves()) {
            const std::string san = to_san(pos, m);
            auto back = parse_san(pos, san);
            REQUIRE_MESSAGE(back, san);
            CHECK_MESSAGE(*back == m, san);
        }
    }
}
