// Reads the back buffer of the current GL context and writes it as a PNG.
#pragma once

#include <string>

namespace arbiter::ui {

// Call after rendering and before swapping buffers. Returns false (with `error`) on failure.
bool write_back_buffer_png(const std::string& path, int width, int height, std::string& error);

}  // namespace arbiter::ui
