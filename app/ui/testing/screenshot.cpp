#include "app/ui/testing/screenshot.hpp"

#include <GL/gl.h>
#include <stb_image_write.h>  // the implementation is in Debian's libstb

#include <algorithm>
#include <vector>

namespace arbiter::ui {

bool write_back_buffer_png(const std::string& path, int width, int height, std::string& error) {
    if (width <= 0 || height <= 0) {
        error = "the window has no size";
        return false;
    }
    const auto w = static_cast<std::size_t>(width), h = static_cast<std::size_t>(height);
    // Kept between pictures (a walk writes dozens of the same size): fresh 4 MB buffers would be
    // new pages every time, each zeroed and faulted in.
    static std::vector<unsigned char> pixels, flipped;
    pixels.resize(w * h * 4);
    flipped.resize(pixels.size());
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadBuffer(GL_BACK);
    glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
    // GL's first row is the bottom of the window; PNG's is the top.
    for (std::size_t row = 0; row < h; ++row)
        std::copy_n(&pixels[(h - 1 - row) * w * 4], w * 4, &flipped[row * w * 4]);
    for (std::size_t i = 3; i < flipped.size(); i += 4) flipped[i] = 255;  // opaque
    // No per-row filter: stb otherwise tries all five PNG filters on every row. The trainer's
    // pictures are flat colours and text, which compress better unfiltered (home: 151 KB against
    // 170 KB) and are written 2.5 times faster — the screenshot walks write about 140 of them.
    stbi_write_force_png_filter = 0;
    if (!stbi_write_png(path.c_str(), width, height, 4, flipped.data(), width * 4)) {
        error = "cannot write " + path;
        return false;
    }
    return true;
}

}  // namespace arbiter::ui
