#include "app/ui/screens/screen_registry.hpp"

#include "app/ui/screens/screens.hpp"

namespace arbiter::ui {

const std::vector<ScreenEntry>& screen_entries() {
    // Ctrl+1 .. Ctrl+9 open the first nine, Ctrl+0 the tenth; the gallery, apart at the end, has none.
    static const std::vector<ScreenEntry> entries = {
        {"home", "screen.home", draw_home_screen},
        {"practice", "screen.practice", draw_practice_screen},
        {"quiz", "screen.quiz", draw_quiz_screen},
        {"exam", "screen.exam", draw_exam_screen},
        {"drill", "screen.drill", draw_drill_screen},
        {"review", "screen.review", draw_review_screen},
        {"progress", "screen.progress", draw_progress_screen},
        {"planner", "screen.planner", draw_planner_screen},
        {"editor", "screen.editor", draw_editor_screen},
        {"settings", "screen.settings", draw_settings_screen},
        // The eleventh candidate's screen, without a Ctrl+digit (the pairing drill, issue 33).
        {"pairing", "screen.pairing", draw_pairing_screen},
        // An instructor's, not a candidate's: after the candidate's ten, without a Ctrl+digit.
        {"instructor", "screen.instructor", draw_instructor_screen},
        {"gallery", "screen.gallery", draw_gallery_screen},
    };
    return entries;
}

const ScreenEntry* find_screen(std::string_view name) {
    for (const auto& entry : screen_entries())
        if (name == entry.name) return &entry;
    return nullptr;
}

}  // namespace arbiter::ui
