// arbiter-trainer: the desktop program. Options are documented in `arbiter-trainer --help`.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/core/build_info.hpp"
#include "app/core/paths.hpp"
#include "app/ui/font_atlas.hpp"
#include "app/ui/platform_window.hpp"
#include "app/ui/trainer_app.hpp"

namespace {

void print_help() {
    std::printf(
        "%s %s — %s\n\n"
        "Usage: arbiter-trainer [options]\n"
        "  --lang zh-Hans|zh-Hant|en   interface language (default zh-Hans)\n"
        "  --screen NAME               screen to open first\n"
        "  --db FILE                   training database (default %s)\n"
        "  --content-root DIR          folder holding assets/, scenarios/, question_bank/\n"
        "  --font-size PX              text size in pixels (default 20)\n"
        "  --screenshot FILE           render, write the window as a PNG and exit\n"
        "  --frames N                  frames to render before the screenshot (default 3)\n"
        "  --size WxH                  window size (default 1280x800)\n"
        "  --check-glyphs              check that every UI character has a glyph, in every language\n"
        "  --version, --help\n",
        arbiter::build_info::kProductNameEn, arbiter::build_info::kVersion, arbiter::build_info::kProductNameZh,
        arbiter::default_database_path().c_str());
}

// --check-glyphs: builds the atlas of every language from its strings (no window needed) and
// proves each character has a glyph in Noto Sans CJK. Exit 3 names the missing characters.
int check_glyphs_of_every_language(const arbiter::ui::TrainerOptions& base) {
    using namespace arbiter;
    int status = 0;
    for (Language language : kAllLanguages) {
        ui::TrainerOptions options = base;
        options.language = language;
        ui::TrainerApp app(options);
        ContentErrors errors;
        app.load(errors);
        for (const auto& e : errors) std::fprintf(stderr, "arbiter-trainer: %s\n", e.to_string().c_str());
        ImGui::CreateContext();
        const auto texts = app.texts_for_font();
        const auto atlas = ui::build_font_atlas(language, texts, app.font_size());
        const auto missing = ui::missing_glyphs(*ImGui::GetIO().Fonts->Fonts[0], texts);
        ImGui::DestroyContext();
        std::printf("%s: %s face %d, %zu distinct characters, %zu without a glyph\n",
                    std::string(language_tag(language)).c_str(), atlas.font_file.c_str(), atlas.face_index,
                    atlas.distinct_characters, missing.size());
        for (auto c : missing) std::printf("  missing U+%04X\n", c);
        if (!atlas.loaded_cjk_font || !missing.empty() || !errors.empty()) status = arbiter::ui::kExitMissingGlyphs;
    }
    return status;
}

[[noreturn]] void usage_error(const std::string& message) {
    std::fprintf(stderr, "arbiter-trainer: %s (see --help)\n", message.c_str());
    std::exit(arbiter::ui::kExitUsage);
}

}  // namespace

int main(int argc, char** argv) {
    using namespace arbiter;
    ui::TrainerOptions options;
    ui::WindowOptions window;
    bool check_glyphs = false;
    std::vector<std::string> args(argv + 1, argv + argc);
    auto next = [&](std::size_t& i) -> const std::string& {
        if (i + 1 >= args.size()) usage_error(args[i] + " needs a value");
        return args[++i];
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--help" || a == "-h") {
            print_help();
            return 0;
        } else if (a == "--version") {
            std::printf("arbiter-trainer %s\n", build_info::kVersion);
            return 0;
        } else if (a == "--check-glyphs") {
            check_glyphs = true;
        } else if (a == "--lang") {
            auto language = parse_language_tag(next(i));
            if (!language) usage_error("unknown language '" + args[i] + "' (zh-Hans, zh-Hant or en)");
            options.language = *language;
        } else if (a == "--screen") {
            options.screen = next(i);
            const auto& names = ui::TrainerApp::screen_names();
            if (std::find(names.begin(), names.end(), options.screen) == names.end()) {
                std::string known;
                for (const auto& n : names) known += " " + n;
                usage_error("unknown screen '" + options.screen + "'; screens:" + known);
            }
        } else if (a == "--db") {
            options.database_path = next(i);
        } else if (a == "--content-root") {
            options.content_root = next(i);
        } else if (a == "--font-size") {
            options.font_size = std::strtof(next(i).c_str(), nullptr);
            if (options.font_size < 10 || options.font_size > 48) usage_error("--font-size must be 10..48");
        } else if (a == "--screenshot") {
            window.screenshot_path = next(i);
        } else if (a == "--frames") {
            window.frames = std::atoi(next(i).c_str());
            if (window.frames < 1) usage_error("--frames must be at least 1");
        } else if (a == "--size") {
            if (std::sscanf(next(i).c_str(), "%dx%d", &window.width, &window.height) != 2 || window.width < 320 ||
                window.height < 240)
                usage_error("--size needs WxH, at least 320x240");
        } else {
            usage_error("unknown option '" + a + "'");
        }
    }

    if (check_glyphs) return check_glyphs_of_every_language(options);

    if (window.screenshot_path.empty()) {
        // Keep ImGui's window layout with the user's settings, never in the working directory.
        std::error_code ignored;
        std::filesystem::create_directories(user_config_dir(), ignored);
        window.ini_path = (user_config_dir() / "imgui.ini").string();
    }

    ui::TrainerApp app(options);
    ContentErrors errors;
    app.load(errors);
    for (const auto& e : errors) std::fprintf(stderr, "arbiter-trainer: %s\n", e.to_string().c_str());
    return ui::run_window(app, window);
}
