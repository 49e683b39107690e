// Where things live on disk: the user's data and config directories (XDG) and the content root.
#pragma once

#include <filesystem>
#include <string>

namespace arbiter {

// $XDG_DATA_HOME/arbiter-trainer, default ~/.local/share/arbiter-trainer. Not created here.
std::filesystem::path user_data_dir();
// $XDG_CONFIG_HOME/arbiter-trainer, default ~/.config/arbiter-trainer. Not created here.
std::filesystem::path user_config_dir();
// $XDG_CACHE_HOME/arbiter-trainer, default ~/.cache/arbiter-trainer: what can be rebuilt (the
// trainer's font atlases). Not created here.
std::filesystem::path user_cache_dir();
// The default database file: user_data_dir()/trainer.db.
std::filesystem::path default_database_path();

// The folder holding assets/, scenarios/ and question_bank/.
// Order: the explicit override (from --content-root), $ARBITER_CONTENT_ROOT, the source tree
// the program was built from.
std::filesystem::path content_root(const std::string& override_path = {});
// The interface strings (assets/lang) for a content root: its own when it has them, else the
// program's (a content pack of questions alone still gets a terminal in words, not keys).
std::filesystem::path interface_strings_dir(const std::filesystem::path& root);

}  // namespace arbiter
