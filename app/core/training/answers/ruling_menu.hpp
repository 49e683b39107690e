// The menus of "build the ruling": which outcomes, penalties, corrections and articles a candidate
// picks from for one scenario (the author's `build:` lists, else the words the engine's rulings of
// that game use — engine/rules/ruling_vocabulary.hpp — and every article of the scenario's
// document), their labels in the interface language, and the answer a set of picks makes. The trainer's ruling builder draws the labels; grading sees only
// the answer.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "app/core/content/scenario.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/grading.hpp"

namespace arbiter::training {

struct RulingChoices {
    std::vector<std::string> outcomes;     // one is chosen: "对局继续", "黑方胜", "和棋" ...
    std::vector<std::string> penalties;    // any number: "黑方：警告一次", "白方：对方加时" ...
    // Per penalty: the unit of the amount the candidate must give ("秒", "子"), "" when the kind
    // has none. The amount is typed, never offered, so a menu cannot read "0 seconds added".
    std::vector<std::string> penalty_units;
    std::vector<std::string> corrections;  // any number: "恢复违例前的局面", "棋子放回原处" ...
    std::vector<std::string> articles;     // any number: "《中国围棋竞赛规则》第 14 条" ...
};

// What the candidate picked, as indexes into the menus.
struct RulingDraft {
    int outcome = -1;                // index into outcomes; -1: not chosen yet
    std::vector<int> penalties;      // indices, in the order picked
    std::vector<int> corrections;
    std::vector<int> articles;
    std::map<int, std::int64_t> amounts;  // by penalty index: the seconds or stones typed (> 0)
    bool complete() const { return outcome >= 0 && !articles.empty(); }
    // Every picked penalty that takes an amount (choices.penalty_units) has one.
    bool amounts_given(const RulingChoices& choices) const;
};

struct RulingMenu {
    RulingChoices choices;  // labels in the interface language
    std::vector<rules::Outcome> outcomes;
    std::vector<rules::AnswerPenalty> penalties;
    std::vector<rules::CorrectionKind> corrections;
    std::vector<std::string> articles;
};

RulingMenu ruling_menu(const content::Scenario& scenario, Language language);
// The unit a penalty's amount is counted in ("秒" / "子" / "seconds" / "stones"), "" when none.
std::string amount_unit(rules::PenaltyKind kind, Language language);
// The answer the picks make. What the candidate left empty is a statement too: "no penalty".
rules::Answer answer_from_draft(const RulingMenu& menu, const RulingDraft& draft);
// The picks that make `answer` again (the editor changes an option in the builder): every part the
// menus hold; a part they do not hold is left out.
RulingDraft draft_from_answer(const RulingMenu& menu, const rules::Answer& answer);

}  // namespace arbiter::training
