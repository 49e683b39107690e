#include "app/ui/font_atlas.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>
#include <filesystem>
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

}  // namespace

FontAtlasResult build_font_atlas(Language language, const std::vector<std::string_view>& texts, float pixel_size) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    FontAtlasResult result;
    result.font_file = cjk_font_path();
    result.face_index = cjk_face_index(language);

    ImFontGlyphRangesBuilder builder;
    builder.AddRanges(io.Fonts->GetGlyphRangesDefault());  // Latin-1: digits, punctuation, English
    std::set<std::uint32_t> distinct;
    for (auto text : texts) {
        for_each_code_point(text, [&](unsigned int c) {
            if (c <= 0xFFFF) {  // ImWchar is 16-bit in Debian's build
                builder.AddChar(static_cast<ImWchar>(c));
                distinct.insert(c);
            }
        });
    }
    result.distinct_characters = distinct.size();
    // The atlas keeps a pointer to the ranges until it is built, so they must outlive this call.
    static ImVector<ImWchar> ranges;
    ranges.clear();
    builder.BuildRanges(&ranges);

    g_fonts = {};
    const float title_size = std::round(pixel_size * 1.5f);
    if (std::filesystem::exists(result.font_file)) {
        ImFontConfig config;
        config.FontNo = result.face_index;
        config.OversampleH = 1;  // CJK glyphs are dense; horizontal oversampling only costs memory
        config.OversampleV = 1;
        config.PixelSnapH = true;
        // Characters Noto Sans CJK lacks (superscripts such as "2⁶" in an explanation) come from
        // DejaVu Sans, merged in: ImGui keeps the glyphs the first font has and takes only the rest.
        const bool fallback = std::filesystem::exists(chess_font_path());
        auto add_with_fallback = [&](float size) {
            ImFont* font = io.Fonts->AddFontFromFileTTF(result.font_file.c_str(), size, &config, ranges.Data);
            if (font && fallback) {
                ImFontConfig merge;
                merge.MergeMode = true;
                merge.OversampleH = 1;
                merge.OversampleV = 1;
                merge.PixelSnapH = true;
                io.Fonts->AddFontFromFileTTF(chess_font_path().c_str(), size, &merge, ranges.Data);
            }
            return font;
        };
        g_fonts.body = add_with_fallback(pixel_size);
        g_fonts.title = add_with_fallback(title_size);
        result.loaded_cjk_font = true;
    } else {
        ImFontConfig config;
        config.SizePixels = pixel_size;
        g_fonts.body = io.Fonts->AddFontDefault(&config);
        config.SizePixels = title_size;
        g_fonts.title = io.Fonts->AddFontDefault(&config);
    }
    // The twelve chess figures, alone and large: a board square is 40–100 px, and scaling a
    // 20 px glyph up would blur it.
    static const ImWchar kChessRange[] = {0x2654, 0x265F, 0};
    if (std::filesystem::exists(chess_font_path())) {
        ImFontConfig config;
        config.OversampleH = 2;
        config.OversampleV = 2;
        g_fonts.pieces = io.Fonts->AddFontFromFileTTF(chess_font_path().c_str(), kPieceFontPixels, &config, kChessRange);
        result.loaded_piece_font = g_fonts.pieces != nullptr;
    }
    io.Fonts->Build();
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
