// Rulings and answers in the interface language, for the practice screen's options, the ruling
// builder's menus and the feedback: citations with the document's and the article's titles, and
// the parts of a ruling as a referee would say them (engine/rules/ruling_text.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app/core/content/scenario.hpp"
#include "app/ui/widgets/ruling_builder_view.hpp"
#include "engine/core/citation.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/grading.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::ui {

// Whether a citation names its article's title too. Practice shows it (the candidate learns what
// each article says); a mock exam does not, as the title of the cited article can give the
// answer away ("5.1.1 (checkmate ends the game)" beside "the game continues"), and the terminal
// never does.
enum class ArticleTitles { Shown, Hidden };

// "《中国围棋竞赛规则》第 20.1 条（劫）" / "FIDE Laws of Chess, art. 6.9 (…)".
std::string citation_label(const Citation& citation, Language language, ArticleTitles titles = ArticleTitles::Shown);
// The document a scenario's articles belong to (its rule set's document).
std::string scenario_document(const content::Scenario& scenario);

// The menus of "build the ruling" for one scenario, with the values behind each label.
struct RulingMenu {
    RulingChoices choices;  // labels in the interface language
    std::vector<rules::Outcome> outcomes;
    std::vector<rules::AnswerPenalty> penalties;
    std::vector<rules::CorrectionKind> corrections;
    std::vector<std::string> articles;
};
RulingMenu ruling_menu(const content::Scenario& scenario, Language language);
rules::Answer answer_from_draft(const RulingMenu& menu, const RulingDraft& draft);

// An answer (an option, or what the candidate built) as lines: outcome; penalties; corrections;
// articles.
std::vector<std::string> answer_lines(const rules::Answer& answer, const std::string& document, Language language,
                                      ArticleTitles titles = ArticleTitles::Shown);
// The engine's ruling as lines, each part with its citations.
std::vector<std::string> ruling_lines(const rules::Ruling& ruling, Language language);
// One option of a multiple-choice scenario as one line (its text when the author wrote one).
std::string option_label(const content::ScenarioOption& option, const std::string& document, Language language,
                         ArticleTitles titles = ArticleTitles::Shown);
// The name of a graded part ("outcome" -> "结果").
std::string part_label(std::string_view part, Language language);

}  // namespace arbiter::ui
