#include "app/ui/fonts/font_texture.hpp"

#include <imgui.h>
#include <GL/gl.h>  // GL_R8 and GL_TEXTURE_SWIZZLE_RGBA come with it (via GL/glext.h)

#include <cstdint>

namespace arbiter::ui {
namespace {
GLuint g_texture = 0;
}  // namespace

void upload_font_texture() {
    destroy_font_texture();
    ImFontAtlas& atlas = *ImGui::GetIO().Fonts;
    unsigned char* pixels = nullptr;
    int width = 0, height = 0;
    atlas.GetTexDataAsAlpha8(&pixels, &width, &height);  // the native format of the build: no conversion

    GLint last_texture = 0;
    glGetIntegerv(GL_TEXTURE_BINDING_2D, &last_texture);
    glGenTextures(1, &g_texture);
    glBindTexture(GL_TEXTURE_2D, g_texture);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    const GLint white_with_coverage[4] = {GL_ONE, GL_ONE, GL_ONE, GL_RED};
    glTexParameteriv(GL_TEXTURE_2D, GL_TEXTURE_SWIZZLE_RGBA, white_with_coverage);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);  // rows of one-byte texels are not 4-byte aligned
    glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, width, height, 0, GL_RED, GL_UNSIGNED_BYTE, pixels);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(last_texture));

    atlas.SetTexID(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(g_texture)));
    // The glyph tables stay (layout needs them); only the pixels go. ImGui keeps TexReady set.
    atlas.ClearTexData();
}

void destroy_font_texture() {
    if (g_texture == 0) return;
    glDeleteTextures(1, &g_texture);
    g_texture = 0;
    ImGui::GetIO().Fonts->SetTexID(nullptr);
}

}  // namespace arbiter::ui
