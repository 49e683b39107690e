// The notice above every screen when a file could not be loaded: the interface strings, a
// question, scenario, blueprint or certification file of the content root or of an installed
// pack. The trainer keeps running without it (the rest of the content is there), and the notice
// says which file, where and what is wrong, in the interface language, so an instructor who
// dropped a broken file into a centre's content sees why its items are missing.
#pragma once

namespace arbiter::ui {

class TrainerApp;

// One line with the count (a script target `content_problems`: a click shows the list), and
// when opened each problem at file:line:column. Draws nothing when every file loaded.
void draw_content_problems_notice(TrainerApp& app);

}  // namespace arbiter::ui
