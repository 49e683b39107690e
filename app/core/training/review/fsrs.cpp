#include "app/core/training/review/fsrs.hpp"

#include <algorithm>
#include <cfenv>
#include <cmath>

namespace arbiter::training::fsrs {

namespace {
constexpr double kMinStability = 0.001;
constexpr double kMinDifficulty = 1.0;
constexpr double kMaxDifficulty = 10.0;

double clamp_difficulty(double d) { return std::clamp(d, kMinDifficulty, kMaxDifficulty); }
double clamp_stability(double s) { return std::max(s, kMinStability); }
int value(Rating r) { return static_cast<int>(r); }

// Python's round(): halves go to the even neighbour (std::nearbyint in the default mode).
double python_round(double x) { return std::nearbyint(x); }

Duration days(std::int64_t n) { return std::chrono::duration_cast<Duration>(std::chrono::days(n)); }
}  // namespace

std::int64_t elapsed_days(TimePoint from, TimePoint to) {
    return std::chrono::floor<std::chrono::days>(to - from).count();
}

Scheduler::Scheduler(Parameters parameters, std::uint64_t fuzz_seed)
    : p_(std::move(parameters)), decay_(-p_.w[20]), factor_(std::pow(0.9, 1.0 / decay_) - 1.0), random_(fuzz_seed) {}

double Scheduler::retrievability(const Card& card, TimePoint now) const {
    if (!card.last_review || !card.stability) return 0.0;
    auto elapsed = std::max<std::int64_t>(0, elapsed_days(*card.last_review, now));
    return std::pow(1.0 + factor_ * static_cast<double>(elapsed) / *card.stability, decay_);
}

double Scheduler::initial_stability(Rating rating) const { return clamp_stability(p_.w[value(rating) - 1]); }

double Scheduler::initial_difficulty(Rating rating, bool clamp) const {
    double d = p_.w[4] - std::exp(p_.w[5] * (value(rating) - 1)) + 1.0;
    return clamp ? clamp_difficulty(d) : d;
}

int Scheduler::next_interval_days(double stability) const {
    double interval = (stability / factor_) * (std::pow(p_.desired_retention, 1.0 / decay_) - 1.0);
    auto rounded = static_cast<int>(python_round(interval));
    return std::min(std::max(rounded, 1), p_.maximum_interval_days);
}

double Scheduler::short_term_stability(double stability, Rating rating) const {
    double increase = std::exp(p_.w[17] * (value(rating) - 3 + p_.w[18])) * std::pow(stability, -p_.w[19]);
    if (rating == Rating::good || rating == Rating::easy) increase = std::max(increase, 1.0);
    return clamp_stability(stability * increase);
}

double Scheduler::next_difficulty(double difficulty, Rating rating) const {
    double delta = -(p_.w[6] * (value(rating) - 3));
    double damped = difficulty + (10.0 - difficulty) * delta / 9.0;  // linear damping
    double reverted = p_.w[7] * initial_difficulty(Rating::easy, false) + (1.0 - p_.w[7]) * damped;  // mean reversion
    return clamp_difficulty(reverted);
}

double Scheduler::next_stability(double d, double s, double r, Rating rating) const {
    double next;
    if (rating == Rating::again) {
        double long_term = p_.w[11] * std::pow(d, -p_.w[12]) * (std::pow(s + 1.0, p_.w[13]) - 1.0) *
                           std::exp((1.0 - r) * p_.w[14]);
        double short_term = s / std::exp(p_.w[17] * p_.w[18]);
        next = std::min(long_term, short_term);
    } else {
        double hard_penalty = rating == Rating::hard ? p_.w[15] : 1.0;
        double easy_bonus = rating == Rating::easy ? p_.w[16] : 1.0;
        next = s * (1.0 + std::exp(p_.w[8]) * (11.0 - d) * std::pow(s, -p_.w[9]) *
                              (std::exp((1.0 - r) * p_.w[10]) - 1.0) * hard_penalty * easy_bonus);
    }
    return clamp_stability(next);
}

// The (re)learning-step logic shared by Learning and Relearning cards. Sets `graduated` when the
// card moves to Review (the caller then schedules by stability).
Duration Scheduler::step_interval(const std::vector<Duration>& steps, Card& card, Rating rating,
                                  bool& graduated) const {
    graduated = false;
    int step = card.step.value_or(0);
    if (steps.empty() || (step >= static_cast<int>(steps.size()) && rating != Rating::again)) {
        graduated = true;
        return {};
    }
    switch (rating) {
    case Rating::again:
        card.step = 0;
        return steps[0];
    case Rating::hard:
        if (step == 0 && steps.size() == 1) return Duration(static_cast<Duration::rep>(steps[0].count() * 1.5));
        if (step == 0) return (steps[0] + steps[1]) / 2;
        return steps[static_cast<std::size_t>(step)];
    case Rating::good:
        if (step + 1 == static_cast<int>(steps.size())) {
            graduated = true;
            return {};
        }
        card.step = step + 1;
        return steps[static_cast<std::size_t>(step + 1)];
    case Rating::easy:
        graduated = true;
        return {};
    }
    return {};
}

Card Scheduler::review(const Card& original, Rating rating, TimePoint now) {
    Card card = original;
    std::optional<std::int64_t> since_last;
    if (card.last_review) since_last = elapsed_days(*card.last_review, now);

    // Memory state: first review, same-day review, or a review after at least a day.
    if (!card.stability || !card.difficulty) {
        card.stability = initial_stability(rating);
        card.difficulty = initial_difficulty(rating);
    } else if (since_last && *since_last < 1) {
        card.stability = short_term_stability(*card.stability, rating);
        card.difficulty = next_difficulty(*card.difficulty, rating);
    } else {
        card.stability = next_stability(*card.difficulty, *card.stability, retrievability(card, now), rating);
        card.difficulty = next_difficulty(*card.difficulty, rating);
    }

    Duration interval{};
    bool to_review = false;
    switch (card.state) {
    case State::learning:
        interval = step_interval(p_.learning_steps, card, rating, to_review);
        break;
    case State::relearning:
        interval = step_interval(p_.relearning_steps, card, rating, to_review);
        break;
    case State::review:
        if (rating == Rating::again && !p_.relearning_steps.empty()) {
            card.state = State::relearning;
            card.step = 0;
            interval = p_.relearning_steps[0];
        } else {
            to_review = true;
        }
        break;
    }
    if (to_review) {
        card.state = State::review;
        card.step.reset();
        interval = days(next_interval_days(*card.stability));
    }
    if (p_.enable_fuzzing && card.state == State::review) interval = fuzzed(interval);
    card.due = now + interval;
    card.last_review = now;
    return card;
}

// py-fsrs _get_fuzzed_interval: spreads reviews so cards learnt together do not stay together.
Duration Scheduler::fuzzed(Duration interval) {
    double interval_days = static_cast<double>(std::chrono::floor<std::chrono::days>(interval).count());
    if (interval_days < 2.5) return interval;
    struct Range {
        double start, end, factor;
    };
    static constexpr Range kRanges[] = {{2.5, 7.0, 0.15}, {7.0, 20.0, 0.1}, {20.0, 1e300, 0.05}};
    double delta = 1.0;
    for (const auto& r : kRanges) delta += r.factor * std::max(std::min(interval_days, r.end) - r.start, 0.0);
    int min_ivl = static_cast<int>(python_round(interval_days - delta));
    int max_ivl = static_cast<int>(python_round(interval_days + delta));
    min_ivl = std::max(2, min_ivl);
    max_ivl = std::min(max_ivl, p_.maximum_interval_days);
    min_ivl = std::min(min_ivl, max_ivl);
    double unit = static_cast<double>(random_() >> 11) * 0x1.0p-53;  // uniform in [0, 1)
    double fuzzed_days = unit * (max_ivl - min_ivl + 1) + min_ivl;
    auto result = std::min(static_cast<int>(python_round(fuzzed_days)), p_.maximum_interval_days);
    return days(result);
}

}  // namespace arbiter::training::fsrs
