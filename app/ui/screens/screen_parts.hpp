// Small pieces several screens share: a section heading and a link to another screen.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "app/core/training/answers/answer_review.hpp"

namespace arbiter::ui {

class TrainerApp;

// A heading in the title font.
void section_title(const char* text);
// A button that opens screen `name` (and, for the gallery, tab `tab`); registered as target
// "link.<name>" for scripted tests.
void screen_link(TrainerApp& app, const char* label, std::string_view name, int tab = -1);
// "Found {n} files in {path}." from the census, for a content folder.
void content_found_line(TrainerApp& app, const char* key, std::size_t count, const std::string& path);
// When the training database could not be opened (a damaged or foreign file, a newer version):
// says so with the store's message and what to do, and returns true; the screen then draws nothing
// else. False when the store is open.
bool draw_store_unavailable(TrainerApp& app);
// The five level check boxes (三级 … 国际棋联), wrapping onto a new line at x = `indent` when
// the next would not fit (English labels are long).
void level_checkboxes(TrainerApp& app, bool (&levels)[5], float indent);
// What names an item in a list: a scenario's title or a question's prompt, in the interface
// language, its first line only, cut to about `max_bytes` at a character boundary ("…" marks a
// cut); the id when the item is gone from the content.
std::string item_summary(TrainerApp& app, const std::string& id, std::size_t max_bytes = 150);
// After an answer: how an option reads ("√ 正确，你选了", "○ 正确，你漏选了", "× 错误，你选了")
// in its colour — words and a symbol, never colour alone. Nothing for an option neither right nor
// chosen. Noted for scripts (TrainerApp::note_text) as "<letter> <mark>".
void draw_option_mark(TrainerApp& app, training::OptionMark mark, const std::string& letter);

}  // namespace arbiter::ui
