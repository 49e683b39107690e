// A built font atlas kept on disk, so the next start with the same fonts, size and characters
// reads it back in a few milliseconds instead of rasterising ~2,000 CJK glyphs twice again
// (300–350 ms on this 2-core machine, the largest part of the time to the first frame after the
// window itself; docs/ui.md "The first frame").
//
// The file holds what ImGui keeps of a built atlas once its input data is released: the one-byte
// pixels, the white-pixel and line UVs, and per font its metrics and glyph table; the lookup
// tables are rebuilt from the glyphs (ImFont::BuildLookupTable), as ImGui's own build does last.
// It is a cache: a file that is missing, from another build of ImGui, for other font files or
// characters, cut short or damaged is ignored (and replaced by the next build), never trusted.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

struct ImFontAtlas;

namespace arbiter::ui {

// Which of the atlas's fonts is which (an index into ImFontAtlas::Fonts, -1 for none), and which
// font files the build found, so a loaded atlas reports the same as a built one. (The count of
// distinct characters is not kept: the caller counts it from the texts before it asks the cache.)
struct CachedAtlasLayout {
    int body = -1;
    int title = -1;
    int pieces = -1;
    bool loaded_cjk_font = false;
    bool loaded_piece_font = false;
};

// Everything a build depends on. A change to any of them (another character in the strings,
// another size, an updated font package, another ImGui) gives another key, so a stale atlas is
// never read. Font files are identified by path, size and modification time.
struct AtlasCacheInputs {
    int face_index = 0;
    float pixel_size = 0;
    std::vector<std::uint16_t> ranges;  // ImGui's glyph ranges, pairs ending with 0
    std::vector<std::filesystem::path> font_files;
};
std::uint64_t atlas_cache_key(const AtlasCacheInputs& inputs);

// `dir`/atlas-<key>.bin.
std::filesystem::path atlas_cache_file(const std::filesystem::path& dir, std::uint64_t key);

// Writes the built atlas (before its pixels are freed by the upload) to `file`, through a
// temporary file renamed into place, so a reader never sees half a file, and another trainer
// writing the same atlas at the same time is harmless. False (with `error`) when it cannot.
bool save_atlas_cache(const ImFontAtlas& atlas, const CachedAtlasLayout& layout, std::uint64_t key,
                      const std::filesystem::path& file, std::string& error);

// Replaces the fonts of `atlas` with the cached ones. Nothing (and `atlas` untouched) when the
// file is missing or is not a whole, undamaged atlas for `key`.
std::optional<CachedAtlasLayout> load_atlas_cache(ImFontAtlas& atlas, std::uint64_t key, const std::filesystem::path& file);

// Deletes all but the `keep` most recently used atlas files in `dir` (each language and text
// size has its own; an edited string makes a new one).
void prune_atlas_cache(const std::filesystem::path& dir, std::size_t keep);

}  // namespace arbiter::ui
