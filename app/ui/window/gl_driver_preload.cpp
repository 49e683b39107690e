#include "app/ui/window/gl_driver_preload.hpp"

#include <dlfcn.h>

#include <cstdlib>
#include <string>
#include <system_error>

namespace arbiter::ui {

namespace {

// Debian's Mesa looks in /usr/lib/<multiarch>/dri; CMake passes the multiarch triplet it built for.
#ifndef ARBITER_DRI_DRIVER_DIR
#define ARBITER_DRI_DRIVER_DIR "/usr/lib/x86_64-linux-gnu/dri"
#endif

}  // namespace

std::filesystem::path mesa_driver_to_preload() {
    std::filesystem::path folder = ARBITER_DRI_DRIVER_DIR;
    if (const char* paths = std::getenv("LIBGL_DRIVERS_PATH"); paths && *paths) {
        const std::string list = paths;
        folder = list.substr(0, list.find(':'));
    }
    // swrast is the one every Mesa build has (the software renderer, Xvfb's); in Debian it is a
    // hard link of the gallium driver every other name points at too.
    const std::filesystem::path driver = folder / "swrast_dri.so";
    std::error_code error;
    return std::filesystem::is_regular_file(driver, error) ? driver : std::filesystem::path{};
}

GlDriverPreload::GlDriverPreload() {
    if (std::getenv("ARBITER_NO_GL_PRELOAD")) return;
    driver_ = mesa_driver_to_preload();
    if (driver_.empty()) return;
    handle_ = std::async(std::launch::async, [file = driver_.string()] { return dlopen(file.c_str(), RTLD_NOW | RTLD_GLOBAL); });
}

GlDriverPreload::~GlDriverPreload() {
    if (handle_.valid()) loaded_ = handle_.get();
    // The reference is kept on purpose: unloading a GL driver GLX may be using is never safe.
}

void GlDriverPreload::release() {
    if (handle_.valid()) loaded_ = handle_.get();
    if (loaded_) dlclose(loaded_);
    loaded_ = nullptr;
}

}  // namespace arbiter::ui
