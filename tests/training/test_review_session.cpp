// A review session over a real store and scheduler: the due queue run one item after another with
// its place, "next" staying inside the due items, and the summary with the next review's date.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>

#include "app/core/training/review/review_scheduler.hpp"
#include "app/core/training/review/review_session.hpp"
#include "tests/store/temp_dir.hpp"
#include "tests/training/fake_content.hpp"

using namespace arbiter;
using namespace arbiter::training;
using namespace std::chrono;

namespace {
store::GradedAnswer graded(const store::TrainingItem& item, double score, TimePoint when) {
    return {item.id, item.fingerprint, R"({"choices":[0]})", score, "{}", 20.0, when};
}
}  // namespace

TEST_CASE("review session: the due items in order, one place at a time, then a summary") {
    ReviewSession session({"a", "b", "c", "b"});  // "b" twice in the queue: once in the session
    REQUIRE(session.size() == 3);
    CHECK(session.place() == 1);
    CHECK(session.current() == "a");
    CHECK_FALSE(session.current_answered());
    session.answered(0.4);
    session.answered(1.0);  // answered again: the last score counts, the item once
    CHECK(session.current_answered());
    session.next();
    CHECK(session.place() == 2);
    CHECK(session.current() == "b");
    session.next();  // "b" passed over without an answer
    CHECK(session.current() == "c");
    session.answered(0.5);
    CHECK_FALSE(session.finished());
    session.next();
    CHECK(session.finished());
    CHECK(session.place() == 4);
    CHECK_THROWS_AS(session.current(), std::logic_error);
    session.next();  // nothing after the end
    const auto summary = session.summary();
    CHECK(summary.items == 3);
    CHECK(summary.answered == 2);
    CHECK(summary.right == 1);
    CHECK(summary.skipped == 1);
    CHECK(summary.not_reached == 0);
    CHECK_FALSE(summary.next_due.has_value());
}

TEST_CASE("review session: stopped early, the items not reached stay apart from the skipped ones") {
    ReviewSession session({"a", "b", "c", "d", "e"});
    session.answered(1.0);
    session.next();
    session.next();  // "b" left without an answer
    CHECK(session.current() == "c");
    session.answered(0.0);
    session.stop();
    CHECK(session.finished());
    const auto summary = session.summary();
    CHECK(summary.items == 5);
    CHECK(summary.answered == 2);
    CHECK(summary.right == 1);
    CHECK(summary.skipped == 1);
    CHECK(summary.not_reached == 2);
}

TEST_CASE("review session: an empty queue is finished at once") {
    ReviewSession session({});
    CHECK(session.finished());
    CHECK(session.summary().items == 0);
}

TEST_CASE("review session: three due items through the store, next never leaves the due queue, next review dated") {
    test::TempDir dir;
    ManualClock clock(test::monday_morning());
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("p", clock.now()).id;
    fsrs::Parameters no_fuzz;
    no_fuzz.enable_fuzzing = false;
    ReviewScheduler scheduler(store, clock, no_fuzz);
    const auto items = test::fake_items(2);  // 6 items
    // Three studied on Monday (wrong, so they come back soon), three never seen.
    for (int i = 0; i < 3; ++i) scheduler.record_answer(profile, graded(items[static_cast<std::size_t>(i)], 0.0, clock.now()),
                                                       store::AttemptMode::practice);
    clock.set(test::monday_morning() + days(1));
    const auto queue = scheduler.daily_queue(profile, items, 10);
    REQUIRE(queue.due.size() == 3);
    REQUIRE(queue.new_items.size() == 3);

    ReviewSession session(queue.due);
    std::vector<std::string> seen;
    while (!session.finished()) {
        seen.push_back(session.current());
        const auto* item = &items[0];
        for (const auto& i : items)
            if (i.id == session.current()) item = &i;
        const double score = seen.size() == 2 ? 0.0 : 1.0;
        scheduler.record_answer(profile, graded(*item, score, clock.now()), store::AttemptMode::review);
        session.answered(score);
        session.next();
    }
    // Only the due items, in the queue's order; the new ones are not part of a review.
    CHECK(seen == queue.due);
    auto summary = session.summary();
    summary.next_due = scheduler.next_due(profile, items);
    CHECK(summary.answered == 3);
    CHECK(summary.right == 2);
    CHECK(summary.skipped == 0);
    REQUIRE(summary.next_due.has_value());
    // The earliest of the three new schedules, all in the future; nothing is due now any more.
    CHECK(*summary.next_due > clock.now());
    TimePoint earliest = TimePoint::max();
    for (const auto& card : store.review_cards(profile)) earliest = std::min(earliest, card.due);
    CHECK(*summary.next_due == earliest);
    CHECK(scheduler.daily_queue(profile, items, 10).due.empty());
    CHECK(store.attempts(profile).size() == 6);
}

TEST_CASE("review session: the next review ignores cards of edited content, and is empty with nothing studied") {
    test::TempDir dir;
    ManualClock clock(test::monday_morning());
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("p", clock.now()).id;
    ReviewScheduler scheduler(store, clock);
    auto items = test::fake_items(1);
    CHECK_FALSE(scheduler.next_due(profile, items).has_value());
    scheduler.record_answer(profile, graded(items[0], 1.0, clock.now()), store::AttemptMode::practice);
    CHECK(scheduler.next_due(profile, items).has_value());
    items[0].fingerprint = "v2-edited";
    CHECK_FALSE(scheduler.next_due(profile, items).has_value());
}
