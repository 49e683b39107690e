// Reads question-bank YAML (docs/question-format.md) into Questions. Every problem in a file is
// reported with file:line:column and reading goes on; an item with any problem is left out, the
// rest of the file still loads, and one broken file never stops the others.
// Checks that need the whole bank (duplicate ids and prompts, known document ids) are in
// question_checks.hpp.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app/core/content/question.hpp"
#include "app/core/content_error.hpp"

namespace arbiter::content {

struct QuestionLoad {
    std::vector<Question> questions;
    ContentErrors errors;
};

// `file` is the name used in messages and in Question::location.
QuestionLoad parse_question_file(const std::string& yaml_text, const std::string& file);
QuestionLoad load_question_file(const std::filesystem::path& path, const std::string& display_name);

// Every *.yaml under `bank_dir` (recursively, in path order) except files that hold other kinds
// of data (sources.yaml; certification facts, whose top-level keys are grades / player_levels /
// facts). Certification quiz items may therefore sit in question_bank/certification/ beside the
// facts. Names in messages are relative to `display_base` (e.g. the content root) when possible.
QuestionLoad load_question_directory(const std::filesystem::path& bank_dir,
                                     const std::filesystem::path& display_base = {});

// True for a YAML text that is not a question file but another kind of bank content (a source
// catalogue or certification facts), judged by its top-level keys.
bool holds_other_content(const std::string& yaml_text);

// The name a file is shown by: relative to `base` when under it, else as given.
std::string display_path(const std::filesystem::path& path, const std::filesystem::path& base);

}  // namespace arbiter::content
