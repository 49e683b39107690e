// What the replay derives from the board for a player pausing the clock (6.11.2: is a promotion
// piece really missing?) and for a piece found on a wrong square (7.6: which position comes back,
// how many half-moves go with it), and the statements of an author that the board refutes.
#include <doctest/doctest.h>

#include <string>

#include "engine/rules/adjudicator.hpp"
#include "engine/rules/replay.hpp"
#include "tests/rules/incident_builders.hpp"

using namespace arbiter;
using namespace arbiter::rules;
using namespace arbiter::test;

namespace {

// White: Kg1, Qd1, pawns b7 f2 g2 h2; Black: Kg8, pawns g7 h7. b8 is free for a promotion.
const char* kQueenOnBoard = "6k1/1P4pp/8/8/8/8/5PPP/3Q2K1 w - - 0 45";
const char* kQueenCaptured = "6k1/1P4pp/8/8/8/8/5PPP/3R2K1 w - - 0 45";
const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

Event pause(const char* by, const char* piece = "queen") {
    return ev(EventKind::ClockPaused, "0:40:00", {{"by", s(by)}, {"reason", s("promotion_piece")}, {"piece", s(piece)}});
}

std::string ruling_id(const Incident& inc) {
    const Adjudication a = adjudicate(inc);
    return a.ruling ? a.ruling->id : std::string("no ruling");
}

std::vector<Event> italian_then(Event last) {
    std::vector<Event> out;
    const char* moves[] = {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "f8c5", "c2c3", "g8f6", "d2d4", "e5d4"};
    int minute = 1;
    for (const char* m : moves) {
        const std::string at = "0:" + std::string(minute < 10 ? "0" : "") + std::to_string(minute) + ":00";
        out.push_back(ev(EventKind::Move, at.c_str(), {{"by", s(minute % 2 ? "white" : "black")}, {"move", s(m)}}));
        ++minute;
    }
    out.push_back(std::move(last));
    return out;
}

}  // namespace

TEST_CASE("a promotion piece is missing only when none of that kind and colour is off the board") {
    const Replay missing = replay(chess(kQueenOnBoard, {pause("white")}));
    CHECK(missing.steps[0].chess.can_promote.value_or(false));
    CHECK_FALSE(missing.steps[0].chess.piece_available.value_or(false));
    CHECK(ruling_id(chess(kQueenOnBoard, {pause("white")})) == "chess.clock-paused-for-help");

    // The queen was captured: it is off the board and can be used, so the pause had no valid reason.
    const Replay captured = replay(chess(kQueenCaptured, {pause("white")}));
    CHECK(captured.steps[0].chess.piece_available.value_or(false));
    CHECK(ruling_id(chess(kQueenCaptured, {pause("white")})) == "chess.clock-paused-without-reason");

    // Both rooks are off the board in kQueenOnBoard; asking for a rook there has no reason either.
    CHECK(ruling_id(chess(kQueenOnBoard, {pause("white", "rook")})) == "chess.clock-paused-without-reason");

    // Black has no pawn to promote: no promotion piece can be needed.
    const Replay black = replay(chess("6k1/1P4pp/8/8/8/8/5PPP/3Q2K1 b - - 0 45", {pause("black")}));
    CHECK_FALSE(black.steps[0].chess.can_promote.value_or(false));
}

TEST_CASE("a stated piece_available that the board refutes is an error") {
    Event said = pause("white");
    said.set("piece_available", true);
    const Replay r = replay(chess(kQueenOnBoard, {said}));
    REQUIRE(r.problems.size() == 1);
    CHECK(r.problems[0].field == "piece_available");
}

TEST_CASE("7.6: the position before the irregularity, or the last identifiable one, comes back") {
    // Known moment (after 4.c3): three half-moves are taken back and Black is to move.
    const Event known = ev(EventKind::PieceMisplaced, "0:11:00",
                           {{"square", s("b3")}, {"belongs_on", s("c4")}, {"since", t("0:07:30")}});
    const Replay a = replay(chess(kStart, italian_then(known)));
    const ChessFacts& ka = a.steps.back().chess;
    CHECK(ka.misplaced_piece == "B");
    CHECK(ka.identified_by == "since");
    CHECK(ka.moves_taken_back == 3);
    CHECK(a.steps.back().after.fen == "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R b KQkq - 0 4");
    CHECK(a.steps.back().after.to_move == Player::Black);

    // Unknown moment: back to just after the bishop's last move to c4 (3.Bc4), five half-moves.
    const Event unknown = ev(EventKind::PieceMisplaced, "0:11:00", {{"square", s("b3")}, {"belongs_on", s("c4")}});
    const Replay b = replay(chess(kStart, italian_then(unknown)));
    CHECK(b.steps.back().chess.identified_by == "last_move");
    CHECK(b.steps.back().chess.moves_taken_back == 5);
    CHECK(b.steps.back().after.fen == "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");

    // A piece that never moved in the record: the start of the record is the last identifiable one.
    const Event rook = ev(EventKind::PieceMisplaced, "0:11:00", {{"square", s("a3")}, {"belongs_on", s("a1")}});
    const Replay c = replay(chess(kStart, italian_then(rook)));
    CHECK(c.steps.back().chess.identified_by == "start");
    CHECK(c.steps.back().chess.moves_taken_back == 10);
    CHECK(c.steps.back().after.fen == kStart);
}

TEST_CASE("7.6: a misplaced piece must stand on belongs_on by the record, and square must be empty") {
    const Event nothing_there = ev(EventKind::PieceMisplaced, "0:11:00", {{"square", s("b3")}, {"belongs_on", s("c5")}});
    // After 5...exd4 the black bishop stands on c5: that is fine; e4 is taken by a white pawn.
    const Replay ok = replay(chess(kStart, italian_then(nothing_there)));
    CHECK(ok.problems.empty());
    const Event occupied = ev(EventKind::PieceMisplaced, "0:11:00", {{"square", s("e4")}, {"belongs_on", s("c4")}});
    const Replay bad = replay(chess(kStart, italian_then(occupied)));
    REQUIRE(bad.problems.size() == 1);
    CHECK(bad.problems[0].field == "square");
    const Event empty = ev(EventKind::PieceMisplaced, "0:11:00", {{"square", s("b3")}, {"belongs_on", s("h5")}});
    const Replay none = replay(chess(kStart, italian_then(empty)));
    REQUIRE(none.problems.size() == 1);
    CHECK(none.problems[0].field == "belongs_on");
}

TEST_CASE("a player's pause for an interruption or the arbiter's help is valid, a personal one is not") {
    auto paused = [](const char* reason) {
        return chess(kStart, {ev(EventKind::ClockPaused, "0:10:00", {{"by", s("white")}, {"reason", s(reason)}})});
    };
    CHECK(ruling_id(paused("interruption")) == "chess.clock-paused-for-help");
    CHECK(ruling_id(paused("arbiter_help")) == "chess.clock-paused-for-help");
    CHECK(ruling_id(paused("personal")) == "chess.clock-paused-without-reason");
    CHECK(ruling_id(paused("none")) == "chess.clock-paused-without-reason");
    // The arbiter's own pause is 6.11.1, whatever reason is written.
    CHECK(ruling_id(chess(kStart, {ev(EventKind::ClockPaused, "0:10:00", {{"by", s("arbiter")}})})) ==
          "chess.arbiter-paused-clock");
    // White has the move at the start: a stated has_move: false is refuted.
    Event said = ev(EventKind::ClockPaused, "0:10:00", {{"by", s("white")}, {"reason", s("none")}});
    said.set("has_move", false);
    const Replay r = replay(chess(kStart, {said}));
    REQUIRE(r.problems.size() == 1);
    CHECK(r.problems[0].field == "has_move");
}
