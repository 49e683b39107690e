// The scenario editor's form as data (EditorState in screen_state.hpp): the templates a new
// scenario starts from, a library scenario or a saved draft read into it, the file it makes, the
// clicks that set up the start position, and the event a new timeline row starts as. Drawing it is
// editor_screen.cpp's and scenario_form_fields.cpp's; the file is read back by the real loader.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/core/content/scenario.hpp"
#include "app/ui/screens/screen_state.hpp"
#include "app/ui/widgets/go_board_view.hpp"
#include "engine/core/language.hpp"
#include "engine/rules/event_schema.hpp"

namespace arbiter::ui {

// Every event type the engine knows, in its order (rules::event_specs()); EditorEvent::type indexes
// it, so a new engine event needs no edit here.
const std::vector<const char*>& event_type_names();
const rules::EventSpec& event_spec_of(const EditorEvent& event);

// A new scenario: an immediate ko recapture on a 9×9 board, or a mate with the flag about to fall.
void new_go_scenario(EditorState& e);
void new_chess_scenario(EditorState& e);
// A scenario of the library, to edit (its start position as a diagram or FEN).
void load_scenario_into(EditorState& e, const content::Scenario& scenario);
// A saved draft (a file the form made, perhaps with problems): every field that reads is filled,
// the rest keep the blank form's values. Returns what could not be read ("" when all could).
std::string load_draft_into(EditorState& e, const std::string& yaml_text, const std::string& file);

// The form as a scenario file for the loader to read.
std::string form_yaml(const EditorState& e);

// A clock field's or an event field's spec by its key; nullptr for a key the engine does not know.
const rules::FieldSpec* clock_field_spec(const std::string& name);

// The row "Add an event" appends: a legal move by the player having the move after the timeline
// so far (the first legal move in the engine's order), five seconds after the last event. It loads
// and replays as it is: the author changes it from there. `parsed` is the form read back (none
// while the form has problems: then the side to move of the form, and an empty move).
EditorEvent suggested_next_event(const EditorState& e, const content::Scenario* parsed);

// The start position edited by a click: Go empty → black → white → empty; chess the chosen piece
// put on the square (or taken off when it is already there).
void edit_go_point(EditorState& e, GoPoint point);
void edit_chess_square(EditorState& e, int square);
// Chess: who has the move is the FEN's; the form's choice (0 Black, 1 White) is written there.
void set_chess_side_to_move(EditorState& e, int side);

}  // namespace arbiter::ui
