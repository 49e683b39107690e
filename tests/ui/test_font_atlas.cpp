// The font atlas: built from mapped font files into any atlas without an ImGui context (the
// trainer builds its first atlas on a worker thread before the context exists), its input data
// released after the build, and still drawable once its CPU pixels are freed after the upload.
#include <doctest/doctest.h>

#include <imgui.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/ui/font_atlas.hpp"
#include "app/ui/mapped_file.hpp"

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
