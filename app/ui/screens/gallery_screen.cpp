#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <vector>

#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/chart.hpp"
#include "app/ui/widgets/chess_board.hpp"
#include "app/ui/widgets/clock.hpp"
#include "app/ui/widgets/go_board.hpp"
#include "app/ui/widgets/ruling_builder.hpp"
#include "app/ui/widgets/timeline.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "engine/go/vertex.hpp"

// Example data only. Positions are snapshots written out by hand (placing and lifting stones and
// pieces as listed) — the UI computes no rules; the real screens take these views from the engine.
namespace arbiter::ui {
namespace {

constexpr const char* kTabs[] = {"go", "chess", "ruling"};

// ---- Go: a ko fight ending in a refused immediate recapture (1988 rules, art. 20) ----------------

struct GoStep {
    double seconds;
    std::string label;
    enum class Kind { Move, Refused, MovedStone } kind;
    char colour;
    GoPoint point;                  // Move, Refused: the point; MovedStone: where it was found
    std::vector<GoPoint> removed;   // Move: stones lifted (captures, listed by hand)
    GoPoint from{};                 // MovedStone: where it stood
    bool incident = false;
};

GoPoint p(const char* name) {  // "Q16" -> point on 19x19, named as the engine names points
    const auto v = go::parse_vertex(name, 19);
    return v ? GoPoint{v->x, 18 - v->y} : GoPoint{0, 0};
}

GoBoardView go_base_position() {
    GoBoardView v = GoBoardView::empty(19);
    for (const char* s : {"D4", "Q16", "R14", "C16", "E3", "P4", "M4", "K6", "O5", "D10"}) v.set(p(s), 'X');
    for (const char* s : {"Q4", "D16", "E17", "R5", "Q6", "C14", "R16", "L4", "M3", "O3", "Q10"}) v.set(p(s), 'O');
    return v;
}

std::vector<GoStep> go_steps(const UiStrings& s) {
    const std::string black = s.get("common.black"), white = s.get("common.white");
    const auto move = [&](int n, bool is_black, const char* point) {
        return fill(s.get("gallery.event_move"), {{"n", std::to_string(n)}, {"side", is_black ? black : white}, {"point", point}});
    };
    std::vector<GoStep> steps;
    steps.push_back({3722, fill(s.get("gallery.event_moved_stone"), {{"from", "C16"}, {"to", "C15"}}),
                     GoStep::Kind::MovedStone, 'X', p("C15"), {}, p("C16")});
    steps.push_back({3755, move(88, true, "N3"), GoStep::Kind::Move, 'X', p("N3"), {}});
    steps.push_back({3790, move(89, false, "L2"), GoStep::Kind::Move, 'O', p("L2"), {}});
    steps.push_back({3821, move(90, true, "M2"), GoStep::Kind::Move, 'X', p("M2"), {}});
    steps.push_back({3850, move(91, false, "K3"), GoStep::Kind::Move, 'O', p("K3"), {}});
    // Black takes the ko at L3, lifting White's M3; White's immediate retake at M3 is refused.
    steps.push_back({3874, move(92, true, "L3"), GoStep::Kind::Move, 'X', p("L3"), {p("M3")}});
    GoStep refused{3890, fill(s.get("gallery.event_ko_refused"), {{"side", white}, {"point", "M3"}}),
                   GoStep::Kind::Refused, 'O', p("M3"), {}};
    refused.incident = true;
    steps.push_back(refused);
    return steps;
}

GoBoardView go_position_at(const std::vector<GoStep>& steps, int current) {
    GoBoardView v = go_base_position();
    for (int i = 0; i <= current && i < static_cast<int>(steps.size()); ++i) {
        const GoStep& step = steps[static_cast<std::size_t>(i)];
        const bool last = i == current;
        if (step.kind == GoStep::Kind::Move) {
            v.set(step.point, step.colour);
            for (GoPoint r : step.removed) v.set(r, '.');
            v.last_move = step.point;
        } else if (step.kind == GoStep::Kind::MovedStone) {
            v.set(step.from, '.');
            v.set(step.point, step.colour);
            if (last) v.moved_from = step.from, v.moved_to = step.point;
        } else if (last) {
            v.refused_move = step.point;
            v.refused_colour = step.colour;
        }
    }
    return v;
}

// A finished 9x9 game being counted: dead stones marked, each side's area shaded.
GoBoardView go_counting_example() {
    const char* rows[] = {"..XO.....", "..XO.....", "..XO.O...", ".XXO.....", "X.XOO....",
                          ".XXXO....", "...XOOOOO", "..OXXXXXX", "...X....."};
    const char* area[] = {"bbbwwwwww", "bbbwwwwww", "bbbwwwwww", "bbbwwwwww", "bbbwwwwww",
                          "bbbbwwwww", "bbbbwwwww", "bbbbbbbbb", "bbbbbbbbb"};
    GoBoardView v = GoBoardView::empty(9);
    v.stones.clear();
    for (const char* r : rows) v.stones += r;
    for (const char* r : area) v.territory += r;
    v.dead = {{2, 7}};
    return v;
}

// ---- Chess: mate and flag fall a second apart (FIDE art. 6.9 and 1.2 / 5.1.1) ---------------------

struct ChessStep {
    double seconds;
    const char* san;
    int from, to;
    bool check = false;
    bool flag = false;  // the event is a flag fall, no move
};

int sq(const char* name) { return chess_square(name[0] - 'a', name[1] - '1'); }

std::vector<ChessStep> chess_steps() {
    return {{2, "1. e4", sq("e2"), sq("e4")},    {5, "1... e5", sq("e7"), sq("e5")},
            {9, "2. Bc4", sq("f1"), sq("c4")},   {40, "2... Nc6", sq("b8"), sq("c6")},
            {48, "3. Qh5", sq("d1"), sq("h5")},  {170, "3... Nf6", sq("g8"), sq("f6")},
            {179, "4. Qxf7#", sq("h5"), sq("f7"), true}, {180, "", -1, -1, false, true}};
}

ChessBoardView chess_position_at(const std::vector<ChessStep>& steps, int current) {
    ChessBoardView v = *chess_view_from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    for (int i = 0; i <= current && i < static_cast<int>(steps.size()); ++i) {
        const ChessStep& step = steps[static_cast<std::size_t>(i)];
        if (step.flag) continue;
        v.squares[static_cast<std::size_t>(step.to)] = v.squares[static_cast<std::size_t>(step.from)];
        v.squares[static_cast<std::size_t>(step.from)] = '.';
        v.last_move_from = step.from;
        v.last_move_to = step.to;
        v.check_square = step.check ? std::optional<int>(sq("e8")) : std::nullopt;
    }
    return v;
}

// ---- shared pieces ------------------------------------------------------------------------------

void example_banner(const UiStrings& s) {
    const Palette& pal = palette();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(pal.warning));
    wrapped_text(s.get("gallery.banner"));
    ImGui::PopStyleColor();
}

void autoplay(GalleryState& state, int& step, int last) {
    if (!state.playing) return;
    const double now = ImGui::GetTime();
    if (now - state.last_step_time >= 1.0) {
        state.last_step_time = now;
        if (step < last) ++step;
        if (step >= last) state.playing = false;
    }
}

void apply(TimelineAction action, GalleryState& state, int& step, int last) {
    using K = TimelineAction::Kind;
    switch (action.kind) {
        case K::None: break;
        case K::ToStart: step = -1; break;
        case K::StepBack: step = std::max(-1, step - 1); break;
        case K::StepForward: step = std::min(last, step + 1); break;
        case K::ToEnd: step = last; break;
        case K::Play:
            state.playing = true;
            state.last_step_time = ImGui::GetTime();
            break;
        case K::Pause: state.playing = false; break;
        case K::Seek:
        case K::JumpToIncident: step = action.index; break;
    }
    if (action.kind != K::None && action.kind != K::Play && action.kind != K::Pause) state.playing = false;
}

void draw_go_tab(TrainerApp& app) {
    const UiStrings& s = app.strings();
    GalleryState& state = app.gallery();
    const auto steps = go_steps(s);
    const int last = static_cast<int>(steps.size()) - 1;
    if (state.go_step < 0 && !state.playing) state.go_step = last;  // open on the incident
    autoplay(state, state.go_step, last);

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float board = std::min(avail.y - 4, avail.x * 0.55f);
    ImGui::BeginGroup();
    draw_go_board("##go_example", go_position_at(steps, state.go_step), board);
    ImGui::EndGroup();
    ImGui::SameLine();
    ImGui::BeginGroup();
    const float column = ImGui::GetContentRegionAvail().x;
    wrapped_text_muted(s.get("gallery.go_caption"), column);

    ClockView clock;
    clock.kind = ClockView::Kind::GoByoyomi;
    // White is to move and in byo-yomi: 20 seconds of the period gone, so the arbiter calls "twenty".
    clock.left = {s.get("common.black"), 754, false, 0, 0, false, false};
    clock.right = {s.get("common.white"), 0, true, 3, 10, true, false};
    clock.period_length = 30;
    clock.control = s.get("gallery.go_control");
    clock.count_out = s.get("gallery.go_count_out");
    draw_clock(clock, s, column);

    TimelineView timeline;
    for (const auto& step : steps) timeline.events.push_back({step.seconds, step.label, step.incident});
    timeline.current = state.go_step;
    timeline.playing = state.playing;
    apply(draw_timeline(timeline, s, column), state, state.go_step, last);

    ImGui::Spacing();
    wrapped_text_muted(s.get("gallery.counting_caption"), column);
    const float small = std::min(column * 0.55f, ImGui::GetContentRegionAvail().y - 4);
    if (small > 120) draw_go_board("##go_counting", go_counting_example(), small);
    ImGui::EndGroup();
}

void draw_chess_tab(TrainerApp& app) {
    const UiStrings& s = app.strings();
    GalleryState& state = app.gallery();
    const auto steps = chess_steps();
    const int last = static_cast<int>(steps.size()) - 1;
    if (state.chess_step < 0 && !state.playing) state.chess_step = last;
    autoplay(state, state.chess_step, last);

    ChessBoardView view = chess_position_at(steps, state.chess_step);
    view.flipped = state.chess_flipped;
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float board = std::min(avail.y - 4, avail.x * 0.55f);
    draw_chess_board("##chess_example", view, board);
    ImGui::SameLine();
    ImGui::BeginGroup();
    const float column = ImGui::GetContentRegionAvail().x;
    wrapped_text_muted(s.get("gallery.chess_caption"), column);
    ClockView clock;
    clock.kind = ClockView::Kind::Chess;
    const bool flag_fell = state.chess_step >= last;
    double white = state.white_seconds;
    if (state.clock_running) {
        white -= ImGui::GetTime() - state.clock_started_at;
        if (white <= 0) {  // White's flag falls too: the example clock stops there
            state.clock_running = false;
            state.white_seconds = white = 0;
        }
    }
    clock.left = {s.get("common.white"), white, false, 0, 0, state.clock_running, white <= 0};
    clock.right = {s.get("common.black"), flag_fell ? 0.0 : 1.0, false, 0, 0, !flag_fell && !state.clock_running, flag_fell};
    clock.running = state.clock_running;
    clock.control = s.get("gallery.chess_control");
    draw_clock(clock, s, column);

    TimelineView timeline;
    for (const auto& step : steps) {
        const std::string label = step.flag ? s.get("gallery.event_flag") : std::string(step.san);
        timeline.events.push_back({step.seconds, label, step.flag});
    }
    timeline.current = state.chess_step;
    timeline.playing = state.playing;
    apply(draw_timeline(timeline, s, column), state, state.chess_step, last);
    ImGui::Checkbox(s.c_str("gallery.flip_board"), &state.chess_flipped);
    app.note_last_item("gallery.flip");
    if (ImGui::Button(s.c_str(state.clock_running ? "gallery.stop_clock" : "gallery.start_clock"))) {
        if (state.clock_running) state.white_seconds = std::max(0.0, white);
        else if (state.white_seconds <= 0) state.white_seconds = 61.4;  // start again from the example's time
        state.clock_running = !state.clock_running;
        state.clock_started_at = ImGui::GetTime();
    }
    app.note_last_item("gallery.clock");
    ImGui::EndGroup();
}

void draw_ruling_tab(TrainerApp& app) {
    const UiStrings& s = app.strings();
    GalleryState& state = app.gallery();
    RulingChoices choices;
    for (const char* key : {"gallery.outcome_continue", "gallery.outcome_black_wins", "gallery.outcome_white_wins",
                            "gallery.outcome_draw", "gallery.outcome_replay"})
        choices.outcomes.push_back(s.get(key));
    for (const char* key : {"gallery.penalty_warning", "gallery.penalty_forfeit_turn", "gallery.penalty_loss"})
        choices.penalties.push_back(s.get(key));
    for (const char* key : {"gallery.correction_take_back", "gallery.correction_restore"})
        choices.corrections.push_back(s.get(key));
    for (const char* key : {"gallery.article_12", "gallery.article_17", "gallery.article_19", "gallery.article_20"})
        choices.articles.push_back(s.get(key));

    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float left = avail.x * 0.45f;
    ImGui::BeginChild("##ruling_column", ImVec2(left, avail.y), false);
    wrapped_text(s.get("gallery.ruling_prompt"));
    draw_ruling_builder(choices, state.draft, state.article_filter, s, left - 8);
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginGroup();
    const float width = ImGui::GetContentRegionAvail().x;
    const float height = (avail.y - ImGui::GetStyle().ItemSpacing.y) / 2;
    LineChartView line;
    line.title = s.get("gallery.chart_accuracy");
    line.x_labels = {"11-02", "11-05", "11-08", "11-11", "11-14", "11-17", "11-20", "11-23", "11-26", "11-29"};
    line.series = {{s.get("gallery.series_go"), {42, 48, 51, 47, 58, 63, 61, 70, 74, 78}, 0},
                   {s.get("gallery.series_chess"), {55, 53, 60, std::nanf(""), 64, 62, 69, 71, 70, 76}, 0}};
    draw_line_chart("##accuracy", line, ImVec2(width, height));
    BarChartView bars;
    bars.title = s.get("gallery.chart_topics");
    bars.categories = {s.get("gallery.topic_ko"), s.get("gallery.topic_counting"), s.get("gallery.topic_clock"),
                       s.get("gallery.topic_illegal"), s.get("gallery.topic_draws")};
    bars.values = {82, 64, 71, 58, 90};
    bars.counts = {22, 14, 31, 12, 10};
    draw_bar_chart("##topics", bars, ImVec2(width, height));
    ImGui::EndGroup();
}

}  // namespace

void draw_gallery_screen(TrainerApp& app) {
    const UiStrings& s = app.strings();
    GalleryState& state = app.gallery();
    if (state.tab < 0) {
        state.tab = 0;
        for (int i = 0; i < 3; ++i)
            if (app.initial_tab() == kTabs[i]) state.tab = i;
    }
    example_banner(s);
    if (ImGui::BeginTabBar("##gallery_tabs")) {
        const char* labels[] = {s.c_str("gallery.tab_go"), s.c_str("gallery.tab_chess"), s.c_str("gallery.tab_ruling")};
        for (int i = 0; i < 3; ++i) {
            // Select the --tab (or a tab chosen by a shortcut) once, then let the user choose.
            const ImGuiTabItemFlags flags = state.select_tab && state.tab == i ? ImGuiTabItemFlags_SetSelected : 0;
            const std::string label = std::string(labels[i]) + "###" + kTabs[i];
            const bool open = ImGui::BeginTabItem(label.c_str(), nullptr, flags);
            app.note_last_item(std::string("gallery.tab.") + kTabs[i]);
            if (open) {
                if (!state.select_tab) state.tab = i;
                ImGui::Spacing();
                if (i == 0) draw_go_tab(app);
                if (i == 1) draw_chess_tab(app);
                if (i == 2) draw_ruling_tab(app);
                ImGui::EndTabItem();
            }
        }
        state.select_tab = false;
        ImGui::EndTabBar();
    }
}

}  // namespace arbiter::ui
