// The pairing screen (issue 33, docs/drills.md § Pairing drill): a Swiss round to pair by the FIDE
// Dutch system from the pairing cards, or a round of the Berger tables; the candidate types the
// boards, White first ("1-4 5-2 3 bye", Chinese punctuation and 轮空 too), Check grades them board
// by board with the engine's reasons, Next gives another round. The rounds, the grading and the
// stored result come from app/core/training/drills/pairing_exercise.hpp, the same as
// `arbiter-cli drill pairing`; this file only draws them.
#include <imgui.h>

#include <cmath>
#include <cstring>
#include <iterator>
#include <string>

#include "app/core/content/pairing_drill_loader.hpp"
#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/screens/drill_parts.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/screens/screens.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

namespace swiss = tournament::swiss;
using training::PairingExercise;
using training::PairingExerciseKind;

// The authored drills and how many pairing drills the profile has taken, once: the n-th Swiss round
// offered here is the one `arbiter-cli drill pairing` would offer next.
void prepare(TrainerApp& app, PairingScreenState& state) {
    if (state.authored_loaded) return;
    state.authored_loaded = true;
    ContentErrors errors;  // arbiter-cli validate reports them; a bad file is simply not offered
    state.authored = content::load_pairing_drills(content::pairing_drill_folder(app.content_root()), errors);
    if (auto* store = app.data().store())
        for (const auto& r : store->drill_results(app.data().profile().id)) state.taken += r.drill_kind == "pairing";
}

void new_round(PairingScreenState& state, PairingRunState& run, PairingExerciseKind kind) {
    const std::uint64_t n = state.taken + 1;
    run = PairingRunState{};
    run.exercise = kind == PairingExerciseKind::Swiss ? training::offered_swiss_exercise(n, state.authored)
                                                      : training::round_robin_exercise(n);
}

// The pairing cards: players to pair in pairing order; the table scrolls when the field is large.
void draw_cards(TrainerApp& app, const PairingExercise& e) {
    const auto& s = app.strings();
    const auto rows = training::pairing_card_rows(e);
    constexpr int columns = static_cast<int>(std::size(training::kPairingCardColumns));
    const float row_height = ImGui::GetTextLineHeight() + ImGui::GetStyle().CellPadding.y * 2;
    // The header and at most ten rows in view, so the boards field stays on screen at 1024 × 640.
    const float height = row_height * (std::min<float>(static_cast<float>(rows.size()), 10.0f) + 1.0f) +
                         ImGui::GetStyle().CellPadding.y * 2;
    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY |
                                  ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("##cards", columns, flags, ImVec2(0, height))) {
        ImGui::TableSetupScrollFreeze(0, 1);
        // Widths in proportion: the name and the opponents need room, the marks little.
        constexpr float weights[] = {0.6f, 2.4f, 1.0f, 0.7f, 1.1f, 0.8f, 0.9f, 1.4f, 1.8f};
        for (int c = 0; c < columns; ++c) ImGui::TableSetupColumn(training::kPairingCardColumns[c], 0, weights[c]);
        ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
        for (int c = 0; c < columns; ++c) {
            ImGui::TableNextColumn();
            fitted_text_muted(s.get(std::string("pairing.col_") + training::kPairingCardColumns[c]));
        }
        for (const auto& row : rows) {
            ImGui::TableNextRow();
            for (const auto& cell : row) {
                ImGui::TableNextColumn();
                app.ensure_glyphs(cell);
                fitted_text(cell);
            }
        }
        ImGui::EndTable();
    }
    app.note_last_item("pairing.cards");
    const auto absent = training::pairing_not_paired(e);
    if (!absent.empty()) {
        std::string line = s.get("pairing.not_paired");
        for (std::size_t i = 0; i < absent.size(); ++i) {
            const auto [number, code] = absent[i];
            const std::string key = code == ' ' ? "pairing.requested.absent" : std::string("pairing.requested.") + code;
            line += (i ? "; " : " ") + fill(s.get(key), {{"n", std::to_string(number)}});
        }
        wrapped_text(line);
    }
    if (ImGui::CollapsingHeader(s.c_str("pairing.legend_title"))) wrapped_text_muted(s.get("pairing.legend"));
}

void grade(TrainerApp& app, PairingScreenState& state, PairingRunState& run) {
    const auto& s = app.strings();
    LocalizedText problem;
    auto boards = training::read_typed_boards(run.typed.data(), problem);
    if (!boards || boards->empty()) {
        run.read_problem = boards ? s.get("pairing.incomplete") : problem.get(app.language());
        return;
    }
    run.read_problem.clear();
    run.given = *boards;
    run.grade = training::grade_exercise(*run.exercise, run.given);
    auto& data = app.data();
    run.saved = data.record_drill_result(training::pairing_record(*run.exercise, run.given, *run.grade, data.clock().now()),
                                         run.save_error);
    if (run.saved) ++state.taken;
    run.scroll_to_result = true;
}

void draw_result(TrainerApp& app, const PairingRunState& run) {
    const auto& s = app.strings();
    const Language lang = app.language();
    const Palette& p = palette();
    const swiss::PairingGrade& g = *run.grade;
    const std::string score = fill(s.get("pairing.score_line"), {{"pct", std::to_string(std::lround(g.score() * 100)) + "%"},
                                                                 {"pairs", std::to_string(g.pairs_right)},
                                                                 {"colours", std::to_string(g.colours_right)},
                                                                 {"boards", std::to_string(g.boards)}});
    // The score in the title font, wrapped rather than cut: every figure of it matters.
    if (ui_fonts().title) ImGui::PushFont(ui_fonts().title);
    wrapped_text((g.all_right() ? s.get("pairing.all_right") + " " : std::string()) + score);
    if (ui_fonts().title) ImGui::PopFont();
    app.note_text(score);
    app.note_last_item("pairing.score");
    for (std::size_t i = 0; i < g.feedback.size(); ++i) {
        const auto& fb = g.feedback[i];
        const bool right = fb.verdict == swiss::BoardVerdict::Correct;
        const std::string line = fill(s.get("pairing.board_result"),
                                      {{"n", std::to_string(i + 1)},
                                       {"board", training::board_words(fb.given, s.get("pairing.bye"))},
                                       {"verdict", s.get(std::string("pairing.verdict.") + training::verdict_code(fb.verdict))}});
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(right ? p.success : p.danger));
        wrapped_text(line);
        ImGui::PopStyleColor();
        app.note_text(line);
        ImGui::Indent();
        for (const auto& why : fb.why) {
            app.ensure_glyphs(why.get(lang));
            wrapped_text(why.get(lang));
        }
        ImGui::Unindent();
    }
    auto list = [&](const char* key, const std::vector<LocalizedText>& lines) {
        if (lines.empty()) return;
        wrapped_text(s.get(key));
        ImGui::Indent();
        for (const auto& l : lines) {
            app.ensure_glyphs(l.get(lang));
            wrapped_text(l.get(lang));
        }
        ImGui::Unindent();
    };
    list("pairing.missed", g.missed);
    list("pairing.problems", g.problems);
    ImGui::Spacing();
    const std::string engine = training::boards_words(training::exercise_answer(*run.exercise), s.get("pairing.bye"));
    wrapped_text(fill(s.get("pairing.engine_pairing"), {{"boards", engine}}));
    if (run.exercise->note) {
        wrapped_text(s.get("pairing.note"));
        app.ensure_glyphs(run.exercise->note->get(lang));
        wrapped_text_muted(run.exercise->note->get(lang));
    }
}

void draw_round(TrainerApp& app, PairingScreenState& state, PairingRunState& run, PairingExerciseKind kind, const char* prefix) {
    const auto& s = app.strings();
    const Language lang = app.language();
    if (!run.exercise) new_round(state, run, kind);
    const PairingExercise& e = *run.exercise;
    const std::string target = std::string("pairing.") + prefix + ".";

    app.ensure_glyphs(e.title.get(lang));
    section_title(e.title.get(lang).c_str());
    wrapped_text_muted(s.get(kind == PairingExerciseKind::Swiss ? "pairing.intro_swiss" : "pairing.intro_round_robin"));
    ImGui::Spacing();
    if (kind == PairingExerciseKind::Swiss) draw_cards(app, e);
    ImGui::Spacing();

    // The boards: one line, White first; Enter checks as the button does.
    wrapped_text(s.get("pairing.type_label"));
    const bool graded = run.grade.has_value();
    if (graded) ImGui::BeginDisabled();
    const float check_width = button_width(s.get("pairing.submit"));
    ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 8,
                                     ImGui::GetContentRegionAvail().x - check_width - ImGui::GetStyle().ItemSpacing.x));
    const bool enter = ImGui::InputText(("##boards_" + std::string(prefix)).c_str(), run.typed.data(), run.typed.size(),
                                        ImGuiInputTextFlags_EnterReturnsTrue);
    app.note_last_item(target + "boards");
    if (ImGui::IsItemActive()) app.widen_font_for_typing();
    app.ensure_glyphs(run.typed.data());
    ImGui::SameLine();
    const bool check = drill_primary_button(app, s.c_str("pairing.submit"), target + "check");
    if (graded) ImGui::EndDisabled();
    if (!graded && (enter || check)) grade(app, state, run);
    if (!run.read_problem.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette().danger));
        wrapped_text(run.read_problem);
        ImGui::PopStyleColor();
        app.note_text(run.read_problem);
    }
    if (!run.grade) return;

    ImGui::Spacing();
    // Just graded: Next and the result are brought into view (below a long table they would start
    // off screen), the boards typed still showing above.
    if (run.scroll_to_result) {
        ImGui::SetScrollHereY(0.15f);
        run.scroll_to_result = false;
    }
    if (drill_primary_button(app, s.c_str("pairing.next"), target + "next")) {
        new_round(state, run, kind);
        return;
    }
    ImGui::SameLine();
    if (run.saved) ImGui::TextDisabled("%s", s.c_str("drill.saved"));
    else ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette().danger), "%s",
                            fill(s.get("pairing.not_saved"), {{"error", run.save_error}}).c_str());
    ImGui::Spacing();
    draw_result(app, run);
}

struct PairingTab {
    const char* name;       // the --tab value and the script target "pairing.tab.<name>"
    const char* label_key;
    PairingExerciseKind kind;
};

constexpr PairingTab kTabs[] = {
    {"swiss", "pairing.tab_swiss", PairingExerciseKind::Swiss},
    {"round-robin", "pairing.tab_round_robin", PairingExerciseKind::RoundRobin},
};

}  // namespace

void draw_pairing_screen(TrainerApp& app) {
    if (draw_store_unavailable(app)) return;  // the result must go somewhere, as a timed drill's
    PairingScreenState& state = app.pairing();
    prepare(app, state);
    constexpr int count = static_cast<int>(std::size(kTabs));
    if (state.tab < 0) {
        state.tab = 0;
        for (int i = 0; i < count; ++i)
            if (app.initial_tab() == kTabs[i].name) state.tab = i;
    }
    if (ImGui::BeginTabBar("##pairing_tabs")) {
        for (int i = 0; i < count; ++i) {
            const ImGuiTabItemFlags flags = state.select_tab && state.tab == i ? ImGuiTabItemFlags_SetSelected : 0;
            const std::string label = app.strings().get(kTabs[i].label_key) + "###" + kTabs[i].name;
            const bool open = ImGui::BeginTabItem(label.c_str(), nullptr, flags);
            app.note_last_item(std::string("pairing.tab.") + kTabs[i].name);
            if (open) {
                if (!state.select_tab) state.tab = i;
                ImGui::Spacing();
                ImGui::BeginChild(kTabs[i].name);
                draw_round(app, state, kTabs[i].kind == PairingExerciseKind::Swiss ? state.swiss : state.round_robin,
                           kTabs[i].kind, kTabs[i].name);
                ImGui::EndChild();
                ImGui::EndTabItem();
            }
        }
        state.select_tab = false;
        ImGui::EndTabBar();
    }
}

}  // namespace arbiter::ui
