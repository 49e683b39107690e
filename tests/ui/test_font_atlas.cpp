// The font atlas: built from mapped font files into any atlas without an ImGui context (the
// trainer builds its first atlas on a worker thread before the context exists), its input data
// released after the build, and still drawable once its CPU pixels are freed after the upload.
#include <doctest/doctest.h>

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/fonts/font_atlas_cache.hpp"
#include "app/ui/fonts/mapped_file.hpp"

using namespace arbiter;
using namespace arbiter::ui;

TEST_CASE("a mapped file holds the file's bytes and a missing or empty file maps to nothing") {
    const auto dir = std::filesystem::temp_directory_path() / "arbiter-mapped-file-test";
    std::filesystem::create_directories(dir);
    static const char kBytes[] = "棋钟\0binary\xff";  // a NUL and a byte that is not UTF-8 inside
    const std::string with_nul(kBytes, sizeof kBytes - 1);
    {
        std::ofstream(dir / "data.bin", std::ios::binary) << with_nul;
        std::ofstream(dir / "empty.bin", std::ios::binary);
    }
    auto file = MappedFile::open(dir / "data.bin");
    REQUIRE(file);
    CHECK(std::string(static_cast<const char*>(file->data()), file->size()) == with_nul);
    MappedFile moved = std::move(*file);  // ownership moves; the old object no longer unmaps
    CHECK(file->data() == nullptr);
    CHECK(moved.size() == with_nul.size());
    CHECK_FALSE(MappedFile::open(dir / "missing.bin"));
    CHECK_FALSE(MappedFile::open(dir / "empty.bin"));
    std::filesystem::remove_all(dir);
}

TEST_CASE("the atlas builds without an ImGui context, keeps no font files, and draws after its pixels are freed") {
    REQUIRE(ImGui::GetCurrentContext() == nullptr);
    const std::vector<std::string_view> texts = {"裁判员应如何处理？", "劫争：提回无效", "Law 6.2.1"};
    ImFontAtlas atlas;
    const FontAtlasResult built = build_font_atlas(atlas, Language::ZhHans, texts, 20);
    REQUIRE(built.loaded_cjk_font);  // fonts-noto-cjk is installed by scripts/install-deps
    CHECK(built.loaded_piece_font);
    CHECK(built.face_index == 2);
    REQUIRE(atlas.Fonts.Size == 3);  // body, title, chess figures
    CHECK(missing_glyphs(*atlas.Fonts[0], texts).empty());
    CHECK(missing_glyphs(*atlas.Fonts[1], texts).empty());
    CHECK(atlas.Fonts[1]->FontSize == 30);  // the title face, 1.5x
    CHECK(atlas.Fonts[2]->FindGlyphNoFallback(0x265A) != nullptr);  // ♚
    CHECK(atlas.ConfigData.empty());  // the font files' data is released once built
    CHECK(atlas.TexPixelsAlpha8 != nullptr);
    CHECK(atlas.TexPixelsRGBA32 == nullptr);  // nothing converted to RGBA

    // What the renderer does: take the one-byte pixels, give the atlas a texture id, free them.
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    atlas.GetTexDataAsAlpha8(&pixels, &width, &height);
    CHECK(width > 0);
    CHECK(height > 0);
    atlas.SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(1)));
    atlas.ClearTexData();
    CHECK(atlas.TexPixelsAlpha8 == nullptr);

    // A context borrowing the atlas still draws text with it (ImGui keeps the atlas "built").
    ImGui::CreateContext(&atlas);
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.DisplaySize = ImVec2(640, 480);
    io.DeltaTime = 1.0f / 60.0f;
    CHECK(io.Fonts == &atlas);
    for (int frame = 0; frame < 2; ++frame) {
        ImGui::NewFrame();
        ImGui::Begin("atlas");
        ImGui::TextUnformatted("裁判员应如何处理？");
        ImGui::End();
        ImGui::Render();
    }
    const ImDrawData* draw = ImGui::GetDrawData();
    REQUIRE(draw != nullptr);
    CHECK(draw->TotalVtxCount > 9 * 4);  // at least the nine characters' quads
    ImGui::DestroyContext();
    CHECK(atlas.Fonts.Size == 3);  // the context borrowed the atlas; it did not free it
}

namespace {

// Counts ImGui's allocations (ImGui::MemAlloc is what AddFont copies font data with) and passes
// them to the allocator that was there before.
struct CountingAllocator {
    ImGuiMemAllocFunc alloc = nullptr;
    ImGuiMemFreeFunc free = nullptr;
    void* user_data = nullptr;
    std::size_t largest = 0;
    std::size_t total = 0;

    static void* on_alloc(std::size_t size, void* self) {
        auto& a = *static_cast<CountingAllocator*>(self);
        a.largest = std::max(a.largest, size);
        a.total += size;
        return a.alloc(size, a.user_data);
    }
    static void on_free(void* pointer, void* self) {
        auto& a = *static_cast<CountingAllocator*>(self);
        a.free(pointer, a.user_data);
    }
};

}  // namespace

TEST_CASE("building the atlas never copies the font files (Noto Sans CJK is 19 MB, added twice)") {
    // ImGui 1.86 copies font data it does not own; build_font_atlas lends it the mapped file
    // instead, which saved ~110 ms of a first start (docs/ui.md § The first frame). ASan and
    // LeakSanitizer also see here that ImGui neither frees nor leaks the mapping.
    const auto cjk_size = std::filesystem::file_size(cjk_font_path());
    CountingAllocator counter;
    ImGui::GetAllocatorFunctions(&counter.alloc, &counter.free, &counter.user_data);
    ImGui::SetAllocatorFunctions(&CountingAllocator::on_alloc, &CountingAllocator::on_free, &counter);
    {
        ImFontAtlas atlas;
        const FontAtlasResult built = build_font_atlas(atlas, Language::ZhHant, {"裁判長", "Rule 9.6"}, 20);
        CHECK(built.loaded_cjk_font);
        CHECK(missing_glyphs(*atlas.Fonts[0], {"裁判長"}).empty());  // the lent font was read
        atlas.Clear();
    }
    ImGui::SetAllocatorFunctions(counter.alloc, counter.free, counter.user_data);
    CAPTURE(counter.largest);
    CAPTURE(counter.total);
    CHECK(counter.largest < cjk_size / 4);  // the pixels and tables, never a file
    CHECK(counter.total < cjk_size);
}

namespace {

// Everything ImGui draws text with: glyph tables, lookup tables, metrics, pixels and UVs.
void check_same_atlas(const ImFontAtlas& a, const ImFontAtlas& b) {
    REQUIRE(a.Fonts.Size == b.Fonts.Size);
    for (int i = 0; i < a.Fonts.Size; ++i) {
        const ImFont& x = *a.Fonts[i];
        const ImFont& y = *b.Fonts[i];
        CAPTURE(i);
        CHECK(x.FontSize == y.FontSize);
        CHECK(x.Ascent == y.Ascent);
        CHECK(x.Descent == y.Descent);
        CHECK(x.FallbackChar == y.FallbackChar);
        CHECK(x.EllipsisChar == y.EllipsisChar);
        CHECK(x.FallbackAdvanceX == y.FallbackAdvanceX);
        CHECK(y.ContainerAtlas == &b);
        REQUIRE(x.Glyphs.Size == y.Glyphs.Size);
        CHECK(std::memcmp(x.Glyphs.Data, y.Glyphs.Data, sizeof(ImFontGlyph) * static_cast<std::size_t>(x.Glyphs.Size)) == 0);
        REQUIRE(x.IndexAdvanceX.Size == y.IndexAdvanceX.Size);
        CHECK(std::memcmp(x.IndexAdvanceX.Data, y.IndexAdvanceX.Data, sizeof(float) * static_cast<std::size_t>(x.IndexAdvanceX.Size)) == 0);
        REQUIRE(x.IndexLookup.Size == y.IndexLookup.Size);
        CHECK(std::memcmp(x.IndexLookup.Data, y.IndexLookup.Data, sizeof(ImWchar) * static_cast<std::size_t>(x.IndexLookup.Size)) == 0);
        CHECK(std::memcmp(x.Used4kPagesMap, y.Used4kPagesMap, sizeof x.Used4kPagesMap) == 0);
    }
    REQUIRE(a.TexWidth == b.TexWidth);
    REQUIRE(a.TexHeight == b.TexHeight);
    CHECK(std::memcmp(a.TexPixelsAlpha8, b.TexPixelsAlpha8, static_cast<std::size_t>(a.TexWidth * a.TexHeight)) == 0);
    CHECK(std::memcmp(&a.TexUvWhitePixel, &b.TexUvWhitePixel, sizeof a.TexUvWhitePixel) == 0);
    CHECK(std::memcmp(a.TexUvLines, b.TexUvLines, sizeof a.TexUvLines) == 0);
    CHECK(b.IsBuilt());
}

std::vector<std::filesystem::path> cached_files(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) files.push_back(entry.path());
    return files;
}

}  // namespace

TEST_CASE("a built atlas is kept in the cache and read back the same, and a damaged or stale file is never trusted") {
    const auto dir = std::filesystem::temp_directory_path() / "arbiter-atlas-cache-test";
    std::filesystem::remove_all(dir);
    const std::vector<std::string_view> texts = {"裁判员应如何处理？", "劫争：提回无效", "Law 6.2.1 …"};

    ImFontAtlas built;
    const FontAtlasResult first = build_font_atlas(built, Language::ZhHans, texts, 20, dir);
    REQUIRE(first.loaded_cjk_font);
    CHECK_FALSE(first.from_cache);
    REQUIRE(cached_files(dir).size() == 1);
    const auto file = cached_files(dir).front();

    ImFontAtlas read;
    const FontAtlasResult second = build_font_atlas(read, Language::ZhHans, texts, 20, dir);
    CHECK(second.from_cache);
    CHECK(second.loaded_cjk_font == first.loaded_cjk_font);
    CHECK(second.loaded_piece_font == first.loaded_piece_font);
    CHECK(ui_fonts().body == read.Fonts[0]);  // which font is which comes back too
    CHECK(ui_fonts().title == read.Fonts[1]);
    CHECK(ui_fonts().pieces == read.Fonts[2]);
    check_same_atlas(built, read);
    CHECK(missing_glyphs(*read.Fonts[0], texts).empty());

    SUBCASE("another character, size or language is another atlas") {
        ImFontAtlas other;
        CHECK_FALSE(build_font_atlas(other, Language::ZhHans, {"裁判员应如何处理？", "另"}, 20, dir).from_cache);
        CHECK_FALSE(build_font_atlas(other, Language::ZhHans, texts, 24, dir).from_cache);
        CHECK_FALSE(build_font_atlas(other, Language::ZhHant, texts, 20, dir).from_cache);
        CHECK(cached_files(dir).size() == 4);
        prune_atlas_cache(dir, 2);
        CHECK(cached_files(dir).size() == 2);
    }
    SUBCASE("a damaged file is rebuilt and replaced") {
        {
            std::fstream damage(file, std::ios::binary | std::ios::in | std::ios::out);
            damage.seekp(static_cast<std::streamoff>(std::filesystem::file_size(file) / 2));
            damage.put('\x5a');
        }
        ImFontAtlas again;
        CHECK_FALSE(build_font_atlas(again, Language::ZhHans, texts, 20, dir).from_cache);
        check_same_atlas(built, again);
        ImFontAtlas after;
        CHECK(build_font_atlas(after, Language::ZhHans, texts, 20, dir).from_cache);
    }
    SUBCASE("a file cut short, or another key's, leaves the atlas untouched") {
        const auto size = std::filesystem::file_size(file);
        std::filesystem::resize_file(file, size - 100);
        ImFontAtlas untouched;
        CHECK_FALSE(load_atlas_cache(untouched, 42, file));
        CHECK(untouched.Fonts.Size == 0);
        CHECK_FALSE(load_atlas_cache(read, 42, file));
        CHECK(read.Fonts.Size == 3);
    }
    std::filesystem::remove_all(dir);
}
