// The cues a test-wise candidate would use instead of knowledge (issue "Exams that measure
// knowledge"): a key that is the single longest option by a clear margin, a scenario key whose
// citations differ in kind from every distractor's, a distractor that differs from the key only in
// its citations, a true/false topic far from balanced. `arbiter-cli validate --cues` prints them.
// Today it reports; the shipped bank does not yet pass it (docs/question-format.md).
#pragma once

#include <string>
#include <vector>

#include "app/core/training/training_content.hpp"

namespace arbiter::training {

struct Cue {
    std::string item_id;    // or the topic area, for a true/false imbalance
    std::string kind;       // key_longest | key_cites_differently | citations_only_distractor | true_false_unbalanced
    std::string detail;     // one line for the author
};

struct CueAudit {
    std::vector<Cue> cues;
    int single_choice = 0;        // single-choice questions audited
    int key_longest = 0;          // of them, the key the single longest option (any margin, zh-Hans)
    int key_written_first = 0;    // of them, the key written first (the shuffle hides it, the bank should not lean on it)
    int scenarios = 0;            // scenarios with options audited
};

// A key longer than every distractor by this share and at least kMinLongerBy characters is a cue.
inline constexpr double kClearMargin = 0.2;
inline constexpr std::size_t kMinLongerBy = 4;

CueAudit audit_cues(const TrainingContent& content);

}  // namespace arbiter::training
