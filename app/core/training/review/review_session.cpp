#include "app/core/training/review/review_session.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/rules/grading.hpp"

namespace arbiter::training {

ReviewSession::ReviewSession(std::vector<std::string> due) {
    for (auto& id : due)
        if (std::find(items_.begin(), items_.end(), id) == items_.end()) items_.push_back(std::move(id));
    scores_.assign(items_.size(), std::nullopt);
}

const std::string& ReviewSession::current() const {
    if (finished()) throw std::logic_error("ReviewSession::current: the session is finished");
    return items_[position_];
}

void ReviewSession::answered(double score) {
    if (finished()) throw std::logic_error("ReviewSession::answered: the session is finished");
    scores_[position_] = score;
}

bool ReviewSession::current_answered() const { return !finished() && scores_[position_].has_value(); }

void ReviewSession::next() {
    if (finished()) return;
    passed_ = ++position_;
}

void ReviewSession::stop() { position_ = items_.size(); }

ReviewSessionSummary ReviewSession::summary() const {
    ReviewSessionSummary s;
    s.items = items_.size();
    for (std::size_t i = 0; i < scores_.size(); ++i) {
        if (scores_[i]) {
            ++s.answered;
            if (rules::fully_right(*scores_[i])) ++s.right;
        } else if (i < passed_) {
            ++s.skipped;
        } else {
            ++s.not_reached;
        }
    }
    return s;
}

}  // namespace arbiter::training
