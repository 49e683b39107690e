// The words of content problems (ContentError with a key): the English `message` the loaders
// write, and the same problem in the interface language for the editors and `arbiter-cli validate`.
// The text of each key is in assets/lang/{zh-Hans,zh-Hant,en}.yaml, between the lines
// "# ---- content problems: begin" and "… end"; docs/language.md lists the problems still English only.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app/core/content_error.hpp"
#include "app/core/ui_strings.hpp"

namespace arbiter {

// A problem with its English message filled in from the key (the text en.yaml gives it).
ContentError content_problem(std::string file, std::size_t line, std::size_t column, std::string key,
                             std::vector<MessageArg> args = {}, std::vector<MessageArg> where = {});

// Writes `message` again from key, args and where (after a loader changed one of them).
void refresh_english(ContentError& problem);

// The English text of a problem key as en.yaml has it; the key itself when en.yaml lacks it.
const std::string& english_problem_text(std::string_view key);
// Every key of the English content problems (for the tests).
std::vector<std::string> english_problem_keys();

// The message in the language of `strings` (a key the strings lack falls back to English);
// problems without a key give their English `message`.
std::string problem_message(const ContentError& problem, const UiStrings& strings);
// "file:line:column: " + problem_message.
std::string problem_line(const ContentError& problem, const UiStrings& strings);

}  // namespace arbiter
