#include "app/core/training/clock.hpp"

#include <ctime>

namespace arbiter::training {

std::chrono::minutes local_utc_offset() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    return std::chrono::minutes(local.tm_gmtoff / 60);
}

}  // namespace arbiter::training
