// The trainer's state shared by every screen: language, strings, current screen.
// It draws one frame at a time; the platform window (platform_window.cpp) owns GLFW, GL and the loop.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "app/core/content_error.hpp"
#include "app/core/ui_strings.hpp"
#include "engine/core/language.hpp"

namespace arbiter::ui {

struct TrainerOptions {
    Language language = Language::ZhHans;
    std::string screen = "home";
    std::string database_path;  // empty: the default in the user's data directory
    std::string content_root;   // empty: see arbiter::content_root()
    float font_size = 20.0f;
};

class TrainerApp {
public:
    explicit TrainerApp(TrainerOptions options);

    // Loads the UI strings. Problems are reported but never stop the program.
    void load(ContentErrors& errors);

    // Every text the next frames may draw, for building the font atlas and checking its coverage.
    std::vector<std::string_view> texts_for_font() const;

    void draw_frame();

    Language language() const { return options_.language; }
    float font_size() const { return options_.font_size; }
    // True once after the language or font size changed: the font atlas must be rebuilt.
    bool take_font_rebuild_request();
    // True while something moves on screen (a running clock); the loop then redraws a few
    // times a second instead of sleeping until the next input event.
    bool animating() const { return false; }
    std::string window_title() const;
    static const std::vector<std::string>& screen_names();

    const UiStrings& strings() const { return strings_; }
    void set_language(Language language);

private:
    TrainerOptions options_;
    ContentErrors load_errors_;
    UiStrings strings_;
    bool font_rebuild_requested_ = false;
};

}  // namespace arbiter::ui
