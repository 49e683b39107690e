// The incident timeline scrubber: transport buttons (to start, step back, play/pause, step
// forward, to end, jump to the incident) over a track with one tick per event; the incident is red.
// Clicking or dragging on the track seeks to the nearest event. The caller owns the replay.
#pragma once

#include "app/core/ui_strings.hpp"
#include "app/ui/widgets/timeline_view.hpp"

namespace arbiter::ui {

// Horizontal position (0..1) of event `index` on the track. Events are placed by their time;
// when all share one time (or there is one), evenly.
float timeline_position(const TimelineView& view, int index);
// The event whose tick is nearest to `fraction` (0..1) of the track; -1 when there are none.
int timeline_nearest_event(const TimelineView& view, float fraction);
// The first event marked as the incident; -1 when none is.
int timeline_incident(const TimelineView& view);

TimelineAction draw_timeline(const TimelineView& view, const UiStrings& strings, float width);

}  // namespace arbiter::ui
