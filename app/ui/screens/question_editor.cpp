#include "app/ui/screens/question_editor.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <fstream>
#include <sstream>

#include <algorithm>

#include "app/core/content/question_checks.hpp"
#include "app/core/content/question_loader.hpp"
#include "app/core/paths.hpp"
#include "app/core/problem_text.hpp"
#include "app/core/training/answers/practice_grading.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/ui/screens/editor_parts.hpp"
#include "app/ui/screens/question_card.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/text_format.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

using content::QuestionType;

constexpr QuestionType kTypes[] = {QuestionType::SingleChoice, QuestionType::MultipleChoice, QuestionType::TrueFalse,
                                   QuestionType::Numeric, QuestionType::Ordering};

bool uses_options(QuestionType type) {
    return type == QuestionType::SingleChoice || type == QuestionType::MultipleChoice || type == QuestionType::Ordering;
}

void start_from(QuestionEditorState& q, QuestionDraft draft, std::string loaded_from) {
    q = {};
    q.opened = true;
    q.draft = std::move(draft);
    q.loaded_from = std::move(loaded_from);
}

// The YAML read back through the loader, then the bank's own checks (duplicate id or prompt,
// unknown document) against the library without the question being edited.
void update_derived(TrainerApp& app, QuestionEditorState& q) {
    q.yaml = question_draft_yaml(q.draft);
    if (q.yaml == q.parsed_yaml && q.problems_language == app.language()) return;
    q.parsed_yaml = q.yaml;
    q.problems_language = app.language();
    q.problems.clear();
    q.parsed.reset();
    q.preview = {};
    const std::string file = q.draft.id + ".yaml";
    auto load = content::parse_question_file(q.yaml, file);
    for (const auto& error : load.errors) q.problems.push_back(problem_line(error, app.strings()));
    if (load.questions.size() != 1) return;
    std::vector<content::Question> bank;
    for (const content::Question* other : app.data().questions())
        if (!other->generated && other->id != q.loaded_from) bank.push_back(*other);
    bank.push_back(load.questions.front());
    for (const auto& error : content::check_question_bank(bank, app.data().sources()))
        if (error.file == file) q.problems.push_back(problem_line(error, app.strings()));
    q.parsed = std::move(load.questions.front());
}

void draw_toolbar(TrainerApp& app, QuestionEditorState& q) {
    const auto& s = app.strings();
    if (ImGui::Button(s.c_str("editor.new_question"))) start_from(q, new_question_draft(), "");
    app.note_last_item("editor.new_question");
    ImGui::SameLine();
    if (ImGui::Button(s.c_str("editor.question_sample"))) start_from(q, sample_question_draft(), "");
    app.note_last_item("editor.question_sample");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
    const std::string open_label = q.loaded_from.empty() ? s.get("editor.open_question") : q.loaded_from;
    if (ImGui::BeginCombo("##open_question", open_label.c_str(), ImGuiComboFlags_HeightLarge)) {
        ImGui::SetNextItemWidth(-1);
        ImGui::InputTextWithHint("##open_filter", s.c_str("editor.filter_hint"), &q.open_filter);
        app.ensure_glyphs(q.open_filter);
        // Drafts saved with problems: opened when the loader can read the item, else it says why.
        for (const auto& draft : saved_drafts("question_bank")) {
            const std::string name = draft.filename().string();
            if (!ImGui::Selectable((fill(s.get("editor.open_draft"), {{"name", name}}) + "##draft" + name).c_str())) continue;
            std::ifstream in(draft);
            std::ostringstream text;
            text << in.rdbuf();
            auto load = content::parse_question_file(text.str(), draft.string());
            if (load.questions.size() == 1) {
                start_from(q, question_draft_from(load.questions.front()), "");
            } else {
                std::string why = load.errors.empty() ? draft.string() : problem_line(load.errors.front(), s);
                q.save.message = fill(s.get("editor.draft_unread"), {{"what", why}});
            }
        }
        for (const content::Question* question : app.data().questions()) {
            if (question->generated) continue;  // drills are made by the program, not written in YAML
            const std::string summary = item_summary(app, question->id, 60);
            if (!q.open_filter.empty() && question->id.find(q.open_filter) == std::string::npos &&
                summary.find(q.open_filter) == std::string::npos)
                continue;
            if (ImGui::Selectable((question->id + "  " + summary + "##" + question->id).c_str()))
                start_from(q, question_draft_from(*question), question->id);
        }
        ImGui::EndCombo();
    }
    update_derived(app, q);
    follow_id(q.save, user_data_dir() / "question_bank", q.draft.id);
    ImGui::SameLine();
    editor_save_bar(app, q.save, q.yaml, q.problems.empty(), "question_bank", "editor.question_save_path",
                    "editor.save_question");
}

// The answer's inputs beside each option (single: a radio; multiple: a check box), or the
// answer fields of the types without options.
void draw_options(TrainerApp& app, QuestionDraft& d, int language) {
    const auto& s = app.strings();
    ImGui::TextUnformatted(s.c_str(d.type == QuestionType::Ordering ? "editor.options_ordering" : "editor.options"));
    int remove = -1;
    for (int i = 0; i < static_cast<int>(d.options.size()); ++i) {
        ImGui::PushID(i);
        const char letter[] = {static_cast<char>('A' + i), 0};
        if (d.type == QuestionType::SingleChoice) {
            if (ImGui::RadioButton(letter, d.single_answer == i)) d.single_answer = i;
        } else if (d.type == QuestionType::MultipleChoice) {
            ImGui::Checkbox(letter, &d.correct[i]);
        } else {
            ImGui::Text("%d", i);  // ordering: the number the right order names
        }
        app.note_last_item("editor.answer." + std::to_string(i));
        ImGui::SameLine();
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - ImGui::GetFontSize() * 6);
        ImGui::InputText("##option", &d.options[static_cast<std::size_t>(i)][static_cast<std::size_t>(language)]);
        app.ensure_glyphs(d.options[static_cast<std::size_t>(i)][static_cast<std::size_t>(language)]);
        app.note_last_item("editor.option." + std::to_string(i));
        ImGui::SameLine();
        if (i < kMaxDraftOptions) ImGui::Checkbox(s.c_str("editor.pin_option"), &d.pinned[i]);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", s.c_str("editor.pin_option_help"));
        app.note_last_item("editor.pin." + std::to_string(i));
        ImGui::SameLine();
        if (ImGui::SmallButton("×")) remove = i;
        ImGui::PopID();
    }
    if (remove >= 0) {
        d.options.erase(d.options.begin() + remove);
        for (int i = remove; i + 1 < kMaxDraftOptions; ++i) {
            d.correct[i] = d.correct[i + 1];
            d.pinned[i] = d.pinned[i + 1];
        }
        d.correct[kMaxDraftOptions - 1] = false;
        d.pinned[kMaxDraftOptions - 1] = false;
        if (d.single_answer >= remove && d.single_answer > 0) --d.single_answer;
    }
    ImGui::BeginDisabled(static_cast<int>(d.options.size()) >= kMaxDraftOptions);
    if (ImGui::Button(s.c_str("editor.add_option"))) d.options.push_back({});
    ImGui::EndDisabled();
    app.note_last_item("editor.add_option");
    if (d.type == QuestionType::Ordering) {
        ImGui::TextUnformatted(s.c_str("editor.order"));
        ImGui::SetNextItemWidth(-1);
        ImGui::InputText("##order", &d.order);
    }
}

void draw_form(TrainerApp& app, QuestionEditorState& q) {
    QuestionDraft& d = q.draft;
    const auto& s = app.strings();
    const float label = ImGui::GetFontSize() * 6;
    auto row = [&](const char* key) { editor_form_row(app, key, label); };
    row("editor.id");
    ImGui::InputText("##question_id", &d.id, ImGuiInputTextFlags_CharsNoBlank);
    app.note_last_item("editor.question_id");
    row("editor.question_type");
    const std::string type_label = s.get("question.type." + std::string(content::question_type_tag(d.type)));
    if (ImGui::BeginCombo("##question_type", type_label.c_str())) {
        for (QuestionType type : kTypes) {
            const std::string name = s.get("question.type." + std::string(content::question_type_tag(type)));
            if (ImGui::Selectable(name.c_str(), type == d.type)) {
                d.type = type;
                // Two options at least for the types that have them, so the form shows what to fill.
                while (uses_options(type) && d.options.size() < 2) d.options.push_back({});
            }
            app.note_last_item("editor.question_type." + std::string(content::question_type_tag(type)));
        }
        ImGui::EndCombo();
    }
    app.note_last_item("editor.question_type");
    row("editor.topic_area");
    if (ImGui::BeginCombo("##topic_area", s.c_str("topic." + d.topic_area))) {
        for (auto area : content::kTopicAreas)
            if (ImGui::Selectable(s.c_str("topic." + std::string(area)), area == d.topic_area)) d.topic_area = std::string(area);
        ImGui::EndCombo();
    }
    row("editor.more_topics");
    ImGui::InputText("##more_topics", &d.more_topics);
    row("editor.difficulty");
    ImGui::SliderInt("##question_difficulty", &d.difficulty, 1, 5);
    ImGui::TextUnformatted(s.c_str("editor.levels"));
    ImGui::SameLine(label);
    level_checkboxes(app, d.levels, label);
    if (d.type == QuestionType::TrueFalse) {
        ImGui::TextUnformatted(s.c_str("editor.answer"));
        ImGui::SameLine(label);
        if (ImGui::RadioButton(s.c_str("question.true"), d.truth)) d.truth = true;
        ImGui::SameLine();
        if (ImGui::RadioButton(s.c_str("question.false"), !d.truth)) d.truth = false;
    }
    if (d.type == QuestionType::Numeric) {
        row("editor.answer");
        ImGui::InputText("##number", &d.number);
        row("editor.tolerance");
        ImGui::InputText("##tolerance", &d.tolerance);
    }

    ImGui::Separator();
    if (ImGui::BeginTabBar("##question_texts")) {
        for (int i = 0; i < 3; ++i) {
            const bool select = q.select_language_tab && i == static_cast<int>(app.language());
            if (!ImGui::BeginTabItem(language_endonym(kAllLanguages[i]), nullptr, select ? ImGuiTabItemFlags_SetSelected : 0)) continue;
            const auto lang = static_cast<std::size_t>(i);
            ImGui::TextUnformatted(s.c_str("editor.question_prompt"));
            ImGui::InputTextMultiline("##question_prompt", &d.prompt[lang], ImVec2(-1, ImGui::GetFontSize() * 4));
            app.ensure_glyphs(d.prompt[lang]);
            if (uses_options(d.type)) draw_options(app, d, i);
            if (d.type == QuestionType::Numeric) {
                row("editor.unit");
                ImGui::InputText("##unit", &d.unit[lang]);
                app.ensure_glyphs(d.unit[lang]);
            }
            ImGui::TextUnformatted(s.c_str("editor.explanation"));
            ImGui::InputTextMultiline("##explanation", &d.explanation[lang], ImVec2(-1, ImGui::GetFontSize() * 4));
            app.ensure_glyphs(d.explanation[lang]);
            ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
        q.select_language_tab = false;
    }
    ImGui::Separator();
    ImGui::TextUnformatted(s.c_str("editor.sources"));
    ImGui::InputTextMultiline("##sources", &d.sources, ImVec2(-1, ImGui::GetFontSize() * 3));
    std::string ids;
    for (const auto& document : app.data().sources().documents()) ids += (ids.empty() ? "" : ", ") + document.id;
    wrapped_text_muted(fill(s.get("editor.documents"), {{"ids", ids}}));
}

// The question as the quiz shows it, answerable; "check" grades it with the same grading as the
// quiz and shows the feedback with the answer, the explanation and the sources.
void draw_preview(TrainerApp& app, QuestionEditorState& q, float width) {
    const auto& s = app.strings();
    editor_validation(app, q.problems, width);
    if (q.parsed) {
        ImGui::Separator();
        section_title(s.c_str("editor.preview"));
        const content::Question& question = *q.parsed;
        const bool answered = q.preview.result.has_value();
        draw_question_card(app, question, q.preview, answered, "editor.preview");
        if (!answered) {
            ImGui::BeginDisabled(!training::response_complete(question, q.preview.response));
            if (ImGui::Button(s.c_str("quiz.check"))) {
                training::PracticeItem item;
                item.meta.id = question.id;
                item.meta.kind = store::ItemKind::question;
                item.question = &question;
                try {
                    q.preview.result = training::grade(item, training::question_response_json(question, q.preview.response), 0,
                                                       app.data().clock().now());
                } catch (const std::exception& e) {
                    q.problems.push_back(e.what());
                }
            }
            ImGui::EndDisabled();
            app.note_last_item("editor.preview.check");
        } else {
            draw_question_feedback(app, question, *q.preview.result);
            if (ImGui::Button(s.c_str("editor.try_again"))) q.preview = {};
            app.note_last_item("editor.preview.again");
        }
    }
    editor_yaml_view(app, q.yaml);
}

}  // namespace

void draw_question_editor(TrainerApp& app) {
    QuestionEditorState& q = app.editor().question;
    if (!q.opened) start_from(q, new_question_draft(), "");
    draw_toolbar(app, q);
    ImGui::Separator();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    ImGui::BeginChild("##question_form", ImVec2(avail.x * 0.52f, avail.y), false);
    draw_form(app, q);
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##question_preview", ImVec2(0, avail.y), false);
    draw_preview(app, q, ImGui::GetContentRegionAvail().x);
    ImGui::EndChild();
}

}  // namespace arbiter::ui
