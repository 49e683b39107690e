// Scoring the intervention drill (app/core/training/drills/intervention_drill.hpp): hits with their
// reaction times, misses, false alarms in must-not windows and outside every window, the neutral
// may-window, and a real scenario from the library made into a drill.
#include <doctest/doctest.h>

#include <filesystem>

#include "app/core/content/scenario_loader.hpp"
#include "app/core/training/drills/intervention_drill.hpp"

using namespace arbiter;
using namespace arbiter::training;
using rules::Duty;
using rules::InterventionAction;

namespace {

rules::InterventionWindow window(clock::Millis from, std::optional<clock::Millis> until, Duty duty,
                                 InterventionAction action = InterventionAction::StopClockIllegalMove) {
    rules::InterventionWindow w;
    w.from = from;
    w.until = until;
    w.duty = duty;
    w.action = action;
    return w;
}

// Normal blitz: an illegal move at 10 s that must be stopped before the reply at 14 s, after which
// the arbiter must keep out; a draw claim at 30 s; the drill ends at 40 s.
InterventionDrill blitz_drill() {
    InterventionDrill d;
    d.timeline.windows = {window(10'000, 14'000, Duty::Must), window(14'000, std::nullopt, Duty::MustNot, InterventionAction::NoAction),
                          window(30'000, std::nullopt, Duty::May, InterventionAction::AnswerClaim)};
    d.start = 5'000;
    d.end = 40'000;
    d.scored_windows = 1;
    return d;
}

}  // namespace

TEST_CASE("a press inside the must-window is a hit with its reaction time") {
    const InterventionScore s = score_interventions(blitz_drill(), {11'250});
    CHECK(s.hits == 1);
    CHECK(s.misses == 0);
    CHECK(s.false_alarms == 0);
    REQUIRE(s.mean_reaction);
    CHECK(*s.mean_reaction == 1'250);
    CHECK(s.score == doctest::Approx(1.0));
    CHECK(s.presses[0].verdict == PressResult::Verdict::Hit);
}

TEST_CASE("a press after the reply falls in the must-not window: a false alarm and a miss") {
    const InterventionScore s = score_interventions(blitz_drill(), {15'000});
    CHECK(s.hits == 0);
    CHECK(s.misses == 1);
    CHECK(s.false_alarms == 1);
    CHECK(s.presses[0].verdict == PressResult::Verdict::FalseAlarm);
    REQUIRE(s.presses[0].window);
    CHECK(*s.presses[0].window == 1);
    CHECK_FALSE(s.mean_reaction);
    CHECK(s.score == doctest::Approx(0.0));
}

TEST_CASE("a press outside every window is a false alarm, a press in a may-window is neither") {
    const InterventionScore s = score_interventions(blitz_drill(), {31'000, 12'000, 7'000});
    CHECK(s.hits == 1);
    CHECK(s.false_alarms == 1);  // 7 s: before anything happened
    CHECK(s.presses[0].at == 7'000);
    CHECK(s.presses[0].verdict == PressResult::Verdict::FalseAlarm);
    CHECK_FALSE(s.presses[0].window);
    CHECK(s.presses[2].verdict == PressResult::Verdict::Allowed);  // the player called at 30 s
    CHECK(s.score == doctest::Approx(0.5));
}

TEST_CASE("a second press in a window already answered is a false alarm") {
    const InterventionScore s = score_interventions(blitz_drill(), {10'500, 11'000});
    CHECK(s.hits == 1);
    CHECK(s.false_alarms == 1);
}

TEST_CASE("a window open until the game ends closes with the drill") {
    InterventionDrill d = blitz_drill();
    d.timeline.windows = {window(20'000, std::nullopt, Duty::Must, InterventionAction::CallFlag)};
    CHECK(score_interventions(d, {39'999}).hits == 1);
    CHECK(score_interventions(d, {40'000}).misses == 1);
}

TEST_CASE("keeping out of a drill with only must-not windows scores full marks") {
    InterventionDrill d = blitz_drill();
    d.timeline.windows = {window(14'000, std::nullopt, Duty::MustNot, InterventionAction::NoAction)};
    d.scored_windows = 0;
    CHECK(score_interventions(d, {}).score == doctest::Approx(1.0));
    CHECK(score_interventions(d, {20'000}).score == doctest::Approx(0.0));
}

TEST_CASE("a library scenario becomes a drill with the engine's windows and a replay span around them") {
    const auto file = std::filesystem::path(ARBITER_SOURCE_DIR) / "scenarios/chess/time-forfeit/chess-blitz-both-flags-from-clock.yaml";
    ContentErrors errors;
    const auto scenario = content::load_scenario_file(file, file.string(), errors);
    REQUIRE(scenario);
    const auto drill = make_intervention_drill(*scenario);
    REQUIRE(drill);
    CHECK(drill->scored_windows == 2);  // Black's flag at 5:57, White's at 6:00
    CHECK(drill->timeline.windows[0].from == 357'000);
    CHECK(drill->start == 354'000 - kDrillLeadIn);  // five seconds before the first move
    CHECK(drill->end == 370'000 + kDrillTail);     // the arbiter's finding at 6:10
    const InterventionScore s = score_interventions(*drill, {357'400});
    CHECK(s.hits == 1);
    CHECK(*s.mean_reaction == 400);
    CHECK(s.misses == 1);
}
