#include <imgui.h>

#include <algorithm>

#include "app/core/training/sport_profile.hpp"

#include "app/ui/screens/question_card.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/screens/sport_choice.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/empty_state.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

std::vector<const content::Question*> quiz_pool(TrainerApp& app, const QuizState& state) {
    std::vector<const content::Question*> pool;
    const std::string sport = app.data().sport_filter();  // the profile's sport unless "all sports"
    // And its grade with those below, unless a level is chosen in the filter.
    const std::vector<std::string> grade = state.level >= 0 ? std::vector<std::string>{} : app.data().grade_levels();
    for (const content::Question* q : app.data().questions()) {
        const training::PracticeItem* item = app.data().item(q->id);
        if (!sport.empty() && item && !training::item_in_sport(item->games, sport)) continue;
        if (item && !training::item_within_grade(item->meta.levels, grade)) continue;
        if (!state.topic.empty() && q->topic_area() != state.topic) continue;
        if (state.level >= 0 &&
            std::find(q->levels.begin(), q->levels.end(), content::kAllLevels[state.level]) == q->levels.end())
            continue;
        pool.push_back(q);
    }
    return pool;
}

// The next question: today's due reviews first, then new items, then the pool in order after the
// current one — all within the chosen topic and level.
std::string next_question(TrainerApp& app, const QuizState& state) {
    const auto pool = quiz_pool(app, state);
    if (pool.empty()) return {};
    auto in_pool = [&](const std::string& id) {
        return id != state.card.item_id &&
               std::any_of(pool.begin(), pool.end(), [&](const auto* q) { return q->id == id; });
    };
    const auto& queue = app.data().summary().queue;
    for (const auto& id : queue.due)
        if (in_pool(id)) return id;
    for (const auto& id : queue.new_items)
        if (in_pool(id)) return id;
    auto it = std::find_if(pool.begin(), pool.end(), [&](const auto* q) { return q->id == state.card.item_id; });
    if (it == pool.end() || it + 1 == pool.end()) return pool.front()->id;
    return (*(it + 1))->id;
}

void show(QuizState& state, std::string id) {
    state.card = {};
    state.card.item_id = std::move(id);
    state.card.shown_at = std::chrono::steady_clock::now();
}

}  // namespace

// Quiz: the question bank (authored items and generated drills), one item at a time, graded at
// once by the content layer's checks and recorded with its review schedule.
void draw_quiz_screen(TrainerApp& app) {
    const auto& s = app.strings();
    QuizState& state = app.quiz();
    if (app.data().questions().empty()) {
        const auto& census = app.census();
        draw_empty_state(s.c_str("quiz.title_none"), s.c_str("quiz.empty_what"), s.c_str("quiz.how_none"));
        content_found_line(app, "content.questions_found", census.question_files, census.question_bank_dir.string());
        return;
    }
    // Filters: topic area and level.
    const float font = ImGui::GetFontSize();
    const float right = content_right_edge();  // the filters wrap on to a second line when narrow
    ImGui::SetNextItemWidth(font * 12);
    const std::string topic_label = state.topic.empty() ? s.get("quiz.any_topic") : s.get("topic." + state.topic);
    if (ImGui::BeginCombo("##topic", topic_label.c_str())) {
        if (ImGui::Selectable(s.c_str("quiz.any_topic"), state.topic.empty())) state.topic.clear();
        for (auto area : content::kTopicAreas)
            if (ImGui::Selectable(s.c_str("topic." + std::string(area)), state.topic == area)) state.topic = area;
        ImGui::EndCombo();
    }
    same_line_if_fits(font * 10, right);
    ImGui::SetNextItemWidth(font * 10);
    const std::string level_label =
        state.level < 0 ? s.get("quiz.any_level") : s.get("level." + std::string(content::level_tag(content::kAllLevels[state.level])));
    if (ImGui::BeginCombo("##level", level_label.c_str())) {
        if (ImGui::Selectable(s.c_str("quiz.any_level"), state.level < 0)) state.level = -1;
        for (int i = 0; i < static_cast<int>(std::size(content::kAllLevels)); ++i)
            if (ImGui::Selectable(s.c_str("level." + std::string(content::level_tag(content::kAllLevels[i]))), state.level == i))
                state.level = i;
        ImGui::EndCombo();
    }
    same_line_if_fits(checkbox_width(all_sports_label(app)), right);
    if (draw_all_sports_toggle(app, "quiz")) state.card = {};  // the next question comes from the new pool
    const std::string tally = fill(s.get("quiz.tally"), {{"n", std::to_string(state.answered)}, {"right", std::to_string(state.correct)},
                                                          {"pool", std::to_string(quiz_pool(app, state).size())}});
    same_line_if_fits(text_width(tally), right);
    ImGui::TextDisabled("%s", tally.c_str());
    ImGui::Separator();

    const content::Question* q = app.data().question(state.card.item_id);
    if (!q) {
        const std::string id = next_question(app, state);
        show(state, id);
        q = app.data().question(id);
    }
    if (!q) {
        wrapped_text(s.get("quiz.nothing_here"));
        return;
    }
    ImGui::BeginChild("##quiz_card", ImVec2(0, 0), false);
    if (state.review_mode) wrapped_text_muted(s.get("practice.review_mode"));
    draw_question_card(app, *q, state.card, state.card.result.has_value(), "quiz");
    ImGui::Spacing();
    if (!state.card.result) {
        ImGui::BeginDisabled(!training::response_complete(*q, state.card.response));
        if (ImGui::Button(s.c_str("quiz.check"))) {
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - state.card.shown_at).count();
            state.card.result = app.data().answer(q->id, training::question_response_json(*q, state.card.response), seconds,
                                                  state.review_mode ? store::AttemptMode::review : store::AttemptMode::practice);
            if (state.card.result) {
                ++state.answered;
                if (state.card.result->correct) ++state.correct;
            }
        }
        ImGui::EndDisabled();
        app.note_last_item("quiz.check");
    } else {
        draw_question_feedback(app, *q, *state.card.result);
        ImGui::Spacing();
        if (ImGui::Button(s.c_str("quiz.next"))) {
            state.review_mode = false;
            show(state, next_question(app, state));
        }
        app.note_last_item("quiz.next");
    }
    ImGui::EndChild();
}

}  // namespace arbiter::ui
