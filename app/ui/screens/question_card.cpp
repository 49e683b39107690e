#include "app/ui/screens/question_card.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdlib>

#include "app/core/training/answers/option_order.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "engine/core/number_text.hpp"
#include "engine/core/text_trim.hpp"

namespace arbiter::ui {

using content::QuestionType;

std::string source_label(TrainerApp& app, const content::SourceRef& source) {
    std::string label = training::source_label(source, app.language(), &app.data().sources());
    app.ensure_glyphs(label);
    return label;
}

bool draw_question_card(TrainerApp& app, const content::Question& q, QuestionCardState& card, bool locked,
                        const std::string& prefix) {
    const auto& s = app.strings();
    const Language lang = app.language();
    bool changed = false;
    wrapped_text_muted(s.get("question.type." + std::string(content::question_type_tag(q.type))) + " · " +
                       s.get("topic." + q.topic_area()));
    wrapped_text(q.prompt.get(lang));
    ImGui::Spacing();
    // Shuffled once per showing (an exam sets its own order from its seed before drawing).
    if (card.response.shown.size() != q.options.size() && !q.options.empty() && !card.result)
        card.response.shown = training::option_order(q.options.size(), q.pinned_options, app.next_option_seed(), q.id);
    ImGui::BeginDisabled(locked);
    auto& picked = card.response.picked;
    switch (q.type) {
        case QuestionType::SingleChoice:
        case QuestionType::MultipleChoice:
            // In the order the card was given (option_order.hpp); the letters are the places on screen.
            for (std::size_t k = 0; k < q.options.size(); ++k) {
                const std::size_t i = card.response.shown.size() == q.options.size() ? card.response.shown[k] : k;
                ImGui::PushID(static_cast<int>(i));
                const char letter[] = {static_cast<char>('A' + k), '.', ' ', 0};
                const std::string label = letter + q.options[i].get(lang);
                const bool on = std::find(picked.begin(), picked.end(), i) != picked.end();
                ImGui::PushTextWrapPos(0);
                if (q.type == QuestionType::SingleChoice) {
                    if (ImGui::RadioButton(label.c_str(), on)) {
                        picked = {i};
                        changed = true;
                    }
                } else {
                    bool value = on;
                    if (ImGui::Checkbox(label.c_str(), &value)) {
                        if (value) picked.push_back(i);
                        else picked.erase(std::remove(picked.begin(), picked.end(), i), picked.end());
                        std::sort(picked.begin(), picked.end());
                        changed = true;
                    }
                }
                ImGui::PopTextWrapPos();
                app.note_last_item(prefix + ".option." + std::to_string(k));
                if (card.result) {
                    // Checked: each option says whether it was right and whether it was chosen.
                    const bool in_key = std::find(q.answer_indexes.begin(), q.answer_indexes.end(), i) != q.answer_indexes.end();
                    const auto mark = training::option_mark(in_key, on);
                    if (mark != training::OptionMark::none) {
                        ImGui::SameLine();
                        draw_option_mark(app, mark, std::string(1, static_cast<char>('A' + k)));
                    }
                }
                ImGui::PopID();
            }
            break;
        case QuestionType::Ordering: {
            // The options in the candidate's order; arrows move one up or down.
            // The candidate starts from the shuffled order, never from the key's.
            if (picked.size() != q.options.size()) {
                picked.clear();
                for (std::size_t i = 0; i < q.options.size(); ++i)
                    picked.push_back(card.response.shown.size() == q.options.size() ? card.response.shown[i] : i);
            }
            wrapped_text_muted(s.get("question.ordering_hint"));
            for (std::size_t k = 0; k < picked.size(); ++k) {
                ImGui::PushID(static_cast<int>(k));
                if (ImGui::ArrowButton("up", ImGuiDir_Up) && k > 0) {
                    std::swap(picked[k], picked[k - 1]);
                    changed = true;
                }
                ImGui::SameLine();
                if (ImGui::ArrowButton("down", ImGuiDir_Down) && k + 1 < picked.size()) {
                    std::swap(picked[k], picked[k + 1]);
                    changed = true;
                }
                app.note_last_item(prefix + ".down." + std::to_string(k));
                ImGui::SameLine();
                ImGui::Text("%zu. %s", k + 1, q.options[picked[k]].get(lang).c_str());
                ImGui::PopID();
            }
            card.response.number.reset();
            break;
        }
        case QuestionType::TrueFalse:
            if (ImGui::RadioButton(s.c_str("question.true"), card.response.truth == true)) {
                card.response.truth = true;
                changed = true;
            }
            app.note_last_item(prefix + ".true");
            ImGui::SameLine();
            if (ImGui::RadioButton(s.c_str("question.false"), card.response.truth == false)) {
                card.response.truth = false;
                changed = true;
            }
            app.note_last_item(prefix + ".false");
            break;
        case QuestionType::Numeric: {
            char buffer[64];
            std::snprintf(buffer, sizeof buffer, "%s", card.number_text.c_str());
            ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
            if (ImGui::InputText("##number", buffer, sizeof buffer, ImGuiInputTextFlags_CharsScientific)) {
                card.number_text = buffer;
                // The whole text or nothing: "7.5x" is not 7.5 (the terminal reads it the same way).
                card.response.number = parse_decimal(trimmed(buffer));
                changed = true;
            }
            app.note_last_item(prefix + ".number");
            if (q.unit) {
                ImGui::SameLine();
                ImGui::TextUnformatted(q.unit->get(lang).c_str());
            }
            break;
        }
    }
    ImGui::EndDisabled();
    return changed;
}

void draw_question_feedback(TrainerApp& app, const content::Question& q, const training::Feedback& result) {
    const auto& s = app.strings();
    const Language lang = app.language();
    const bool right = result.correct;
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(right ? palette().success : palette().danger), "%s",
                       s.c_str(right ? "question.right" : "question.wrong"));
    std::string answer;
    switch (q.type) {
        case QuestionType::SingleChoice:
        case QuestionType::MultipleChoice:
        case QuestionType::Ordering:
            // The grading wrote the key with the letters the candidate saw (option_order.hpp).
            answer = result.correct_answer.get(lang);
            break;
        case QuestionType::TrueFalse: answer = s.get(q.answer_true ? "question.true" : "question.false"); break;
        case QuestionType::Numeric: {
            char buffer[64];
            std::snprintf(buffer, sizeof buffer, "%g", q.numeric_answer);
            answer = buffer;
            if (q.unit) answer += " " + q.unit->get(lang);
            break;
        }
    }
    const std::string line = fill(s.get("question.correct_answer"), {{"answer", answer}});
    app.ensure_glyphs(line);
    wrapped_text(line);
    app.note_text(line);
    if (!q.explanation.get(lang).empty()) {
        section_title(s.c_str("practice.explanation"));
        wrapped_text(q.explanation.get(lang));
    }
    if (!q.sources.empty()) {
        ImGui::TextUnformatted(s.c_str("ruling.articles"));
        for (const auto& source : q.sources) {
            ImGui::Bullet();
            wrapped_text(source_label(app, source));
        }
    }
}

}  // namespace arbiter::ui
