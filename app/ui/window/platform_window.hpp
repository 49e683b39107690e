// GLFW window + OpenGL 3.3 context + Dear ImGui backends, and the frame loop.
// The loop sleeps in glfwWaitEvents while nothing changes (DESIGN §7: under Xvfb vsync does nothing
// and a polling loop burns a whole core).
#pragma once

#include <chrono>
#include <filesystem>
#include <string>

#include "app/core/paths.hpp"

namespace arbiter::ui {

class GlDriverPreload;
class StartupHeap;

class TrainerApp;

struct WindowOptions {
    int width = 1280;
    int height = 800;
    std::string screenshot_path;  // non-empty: render `frames` frames, write this PNG, exit
    int frames = 3;
    std::string ini_path;  // ImGui's window-layout file; empty disables it
    std::string script_path;  // non-empty: run this UI script (ui_script.hpp), then exit
    // --report-timing: print how long after `started` the first frame was on screen.
    bool report_timing = false;
    // Where built font atlases are kept for the next start (font_atlas_cache.hpp); empty: none.
    std::filesystem::path atlas_cache_dir = user_cache_dir();
    std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
    // The GL driver main() began loading on a worker (gl_driver_preload.hpp); given back when the
    // context turns out not to be Mesa's. May be null.
    GlDriverPreload* gl_driver = nullptr;
    // The heap main() had faulted in ahead (startup_heap.hpp); released (and the heap trimmed)
    // once the first frame is on screen. May be null: the heap is then trimmed only when the
    // fonts are rebuilt.
    StartupHeap* startup_heap = nullptr;
};

enum ExitStatus : int {
    kExitOk = 0,
    kExitUsage = 2,
    kExitMissingGlyphs = 3,
    kExitScreenshotFailed = 4,
    kExitNoDisplay = 5,
    kExitScriptFailed = 6,
};

// Runs until the window is closed (or the screenshot is written). Returns an ExitStatus.
int run_window(TrainerApp& app, const WindowOptions& options);

}  // namespace arbiter::ui
