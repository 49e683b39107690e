#include "app/ui/fonts/font_atlas.hpp"

#include "app/ui/fonts/font_atlas_cache.hpp"
#include "app/ui/fonts/mapped_file.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <bitset>
#include <cmath>
#include <set>

namespace arbiter::ui {

namespace {
UiFonts g_fonts;
}  // namespace

const UiFonts& ui_fonts() { return g_fonts; }

std::string chess_font_path() { return "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"; }

std::string cjk_font_path() { return "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"; }

int cjk_face_index(Language language) { return language == Language::ZhHant ? 3 : 2; }

namespace {

template <typename Visit>
void for_each_code_point(std::string_view text, Visit visit) {
    const char* p = text.data();
    const char* end = text.data() + text.size();
    while (p < end) {
        unsigned int c = 0;
        int bytes = ImTextCharFromUtf8(&c, p, end);
        if (bytes <= 0) break;
        p += bytes;
        visit(c);
    }
}

// How many atlases the cache keeps: three languages at a couple of text sizes, and the atlas with
// the content's characters beside the one of the interface alone.
constexpr std::size_t kCachedAtlases = 8;

int index_of(const ImFontAtlas& atlas, const ImFont* font) {
    for (int i = 0; i < atlas.Fonts.Size; ++i)
        if (atlas.Fonts[i] == font) return i;
    return -1;
}

ImFont* font_at(const ImFontAtlas& atlas, int index) { return index >= 0 ? atlas.Fonts[index] : nullptr; }

}  // namespace

FontAtlasResult build_font_atlas(ImFontAtlas& atlas, Language language, const std::vector<std::string_view>& texts,
                                 float pixel_size, const std::filesystem::path& cache_dir) {
    // Only `atlas` is touched, never the ImGui context: the first atlas is built on a worker thread
    // while the main thread opens the window, before any context exists.
    atlas.Clear();
    FontAtlasResult result;
    result.font_file = cjk_font_path();
    result.face_index = cjk_face_index(language);

    ImFontGlyphRangesBuilder builder;
    builder.AddRanges(atlas.GetGlyphRangesDefault());  // Latin-1: digits, punctuation, English
    // A bit per 16-bit code point, not a std::set: a tree insert for every character of the whole
    // content was a visible part of the start in the sanitized build.
    std::bitset<0x10000> distinct;
    for (auto text : texts) {
        for_each_code_point(text, [&](unsigned int c) {
            if (c <= 0xFFFF) {  // ImWchar is 16-bit in Debian's build
                builder.AddChar(static_cast<ImWchar>(c));
                distinct.set(c);
            }
        });
    }
    result.distinct_characters = distinct.count();
    // The atlas keeps a pointer to the ranges until it is built, so they must outlive this call.
    static ImVector<ImWchar> ranges;
    ranges.clear();
    builder.BuildRanges(&ranges);

    AtlasCacheInputs inputs{.face_index = result.face_index, .pixel_size = pixel_size, .ranges = {}, .font_files = {result.font_file, chess_font_path()}};
    inputs.ranges.assign(ranges.begin(), ranges.end());
    const std::uint64_t key = cache_dir.empty() ? 0 : atlas_cache_key(inputs);
    if (!cache_dir.empty()) {
        if (auto cached = load_atlas_cache(atlas, key, atlas_cache_file(cache_dir, key))) {
            g_fonts = {font_at(atlas, cached->body), font_at(atlas, cached->title), font_at(atlas, cached->pieces)};
            result.loaded_cjk_font = cached->loaded_cjk_font;
            result.loaded_piece_font = cached->loaded_piece_font;
            result.from_cache = true;
            return result;
        }
    }

    g_fonts = {};
    const float title_size = std::round(pixel_size * 1.5f);
    // Each file is mapped once and shared by every font added from it; ImGui only reads it, and
    // the input data is dropped once the atlas is built.
    //
    // ImGui 1.86 copies font data it does not own (AddFont: MemAlloc + memcpy of the whole file),
    // and Noto Sans CJK is a 19.5 MB collection added twice (body and title): ~110 ms of copying
    // and 40 MB of heap on every build, more than the rasterising itself (tests/bench/
    // trainer_bench.sh, a first start). So the font is added as owned (no copy) and its config
    // marked not owned right after, before anything can free it: the mapping stays ours, and
    // ClearInputData() below (or Clear()) leaves it alone.
    const auto cjk_file = MappedFile::open(result.font_file);
    const auto dejavu_file = MappedFile::open(chess_font_path());
    auto add_font = [&](const MappedFile& file, float size, ImFontConfig config, const ImWchar* glyphs) {
        config.FontDataOwnedByAtlas = true;  // not copied
        ImFont* font = atlas.AddFontFromMemoryTTF(const_cast<void*>(file.data()), static_cast<int>(file.size()),
                                                  size, &config, glyphs);
        if (!atlas.ConfigData.empty()) atlas.ConfigData.back().FontDataOwnedByAtlas = false;  // never freed by ImGui
        return font;
    };
    if (cjk_file) {
        ImFontConfig config;
        config.FontNo = result.face_index;
        config.OversampleH = 1;  // CJK glyphs are dense; horizontal oversampling only costs memory
        config.OversampleV = 1;
        config.PixelSnapH = true;
        // Characters Noto Sans CJK lacks (superscripts such as "2⁶" in an explanation) come from
        // DejaVu Sans, merged in: ImGui keeps the glyphs the first font has and takes only the rest.
        auto add_with_fallback = [&](float size) {
            ImFont* font = add_font(*cjk_file, size, config, ranges.Data);
            if (font && dejavu_file) {
                ImFontConfig merge;
                merge.MergeMode = true;
                merge.OversampleH = 1;
                merge.OversampleV = 1;
                merge.PixelSnapH = true;
                add_font(*dejavu_file, size, merge, ranges.Data);
            }
            return font;
        };
        g_fonts.body = add_with_fallback(pixel_size);
        g_fonts.title = add_with_fallback(title_size);
        result.loaded_cjk_font = g_fonts.body != nullptr;
    } else {
        ImFontConfig config;
        config.SizePixels = pixel_size;
        g_fonts.body = atlas.AddFontDefault(&config);
        config.SizePixels = title_size;
        g_fonts.title = atlas.AddFontDefault(&config);
    }
    // The twelve chess figures, alone and large: a board square is 40–100 px, and scaling a
    // 20 px glyph up would blur it.
    static const ImWchar kChessRange[] = {0x2654, 0x265F, 0};
    if (dejavu_file) {
        ImFontConfig config;
        config.OversampleH = 2;
        config.OversampleV = 2;
        g_fonts.pieces = add_font(*dejavu_file, kPieceFontPixels, config, kChessRange);
        result.loaded_piece_font = g_fonts.pieces != nullptr;
    }
    atlas.Build();
    // The glyph tables and pixels are built; the font files (and the configs pointing into their
    // mappings, released when this returns) are not needed until the next rebuild, which starts
    // from the files again.
    atlas.ClearInputData();
    if (!cache_dir.empty()) {
        const CachedAtlasLayout layout{.body = index_of(atlas, g_fonts.body),
                                       .title = index_of(atlas, g_fonts.title),
                                       .pieces = index_of(atlas, g_fonts.pieces),
                                       .loaded_cjk_font = result.loaded_cjk_font,
                                       .loaded_piece_font = result.loaded_piece_font};
        // A cache that cannot be written (a read-only home) only costs the next start its time.
        std::string ignored;
        if (save_atlas_cache(atlas, layout, key, atlas_cache_file(cache_dir, key), ignored))
            prune_atlas_cache(cache_dir, kCachedAtlases);
    }
    return result;
}

std::vector<std::uint32_t> missing_glyphs(const ImFont& font, const std::vector<std::string_view>& texts) {
    std::set<std::uint32_t> missing;
    for (auto text : texts) {
        for_each_code_point(text, [&](unsigned int c) {
            if (c < 0x20 || c == 0x7F || c == ' ' || c == 0x3000) return;  // not drawn
            if (c > 0xFFFF || font.FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr) missing.insert(c);
        });
    }
    return {missing.begin(), missing.end()};
}

}  // namespace arbiter::ui
