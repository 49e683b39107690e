#include "app/core/training/exams/scheduled_offers.hpp"

namespace arbiter::training {

std::vector<ScheduledOffer> scheduled_offers(const std::vector<store::ScheduledExam>& schedule,
                                             const std::vector<store::ExamSessionRecord>& sessions,
                                             store::TimePoint now) {
    std::vector<ScheduledOffer> out;
    for (const auto& exam : schedule) {
        ScheduledOffer offer{exam, OfferState::upcoming, std::nullopt};
        // The same blueprint and seed started inside the window is this sitting: a practice exam
        // of that blueprint at another time, or with another seed, is not.
        for (const auto& s : sessions)
            if (s.blueprint_id == exam.blueprint_id && s.seed == exam.seed && s.started_at >= exam.opens_at &&
                s.started_at < exam.closes_at)
                offer.session_id = s.id;
        if (now >= exam.closes_at) offer.state = OfferState::closed;  // gone after its window, sat or not
        else if (offer.session_id) offer.state = OfferState::started;
        else if (now < exam.opens_at) offer.state = OfferState::upcoming;
        else offer.state = OfferState::open;
        out.push_back(std::move(offer));
    }
    return out;
}

const ScheduledOffer* first_open_offer(const std::vector<ScheduledOffer>& offers) {
    const ScheduledOffer* best = nullptr;
    for (const auto& o : offers)
        if (o.state == OfferState::open && (!best || o.exam.closes_at < best->exam.closes_at)) best = &o;
    return best;
}

}  // namespace arbiter::training
