// A headless Dear ImGui context for tests (DESIGN §7): no window, no GL. The font atlas is the
// real one (Noto Sans CJK), so text widths and wrapping are what the program gets.
#pragma once

#include <imgui.h>

#include <string_view>
#include <vector>

#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/window/theme.hpp"

namespace arbiter::ui::testing {

class HeadlessImGui {
public:
    explicit HeadlessImGui(Language language = Language::ZhHans, std::vector<std::string_view> texts = {}) {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.DisplaySize = ImVec2(1280, 800);
        io.DeltaTime = 1.0f / 60.0f;
        // As the OpenGL 3 backend declares: draw lists may pass 65,536 vertices (a full 19×19
        // board of shaded stones does), split by vertex offset, with 16-bit indices.
        io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
        rebuild(language, texts, 20);
        apply_theme(Theme::Light, 20);
    }
    ~HeadlessImGui() { ImGui::DestroyContext(); }
    HeadlessImGui(const HeadlessImGui&) = delete;
    HeadlessImGui& operator=(const HeadlessImGui&) = delete;

    void rebuild(Language language, const std::vector<std::string_view>& texts, float size) {
        build_font_atlas(*ImGui::GetIO().Fonts, language, texts, size);
        unsigned char* pixels = nullptr;
        int w = 0, h = 0;
        ImGui::GetIO().Fonts->GetTexDataAsAlpha8(&pixels, &w, &h);  // what a renderer would upload
    }
};

}  // namespace arbiter::ui::testing
