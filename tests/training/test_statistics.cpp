// Statistics from a hand-made history with hand-computed answers.
#include <doctest/doctest.h>

#include <chrono>

#include "app/core/training/statistics/statistics.hpp"
#include "tests/store/temp_dir.hpp"
#include "tests/training/fake_content.hpp"

using namespace arbiter;
using namespace arbiter::training;
using namespace std::chrono;

namespace {
struct History {
    test::TempDir dir;
    store::TrainingStore store{dir / "trainer.db"};
    std::int64_t profile = store.ensure_profile("p", test::monday_morning()).id;
    std::vector<store::TrainingItem> items = test::fake_items(2);  // go-rules-00/01, chess-laws-00/01, tie-breaks-00/01

    History() { store.remember_items(items, test::monday_morning()); }
    void add(std::size_t item, double score, double seconds, int day, int hour = 0) {
        store::GradedAnswer a{items[item].id, items[item].fingerprint, "{}", score, "{}", seconds,
                              test::monday_morning() + days(day) + hours(hour)};
        store.record_attempt(profile, store::AttemptMode::practice, a);
    }
};
}  // namespace

TEST_CASE("statistics: accuracy by topic overall and per ISO week, with partial credit") {
    History h;
    h.add(0, 1.0, 10, 0);  // go-rules, Monday week 1
    h.add(1, 0.5, 20, 1);  // go-rules, Tuesday week 1
    h.add(2, 0.0, 30, 2);  // chess-laws
    h.add(0, 1.0, 40, 7);  // go-rules, Monday week 2
    TrainingStatistics stats(h.store, h.profile);
    auto all = stats.accuracy(Dimension::topic, Period::all);
    REQUIRE(all.size() == 2);
    CHECK(all[0].key == "chess-laws");
    CHECK(all[0].attempts == 1);
    CHECK(all[0].mean_score == 0.0);
    CHECK(all[1].key == "go-rules");
    CHECK(all[1].attempts == 3);
    CHECK(all[1].correct == 2);
    CHECK(all[1].mean_score == doctest::Approx(2.5 / 3));
    CHECK(all[1].mean_seconds == doctest::Approx(70.0 / 3));
    auto weekly = stats.accuracy(Dimension::topic, Period::week);
    REQUIRE(weekly.size() == 3);
    CHECK(weekly[0].period == "2026-03-02");
    CHECK(weekly[2].period == "2026-03-09");
    CHECK(weekly[2].key == "go-rules");
    CHECK(weekly[2].mean_score == 1.0);
    auto by_article = stats.accuracy(Dimension::article, Period::all);
    REQUIRE(by_article.size() == 2);
    CHECK(by_article[0].key == "cn-go-1988 20");
    CHECK(by_article[0].attempts == 3);
    auto by_kind = stats.accuracy(Dimension::kind, Period::month);
    REQUIRE(by_kind.size() == 1);
    CHECK(by_kind[0].period == "2026-03");
    CHECK(by_kind[0].key == "question");
}

TEST_CASE("statistics: streaks count local training days, and a today not yet trained keeps yesterday's streak") {
    History h;
    for (int day : {0, 1, 2, 5, 6, 7, 8}) h.add(0, 1.0, 5, day);
    h.add(0, 1.0, 5, 8, 3);  // twice on one day counts once
    TrainingStatistics stats(h.store, h.profile);
    auto s = stats.streaks(test::monday_morning() + days(8) + hours(5));
    CHECK(s.active_days == 7);
    CHECK(s.longest == 4);
    CHECK(s.current == 4);
    CHECK(stats.streaks(test::monday_morning() + days(9)).current == 4);  // day 9 not over
    CHECK(stats.streaks(test::monday_morning() + days(10)).current == 0);
    // 08:00 UTC on day 0 is 16:00 in UTC+8, and 20:00 UTC on day 0 is already day 1 there.
    History shifted;
    shifted.add(0, 1.0, 5, 0);
    shifted.add(0, 1.0, 5, 0, 12);
    CHECK(TrainingStatistics(shifted.store, shifted.profile, hours(8)).streaks(test::monday_morning() + days(1)).longest == 2);
    CHECK(TrainingStatistics(shifted.store, shifted.profile).streaks(test::monday_morning() + days(1)).longest == 1);
}

TEST_CASE("statistics: time per item (mean, median, p90) and the mistakes list") {
    History h;
    const double seconds[] = {10, 20, 30, 40, 100};
    for (std::size_t i = 0; i < 5; ++i) h.add(i, i % 2 ? 0.0 : 1.0, seconds[i], 0, static_cast<int>(i));
    h.add(1, 1.0, 50, 1);  // go-rules-01 answered right later: no longer a mistake
    TrainingStatistics stats(h.store, h.profile);
    auto t = stats.time_per_item();
    CHECK(t.answers == 6);
    CHECK(t.mean_seconds == doctest::Approx(250.0 / 6));
    CHECK(t.median_seconds == doctest::Approx(35.0));
    CHECK(t.p90_seconds == doctest::Approx(75.0));
    CHECK(stats.time_per_item(std::string("go-rules")).answers == 3);
    auto mistakes = stats.mistakes();
    REQUIRE(mistakes.size() == 1);
    CHECK(mistakes[0].item_id == h.items[3].id);
    CHECK(mistakes[0].wrong_count == 1);
    auto j = stats.to_json(test::monday_morning() + days(1));
    CHECK(j.find("answers")->as_int() == 6);
    CHECK(j.find("mistakes")->as_array().size() == 1);
}

TEST_CASE("weakest topics: lowest mean score first, enough answers, named topics only, ties by more answers") {
    auto row = [](const char* key, int attempts, double mean) {
        AccuracyRow r;
        r.key = key;
        r.period = "all";
        r.attempts = attempts;
        r.mean_score = mean;
        return r;
    };
    const std::vector<AccuracyRow> rows{row("go-rules", 10, 0.8), row("ko", 2, 0.0),         row("chess-laws", 5, 0.4),
                                        row("tie-breaks", 8, 0.4), row("a-fine-tag", 9, 0.1), row("clock", 4, 0.6)};
    auto named = [](const std::string& topic) { return topic != "a-fine-tag"; };
    const auto weakest = weakest_topics(rows, named);
    REQUIRE(weakest.size() == 3);
    // "ko" has too few answers to judge; "a-fine-tag" has no name; tie-breaks and chess-laws tie
    // at 40 %, and the one with more answers comes first.
    CHECK(weakest[0].key == "tie-breaks");
    CHECK(weakest[1].key == "chess-laws");
    CHECK(weakest[2].key == "clock");
    CHECK(weakest_topics(rows, named, 10).size() == 4);
    CHECK(weakest_topics(rows, named, 3, 11).empty());
}

TEST_CASE("topic standing: each item by its latest answer, so the last exam's wrong answers are not buried under old right ones") {
    History h;
    for (int day = 0; day < 10; ++day) h.add(0, 1.0, 10, day);  // go-rules-00 right ten times
    h.add(1, 1.0, 10, 0);                                        // go-rules-01 right once
    h.add(2, 1.0, 10, 0);                                        // chess-laws-00
    h.add(3, 0.5, 10, 0);                                        // chess-laws-01 half right
    h.add(4, 1.0, 10, 0);                                        // tie-breaks-00
    // Then a mock exam: both go-rules items wrong (the exam's answers are attempts too).
    for (std::size_t item : {0u, 1u}) {
        store::GradedAnswer a{h.items[item].id, h.items[item].fingerprint, "{}", 0.0, "{}", 30, test::monday_morning() + days(11)};
        h.store.record_attempt(h.profile, store::AttemptMode::exam, a);
    }
    TrainingStatistics stats(h.store, h.profile);
    // All answers all time still say go-rules is at 11/13 = 85 %.
    for (const auto& row : stats.accuracy(Dimension::topic, Period::all))
        if (row.key == "go-rules") CHECK(row.mean_score == doctest::Approx(11.0 / 13));
    const auto standing = stats.topic_standing();
    REQUIRE(standing.size() == 3);
    CHECK(standing[0].key == "chess-laws");
    CHECK(standing[0].attempts == 2);  // items, not answers
    CHECK(standing[0].mean_score == doctest::Approx(0.75));
    CHECK(standing[1].key == "go-rules");
    CHECK(standing[1].period == "latest");
    CHECK(standing[1].attempts == 2);
    CHECK(standing[1].correct == 0);
    CHECK(standing[1].mean_score == 0.0);
    CHECK(standing[1].mean_seconds == 30.0);
    // The weakest topics read the standing: go-rules first, as the exam showed.
    const auto weakest = weakest_topics(standing, [](const std::string&) { return true; }, 3, 1);
    REQUIRE(weakest.size() == 3);
    CHECK(weakest[0].key == "go-rules");
    CHECK(weakest[1].key == "chess-laws");
    CHECK(weakest[2].key == "tie-breaks");
    // At least two items answered: tie-breaks (one item) is left out.
    CHECK(weakest_topics(standing, [](const std::string&) { return true; }, 3, 2).size() == 2);
}
