// mate_possibility(): who can still mate, decided by search (Laws 5.1.2, 6.9, 7.5.5, A.5.3 for
// one side; 5.2.2 for both). Each case is a diagram with the reason for its answer. Every
// "can mate" is checked by replaying its witness line to the mate, so a wrong "can mate" fails
// as surely as a wrong "cannot".
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/chess/endings.hpp"
#include "engine/chess/game.hpp"
#include "engine/chess/position.hpp"
#include "engine/chess/unwinnability.hpp"

using namespace arbiter::chess;

namespace {

Position at(const char* fen) {
    auto pos = Position::from_fen(fen);
    REQUIRE_MESSAGE(pos, fen);
    return *pos;
}

// The witness is a series of legal moves from `pos` after which `side` has mated.
bool witness_mates(const Position& pos, Color side, const std::vector<Move>& line) {
    Position p = pos;
    for (Move m : line) {
        if (!p.is_legal(m)) return false;
        p = p.after(m);
    }
    return p.side_to_move() == ~side && p.in_check() && p.legal_moves().empty();
}

void check_can_mate(const char* fen, Color side) {
    const Position pos = at(fen);
    const MateSearchResult r = mate_possibility(pos, side);
    CHECK_MESSAGE(r.verdict == Winnability::CanMate, fen);
    CHECK_MESSAGE(witness_mates(pos, side, r.witness), fen);
    CHECK_MESSAGE(r.nodes <= kDefaultMateSearchBudget, fen);
    CHECK_MESSAGE(can_checkmate(pos, side), fen);
}

void check_cannot_mate(const char* fen, Color side) {
    const Position pos = at(fen);
    const MateSearchResult r = mate_possibility(pos, side);
    CHECK_MESSAGE(r.verdict == Winnability::CannotMate, fen);
    CHECK_MESSAGE(r.witness.empty(), fen);
    CHECK_MESSAGE(!can_checkmate(pos, side), fen);
}

}  // namespace

TEST_CASE("a pawn wall and the wrong bishop: dead for both sides, the wall proves it before any search") {
    // 8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/2B5 b: the rammed pawns never move; the black pawns stand on
    // light squares and the bishop is dark-squared, so it can never take one; the dark squares
    // of rank 4 hold the white pawns, so it never gets past rank 3 nor attacks a square on ranks
    // 6-8, the only ones the black king can reach (a5, c5, e5, g5 are guarded). No check, no mate.
    const char* fen = "8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/2B5 b - -";
    const MateSearchResult white = mate_possibility(at(fen), Color::White);
    CHECK(white.verdict == Winnability::CannotMate);
    CHECK(white.nodes == 0);
    check_cannot_mate(fen, Color::Black);  // a lone king
    CHECK(dead_position(at(fen)));
    const Game game(at(fen));
    CHECK(game.outcome() == Outcome::DeadPosition);
    CHECK(game.result() == "1/2-1/2");

    // The same wall with a light-squared bishop on d1 is not dead: Bh5 takes a black pawn, the
    // h-pawn runs and White can mate.
    const char* light = "8/4k3/8/1p1p1p1p/1P1P1P1P/8/5K2/3B4 b - -";
    check_can_mate(light, Color::White);
    CHECK(!dead_position(at(light)));
    CHECK(Game(at(light)).outcome() == Outcome::None);
}

TEST_CASE("bishops on both sides of a wall that neither can cross: dead (CHA test vector)") {
    // 8/4kb2/8/1p1p1p1p/1P1P1P1P/8/3B1K2/8 b: the white bishop is dark-squared, the black pawns
    // stand on light squares; the black bishop is light-squared, the white pawns on dark ones.
    // Neither bishop can take a pawn or get through, so neither can ever give check.
    const char* fen = "8/4kb2/8/1p1p1p1p/1P1P1P1P/8/3B1K2/8 b - -";
    check_cannot_mate(fen, Color::White);
    check_cannot_mate(fen, Color::Black);
    CHECK(Game(at(fen)).outcome() == Outcome::DeadPosition);
}

TEST_CASE("a locked wall a king can walk round to an unguarded pawn: not dead") {
    // 8/2k5/8/1p1p4/1P1P4/8/2K5/8 w: the pawns are rammed but the e- to h-files are open; the
    // white king walks to c5 or e5 and takes a black pawn (nothing guards b5 or d5 from the side),
    // after which a pawn promotes. The same holds for Black. The witness lines show it.
    const char* fen = "8/2k5/8/1p1p4/1P1P4/8/2K5/8 w - - 0 1";
    check_can_mate(fen, Color::White);
    check_can_mate(fen, Color::Black);
    CHECK(!dead_position(at(fen)));
}

TEST_CASE("mates that only a helpmate shows: K+N v K+R, K+B v K+P, K+B v K+N (Laws reference 2.4/2.5)") {
    // 2-A: the rook blocks its own king's flight square and the knight mates (or the rook mates
    // the white king); the material rule cannot tell, the search finds both lines.
    check_can_mate("8/8/3k4/8/8/2N5/7r/4K3 w - - 0 1", Color::White);
    check_can_mate("8/8/3k4/8/8/2N5/7r/4K3 w - - 0 1", Color::Black);
    // K+B v K+P: the pawn runs down and becomes the blocker next to its own king in the corner.
    check_can_mate("8/8/3k4/3p4/8/2B5/8/4K3 w - - 0 1", Color::White);
    // D3-Chess row: K+B v K+P the other way round, Black's bishop mates with White's help.
    check_can_mate("3b4/3k4/8/8/8/3K4/3P4/8 w - -", Color::Black);
    // K+B v K+N: the knight blocks next to its king in a corner of the bishop's colour.
    check_can_mate("2k5/3n4/8/8/8/8/8/2KB4 w - -", Color::White);
    check_can_mate("2k5/3n4/8/8/8/8/8/2KB4 w - -", Color::Black);
    // 2-B reversed: a lone knight against a bare king cannot mate; the material rule says so at
    // once, without a node searched.
    const MateSearchResult bare = mate_possibility(at("8/8/3k4/8/8/2N5/8/4K3 w - - 0 1"), Color::White);
    CHECK(bare.verdict == Winnability::CannotMate);
    CHECK(bare.nodes == 0);
}

TEST_CASE("every continuation forced into stalemate: the search proves it dead") {
    // k7/Pp6/1P6/8/8/8/7K/8 w: Black's king on a8 has no move (a7 is guarded by b6, b8 by a7, b7
    // holds its own pawn) and the b7-pawn is blocked by b6, so Black has no legal move at all.
    // White's pawns are blocked too (a8 holds the king, b7 a pawn, and a7 takes nothing), so
    // White can only move its king — and whichever move it makes, Black is stalemated. Material
    // is "sufficient" on both sides, yet no mate can ever happen.
    const char* fen = "k7/Pp6/1P6/8/8/8/7K/8 w - -";
    CHECK(!insufficient_material(at(fen)));
    check_cannot_mate(fen, Color::White);
    check_cannot_mate(fen, Color::Black);
    CHECK(dead_position(at(fen)));
    // In the corner the white king has three moves (g1, g2, h2), all stalemating: few enough
    // for Game's automatic check to look, so the game ends as a dead position at once.
    const Game cornered(at("k7/Pp6/1P6/8/8/8/8/7K w - -"));
    CHECK(cornered.outcome() == Outcome::DeadPosition);
}

TEST_CASE("a single legal move into bare kings: dead at once") {
    // k7/P1K5/8/8/8/8/8/8 b: Black's only move is Kxa7 (b7 and b8 are covered by the king on c7,
    // b8 by the pawn too, and a7 is unguarded), leaving king against king.
    const char* fen = "k7/P1K5/8/8/8/8/8/8 b - -";
    check_cannot_mate(fen, Color::White);
    const Game game(at(fen));
    CHECK(game.outcome() == Outcome::DeadPosition);
    CHECK(game.result() == "1/2-1/2");
}

TEST_CASE("a budget too small to settle the position is Undecided, never 'can mate'") {
    // 1k6/b1b5/7p/5p1P/5p2/5PpK/6P1/8 w (CHA test vector): dead, but the proof is long — the
    // black king may walk round and take g2 only while the white king stands on h4, and then
    // White is stalemated; proving that no line escapes takes millions of nodes.
    const Position pos = at("1k6/b1b5/7p/5p1P/5p2/5PpK/6P1/8 w - -");
    const MateSearchResult r = mate_possibility(pos, Color::Black, 10'000);
    CHECK(r.verdict == Winnability::Undecided);
    CHECK(r.nodes == 10'000);
    CHECK(r.witness.empty());
    // The yes/no answer stays on the safe side, and Game does not end the game on it.
    CHECK(can_checkmate(pos, Color::Black));
    CHECK(Game(pos).outcome() == Outcome::None);
    // The start position with a budget of 5 nodes cannot even finish its first look for a mate.
    CHECK(mate_possibility(Position::start(), Color::White, 5).verdict == Winnability::Undecided);
}

TEST_CASE("deterministic: the same position and budget give the same verdict, witness and node count") {
    for (const char* fen : {"8/8/3k4/8/8/2N5/7r/4K3 w - - 0 1", "8/2k5/8/1p1p4/1P1P4/8/2K5/8 w - - 0 1",
                            "1k6/b1b5/7p/5p1P/5p2/5PpK/6P1/8 w - -"}) {
        const Position pos = at(fen);
        for (Color side : {Color::White, Color::Black}) {
            const MateSearchResult first = mate_possibility(pos, side, 50'000);
            const MateSearchResult second = mate_possibility(pos, side, 50'000);
            CHECK_MESSAGE(first.verdict == second.verdict, fen);
            CHECK_MESSAGE(first.nodes == second.nodes, fen);
            CHECK_MESSAGE(first.witness == second.witness, fen);
        }
    }
}

TEST_CASE("Game::mate_possibility asks about the current position") {
    Game game(at("8/8/3k4/3p4/8/2B5/8/4K3 w - - 0 1"));
    REQUIRE(game.play_uci("c3d4"));
    REQUIRE(game.play_uci("d6c6"));
    const MateSearchResult r = game.mate_possibility(Color::White);
    CHECK(r.verdict == Winnability::CanMate);
    CHECK(witness_mates(game.position(), Color::White, r.witness));
    CHECK(r.witness == mate_possibility(game.position(), Color::White).witness);
    CHECK(std::string(winnability_name(Winnability::Undecided)) == "undecided");
}
