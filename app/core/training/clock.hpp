// Where the training layer gets "now". Injected everywhere so tests can move time by days or
// minutes without sleeping, and so a resumed exam measures time the same way as a fresh one.
#pragma once

#include <chrono>

#include "app/core/store/records.hpp"

namespace arbiter::training {

using store::TimePoint;

class Clock {
public:
    virtual ~Clock() = default;
    virtual TimePoint now() const = 0;
};

// The real wall clock (UTC).
class SystemClock final : public Clock {
public:
    TimePoint now() const override {
        return std::chrono::time_point_cast<std::chrono::milliseconds>(std::chrono::system_clock::now());
    }
};

// A clock that moves only when told to (tests, simulations).
class ManualClock final : public Clock {
public:
    explicit ManualClock(TimePoint start) : now_(start) {}
    TimePoint now() const override { return now_; }
    void set(TimePoint t) { now_ = t; }
    template <class Rep, class Period>
    void advance(std::chrono::duration<Rep, Period> d) {
        now_ += std::chrono::duration_cast<std::chrono::milliseconds>(d);
    }

private:
    TimePoint now_;
};

// This computer's offset from UTC now, from its time zone (TZ, /etc/localtime): where a
// candidate's day begins and ends. The trainer and the terminal both use it, so "due later
// today" and a day's statistics agree between the two on one database.
std::chrono::minutes local_utc_offset();

}  // namespace arbiter::training
