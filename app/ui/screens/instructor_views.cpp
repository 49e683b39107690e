#include "app/ui/screens/instructor_views.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>

#include "app/core/json.hpp"
#include "app/ui/screens/instructor_state.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/text_table.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

// A count that may be fractional (an exam's partly right items score a fraction): "3", "2.5".
std::string number_text(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", value);
    return text;
}

std::string percent(double fraction) { return std::to_string(static_cast<int>(std::lround(fraction * 100))) + "%"; }

// A moment in the instructor's own time zone, in strftime's `format`.
std::string local_time(std::int64_t unix_ms, const char* format) {
    const std::time_t seconds = static_cast<std::time_t>(unix_ms / 1000);
    std::tm local{};
    localtime_r(&seconds, &local);
    char text[24];
    std::strftime(text, sizeof text, format, &local);
    return text;
}

// The calendar day ("2026-12-01"): the roster says when, not to the minute.
std::string local_day(std::int64_t unix_ms) { return local_time(unix_ms, "%Y-%m-%d"); }
std::string local_minute(std::int64_t unix_ms) { return local_time(unix_ms, "%Y-%m-%d %H:%M"); }

// The instructor's lists: striped rows with lines between them, the header kept while they scroll.
constexpr ImGuiTableFlags kListFlags =
    ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingStretchProp;

// The height of an exam list of `rows` rows: all of them when they fit in about half the room left,
// else that much (and the list scrolls), never under six lines.
float exam_list_height(std::size_t rows) {
    const float font = ImGui::GetFontSize();
    const float rows_height = ImGui::GetFrameHeightWithSpacing() * static_cast<float>(rows + 1);
    return std::min(std::max(rows_height, font * 6), std::max(font * 6, ImGui::GetContentRegionAvail().y * 0.55f));
}

// One exam result as a row of an exam list: the candidate's name (the whole row a selectable that
// picks the result; noted as `first_name` when given), the exam when `exam` is given, when it was
// submitted, the score, and pass or fail (the word says it; the colour only repeats it). Returns
// whether the row was clicked.
bool exam_result_row(TrainerApp& app, const std::string& id, bool selected, const char* first_name,
                     const centre::ExamRow& e, const std::string* exam) {
    const auto& s = app.strings();
    const Palette& p = palette();
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    const bool clicked = ImGui::Selectable(id.c_str(), selected, ImGuiSelectableFlags_SpanAllColumns);
    if (first_name) app.note_last_item(first_name);
    ImGui::SameLine(0, 0);
    app.ensure_glyphs(e.candidate);
    fitted_text(e.candidate);
    if (exam) {
        ImGui::TableNextColumn();
        fitted_text(*exam);
    }
    ImGui::TableNextColumn();
    fitted_text(local_minute(e.submitted_ms));
    ImGui::TableNextColumn();
    fitted_text(percent(e.percent));
    ImGui::TableNextColumn();
    const std::string result = s.get(e.passed ? "instructor.passed" : "instructor.failed");
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(e.passed ? p.success : p.danger));
    fitted_text(result);
    ImGui::PopStyleColor();
    app.note_text(e.candidate + " | " + (exam ? *exam + " | " : std::string()) + percent(e.percent) + " | " + result);
    return clicked;
}

// A topic's name in the interface language when the strings have one, else its id.
std::string topic_name(const TrainerApp& app, const std::string& topic) {
    const std::string key = "topic." + topic;
    return app.strings().has(key) ? app.strings().get(key) : topic;
}

// The cell colours of the four bands (class_heat_map.hpp heat_band): tints light enough for dark
// text in the light theme, dark enough for light text in the dark theme.
ImU32 band_colour(int band, bool dark) {
    static const ImU32 light[] = {IM_COL32(244, 180, 180, 255), IM_COL32(248, 211, 160, 255),
                                  IM_COL32(240, 232, 160, 255), IM_COL32(186, 226, 186, 255)};
    static const ImU32 shaded[] = {IM_COL32(122, 46, 46, 255), IM_COL32(122, 82, 34, 255),
                                   IM_COL32(104, 96, 34, 255), IM_COL32(44, 96, 54, 255)};
    const int i = band < 0 ? 0 : (band > 3 ? 3 : band);
    return dark ? shaded[i] : light[i];
}

// Whether a text `width` wide drawn at the cursor is wholly inside the cell's clip rectangle. A
// column the heat map has scrolled half out of view (at the table's right side, or under the frozen
// names) then shows its colour alone: a figure cut in half reads as another figure.
bool fits_in_clip(float width) {
    const float x = ImGui::GetCursorScreenPos().x;
    const ImDrawList* list = ImGui::GetWindowDrawList();
    return x >= list->GetClipRectMin().x - 0.5f && x + width <= list->GetClipRectMax().x + 0.5f;
}

// The topic breakdown of one exam result (the exams' and the scheduled exams' views).
void draw_exam_topics(TrainerApp& app, const centre::ExamRow& e);

}  // namespace

void draw_class_roster(TrainerApp& app, const centre::ClassReport& report) {
    const auto& s = app.strings();
    const float rows_height = ImGui::GetFrameHeightWithSpacing() * static_cast<float>(report.roster.size() + 1);
    const float height = std::clamp(ImGui::GetContentRegionAvail().y, ImGui::GetFontSize() * 8, std::max(rows_height, ImGui::GetFontSize() * 8));
    struct Row {
        std::string name, answers, last, accuracy, exams;
    };
    std::vector<Row> rows;
    for (const auto& r : report.roster) {
        Row row{r.candidate, std::to_string(r.answers), r.last_active_ms ? local_day(*r.last_active_ms) : s.get("instructor.never"),
                r.accuracy ? percent(*r.accuracy) : "–",
                fill(s.get("instructor.exams_passed"), {{"passed", std::to_string(r.exams_passed)}, {"n", std::to_string(r.exams)}})};
        // Noted whether or not the table is scrolled into view, as the heat map's cells are.
        app.note_text(row.name + " | " + row.answers + " | " + row.last + " | " + row.accuracy + " | " + row.exams);
        rows.push_back(std::move(row));
    }
    if (!begin_text_table("##roster",
                          {{"name", 3.0f, s.get("instructor.col_candidate")},
                           {"answers", 1.6f, s.get("instructor.col_answers")},
                           {"last", 2.4f, s.get("instructor.col_last_active")},
                           {"accuracy", 1.6f, s.get("instructor.col_accuracy")},
                           {"exams", 1.8f, s.get("instructor.col_exams")}},
                          kListFlags, ImVec2(0, height)))
        return;
    for (const Row& r : rows) {
        app.ensure_glyphs(r.name);
        text_table_row({&r.name, &r.answers, &r.last, &r.accuracy, &r.exams});
    }
    ImGui::EndTable();
}

void draw_class_heat_map(TrainerApp& app, InstructorState& state, const centre::ClassReport& report) {
    const auto& s = app.strings();
    if (ImGui::RadioButton(s.c_str("instructor.axis_articles"), state.axis == HeatAxis::Articles) &&
        state.axis != HeatAxis::Articles) {
        state.axis = HeatAxis::Articles;
        state.heat_map.reset();
    }
    app.note_last_item("instructor.axis.articles");
    same_line_if_fits(checkbox_width(s.get("instructor.axis_topics")), content_right_edge());
    if (ImGui::RadioButton(s.c_str("instructor.axis_topics"), state.axis == HeatAxis::Topics) &&
        state.axis != HeatAxis::Topics) {
        state.axis = HeatAxis::Topics;
        state.heat_map.reset();
    }
    app.note_last_item("instructor.axis.topics");
    if (!state.heat_map) state.heat_map = make_heat_map(report, state.axis);
    const HeatMap& map = *state.heat_map;
    if (map.columns.empty()) {
        wrapped_text_muted(s.get("instructor.heat_empty"));
        app.note_text(s.get("instructor.heat_empty"));
        return;
    }
    if (!map.common_prefix.empty()) fitted_text(fill(s.get("instructor.heat_document"), {{"document", map.common_prefix}}));
    wrapped_text_muted(s.get("instructor.heat_legend"));

    // Column labels: a topic by its name; an article by its number (the document said above).
    std::vector<std::string> labels;
    for (const auto& column : map.columns)
        labels.push_back(state.axis == HeatAxis::Topics ? topic_name(app, column.key) : column.label);

    const float font = ImGui::GetFontSize();
    const float name_width = font * 6.5f;
    const float cell_width = std::max(text_width("100") + ImGui::GetStyle().CellPadding.x * 2 + 4, font * 3.2f);
    const ImGuiTableFlags flags = ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY | ImGuiTableFlags_BordersInner |
                                  ImGuiTableFlags_SizingFixedFit;
    const float rows_height = ImGui::GetFrameHeightWithSpacing() * static_cast<float>(map.candidates.size() + 3);
    const float height = std::clamp(ImGui::GetContentRegionAvail().y, font * 8, std::max(rows_height, font * 8));
    if (!ImGui::BeginTable("##heat", static_cast<int>(map.columns.size()) + 1, flags, ImVec2(0, height))) return;
    // The names and the two top rows (headers, the class's mean) stay put while the rest scrolls:
    // 60 candidates and 40 articles still read as a table.
    ImGui::TableSetupScrollFreeze(1, 2);
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthFixed, name_width);
    for (std::size_t c = 0; c < map.columns.size(); ++c)
        ImGui::TableSetupColumn(map.columns[c].key.c_str(), ImGuiTableColumnFlags_WidthFixed, cell_width);

    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    ImGui::TableNextColumn();
    fitted_text_muted(s.get("instructor.col_candidate"));
    for (std::size_t c = 0; c < map.columns.size(); ++c) {
        ImGui::TableNextColumn();
        app.ensure_glyphs(labels[c]);
        if (!fits_in_clip(ImGui::GetContentRegionAvail().x)) continue;
        fitted_text_muted(labels[c]);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", map.columns[c].key.c_str());
    }

    const bool dark = app.theme() == Theme::Dark;
    // One cell: its figure centred on its band's colour, the count and the names in its tooltip.
    auto cell = [&](const std::string& who, std::size_t c, int answers, double accuracy, const std::string& id) {
        ImGui::TableNextColumn();
        if (answers == 0) {
            if (fits_in_clip(text_width("–"))) fitted_text_muted("–");
            return;
        }
        ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, band_colour(heat_band(accuracy), dark));
        const std::string figure = heat_percent(accuracy);
        const std::string line = fill(s.get("instructor.heat_cell"), {{"name", who},
                                                                      {"column", labels[c]},
                                                                      {"percent", figure},
                                                                      {"n", std::to_string(answers)}});
        app.note_text(line);
        ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (ImGui::GetContentRegionAvail().x - text_width(figure)) / 2);
        if (!fits_in_clip(text_width(figure))) return;
        ImGui::PushStyleColor(ImGuiCol_Text, dark ? ImVec4(1, 1, 1, 1) : ImVec4(0.08f, 0.08f, 0.08f, 1));
        ImGui::TextUnformatted(figure.c_str());
        ImGui::PopStyleColor();
        ImGui::PushID(id.c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", line.c_str());
        ImGui::PopID();
    };

    ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
    ImGui::TableNextColumn();
    const std::string class_row = s.get("instructor.heat_class_row");
    fitted_text(class_row);
    for (std::size_t c = 0; c < map.columns.size(); ++c)
        cell(class_row, c, map.columns[c].answers, map.columns[c].accuracy, "class" + std::to_string(c));

    for (std::size_t r = 0; r < map.candidates.size(); ++r) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        app.ensure_glyphs(map.candidates[r]);
        fitted_text(map.candidates[r]);
        for (std::size_t c = 0; c < map.columns.size(); ++c)
            cell(map.candidates[r], c, map.cells[r][c].answers, map.cells[r][c].accuracy,
                 std::to_string(r) + "_" + std::to_string(c));
    }
    ImGui::EndTable();
}

void draw_class_exams(TrainerApp& app, InstructorState& state, const centre::ClassReport& report) {
    const auto& s = app.strings();
    if (report.exams.empty()) {
        wrapped_text_muted(s.get("instructor.no_exams"));
        app.note_text(s.get("instructor.no_exams"));
        return;
    }
    wrapped_text_muted(s.get("instructor.pick_exam"));
    if (begin_text_table("##exams",
                         {{"name", 2.4f, s.get("instructor.col_candidate")},
                          {"exam", 2.2f, s.get("instructor.col_exam")},
                          {"when", 3.0f, s.get("instructor.col_submitted")},
                          {"score", 1.4f, s.get("instructor.col_score")},
                          {"result", 1.6f, s.get("instructor.col_result")}},
                         kListFlags, ImVec2(0, exam_list_height(report.exams.size())))) {
        for (std::size_t i = 0; i < report.exams.size(); ++i) {
            // The whole row picks the exam whose topics are shown below; the name is its label.
            const auto& e = report.exams[i];
            if (exam_result_row(app, "##exam" + std::to_string(i), state.exam == static_cast<int>(i),
                                i == 0 ? "instructor.exam.first" : nullptr, e, &e.blueprint_id))
                state.exam = static_cast<int>(i);
        }
        ImGui::EndTable();
    }
    if (state.exam < 0 || state.exam >= static_cast<int>(report.exams.size())) return;
    draw_exam_topics(app, report.exams[static_cast<std::size_t>(state.exam)]);
}

namespace {

void draw_exam_topics(TrainerApp& app, const centre::ExamRow& e) {
    const auto& s = app.strings();
    ImGui::Spacing();
    const std::string title = fill(s.get("instructor.exam_topics"), {{"name", e.candidate}, {"exam", e.blueprint_id}});
    fitted_text(title);
    app.note_text(title);
    json::Value topics;
    try {
        topics = json::parse(e.topics_json);
    } catch (const std::exception&) {
        return;  // the server's column is jsonb written by the trainer: never malformed in practice
    }
    if (!topics.is_array()) return;
    if (!begin_text_table("##exam_topics",
                          {{"topic", 3.0f, s.get("instructor.col_topic")},
                           {"items", 1.2f, s.get("instructor.col_items")},
                           {"correct", 1.2f, s.get("instructor.col_correct")},
                           {"percent", 1.2f, s.get("instructor.col_accuracy")}},
                          ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp))
        return;
    for (const auto& t : topics.as_array()) {
        const auto* topic = t.find("topic");
        const auto* items = t.find("items");
        const auto* correct = t.find("correct");
        const auto* share = t.find("percent");
        const std::string name = topic && topic->is_string() ? topic_name(app, topic->as_string()) : "?";
        const std::string items_text = items ? std::to_string(std::lround(items->as_double())) : "";
        const std::string correct_text = correct ? number_text(correct->as_double()) : "";
        const std::string share_text = share ? percent(share->as_double()) : "";
        for (const std::string* text : {&name, &items_text, &correct_text, &share_text}) app.ensure_glyphs(*text);
        text_table_row({&name, &items_text, &correct_text, &share_text});
        app.note_text(name + " | " + items_text + " | " + correct_text + " | " + share_text);
    }
    ImGui::EndTable();
}

}  // namespace

void draw_scheduled_exams(TrainerApp& app, InstructorState& state, const centre::ClassReport& report) {
    const auto& s = app.strings();
    if (report.scheduled.empty()) {
        wrapped_text_muted(s.get("instructor.no_scheduled"));
        app.note_text(s.get("instructor.no_scheduled"));
        return;
    }
    if (state.scheduled < 0 || state.scheduled >= static_cast<int>(report.scheduled.size())) state.scheduled = 0;
    // The exam's name: its number on the server and the blueprint's title when this trainer has it.
    auto entry = [&](const centre::ScheduledExamResults& g) {
        const training::ExamBlueprint* blueprint = app.data_ready() ? app.data().blueprint(g.blueprint_id) : nullptr;
        return fill(s.get("instructor.scheduled_entry"),
                    {{"id", std::to_string(g.id)},
                     {"title", blueprint ? blueprint->title.get(app.language()) : g.blueprint_id},
                     {"from", local_minute(g.opens_ms)},
                     {"to", local_minute(g.closes_ms)}});
    };
    const std::string preview = entry(report.scheduled[static_cast<std::size_t>(state.scheduled)]);
    app.ensure_glyphs(preview);
    const std::string label = s.get("instructor.scheduled_exam");
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
    ImGui::SameLine();
    const float combo = std::max(ImGui::GetFontSize() * 8, ImGui::GetContentRegionAvail().x);
    ImGui::SetNextItemWidth(combo);
    const float preview_room = combo - ImGui::GetFrameHeight() - ImGui::GetStyle().FramePadding.x * 2;
    if (ImGui::BeginCombo("##scheduled", ellipsized(*ImGui::GetFont(), ImGui::GetFontSize(), preview, preview_room).c_str())) {
        for (std::size_t i = 0; i < report.scheduled.size(); ++i) {
            const std::string text = entry(report.scheduled[i]);
            app.ensure_glyphs(text);
            if (ImGui::Selectable((text + "##scheduled" + std::to_string(i)).c_str(), state.scheduled == static_cast<int>(i))) {
                state.scheduled = static_cast<int>(i);
                state.scheduled_row = -1;
            }
            app.note_last_item("instructor.scheduled." + std::to_string(report.scheduled[i].id));
        }
        ImGui::EndCombo();
    }
    app.note_last_item("instructor.scheduled");
    for (const auto& g : report.scheduled) app.note_text(entry(g));  // every exam listed, for scripts

    const auto& g = report.scheduled[static_cast<std::size_t>(state.scheduled)];
    const std::string summary = fill(s.get("instructor.scheduled_summary"),
                                     {{"blueprint", g.blueprint_id},
                                      {"seed", std::to_string(g.seed)},
                                      {"sat", std::to_string(g.results.size())},
                                      {"n", std::to_string(g.results.size() + g.absent.size())},
                                      {"passed", std::to_string(g.passed())},
                                      {"absent", std::to_string(g.absent.size())}});
    app.ensure_glyphs(summary);
    wrapped_text(summary);
    app.note_text(summary);

    // One row per candidate of the roster: those who sat it (by name), then those who have not.
    if (begin_text_table("##scheduled_results",
                         {{"name", 2.4f, s.get("instructor.col_candidate")},
                          {"when", 3.0f, s.get("instructor.col_submitted")},
                          {"score", 1.4f, s.get("instructor.col_score")},
                          {"result", 1.6f, s.get("instructor.col_result")}},
                         kListFlags, ImVec2(0, exam_list_height(g.results.size() + g.absent.size())))) {
        for (std::size_t i = 0; i < g.results.size(); ++i)
            if (exam_result_row(app, "##scheduled_row" + std::to_string(i), state.scheduled_row == static_cast<int>(i),
                                i == 0 ? "instructor.scheduled_row.first" : nullptr, g.results[i], nullptr))
                state.scheduled_row = static_cast<int>(i);
        const std::string not_sat = s.get("instructor.not_sat");
        for (const auto& name : g.absent) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            app.ensure_glyphs(name);
            fitted_text(name);
            ImGui::TableNextColumn();
            fitted_text_muted("–");
            ImGui::TableNextColumn();
            fitted_text_muted("–");
            ImGui::TableNextColumn();
            fitted_text_muted(not_sat);
            app.note_text(name + " | " + not_sat);
        }
        ImGui::EndTable();
    }
    if (state.scheduled_row < 0 || state.scheduled_row >= static_cast<int>(g.results.size())) return;
    draw_exam_topics(app, g.results[static_cast<std::size_t>(state.scheduled_row)]);
}

}  // namespace arbiter::ui
