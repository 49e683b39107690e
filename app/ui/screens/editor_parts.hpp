// Pieces both editors draw (the scenario editor in editor_screen.cpp, the question editor in
// question_editor.cpp): a labelled form row, the save button with its file, the verdict of the
// live validation, and the generated YAML.
#pragma once

#include <string>
#include <vector>

namespace arbiter::ui {

class TrainerApp;

// The label of `key`, then the next widget at x = `label_width`, as wide as the form.
void editor_form_row(TrainerApp& app, const char* key, float label_width);

// The path field and "save YAML" (disabled while there are problems); writes `yaml` to the path,
// making its folders, and shows what happened below. Targets: `path_target`, `save_target`.
void editor_save_bar(TrainerApp& app, std::string& path, const std::string& yaml, bool valid, std::string& message,
                     const std::string& path_target, const std::string& save_target);

// "The file is valid" in green, or the problems (file:line:column: message) in red, `width` wide.
void editor_validation(TrainerApp& app, const std::vector<std::string>& problems, float width);

// The YAML as it would be saved, read-only, under a collapsing header.
void editor_yaml_view(TrainerApp& app, std::string& yaml);

}  // namespace arbiter::ui
