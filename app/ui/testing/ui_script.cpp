#include "app/ui/testing/ui_script.hpp"

#include "app/core/training/sport_profile.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "app/core/settings.hpp"
#include "app/ui/keyboard/shortcuts.hpp"
#include "app/ui/trainer_app.hpp"
#include "engine/core/number_text.hpp"

namespace arbiter::ui {

std::optional<UiScript> UiScript::load(const std::filesystem::path& file, std::string& error) {
    std::ifstream stream(file);
    if (!stream) {
        error = file.string() + ": cannot open the script";
        return std::nullopt;
    }
    std::stringstream text;
    text << stream.rdbuf();
    return parse(text.str(), file.string(), error);
}

std::optional<UiScript> UiScript::parse(const std::string& text, const std::string& name, std::string& error) {
    UiScript script;
    script.name_ = name;
    std::istringstream lines(text);
    std::string line;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        if (auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        std::istringstream words(line);
        Step step;
        step.line = number;
        if (!(words >> step.command)) continue;
        for (std::string word; words >> word;) step.args.push_back(word);
        const auto bad = [&](const std::string& message) {
            error = name + ":" + std::to_string(number) + ": " + message;
            return std::nullopt;
        };
        const std::size_t n = step.args.size();
        if (step.command == "type") {
            if (n != 1) return bad("type takes one word of text");
        } else if (step.command == "click-first") {
            if (n < 1) return bad("click-first needs one or more targets");
        } else if (step.command == "click" || step.command == "screenshot" || step.command == "wait") {
            if (n != 1) return bad(step.command + " takes one argument");
            if (step.command == "wait" && parse_whole_number<int>(step.args[0]).value_or(0) < 1) return bad("wait needs a number of frames");
        } else if (step.command == "first-start" || step.command == "check-layout") {
            if (n != 0) return bad(step.command + " takes no argument");
        } else if (step.command == "open") {
            if (n != 1) return bad("open takes a screen name");
        } else if (step.command == "font-size") {
            if (n != 1 || parse_whole_number<int>(step.args[0]).value_or(0) < 8) return bad("font-size needs a size in pixels");
        } else if (step.command == "window-size") {
            if (n != 2 || parse_whole_number<int>(step.args[0]).value_or(0) < 200 || parse_whole_number<int>(step.args[1]).value_or(0) < 200)
                return bad("window-size needs a width and a height in pixels");
        } else if (step.command == "advance") {
            if (n != 1 || parse_whole_number<long long>(step.args[0]).value_or(0) < 1) return bad("advance needs a number of milliseconds");
        } else if (step.command == "wait-for") {
            if (n < 2 || (step.args[0] != "text" && step.args[0] != "target") || (step.args[0] == "target" && n != 2))
                return bad("wait-for takes: text WORDS… | target TARGET");
        } else if (step.command == "key") {
            if (n != 1 || !parse_key_chord(step.args[0])) return bad("key needs a chord such as ctrl+3");
        } else if (step.command == "expect") {
            if (n < 2) return bad("expect needs what and a value");
            const std::string& what = step.args[0];
            const bool known = what == "screen" || what == "language" || what == "theme" || what == "font-size" ||
                               what == "target" || what == "focus" || what == "exam-sport" || what == "profile-sport" || what == "text" ||
                               (what == "saved" && n == 3);
            if (!known || (what != "saved" && what != "text" && n != 2)) return bad("unknown expectation '" + what + "'");
        } else {
            return bad("unknown command '" + step.command + "'");
        }
        script.steps_.push_back(std::move(step));
    }
    return script;
}

void UiScript::fail(const Step& step, const std::string& message) {
    failed_ = true;
    failure_ = name_ + ":" + std::to_string(step.line) + ": " + message;
}

namespace {
// `sport` when a mock exam is open and all its items belong to it; else what is wrong.
std::string exam_sport(const TrainerApp& app, const std::string& sport) {
    const auto& session = app.exam().session;
    if (!session) return "(no exam open)";
    for (int pos = 0; pos < session->size(); ++pos) {
        const std::string& id = session->item(pos).item_id;
        const training::PracticeItem* item = app.data().item(id);
        if (!item) return "(item " + id + " is not in the content)";
        if (!training::item_in_sport(item->games, sport)) return "(item " + std::to_string(pos + 1) + " " + id + " is not " + sport + ")";
    }
    return session->size() > 0 ? sport : "(an empty exam)";
}
}  // namespace

namespace {
// The words of a step from `first` on, joined by one space: the text `expect text` looks for.
std::string joined_words(const std::vector<std::string>& args, std::size_t first) {
    return first < args.size() ? join_text(std::span(args).subspan(first), " ") : std::string();
}

// What the screen noted, for a failure's message.
std::string noted_summary(const std::vector<std::string>& shown) {
    std::string all;
    for (const auto& t : shown) all += (all.empty() ? "" : " | ") + t.substr(0, 80);
    return all.empty() ? "none" : all;
}

// The named target that has the keyboard focus (ImGui's nav id), or what has it instead.
std::string focused_target(const TrainerApp& app) {
    const ImGuiID focused = ImGui::GetCurrentContext()->NavId;
    if (focused == 0) return "(nothing)";
    for (const auto& [name, target] : app.targets())
        if (target.id == focused) return name;
    return "(an unnamed control)";
}
}  // namespace

void UiScript::next_step() {
    ++step_;
    phase_ = 0;
}

void UiScript::inject(ImGuiIO& io, TrainerApp& app) {
    if (finished() || warm_up_frames_ > 0) return;
    const Step& step = steps_[step_];
    if (step.command == "click" || step.command == "click-first") {
        // The target is looked up again before the press: the hover frame may have moved it (a
        // panel scrolled to a button just enabled, a popup placed after its first, hidden frame).
        if (phase_ <= 1) {
            // click-first: the first of its targets drawn in this frame (an item whose kind the
            // script cannot know in advance: a choice, true/false ...).
            auto it = app.targets().end();
            for (const auto& name : step.args)
                if ((it = app.targets().find(name)) != app.targets().end()) break;
            if (it == app.targets().end()) {
                fail(step, "no target named '" + step.args[0] + "'" + (step.args.size() > 1 ? " (or the others)" : "") + " on the screen");
                return;
            }
            // A row scrolled out of its list would take the click of whatever is drawn there. Checked
            // on the press: on the hover frame a popup is still hidden and a panel still scrolling.
            if (phase_ == 1 && !it->second.visible) {
                fail(step, "the target '" + it->first + "' is outside the visible part of its window (scroll to it or narrow the list first)");
                return;
            }
            const ImVec2 c = it->second.centre();
            mouse_x_ = c.x;
            mouse_y_ = c.y;
            have_mouse_ = true;
        }
        io.MouseDown[0] = phase_ == 1;  // frame 0 hover, 1 press, 2 release
    } else if (step.command == "advance") {
        // Before the frame, so the frame that follows already draws (and measures) the new time.
        if (phase_ == 0) app.drill_clock().advance(*parse_whole_number<long long>(step.args[0]));  // checked when loaded
    } else if (step.command == "first-start") {
        if (phase_ == 0) app.start_first_profile();
    } else if (step.command == "open") {
        if (phase_ == 0) {
            app.open_screen(step.args[0]);
            mouse_x_ = mouse_y_ = -1e9f;  // no hover tooltip left over from the last click
            have_mouse_ = true;
        }
    } else if (step.command == "font-size") {
        if (phase_ == 0) app.set_font_size(static_cast<float>(*parse_whole_number<int>(step.args[0])));
    } else if (step.command == "window-size") {
        if (phase_ == 0) window_size_ = {*parse_whole_number<int>(step.args[0]), *parse_whole_number<int>(step.args[1])};
    } else if (step.command == "type") {
        if (phase_ == 0) io.AddInputCharactersUTF8(step.args[0].c_str());  // into the field with the keyboard focus
    } else if (step.command == "key") {
        const KeyChord chord = *parse_key_chord(step.args[0]);
        const bool down = phase_ == 0;
        io.KeysDown[chord.key] = down;
        io.KeyCtrl = down && chord.ctrl;
        io.KeyShift = down && chord.shift;
    }
    if (have_mouse_) io.MousePos = ImVec2(mouse_x_, mouse_y_);
}

void UiScript::after_frame(const TrainerApp& app) {
    if (warm_up_frames_ > 0) {
        --warm_up_frames_;
        return;
    }
    if (finished()) return;
    const Step& step = steps_[step_];
    ++phase_;
    if (step.command == "click" || step.command == "click-first" || step.command == "key") {
        if (phase_ >= 3) next_step();  // press, release, then one frame for the result to show
    } else if (step.command == "type") {
        if (phase_ >= 2) next_step();
    } else if (step.command == "advance") {
        next_step();
    } else if (step.command == "first-start") {
        if (phase_ >= 2) next_step();  // one frame for the welcome to be drawn and its targets noted
    } else if (step.command == "open") {
        if (phase_ >= 2) next_step();
        else if (phase_ == 1 && app.screen() != step.args[0]) fail(step, "no screen named '" + step.args[0] + "'");
    } else if (step.command == "font-size" || step.command == "window-size") {
        if (phase_ >= 4) next_step();  // the atlas rebuilt or the window resized, then laid out again
    } else if (step.command == "check-layout") {
        if (phase_ == 2) layout_check_ = true;  // this frame, after ImGui::Render (report_layout)
        if (phase_ >= 3) next_step();
    } else if (step.command == "wait") {
        if (phase_ >= *parse_whole_number<int>(step.args[0])) next_step();  // checked when loaded
    } else if (step.command == "wait-for") {
        // A worker thread's result (the centre's server answering): frames go on until the text
        // shows, up to a wall-clock limit, since how many frames that takes is the machine's.
        if (phase_ == 1) wait_started_ = std::chrono::steady_clock::now();
        const bool timed_out = std::chrono::steady_clock::now() - wait_started_ > std::chrono::seconds(kWaitForSeconds);
        if (step.args[0] == "target") {
            // A control that appears once a worker's result is in (content reloaded after the
            // background sync installed a pack).
            if (app.targets().count(step.args[1]) > 0) next_step();
            else if (timed_out)
                fail(step, "no target '" + step.args[1] + "' within " + std::to_string(kWaitForSeconds) + " s");
        } else {
            const std::string text = joined_words(step.args, 1);
            const auto& shown = app.shown_texts();
            if (std::any_of(shown.begin(), shown.end(), [&](const std::string& t) { return t.find(text) != std::string::npos; }))
                next_step();
            else if (timed_out)
                fail(step, "no text containing '" + text + "' within " + std::to_string(kWaitForSeconds) + " s (noted: " +
                               noted_summary(shown) + ")");
        }
    } else if (step.command == "screenshot") {
        if (phase_ == 2) screenshot_ = step.args[0];  // two frames settle layout first
        if (phase_ >= 3) next_step();
    } else if (step.command == "expect") {
        const std::string& what = step.args[0];
        const std::string& want = step.args[1];
        std::string found;
        if (what == "screen") found = app.screen();
        else if (what == "language") found = std::string(language_tag(app.language()));
        else if (what == "theme") found = std::string(theme_name(app.theme()));
        else if (what == "font-size") found = std::to_string(static_cast<int>(std::lround(app.font_size())));
        else if (what == "target") found = app.targets().count(want) ? want : "(none)";
        else if (what == "focus") found = focused_target(app);
        else if (what == "profile-sport") found = app.data().profile().sport.empty() ? "none" : app.data().profile().sport;
        else if (what == "exam-sport") found = exam_sport(app, want);
        if (what == "text") {
            // The rest of the line (words joined by one space) inside a text the screen noted
            // this frame (TrainerApp::note_text): what the candidate sees, not only that it runs.
            const std::string text = joined_words(step.args, 1);
            const auto& shown = app.shown_texts();
            const bool seen = std::any_of(shown.begin(), shown.end(), [&](const std::string& t) { return t.find(text) != std::string::npos; });
            if (!seen) fail(step, "no text on the screen contains '" + text + "' (noted: " + noted_summary(shown) + ")");
        } else if (what == "saved") {
            ContentErrors errors;
            const Settings saved = load_settings(app.settings_file(), errors);
            const std::string& value = step.args[2];
            if (want == "language") found = std::string(language_tag(saved.language));
            else if (want == "theme") found = std::string(theme_name(saved.theme));
            else if (want == "screen") found = saved.screen;
            else if (want == "font_size") found = std::to_string(static_cast<int>(std::lround(saved.font_size)));
            if (app.settings_file().empty()) found = "(no settings file)";
            if (found != value) fail(step, "the settings file has " + want + " '" + found + "', expected '" + value + "'");
        } else if (found != want) {
            fail(step, "expected " + what + " '" + want + "', found '" + found + "'");
        }
        next_step();
    }
}

std::optional<std::pair<int, int>> UiScript::take_window_size_request() {
    auto request = window_size_;
    window_size_.reset();
    return request;
}

bool UiScript::take_layout_check_request() {
    const bool wanted = layout_check_;
    layout_check_ = false;
    return wanted;
}

void UiScript::report_layout(const std::vector<std::string>& problems, const std::string& screen) {
    if (problems.empty() || finished()) return;
    std::string list;
    for (std::size_t i = 0; i < problems.size() && i < 20; ++i) list += "\n    " + problems[i];
    if (problems.size() > 20) list += "\n    … and " + std::to_string(problems.size() - 20) + " more";
    const std::string message = std::to_string(problems.size()) + " text(s) overlapping or cut on the " + screen + " screen:" + list;
    // ARBITER_LAYOUT_KEEP_GOING=1 lists every screen's problems in one run instead of stopping at
    // the first (for whoever is fixing them; the tests never set it).
    if (const char* keep = std::getenv("ARBITER_LAYOUT_KEEP_GOING"); keep && *keep == '1') {
        std::fprintf(stderr, "arbiter-trainer: %s:%d: %s\n", name_.c_str(), steps_[step_].line, message.c_str());
        return;
    }
    fail(steps_[step_], message);
}

std::optional<std::string> UiScript::take_screenshot_request() {
    auto request = std::move(screenshot_);
    screenshot_.reset();
    return request;
}

}  // namespace arbiter::ui
