#include "app/cli/centre_cli_support.hpp"

#include <ctime>
#include <ostream>

#include "app/core/store/class_schedule.hpp"
#include "app/core/text_fill.hpp"

namespace arbiter::cli {

namespace {

std::string format_time(std::int64_t unix_ms, bool local) {
    const std::time_t seconds = static_cast<std::time_t>(unix_ms / 1000);
    std::tm tm{};
    if (local) localtime_r(&seconds, &tm);
    else gmtime_r(&seconds, &tm);
    char text[48];
    std::strftime(text, sizeof text, local ? "%Y-%m-%d %H:%M %Z" : "%Y-%m-%d %H:%M UTC", &tm);
    return text;
}

}  // namespace

std::string utc_time(std::int64_t unix_ms) { return format_time(unix_ms, false); }
std::string local_time(std::int64_t unix_ms) { return format_time(unix_ms, true); }

int centre_failure(const UiStrings& s, const centre::CentreError& e, Io& io) {
    io.err << fill(s.get(e.connection_lost() ? "cli.centre.unreachable" : "cli.centre.refused"), {{"reason", e.what()}})
           << "\n";
    return 1;
}

void print_schedule(const UiStrings& s, const std::vector<training::ScheduledOffer>& offers, Io& io) {
    for (const auto& o : offers) {
        const char* key = nullptr;
        switch (o.state) {
        case training::OfferState::upcoming: key = "cli.centre.scheduled_upcoming"; break;
        case training::OfferState::open: key = "cli.centre.scheduled_open"; break;
        case training::OfferState::started: key = "cli.centre.scheduled_started"; break;
        case training::OfferState::closed: continue;  // gone after its window
        }
        io.out << fill(s.get(key), {{"class", o.exam.class_code},
                                    {"blueprint", o.exam.blueprint_id},
                                    {"from", local_time(store::to_unix_ms(o.exam.opens_at))},
                                    {"to", local_time(store::to_unix_ms(o.exam.closes_at))}})
               << "\n";
    }
}

std::vector<training::ScheduledOffer> kept_offers(store::TrainingStore& store, std::int64_t profile_id,
                                                 store::TimePoint now) {
    return training::scheduled_offers(store::class_schedule(store, profile_id), store.exam_sessions(profile_id), now);
}

}  // namespace arbiter::cli
