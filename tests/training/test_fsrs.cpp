// FSRS-6 against the py-fsrs 6.3.1 test vectors (anchors.md §7.6) and hand-checked formulas.
#include <doctest/doctest.h>

#include <chrono>
#include <vector>

#include "app/core/training/review/fsrs.hpp"

using namespace arbiter::training::fsrs;
using namespace std::chrono;

namespace {
// 2022-11-29 12:30 UTC, the start time of py-fsrs's tests.
TimePoint start_time() { return sys_days{year{2022} / 11 / 29} + hours(12) + minutes(30); }
}  // namespace

TEST_CASE("fsrs: py-fsrs review_card vector — Good×6, Again, Again, Good×5 gives the published intervals") {
    Parameters parameters;
    parameters.enable_fuzzing = false;
    Scheduler scheduler(parameters);
    const Rating g = Rating::good, a = Rating::again;
    const std::vector<Rating> ratings = {g, g, g, g, g, g, a, a, g, g, g, g, g};
    std::vector<std::int64_t> intervals;
    Card card;
    TimePoint now = start_time();
    card.due = now;
    for (Rating rating : ratings) {
        card = scheduler.review(card, rating, now);
        intervals.push_back(elapsed_days(*card.last_review, card.due));
        now = card.due;
    }
    CHECK(intervals == std::vector<std::int64_t>{0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21});
}

TEST_CASE("fsrs: py-fsrs memo-state vector — stability 53.62691 and difficulty 6.3574867") {
    Scheduler scheduler;  // default scheduler (fuzzing on does not touch the memory state)
    const std::vector<Rating> ratings = {Rating::again, Rating::good, Rating::good,
                                         Rating::good,  Rating::good, Rating::good};
    const std::vector<int> offsets = {0, 0, 1, 3, 8, 21};
    Card card;
    TimePoint now = start_time();
    for (std::size_t i = 0; i < ratings.size(); ++i) {
        now += days(offsets[i]);
        card = scheduler.review(card, ratings[i], now);
    }
    REQUIRE(card.stability);
    CHECK(*card.stability == doctest::Approx(53.62691).epsilon(1e-4 / 53.6));
    CHECK(*card.difficulty == doctest::Approx(6.3574867).epsilon(1e-4 / 6.3));
}

TEST_CASE("fsrs: ten Easy reviews a moment apart drive difficulty to the floor 1.0") {
    Scheduler scheduler;
    Card card;
    TimePoint now = start_time();
    for (int i = 0; i < 10; ++i) {
        card = scheduler.review(card, Rating::easy, now);
        now += milliseconds(1);
    }
    CHECK(*card.difficulty == 1.0);
}

TEST_CASE("fsrs: learning steps 1 min and 10 min, then graduation by stability") {
    Parameters parameters;
    parameters.enable_fuzzing = false;
    Scheduler scheduler(parameters);
    Card card;
    TimePoint now = start_time();
    card = scheduler.review(card, Rating::again, now);
    CHECK(card.state == State::learning);
    CHECK(card.due - now == minutes(1));
    card = scheduler.review(card, Rating::hard, now);
    CHECK(card.due - now == seconds(330));  // halfway between the two steps (py-fsrs)
    card = scheduler.review(card, Rating::good, now);
    CHECK(card.due - now == minutes(10));
    CHECK(card.step == 1);
    card = scheduler.review(card, Rating::good, now + minutes(10));
    CHECK(card.state == State::review);
    CHECK_FALSE(card.step.has_value());
    // A lapse in Review goes to Relearning with its 10-minute step.
    TimePoint later = card.due;
    card = scheduler.review(card, Rating::again, later);
    CHECK(card.state == State::relearning);
    CHECK(card.due - later == minutes(10));
}

TEST_CASE("fsrs: retrievability is 0.9 exactly one stability after the review (definition of S)") {
    Scheduler scheduler;
    Card card;
    card.state = State::review;
    card.stability = 10.0;
    card.difficulty = 5.0;
    card.last_review = start_time();
    CHECK(scheduler.retrievability(card, start_time() + days(10)) == doctest::Approx(0.9));
    CHECK(scheduler.retrievability(card, start_time()) == doctest::Approx(1.0));
    // The interval for 90 % desired retention is the stability itself, rounded to whole days.
    CHECK(scheduler.next_interval_days(10.0) == 10);
    CHECK(scheduler.next_interval_days(0.2) == 1);
}

TEST_CASE("fsrs: fuzzing keeps intervals inside py-fsrs's ranges and is reproducible by seed") {
    Scheduler a{Parameters{}, 7}, b{Parameters{}, 7};
    Card card;
    card.state = State::review;
    card.stability = 100.0;
    card.difficulty = 5.0;
    card.last_review = start_time();
    for (int i = 0; i < 50; ++i) {
        TimePoint now = start_time() + days(100);
        Card ca = a.review(card, Rating::good, now);
        Card cb = b.review(card, Rating::good, now);
        CHECK(ca.due == cb.due);
        Parameters plain;
        plain.enable_fuzzing = false;
        int unfuzzed = Scheduler(plain).next_interval_days(*ca.stability);
        // delta = 1 + 0.15*4.5 + 0.1*13 + 0.05*(d-20)
        double delta = 1 + 0.675 + 1.3 + 0.05 * (unfuzzed - 20);
        auto got = elapsed_days(now, ca.due);
        CHECK(got >= static_cast<std::int64_t>(unfuzzed - delta - 1));
        CHECK(got <= static_cast<std::int64_t>(unfuzzed + delta + 1));
    }
}
