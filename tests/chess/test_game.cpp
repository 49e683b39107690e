// Game: automatic endings and their order, claims (with an intended move), repetition identity,
// and moves played after the game had already ended (anchors.md §7.2; Laws 5, 9).
#include <doctest/doctest.h>

#include <initializer_list>
#include <string>

#include "engine/chess/game.hpp"
#include "engine/chess/position.hpp"

using namespace arbiter::chess;

namespace {
Game game_from(const char* fen) {
    auto pos = Position::from_fen(fen);
    REQUIRE_MESSAGE(pos, fen);
    return Game(*pos);
}
void play_san(Game& game, std::initializer_list<const char*> moves) {
    for (const char* san : moves) {
        std::string error;
        REQUIRE_MESSAGE(game.play_san(san, &error), error);
    }
}
void play_uci(Game& game, std::initializer_list<const char*> moves) {
    for (const char* uci : moves) {
        std::string error;
        REQUIRE_MESSAGE(game.play_uci(uci, &error), error);
    }
}
}  // namespace

TEST_CASE("checkmate: scholar's mate and fool's mate, and a move after checkmate is refused") {
    Game scholar(Position::start());
    play_san(scholar, {"e4", "e5", "Qf3", "Nc6", "Bc4", "Rb8", "Qxf7#"});
    CHECK(scholar.position().fen() == "1rbqkbnr/pppp1Qpp/2n5/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQk - 0 4");
    CHECK(scholar.outcome() == Outcome::Checkmate);
    CHECK(scholar.result() == "1-0");

    Game fool(Position::start());
    play_uci(fool, {"f2f3", "e7e5", "g2g4", "d8h4"});
    CHECK(fool.position().fen() == "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    CHECK(fool.outcome() == Outcome::Checkmate);
    CHECK(fool.result() == "0-1");
    CHECK(fool.auto_end_ply() == 4);
    std::string error;
    CHECK(!fool.play_uci("e1f2", &error));
    CHECK(error.find("checkmate") != std::string::npos);
    CHECK(fool.ply() == 4);
    CHECK(!fool.threefold_claim_valid());
    CHECK(!fool.fifty_move_claim_valid());
}

TEST_CASE("checkmate: chess.js isCheckmate positions") {
    for (const char* fen : {"8/5r2/4K1q1/4p3/3k4/8/8/8 w - - 0 7", "4r2r/p6p/1pnN2p1/kQp5/3pPq2/3P4/PPP3PP/R5K1 b - - 0 2",
                            "r3k2r/ppp2p1p/2n1p1p1/8/2B2P1q/2NPb1n1/PP4PP/R2Q3K w kq - 0 8",
                            "8/6R1/pp1r3p/6p1/P3R1Pk/1P4P1/7K/8 b - - 0 4", "R3k3/8/4K3/8/8/8/8/8 b - - 0 1"}) {
        Game game = game_from(fen);
        CHECK_MESSAGE(game.outcome() == Outcome::Checkmate, fen);
        CHECK(game.auto_end_ply() == 0);
    }
}

TEST_CASE("promotion to a knight that mates") {
    Game game = game_from("6br/5Ppk/6pp/8/8/8/8/4K3 w - - 0 1");
    play_uci(game, {"f7f8n"});
    CHECK(game.outcome() == Outcome::Checkmate);
    CHECK(game.result() == "1-0");
    Game queen = game_from("6br/5Ppk/6pp/8/8/8/8/4K3 w - - 0 1");
    play_uci(queen, {"f7f8q"});
    CHECK(queen.outcome() == Outcome::None);
}

TEST_CASE("stalemate: chess.js and python-chess positions, it needs no fifty-move claim") {
    for (const char* fen : {"1R6/8/8/8/8/8/7R/k6K b - - 0 1", "8/8/5k2/p4p1p/P4K1P/1r6/8/8 w - - 0 2",
                            "7K/7P/7k/8/6q1/8/8/8 w - - 0 1", "k7/3N4/1K6/1B6/8/8/8/8 b - - 99 1"}) {
        Game game = game_from(fen);
        CHECK_MESSAGE(game.outcome() == Outcome::Stalemate, fen);
        CHECK(game.result() == "1/2-1/2");
        CHECK(!game.fifty_move_claimable());
    }
}

TEST_CASE("insufficient material: a capture leaving K+B v K+B with bishops on one colour ends the game") {
    Game game = game_from("3b4/3k4/8/8/8/2nK4/3B4/8 w - - 0 1");
    CHECK(game.outcome() == Outcome::None);
    play_uci(game, {"d2c3"});
    CHECK(game.outcome() == Outcome::InsufficientMaterial);
    CHECK(game.auto_end_ply() == 1);
    CHECK(game.result() == "1/2-1/2");
    CHECK(!game.can_checkmate(Color::White));
    CHECK(!game.can_checkmate(Color::Black));
    // Bishops on opposite colours: mate remains possible (a helpmate in the corner).
    Game opposite = game_from("8/4bk2/8/8/8/8/3KB3/8 w - - 0 1");
    CHECK(opposite.outcome() == Outcome::None);
}

TEST_CASE("dead position by blocked pawns is an automatic draw") {
    Game game = game_from("8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/8 b - - 0 1");
    CHECK(game.outcome() == Outcome::DeadPosition);
    CHECK(game.result() == "1/2-1/2");
}

TEST_CASE("threefold: claimable one move early with the intended move (python-chess)") {
    Game game(Position::start());
    play_san(game, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"});
    CHECK(game.repetition_count() == 2);
    CHECK(!game.threefold_claim_valid());
    CHECK(game.threefold_claim_valid("f6g8"));
    CHECK(!game.threefold_claim_valid("e7e5"));
    CHECK(!game.threefold_claim_valid("f6e4x"));
    CHECK(game.threefold_claimable());
    CHECK(game.outcome() == Outcome::None);
    play_san(game, {"Ng8"});
    CHECK(game.repetition_count() == 3);
    CHECK(game.threefold_claim_valid());
    play_san(game, {"e4"});
    CHECK(game.repetition_count() == 1);
    CHECK(!game.threefold_claim_valid());
    CHECK(!game.threefold_claimable());
}

TEST_CASE("threefold: Fischer-Petrosian 1971 (chess.js)") {
    Game game = game_from("8/pp3p1k/2p2q1p/3r1P2/5R2/7P/P1P1QP2/7K b - - 2 30");
    play_san(game, {"Qe5", "Qh5", "Qf6", "Qe2", "Re5", "Qd3", "Rd5", "Qe2"});
    CHECK(game.repetition_count() == 3);
    CHECK(game.threefold_claim_valid());
    play_san(game, {"a6"});
    CHECK(!game.threefold_claim_valid());
}

TEST_CASE("repetition identity: castling rights break a repetition") {
    Game game = game_from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_uci(game, {"a1a2", "a8a7", "a2a1", "a7a8"});
    // Same placement as the start, but the queenside rights are gone: a different position.
    CHECK(game.position().fen().rfind("r3k2r/8/8/8/8/8/8/R3K2R w Kk", 0) == 0);
    CHECK(game.repetition_count() == 1);
    play_uci(game, {"a1a2", "a8a7", "a2a1", "a7a8"});
    CHECK(game.repetition_count() == 2);
    play_uci(game, {"a1a2", "a8a7", "a2a1", "a7a8"});
    CHECK(game.repetition_count() == 3);
}

TEST_CASE("repetition identity: en passant counts only when the capture is legal") {
    // After 1. e4 Black may take en passant on e3: that position differs from the later ones.
    Game with_ep = game_from("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play_uci(with_ep, {"e2e4", "e8d7", "e1d2", "d7e8", "d2e1"});
    CHECK(with_ep.repetition_count() == 1);
    play_uci(with_ep, {"e8d7", "e1d2", "d7e8", "d2e1"});
    CHECK(with_ep.repetition_count() == 2);
    // Without the black pawn there is no en-passant capture, so the first position already counts.
    Game without_ep = game_from("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    play_uci(without_ep, {"e2e4", "e8d7", "e1d2", "d7e8", "d2e1"});
    CHECK(without_ep.repetition_count() == 2);
}

TEST_CASE("fivefold repetition ends the game, later moves are recorded after the ending") {
    Game game = game_from("rnbq1rk1/ppp3pp/3bpn2/3p1p2/2PP4/2NBPN2/PP3PPP/R1BQK2R w KQ - 3 7");
    for (int cycle = 0; cycle < 4; ++cycle) {
        CHECK(game.outcome() == Outcome::None);
        play_san(game, {"Be2", "Ne4", "Bd3", "Nf6"});
    }
    CHECK(game.repetition_count() == 5);
    CHECK(game.outcome() == Outcome::FivefoldRepetition);
    CHECK(game.auto_end_ply() == 16);
    CHECK(game.result() == "1/2-1/2");
    CHECK(!game.threefold_claim_valid());
    // The players went on; the arbiter's ruling rests on the first ending.
    play_san(game, {"e4"});
    CHECK(game.outcome() == Outcome::None);
    CHECK(game.auto_end_ply() == 16);
    CHECK(game.auto_end_outcome() == Outcome::FivefoldRepetition);
    CHECK(game.result() == "1/2-1/2");
    CHECK(game.undo());
    CHECK(game.undo());
    CHECK(!game.auto_end_ply());
}

TEST_CASE("fifty-move claims, with and without the intended move (python-chess)") {
    Game early = game_from("6R1/7k/8/8/1r3B2/5K2/8/8 w - - 99 119");
    CHECK(!early.fifty_move_claim_valid());
    CHECK(early.fifty_move_claimable());
    CHECK(early.fifty_move_claim_valid("g8g1"));
    CHECK(!early.fifty_move_claim_valid("g8g2x"));
    CHECK(!early.fifty_move_claim_valid("f4f5"));  // illegal: a bishop does not move straight
    Game due = game_from("8/7k/8/6R1/1r3B2/5K2/8/8 b - - 100 119");
    CHECK(due.fifty_move_claim_valid());
    Game mated = game_from("k7/8/NKB5/8/8/8/8/8 b - - 105 176");
    CHECK(mated.outcome() == Outcome::Checkmate);
    CHECK(!mated.fifty_move_claimable());
    Game claim_only = game_from("4k3/8/6r1/8/8/8/2R5/4K3 w - - 120 1");
    CHECK(claim_only.outcome() == Outcome::None);
    CHECK(claim_only.result() == "*");
    CHECK(claim_only.fifty_move_claim_valid());
    Game automatic = game_from("4k3/8/6r1/8/8/8/2R5/4K3 w - - 369 1");
    CHECK(automatic.outcome() == Outcome::SeventyFiveMove);
    CHECK(automatic.result() == "1/2-1/2");
}

TEST_CASE("a capture or pawn move as the intended move does not make fifty moves") {
    Game game = game_from("4k3/8/8/8/8/8/r3P3/R3K3 w - - 99 80");
    CHECK(!game.fifty_move_claim_valid("a1a2"));  // capture resets the count
    CHECK(!game.fifty_move_claim_valid("e2e3"));  // pawn move resets the count
    CHECK(game.fifty_move_claim_valid("e1f1"));
}

TEST_CASE("75-move rule: mate on the 150th half-move wins, any other 150th half-move draws") {
    Game mate = game_from("k7/8/1K6/8/8/8/8/7R w - - 149 100");
    play_uci(mate, {"h1h8"});
    CHECK(mate.halfmove_clock() == 150);
    CHECK(mate.outcome() == Outcome::Checkmate);
    CHECK(mate.result() == "1-0");
    Game quiet = game_from("k7/8/1K6/8/8/8/8/7R w - - 149 100");
    play_uci(quiet, {"h1h2"});
    CHECK(quiet.outcome() == Outcome::SeventyFiveMove);
    CHECK(quiet.auto_end_ply() == 1);
    CHECK(quiet.result() == "1/2-1/2");
}

TEST_CASE("pinned en passant is not a legal move") {
    Game game = game_from("8/8/8/KPp4r/8/8/8/7k w - c6 0 2");
    CHECK(!game.is_legal_uci("b5c6"));
    Game free = game_from("8/8/8/1Pp4r/K7/8/8/7k w - c6 0 2");
    CHECK(free.is_legal_uci("b5c6"));
}

TEST_CASE("castling: not out of, through or into check, rights lost by king or rook moves and by capture") {
    const auto castles = [](const char* fen) {
        auto pos = Position::from_fen(fen);
        REQUIRE(pos);
        std::string found;
        for (const auto& uci : pos->legal_moves_uci())
            if (uci == "e1g1" || uci == "e1c1") found += uci + " ";
        return found;
    };
    CHECK(castles("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") == "e1c1 e1g1 ");
    CHECK(castles("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1") == "e1c1 ");
    CHECK(castles("r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1") == "");          // out of check
    CHECK(castles("r3k2r/8/8/8/5r2/8/8/R3K2R w KQkq - 0 1") == "e1c1 ");     // through f1
    CHECK(castles("r3k2r/8/8/8/6r1/8/8/R3K2R w KQkq - 0 1") == "e1c1 ");     // into g1
    CHECK(castles("r3k2r/8/8/8/1r6/8/8/R3K2R w KQkq - 0 1") == "e1c1 e1g1 ");  // b1 attacked: allowed
    CHECK(castles("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1") == "e1g1 ");      // path blocked
    Game game = game_from("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play_uci(game, {"a1a8"});  // the rook captures the a8 rook: both queenside rights go
    CHECK(game.position().fen() == "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    play_uci(game, {"e8e7", "h1h2"});
    CHECK(game.position().fen() == "R6r/4k3/8/8/8/8/7R/4K3 b - - 2 2");
}

TEST_CASE("repetition identity: a void castling right does not tell positions apart") {
    // "q" with the black king on h8 is void: losing it when the a8 rook moves changes nothing.
    Game game = game_from("r6k/8/8/8/8/8/8/4K3 w q - 0 1");
    play_uci(game, {"e1d1", "a8a7", "d1e1", "a7a8"});
    CHECK(game.repetition_count() == 2);
}
