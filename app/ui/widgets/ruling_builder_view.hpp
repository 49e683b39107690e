// The ruling builder: the candidate assembles a ruling from parts — outcome, penalties,
// corrections, articles — picked from lists the trainer core passes in (already in the interface
// language). Grading compares the draft with the engine's ruling part by part; not here.
#pragma once

#include "app/core/training/answers/ruling_menu.hpp"

namespace arbiter::ui {

// The menus and the picks are the training core's (training/answers/ruling_menu.hpp).
using training::RulingChoices;
using training::RulingDraft;

}  // namespace arbiter::ui
