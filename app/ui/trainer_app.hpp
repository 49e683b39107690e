// The trainer's state shared by every screen: settings (language, text size, theme), strings,
// the current screen, and per-screen state. It draws one frame at a time; the platform window
// (platform_window.cpp) owns GLFW, GL and the loop.
#pragma once

#include <imgui.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <future>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/content_error.hpp"
#include "app/core/settings.hpp"
#include "app/core/ui_strings.hpp"
#include "app/ui/content_census.hpp"
#include "app/ui/data/trainer_data.hpp"
#include "app/ui/drill_clock.hpp"
#include "app/ui/screens/gallery_screen.hpp"
#include "app/ui/screens/instructor_state.hpp"
#include "app/ui/screens/screen_state.hpp"
#include "app/ui/keyboard/tab_order.hpp"
#include "engine/core/language.hpp"

namespace arbiter::ui {

struct TrainerOptions {
    Settings settings;                   // language, text size, theme, first screen
    std::filesystem::path settings_file; // where changes are saved; empty: never saved (tests, screenshots)
    std::string database_path;           // empty: the default in the user's data directory
    std::string content_root;            // empty: see arbiter::content_root()
    std::string tab;                     // screens with tabs (gallery): the tab to open first
    std::optional<std::uint64_t> exam_seed;  // --exam-seed: the same exam every time (tests)
    bool load_in_background = false;     // interactive runs: the window appears while content loads
    bool content_only = false;           // load the content but open no database (--check-glyphs)
    bool sample_data = false;            // no --db in screenshot mode: a temporary sample profile
    bool virtual_drill_clock = false;    // --script: drills measure time on a clock the script moves
    // Interactive runs shuffle options anew each time an item is shown; tests, scripts and
    // screenshots draw the orders from a fixed sequence, so every run sees the same screen.
    bool random_option_order = false;
    // The first-start welcome (sport and grade) for a profile with none: interactive runs only,
    // or after a script's `first-start`.
    bool welcome = false;
    // Interactive runs: a worker sends answers to the training centre and fetches the class's
    // schedule and packs (centre::BackgroundSync), waking the window when its state changes.
    // Unattended runs (screenshots, scripts) make no connection, unless --background-sync (tests).
    bool background_sync = false;
};

// A rectangle on screen that scripted UI tests can click by name ("nav.practice", "lang.en").
struct UiTarget {
    ImVec2 min, max;
    unsigned id = 0;  // ImGui's item id, to tell which control has the keyboard focus (0: not an item)
    bool visible = true;  // some of it inside its window's visible part (a scrolled-away row is not)
    ImVec2 centre() const { return ImVec2((min.x + max.x) / 2, (min.y + max.y) / 2); }
};

class TrainerApp {
public:
    explicit TrainerApp(TrainerOptions options);

    // Loads the UI strings. Problems are reported but never stop the program. With
    // load_in_background the content is read only once start_background_load() is called.
    void load(ContentErrors& errors);
    // Starts reading the content on a worker (load_in_background; once). The window calls it once
    // its first frame is on screen: started before, the worker's allocations, page faults and
    // file reads slowed the window's own start by ~75 ms on two cores (docs/ui.md "Start-up").
    void start_background_load();
    // When that worker began reading (--report-timing), once data_ready(); empty when the content
    // was read before the window (screenshots, scripts).
    std::optional<std::chrono::steady_clock::time_point> content_read_began() const { return content_read_began_; }

    // Every text the next frames may draw, for building the font atlas and checking its coverage.
    std::vector<std::string_view> texts_for_font() const;

    void draw_frame();

    const Settings& settings() const { return options_.settings; }
    Language language() const { return options_.settings.language; }
    float font_size() const { return options_.settings.font_size; }
    Theme theme() const { return options_.settings.theme; }
    const std::string& screen() const { return options_.settings.screen; }
    const std::string& initial_tab() const { return options_.tab; }
    const std::optional<std::uint64_t>& exam_seed() const { return options_.exam_seed; }
    // A seed for the order of the next item's options outside an exam (option_order.hpp).
    std::uint64_t next_option_seed();
    const std::filesystem::path& settings_file() const { return options_.settings_file; }
    std::filesystem::path content_root() const;

    void set_language(Language language);
    void set_font_size(float pixels);
    void set_theme(Theme theme);
    // Opens screen `name` (one of screen_names()); unknown names are ignored.
    void open_screen(std::string_view name);

    // True once after the language or font size changed: the font atlas must be rebuilt.
    bool take_font_rebuild_request();
    // True once after the theme or font size changed: the style must be applied again.
    bool take_style_request();
    // True while a font rebuild or style change waits for the next frame. The loop must then draw
    // without waiting for input: a request can come from no input at all (the content finished
    // loading in the background, and its characters must join the atlas now, not at the next
    // mouse move).
    bool has_pending_requests() const { return font_rebuild_requested_ || style_requested_; }
    // True while something moves on screen (a running clock); the loop then redraws a few
    // times a second instead of sleeping until the next input event.
    bool animating() const;
    // A screen whose picture changes by itself asks, in each frame it draws, to be drawn again
    // within `seconds` (a running drill clock: a few hundredths, so its seconds turn on time). The
    // request lasts for that frame only: a screen that stops asking lets the loop sleep again.
    void request_animation(double seconds);
    // How long the loop may wait for input before the next frame while animating().
    double animation_interval() const;
    std::string window_title() const;
    static const std::vector<std::string>& screen_names();

    const UiStrings& strings() const { return strings_; }
    GalleryState& gallery() { return gallery_; }
    TrainerData& data() { return data_; }
    // Starts the centre's background sync when the options ask for it and the data is in.
    void start_background_sync();
    const TrainerData& data() const { return data_; }
    // Switches to a new profile with no sport (`first-start` in a script): the welcome then asks.
    void start_first_profile();
    // False while the content is still loading in the background (interactive start-up only).
    bool data_ready() const { return data_ready_; }
    PracticeState& practice() { return practice_; }
    QuizState& quiz() { return quiz_; }
    ExamUiState& exam() { return exam_; }
    const ExamUiState& exam() const { return exam_; }
    ReviewState& review() { return review_; }
    PlannerState& planner() { return planner_; }
    EditorState& editor() { return editor_; }
    SettingsState& settings_state() { return settings_state_; }
    DrillState& drill() { return drill_; }
    PairingScreenState& pairing() { return pairing_; }
    InstructorState& instructor() { return instructor_; }
    // How a worker thread wakes the loop asleep in glfwWaitEvents when its result is ready
    // (platform_window.cpp sets glfwPostEmptyEvent; headless tests set nothing).
    void set_waker(std::function<void()> wake) {
        waker_ = wake;
        instructor_.reader.set_waker(std::move(wake));
    }
    // Remembers the instructor's connection string and class in the settings file.
    void set_centre(const std::string& conninfo, const std::string& class_code);
    DrillClock& drill_clock() { return drill_clock_; }
    // Text about to be drawn that the font may lack (typed by the user, computed at run time):
    // when a character has no glyph, the text joins the atlas's texts and the atlas is rebuilt
    // before the next frame.
    void ensure_glyphs(std::string_view text);
    // Where the user types free text (editor): the common Chinese characters join the atlas at
    // once, so typing rarely needs a rebuild; ensure_glyphs() catches the rest.
    void widen_font_for_typing();
    // Opens a scenario or question for another try (review screen).
    void retry_item(const std::string& item_id);
    // Starts today's review session over the due queue (training::ReviewSession) on the review
    // screen: the due items one after another, then a summary.
    void start_review();
    // What the content root holds (counted at load()).
    const ContentCensus& census() const { return census_; }

    // Named rectangles of this frame, for scripted input (tests/ui).
    void note_target(std::string name, ImVec2 min, ImVec2 max, unsigned id = 0, bool visible = true) {
        targets_[std::move(name)] = {min, max, id, visible};
    }
    void note_last_item(std::string name);  // the item just drawn, with its id; also a tab stop
    TabOrder& tab_order() { return tab_order_; }
    const std::map<std::string, UiTarget>& targets() const { return targets_; }
    // Text a screen put on screen this frame that a script may check (`expect text`): the review
    // session's place and summary, the exam report's answers. Kept only for the current frame.
    void note_text(std::string text) { shown_texts_.push_back(std::move(text)); }
    const std::vector<std::string>& shown_texts() const { return shown_texts_; }

    // The interface strings' problems at the last load() (the content's are data().errors()).
    const ContentErrors& load_errors() const { return load_errors_; }

    // The last problem saving the settings, shown on the settings screen; empty when fine.
    const std::string& settings_error() const { return settings_error_; }

private:
    void save_settings_now();
    void draw_sidebar(float width, float height);
    void draw_top_bar();

    TrainerOptions options_;
    ContentErrors load_errors_;
    UiStrings strings_;
    bool font_rebuild_requested_ = false;
    bool style_requested_ = false;
    std::string settings_error_;
    std::map<std::string, UiTarget> targets_;
    TabOrder tab_order_;
    std::vector<std::string> shown_texts_;
    GalleryState gallery_;
    TrainerData data_;
    PracticeState practice_;
    QuizState quiz_;
    ExamUiState exam_;
    ReviewState review_;
    PlannerState planner_;
    EditorState editor_;
    SettingsState settings_state_;
    DrillState drill_;
    PairingScreenState pairing_;
    InstructorState instructor_;
    DrillClock drill_clock_;
    std::uint64_t option_seeds_ = 0;  // items shown so far (the fixed sequence of next_option_seed)
    double animation_request_ = 0;  // seconds; 0: no screen asked in the last frame
    void take_loaded_data();
    // A pack the background sync installed: the content is read again on a worker (the start's
    // path, TrainerData::load_content) and swapped in between frames at a safe point.
    void take_reloaded_content();
    // No exam running and no item being answered on screen (practice, quiz, review, drill): what
    // the candidate is in the middle of is never swapped from under them.
    bool at_safe_point() const;
    std::future<void> data_loading_;
    std::optional<std::chrono::steady_clock::time_point> content_read_began_;
    void read_content(const std::filesystem::path& root);  // the database and the content, into data_
    bool sync_start_pending_ = false;  // loaded in load(): the first frame starts the sync
    std::future<LoadedContent> content_reloading_;
    int content_changes_seen_ = 0;  // the sync's count of installs the content already has
    std::function<void()> waker_;   // set_waker's (posts nothing once the window is gone)
    bool data_ready_ = false;
    std::string content_font_characters_;  // every character the content shows, once
    std::vector<std::string> extra_font_texts_;
    bool font_widened_ = false;
    std::set<unsigned int> glyphs_requested_;  // characters ensure_glyphs() already asked for
    ContentCensus census_;
    std::string census_paths_;
    std::string settings_file_text_;  // the census folders as text, for the font atlas
};

}  // namespace arbiter::ui
