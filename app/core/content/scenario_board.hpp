// The board half of checking a scenario: read its start position (FEN, PGN cut at a ply, SGF,
// ASCII diagram) with the chess or Go engine and replay the timeline's board events, so that what
// the author says about the board is what the board says:
//   - a move the author calls legal must be legal, and one marked `legal: false` must be illegal
//     for the stated reason (Go: suicide, ko recapture, occupied; chess: any refusal);
//   - chess: `ends_game` must be the automatic ending the engine finds after the move; claims must
//     be as valid as the engine finds them; an author's "can still mate" must not contradict it
//     (and when the author is silent the engine's answer is filled in, for 6.9 and 5.1.2);
//   - Go: stones found moved, wrongly removed stones, disputed dead stones and sealed points must
//     be where the author says.
// Each problem is reported at the event's line and column, naming the step ("step 7").
#pragma once

#include <yaml-cpp/yaml.h>

#include "app/core/content/question_yaml.hpp"
#include "app/core/content/scenario.hpp"

namespace arbiter::content {

// `incident_node` is the scenario's `incident:` map (for positions in messages). Fills s.start and,
// for chess, missing can-mate facts. Problems inside a `position_file` are reported in that file.
void check_board(Scenario& s, const YAML::Node& incident_node, YamlReader& reader, ContentErrors& errors);

}  // namespace arbiter::content
