// What the incident timeline scrubber draws: the events of a scenario in time order, where the
// replay stands, and which event is the incident the question is about.
#pragma once

#include <string>
#include <vector>

namespace arbiter::ui {

struct TimelineEventView {
    double seconds = 0;   // game time of the event (from the scenario's timeline)
    std::string label;    // short, in the interface language: "34. 黑 Q16", "白方提出和棋"
    bool incident = false;// the event the question asks about (drawn red)
};

struct TimelineView {
    std::vector<TimelineEventView> events;  // in time order
    int current = -1;   // index of the last event applied to the board; -1 = the start position
    bool playing = false;
};

// What the user asked for in this frame. The caller owns the replay and applies it.
struct TimelineAction {
    enum class Kind { None, ToStart, StepBack, Play, Pause, StepForward, ToEnd, Seek, JumpToIncident };
    Kind kind = Kind::None;
    int index = -1;  // Seek and JumpToIncident: the event to show as the current one
};

}  // namespace arbiter::ui
