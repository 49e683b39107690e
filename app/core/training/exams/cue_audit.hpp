// The cues a test-wise candidate would use instead of knowledge (issue "Exams that measure
// knowledge"): a key that is the single longest option by a clear margin, a scenario key whose
// citations differ in kind from every distractor's or that cites more articles than any of them, a distractor that differs from the key only in
// its citations, two distractors alike but for their articles, a true/false topic far from balanced, a prompt that states the decision it asks
// for or refers to another item. `arbiter-cli validate` fails on every cue that is not waived: an
// item may carry `cue_waiver: "<why>"`, and a waiver on an item without a cue is itself a cue
// (docs/question-format.md, docs/scenario-format.md). `--cues` lists them all.
#pragma once

#include <string>
#include <vector>

#include "app/core/content_error.hpp"
#include "app/core/training/training_content.hpp"

namespace arbiter::training {

struct Cue {
    std::string item_id;    // or the topic area, for a true/false imbalance
    std::string kind;       // key_longest | key_cites_differently | key_cites_most | citations_only_distractor | options_differ_only_in_articles
                            // | true_false_unbalanced | prompt_states_decision | prompt_refers_to_other_item | waiver_unused
    bool waived = false;    // the item's cue_waiver covers it (reported, not an error)
    // The line for the author, keyed (problem.cue.*, assets/lang) with its arguments, so `validate
    // --lang` says it in the author's language (problem_message); no file: a cue is about an item.
    ContentError words;

    // That line in English (for logs, JSON and tests).
    const std::string& detail() const { return words.message; }
};

struct CueAudit {
    std::vector<Cue> cues;
    int single_choice = 0;        // single-choice questions audited
    int key_longest = 0;          // of them, the key the single longest option (any margin, zh-Hans)
    int key_written_first = 0;    // of them, the key written first (the shuffle hides it, the bank should not lean on it)
    int scenarios = 0;            // scenarios with options audited
    int drill_questions = 0;      // of them, timed drills whose "now rule on it" asks these options
    int waivers = 0;              // items carrying a cue_waiver

    // The cues that fail `validate`: every one not waived.
    std::vector<Cue> unwaived() const;
};

// The prompt's own cues, in any one language: it states the arbiter's decision it asks for
// ("the chief arbiter rules a draw; what is the ruling?"), or it leans on another item ("The same
// position, …", "上题", "Continuing: …"). Empty when there is none. For the tests and the audit.
std::string prompt_states_decision(const std::string& text, Language language);
std::string prompt_refers_to_other_item(const std::string& text, Language language);

// A key longer than every distractor by this share and at least kMinLongerBy characters is a cue.
inline constexpr double kClearMargin = 0.2;
inline constexpr std::size_t kMinLongerBy = 4;

CueAudit audit_cues(const TrainingContent& content);

}  // namespace arbiter::training
