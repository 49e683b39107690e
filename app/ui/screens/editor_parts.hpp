// Pieces both editors draw (the scenario editor in editor_screen.cpp, the question editor in
// question_editor.cpp): a labelled form row, the save button with its file, the verdict of the
// live validation, and the generated YAML.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "app/ui/screens/screen_state.hpp"

namespace arbiter::ui {

class TrainerApp;

// The label of `key`, then the next widget at x = `label_width`, as wide as the form.
void editor_form_row(TrainerApp& app, const char* key, float label_width);

// Points `target` at `folder`/<id>.yaml while the author has not chosen a path of their own.
void follow_id(SaveTarget& target, const std::filesystem::path& folder, const std::string& id);

// The folder drafts are kept in: <user data>/drafts/<kind> ("scenarios", "question_bank"). A
// draft may have problems, so it is kept apart from the folders the trainer loads content from.
std::filesystem::path drafts_dir(const char* kind);

// The path field and "save YAML" (disabled while there are problems); writes `yaml` to the path,
// making its folders, and shows what happened below. While there are problems, "save as draft"
// writes the same text to drafts_dir(kind)/<file name of the path> instead: unfinished work is
// never lost, and never lands where the library would load it. Targets: `path_target`,
// `save_target`, and `save_target` + "_draft".
void editor_save_bar(TrainerApp& app, SaveTarget& target, const std::string& yaml, bool valid, const char* kind,
                     const std::string& path_target, const std::string& save_target);

// The drafts kept for `kind`, newest first, for an "open" list.
std::vector<std::filesystem::path> saved_drafts(const char* kind);

// "The file is valid" in green, or the problems (file:line:column: message) in red, `width` wide.
void editor_validation(TrainerApp& app, const std::vector<std::string>& problems, float width);

// The YAML as it would be saved, read-only, under a collapsing header.
void editor_yaml_view(TrainerApp& app, std::string& yaml);

}  // namespace arbiter::ui
