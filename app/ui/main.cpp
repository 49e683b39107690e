// arbiter-trainer: the desktop program. Options are documented in `arbiter-trainer --help`.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#ifdef __GLIBC__
#include <malloc.h>  // mallopt
#endif
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/core/build_info.hpp"
#include "app/core/paths.hpp"
#include "app/core/settings.hpp"
#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/window/gl_driver_preload.hpp"
#include "app/ui/window/startup_heap.hpp"
#include "app/ui/window/platform_window.hpp"
#include "app/ui/trainer_app.hpp"
#include "engine/core/number_text.hpp"

namespace {

std::string screen_list() {
    std::string list;
    for (const auto& name : arbiter::ui::TrainerApp::screen_names()) list += (list.empty() ? "" : ", ") + name;
    return list;
}

void print_help() {
    std::printf(
        "%s %s — %s\n\n"
        "Usage: arbiter-trainer [options]\n"
        "  --lang zh-Hans|zh-Hant|en   interface language (default: the saved setting, else zh-Hans)\n"
        "  --screen NAME               screen to open first: %s\n"
        "  --tab NAME                  tab to open first on screens with tabs (gallery: go, chess, ruling)\n"
        "  --theme light|dark          colour theme\n"
        "  --settings FILE             settings file (default %s)\n"
        "  --db FILE                   training database (default %s)\n"
        "  --exam-seed N               draw mock exams with this seed (reproducible, for tests)\n"
        "  --background-sync           sync with the class's centre in a script run too (tests)\n"
        "  --content-root DIR          folder holding assets/, scenarios/, question_bank/\n"
        "  --font-size PX              text size in pixels, 14..32 (default 20)\n"
        "  --screenshot FILE           render, write the window as a PNG and exit\n"
        "  --frames N                  frames to render before the screenshot (default 3)\n"
        "  --script FILE               run a UI test script (see app/ui/testing/ui_script.hpp) and exit\n"
        "  --size WxH                  window size (default 1280x800)\n"
        "  --check-glyphs              check that every UI character has a glyph, in every language\n"
        "  --report-timing             print when the first frame was on screen, and where the time went\n"
        "  --no-atlas-cache            rasterise the fonts, neither reading nor writing the atlas cache (%s)\n"
        "  --version, --help\n",
        arbiter::build_info::kProductNameEn, arbiter::build_info::kVersion, arbiter::build_info::kProductNameZh,
        screen_list().c_str(), arbiter::settings_file_path().c_str(), arbiter::default_database_path().c_str(),
        arbiter::user_cache_dir().c_str());
}

// --check-glyphs: builds the atlas of every language from its strings (no window needed) and
// proves each character has a glyph in Noto Sans CJK. Exit 3 names the missing characters.
int check_glyphs_of_every_language(const arbiter::ui::TrainerOptions& base) {
    using namespace arbiter;
    int status = 0;
    for (Language language : kAllLanguages) {
        ui::TrainerOptions options = base;
        options.settings.language = language;
        options.content_only = true;  // fonts only: no training database is opened
        ui::TrainerApp app(options);
        ContentErrors errors;
        app.load(errors);
        for (const auto& e : errors) std::fprintf(stderr, "arbiter-trainer: %s\n", e.to_string().c_str());
        ImGui::CreateContext();
        const auto texts = app.texts_for_font();
        const auto atlas = ui::build_font_atlas(*ImGui::GetIO().Fonts, language, texts, app.font_size());
        const auto missing = ui::missing_glyphs(*ImGui::GetIO().Fonts->Fonts[0], texts);
        // (counted before the context and its fonts are destroyed)
        // The chess figures come from their own font (DejaVu Sans): all twelve must be there.
        std::size_t figures = 0;
        if (const ImFont* pieces = ui::ui_fonts().pieces)
            for (ImWchar c = 0x2654; c <= 0x265F; ++c) figures += pieces->FindGlyphNoFallback(c) != nullptr;
        ImGui::DestroyContext();
        std::printf("%s: %s face %d, %zu distinct characters, %zu without a glyph\n",
                    std::string(language_tag(language)).c_str(), atlas.font_file.c_str(), atlas.face_index,
                    atlas.distinct_characters, missing.size());
        for (auto c : missing) std::printf("  missing U+%04X\n", c);
        std::printf("  chess figures from %s: %zu of 12\n", ui::chess_font_path().c_str(), figures);
        if (figures != 12) status = arbiter::ui::kExitMissingGlyphs;
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
#ifdef __GLIBC__
    // One malloc arena, not one per thread: the content is loaded on a worker thread and would
    // otherwise live in an arena of its own, whose freed blocks malloc_trim returns only in part.
    // Resident memory at idle (tests/bench/trainer_bench.sh): 117.4 MiB with one arena, 117.6–121.6
    // with two, 121.5 with the default. The worker starts after the first frame (TrainerApp::
    // start_background_load), when the UI thread mostly sleeps, so they seldom wait for each other.
    mallopt(M_ARENA_MAX, 1);
#endif
    ui::TrainerOptions options;
    ui::WindowOptions window;  // its `started` is now: the timing covers everything below
    bool check_glyphs = false;
    // Command-line choices override the saved settings for this run (and are saved if changed later).
    std::optional<Language> language;
    std::optional<std::string> screen;
    std::optional<float> font_size;
    std::optional<Theme> theme;
    std::optional<std::filesystem::path> settings_file;
    bool force_background_sync = false;
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
        } else if (a == "--report-timing") {
            window.report_timing = true;
        } else if (a == "--no-atlas-cache") {
            window.atlas_cache_dir.clear();
        } else if (a == "--check-glyphs") {
            check_glyphs = true;
        } else if (a == "--lang") {
            language = parse_language_tag(next(i));
            if (!language) usage_error("unknown language '" + args[i] + "' (zh-Hans, zh-Hant or en)");
        } else if (a == "--screen") {
            screen = next(i);
            const auto& names = ui::TrainerApp::screen_names();
            if (std::find(names.begin(), names.end(), *screen) == names.end())
                usage_error("unknown screen '" + *screen + "'; screens: " + screen_list());
        } else if (a == "--tab") {
            options.tab = next(i);
        } else if (a == "--theme") {
            theme = parse_theme_name(next(i));
            if (!theme) usage_error("unknown theme '" + args[i] + "' (light or dark)");
        } else if (a == "--settings") {
            settings_file = next(i);
        } else if (a == "--script") {
            window.script_path = next(i);
        } else if (a == "--background-sync") {
            force_background_sync = true;
        } else if (a == "--exam-seed") {
            options.exam_seed = parse_whole_number<std::uint64_t>(next(i));
            if (!options.exam_seed) usage_error("--exam-seed must be a whole number");
        } else if (a == "--db") {
            options.database_path = next(i);
        } else if (a == "--content-root") {
            options.content_root = next(i);
        } else if (a == "--font-size") {
            font_size = static_cast<float>(parse_decimal(next(i)).value_or(0));
            if (!(*font_size >= Settings::kMinFontSize && *font_size <= Settings::kMaxFontSize))
                usage_error("--font-size must be 14..32");
        } else if (a == "--screenshot") {
            window.screenshot_path = next(i);
        } else if (a == "--frames") {
            window.frames = parse_whole_number<int>(next(i)).value_or(0);
            if (window.frames < 1) usage_error("--frames must be at least 1");
        } else if (a == "--size") {
            if (std::sscanf(next(i).c_str(), "%dx%d", &window.width, &window.height) != 2 || window.width < 320 ||
                window.height < 240)
                usage_error("--size needs WxH, at least 320x240");
        } else {
            usage_error("unknown option '" + a + "'");
        }
    }

    // From here on a window will open (but for --check-glyphs): its GL driver starts loading now,
    // beside the settings, strings and GLFW's display connection (gl_driver_preload.hpp).
    // The heap the way to the first frame will use is faulted in on a worker first, before the
    // preload's thread allocates (startup_heap.hpp); --help, a usage error or --check-glyphs
    // never get here or need no window, so they pay for neither.
    std::optional<ui::StartupHeap> startup_heap;
    std::optional<ui::GlDriverPreload> gl_driver;
    if (!check_glyphs) {
        window.startup_heap = &startup_heap.emplace();
        window.gl_driver = &gl_driver.emplace();
    }

    // Screenshots and scripts start from the defaults, so their pictures do not depend on who
    // runs them; they save settings only to a file named with --settings.
    const bool unattended = !window.screenshot_path.empty() || !window.script_path.empty();
    if (settings_file) {
        options.settings_file = *settings_file;
    } else if (!unattended && !check_glyphs) {
        options.settings_file = settings_file_path();
    }
    if (!options.settings_file.empty() && (!unattended || std::filesystem::exists(options.settings_file))) {
        ContentErrors errors;
        options.settings = load_settings(options.settings_file, errors);
        for (const auto& e : errors) std::fprintf(stderr, "arbiter-trainer: %s\n", e.to_string().c_str());
    }
    if (language) options.settings.language = *language;
    if (screen) options.settings.screen = *screen;
    if (font_size) options.settings.font_size = *font_size;
    if (theme) options.settings.theme = *theme;

    if (check_glyphs) return check_glyphs_of_every_language(options);

    if (!unattended) {
        // Keep ImGui's window layout with the user's settings, never in the working directory.
        std::error_code ignored;
        std::filesystem::create_directories(user_config_dir(), ignored);
        window.ini_path = (user_config_dir() / "imgui.ini").string();
    }

    // Screenshots without a database show a sample profile in a temporary file, never the
    // user's own history (and never an empty one).
    options.sample_data = unattended && options.database_path.empty();
    options.load_in_background = !unattended;
    options.random_option_order = !unattended;
    // An unattended run (screenshot, script) has nobody to answer the first-start welcome: it is
    // shown only when a script asks for it (`first-start`), docs/ui.md § Sport and grade.
    options.welcome = !unattended;
    options.background_sync = !unattended || force_background_sync;
    options.virtual_drill_clock = !window.script_path.empty();  // scripts move it with `advance MS`
    ui::TrainerApp app(options);
    ContentErrors errors;
    app.load(errors);
    for (const auto& e : errors) std::fprintf(stderr, "arbiter-trainer: %s\n", e.to_string().c_str());
    return ui::run_window(app, window);
}
