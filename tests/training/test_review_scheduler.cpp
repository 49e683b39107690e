// Spaced repetition across simulated days (the clock is injected; nothing sleeps): the daily
// queue, schedules that follow FSRS through the store, edits that reset memory, and retention
// statistics counted from what really happened.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <map>

#include "app/core/training/review/review_scheduler.hpp"
#include "app/core/training/statistics/statistics.hpp"
#include "tests/store/temp_dir.hpp"
#include "tests/training/fake_content.hpp"

using namespace arbiter;
using namespace arbiter::training;
using namespace std::chrono;

namespace {
store::GradedAnswer graded(const store::TrainingItem& item, double score, TimePoint when) {
    return {item.id, item.fingerprint, R"({"choice":0})", score, "{}", 20.0, when};
}

fsrs::Parameters without_fuzz() {
    fsrs::Parameters p;
    p.enable_fuzzing = false;
    return p;
}
}  // namespace

TEST_CASE("review: score to rating — full credit Good, at least half Hard, less Again") {
    CHECK(rating_for_score(1.0) == fsrs::Rating::good);
    CHECK(rating_for_score(0.75) == fsrs::Rating::hard);
    CHECK(rating_for_score(0.5) == fsrs::Rating::hard);
    CHECK(rating_for_score(0.49) == fsrs::Rating::again);
    CHECK(rating_for_score(0.0) == fsrs::Rating::again);
}

TEST_CASE("review: an item always answered right follows py-fsrs's intervals through the store") {
    test::TempDir dir;
    ManualClock clock(test::monday_morning());
    const auto items = test::fake_items(1);
    std::vector<std::int64_t> intervals;
    std::int64_t profile = 0;
    for (int review = 0; review < 6; ++review) {
        // A new store object every time: the state must come back from the file exactly.
        store::TrainingStore store(dir / "trainer.db");
        profile = store.ensure_profile("p", clock.now()).id;
        ReviewScheduler scheduler(store, clock, without_fuzz());
        scheduler.record_answer(profile, graded(items[0], 1.0, clock.now()));
        auto card = scheduler.card(profile, items[0]);
        REQUIRE(card);
        intervals.push_back(fsrs::elapsed_days(*card->last_review, card->due));
        clock.set(card->due);
    }
    // The first six of anchors §7.6's Good×6 sequence.
    CHECK(intervals == std::vector<std::int64_t>{0, 2, 11, 46, 163, 498});
    store::TrainingStore store(dir / "trainer.db");
    auto cards = store.review_cards(profile);
    REQUIRE(cards.size() == 1);
    CHECK(cards[0].reps == 6);
    CHECK(cards[0].lapses == 0);
    CHECK(store.attempts(profile).size() == 6);
    CHECK(store.review_log(profile).size() == 6);
}

TEST_CASE("review: thirty simulated days of a daily queue") {
    test::TempDir dir;
    ManualClock clock(test::monday_morning());
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("p", clock.now()).id;
    ReviewScheduler scheduler(store, clock, fsrs::Parameters{}, 99);
    const auto items = test::fake_items(4);  // 12 items
    std::map<std::string, const store::TrainingItem*> by_id;
    for (const auto& item : items) by_id[item.id] = &item;
    // The candidate always gets "chess-laws" items wrong on the first try of a day, the rest right.
    std::map<std::string, int> answered_on_day;
    std::size_t first_day_new = 0;
    for (int day = 0; day < 30; ++day) {
        clock.set(test::monday_morning() + days(day));
        auto queue = scheduler.daily_queue(profile, items, 5);
        if (day == 0) {
            first_day_new = queue.new_items.size();
            CHECK(queue.due.empty());
        }
        // Work through the day: new items, then everything that falls due (learning steps) until
        // nothing is left for today.
        std::vector<std::string> todo = queue.new_items;
        todo.insert(todo.end(), queue.due.begin(), queue.due.end());
        for (int round = 0; round < 10 && !todo.empty(); ++round) {
            for (const auto& id : todo) {
                const auto& item = *by_id[id];
                bool hard_topic = item.topics[0] == "chess-laws";
                double score = (hard_topic && answered_on_day[id] != day + 1) ? 0.0 : 1.0;
                answered_on_day[id] = day + 1;
                scheduler.record_answer(profile, graded(item, score, clock.now()));
                clock.advance(seconds(30));
            }
            clock.advance(minutes(10));  // the learning steps are 1 and 10 minutes
            auto again = scheduler.daily_queue(profile, items, 0);
            todo = again.due;
        }
        CHECK(todo.empty());
    }
    CHECK(first_day_new == 5);
    // After 30 days, every item has been introduced (5 new a day), and items that keep failing
    // have shorter intervals than items that are always right.
    auto cards = store.review_cards(profile);
    CHECK(cards.size() == items.size());
    double sum_hard = 0, sum_easy = 0;
    int n_hard = 0, n_easy = 0;
    for (const auto& card : cards) {
        REQUIRE(card.stability);
        if (card.item_id.rfind("chess-laws", 0) == 0) {
            sum_hard += *card.stability;
            ++n_hard;
            CHECK(card.lapses >= 1);
        } else {
            sum_easy += *card.stability;
            ++n_easy;
            CHECK(card.lapses == 0);
        }
    }
    CHECK(sum_hard / n_hard < sum_easy / n_easy);

    // Retention: of reviews of graduated cards, chess-laws ones always fail first, others pass.
    auto retention = scheduler.retention(profile);
    std::size_t reviews = 0, recalled = 0;
    for (const auto& log : store.review_log(profile)) {
        if (log.state_before != 2) continue;
        ++reviews;
        if (log.rating >= 2) ++recalled;
    }
    REQUIRE(reviews > 0);
    CHECK(retention.reviews == reviews);
    CHECK(retention.recalled == recalled);
    CHECK(retention.measured == doctest::Approx(static_cast<double>(recalled) / static_cast<double>(reviews)));
    CHECK(retention.measured < 1.0);
    CHECK(retention.predicted > 0.5);
    CHECK(retention.predicted <= 1.0);
    CHECK(retention.desired == 0.9);

    // The same figures per ISO week add up to the total (the retention-over-time chart).
    TrainingStatistics stats(store, profile);
    auto weekly = stats.retention(Period::week);
    REQUIRE_FALSE(weekly.empty());
    std::size_t weekly_reviews = 0, weekly_recalled = 0;
    for (const auto& row : weekly) {
        weekly_reviews += row.retention.reviews;
        weekly_recalled += row.retention.recalled;
    }
    CHECK(weekly_reviews == reviews);
    CHECK(weekly_recalled == recalled);
    auto all = stats.retention(Period::all);
    REQUIRE(all.size() == 1);
    CHECK(all[0].retention.measured == doctest::Approx(retention.measured));
    CHECK(all[0].retention.predicted == doctest::Approx(retention.predicted));
}

TEST_CASE("review: an edited item (new fingerprint) starts again as new while other items keep their schedule") {
    test::TempDir dir;
    ManualClock clock(test::monday_morning());
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("p", clock.now()).id;
    ReviewScheduler scheduler(store, clock);
    auto items = test::fake_items(1);  // 3 items
    for (int i = 0; i < 2; ++i)
        for (const auto& item : items) {
            scheduler.record_answer(profile, graded(item, 1.0, clock.now()));
            clock.advance(minutes(10));
        }
    auto queue = scheduler.daily_queue(profile, items, 10);
    CHECK(queue.new_items.empty());
    items[1].fingerprint = "v2-edited";
    queue = scheduler.daily_queue(profile, items, 10);
    CHECK(queue.new_items == std::vector<std::string>{items[1].id});
    CHECK_FALSE(scheduler.card(profile, items[1]));
    scheduler.record_answer(profile, graded(items[1], 1.0, clock.now()));
    auto card = store.review_card(profile, items[1].id);
    REQUIRE(card);
    CHECK(card->fingerprint == "v2-edited");
    CHECK(card->reps == 1);
    CHECK(card->state == 1);  // learning again
}

TEST_CASE("review: the day ends at local midnight — a step due after it is not counted for today") {
    test::TempDir dir;
    // 23:55 local time in Beijing (UTC+8) is 15:55 UTC.
    ManualClock clock(time_point_cast<milliseconds>(sys_days{year{2026} / 3 / 2} + hours(15) + minutes(55)));
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("p", clock.now()).id;
    ReviewScheduler scheduler(store, clock);
    const auto items = test::fake_items(1);
    scheduler.record_answer(profile, graded(items[0], 0.0, clock.now()));  // Again: due in 1 min
    scheduler.record_answer(profile, graded(items[1], 1.0, clock.now()));  // Good: due in 10 min
    auto queue = scheduler.daily_queue(profile, items, 0, hours(8));
    CHECK(queue.due.empty());
    CHECK(queue.due_later_today == 1);  // 23:56 yes, 00:05 tomorrow no
    clock.advance(minutes(1));
    CHECK(scheduler.daily_queue(profile, items, 0, hours(8)).due == std::vector<std::string>{items[0].id});
}

TEST_CASE("review: a Go candidate's new items are Go and general ones, yet a learnt chess item still comes due") {
    test::TempDir dir;
    ManualClock clock(test::monday_morning());
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.ensure_profile("p", clock.now()).id;
    ReviewScheduler scheduler(store, clock, without_fuzz());
    auto items = test::fake_items(3);  // go-rules-00..02, chess-laws-00..02, tie-breaks-00..02, in that order
    for (auto& item : items) {
        if (item.topics[0] == "go-rules") item.games = {"go"};
        if (item.topics[0] == "chess-laws") item.games = {"chess"};
    }
    // Unfiltered, the first new items would be whatever comes first; here the chess ones are skipped.
    auto queue = scheduler.daily_queue(profile, items, 100, {}, "go");
    CHECK(queue.new_items == std::vector<std::string>{"go-rules-00", "go-rules-01", "go-rules-02", "tie-breaks-00",
                                                      "tie-breaks-01", "tie-breaks-02"});
    CHECK(scheduler.daily_queue(profile, items, 100).new_items.size() == 9);  // no sport: everything
    CHECK(scheduler.daily_queue(profile, items, 100, {}, "both").new_items.size() == 9);
    // A chess item learnt earlier (the candidate trained both before) is still reviewed when due.
    scheduler.record_answer(profile, graded(items[3], 0.0, clock.now()));  // chess-laws-00, wrong: due soon
    clock.advance(hours(1));
    queue = scheduler.daily_queue(profile, items, 100, {}, "go");
    CHECK(queue.due == std::vector<std::string>{"chess-laws-00"});
    CHECK(std::count(queue.new_items.begin(), queue.new_items.end(), "chess-laws-01") == 0);
}
