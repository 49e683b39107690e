// State the screens keep between frames (what is selected, the answer being built, the exam in
// progress). Held by TrainerApp; plain data, so tests can look inside.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/core/content/scenario.hpp"
#include "app/core/training/drills/countout_drill.hpp"
#include "app/core/training/exams/exam_session.hpp"
#include "app/core/training/drills/intervention_drill.hpp"
#include "app/core/training/drills/pairing_exercise.hpp"
#include "app/core/training/answers/practice_grading.hpp"
#include "app/core/training/review/review_session.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_review.hpp"
#include "app/ui/data/question_draft.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "app/ui/widgets/ruling_builder_view.hpp"

namespace arbiter::ui {

using SteadyTime = std::chrono::steady_clock::time_point;

// A question being answered (quiz, review, exam): the response so far and, once checked, the grade.
struct QuestionCardState {
    std::string item_id;
    training::QuestionResponse response;
    std::string number_text;  // numeric items: what was typed
    std::optional<training::Feedback> result;
    SteadyTime shown_at{};
};

// A scenario being replayed and answered (practice, exam; screens/scenario_card.hpp).
struct ScenarioCardState {
    std::string scenario_id;  // the scenario on screen
    int current = -1;         // timeline position (-1: the starting position)
    bool playing = false;
    SteadyTime last_step{};
    std::vector<std::size_t> shown;  // the options' order on screen (option_order.hpp); empty: as written
    int picked_option = -1;          // the option's own index
    RulingDraft draft;               // the ruling built from its parts
    std::string article_filter;
    training::RulingMenu menu;  // for scenario_id in the menu's language
    int menu_language = -1;
    // The options above the board (answer_before_board), decided for this width, height and
    // language: a scrollbar that appears with the feedback does not turn the layout over.
    std::optional<bool> answer_first;
    float layout_width = 0, layout_room = 0;
    int layout_language = -1;
};

struct PracticeState {
    // The list's filters besides the sport (TrainerData::sport_filter): time control (-1 any, else a
    // content::TimeControlClass), rule set (empty: any) and search text (id or title).
    int time_control = -1;
    std::string rule_set;
    std::string search;
    ScenarioCardState card;   // card.scenario_id empty: the first of the list
    bool build_mode = false;  // build the ruling from parts instead of picking an option
    std::optional<training::Feedback> result;
    bool review_mode = false;             // opened from the review screen: recorded as a review
    bool scroll_list_to_current = false;  // opened from elsewhere: show it in the list once
    bool scroll_to_submit = false;        // an option was picked: bring the submit button into view
    bool scroll_to_feedback = false;
    bool scroll_to_top = true;  // a scenario just opened: it starts at its title, not where the last one was
    SteadyTime shown_at{};
};

struct QuizState {
    std::string topic;  // empty: any topic
    int level = -1;     // index into content::kAllLevels; -1 any
    QuestionCardState card;
    int answered = 0, correct = 0;  // this sitting
    bool review_mode = false;
};

// One item of a submitted exam read back for the report (training::review_answer): made once per
// report and language, because it reads the session from the store and grades every answer.
struct ReportItemReview {
    std::optional<training::AnswerReview> review;  // none: withdrawn from the content, or `error`
    std::string error;                             // the stored answer could not be read
};

struct ExamUiState {
    std::string blueprint_id;
    std::unique_ptr<training::ExamSession> session;
    std::vector<QuestionCardState> cards;           // one per position (used by questions)
    std::vector<ScenarioCardState> scenario_cards;  // one per position (used by scenarios)
    std::optional<training::ExamReport> report;
    std::int64_t reviews_session = -1;  // the report `reviews` were made for
    Language reviews_language = Language::ZhHans;
    std::vector<ReportItemReview> reviews;  // by the report's item_results
    std::string error;
    SteadyTime last_checkpoint{};
};

// What every timed drill's run keeps: the presses since its start and, once it ends, the score and
// whether it reached the store. `Score` is the drill's own (training/drills/).
template <class Score>
struct TimedDrillRun {
    bool running = false;
    std::int64_t started_at = 0;        // on the app's DrillClock (drill_clock.hpp)
    std::vector<std::int64_t> presses;  // the drill's times of the presses (its own meaning below)
    std::optional<Score> score;         // once the run has ended
    bool saved = false;                 // the result is in the store
    std::string save_error;             // why it is not

    // A new run from `now`: the last one's presses, score and save state are gone.
    void begin(std::int64_t now) {
        running = true;
        started_at = now;
        presses.clear();
        score.reset();
        saved = false;
        save_error.clear();
    }
};

// The count-out drill's tab (screens/countout_tab.cpp): the setup chosen, then one run of it.
// Presses are ms from the start of the move.
struct CountoutRunState : TimedDrillRun<training::CountoutScore> {
    std::string setup_id;                          // chosen in the list; empty: the first
    std::optional<training::CountoutSetup> setup;  // the drill running or just finished
    std::uint64_t draws = 0;                       // random setups drawn in this run of the program
};

// The intervention drill's tab (screens/intervention_tab.cpp): a scenario chosen, replayed in real
// time while the candidate presses "stop the clock", then ruled as in practice. Presses are game
// times.
struct InterventionRunState : TimedDrillRun<training::InterventionScore> {
    std::string scenario_id;                           // chosen in the list; empty: the first drill
    int game_filter = -1;                              // 0 all, 1 Go, 2 chess; -1: the profile's sport, at first sight
    int speed = 1;                                     // ×1, ×2, ×4 (×1 in an exam)
    std::optional<training::InterventionDrill> drill;  // the drill running or just finished
    ScenarioCardState card;                            // the ruling given afterwards
    std::optional<training::Feedback> ruling;
    std::chrono::steady_clock::time_point ruling_shown{};
};

// The drill screen (screens/drill_screen.cpp): one tab per timed drill. A drill that adds a tab
// adds its run state here next to the count-out's.
struct DrillState {
    int tab = -1;            // -1: not chosen yet (the --tab option, else the first)
    bool select_tab = true;  // select `tab` once, then let the user choose
    CountoutRunState countout;
    InterventionRunState intervention;
};

// One tab of the pairing screen (screens/pairing_screen.cpp): the round shown, the boards typed,
// and once graded the engine's verdict and whether the store took it.
struct PairingRunState {
    std::optional<training::PairingExercise> exercise;  // made on first draw, then by Next
    std::array<char, 512> typed{};                      // "1-4 5-2 3 bye" as the candidate types it
    std::string read_problem;                           // why the typed boards could not be read
    std::vector<tournament::swiss::CandidateBoard> given;
    std::optional<tournament::swiss::PairingGrade> grade;
    bool saved = false;
    std::string save_error;
    bool scroll_to_result = false;  // once, the frame after Check
};

// The pairing screen: a Swiss round by the Dutch system, or a round of the Berger tables.
struct PairingScreenState {
    int tab = -1;  // -1: not chosen yet (the --tab option "swiss" or "round-robin", else Swiss)
    bool select_tab = true;
    bool authored_loaded = false;
    std::vector<content::AuthoredPairingDrill> authored;  // question_bank/pairing-drills/
    std::uint64_t taken = 0;  // pairing drills in the store when the screen first opened, plus those done here
    PairingRunState swiss;
    PairingRunState round_robin;
};

// The review screen: the mistakes list, and today's review session when one runs
// (review_screen.cpp draws it; training::ReviewSession keeps the place and the tally).
struct ReviewState {
    int selected = 0;
    std::optional<training::ReviewSession> session;
    QuestionCardState card;           // the current item when it is a question
    ScenarioCardState scenario_card;  // the current item when it is a scenario
    std::optional<training::Feedback> scenario_result;
    SteadyTime shown_at{};
    std::optional<store::TimePoint> next_due;  // worked out once the session is over
};

struct PlannerState {
    int current_grade = 0;  // index into the grade list (0 = none yet)
    float years_held = 1;
    int events = 2;
    int age = 25;
    int player_level = 0;  // 0 = none
};

// One field of the scenario form as typed: the file's key ("by", "move", "starts_at") and its text
// ("black", "E6", "1:30:00"; a list as "a, b"). The engine's field specs give each key its widget
// and its YAML type (scenario_form.hpp).
struct FormField {
    std::string name;
    std::string text;
};

struct EditorEvent {
    std::string at = "0:00:00";  // game time, H:MM:SS
    int type = 0;                // index into the event schema's list (rules::event_specs())
    std::vector<FormField> fields;
};

// The instructor's question being written (question_editor.cpp); like a scenario, its YAML is
// read back through the real question loader every change, and previewed as the candidate sees it.
// Where an editor saves its file: the path field, which follows the id (…/scenarios/<id>.yaml)
// until the author types a path of their own (editor_parts.hpp, follow_id), and the last save's
// message.
struct SaveTarget {
    std::string path;
    std::string automatic;  // the path the id gave last frame; `path` still equal to it follows the id
    std::string message;
};

struct QuestionEditorState {
    bool opened = false;
    QuestionDraft draft;
    std::string loaded_from;          // the question id loaded for editing
    std::string open_filter;          // narrows the "open" list
    bool select_language_tab = true;  // open the text tab of the interface language first
    // Derived each change:
    std::string yaml;
    std::string parsed_yaml;
    std::vector<std::string> problems;              // in the interface language (problem_line)
    Language problems_language = Language::ZhHans;  // read again when the language changes
    std::optional<content::Question> parsed;
    QuestionCardState preview;  // the preview answered as a candidate would
    SaveTarget save;
};

// The instructor's scenario being written (editor_screen.cpp); turned into YAML every frame and
// read back through the real scenario loader, so what is shown is what would be saved.
struct EditorState {
    int kind = 0;  // what is being written: 0 a scenario, 1 a question of the bank
    QuestionEditorState question;
    bool opened = false;  // the first frame of the editor: the font atlas is widened
    std::string id = "my-scenario";
    int game = 0;  // 0 Go, 1 chess
    std::string rule_set = "cn-go-1988";
    int time_control = 0;  // standard, rapid, blitz
    int difficulty = 2;
    bool levels[5] = {true, true, false, false, false};
    std::string topics = "ko";
    std::string articles = "20.1";  // of the rule set's document, comma-separated
    // Sources in other documents (a reference, the seed …), kept as read: document, article.
    std::vector<std::pair<std::string, std::string>> other_sources;
    int to_move = 0;          // 0 black, 1 white
    int position_format = 0;  // go: diagram, sgf; chess: fen, pgn
    std::string position;
    std::string import_path;
    std::vector<FormField> clock;  // the `clock:` map's fields; none: no clock in the scenario
    std::vector<EditorEvent> events;
    // The multiple-choice options (each a ruling; exactly one must equal the engine's) and whether
    // the candidate may also build the ruling from parts.
    std::vector<content::ScenarioOption> options;
    bool build = true;
    // What the file holds that the form does not edit (rule-set options, facts, history, `expect:`,
    // a cue waiver …), as YAML kept as read and written back as it was: opening and saving a
    // scenario never drops a part of it. `kept_incident` is under `incident:`.
    std::string kept_top, kept_incident;
    int editing_option = -1;  // the option in the ruling builder; options.size(): a new one
    training::RulingDraft option_draft;
    std::string option_filter;         // the builder's article filter
    bool select_language_tab = true;   // open the text tab of the interface language first
    std::array<std::string, 3> title;  // zh-Hans, zh-Hant, en
    std::array<std::string, 3> prompt;
    char piece = 'P';  // chess: what a click on the board puts there
    int timeline_current = -1;
    // Derived each frame:
    std::string yaml;
    std::vector<std::string> problems;              // in the interface language (problem_line)
    Language problems_language = Language::ZhHans;  // read again when the language changes
    std::vector<std::string> ruling;
    std::optional<rules::Answer> engine_answer;  // the engine's ruling, to add as an option
    std::string explanation;
    SaveTarget save;
    std::string loaded_from;  // the scenario id loaded for editing
    std::string parsed_yaml;  // the text `parsed` was read from (parse again only on change)
    std::optional<content::Scenario> parsed;
};

struct SettingsState {
    std::string new_profile;
    // The sport and grade being chosen: in the first-start welcome, and in the settings form (filled
    // from the profile `form_profile` when it is shown for it).
    std::string welcome_sport, welcome_grade;
    std::string sport, grade;
    std::int64_t form_profile = -1;
    std::string sport_error;
};

}  // namespace arbiter::ui
