// FSRS-6 spaced-repetition scheduler, a faithful port of py-fsrs 6.3.1 (MIT), checked against its
// test vectors (docs/spaced-repetition.md, anchors.md §7.6). Pure computation: no clock, no storage.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <random>
#include <vector>

namespace arbiter::training::fsrs {

using TimePoint = std::chrono::sys_time<std::chrono::milliseconds>;
using Duration = std::chrono::milliseconds;

enum class Rating { again = 1, hard = 2, good = 3, easy = 4 };
enum class State { learning = 1, review = 2, relearning = 3 };

// py-fsrs DEFAULT_PARAMETERS (FSRS-6, 21 weights).
inline constexpr std::array<double, 21> kDefaultParameters = {
    0.212,  1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001,  1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542};

struct Card {
    State state = State::learning;
    std::optional<int> step = 0;  // index into the (re)learning steps; none in Review
    std::optional<double> stability;
    std::optional<double> difficulty;
    TimePoint due{};
    std::optional<TimePoint> last_review;
};

struct Parameters {
    std::array<double, 21> w = kDefaultParameters;
    double desired_retention = 0.9;
    std::vector<Duration> learning_steps = {std::chrono::minutes(1), std::chrono::minutes(10)};
    std::vector<Duration> relearning_steps = {std::chrono::minutes(10)};
    int maximum_interval_days = 36500;
    bool enable_fuzzing = true;
};

class Scheduler {
public:
    explicit Scheduler(Parameters parameters = {}, std::uint64_t fuzz_seed = 42);

    const Parameters& parameters() const { return p_; }

    // The card after a review at `now` with `rating`. `now` should not precede card.last_review.
    Card review(const Card& card, Rating rating, TimePoint now);
    // Probability of recall at `now` (0 for a card never reviewed). Uses whole elapsed days.
    double retrievability(const Card& card, TimePoint now) const;

    // The formulas, public for tests and for the statistics.
    double initial_stability(Rating rating) const;
    double initial_difficulty(Rating rating, bool clamp = true) const;
    int next_interval_days(double stability) const;
    double short_term_stability(double stability, Rating rating) const;
    double next_difficulty(double difficulty, Rating rating) const;
    double next_stability(double difficulty, double stability, double retrievability, Rating rating) const;

private:
    Duration fuzzed(Duration interval);
    Duration step_interval(const std::vector<Duration>& steps, Card& card, Rating rating, bool& graduated) const;

    Parameters p_;
    double decay_;
    double factor_;
    std::mt19937_64 random_;
};

// Whole days from `from` to `to`, rounded down like Python's timedelta.days.
std::int64_t elapsed_days(TimePoint from, TimePoint to);

}  // namespace arbiter::training::fsrs
