// The interface strings of the terminal's commands that open no training database (drill, calc,
// adjudicate, planner …): the --lang language's assets/lang file, from --content-root when the
// command takes it (interface_strings_dir falls back to the program's own strings).
#pragma once

#include "app/cli/arguments.hpp"
#include "app/core/ui_strings.hpp"
#include "engine/core/language.hpp"

namespace arbiter::cli {

// --lang (default zh-Hans); an unknown tag is a UsageError.
Language language_option(const Arguments& args);

// Loads the strings of the --lang language once, from the content root given by `root_option`
// (--content-root; `drill list` calls it --content). A missing or broken file leaves the keys shown
// as they are, never stops the command.
UiStrings load_strings(const Arguments& args, const std::string& root_option = "--content-root");

}  // namespace arbiter::cli
