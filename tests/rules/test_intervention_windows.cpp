// The arbiter's intervention windows (engine/rules/intervention_windows.hpp): one case per kind of
// window the drills score, with its articles, and the must-not windows beside the must ones.
// Positions are drawn in their comments.
#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "engine/clock/game_time.hpp"
#include "tests/rules/incident_builders.hpp"
#include "engine/rules/intervention_windows.hpp"

using namespace arbiter;
using namespace arbiter::rules;
using namespace arbiter::test;

namespace {

Incident unsupervised(Incident inc) {
    inc.options["supervised"] = false;
    return inc;
}

std::vector<std::string> articles(const InterventionWindow& w) {
    std::vector<std::string> out;
    for (const auto& c : w.articles) out.push_back(c.article);
    return out;
}

// The windows of one action, in order.
std::vector<InterventionWindow> of(const InterventionTimeline& tl, InterventionAction action) {
    std::vector<InterventionWindow> out;
    for (const auto& w : tl.windows)
        if (w.action == action) out.push_back(w);
    return out;
}

using Strings = std::vector<std::string>;

// White: Kg1, Qd1, pawns f2 g2 h2; Black: Kg8, Rb3, pawns f7 g6 h7. White to move. Qd8+ is
// answered by Rb8 (no mate); Qd8+ Kg7 Qd4+ Kg8 repeats.
//   8 . . . . . . k .
//   7 . . . . . p . p
//   6 . . . . . . p .
//   3 . r . . . . . .
//   2 . . . . . P P P
//   1 . . . Q . . K .
constexpr const char* kQueenChecks = "6k1/5p1p/6p1/8/8/1r6/5PPP/3Q2K1 w - - 0 35";
// The same without the rook: Qd8 is mate (the king's own pawns close the back rank).
//   8 . . . . . . k .
//   7 . . . . . p p p
//   2 . . . . . P P P
//   1 . . . Q . . K .
constexpr const char* kBackRank = "6k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 35";
// White: Ke1, Rh1; Black: Ke8, Bc4 (attacks f1). White to move: e1g1 castles through check.
constexpr const char* kCastleThroughCheck = "4k3/8/8/8/2b5/8/8/4K2R w K - 0 1";

}  // namespace

TEST_CASE("a flag read off the clock: 6.8 in standard play, with A.5.5 in normal rapid") {
    // Rapid 15+0: White has 10 s at 0:40:00 and is thinking; Black answers the arbiter's call.
    auto incident = [](const char* rules) {
        Incident inc = chess("4k3/8/8/8/8/8/4P3/4K2R w K - 0 40", {ev(EventKind::FlagFall, "0:40:30", {{"player", s("white")}})}, rules);
        inc.clock.control = "900+0";
        inc.clock.starts_at = at("0:40:00");
        inc.clock.white_left = clock::seconds(10);
        inc.clock.black_left = clock::seconds(100);
        inc.clock.running = Player::White;
        return inc;
    };
    const auto standard = of(intervention_windows(incident("fide-2023-standard")), InterventionAction::CallFlag);
    REQUIRE(standard.size() == 1);
    CHECK(standard[0].from == at("0:40:10"));  // the fall, not the moment someone noticed it
    CHECK_FALSE(standard[0].until);
    CHECK(standard[0].duty == Duty::Must);
    CHECK(standard[0].player == Player::White);
    CHECK(articles(standard[0]) == Strings{"6.8"});
    const auto rapid = of(intervention_windows(unsupervised(incident("fide-2023-rapid"))), InterventionAction::CallFlag);
    REQUIRE(rapid.size() == 1);
    CHECK(articles(rapid[0]) == Strings{"6.8", "A.5.5"});
}

TEST_CASE("a flag that falls after the mate opens no window: the mate ended the game (5.1.1, 6.2.1.1)") {
    // White mates with Qd8# at 1:02:14 without pressing; his flag shows 0:00 at 1:02:15.
    Incident inc = chess(kBackRank, {ev(EventKind::Move, "1:02:14", {{"by", s("white")}, {"move", s("d1d8")}, {"pressed", false}}),
                                        ev(EventKind::FlagFall, "1:02:20", {{"player", s("white")}, {"noticed_by", s("black")}})});
    inc.clock.control = "5400+0";
    inc.clock.starts_at = at("1:02:00");
    inc.clock.white_left = clock::seconds(15);
    inc.clock.black_left = clock::seconds(300);
    inc.clock.running = Player::White;
    const InterventionTimeline tl = intervention_windows(inc);
    REQUIRE(tl.game_ends);
    CHECK(*tl.game_ends == at("1:02:14"));
    CHECK(of(tl, InterventionAction::CallFlag).empty());
    // Without the mate the same clock gives the flag window.
    inc.events[0].set("move", s("d1d4"));
    CHECK(of(intervention_windows(inc), InterventionAction::CallFlag).size() == 1);
}

TEST_CASE("a completed illegal move: whenever seen in standard and supervised play (7.5.1)") {
    // Nobody points it out until 0:10:30, after Black's reply.
    const Incident standard = chess(kCastleThroughCheck, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e1g1")}, {"noticed_at", t("0:10:30")}}),
                                                          ev(EventKind::Move, "0:10:05", {{"by", s("black")}, {"move", s("e8d7")}})});
    const auto w = of(intervention_windows(standard), InterventionAction::StopClockIllegalMove);
    REQUIRE(w.size() == 1);
    CHECK(w[0].from == at("0:10:00"));
    CHECK_FALSE(w[0].until);  // the opponent's reply does not close it
    CHECK(articles(w[0]) == Strings{"7.5.1", "3.8.2"});  // the sanction's article and the rule broken
    Incident rapid = standard;
    rapid.rule_set = "fide-2023-rapid";  // supervised: A.4 applies the full Laws
    CHECK(articles(of(intervention_windows(rapid), InterventionAction::StopClockIllegalMove)[0]) == Strings{"7.5.1", "A.4", "3.8.2"});
}

TEST_CASE("normal rapid and blitz: only until the opponent's next move, then the arbiter must not act (A.5.2)") {
    const Incident blitz = unsupervised(chess(kCastleThroughCheck, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e1g1")}, {"noticed_at", t("0:10:30")}}),
                                                                     ev(EventKind::Move, "0:10:05", {{"by", s("black")}, {"move", s("e8d7")}})},
                                              "fide-2023-blitz"));
    const InterventionTimeline tl = intervention_windows(blitz);
    const auto must = of(tl, InterventionAction::StopClockIllegalMove);
    REQUIRE(must.size() == 1);
    CHECK(must[0].from == at("0:10:00"));
    REQUIRE(must[0].until);
    CHECK(*must[0].until == at("0:10:05"));
    CHECK(articles(must[0]) == Strings{"A.5.2", "B.3", "3.8.2"});
    const auto quiet = of(tl, InterventionAction::NoAction);
    REQUIRE(quiet.size() == 1);
    CHECK(quiet[0].duty == Duty::MustNot);
    CHECK(quiet[0].from == at("0:10:05"));
    CHECK(articles(quiet[0]) == Strings{"A.5.2"});
}

TEST_CASE("an illegal move not completed (no press) opens no window") {
    const Incident inc = chess(kCastleThroughCheck, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e1g1")}, {"pressed", false}})});
    CHECK(intervention_windows(inc).windows.empty());
}

TEST_CASE("the press that completes the player's own move: an illegal move's window opens then, a legal move's none (6.2.1)") {
    const Event press = ev(EventKind::ClockPress, "0:10:05", {{"by", s("white")}});
    const Incident illegal = chess(kCastleThroughCheck, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e1g1")}, {"pressed", false}}), press});
    const auto w = of(intervention_windows(illegal), InterventionAction::StopClockIllegalMove);
    REQUIRE(w.size() == 1);
    CHECK(w[0].from == at("0:10:05"));
    CHECK(articles(w[0]) == Strings{"7.5.1", "3.8.2"});
    // Kd1, legal, pressed a moment later: simply completed, not a press without a move (7.5.3).
    const Incident legal = chess(kCastleThroughCheck, {ev(EventKind::Move, "0:10:00", {{"by", s("white")}, {"move", s("e1d1")}, {"pressed", false}}), press});
    CHECK(of(intervention_windows(legal), InterventionAction::StopClockIllegalMove).empty());
}

TEST_CASE("an illegal position in normal rapid: wait for the next completed move, then a draw (A.5.4)") {
    const Incident inc = unsupervised(chess("7k/8/8/8/8/8/8/1p2K3 w - - 0 60",
                                            {ev(EventKind::IllegalPosition, "0:20:00", {{"what", s("pawn_on_last_rank")}}),
                                             ev(EventKind::Move, "0:20:04", {{"by", s("white")}, {"move", s("e1e2")}})},
                                            "fide-2023-rapid"));
    const InterventionTimeline tl = intervention_windows(inc);
    const auto wait = of(tl, InterventionAction::NoAction);
    REQUIRE(wait.size() == 1);
    CHECK(wait[0].duty == Duty::MustNot);
    CHECK(wait[0].from == at("0:20:00"));
    CHECK(*wait[0].until == at("0:20:04"));
    const auto draw = of(tl, InterventionAction::DeclareDraw);
    REQUIRE(draw.size() == 1);
    CHECK(draw[0].from == at("0:20:04"));
    CHECK(articles(draw[0]) == Strings{"A.5.4"});
}

TEST_CASE("a fivefold repetition: the arbiter declares the draw (9.6.1)") {
    // Qd8+ Kg7 Qd4+ Kg8, then Qd8+ Kg7 Qd4+ Kg8 three times more: Qd8+ makes the fifth time.
    std::vector<Event> events;
    auto play = [&](const char* move, const char* by) { events.push_back(ev(EventKind::Move, nullptr, {{"by", s(by)}, {"move", s(move)}})); };
    play("d1d8", "white");
    play("g8g7", "black");
    play("d8d4", "white");
    play("g7g8", "black");
    for (int round = 0; round < 3; ++round) {
        play("d4d8", "white");
        play("g8g7", "black");
        play("d8d4", "white");
        play("g7g8", "black");
    }
    events.push_back(ev(EventKind::Move, "2:40:00", {{"by", s("white")}, {"move", s("d4d8")}}));
    const InterventionTimeline tl = intervention_windows(chess(kQueenChecks, events));
    const auto draw = of(tl, InterventionAction::DeclareDraw);
    REQUIRE(draw.size() == 1);
    CHECK(draw[0].from == at("2:40:00"));
    CHECK(articles(draw[0]) == Strings{"9.6.1"});
    // Before it, the threefold was there to claim: only a player claims (9.2), the arbiter keeps out.
    const auto quiet = of(tl, InterventionAction::NoAction);
    REQUIRE_FALSE(quiet.empty());
    CHECK(quiet.front().duty == Duty::MustNot);
    CHECK(articles(quiet.front()) == Strings{"9.2", "12.6"});
}

TEST_CASE("seventy-five moves each without a capture or pawn move: the arbiter declares the draw (9.6.2)") {
    // 149 half-moves so far; Black's king move is the 150th.
    const Incident inc = chess("8/5k2/8/4N3/3K4/8/5B2/r7 b - - 149 200", {ev(EventKind::Move, "3:10:00", {{"by", s("black")}, {"move", s("f7e7")}})}, "fide-2023-rapid");
    const auto draw = of(intervention_windows(inc), InterventionAction::DeclareDraw);
    REQUIRE(draw.size() == 1);
    CHECK(draw[0].from == at("3:10:00"));
    CHECK(articles(draw[0]) == Strings{"9.6.2"});
}

TEST_CASE("a fifty-move position that nobody claims: the arbiter must not prompt (9.3)") {
    // 99 half-moves without a capture or a pawn move; Black's king move makes it a hundred.
    const Incident inc = chess("8/5k2/8/4N3/3K4/8/5B2/r7 b - - 99 131", {ev(EventKind::Move, "0:55:00", {{"by", s("black")}, {"move", s("f7e7")}})}, "fide-2023-rapid");
    const auto quiet = of(intervention_windows(inc), InterventionAction::NoAction);
    REQUIRE(quiet.size() == 1);
    CHECK(quiet[0].player == Player::White);
    CHECK(articles(quiet[0]) == Strings{"9.3", "12.6"});
    // Forty-nine moves each: nothing to claim, no window.
    const Incident earlier = chess("8/5k2/8/4N3/3K4/8/5B2/r7 b - - 97 131", {ev(EventKind::Move, "0:55:00", {{"by", s("black")}, {"move", s("f7e7")}})}, "fide-2023-rapid");
    CHECK(intervention_windows(earlier).windows.empty());
}

TEST_CASE("a missed mate in one: the arbiter does not intervene (12.6, 12.7)") {
    // White to move has Qd8#; he plays Qd4 instead.
    const Incident missed = chess(kBackRank, {ev(EventKind::Move, "0:30:00", {{"by", s("white")}, {"move", s("d1d4")}}),
                                                 ev(EventKind::Move, "0:30:10", {{"by", s("black")}, {"move", s("g8g7")}})});
    const auto quiet = of(intervention_windows(missed), InterventionAction::NoAction);
    REQUIRE(quiet.size() == 1);
    CHECK(quiet[0].from == at("0:30:00"));
    CHECK(*quiet[0].until == at("0:30:10"));
    CHECK(articles(quiet[0]) == Strings{"12.6", "12.7"});
    // Playing the mate is no missed win, and the game is over.
    const Incident mated = chess(kBackRank, {ev(EventKind::Move, "0:30:00", {{"by", s("white")}, {"move", s("d1d8")}})});
    CHECK(intervention_windows(mated).windows.empty());
}

TEST_CASE("a move that allows a mate in one: a weak move is the players' business too (12.6, 12.7)") {
    // Black's rook leaves the back rank (Ra8-a2); White now has Qd8#.
    //   8 r . . . . . k .
    //   7 . . . . . p p p
    //   2 . . . . . P P P
    //   1 . . . Q . . K .
    const Incident weak = chess("r5k1/5ppp/8/8/8/8/5PPP/3Q2K1 b - - 0 35", {ev(EventKind::Move, "0:45:00", {{"by", s("black")}, {"move", s("a8a2")}})});
    const auto quiet = of(intervention_windows(weak), InterventionAction::NoAction);
    REQUIRE(quiet.size() == 1);
    CHECK(quiet[0].player == Player::Black);
    CHECK(articles(quiet[0]) == Strings{"12.6", "12.7"});
    // A rook move along the back rank keeps it guarded: no window.
    const Incident safe = chess("r5k1/5ppp/8/8/8/8/5PPP/3Q2K1 b - - 0 35", {ev(EventKind::Move, "0:45:00", {{"by", s("black")}, {"move", s("a8b8")}})});
    CHECK(intervention_windows(safe).windows.empty());
}

TEST_CASE("a ringing phone: the arbiter stops the clock (11.3.2.2)") {
    const Incident inc = chess(kQueenChecks, {ev(EventKind::Phone, "0:50:00", {{"by", s("black")}})});
    const auto w = of(intervention_windows(inc), InterventionAction::StopClockDevice);
    REQUIRE(w.size() == 1);
    CHECK(w[0].player == Player::Black);
    CHECK(articles(w[0]) == Strings{"11.3.2.2"});
    const Incident silent = chess(kQueenChecks, {ev(EventKind::Phone, "0:50:00", {{"by", s("black")}, {"rang", false}})});
    CHECK(of(intervention_windows(silent), InterventionAction::StopClockDevice).empty());
}

namespace {
constexpr const char* kEmpty5 = ". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n";
// A ko on B3: Black takes at C3; White's retake at B3 is the immediate recapture.
//   5 . . . . .
//   4 . X O . .
//   3 X O . O .
//   2 . X O . .
//   1 . . . . .
constexpr const char* kKo = ". . . . .\n. X O . .\nX O . O .\n. X O . .\n. . . . .\n";

// Black in byo-yomi from 1:00:00 (main time gone), thinking until `event_at`.
Incident reading(const char* system, int count, clock::Millis period, const char* event_at) {
    Incident inc = go(kEmpty5, Player::Black, {ev(EventKind::Move, event_at, {{"by", s("black")}, {"move", s("C3")}})});
    inc.clock.go_system = system;
    if (std::string(system) == "periods") {
        inc.clock.periods = count;
        inc.clock.period = period;
    } else {
        inc.clock.reserve_minutes = count;
    }
    inc.clock.black_left = static_cast<clock::Millis>(count) * period;
    inc.clock.white_left = static_cast<clock::Millis>(count) * period;
    inc.clock.starts_at = at("1:00:00");
    inc.clock.running = Player::Black;
    return inc;
}

std::vector<std::pair<std::string, clock::Millis>> calls(const InterventionTimeline& tl) {
    std::vector<std::pair<std::string, clock::Millis>> out;
    for (const auto& w : of(tl, InterventionAction::CallCount)) out.emplace_back(w.call, w.from - at("1:00:00"));
    return out;
}
}  // namespace

TEST_CASE("Go 1988 12.2: the last minute is counted 30, 40, 50, then 1 to 9 and \"10, overtime loses\"") {
    const InterventionTimeline tl = intervention_windows(reading("reserve_minutes", 1, 60'000, "1:01:30"));
    std::vector<std::pair<std::string, clock::Millis>> expected = {{"30", 30'000}, {"40", 40'000}, {"50", 50'000}};
    for (int k = 1; k <= 9; ++k) expected.emplace_back(std::to_string(k), (50 + k) * 1000);
    expected.emplace_back("timeout", 60'000);
    CHECK(calls(tl) == expected);
    const auto last = of(tl, InterventionAction::CallCount).back();
    CHECK(articles(last) == Strings{"12.2"});
    CHECK(*last.until - last.from == kCountCallTolerance);
    CHECK_FALSE(is_routine_call(last));
    CHECK(is_routine_call(of(tl, InterventionAction::CallCount).front()));
    REQUIRE(tl.game_ends);
    CHECK(*tl.game_ends == at("1:01:00"));
}

TEST_CASE("Go 1988 12.2: a reserved minute used is called \"one minute, X left\", and a move inside the minute costs nothing") {
    // Three reserved minutes; Black moves at 1:25 into his reading.
    const auto got = calls(intervention_windows(reading("reserve_minutes", 3, 60'000, "1:01:25")));
    const std::vector<std::pair<std::string, clock::Millis>> expected = {
        {"30", 30'000}, {"40", 40'000}, {"50", 50'000}, {"55", 55'000}, {"58", 58'000}, {"minute:2", 60'000}, {"30", 90'000}};
    // Calls end with his move at 85 s: the 30 s call of the second minute (90 s) was never due.
    CHECK(got == std::vector<std::pair<std::string, clock::Millis>>(expected.begin(), expected.end() - 1));
}

TEST_CASE("N x T periods: every ten seconds, the last nine one by one, a period used, the last one lost") {
    // Two periods of 30 s; Black thinks 70 s.
    const InterventionTimeline tl = intervention_windows(reading("periods", 2, 30'000, "1:01:10"));
    std::vector<std::pair<std::string, clock::Millis>> expected = {{"10", 10'000}, {"20", 20'000}};
    for (int k = 1; k <= 9; ++k) expected.emplace_back(std::to_string(k), (20 + k) * 1000);
    expected.emplace_back("period:1", 30'000);
    expected.emplace_back("10", 40'000);
    expected.emplace_back("20", 50'000);
    for (int k = 1; k <= 9; ++k) expected.emplace_back(std::to_string(k), (50 + k) * 1000);
    expected.emplace_back("timeout", 60'000);
    CHECK(calls(tl) == expected);
}

TEST_CASE("Go: an immediate ko recapture and a move on a forbidden point stop play at once (20.1, 19)") {
    const Event take = ev(EventKind::Move, "0:10:00", {{"by", s("black")}, {"move", s("C3")}});
    const Event retake = ev(EventKind::Move, "0:10:10", {{"by", s("white")}, {"move", s("B3")}});
    const Event next = ev(EventKind::Move, "0:10:20", {{"by", s("black")}, {"move", s("E5")}});
    const auto ko = of(intervention_windows(go(kKo, Player::Black, {take, retake, next})), InterventionAction::StopPlay);
    REQUIRE(ko.size() == 1);
    CHECK(ko[0].from == at("0:10:10"));
    CHECK(*ko[0].until == at("0:10:20"));
    CHECK(articles(ko[0]) == Strings{"20.1"});
    // Taking the ko the first time is a legal move: no window.
    CHECK(intervention_windows(go(kKo, Player::Black, {take})).windows.empty());
    // White at A4... the corner point A5 next to Black's B4 is no forbidden point; C3 for White
    // after Black takes is. Here: Black to play at A2, surrounded by White.
    //   3 O . .      White A3, B2, A1 (bottom-left of a 5x5 board)
    //   2 . O .
    //   1 O . .
    const char* eye = ". . . . .\n. . . . .\nO . . . .\n. O . . .\nO . . . .\n";
    const auto forbidden = of(intervention_windows(go(eye, Player::Black, {ev(EventKind::Move, "0:20:00", {{"by", s("black")}, {"move", s("A2")}})})),
                              InterventionAction::StopPlay);
    REQUIRE(forbidden.size() == 1);
    CHECK(articles(forbidden[0]) == Strings{"19"});
}

TEST_CASE("Go take-backs: the arbiter acts at once under 1988 (17.2), under 2002 only on a claim in time (17-3)") {
    const Event replayed = ev(EventKind::StoneReplayed, "0:30:00", {{"by", s("black")}, {"from", s("C3")}, {"to", s("D3")}});
    const auto y1988 = of(intervention_windows(go(kEmpty5, Player::Black, {replayed})), InterventionAction::StopPlay);
    REQUIRE(y1988.size() == 1);
    CHECK(y1988[0].from == at("0:30:00"));
    CHECK(articles(y1988[0]) == Strings{"17.2"});

    const Event white = ev(EventKind::Move, "0:31:00", {{"by", s("white")}, {"move", s("D4")}});
    Event claimed = replayed;
    claimed.set("claimed_at", t("0:30:30"));
    const InterventionTimeline in_time = intervention_windows(go(kEmpty5, Player::Black, {claimed, white}, "cn-go-2002"));
    const auto quiet = of(in_time, InterventionAction::NoAction);
    REQUIRE(quiet.size() == 1);
    CHECK(quiet[0].duty == Duty::MustNot);
    CHECK(*quiet[0].until == at("0:30:30"));
    const auto act = of(in_time, InterventionAction::StopPlay);
    REQUIRE(act.size() == 1);
    CHECK(act[0].from == at("0:30:30"));
    CHECK(act[0].player == Player::White);
    CHECK(articles(act[0]) == Strings{"17.3"});

    claimed.set("claimed_at", t("0:31:10"));  // after his own next move: too late
    const InterventionTimeline late = intervention_windows(go(kEmpty5, Player::Black, {claimed, white}, "cn-go-2002"));
    CHECK(of(late, InterventionAction::StopPlay).empty());
    CHECK(of(late, InterventionAction::NoAction).size() == 2);
}

TEST_CASE("untimed events are spread between their timed neighbours") {
    Replay r;
    const std::vector<const char*> written = {nullptr, "0:10:00", nullptr, nullptr, "0:10:30", nullptr};
    for (const char* time : written) {
        ReplayStep step;
        if (time) step.event.at = at(time);
        r.steps.push_back(step);
    }
    const std::vector<clock::Millis> times = event_times(r, 0);
    CHECK(times == std::vector<clock::Millis>{at("0:09:55"), at("0:10:00"), at("0:10:10"), at("0:10:20"), at("0:10:30"), at("0:10:35")});
    Replay none;
    none.steps.resize(2);
    CHECK(event_times(none, at("1:00:00")) == std::vector<clock::Millis>{at("1:00:05"), at("1:00:10")});
}

TEST_CASE("the JSON words of duties and actions are the documented ones and read back") {
    CHECK(duty_word(Duty::MustNot) == "must_not");
    for (auto a : {InterventionAction::CallFlag, InterventionAction::StopClockIllegalMove, InterventionAction::DeclareDraw,
                   InterventionAction::StopClockDevice, InterventionAction::AnswerClaim, InterventionAction::CallCount,
                   InterventionAction::StopPlay, InterventionAction::NoAction})
        CHECK(parse_action(action_word(a)) == a);
    CHECK_FALSE(parse_action("shout"));
}
