// What the instructor's screen (screens/instructor_screen.cpp) keeps between frames: the
// connection string being typed, the reader that talks to the centre on its own thread, the
// class chosen, which view is open and the last export. Held by TrainerApp.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "app/ui/data/centre_reader.hpp"
#include "app/ui/data/class_heat_map.hpp"

namespace arbiter::ui {

struct InstructorState {
    bool started = false;           // the saved connection was read (and used) on the first frame
    std::string conninfo;           // as typed
    bool edit_connection = false;   // the field shown again after connecting ("change")
    std::optional<CentreFailure> refused;  // the typed string was refused before sending (password)
    std::string class_code;         // the class chosen; its report is what the views show
    int view = 0;                   // 0 roster, 1 heat map, 2 exams, 3 scheduled exams
    bool select_view = false;       // make `view` the selected tab in the next frame
    HeatAxis axis = HeatAxis::Articles;
    std::optional<HeatMap> heat_map;  // made from the reader's report for `axis` (empty: remake)
    int exam = -1;                  // the exam row whose topic breakdown is shown
    int scheduled = 0;              // the scheduled exam shown (index in the report's `scheduled`)
    int scheduled_row = -1;         // its result whose topic breakdown is shown
    std::string export_path;        // empty: the default file in the user's data folder
    // The last export: the file and how many results, or why not; worded when drawn, so a change
    // of language rewords it.
    std::string exported_to;
    std::size_t exported_results = 0;
    std::string export_error;
    CentreReader reader;
};

}  // namespace arbiter::ui
