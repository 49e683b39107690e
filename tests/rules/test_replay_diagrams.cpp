// Diagram tests of the one timeline replay (engine/rules/replay.hpp) and the rulings that rest on
// what it derives: why a move is illegal and which article it breaks, the king's and the moved
// piece's mobility for the replacement move, touch-move from the board, who has the move after
// every event, the lapsed draw offer, history before the position, the Go turn after void and
// replayed stones, the take-back claim's timing and the count-out from the clock alone.
// Each position is drawn in its comment; each case has its negative beside it.
#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "engine/clock/game_time.hpp"
#include "tests/rules/incident_builders.hpp"
#include "tests/rules/ruling_checks.hpp"
#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/replay.hpp"

using namespace arbiter;
using namespace arbiter::rules;
using namespace arbiter::test;

namespace {

// Position A: the white bishop on d2 is pinned to its king by the bishop on b4, but may still
// move along the pin (c3, xb4).
//   8 . . . . k . . .
//   4 . b . . . . . .
//   2 . . . B . . . .
//   1 . . . . K . . .
constexpr const char* kPinnedAlongDiagonal = "4k3/8/8/8/1b6/8/3B4/4K3 w - - 0 1";
// Position B: the bishop on e2 is pinned on the file by the rook on e8 and cannot move at all.
//   8 k . . . r . . .
//   2 . . . . B . . .
//   1 . . . . K . . R      (the rook on h1 only in B2)
constexpr const char* kPinnedOnFile = "k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1";
constexpr const char* kPinnedOnFileWithRook = "k3r3/8/8/8/8/8/4B3/4K2R w - - 0 1";

}  // namespace

TEST_CASE("an illegal move cites the article of Article 3 it breaks") {
    struct Row {
        const char* fen;
        const char* uci;
        const char* reason;
        const char* article;
    };
    for (const Row& row : {
             Row{kPinnedAlongDiagonal, "d2e3", "leaves_king_in_check", "3.9.2"},
             Row{"4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1b2", "wrong_piece_movement", "3.3"},          // a rook on a diagonal
             Row{"4k3/8/8/8/8/8/3P4/2B1K3 w - - 0 1", "c1e3", "wrong_piece_movement", "3.5"},        // the bishop jumps d2
             Row{"4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "g1g3", "wrong_piece_movement", "3.6"},          // a knight moving straight
             Row{"4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", "e1g1", "castling_illegal", "3.8.2"},           // through f1 (reference 3-A)
             Row{"rnbqkbnr/pp3ppp/4p3/2ppP3/3P4/8/PPP2PPP/RNBQKBNR w KQkq - 0 4", "e5d6", "wrong_en_passant", "3.7.3.1"},
         }) {
        CAPTURE(row.fen);
        CAPTURE(row.uci);
        const Replay r = replay(chess(row.fen, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s(row.uci)}})}));
        REQUIRE(r.problems.empty());
        const ChessFacts& f = r.steps[0].chess;
        CHECK_FALSE(f.legal);
        CHECK(f.reason == row.reason);
        CHECK(f.broken_article.value_or("") == row.article);
        CHECK(cites(rule(chess(row.fen, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s(row.uci)}})})), row.article));
    }
    // A reason the author states that the board contradicts is an error, at the field.
    const Replay wrong = replay(chess(kPinnedAlongDiagonal, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("d2e3")}, {"legal", false}, {"reason", s("castling_illegal")}})}));
    REQUIRE_FALSE(wrong.problems.empty());
    CHECK(wrong.problems[0].field == "reason");
    CHECK(wrong.problems[0].message.en.find("leaves_king_in_check") != std::string::npos);
}

TEST_CASE("after an illegal castling the king must move, or any move when the king has none (4.4.3)") {
    // Reference 3-A: Kd1, Kd2 and Kf2 are legal, so another king move is owed.
    const Ruling can = rule(chess("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e1g1")}})}));
    CHECK(correction(can, CorrectionKind::KingMoveRequired));
    CHECK_FALSE(correction(can, CorrectionKind::AnyLegalMove));
    // Evans gambit: the a3 bishop covers e7 and f8; d8, d7 and f7 are Black's own: no king move.
    //   8 r . b q k . . r
    //   7 p p p p . p p p
    //   3 B . . . . N . .
    const Ruling stuck = rule(chess("r1bqk2r/pppp1ppp/2n2n2/4p3/2B1P3/B4N2/P2P1PPP/RN1QK2R b KQkq - 2 7",
                                    {ev(EventKind::Move, "0:10:00", {{"by", s("black")}, {"move", s("e8g8")}})}));
    const Correction* any = correction(stuck, CorrectionKind::AnyLegalMove);
    REQUIRE(any);
    CHECK(any->citations.front().article == "4.4.3");
    CHECK_FALSE(correction(stuck, CorrectionKind::KingMoveRequired));
    CHECK(stuck.explanation.en.find("no legal move") != std::string::npos);
}

TEST_CASE("the move replacing an illegal one obeys touch-move: the moved piece must move if it can (7.5.1, 4.3, 4.7)") {
    // The pinned bishop can still go to c3 or take on b4: it must be the piece moved.
    const Ruling can = rule(chess(kPinnedAlongDiagonal, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("d2e3")}})}));
    const Correction* must = correction(can, CorrectionKind::TouchedPieceMustMove);
    REQUIRE(must);
    CHECK(must->detail == "d2");
    // Pinned on the file it cannot move at all: any legal move (4.5).
    const Ruling cannot = rule(chess(kPinnedOnFile, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e2d3")}})}));
    CHECK_FALSE(correction(cannot, CorrectionKind::TouchedPieceMustMove));
    REQUIRE(correction(cannot, CorrectionKind::AnyLegalMove));
    CHECK(correction(cannot, CorrectionKind::AnyLegalMove)->citations.front().article == "4.5");
    // Not completed (no press): the same replacement, and no penalty.
    const Ruling unpressed = rule(chess(kPinnedOnFile, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e2d3")}, {"pressed", false}})}));
    CHECK(unpressed.id == "chess.illegal-move-not-completed");
    CHECK(unpressed.penalties.empty());
    CHECK(correction(unpressed, CorrectionKind::AnyLegalMove));
}

TEST_CASE("touch-move from the board: the first touched piece that can move, in the order touched (4.3, 4.5)") {
    // The pinned bishop first, then the rook: the rook must move.
    const Ruling ordered = rule(chess(kPinnedOnFileWithRook, {ev(EventKind::Touch, "0:10:00", {{"by", s("white")}, {"touched", s("own")}, {"squares", list({"e2", "h1"})}})}));
    CHECK(ordered.id == "chess.touch-own");
    REQUIRE(correction(ordered, CorrectionKind::TouchedPieceMustMove));
    CHECK(correction(ordered, CorrectionKind::TouchedPieceMustMove)->detail == "h1");
    // The replay keeps what the player having the move has touched, in order.
    const Replay touches = replay(chess(kPinnedOnFileWithRook, {ev(EventKind::Touch, "0:10:00", {{"by", s("white")}, {"touched", s("own")}, {"squares", list({"e2", "h1"})}})}));
    CHECK(touches.steps[0].after.touched == std::vector<std::string>{"e2", "h1"});
    // Only the pinned bishop: nothing touched can move, so any legal move.
    const Ruling none = rule(chess(kPinnedOnFileWithRook, {ev(EventKind::Touch, "0:10:00", {{"by", s("white")}, {"touched", s("own")}, {"square", s("e2")}})}));
    CHECK(none.id == "chess.touch-none-movable");
    // An author who says the pinned bishop can move is contradicted by the board.
    const Replay wrong = replay(chess(kPinnedOnFileWithRook, {ev(EventKind::Touch, "0:10:00", {{"by", s("white")}, {"touched", s("own")}, {"square", s("e2")}, {"can_move", true}})}));
    REQUIRE_FALSE(wrong.problems.empty());
    CHECK(wrong.problems[0].field == "can_move");
    // 4.3.3: own knight then the opponent's pawn it can take: capture it with that knight.
    const Ruling both = rule(chess("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 b kq - 2 5",
                                   {ev(EventKind::Touch, "0:10:00", {{"by", s("black")}, {"touched", s("own_and_opponent")}, {"squares", list({"f6", "e4"})}})}));
    CHECK(both.id == "chess.touch-opponent");
    REQUIRE(correction(both, CorrectionKind::MustCaptureTouched));
    CHECK(correction(both, CorrectionKind::MustCaptureTouched)->detail == "e4");
}

TEST_CASE("a move is made when the piece is released: the player no longer has the move, pressed or not") {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const Event e4 = ev(EventKind::Move, "0:01:00", {{"by", s("white")}, {"move", s("e2e4")}, {"pressed", false}});
    const Replay r = replay(chess(start, {e4}));
    REQUIRE(r.start.to_move == Player::White);
    CHECK(r.steps[0].after.to_move == Player::Black);
    CHECK(r.steps[0].after.clocks.running == Player::White);  // not pressed: White's clock still runs
    // A touch by White now does not bind (4.3: the player having the move) ...
    const Ruling late_touch = rule(chess(start, {e4, ev(EventKind::Touch, "0:01:05", {{"by", s("white")}, {"touched", s("own")}, {"square", s("g1")}})}));
    CHECK(late_touch.id == "chess.touch-without-the-move");
    CHECK(late_touch.corrections.empty());
    // ... while Black's touch does.
    const Ruling black_touch = rule(chess(start, {e4, ev(EventKind::Touch, "0:01:05", {{"by", s("black")}, {"touched", s("own")}, {"square", s("g8")}})}));
    CHECK(black_touch.id == "chess.touch-own");
    // A claim by White after releasing his move is not a claim with the move (9.2), pressed or not.
    const Replay claimed = replay(chess(start, {e4, ev(EventKind::Claim, "0:01:10", {{"by", s("white")}, {"claim", s("threefold")}})}));
    CHECK(claimed.steps[1].chess.after_pressing);
    CHECK(rule(chess(start, {e4, ev(EventKind::Claim, "0:01:10", {{"by", s("white")}, {"claim", s("threefold")}})})).id ==
          "chess.claim-after-pressing");
    // The author may not say the claimant still had the move.
    const Replay wrong = replay(chess(start, {e4, ev(EventKind::Claim, "0:01:10", {{"by", s("white")}, {"claim", s("threefold")}, {"after_pressing", false}})}));
    REQUIRE_FALSE(wrong.problems.empty());
    CHECK(wrong.problems[0].field == "after_pressing");
}

TEST_CASE("a draw offer lapses when the opponent touches a piece with intent: a later acceptance is void (9.1.2.1)") {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const Event e4 = ev(EventKind::Move, "0:01:00", {{"by", s("white")}, {"move", s("e2e4")}});
    const Event offer = ev(EventKind::DrawOffer, "0:01:00", {{"by", s("white")}});
    const Event accept = ev(EventKind::DrawAgreed, "0:01:30", {{"by", s("black")}});
    const Ruling agreed = rule(chess(start, {e4, offer, accept}));
    CHECK(agreed.id == "chess.draw-agreed");
    CHECK(agreed.outcome == Outcome::Draw);
    const Event touch = ev(EventKind::Touch, "0:01:20", {{"by", s("black")}, {"touched", s("own")}, {"square", s("e7")}});
    const Ruling lapsed = rule(chess(start, {e4, offer, touch, accept}));
    CHECK(has_part(lapsed, "chess.draw-acceptance-void"));
    CHECK(lapsed.outcome == Outcome::Continues);
    CHECK(cites(lapsed, "9.1.2.1"));
    // An adjustment announced first is no rejection.
    const Event adjust = ev(EventKind::Touch, "0:01:20", {{"by", s("black")}, {"touched", s("own")}, {"square", s("e7")}, {"announced_adjust", true}});
    CHECK(rule(chess(start, {e4, offer, adjust, accept})).outcome == Outcome::Draw);
}

TEST_CASE("history before the position: the first illegal move of the timeline may be the player's second") {
    Incident inc = chess(kPinnedOnFile, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e2d3")}})});
    CHECK(rule(inc).id == "chess.illegal-move");
    inc.illegal_moves_before[static_cast<std::size_t>(Player::White)] = 1;
    const Ruling second = rule(inc);
    CHECK(second.id == "chess.second-illegal-move");  // Black has a rook: he can mate
    CHECK(second.outcome == Outcome::BlackWins);
    // With only same-coloured bishops left Black cannot mate: a draw (7.5.5).
    Incident bishops = chess(kPinnedAlongDiagonal, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("d2e3")}})});
    bishops.illegal_moves_before[static_cast<std::size_t>(Player::White)] = 1;
    CHECK(rule(bishops).id == "chess.second-illegal-move-cannot-mate");
}

TEST_CASE("in normal blitz an illegal move found after the reply stands, and nothing replaces it (A.5.2)") {
    Incident inc = chess(kPinnedAlongDiagonal, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("d2e3")}, {"noticed_after_reply", true}})},
                         "fide-2023-blitz");
    inc.options["supervised"] = false;
    const Ruling r = rule(inc);
    CHECK(r.id == "chess.illegal-move-stands");
    CHECK(r.penalties.empty());
    CHECK_FALSE(correction(r, CorrectionKind::TouchedPieceMustMove));
    CHECK(correction(r, CorrectionKind::IllegalMoveStands));
    // Supervised, the same move is corrected whenever found.
    inc.options["supervised"] = true;
    CHECK(rule(inc).id == "chess.illegal-move");
}

namespace {
// A 5×5 board, Black to move; rows from the top.
constexpr const char* kEmpty5 = ". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n";
// A ko on B3: Black has just been able to take at C3; White's retake at B3 is the immediate recapture.
//   5 . . . . .
//   4 . X O . .
//   3 X O . O .
//   2 . X O . .
//   1 . . . . .
constexpr const char* kKo = ". . . . .\n. X O . .\nX O . O .\n. X O . .\n. . . . .\n";
}  // namespace

TEST_CASE("Go: a stone lifted and replayed is one move, so the same player's next stone is his second") {
    const Event replayed = ev(EventKind::StoneReplayed, "0:30:00", {{"by", s("black")}, {"from", s("C3")}, {"to", s("D3")}});
    const Event black_again = ev(EventKind::Move, "0:30:20", {{"by", s("black")}, {"move", s("B2")}});
    const Ruling twice = rule(go(kEmpty5, Player::Black, {replayed, black_again}));
    CHECK(has_part(twice, "go.play-twice"));
    // With White's reply between, Black's stone is his own turn.
    const Event white = ev(EventKind::Move, "0:30:10", {{"by", s("white")}, {"move", s("D4")}});
    const Ruling fine = rule(go(kEmpty5, Player::Black, {replayed, white, black_again}));
    CHECK_FALSE(has_part(fine, "go.play-twice"));
    CHECK(fine.id == "go.stone-replayed");
    // The board shows the stone put back on its first point.
    const Replay r = replay(go(kEmpty5, Player::Black, {replayed}));
    CHECK(r.steps[0].after.go_rows[2] == "..X..");
    CHECK(r.steps[0].after.to_move == Player::White);
}

TEST_CASE("Go: a void ko retake forfeits the turn, so the retaker's next stone is a second move") {
    const Event take = ev(EventKind::Move, "0:10:00", {{"by", s("black")}, {"move", s("C3")}});
    const Event retake = ev(EventKind::Move, "0:10:10", {{"by", s("white")}, {"move", s("B3")}});
    const Replay r = replay(go(kKo, Player::Black, {take, retake}));
    CHECK(r.steps[1].go.reason == "ko_recapture");
    CHECK(r.steps[1].after.to_move == Player::Black);
    const Event white_again = ev(EventKind::Move, "0:10:20", {{"by", s("white")}, {"move", s("E5")}});
    CHECK(has_part(rule(go(kKo, Player::Black, {take, retake, white_again})), "go.play-twice"));
    const Event black_next = ev(EventKind::Move, "0:10:20", {{"by", s("black")}, {"move", s("E5")}});
    CHECK_FALSE(has_part(rule(go(kKo, Player::Black, {take, retake, black_next})), "go.play-twice"));
}

TEST_CASE("Go 2002 17-3: a take-back claim is in time only before the opponent's next move") {
    const Event white = ev(EventKind::Move, "0:31:00", {{"by", s("white")}, {"move", s("D4")}});
    const Event early = ev(EventKind::StoneReplayed, "0:30:00", {{"by", s("black")}, {"from", s("C3")}, {"to", s("D3")}, {"claimed_at", t("0:30:30")}});
    const Ruling in_time = rule(go(kEmpty5, Player::Black, {early, white}, "cn-go-2002"));
    CHECK(in_time.parts.front() == "go.stone-replayed");
    const Event late = ev(EventKind::StoneReplayed, "0:30:00", {{"by", s("black")}, {"from", s("C3")}, {"to", s("D3")}, {"claimed_at", t("0:31:10")}});
    const Ruling too_late = rule(go(kEmpty5, Player::Black, {late, white}, "cn-go-2002"));
    CHECK(too_late.parts.front() == "go.stone-replayed-claim-late");
    CHECK(too_late.penalties.empty());
    // Stones found moved have no such limit: moves in between change nothing (1988 17.3).
    const Event moved = ev(EventKind::StoneMoved, "0:40:00", {{"from", s("D4")}, {"to", s("E4")}, {"agreed", true}});
    const Ruling put_back = rule(go(kEmpty5, Player::Black, {ev(EventKind::Move, "0:30:00", {{"by", s("black")}, {"move", s("C3")}}), white, moved}));
    CHECK(put_back.id == "go.stone-moved-agreed");
}

TEST_CASE("Go: the count-out is ruled from the clock alone, whatever event comes next") {
    Incident inc = go(kEmpty5, Player::Black, {ev(EventKind::Phone, "1:01:30", {{"by", s("white")}})});
    inc.clock.go_system = "reserve_minutes";
    inc.clock.reserve_minutes = 1;
    inc.clock.black_left = clock::seconds(60);  // Black is in his last minute
    inc.clock.starts_at = *clock::parse_game_time("1:00:00");
    inc.clock.running = Player::Black;
    const Replay r = replay(inc);
    REQUIRE(r.steps[0].count_out);
    CHECK(r.steps[0].count_out->player == Player::Black);
    CHECK(r.steps[0].count_out->at == *clock::parse_game_time("1:01:00"));
    const Ruling lost = rule(inc);
    CHECK(lost.id == "go.overtime");
    CHECK(lost.outcome == Outcome::WhiteWins);
    CHECK(lost.fact("lost_on_time_at")->value == "1:01:00");
    CHECK_FALSE(has_part(lost, "go.phone"));  // after the end
    // Ten seconds earlier the count has not run out: the phone is ruled on.
    inc.events[0].at = *clock::parse_game_time("1:00:50");
    CHECK(rule(inc).id == "go.phone");
}

TEST_CASE("Go: removing captured stones is not counted in byo-yomi under 1988 (23.4), but is under 2002") {
    // Black is in his last minute from 1:00:00 and places a capturing stone at 0:55, spends ten
    // seconds removing the captured stones and presses at 1:01:05.
    auto incident = [](const char* rules) {
        Incident inc = go(kKo, Player::Black, {ev(EventKind::Move, "1:01:05", {{"by", s("black")}, {"move", s("C3")}, {"capture_time", t("0:10")}})}, rules);
        inc.clock.go_system = "reserve_minutes";
        inc.clock.reserve_minutes = 1;
        inc.clock.black_left = clock::seconds(60);
        inc.clock.white_left = clock::seconds(60);
        inc.clock.starts_at = *clock::parse_game_time("1:00:00");
        inc.clock.running = Player::Black;
        return inc;
    };
    const Replay y1988 = replay(incident("cn-go-1988"));
    CHECK_FALSE(y1988.steps[0].count_out);  // 55 s counted: in time
    CHECK(rule(incident("cn-go-1988")).id == "go.no-irregularity");
    const Replay y2002 = replay(incident("cn-go-2002"));
    REQUIRE(y2002.steps[0].count_out);  // 65 s: the count reached "10" at 1:01:00
    CHECK(y2002.steps[0].count_out->at == *clock::parse_game_time("1:01:00"));
    CHECK(rule(incident("cn-go-2002")).id == "go.overtime");
}

TEST_CASE("Go: after both confirm the end the engine counts, and the komi of the rule set decides") {
    // 9x9: Black's wall on E (and D1), White's on F (and E1); the white stone on B5 is dead.
    // Black 35 + 9 = 44, White 27 + 10 = 37; half the board is 40½.
    constexpr const char* board =
        ". . . . X O . . .\n. . . . X O . . .\n. . . . X O . . .\n. . . . X O . . .\n. O . . X O . . .\n"
        ". . . . X O . . .\n. . . . X O . . .\n. . . . X O . . .\n. . . X O O . . .\n";
    auto ended = [&](const char* rules, std::vector<std::string> dead) {
        Event end = ev(EventKind::EndOfGame, "1:30:00", {{"by", s("white")}, {"opponent_agrees", true}});
        end.set("dead", dead);
        return go(board, Player::White, {end}, rules);
    };
    const Ruling y1988 = rule(ended("cn-go-1988", {"B5"}));
    CHECK(y1988.id == "go.count");
    CHECK(y1988.outcome == Outcome::BlackWins);
    CHECK(y1988.fact("result")->value == "B+¾");  // 44 − 40½ − 2¾
    const Ruling y2002 = rule(ended("cn-go-2002", {"B5"}));
    CHECK(y2002.outcome == Outcome::WhiteWins);
    CHECK(y2002.fact("result")->value == "W+¼");  // 44 − 40½ − 3¾
    CHECK(cites(y2002, "11"));
    // A dead stone on an empty point is an error, at the field.
    const Replay wrong = replay(ended("cn-go-1988", {"C5"}));
    REQUIRE_FALSE(wrong.problems.empty());
    CHECK(wrong.problems[0].field == "dead");
    // Without the agreed dead stones the result is left to the counting (21.1).
    const Ruling uncounted = rule(go(board, Player::White, {ev(EventKind::EndOfGame, "1:30:00", {{"by", s("white")}, {"opponent_agrees", true}})}));
    CHECK(uncounted.id == "go.end-confirmed");
    CHECK(uncounted.outcome == Outcome::Counting);
}

TEST_CASE("Go: stones found moved, players disagreeing: the chief arbiter's options as each edition gives them") {
    const Event moved = ev(EventKind::StoneMoved, "0:40:00", {{"from", s("C3")}, {"to", s("D3")}, {"agreed", false}});
    auto ids = [](const Ruling& r) {
        std::vector<std::string> out;
        for (const auto& o : r.options) out.push_back(o.id);
        return out;
    };
    const Event black = ev(EventKind::Move, "0:30:00", {{"by", s("black")}, {"move", s("C3")}});
    const Ruling y1988 = rule(go(kEmpty5, Player::Black, {black, moved}));
    CHECK(ids(y1988) == std::vector<std::string>{"move_back", "accept", "draw", "replay"});  // 1988 17.3
    const Ruling y2002 = rule(go(kEmpty5, Player::Black, {black, moved}, "cn-go-2002"));
    CHECK(ids(y2002) == std::vector<std::string>{"reasonable_point", "accept", "draw", "replay", "both_lose"});  // 2002 17-5
    // The explanation lists exactly those options.
    CHECK(y2002.explanation.en.find("a reasonable point") != std::string::npos);
    CHECK(y2002.explanation.en.find("both players lose") != std::string::npos);
    CHECK(y2002.explanation.en.find("goes back") == std::string::npos);
    CHECK(y1988.explanation.en.find("both players lose") == std::string::npos);
}

TEST_CASE("a discretionary sanction grades any choice from the allowed menu as right (12.9, Go 1988 24.2)") {
    auto penalties_part = [](const Ruling& r, Player p, PenaltyKind kind) {
        Answer a;
        a.penalties_stated = true;
        a.penalties = {{p, kind, std::nullopt}};
        return grade(a, r).parts.front().score;
    };
    // Pieces displaced and the clock pressed: "may penalise" under 7.4.3 and 12.9.
    const Ruling chess_ruling = rule(chess(kPinnedAlongDiagonal, {ev(EventKind::PiecesDisplaced, "0:10:00", {{"by", s("white")}, {"clock_pressed", true}})},
                                           "fide-2023-blitz"));
    CHECK(penalties_part(chess_ruling, Player::White, PenaltyKind::ArbiterPenalty) == 1.0);
    CHECK(penalties_part(chess_ruling, Player::White, PenaltyKind::Warning) == 1.0);
    CHECK(penalties_part(chess_ruling, Player::White, PenaltyKind::TimeToOpponent) == 1.0);
    CHECK(penalties_part(chess_ruling, Player::White, PenaltyKind::Loss) == 0.0);    // not on the menu
    CHECK(penalties_part(chess_ruling, Player::Black, PenaltyKind::Warning) == 0.0);  // the wrong player
    // Go 1988 24.2: "劝告或警告一次".
    const Ruling go_ruling = rule(go(kEmpty5, Player::Black, {ev(EventKind::Disturbance, "0:10:00", {{"by", s("white")}})}));
    CHECK(penalties_part(go_ruling, Player::White, PenaltyKind::Warning) == 1.0);
    CHECK(penalties_part(go_ruling, Player::White, PenaltyKind::Admonition) == 1.0);
    CHECK(penalties_part(go_ruling, Player::White, PenaltyKind::ForfeitTurn) == 0.0);
    // A sanction the rules fix leaves no choice: playing twice under 2002 is a warning, not an admonition.
    const Event black = ev(EventKind::Move, "0:30:00", {{"by", s("black")}, {"move", s("C3")}});
    const Event again = ev(EventKind::Move, "0:30:10", {{"by", s("black")}, {"move", s("D3")}});
    const Ruling twice = rule(go(kEmpty5, Player::Black, {black, again}, "cn-go-2002"));
    CHECK(penalties_part(twice, Player::Black, PenaltyKind::Admonition) == 0.0);
}

TEST_CASE("an offer declined orally lapses too, and Go warnings before the position count towards the second") {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const Event e4 = ev(EventKind::Move, "0:01:00", {{"by", s("white")}, {"move", s("e2e4")}});
    const Event offer = ev(EventKind::DrawOffer, "0:01:00", {{"by", s("white")}});
    const Event no = ev(EventKind::DrawDeclined, "0:01:10", {{"by", s("black")}});
    const Event accept = ev(EventKind::DrawAgreed, "0:01:30", {{"by", s("black")}});
    const Replay r = replay(chess(start, {e4, offer, no, accept}));
    CHECK(r.steps[1].after.draw_offer == Player::White);
    CHECK_FALSE(r.steps[2].after.draw_offer);
    CHECK(rule(chess(start, {e4, offer, no, accept})).id == "chess.draw-acceptance-void");
    // Declined by the player who made it is no rejection: the offer stands.
    const Event own = ev(EventKind::DrawDeclined, "0:01:10", {{"by", s("white")}});
    CHECK(rule(chess(start, {e4, offer, own, accept})).outcome == Outcome::Draw);

    // Go 1988 25.2: a warning earlier in the game (history) and one now make two: a loss.
    Incident wrong = go(kEmpty5, Player::Black, {ev(EventKind::Move, "0:30:00", {{"by", s("black")}, {"move", s("C3")}}),
                                                 ev(EventKind::WrongCapture, "0:30:05", {{"by", s("black")}, {"stones", list({})}})});
    CHECK(rule(wrong).id == "go.wrong-capture");
    wrong.warnings_before[static_cast<std::size_t>(Player::Black)] = 1;
    const Ruling second = rule(wrong);
    CHECK(second.id == "go.second-warning");
    CHECK(second.outcome == Outcome::WhiteWins);
}

TEST_CASE("an illegal move nobody points out: the game goes on from the board, and when found the format decides") {
    // White's rook goes a1-b2 (a rook on a diagonal, 3.3); Black replies Ke7 on that board; the
    // move is pointed out at 0:10:30, after the reply.
    //   8 . . . . k . . .
    //   1 R . . . K . . .
    const char* fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    auto timeline = [&](const char* rules, bool supervised, const char* next_white) {
        Incident inc = chess(fen, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("a1b2")}, {"noticed_at", t("0:10:30")}}),
                                   ev(EventKind::Move, "0:10:20", {{"by", s("black")}, {"move", s("e8e7")}}),
                                   ev(EventKind::Move, "0:11:00", {{"by", s("white")}, {"move", s(next_white)}})},
                             rules);
        inc.options["supervised"] = supervised;
        return inc;
    };
    // Standard play: until it is found, Black's reply is judged on the board as it is (a legal move).
    const Replay standard = replay(timeline("fide-2023-standard", true, "a1a2"));
    REQUIRE(standard.problems.empty());
    CHECK(standard.steps[0].after.fen.rfind("4k3/8/8/8/8/8/1R6/4K3 b", 0) == 0);
    CHECK(standard.steps[0].chess.noticed_after_reply);  // derived from the timeline
    CHECK(standard.steps[1].chess.legal);
    // Found at 0:10:30: the position before a1-b2 comes back and Black's reply goes with it (7.5.1);
    // White, who moved the rook, moves again (4.3.1): a1-a2 is legal again.
    CHECK(standard.steps[2].chess.legal);
    CHECK(standard.steps[2].after.fen.rfind("4k3/8/8/8/8/8/R7/4K3 b", 0) == 0);
    CHECK(rule(timeline("fide-2023-standard", true, "a1a2")).parts.front() == "chess.illegal-move");
    // Normal blitz: after the reply it can no longer be corrected (A.5.2): the rook stays on b2.
    const Replay blitz = replay(timeline("fide-2023-blitz", false, "b2b3"));
    REQUIRE(blitz.problems.empty());
    CHECK(blitz.steps[2].chess.legal);
    CHECK(blitz.steps[2].after.fen.rfind("8/4k3/8/8/8/1R6/8/4K3 b", 0) == 0);
    const Ruling stands = rule(timeline("fide-2023-blitz", false, "b2b3"));
    CHECK(stands.parts.front() == "chess.illegal-move-stands");
    CHECK(stands.penalties.empty());
    // Pointed out before Black's reply, it is corrected in blitz too.
    Incident early = chess(fen, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("a1b2")}, {"noticed_at", t("0:10:10")}}),
                                 ev(EventKind::Move, "0:10:20", {{"by", s("white")}, {"move", s("a1a2")}})},
                           "fide-2023-blitz");
    early.options["supervised"] = false;
    const Replay corrected = replay(early);
    REQUIRE(corrected.problems.empty());
    CHECK(corrected.steps[1].chess.legal);
    CHECK_FALSE(corrected.steps[0].chess.noticed_after_reply);
    CHECK(rule(early).parts.front() == "chess.illegal-move");
    // An author who says it was noticed after the reply when the timeline says not is contradicted.
    early.events[0].set("noticed_after_reply", true);
    const Replay wrong = replay(early);
    REQUIRE_FALSE(wrong.problems.empty());
    CHECK(wrong.problems[0].field == "noticed_after_reply");
}

TEST_CASE("replay diagrams: 1988 20.2 and 20.4 claims are read on the board, and refused where they are not what they say") {
    // KataGo's triple-ko race one move in (tests/go/test_repetition_life.cpp).
    const char* race = R"(
        O O O O O O O
        O X O X O . O
        X . X . X O X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        . . . . . . .)";
    // Black's chain is in a triple-ko race both sides keep going (20.3), not false life (20.2),
    // whoever is to move; a life claim for it by White names no white stone.
    const Replay read = replay(go(race, Player::White, {ev(EventKind::LifeClaim, "2:00:00", {{"by", s("black")}, {"group", s("A4")}})}));
    REQUIRE(read.problems.empty());
    CHECK(read.steps[0].go.life == "mutual_cycle");
    const Replay black_to_move = replay(go(race, Player::Black, {ev(EventKind::LifeClaim, "2:00:00", {{"by", s("black")}, {"group", s("A4")}})}));
    REQUIRE(black_to_move.problems.empty());
    CHECK(black_to_move.steps[0].go.life != "false_life");
    const Replay wrong_colour = replay(go(race, Player::White, {ev(EventKind::LifeClaim, "2:00:00", {{"by", s("white")}, {"group", s("A4")}})}));
    REQUIRE_FALSE(wrong_colour.problems.empty());
    CHECK(wrong_colour.problems[0].field == "group");
    // The triple ko taken round is a game_cycle (20.3), not a claim that the game cannot end.
    const Replay triple = replay(go(race, Player::White,
                                    {ev(EventKind::CannotEndClaim, "2:00:00",
                                        {{"by", s("black")}, {"sequence", list({"B5", "F6", "D5", "B6", "F5", "D6"})}})}));
    REQUIRE_FALSE(triple.problems.empty());
    CHECK(triple.problems[0].message.en.find("game_cycle") != std::string::npos);
    // A sequence that never brings a position back is no repetition.
    const char* ko = R"(
        . . . . .
        . X O . .
        X O . O .
        . X O . .
        . . . . .)";
    const Replay no_repeat = replay(go(ko, Player::Black,
                                       {ev(EventKind::CannotEndClaim, "2:00:00", {{"by", s("white")}, {"sequence", list({"C3", "pass", "E1"})}})}));
    REQUIRE_FALSE(no_repeat.problems.empty());
    CHECK(no_repeat.problems[0].message.en.find("never repeats") != std::string::npos);
    // The ko retaken after two passes repeats the starting board at White's B3, the fourth move.
    const Replay passes = replay(go(ko, Player::Black,
                                    {ev(EventKind::CannotEndClaim, "2:00:00", {{"by", s("white")}, {"sequence", list({"C3", "pass", "pass", "B3"})}})}));
    REQUIRE(passes.problems.empty());
    REQUIRE(passes.steps[0].go.repeat);
    CHECK(passes.steps[0].go.repeat->step == 4);
    CHECK(passes.steps[0].go.repeat->by == "white");
}
