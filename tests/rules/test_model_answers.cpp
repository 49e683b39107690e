// Rulings as a senior arbiter signs them (docs/rulings.md): nothing is corrected after the game
// has ended, a move that keeps a touch obligation stands, an illegal move not completed is ruled
// as the Laws rule it (and when the press completes it), the 12.9 menu grades every choice on it,
// the articles come in the model answer's order, and the events exams still ask about. Each
// position is drawn in its comment; each case has its negative beside it.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/rules/adjudicator.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/replay.hpp"
#include "tests/rules/incident_builders.hpp"
#include "tests/rules/ruling_checks.hpp"

using namespace arbiter;
using namespace arbiter::rules;
using namespace arbiter::test;

namespace {

std::vector<std::string> problems_of(const Incident& inc) {
    std::vector<std::string> out;
    for (const auto& p : adjudicate(inc).problems) out.push_back(p.en);
    return out;
}

bool has_penalty(const Ruling& r, Player p, PenaltyKind kind) {
    return std::any_of(r.penalties.begin(), r.penalties.end(), [&](const Penalty& x) { return x.player == p && x.kind == kind; });
}

// The ruling's articles in the model answer's order, as numbers.
std::vector<std::string> articles(const Ruling& r) {
    std::vector<std::string> out;
    for (const auto& c : r.articles()) out.push_back(c.article);
    return out;
}

// The rook on a7 and a black rook on a1 (Black can mate with it):
//   8 . . . . . . . k
//   7 R . . . . . . .
//   6 . . . . . . K .
//   1 r . . . . . . .
constexpr const char* kRooks = "7k/R7/6K1/8/8/8/8/r7 w - - 0 60";
// The bishop on e2 is pinned on the file and cannot move at all:
//   8 k . . . r . . .
//   2 . . . . B . . .
//   1 . . . . K . . R      (the rook on h1 only in the second)
constexpr const char* kPinnedOnFile = "k3r3/8/8/8/8/8/4B3/4K3 w - - 0 1";
constexpr const char* kPinnedOnFileWithRook = "k3r3/8/8/8/8/8/4B3/4K2R w K - 0 1";
// The bishop on d2 is pinned on the diagonal by b4 but may move along it (c3, xb4):
//   8 . . . . k . . .
//   4 . b . . . . . .
//   2 . . . B . . . .
//   1 . . . . K . . .
constexpr const char* kPinnedAlongDiagonal = "4k3/8/8/8/1b6/8/3B4/4K3 w - - 0 1";
// The same with a black pawn on a7, so that no bishop move leaves a dead position (5.2.2).
constexpr const char* kPinnedWithPawn = "4k3/p7/8/8/1b6/8/3B4/4K3 w - - 0 1";

Incident blitz_with_clock(const char* fen, std::vector<Event> events) {
    Incident inc = chess(fen, std::move(events), "fide-2023-blitz");
    inc.clock.control = "180";
    inc.clock.starts_at = at("0:05:00");
    inc.clock.white_left = at("0:03");
    inc.clock.black_left = at("2:00");
    inc.clock.running = Player::White;
    return inc;
}

}  // namespace

TEST_CASE("nothing after the end: a flag after an illegal move not completed wins, and nothing is restored") {
    // Blitz: White, with three seconds left, plays the rook a7-b8 (diagonally, 3.3) and does not
    // press; his flag falls at 0:05:03 and Black claims at 0:05:05. Black has a rook: Black wins.
    const Event illegal = ev(EventKind::Move, "0:05:01", {{"by", s("white")}, {"move", s("a7b8")}, {"pressed", false}});
    const Event flag = ev(EventKind::FlagFall, "0:05:05", {{"player", s("white")}, {"noticed_by", s("black")}});
    const Ruling won = rule(blitz_with_clock(kRooks, {illegal, flag}));
    CHECK(won.outcome == Outcome::BlackWins);
    CHECK(won.corrections.empty());
    CHECK(won.explanation.en.find("no earlier correction is carried out") != std::string::npos);
    // Without the flag the move is still to be replaced: the position comes back and the rook moves.
    const Ruling open = rule(blitz_with_clock(kRooks, {illegal}));
    CHECK(open.id == "chess.illegal-move-not-completed");
    CHECK(correction(open, CorrectionKind::RestorePosition));
    REQUIRE(correction(open, CorrectionKind::TouchedPieceMustMove));
    CHECK(correction(open, CorrectionKind::TouchedPieceMustMove)->detail == "a7");
}

TEST_CASE("nothing after the end: a player who persistently refuses loses, and the position is not restored") {
    const Event illegal = ev(EventKind::Move, "1:00:00", {{"by", s("white")}, {"move", s("a7b8")}});
    const Event refusal = ev(EventKind::PersistentRefusal, "1:00:30", {{"by", s("white")}});
    const Ruling lost = rule(chess(kRooks, {illegal, refusal}));
    CHECK(lost.id == "chess.persistent-refusal");
    CHECK(lost.outcome == Outcome::BlackWins);
    CHECK(lost.corrections.empty());
    CHECK(has_penalty(lost, Player::White, PenaltyKind::TimeToOpponent));  // given when the move was ruled on
    // The illegal move alone: restored, the rook to move, two minutes to Black.
    const Ruling alone = rule(chess(kRooks, {illegal}));
    CHECK(correction(alone, CorrectionKind::RestorePosition));
    CHECK(correction(alone, CorrectionKind::TouchedPieceMustMove));
    // A decision that is no correction of play stays: a claim rejected before a flag fall.
    Incident claimed = blitz_with_clock(kRooks, {ev(EventKind::Claim, "0:05:01", {{"by", s("white")}, {"claim", s("threefold")}, {"valid", false}}),
                                                 ev(EventKind::FlagFall, "0:05:05", {{"player", s("white")}, {"noticed_by", s("black")}})});
    const Ruling after_claim = rule(claimed);
    CHECK(after_claim.outcome == Outcome::BlackWins);
    CHECK(correction(after_claim, CorrectionKind::ClaimRejected));
}

TEST_CASE("nothing after the end, Go: the second warning loses and the stones are not put back (1988 18, 25.2)") {
    Incident wrong = go(". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n", Player::Black,
                        {ev(EventKind::WrongCapture, "0:30:05", {{"by", s("black")}, {"stones", list({})}})});
    const Ruling first = rule(wrong);
    CHECK(first.id == "go.wrong-capture");
    CHECK(correction(first, CorrectionKind::PutStoneBack));
    wrong.warnings_before[static_cast<std::size_t>(Player::Black)] = 1;
    const Ruling second = rule(wrong);
    CHECK(second.id == "go.second-warning");
    CHECK(second.outcome == Outcome::WhiteWins);
    CHECK(second.corrections.empty());
}

TEST_CASE("4.5 lets the move stand: nothing touched can move, so the move made stands and the claim is rejected") {
    // The pinned bishop e2 is touched; White then plays the rook h1-h5.
    const Event pinned = ev(EventKind::Touch, "0:10:00", {{"by", s("white")}, {"touched", s("own")}, {"square", s("e2")}, {"played", s("h1h5")}});
    const Incident inc = chess(kPinnedOnFileWithRook, {pinned});
    const Ruling stands = rule(inc);
    CHECK(stands.id == "chess.touch-none-movable");
    CHECK_FALSE(correction(stands, CorrectionKind::RestorePosition));
    REQUIRE(correction(stands, CorrectionKind::ClaimRejected));
    CHECK(correction(stands, CorrectionKind::ClaimRejected)->citations.front().article == "4.5");
    CHECK(replay(inc).steps[0].after.to_move == Player::Black);  // the move was made
    // The rook touched, the king moved: 4.3.1 takes the king move back and the rook must move.
    const Event rook = ev(EventKind::Touch, "0:10:00", {{"by", s("white")}, {"touched", s("own")}, {"square", s("h1")}, {"played", s("e1d1")}});
    const Incident wrong_piece = chess(kPinnedOnFileWithRook, {rook});
    const Ruling back = rule(wrong_piece);
    CHECK(back.id == "chess.touch-own");
    REQUIRE(correction(back, CorrectionKind::RestorePosition));
    CHECK(correction(back, CorrectionKind::RestorePosition)->detail == "e1d1");
    CHECK(correction(back, CorrectionKind::TouchedPieceMustMove)->detail == "h1");
    CHECK(replay(wrong_piece).steps[0].after.to_move == Player::White);  // taken back: still White's move
    // The rook touched and moved: the obligation kept, the claim rejected (4.3.1).
    const Ruling kept = rule(chess(kPinnedOnFileWithRook, {ev(EventKind::Touch, "0:10:00", {{"by", s("white")}, {"touched", s("own")}, {"square", s("h1")}, {"played", s("h1h5")}})}));
    CHECK_FALSE(correction(kept, CorrectionKind::RestorePosition));
    REQUIRE(correction(kept, CorrectionKind::ClaimRejected));
    CHECK(correction(kept, CorrectionKind::ClaimRejected)->citations.front().article == "4.3.1");
}

TEST_CASE("touch-move with a move made: 4.3.2, 4.3.3, 4.4.1, 4.4.3 and a touch without the move") {
    // Italian game, Black to move: the f6 knight can take the e4 pawn.
    const char* italian = "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 b kq - 2 5";
    auto both = [&](const char* played) {
        return rule(chess(italian, {ev(EventKind::Touch, "0:10:00", {{"by", s("black")}, {"touched", s("own_and_opponent")}, {"squares", list({"f6", "e4"})}, {"played", s(played)}})}));
    };
    CHECK(correction(both("f6e4"), CorrectionKind::ClaimRejected));      // 4.3.3: Nxe4 with the touched knight
    CHECK(correction(both("f6g4"), CorrectionKind::RestorePosition));    // another knight move: taken back
    CHECK(correction(both("f6g4"), CorrectionKind::MustCaptureTouched));
    auto theirs = [&](const char* played) {
        return rule(chess(italian, {ev(EventKind::Touch, "0:10:00", {{"by", s("black")}, {"touched", s("opponent")}, {"square", s("e4")}, {"played", s(played)}})}));
    };
    CHECK(correction(theirs("f6e4"), CorrectionKind::ClaimRejected));    // 4.3.2: the e4 pawn captured
    CHECK(correction(theirs("c5b4"), CorrectionKind::RestorePosition));  // not captured: taken back
    // King then rook, castling legal: castling stands, another king move does not (4.4.1).
    //   8 k . . . . . . .
    //   1 . . . . K . . R
    const char* castle = "k7/8/8/8/8/8/8/4K2R w K - 0 1";
    auto king_rook = [&](const char* fen, const char* played) {
        return rule(chess(fen, {ev(EventKind::Touch, "0:10:00", {{"by", s("white")}, {"touched", s("king_then_rook")}, {"squares", list({"e1", "h1"})}, {"played", s(played)}})}));
    };
    CHECK(correction(king_rook(castle, "e1g1"), CorrectionKind::ClaimRejected));
    CHECK(correction(king_rook(castle, "e1f1"), CorrectionKind::MustCastle));
    // The f8 rook covers f1, so castling is illegal (4.4.3): any king move stands, a rook move does not.
    const char* covered = "k4r2/8/8/8/8/8/8/4K2R w K - 0 1";
    CHECK(correction(king_rook(covered, "e1d1"), CorrectionKind::ClaimRejected));
    CHECK(correction(king_rook(covered, "h1h5"), CorrectionKind::KingMoveRequired));
    // White has released e4 and touches the g1 knight: nothing binds him (4.3), the claim fails.
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const Ruling free = rule(chess(start, {ev(EventKind::Move, "0:01:00", {{"by", s("white")}, {"move", s("e2e4")}, {"pressed", false}}),
                                           ev(EventKind::Touch, "0:01:05", {{"by", s("white")}, {"touched", s("own")}, {"square", s("g1")}, {"played", s("d2d4")}})}));
    CHECK(free.id == "chess.touch-without-the-move");
    CHECK(correction(free, CorrectionKind::ClaimRejected));
    CHECK_FALSE(correction(free, CorrectionKind::RestorePosition));
}

TEST_CASE("an illegal move not completed: the press completes it, the player's own replacement is judged by touch-move") {
    const Event unpressed = ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e2d3")}, {"pressed", false}});
    // Not completed: no penalty; the pinned bishop cannot move, so any legal move (4.5).
    const Ruling pointed_out = rule(chess(kPinnedOnFile, {unpressed}));
    CHECK(pointed_out.id == "chess.illegal-move-not-completed");
    CHECK(pointed_out.penalties.empty());
    CHECK(articles(pointed_out) == std::vector<std::string>{"6.2.1", "7.5.1", "3.9.2", "4.5"});
    // The player then presses: the press completes the illegal move (7.5.1, 7.5.5).
    const Event press = ev(EventKind::ClockPress, "0:10:05", {{"by", s("white")}});
    const Ruling completed = rule(chess(kPinnedOnFile, {unpressed, press}));
    CHECK(completed.id == "chess.illegal-move");
    CHECK(has_penalty(completed, Player::White, PenaltyKind::TimeToOpponent));
    CHECK(articles(completed) == std::vector<std::string>{"7.5.1", "3.9.2", "4.5", "7.5.5"});
    CHECK(completed.parts == std::vector<std::string>{"chess.illegal-move"});  // one ruling, at the press
    // A legal move not pressed, then the press: simply completed (6.2.1, 6.2.2), not 7.5.3.
    const Ruling legal = rule(chess(kPinnedOnFile, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e1d1")}, {"pressed", false}}), press}));
    CHECK(legal.id == "chess.no-irregularity");
    CHECK(articles(legal) == std::vector<std::string>{"6.2.1", "6.2.2"});
    // The player takes it back himself and moves the same bishop: no penalty, no correction.
    const Event illegal_d2 = ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("d2e3")}, {"pressed", false}});
    const Ruling replaced = rule(chess(kPinnedWithPawn, {illegal_d2, ev(EventKind::Move, "0:10:03", {{"by", s("white")}, {"move", s("d2c3")}})}));
    CHECK(replaced.id == "chess.illegal-move-replaced");
    CHECK(replaced.penalties.empty());
    CHECK(replaced.corrections.empty());
    // ... or moves the king while the bishop could move: touch-move takes the king move back.
    const Ruling other_piece = rule(chess(kPinnedWithPawn, {illegal_d2, ev(EventKind::Move, "0:10:03", {{"by", s("white")}, {"move", s("e1f1")}})}));
    CHECK(other_piece.id == "chess.illegal-move-not-completed");
    CHECK(other_piece.penalties.empty());
    REQUIRE(correction(other_piece, CorrectionKind::RestorePosition));
    CHECK(correction(other_piece, CorrectionKind::RestorePosition)->detail == "e1f1");
    CHECK(correction(other_piece, CorrectionKind::TouchedPieceMustMove)->detail == "d2");
}

TEST_CASE("the replacement of an illegal capture obeys 4.3.3: the own piece if it can move, else the piece it took") {
    // The pinned d2 bishop takes the e3 pawn (3.9.2): it can still move along the pin.
    //   4 . b . . . . . .
    //   3 . . . . p . . .
    //   2 . . . B . . . .
    const Ruling own = rule(chess("4k3/8/8/8/1b6/4p3/3B4/4K3 w - - 0 1", {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("d2e3")}})}));
    REQUIRE(correction(own, CorrectionKind::TouchedPieceMustMove));
    CHECK(correction(own, CorrectionKind::TouchedPieceMustMove)->citations.front().article == "4.3.3");
    // The e2 bishop, pinned on the file, takes d3; it cannot move at all, the d1 rook can take d3.
    //   8 k . . . r . . .
    //   3 . . . p . . . .
    //   2 . . . . B . . .
    //   1 . . . R K . . .
    const Ruling taken = rule(chess("k3r3/8/8/8/8/3p4/4B3/3RK3 w - - 0 1", {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e2d3")}})}));
    REQUIRE(correction(taken, CorrectionKind::MustCaptureTouched));
    CHECK(correction(taken, CorrectionKind::MustCaptureTouched)->detail == "d3");
    CHECK_FALSE(correction(taken, CorrectionKind::AnyLegalMove));
    // No capture: 4.3.1 as before.
    const Ruling plain = rule(chess(kPinnedAlongDiagonal, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("d2e3")}})}));
    CHECK(correction(plain, CorrectionKind::TouchedPieceMustMove)->citations.front().article == "4.3.1");
}

TEST_CASE("a pawn left on the last rank before the press is a promotion to complete, and in normal blitz the arbiter waits (A.5.4)") {
    //   8 . . . . . . . k
    //   7 P . . . . . . .
    //   1 . . . . K . . .
    const char* fen = "7k/P7/8/8/8/8/8/4K3 w - - 0 1";
    Incident inc = chess(fen, {ev(EventKind::Move, "0:02:00", {{"by", s("white")}, {"move", s("a7a8")}, {"unpromoted", true}, {"pressed", false}})}, "fide-2023-blitz");
    inc.options["supervised"] = false;
    const Ruling open = rule(inc);
    CHECK(open.id == "chess.promotion-not-completed");
    CHECK(open.penalties.empty());
    CHECK(correction(open, CorrectionKind::CompletePromotion));
    CHECK(cites(open, "A.5.4"));
    CHECK(cites(open, "B.3"));
    // Pressed as it is: an illegal move (7.5.2), a queen and a minute (A.3, B.3).
    inc.events[0].set("pressed", true);
    const Ruling pressed = rule(inc);
    CHECK(pressed.id == "chess.pawn-not-promoted");
    CHECK(has_penalty(pressed, Player::White, PenaltyKind::TimeToOpponent));
    // The press that comes later completes it the same way.
    inc.events[0].set("pressed", false);
    inc.events.push_back(ev(EventKind::ClockPress, "0:02:03", {{"by", s("white")}}));
    CHECK(rule(inc).id == "chess.pawn-not-promoted");
}

TEST_CASE("the history rule: a first illegal move before the position, a second not completed, completed, or standing") {
    Incident inc = chess(kPinnedOnFile, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e2d3")}, {"pressed", false}})});
    inc.illegal_moves_before[static_cast<std::size_t>(Player::White)] = 1;
    // Not completed: it is no second illegal move; the position is restored and the game goes on.
    const Ruling not_completed = rule(inc);
    CHECK(not_completed.outcome == Outcome::Continues);
    CHECK(correction(not_completed, CorrectionKind::RestorePosition));
    // Completed by the press: the second completed illegal move loses (7.5.5); nothing is restored.
    inc.events.push_back(ev(EventKind::ClockPress, "0:10:05", {{"by", s("white")}}));
    const Ruling second = rule(inc);
    CHECK(second.id == "chess.second-illegal-move");
    CHECK(second.outcome == Outcome::BlackWins);
    CHECK(second.corrections.empty());
    CHECK(articles(second) == std::vector<std::string>{"7.5.5", "3.9.2"});
    // Normal blitz, pointed out only after Black's reply: it stands and is not counted (A.5.2).
    Incident stands = chess(kPinnedOnFile, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e2d3")}, {"noticed_after_reply", true}})}, "fide-2023-blitz");
    stands.options["supervised"] = false;
    stands.illegal_moves_before[static_cast<std::size_t>(Player::White)] = 1;
    CHECK(rule(stands).id == "chess.illegal-move-stands");
}

TEST_CASE("12.9 is a menu: the usual choice is named, and every choice on it grades as right") {
    auto grade_penalty = [](const Ruling& r, Player p, PenaltyKind kind, std::optional<std::int64_t> amount = {}) {
        Answer a;
        a.penalties_stated = true;
        a.penalties = {{p, kind, amount}};
        return grade(a, r).parts.front().score;
    };
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const std::vector<Ruling> menus = {
        rule(chess(start, {ev(EventKind::Move, "0:01:00", {{"by", s("white")}, {"move", s("e2e4")}, {"press_hand", s("other")}})})),
        rule(chess(start, {ev(EventKind::Disturbance, "0:01:00", {{"by", s("white")}})})),
        rule(chess(start, {ev(EventKind::Disturbance, "0:01:00", {{"by", s("white")}, {"offence", s("disrepute")}})})),
        rule(chess(start, {ev(EventKind::Disturbance, "0:01:00", {{"by", s("white")}, {"offence", s("clock_handling")}})})),
        rule(chess(start, {ev(EventKind::LeavePlayingArea, "0:01:00", {{"by", s("white")}})})),
        rule(chess(start, {ev(EventKind::ClockPaused, "0:01:00", {{"by", s("white")}, {"reason", s("personal")}})})),
    };
    for (const Ruling& r : menus) {
        CAPTURE(r.id);
        REQUIRE(r.penalties.size() == 1);
        CHECK(r.penalties[0].kind == PenaltyKind::Warning);  // the usual choice, named
        CHECK(cites(r, "12.9"));
        CHECK(grade_penalty(r, Player::White, PenaltyKind::Warning) == 1.0);
        CHECK(grade_penalty(r, Player::White, PenaltyKind::TimeToOpponent, 120) == 1.0);  // two minutes to Black
        CHECK(grade_penalty(r, Player::White, PenaltyKind::TimeDeducted, 60) == 1.0);
        CHECK(grade_penalty(r, Player::White, PenaltyKind::ArbiterPenalty) == 1.0);
        CHECK(grade_penalty(r, Player::White, PenaltyKind::Loss) == 0.0);  // not for a first offence of this kind
        CHECK(r.explanation.en.find("usually a warning") != std::string::npos);
    }
    // A fixed penalty is no menu: a completed illegal move's two minutes are not a warning.
    const Ruling fixed = rule(chess(kPinnedOnFile, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e2d3")}})}));
    CHECK(grade_penalty(fixed, Player::White, PenaltyKind::Warning) == 0.0);
    CHECK(grade_penalty(fixed, Player::White, PenaltyKind::TimeToOpponent, 120) == 1.0);
}

TEST_CASE("Go 2002: the phone's first offence is a warning and a stone off the count (23-7 as applied)") {
    const char* board = ". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n";
    const Event rang = ev(EventKind::Phone, "0:40:00", {{"by", s("white")}});
    const Ruling y2002 = rule(go(board, Player::Black, {rang}, "cn-go-2002"));
    CHECK(y2002.id == "go.phone");
    CHECK(has_penalty(y2002, Player::White, PenaltyKind::Warning));
    REQUIRE(has_penalty(y2002, Player::White, PenaltyKind::StoneDeduction));
    CHECK(y2002.all_citations() == std::vector<Citation>{{"cn-go-2002", "23.7"}});
    // 1988 has no phone article: disturbing the opponent (24.2), no stone.
    const Ruling y1988 = rule(go(board, Player::Black, {rang}));
    CHECK_FALSE(has_penalty(y1988, Player::White, PenaltyKind::StoneDeduction));
    // An event that does not deduct stones (option 0): the warning alone.
    Incident no_stone = go(board, Player::Black, {rang}, "cn-go-2002");
    no_stone.options["ko_stone_deduction"] = std::int64_t{0};
    CHECK_FALSE(has_penalty(rule(no_stone), Player::White, PenaltyKind::StoneDeduction));
}

TEST_CASE("the model answer's articles: what settles it, the rule broken, the sanction, the annex") {
    // Reference 1-A: Qa7-g7 mates; not pressed, it is completed by ending the game (6.2.1.1).
    const char* mate = "7k/Q7/6K1/8/8/8/8/8 w - - 0 60";
    CHECK(articles(rule(chess(mate, {ev(EventKind::Move, "1:02:14", {{"by", s("white")}, {"move", s("a7g7")}, {"pressed", false}})}))) ==
          std::vector<std::string>{"5.1.1", "6.2.1.1"});
    CHECK(articles(rule(chess(mate, {ev(EventKind::Move, "1:02:14", {{"by", s("white")}, {"move", s("a7g7")}})}))) == std::vector<std::string>{"5.1.1"});
    // A flag: 6.9 settles it, 6.8 says when it counts; a bare king cannot win on it (6.9); with
    // neither side able to mate the position is dead and was drawn already (5.2.2).
    const char* rook = "7k/8/6K1/8/8/8/8/R7 w - - 0 60";
    const Ruling flag = rule(chess(rook, {ev(EventKind::FlagFall, "1:00:00", {{"player", s("black")}, {"noticed_by", s("white")}})}));
    CHECK(flag.id == "chess.flag-fall");
    CHECK(articles(flag) == std::vector<std::string>{"6.9", "6.8"});
    const Ruling bare = rule(chess(rook, {ev(EventKind::FlagFall, "1:00:00", {{"player", s("white")}, {"noticed_by", s("black")}})}));
    CHECK(bare.id == "chess.flag-fall-cannot-mate");
    CHECK(articles(bare) == std::vector<std::string>{"6.9", "6.8"});
    const Ruling dead = rule(chess("7k/8/6K1/8/8/8/8/8 w - - 0 60", {ev(EventKind::FlagFall, "1:00:00", {{"player", s("white")}, {"noticed_by", s("black")}})}));
    CHECK(dead.id == "chess.flag-fall-dead-position");
    CHECK(dead.outcome == Outcome::Draw);
    CHECK(articles(dead) == std::vector<std::string>{"5.2.2", "6.9", "6.8"});
    // An illegal move leaving the king in check: 7.5.1, the rule broken 3.9.2, the replacement,
    // the sanction 7.5.5, and in blitz the annexes A.3 and B.2.
    const Event pinned = ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("d2e3")}});
    CHECK(articles(rule(chess(kPinnedAlongDiagonal, {pinned}))) == std::vector<std::string>{"7.5.1", "3.9.2", "4.3.1", "4.7", "7.5.5"});
    CHECK(articles(rule(chess(kPinnedAlongDiagonal, {pinned}, "fide-2023-blitz"))) ==
          std::vector<std::string>{"7.5.1", "3.9.2", "4.3.1", "4.7", "7.5.5", "A.3", "B.2"});
    // Go: a counted result cites the end (21.1), the count (9) and the komi (11).
    const char* board = ". . X O .\n. . X O .\n. . X O .\n. . X O .\n. . X O .\n";
    Event end = ev(EventKind::EndOfGame, "1:30:00", {{"by", s("white")}, {"opponent_agrees", true}});
    CHECK(articles(rule(go(board, Player::White, {end}))) == std::vector<std::string>{"21.1", "9", "11"});
    end.set("dead", list({}));
    const Ruling counted = rule(go(board, Player::White, {end}));
    CHECK(counted.id == "go.count");
    CHECK(articles(counted) == std::vector<std::string>{"21.1", "9", "11"});
}

TEST_CASE("a player who stops recording: 8.4 in time trouble, 8.1.1 otherwise, A.2 in rapid") {
    const char* start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    auto stops = [&](const char* rules, const char* control, const char* white_left) {
        Incident inc = chess(start, {ev(EventKind::StopsRecording, "1:00:00", {{"by", s("white")}})}, rules);
        inc.clock.control = control;
        inc.clock.starts_at = at("1:00:00");
        inc.clock.white_left = at(white_left);
        inc.clock.running = Player::White;
        return inc;
    };
    const Ruling exempt = rule(stops("fide-2023-standard", "5400", "4:30"));
    CHECK(exempt.id == "chess.recording-exempt");
    CHECK(articles(exempt) == std::vector<std::string>{"8.4"});
    const Ruling must = rule(stops("fide-2023-standard", "5400", "6:00"));
    CHECK(must.id == "chess.stopped-recording");
    CHECK(correction(must, CorrectionKind::UpdateScoresheet));
    CHECK(must.penalties.empty());
    CHECK(rule(stops("fide-2023-standard", "5400+30", "4:30")).id == "chess.stopped-recording");  // 30 s increment
    CHECK(articles(rule(stops("fide-2023-rapid", "900+10", "6:00"))) == std::vector<std::string>{"A.2"});
    Incident blitz = stops("fide-2023-blitz", "180+2", "2:00");
    blitz.options["supervised"] = false;
    CHECK(articles(rule(blitz)) == std::vector<std::string>{"A.2", "B.3"});
    // The clock says 6:00: an author who writes exempt: true is contradicted at the field.
    Incident wrong = stops("fide-2023-standard", "5400", "6:00");
    wrong.events[0].set("exempt", true);
    const Replay r = replay(wrong);
    REQUIRE_FALSE(r.problems.empty());
    CHECK(r.problems[0].field == "exempt");
    // Told to catch up, he refuses: the 12.9 menu.
    Incident refuses = stops("fide-2023-standard", "5400", "6:00");
    refuses.events[0].set("refuses", true);
    CHECK(has_penalty(rule(refuses), Player::White, PenaltyKind::Warning));
}

TEST_CASE("III.5: the engine decides a claim from what the arbiter judged, and a postponed one when the flag falls") {
    // Rook endings, 60 minutes without increment; White claims with 1:30 left.
    //   8 . . . . . . . k
    //   7 R . . . . . . .     the black rook on a1
    auto claim = [&](std::vector<std::pair<const char*, FieldValue>> facts, std::vector<Event> after = {}) {
        Event e = ev(EventKind::QuickplayClaim, "1:58:30", {{"by", s("white")}, {"time_left", t("1:30")}});
        for (const auto& [k, v] : facts) e.set(k, v);
        std::vector<Event> events{e};
        events.insert(events.end(), after.begin(), after.end());
        return chess(kRooks, events);
    };
    CHECK(rule(claim({{"opponent_trying", false}})).id == "chess.quickplay-draw");
    CHECK(rule(claim({{"opponent_can_win", true}, {"opponent_trying", true}})).id == "chess.quickplay-rejected");
    CHECK(rule(claim({})).id == "chess.quickplay-postponed");
    // Postponed, then White's flag falls: the arbiter now decides from what he saw.
    const Event flag = ev(EventKind::FlagFall, "2:01:00", {{"player", s("white")}, {"noticed_by", s("arbiter")}});
    const Ruling draw = rule(claim({{"decision", s("postpone")}, {"opponent_trying", false}}, {flag}));
    CHECK(draw.id == "chess.quickplay-final-draw");
    CHECK(draw.outcome == Outcome::Draw);
    const Ruling loss = rule(claim({{"decision", s("postpone")}, {"opponent_can_win", true}, {"opponent_trying", true}}, {flag}));
    CHECK(loss.id == "chess.quickplay-final-loss");
    CHECK(loss.outcome == Outcome::BlackWins);
    CHECK(cites(loss, "III.5"));
    // Without what the arbiter saw the decision cannot be made: the engine asks for it.
    CHECK_FALSE(problems_of(claim({{"decision", s("postpone")}}, {flag})).empty());
    // Black's flag, not the claimant's: an ordinary flag fall.
    const Event black_flag = ev(EventKind::FlagFall, "2:01:00", {{"player", s("black")}, {"noticed_by", s("arbiter")}});
    CHECK(rule(claim({{"decision", s("postpone")}}, {black_flag})).id == "chess.flag-fall");
}

TEST_CASE("Go: leaving the seat outside byo-yomi is no irregularity, in byo-yomi the count goes on") {
    auto leave = [](const char* black_left) {
        Incident inc = go(". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n", Player::Black,
                          {ev(EventKind::LeaveSeat, "1:00:30", {{"by", s("black")}})});
        inc.clock.go_system = "reserve_minutes";
        inc.clock.main = at("1:00:00");
        inc.clock.reserve_minutes = 5;
        inc.clock.black_left = at(black_left);
        inc.clock.starts_at = at("1:00:00");
        inc.clock.running = Player::Black;
        return inc;
    };
    const Ruling main_time = rule(leave("0:40:00"));  // 35 minutes of main time left
    CHECK(main_time.id == "go.leave-seat-main-time");
    CHECK(main_time.corrections.empty());
    const Ruling reading = rule(leave("0:04:00"));   // in the reserved minutes
    CHECK(reading.id == "go.leave-seat");
    CHECK(correction(reading, CorrectionKind::ContinueCounting));
    Incident wrong = leave("0:40:00");
    wrong.events[0].set("in_byoyomi", true);
    const Replay r = replay(wrong);
    REQUIRE_FALSE(r.problems.empty());
    CHECK(r.problems[0].field == "in_byoyomi");
}
