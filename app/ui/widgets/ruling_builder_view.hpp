// The ruling builder: the candidate assembles a ruling from parts — outcome, penalties,
// corrections, articles — picked from lists the trainer core passes in (already in the interface
// language). Grading compares the draft with the engine's ruling part by part; not here.
#pragma once

#include <string>
#include <vector>

namespace arbiter::ui {

struct RulingChoices {
    std::vector<std::string> outcomes;     // one is chosen: "对局继续", "黑胜", "和棋" ...
    std::vector<std::string> penalties;    // any number: "黑方警告一次", "白方加 2 分钟" ...
    std::vector<std::string> corrections;  // any number: "恢复原局面", "将棋子放回原处" ...
    std::vector<std::string> articles;     // any number: "《中国围棋竞赛规则》第 14 条" ...
};

struct RulingDraft {
    int outcome = -1;                // index into outcomes; -1: not chosen yet
    std::vector<int> penalties;      // indices, in the order picked
    std::vector<int> corrections;
    std::vector<int> articles;
    bool complete() const { return outcome >= 0 && !articles.empty(); }
};

}  // namespace arbiter::ui
