// The font atlas on the GPU, one byte per texel.
//
// Why not the backend's ImGui_ImplOpenGL3_CreateFontsTexture(): it uploads RGBA32, four bytes per
// texel of which three are always 255, and leaves the RGBA copy in the atlas. Our atlas holds
// every character of the content at two sizes (several thousand CJK glyphs), so that is a 4x
// texture in the driver (llvmpipe keeps textures in our process) plus 5x in ImGui. A GL_R8 texture
// swizzled to (1, 1, 1, R) samples exactly like the RGBA one in the backend's shader (GL 3.3 core),
// and the atlas's pixels are freed once they are uploaded.
#pragma once

namespace arbiter::ui {

// Uploads the current ImGui atlas's pixels as the font texture, replacing the previous one, sets
// the atlas's texture id, and frees the atlas's CPU pixels. Needs the GL 3.3 context current.
void upload_font_texture();

// Deletes the font texture (before the context goes away). Safe to call when there is none.
void destroy_font_texture();

}  // namespace arbiter::ui
