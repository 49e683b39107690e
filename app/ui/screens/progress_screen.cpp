#include <imgui.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <set>

#include "app/core/content/question.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/chart.hpp"
#include "app/ui/widgets/empty_state.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

constexpr float kGap = std::numeric_limits<float>::quiet_NaN();

// "2026-11-23" -> "11-23": the week's Monday, short.
std::string short_week(const std::string& period) { return period.size() == 10 ? period.substr(5) : period; }

// The timed drills' scores, one point per drill in the order taken, a line per kind of drill
// (a gap where the drill was of another kind). Labelled by the local day, "11-23".
void draw_drill_chart(TrainerApp& app, const std::vector<store::DrillResultRecord>& drills, ImVec2 size) {
    const auto& s = app.strings();
    LineChartView chart;
    chart.title = s.get("progress.drill_scores");
    for (const auto& d : drills) {
        const auto local = std::chrono::floor<std::chrono::days>(d.taken_at + app.data().utc_offset());
        const std::chrono::year_month_day ymd{local};
        char label[8];
        std::snprintf(label, sizeof label, "%02u-%02u", static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
        chart.x_labels.emplace_back(label);
    }
    for (const auto& [kind, key] : {std::pair<const char*, const char*>{"intervention", "progress.series_intervention"},
                                    std::pair<const char*, const char*>{"countout", "progress.series_countout"},
                                    std::pair<const char*, const char*>{"pairing", "progress.series_pairing"}}) {
        ChartSeries series;
        series.label = s.get(key);
        bool any = false;
        for (const auto& d : drills) {
            const bool mine = d.drill_kind == kind;
            any = any || mine;
            series.values.push_back(mine ? static_cast<float>(d.score * 100) : kGap);
        }
        if (any) chart.series.push_back(std::move(series));
    }
    draw_line_chart("drills", chart, size);
}

}  // namespace

// Progress: accuracy and retention over time and by topic, from TrainingStatistics.
void draw_progress_screen(TrainerApp& app) {
    const auto& s = app.strings();
    auto& data = app.data();
    if (draw_store_unavailable(app)) return;
    const TrainingSummary& summary = data.summary();
    const float width = ImGui::GetContentRegionAvail().x;
    // Two charts side by side when each keeps room for its legend; one above the other when narrow.
    const bool side_by_side = width >= ImGui::GetFontSize() * 36;
    const float half = side_by_side ? (width - ImGui::GetStyle().ItemSpacing.x) / 2 : width;
    const float height = ImGui::GetFontSize() * 13;
    if (summary.attempts == 0) {
        draw_empty_state(s.c_str("progress.empty_title"), s.c_str("progress.empty_what"), s.c_str("progress.empty_how"));
        // Drills taken before any question was answered still have their chart.
        if (!summary.drills.empty()) draw_drill_chart(app, summary.drills, ImVec2(width, height));
        return;
    }

    // Accuracy per week: questions and scenarios.
    std::set<std::string> weeks;
    for (const auto& row : summary.overall_week) weeks.insert(row.period);
    for (const auto& row : summary.retention_week) weeks.insert(row.period);
    LineChartView accuracy;
    accuracy.title = s.get("progress.accuracy_over_time");
    for (const auto& w : weeks) accuracy.x_labels.push_back(short_week(w));
    for (const char* kind : {"question", "scenario"}) {
        ChartSeries series;
        series.label = s.get(std::string("progress.series_") + kind);
        for (const auto& w : weeks) {
            float value = kGap;
            for (const auto& row : summary.overall_week)
                if (row.key == kind && row.period == w) value = static_cast<float>(row.mean_score * 100);
            series.values.push_back(value);
        }
        accuracy.series.push_back(std::move(series));
    }
    draw_line_chart("accuracy", accuracy, ImVec2(half, height));
    if (side_by_side) ImGui::SameLine();

    // Retention: measured recall of graduated cards next to what the scheduler predicted.
    LineChartView retention;
    retention.title = s.get("progress.retention_over_time");
    retention.x_labels = accuracy.x_labels;
    ChartSeries measured{s.get("progress.series_measured"), {}, 0};
    ChartSeries predicted{s.get("progress.series_predicted"), {}, 0};
    for (const auto& w : weeks) {
        float m = kGap, p = kGap;
        for (const auto& row : summary.retention_week)
            if (row.period == w && row.retention.reviews > 0) {
                m = static_cast<float>(row.retention.measured * 100);
                p = static_cast<float>(row.retention.predicted * 100);
            }
        measured.values.push_back(m);
        predicted.values.push_back(p);
    }
    retention.series = {measured, predicted};
    draw_line_chart("retention", retention, ImVec2(half, height));

    // By topic: the ten weakest (more bars would crowd their labels) by the same definition as the
    // home screen's list (training::weakest_topics over topic_standing), so the two agree.
    BarChartView topics;
    topics.title = s.get("progress.by_topic");
    topics.empty_note = s.get("progress.weakest_empty");
    const auto rows = training::weakest_topics(
        summary.topic_standing, [&](const std::string& topic) { return content::is_topic_area(topic) || s.has("topic." + topic); }, 10);
    for (const auto& row : rows) {
        topics.categories.push_back(s.get("topic." + row.key));
        topics.values.push_back(static_cast<float>(row.mean_score * 100));
        topics.counts.push_back(row.attempts);
    }
    ImGui::Spacing();
    draw_bar_chart("topics", topics, ImVec2(width, height));

    const std::string streak = fill(s.get("progress.streak_line"), {{"current", std::to_string(summary.streaks.current)},
                                                                     {"longest", std::to_string(summary.streaks.longest)},
                                                                     {"days", std::to_string(summary.streaks.active_days)}});
    wrapped_text_muted(streak);
    // No reviews yet: words, not "recalled 0 %, predicted 0 %".
    const std::string retention_line =
        summary.retention.reviews == 0 ? s.get("progress.retention_none") :
        fill(s.get("progress.retention_line"),
             {{"measured", std::to_string(static_cast<int>(std::lround(summary.retention.measured * 100)))},
              {"predicted", std::to_string(static_cast<int>(std::lround(summary.retention.predicted * 100)))},
              {"n", std::to_string(summary.retention.reviews)}});
    wrapped_text_muted(retention_line);
    if (!summary.drills.empty()) {
        ImGui::Spacing();
        draw_drill_chart(app, summary.drills, ImVec2(width, height));
    }
}

}  // namespace arbiter::ui
