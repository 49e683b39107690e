// Properties over many seeded random games and mangled inputs: every reached position is legal,
// round-trips through FEN and SAN, and undo restores it; hostile FEN and PGN text never crashes
// the readers (the sanitizers watch) and always yields a position, a game or a reason.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "engine/chess/game.hpp"
#include "engine/chess/notation.hpp"
#include "engine/chess/pgn.hpp"
#include "engine/chess/position.hpp"

using namespace arbiter::chess;

TEST_CASE("random games: legality, FEN and SAN round trips, PGN round trip, undo" * doctest::test_suite("slow")) {
    std::mt19937 rng(20261129);
    for (int game_index = 0; game_index < 60; ++game_index) {
        Game game(Position::start());
        for (int ply = 0; ply < 300 && game.outcome() != Outcome::Checkmate && game.outcome() != Outcome::Stalemate; ++ply) {
            const Position& pos = game.position();
            REQUIRE_MESSAGE(!pos.illegality(), pos.fen());
            auto again = Position::from_fen(pos.fen());
            REQUIRE(again);
            CHECK(again->fen() == pos.fen());
            CHECK(again->repetition_key() == pos.repetition_key());
            const auto moves = pos.legal_moves();
            REQUIRE(!moves.empty());
            const Move m = moves[rng() % moves.size()];
            auto from_san = parse_san(pos, to_san(pos, m));
            REQUIRE(from_san);
            CHECK(*from_san == m);
            REQUIRE(game.play_uci(to_uci(m)));
        }
        const std::string text = write_pgn(to_pgn_game(game));
        const auto read = read_pgn(text);
        REQUIRE_MESSAGE(read.errors.empty(), text);
        REQUIRE(read.games.size() == 1);
        CHECK(read.games[0].mainline.size() == game.moves().size());
        CHECK(read.games[0].result == game.result());
        const Position start = game.start_position();
        while (game.undo()) {
        }
        CHECK(game.position() == start);
        CHECK(!game.auto_end_ply());
    }
}

TEST_CASE("hostile input: mangled FEN and PGN text is refused or read, never crashes") {
    std::mt19937 rng(7);
    const std::string fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    const std::string alphabet = "pnbrqkPNBRQK12345678/ -wKQkqabcdefgh0x9";
    for (int i = 0; i < 3000; ++i) {
        std::string mangled = fen;
        for (int edits = 1 + static_cast<int>(rng() % 4); edits > 0; --edits) {
            const std::size_t at = rng() % mangled.size();
            switch (rng() % 3) {
                case 0: mangled[at] = alphabet[rng() % alphabet.size()]; break;
                case 1: mangled.erase(at, 1); break;
                default: mangled.insert(at, 1, alphabet[rng() % alphabet.size()]); break;
            }
        }
        arbiter::LocalizedText error;
        auto pos = Position::from_fen(mangled, &error);
        if (!pos) {
            CHECK(error.complete());
            continue;
        }
        (void)pos->illegality();
        (void)pos->legal_moves_uci();
        Game game(*pos);
        (void)game.threefold_claimable();
        (void)game.fifty_move_claimable();
    }
    const std::string pgn = "[Event \"x\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 {c [%clk 0:01:00]} Kd7 (1... Ke7 $2) 2. Kd2 1-0\n";
    const std::string pgn_alphabet = "[]{}()$;%\"\n .123e4Kd7!?-01/2*";
    for (int i = 0; i < 3000; ++i) {
        std::string mangled = pgn;
        for (int edits = 1 + static_cast<int>(rng() % 4); edits > 0; --edits) {
            const std::size_t at = rng() % mangled.size();
            if (rng() % 2) mangled[at] = pgn_alphabet[rng() % pgn_alphabet.size()];
            else mangled.erase(at, 1);
        }
        const auto result = read_pgn(mangled);
        for (const auto& e : result.errors) {
            CHECK(e.line >= 1);
            CHECK(e.column >= 1);
            CHECK(e.message.complete());
        }
        for (const auto& g : result.games) (void)write_pgn(g);
    }
}
