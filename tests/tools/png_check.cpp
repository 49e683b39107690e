// png_check FILE [--min-width W] [--min-height H]
// Exits 0 when FILE is a PNG of at least that size that shows something: more than 8 distinct
// colours and at least 0.5 % of pixels differing from the most common (background) colour.
#include <stb_image.h>  // the implementation is in Debian's libstb

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: png_check FILE [--min-width W] [--min-height H]\n");
        return 2;
    }
    int min_width = 1, min_height = 1;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--min-width")) min_width = std::atoi(argv[i + 1]);
        if (!std::strcmp(argv[i], "--min-height")) min_height = std::atoi(argv[i + 1]);
    }
    int width = 0, height = 0, channels = 0;
    unsigned char* pixels = stbi_load(argv[1], &width, &height, &channels, 4);
    if (!pixels) {
        std::fprintf(stderr, "png_check: %s: not a readable image (%s)\n", argv[1], stbi_failure_reason());
        return 1;
    }
    std::map<unsigned, long> histogram;
    const long count = static_cast<long>(width) * height;
    for (long i = 0; i < count; ++i) {
        const unsigned char* p = pixels + i * 4;
        ++histogram[(unsigned(p[0]) << 16) | (unsigned(p[1]) << 8) | p[2]];
    }
    stbi_image_free(pixels);
    long background = 0;
    for (const auto& [colour, n] : histogram) background = n > background ? n : background;
    const double foreground_share = 1.0 - static_cast<double>(background) / static_cast<double>(count);
    std::printf("png_check: %s %dx%d, %zu colours, %.2f%% non-background pixels\n", argv[1], width, height,
                histogram.size(), foreground_share * 100);
    if (width < min_width || height < min_height) {
        std::fprintf(stderr, "png_check: smaller than %dx%d\n", min_width, min_height);
        return 1;
    }
    if (histogram.size() <= 8 || foreground_share < 0.005) {
        std::fprintf(stderr, "png_check: the image is blank\n");
        return 1;
    }
    return 0;
}
