// The time the timed drills measure presses with. In an interactive run it is the steady clock;
// in a scripted run (--script) it is virtual and moves only by the script's `advance MS`
// (ui_script.hpp), so a test presses at exactly the milliseconds it names, however slowly the
// frames are drawn under Xvfb or a sanitizer.
#pragma once

#include <chrono>
#include <cstdint>

namespace arbiter::ui {

class DrillClock {
public:
    explicit DrillClock(bool is_virtual = false)
        : virtual_(is_virtual), origin_(std::chrono::steady_clock::now()) {}

    // Milliseconds since an arbitrary origin; only differences mean anything.
    std::int64_t now_ms() const {
        if (virtual_) return virtual_now_;
        return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - origin_).count();
    }
    // Moves a virtual clock forward; a real one cannot be moved.
    void advance(std::int64_t ms) {
        if (virtual_ && ms > 0) virtual_now_ += ms;
    }
    bool is_virtual() const { return virtual_; }

private:
    bool virtual_;
    std::int64_t virtual_now_ = 0;
    std::chrono::steady_clock::time_point origin_;
};

}  // namespace arbiter::ui
