// The scenario form's clock and event fields as proper widgets (not YAML typed by hand): each
// field drawn by the type the engine's spec gives it — a time field with its format, a player as
// two choices, a word from its list, a flag as a check box — with a line under it, in the
// interface language, when what is typed cannot be read. Optional fields are added from a list and
// removed with ×; a field the spec does not know (from a draft, or kept over a change of event
// type) is shown as it is, so nothing typed is lost.
#pragma once

#include <span>
#include <vector>

#include "app/ui/screens/screen_state.hpp"
#include "engine/rules/event_schema.hpp"

namespace arbiter::ui {

class TrainerApp;

// `target` names the fields for keyboard focus and scripts: "<target>.<field name>".
void draw_form_fields(TrainerApp& app, std::vector<FormField>& fields, std::span<const rules::FieldSpec> specs,
                      const std::string& target);

}  // namespace arbiter::ui
