// Loads the OpenGL driver on a worker thread while main() reads its settings and GLFW connects to
// the display (docs/ui.md § The first frame).
//
// Why: with Mesa, most of "window and GL context" is the dynamic loader mapping and relocating the
// DRI driver and what it links (libLLVM, ICU, z3: ~100-150 ms of one core on this machine), and
// that starts only when GLFW asks EGL or GLX for a context. Opening the same file first, from
// another thread, lets that work run beside main()'s own. When Mesa's loader later opens the
// driver under its own name (swrast, iris, radeonsi …, hard links of one file in Debian's
// libgl1-mesa-dri), glibc finds the object already loaded (it compares device and inode, not
// only the name) and only counts a reference. The flags are the ones Mesa's loader uses
// (RTLD_NOW | RTLD_GLOBAL), so the object ends up exactly as it would have.
//
// Where there is no Mesa driver (another vendor's GL) nothing is loaded; where a Mesa driver is
// loaded but GL turns out to be another vendor's, release() gives it back.
#pragma once

#include <filesystem>
#include <future>

namespace arbiter::ui {

class GlDriverPreload {
public:
    // Starts the worker (a no-op when ARBITER_NO_GL_PRELOAD is set, or no driver file is found).
    GlDriverPreload();
    // Waits for the worker; keeps the driver loaded unless release() was called.
    ~GlDriverPreload();
    GlDriverPreload(const GlDriverPreload&) = delete;
    GlDriverPreload& operator=(const GlDriverPreload&) = delete;

    // The file being (or that was) loaded; empty when none.
    const std::filesystem::path& driver() const { return driver_; }
    // Drops this object's reference to the driver (GL in use is not Mesa's: the mapping would
    // only cost memory). Waits for the worker first.
    void release();

private:
    std::filesystem::path driver_;
    std::future<void*> handle_;
    void* loaded_ = nullptr;
};

// The Mesa driver file to preload: $LIBGL_DRIVERS_PATH's first folder, else the folder Debian's
// Mesa loads from; empty when that folder has no swrast_dri.so.
std::filesystem::path mesa_driver_to_preload();

}  // namespace arbiter::ui
