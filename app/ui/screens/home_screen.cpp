#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app/core/content/question.hpp"
#include "app/core/training/drills/pairing_exercise.hpp"
#include "app/ui/data/centre_line.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/screens/sport_choice.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/clock.hpp"
#include "app/ui/widgets/empty_state.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

// A figure in a card: the number large, the caption small.
void stat_card(const char* id, const std::string& figure, const std::string& caption, float width) {
    const Palette& p = palette();
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::ColorConvertU32ToFloat4(p.panel));
    // Room for the figure (title font) and a caption of two lines, at any text size.
    ImGui::BeginChild(id, ImVec2(width, ImGui::GetFontSize() * 5.8f), true, ImGuiWindowFlags_NoScrollbar);
    section_title(figure.c_str());
    wrapped_text_muted(caption);
    ImGui::EndChild();
    ImGui::PopStyleColor();
}

std::string percent(double fraction) { return std::to_string(static_cast<int>(std::lround(fraction * 100))) + "%"; }

}  // namespace

// The start screen: today's work (due reviews, new items, an unfinished exam) and progress at a
// glance, from the store of the current profile.
void draw_home_screen(TrainerApp& app) {
    const auto& s = app.strings();
    auto& data = app.data();
    ImGui::TextDisabled("%s", s.c_str("app.subtitle"));
    if (data.sample()) {
        same_line_if_fits(text_width(s.get("home.sample_banner")), content_right_edge());
        ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().warning), "%s", s.c_str("home.sample_banner"));
    }
    ImGui::Spacing();
    if (draw_store_unavailable(app)) return;
    const TrainingSummary& summary = data.summary();
    const std::string who = fill(s.get("home.profile"), {{"name", profile_label(data.profile().name, s)}});
    app.ensure_glyphs(who);
    wrapped_text_muted(who);
    // What the candidate trains for; today's new items follow it (docs/ui.md § Sport and grade).
    if (!data.profile().sport.empty()) {
        const auto& profile = data.profile();
        const std::string target = fill(s.get("home.target"), {{"sport", s.get("sport." + profile.sport)},
                                                               {"grade", profile.grade.empty() ? "" : s.get("grade." + profile.grade)}});
        wrapped_text_muted(target);
        draw_all_sports_toggle(app, "home");
    }
    // The class the profile joined and what waits to be sent to it (docs/centre.md).
    if (summary.centre_class) {
        // The background sync's state when it runs (its worker wakes the window on a change).
        const auto sync = data.sync_status();
        const std::string line = centre_line(s, *summary.centre_class, summary.centre_waiting, sync, data.utc_offset());
        app.ensure_glyphs(line);
        wrapped_text_muted(line);
        // What the sync did with the packs the class was given; another installed version is
        // replaced only when the candidate presses the button (docs/centre.md § Background sync).
        if (sync) {
            for (const auto& pack : pack_lines(s, *summary.centre_class, *sync)) {
                app.ensure_glyphs(pack.text);
                wrapped_text_muted(pack.text);
                app.note_text(pack.text);  // scripts wait for it (`wait-for text`)
                if (!pack.replace_button) continue;
                ImGui::PushID(pack.pack_id.c_str());
                if (ImGui::Button(pack.replace_button->c_str())) data.allow_pack_replace(pack.pack_id, pack.version);
                app.note_last_item("home.pack_replace." + pack.pack_id);
                ImGui::PopID();
            }
        }
    }

    // Today.
    section_title(s.c_str("home.today_title"));
    if (summary.attempts == 0) {
        wrapped_text(s.get("home.today_how"));
    } else {
        const std::string line = fill(s.get("home.today_line"), {{"due", std::to_string(summary.queue.due.size())},
                                                                 {"new", std::to_string(summary.queue.new_items.size())},
                                                                 {"done", std::to_string(summary.answered_today)}});
        wrapped_text(line);
    }
    if (!summary.queue.due.empty() || !summary.queue.new_items.empty()) {
        // Due reviews: today's review session, one item after another. Only new items: the first
        // of them, as practice.
        if (ImGui::Button(s.c_str("home.start_queue"))) {
            if (!summary.queue.due.empty()) app.start_review();
            else app.retry_item(summary.queue.new_items.front());
        }
        app.note_last_item("home.start_queue");
        same_line_if_fits(button_width(s.get("home.start_practice")), content_right_edge());
    }
    screen_link(app, s.c_str("home.start_practice"), "practice");
    same_line_if_fits(button_width(s.get("home.start_quiz")), content_right_edge());
    screen_link(app, s.c_str("home.start_quiz"), "quiz");
    // The pairing drill, where the exam of the profile's grade asks for pairings (docs/drills.md §
    // Who is offered it): 二级 and above, FA and IA.
    if (const auto& profile = data.profile();
        training::pairing_drill_offered(data.blueprints(), profile.grade, profile.sport)) {
        ImGui::Spacing();
        wrapped_text(fill(s.get("pairing.offer"), {{"grade", s.get("grade." + profile.grade)}}));
        screen_link(app, s.c_str("pairing.offer_button"), "pairing");
    }
    if (summary.running_exam) {
        if (auto record = data.store()->exam_session(*summary.running_exam)) {
            ImGui::Spacing();
            const auto* bp = data.blueprint(record->blueprint_id);
            int answered = 0;
            for (const auto& item : record->items) answered += item.answer_json.has_value();
            const std::string line = fill(s.get("home.exam_unfinished"),
                                          {{"title", bp ? bp->title.get(app.language()) : record->blueprint_id},
                                           {"answered", std::to_string(answered)},
                                           {"items", std::to_string(record->items.size())},
                                           {"left", format_clock(static_cast<double>(record->remaining_ms) / 1000.0, false)}});
            wrapped_text(line);
            screen_link(app, s.c_str("exam.continue"), "exam");
        }
    }
    ImGui::Spacing();
    ImGui::Separator();

    // Progress at a glance.
    section_title(s.c_str("home.glance"));
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float width = (ImGui::GetContentRegionAvail().x - gap * 3) / 4;
    stat_card("##answers", std::to_string(summary.attempts), s.get("home.card_answers"), width);
    ImGui::SameLine();
    stat_card("##accuracy", summary.attempts ? percent(static_cast<double>(summary.correct) / summary.attempts) : "—",
              s.get("home.card_accuracy"), width);
    ImGui::SameLine();
    // No reviews of graduated items yet: say so, rather than "0 %" that reads as all forgotten.
    stat_card("##retention", summary.retention.reviews ? percent(summary.retention.measured) : "—",
              summary.retention.reviews ? fill(s.get("home.card_retention"), {{"n", std::to_string(summary.retention.reviews)}})
                                        : s.get("home.card_retention_none"),
              width);
    ImGui::SameLine();
    stat_card("##streak", std::to_string(summary.streaks.current),
              fill(s.get("home.card_streak"), {{"current", std::to_string(summary.streaks.current)},
                                               {"longest", std::to_string(summary.streaks.longest)}}),
              width);
    ImGui::Spacing();
    // Weakest topics: where the next hour helps most (the terminal's `practice --weakest` too).
    const std::vector<training::AccuracyRow> rows =
        training::weakest_topics(summary.topic_standing, [&](const std::string& topic) { return content::is_topic_area(topic) || s.has("topic." + topic); });
    if (!rows.empty()) {
        ImGui::TextUnformatted(s.c_str("home.weakest"));
        // Scripts name the buttons by their order among buttons (home.weak_quiz.0 is the first topic
        // that has one), not by row: which rows are topic areas depends on the sample history.
        int quiz_buttons = 0;
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const std::string& key = rows[i].key;
            const std::string& name = s.get("topic." + key);
            ImGui::BulletText("%s  %s (%d)", name.c_str(), percent(rows[i].mean_score).c_str(), rows[i].attempts);
            // A topic area is a quiz filter: one click to questions of just that area.
            if (!content::is_topic_area(key)) continue;
            same_line_if_fits(button_width(s.get("home.practise_topic")), content_right_edge());
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::SmallButton(s.c_str("home.practise_topic"))) {
                app.quiz().topic = key;
                app.quiz().card = {};
                app.open_screen("quiz");
            }
            ImGui::PopID();
            app.note_last_item("home.weak_quiz." + std::to_string(quiz_buttons++));
        }
    }
    ImGui::Spacing();
    ImGui::Separator();
    wrapped_text_muted(s.get("home.intro"));
}

}  // namespace arbiter::ui
