// Builds the ImGui font atlas from the system's Noto Sans CJK with exactly the glyphs our
// strings use (DESIGN §7: the full Chinese range costs ~1 s and a 32 MiB texture; building the
// ranges from the real strings costs ~70 ms), and proves afterwards that none is missing.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/language.hpp"

struct ImFont;
struct ImFontAtlas;

namespace arbiter::ui {

// The fonts of the current atlas. `body` is ImGui's default font (Fonts[0]); `title` is the same
// face rasterised at 1.5x (headings stay sharp — SetWindowFontScale would blur them); `pieces`
// holds only the chess figures U+2654–U+265F from DejaVu Sans, rasterised large for the board.
struct UiFonts {
    ImFont* body = nullptr;
    ImFont* title = nullptr;
    ImFont* pieces = nullptr;  // nullptr when DejaVu Sans is missing: the board draws vector shapes
};
const UiFonts& ui_fonts();

// The pixel size the chess figures are rasterised at; the board scales them down, never up.
inline constexpr float kPieceFontPixels = 72.0f;

std::string chess_font_path();  // DejaVu Sans (fonts-dejavu-core)

struct FontAtlasResult {
    bool loaded_cjk_font = false;  // false: the font file was missing and ImGui's default font is used
    std::string font_file;
    int face_index = 0;
    std::size_t distinct_characters = 0;
    bool loaded_piece_font = false;
    bool from_cache = false;  // read from the atlas cache (font_atlas_cache.hpp), not rasterised
};

// The Noto Sans CJK collection and its face for a language (2 = SC, 3 = TC).
std::string cjk_font_path();
int cjk_face_index(Language language);

// Replaces the fonts of `atlas` (usually *ImGui::GetIO().Fonts) and builds its pixels; the
// renderer uploads them afterwards (font_texture.hpp). Uses no ImGui context, so it may run on
// another thread while no context exists or none uses `atlas`. With a `cache_dir`, an atlas built
// before from the same fonts, size and characters is read from there, and a new build is kept
// there (font_atlas_cache.hpp).
FontAtlasResult build_font_atlas(ImFontAtlas& atlas, Language language, const std::vector<std::string_view>& texts,
                                 float pixel_size, const std::filesystem::path& cache_dir = {});

// Every code point in `texts` that `font` has no glyph for (whitespace and control characters are
// not drawn and are skipped). Empty means nothing would render as '?'.
std::vector<std::uint32_t> missing_glyphs(const ImFont& font, const std::vector<std::string_view>& texts);

}  // namespace arbiter::ui
