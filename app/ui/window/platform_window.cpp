#include "app/ui/window/platform_window.hpp"

#include <imgui.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <GLFW/glfw3.h>  // also brings GL/gl.h for the few GL 1.x calls below

#include <algorithm>
#include <atomic>
#include <cfloat>
#include <chrono>
#include <future>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <cstdlib>
#include <optional>
#if defined(__linux__)
#include <unistd.h>  // sysconf
#endif
#ifdef __GLIBC__
#include <malloc.h>  // malloc_trim
#endif

#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/fonts/font_texture.hpp"
#include "app/ui/window/gl_driver_preload.hpp"
#include "app/ui/window/startup_heap.hpp"
#include "app/ui/testing/layout_audit.hpp"
#include "app/ui/testing/screenshot.hpp"
#include "app/ui/window/theme.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/testing/ui_script.hpp"

namespace arbiter::ui {
namespace {

// How long ago the process was started (exec), from /proc/self/stat's start time, which counts in
// clock ticks (10 ms here); 0 where that is not available.
double process_age_ms() {
#if defined(__linux__)
    std::FILE* file = std::fopen("/proc/self/stat", "r");
    if (!file) return 0;
    char text[1024] = {};
    const std::size_t read = std::fread(text, 1, sizeof text - 1, file);
    std::fclose(file);
    // Field 22 (starttime); the command name (field 2) is in parentheses and may hold spaces.
    const char* p = std::strrchr(text, ')');
    if (!p || read == 0) return 0;
    int field = 2;
    unsigned long long start_ticks = 0;
    for (++p; *p && field < 22; ++p)
        if (*p == ' ') {
            ++field;
            if (field == 22) start_ticks = std::strtoull(p + 1, nullptr, 10);
        }
    timespec boot{};
    if (start_ticks == 0 || clock_gettime(CLOCK_BOOTTIME, &boot) != 0) return 0;
    const double ticks_per_second = static_cast<double>(sysconf(_SC_CLK_TCK));
    return (static_cast<double>(boot.tv_sec) + boot.tv_nsec / 1e9 - static_cast<double>(start_ticks) / ticks_per_second) * 1000.0;
#else
    return 0;
#endif
}

// Where the time to the first frame goes (--report-timing, docs/ui.md "Start-up"): each mark is
// the time since the program started when that step was done.
struct StartupMarks {
    using Clock = std::chrono::steady_clock;
    Clock::time_point started;
    double window_requested = 0;  // main's work before the window: settings, strings, arguments
    double display_open = 0;      // glfwInit: the X connection
    double window_open = 0;       // the window and its GL context
    double atlas_ready = 0;       // waited for the worker's atlas (0 wait when it was done first)
    double atlas_build_ms = 0;    // how long the worker took to build it (or read it)
    bool atlas_from_cache = false;
    double gl_objects = 0;        // ImGui context, backend shader and buffers
    double gl_ready = 0;          // the font upload
    double first_drawn = 0;       // the first frame laid out and rendered
    double on_screen = 0;         // swapped and finished

    double now() const { return std::chrono::duration<double, std::milli>(Clock::now() - started).count(); }
    void print() const {
        const double since_exec = process_age_ms();
        if (since_exec > 0)
            std::fprintf(stderr, "arbiter-trainer: %.0f ms after the process started (in 10 ms steps: the dynamic loader and "
                                 "static initialisers before main included)\n", since_exec);
        std::fprintf(stderr,
                     "arbiter-trainer: first frame on screen %.0f ms after start\n"
                     "  before the window %.0f ms · display %.0f ms · window and GL context %.0f ms · "
                     "waiting for the atlas %.0f ms (%s in %.0f ms on a worker) · GL objects %.0f ms · font upload %.0f ms · "
                     "first draw %.0f ms · swap %.0f ms\n",
                     on_screen, window_requested, display_open - window_requested, window_open - display_open,
                     atlas_ready - window_open, atlas_from_cache ? "read from the cache" : "built", atlas_build_ms,
                     gl_objects - atlas_ready, gl_ready - gl_objects, first_drawn - gl_ready, on_screen - first_drawn);
    }
};

void on_glfw_error(int code, const char* description) {
    std::fprintf(stderr, "arbiter-trainer: GLFW error %d: %s\n", code, description);
}

// The window and its GL 3.3 context, made through EGL where there is one, else through GLX.
// GLFW's GLX path reads 14 attributes of every framebuffer configuration the X server offers,
// twice, and each glXGetFBConfigAttrib costs libglvnd's fork check (a getpid system call) and
// Mesa's linear search of the configurations: ~11,000 calls and 60–90 ms under Xvfb's ~400
// configurations. The EGL path chooses among Mesa's few EGL configurations; the first frame came
// 55 ms sooner (docs/ui.md "Start-up"). ARBITER_GL_API=glx keeps GLX, for comparisons.
GLFWwindow* open_gl_window(int width, int height, const char* title) {
    const char* api = std::getenv("ARBITER_GL_API");
    if (!api || std::strcmp(api, "glx") != 0) {
        glfwWindowHint(GLFW_CONTEXT_CREATION_API, GLFW_EGL_CONTEXT_API);
        glfwSetErrorCallback(nullptr);  // a machine without EGL is not an error: GLX follows
        GLFWwindow* window = glfwCreateWindow(width, height, title, nullptr, nullptr);
        glfwSetErrorCallback(on_glfw_error);
        if (window) return window;
    }
    glfwWindowHint(GLFW_CONTEXT_CREATION_API, GLFW_NATIVE_CONTEXT_API);
    return glfwCreateWindow(width, height, title, nullptr, nullptr);
}

// Says what the new atlas lacks (a missing font file; in screenshot and script mode, every
// character without a glyph). Returns the number of characters without a glyph.
std::size_t check_fonts(const FontAtlasResult& built, const ImFontAtlas& atlas, const std::vector<std::string_view>& texts,
                        bool report) {
    if (!built.loaded_cjk_font)
        std::fprintf(stderr, "arbiter-trainer: %s not found; Chinese text cannot be shown (install fonts-noto-cjk)\n",
                     built.font_file.c_str());
    if (!built.loaded_piece_font)
        std::fprintf(stderr, "arbiter-trainer: %s not found; chess pieces are drawn as discs (install fonts-dejavu-core)\n",
                     chess_font_path().c_str());
    const auto missing = missing_glyphs(*atlas.Fonts[0], texts);
    if (report) {
        std::fprintf(stderr, "arbiter-trainer: font %s face %d, %zu distinct characters, %zu without a glyph\n",
                     built.font_file.c_str(), built.face_index, built.distinct_characters, missing.size());
        for (auto c : missing) std::fprintf(stderr, "arbiter-trainer: no glyph for U+%04X\n", c);
    }
    return missing.size();
}

// Puts a rebuilt atlas on the GPU and gives back the memory building it freed (the first one's
// waits for the first frame: StartupHeap::release).
void upload_fonts() {
    upload_font_texture();
#ifdef __GLIBC__
    // glibc keeps freed blocks for reuse (the atlas's scratch buffers; the YAML trees of the
    // content load, in the loader thread's own arena), and this process allocates little after
    // start-up: hand them back.
    malloc_trim(0);
#endif
}

// Rebuilds the atlas for the app's current language, size and strings. Returns the number of
// characters without a glyph.
std::size_t rebuild_fonts(TrainerApp& app, bool report, const std::filesystem::path& cache_dir) {
    destroy_font_texture();
    ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    const auto texts = app.texts_for_font();
    const FontAtlasResult built = build_font_atlas(atlas, app.language(), texts, app.font_size(), cache_dir);
    const std::size_t missing = check_fonts(built, atlas, texts, report);
    upload_fonts();
    return missing;
}

}  // namespace

int run_window(TrainerApp& app, const WindowOptions& options) {
    glfwSetErrorCallback(on_glfw_error);
    const bool screenshot_mode = !options.screenshot_path.empty();
    std::optional<UiScript> script;
    if (!options.script_path.empty()) {
        std::string error;
        script = UiScript::load(options.script_path, error);
        if (!script) {
            std::fprintf(stderr, "arbiter-trainer: %s\n", error.c_str());
            return kExitUsage;
        }
    }
    const bool unattended = screenshot_mode || script.has_value();  // never wait for input

    // The first atlas is built on a worker thread while this one opens the window: each takes
    // about a third of the time to the first frame. The worker touches only `atlas`, and no ImGui
    // context exists until it is done (ImGui's allocator counts into the current context).
    // Declared first, the atlas outlives the context that borrows it.
    StartupMarks marks{options.started};
    marks.window_requested = marks.now();
    ImFontAtlas atlas;
    const auto first_texts = app.texts_for_font();
    auto first_build = std::async(std::launch::async, [&] {
        const auto begun = StartupMarks::Clock::now();
        auto built = build_font_atlas(atlas, app.language(), first_texts, app.font_size(), options.atlas_cache_dir);
        marks.atlas_from_cache = built.from_cache;
        marks.atlas_build_ms = std::chrono::duration<double, std::milli>(StartupMarks::Clock::now() - begun).count();
        return built;
    });

    const bool display = glfwInit();
    marks.display_open = marks.now();
    if (!display) {
        std::fprintf(stderr,
                     "arbiter-trainer: no display found. Without a display, train in the terminal: "
                     "arbiter-cli --help\n");
        return kExitNoDisplay;
    }
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    if (unattended) glfwWindowHint(GLFW_RESIZABLE, GLFW_FALSE);

    // ImGui draws with neither a depth nor a stencil test: without these, llvmpipe would make and
    // zero a 4-byte-per-pixel depth-stencil buffer with the window (4 MiB at 1280x800: ~1,000
    // page faults on the main thread before the first frame, and 4 MiB resident for nothing).
    glfwWindowHint(GLFW_DEPTH_BITS, 0);
    glfwWindowHint(GLFW_STENCIL_BITS, 0);
    GLFWwindow* window = open_gl_window(options.width, options.height, app.window_title().c_str());
    if (!window) {
        std::fprintf(stderr, "arbiter-trainer: cannot open an OpenGL 3.3 window\n");
        glfwTerminate();
        return kExitNoDisplay;
    }
    glfwMakeContextCurrent(window);
    glfwSwapInterval(1);
    if (options.gl_driver) {
        // Mesa names itself in the version string ("4.5 (Core Profile) Mesa 22.3.6"); another
        // vendor's GL never used the driver loaded ahead, so its mapping is given back.
        const auto* version = reinterpret_cast<const char*>(glGetString(GL_VERSION));
        if (!version || !std::strstr(version, "Mesa")) options.gl_driver->release();
    }
    // A worker that finishes (the instructor's screen reading the centre) wakes the loop from
    // glfwWaitEvents. Its thread may end after the window closed: it then posts nothing.
    static std::atomic<bool> window_alive{false};
    window_alive = true;
    app.set_waker([] {
        if (window_alive) glfwPostEmptyEvent();
    });
    marks.window_open = marks.now();

    const FontAtlasResult first_built = first_build.get();
    marks.atlas_ready = marks.now();
    IMGUI_CHECKVERSION();
    ImGui::CreateContext(&atlas);
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = options.ini_path.empty() ? nullptr : options.ini_path.c_str();
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    apply_theme(app.theme(), app.font_size());

    ImGui_ImplGlfw_InitForOpenGL(window, true);
    ImGui_ImplOpenGL3_Init("#version 330 core");
    {
        // The backend's shader and buffers, made now rather than by the first NewFrame. Making
        // them also uploads io.Fonts as RGBA32, which ours must not be (font_texture.hpp), so a
        // throw-away atlas (ImGui's small default font) stands in and its texture is dropped.
        ImFontAtlas stand_in;
        io.Fonts = &stand_in;
        ImGui_ImplOpenGL3_CreateDeviceObjects();
        ImGui_ImplOpenGL3_DestroyFontsTexture();
        io.Fonts = &atlas;
    }

    marks.gl_objects = marks.now();
    int status = kExitOk;
    if (check_fonts(first_built, atlas, first_texts, unattended) > 0 && unattended) status = kExitMissingGlyphs;
    // No malloc_trim yet: the first draw (llvmpipe compiling the shaders) would fault the pages
    // it gave back straight in again. StartupHeap::release trims after the first frame.
    upload_font_texture();
    marks.gl_ready = marks.now();

    int frame = 0;
    bool content_reported = false;  // --report-timing: when the background load was in
    int frames_to_render = 3;  // ImGui settles hover and layout changes over a couple of frames
    while (!glfwWindowShouldClose(window)) {
        if (unattended || frames_to_render > 0) {
            glfwPollEvents();
        } else if (app.has_pending_requests()) {
            glfwPollEvents();
            frames_to_render = 2;  // apply it, then draw with it
        } else if (app.animating()) {
            // A running clock: four redraws a second, or sooner when a screen asked (a drill).
            glfwWaitEventsTimeout(app.animation_interval());
            frames_to_render = 1;
        } else {
            glfwWaitEvents();  // sleep until input arrives
            frames_to_render = 3;
        }
        if (frames_to_render > 0) --frames_to_render;

        if (app.take_font_rebuild_request()) {
            // A script checks every language it switches to, like the screenshot mode does.
            if (rebuild_fonts(app, unattended, options.atlas_cache_dir) > 0 && unattended) status = kExitMissingGlyphs;
            glfwSetWindowTitle(window, app.window_title().c_str());
        }
        if (app.take_style_request()) apply_theme(app.theme(), app.font_size());

        if (script) {
            if (auto size = script->take_window_size_request()) glfwSetWindowSize(window, size->first, size->second);
        }
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplGlfw_NewFrame();
        if (script) script->inject(io, app);  // after the backend wrote the real input (DESIGN §7)
        // A screenshot shows the screen, not where the X server's pointer happens to rest (a
        // hover tooltip in the middle of a chart).
        else if (screenshot_mode) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
        app.tab_order().take_tab_press(io);  // Tab moves through every control, not only text fields
        ImGui::NewFrame();
        app.draw_frame();
        app.tab_order().end_frame();
        if (script) script->after_frame(app);
        ImGui::Render();
        if (script && script->take_layout_check_request()) {
            std::vector<std::string> lines;
            for (const LayoutProblem& problem : audit_layout(*ImGui::GetDrawData(), atlas)) lines.push_back(describe(problem));
            for (const LayoutProblem& problem : audit_window_widths()) lines.push_back(describe(problem));
            script->report_layout(lines, app.screen());
        }

        int width = 0, height = 0;
        glfwGetFramebufferSize(window, &width, &height);
        glViewport(0, 0, width, height);
        const ImVec4 clear = palette().window_clear;
        glClearColor(clear.x, clear.y, clear.z, 1.0f);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

        ++frame;
        if (frame == 1) marks.first_drawn = marks.now();
        if (script) {
            if (auto path = script->take_screenshot_request()) {
                std::string error;
                if (!write_back_buffer_png(*path, width, height, error)) {
                    std::fprintf(stderr, "arbiter-trainer: %s\n", error.c_str());
                    status = kExitScreenshotFailed;
                }
            }
            if (script->finished()) {
                if (script->failed()) {
                    std::fprintf(stderr, "arbiter-trainer: script failed: %s\n", script->failure().c_str());
                    status = kExitScriptFailed;
                } else {
                    std::fprintf(stderr, "arbiter-trainer: script passed (%zu steps, %d frames)\n", script->steps_done(), frame);
                }
                break;
            }
        }
        if (screenshot_mode && frame >= std::max(options.frames, 2)) {
            std::string error;
            if (!write_back_buffer_png(options.screenshot_path, width, height, error)) {
                std::fprintf(stderr, "arbiter-trainer: %s\n", error.c_str());
                status = kExitScreenshotFailed;
            }
            break;
        }
        glfwSwapBuffers(window);
        if (frame == 1 && options.report_timing) {
            glFinish();  // the frame is really drawn, not just queued
            marks.on_screen = marks.now();
            marks.print();
        }
        if (frame == 1 && options.startup_heap) options.startup_heap->release();
        if (frame == 1) app.start_background_load();  // the content, now that the candidate sees a window
        if (options.report_timing && !content_reported && app.data_ready()) {
            content_reported = true;
            if (const auto began = app.content_read_began())
                std::fprintf(stderr, "arbiter-trainer: content read from %.0f to %.0f ms after start\n",
                             std::chrono::duration<double, std::milli>(*began - marks.started).count(), marks.now());
            else
                std::fprintf(stderr, "arbiter-trainer: content read before the window (screenshot or script)\n");
        }
    }

    app.data().stop_background_sync();  // its wake-ups post GLFW events: stop it before glfwTerminate
    destroy_font_texture();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
    window_alive = false;
    glfwDestroyWindow(window);
    glfwTerminate();
    return status;
}

}  // namespace arbiter::ui
