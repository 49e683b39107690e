// The widget gallery: every widget drawn from example data, clearly labelled as examples, so the
// widgets can be seen (and screenshot-tested) before the screens that use them have real data.
#pragma once

#include <string>

#include "app/ui/widgets/ruling_builder_view.hpp"

namespace arbiter::ui {

struct GalleryState {
    int tab = -1;               // -1: not chosen yet (the --tab option or the first tab)
    bool select_tab = true;     // make `tab` the selected tab in the next frame
    int go_step = -1;           // current event of the Go example's timeline; -1: not set yet
    int chess_step = -1;
    bool playing = false;       // the timeline plays: one event a second
    double last_step_time = 0;  // ImGui time of the last automatic step
    bool chess_flipped = false;
    // The chess example's clock can be started, so a running clock (and the window's redraws
    // while one runs) can be seen: White's time runs down from where the example stands.
    bool clock_running = false;
    double clock_started_at = 0;   // ImGui time when started
    double white_seconds = 61.4;   // White's time when last stopped
    RulingDraft draft;
    std::string article_filter;
};

}  // namespace arbiter::ui
