// Scripted input for UI tests (tests/ui/scripts/*.txt, run with --script FILE): clicks on named
// targets and key chords are injected the way DESIGN §7 measured for ImGui 1.86 — io.MousePos,
// io.MouseDown[] and io.KeysDown[] written after the GLFW backend's NewFrame and before
// ImGui::NewFrame(); a click takes three frames (move, press, release). Expectations check the
// app's state after each step; the first failure stops the script.
//
// Commands, one a line ('#' starts a comment):
//   click TARGET            e.g. click nav.practice, click lang.en (TrainerApp::note_target names)
//   click-first T1 T2 ...   the first of the targets that is on the screen (items of unknown kind)
//   type TEXT               characters into the field that has the keyboard focus (none: ignored)
//   key CHORD               e.g. key ctrl+3, key ctrl+equal, key ctrl+l, key tab, key shift+tab,
//                           key down, key space, key enter
//   wait N                  render N frames
//   advance MS              move the drill clock (drill_clock.hpp) MS milliseconds forward, in one
//                           frame; in a scripted run it moves by nothing else, so `advance 30000`
//                           then `key space` presses exactly 30 s after the drill's start
//   expect screen NAME      the current screen
//   expect language TAG     zh-Hans, zh-Hant or en
//   expect theme NAME       light or dark
//   expect font-size PX
//   expect target TARGET    a target of that name was drawn in the last frame
//   expect focus TARGET     the control of that name has the keyboard focus (Tab, arrows)
//   expect saved KEY VALUE  the settings file holds KEY: VALUE (language, theme, font_size, screen)
//   expect exam-sport S     a mock exam is open and every item of it belongs to sport S (go or
//                           chess: that game's or a general item; sport_profile.hpp)
//   expect profile-sport S  the profile's sport (go, chess, both; "none" for not chosen)
//   first-start             switch to a new profile with no sport (the sample one has Go 三级), so
//                           the first-start welcome shows as for a new candidate
//   expect text WORDS…      a text the screen noted this frame (TrainerApp::note_text) contains WORDS
//   wait-for text WORDS…    render frames until a noted text contains WORDS (a worker thread's
//                           result: the centre's server answering), failing after 30 s
//   wait-for target TARGET  render frames until a target of that name is drawn (content the
//                           background sync installed, taken in), failing after 30 s
//   screenshot FILE         write the window as a PNG
//   open SCREEN             go to a screen directly (a sidebar that scrolls at a small size)
//   font-size PX            the text size, as the settings' slider sets it
//   window-size W H         resize the window (a small laptop: 1024 640)
//   check-layout            fail when a text of this frame overlaps another or is cut at the
//                           side without an ellipsis (layout_audit.hpp)
#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

struct ImGuiIO;

namespace arbiter::ui {

class TrainerApp;

class UiScript {
public:
    // Parses `file`. On a syntax error returns nullopt with "file:line: message" in `error`.
    static std::optional<UiScript> load(const std::filesystem::path& file, std::string& error);
    static std::optional<UiScript> parse(const std::string& text, const std::string& name, std::string& error);

    // Before ImGui::NewFrame(): writes this frame's injected mouse and keys into `io`.
    void inject(ImGuiIO& io, TrainerApp& app);
    // After the frame was drawn: checks expectations and moves on.
    void after_frame(const TrainerApp& app);
    // A screenshot the current step asks for in this frame (taken after rendering).
    std::optional<std::string> take_screenshot_request();
    // A new window size the current step asks for (applied before the next frame).
    std::optional<std::pair<int, int>> take_window_size_request();
    // Whether this frame's draw data is to be audited; the problems found, one line each, go to
    // report_layout, which fails the step when there are any.
    bool take_layout_check_request();
    void report_layout(const std::vector<std::string>& problems, const std::string& screen);

    bool finished() const { return failed_ || step_ >= steps_.size(); }
    bool failed() const { return failed_; }
    const std::string& failure() const { return failure_; }
    std::size_t steps_done() const { return step_; }

private:
    struct Step {
        int line = 0;
        std::string command;  // click, key, wait, expect, screenshot
        std::vector<std::string> args;
    };
    void fail(const Step& step, const std::string& message);
    void next_step();

    std::string name_;
    std::vector<Step> steps_;
    std::size_t step_ = 0;
    int phase_ = 0;  // frames spent in the current step
    int warm_up_frames_ = 2;  // frames drawn before the first step, so layout and targets exist
    float mouse_x_ = -1e9f, mouse_y_ = -1e9f;
    bool have_mouse_ = false;
    std::optional<std::string> screenshot_;
    std::optional<std::pair<int, int>> window_size_;
    bool layout_check_ = false;
    static constexpr int kWaitForSeconds = 30;
    std::chrono::steady_clock::time_point wait_started_{};
    bool failed_ = false;
    std::string failure_;
};

}  // namespace arbiter::ui
