// The sample profile for screenshots (--screenshot without --db): five weeks of answers and two
// mock exams, made through the real code paths — the same grading, scheduler, statistics and exam
// session as a candidate's own answers — in a temporary database, so the pictures show what the
// screens look like with a history without anyone's real data. The profile is named as a sample.
#include <algorithm>
#include <cstdint>

#include "app/core/training/drills/countout_drill.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/ui/data/trainer_data.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::ui {

namespace {

// A small fixed generator: the same sample on every run and platform.
class SampleRandom {
public:
    std::uint32_t next() {
        state_ = state_ * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::uint32_t>(state_ >> 33);
    }
    double unit() { return static_cast<double>(next() % 10000) / 10000.0; }

private:
    std::uint64_t state_ = 20261129;
};

training::QuestionResponse sample_response(const content::Question& q, bool right) {
    training::QuestionResponse r;
    switch (q.type) {
        case content::QuestionType::SingleChoice:
            r.picked = {right || q.options.size() < 2 ? q.answer_indexes.at(0) : (q.answer_indexes.at(0) + 1) % q.options.size()};
            break;
        case content::QuestionType::MultipleChoice:
            r.picked = q.answer_indexes;
            if (!right && !r.picked.empty()) r.picked.pop_back();
            if (r.picked.empty()) r.picked = {0};
            break;
        case content::QuestionType::Ordering:
            r.picked = q.answer_indexes;
            if (!right) std::reverse(r.picked.begin(), r.picked.end());
            break;
        case content::QuestionType::TrueFalse: r.truth = right ? q.answer_true : !q.answer_true; break;
        case content::QuestionType::Numeric: r.number = right ? q.numeric_answer : q.numeric_answer + q.tolerance * 3 + 1; break;
    }
    return r;
}

}  // namespace

void TrainerData::fill_sample() {
    using namespace std::chrono;
    if (!content_ || content_->items().empty()) return;
    SampleRandom random;
    training::ManualClock sample_clock(clock_.now() - days(34));
    training::ReviewScheduler scheduler(*store_, sample_clock);
    // Topics the sample candidate finds harder, so the charts have a shape.
    auto skill = [](const std::string& topic, int day) {
        double base = topic == "calculations" || topic == "tie-breaks" ? 0.45 : topic == "byo-yomi" ? 0.55 : 0.65;
        return std::min(0.95, base + 0.01 * day);
    };
    // One answer through the real grading and scheduler, right with the sample's skill that day.
    auto answer = [&](const training::PracticeItem& item, int day, store::AttemptMode mode) {
        const bool right = random.unit() < skill(item.meta.topics.empty() ? "" : item.meta.topics.front(), day);
        json::Value response;
        if (item.question) {
            response = training::question_response_json(*item.question, sample_response(*item.question, right));
        } else if (item.scenario && item.ruling && !item.scenario->options.empty()) {
            // The right option (the one the engine agrees with) or another.
            std::size_t pick = 0;
            for (std::size_t i = 0; i < item.scenario->options.size(); ++i)
                if (rules::grade(item.scenario->options[i].ruling, *item.ruling).exact == right) pick = i;
            response = training::option_response_json(pick);
        } else {
            return;
        }
        const double seconds = 20 + random.next() % 90;
        std::optional<training::Feedback> feedback;
        try {
            feedback = training::grade(item, response, seconds, sample_clock.now());
        } catch (const training::ResponseError&) {
            return;
        }
        scheduler.record_answer(profile_.id, feedback->graded, mode);
        sample_clock.advance(seconds * 1s + 5s);
    };
    // New items as the trainer offers them to this profile (today's queue, with no limit, before
    // anything is answered): its sport and general items at its grade and below, never a chess or
    // 一级 item for the Go 三级 sample.
    std::vector<const training::PracticeItem*> offered;
    for (const auto& id : scheduler.daily_queue(profile_.id, items_, items_.size(), {}, sport_filter(), grade_levels()).new_items)
        if (const training::PracticeItem* it = item(id)) offered.push_back(it);
    for (int day = 0; day < 35 && !offered.empty(); ++day) {
        if (day % 6 == 5) continue;  // a day off now and then
        sample_clock.set(time_point_cast<milliseconds>(clock_.now() - days(34 - day) - hours(2)));
        // A day starts with some of the reviews that are due, as a candidate's does, so the
        // sample has graduated cards coming back and the retention it shows is measured.
        const auto due = scheduler.daily_queue(profile_.id, items_, 0).due;
        const std::size_t reviews = std::min<std::size_t>(due.size(), 2 + random.next() % 5);
        for (std::size_t r = 0; r < reviews; ++r)
            if (const training::PracticeItem* item = this->item(due[r])) answer(*item, day, store::AttemptMode::review);
        const int answers = 5 + static_cast<int>(random.next() % 8);
        for (int n = 0; n < answers; ++n)
            answer(*offered[random.next() % offered.size()], day, store::AttemptMode::practice);
    }
    // A mock exam submitted a week ago, and one begun today and not finished (home offers to
    // continue it).
    for (int exam = 0; exam < 2 && !blueprints_.empty(); ++exam) {
        const training::ExamBlueprint* bp = blueprint(exam == 0 ? "go-cn-2" : "go-cn-3");  // the sample trains Go
        if (!bp) bp = &blueprints_.front();
        sample_clock.set(time_point_cast<milliseconds>(clock_.now() - (exam == 0 ? days(7) : minutes(12))));
        try {
            std::vector<store::TrainingItem> pool;  // the exam draws questions (as the exam screen does)
            for (const auto& i : items_)
                if (i.kind == store::ItemKind::question) pool.push_back(i);
            auto session = training::ExamSession::start(*store_, sample_clock, profile_.id, *bp, pool, 7 + exam);
            const int answered = exam == 0 ? session.size() : std::min(6, session.size());
            for (int pos = 0; pos < answered; ++pos) {
                session.go_to(pos);
                sample_clock.advance(40s);
                const training::PracticeItem* it = item(session.item(pos).item_id);
                if (!it || !it->question) continue;
                const auto response = training::question_response_json(*it->question, sample_response(*it->question, random.unit() < 0.75));
                session.answer(pos, training::to_exam_response(training::grade(*it, response, 40, sample_clock.now())));
                if (pos == 2) session.flag(pos, true);
            }
            if (exam == 0) session.submit();
        } catch (const std::exception&) {
            // A blueprint the bank cannot fill: the sample simply has no exam of it.
        }
    }
    // Count-out drills over the last two weeks, through the real scorer: the presses come earlier
    // and closer to the calls as the sample candidate practises.
    const auto& setups = training::countout_catalogue();
    for (int drill = 0; drill < 8; ++drill) {
        const training::CountoutSetup& setup = setups[static_cast<std::size_t>(drill) % setups.size()];
        std::vector<training::Millis> presses;
        const training::Millis late = 700 - 70 * drill;
        for (const auto& call : training::countout_timing(setup).calls)
            if (random.unit() < 0.85 + 0.02 * drill) presses.push_back(call.offset + late + static_cast<training::Millis>(random.next() % 200));
        const auto score = training::score_countout(training::countout_timing(setup).calls, presses);
        store_->record_drill_result(
            profile_.id, training::countout_record(setup, score, time_point_cast<milliseconds>(clock_.now() - days(14 - 2 * drill) - hours(1))));
    }
    // Intervention drills on the library's first drill incidents, through the real scorer: early
    // on a press comes late or lands where the arbiter must keep out; later the must-windows are
    // answered within half a second.
    const auto& drills = intervention_drills();
    for (int run = 0; run < 6 && !drills.empty(); ++run) {
        const training::InterventionDrill& drill = drills[static_cast<std::size_t>(run * 7) % drills.size()];
        std::vector<training::Millis> presses;
        for (const auto& w : drill.timeline.windows)
            if (training::is_scored(w) && random.unit() < 0.6 + 0.08 * run) presses.push_back(w.from + 1500 - 200 * run);
        if (run < 3) presses.push_back(drill.start + 1000);  // stopped the game for nothing
        const auto score = training::score_interventions(drill, presses);
        store_->record_drill_result(
            profile_.id, training::intervention_record(drill, score, time_point_cast<milliseconds>(clock_.now() - days(13 - 2 * run) - hours(2))));
    }
    summary_dirty_ = true;
}

}  // namespace arbiter::ui
