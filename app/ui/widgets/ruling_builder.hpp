// The ruling builder: outcome (one), penalties, corrections and articles (any number), each
// picked from the lists in RulingChoices. Articles, which can be many, get a filter box.
#pragma once

#include <string>

#include "app/core/ui_strings.hpp"
#include "app/ui/widgets/ruling_builder_view.hpp"

namespace arbiter::ui {

// Adds `index` to `picked` when absent, removes it when present (keeping the picking order).
void toggle_pick(std::vector<int>& picked, int index);

struct RulingBuilderResult {
    bool changed = false;    // the draft was edited this frame
    bool submitted = false;  // the candidate pressed "submit" (only possible when complete)
};

// `filter` keeps the article filter's text between frames (the caller owns it).
RulingBuilderResult draw_ruling_builder(const RulingChoices& choices, RulingDraft& draft, std::string& filter,
                                        const UiStrings& strings, float width);

}  // namespace arbiter::ui
