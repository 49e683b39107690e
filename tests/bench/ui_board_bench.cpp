// How much a full Go board costs to draw, without the GPU: the vertices one frame holds and the
// CPU time ImGui takes to build them (no GL here; the driver's share comes on top). A mock exam
// redraws four times a second while its timer runs, so this is paid in every one of those frames.
//   build/bin/ui_board_bench [frames]
#include <imgui.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "app/ui/widgets/go_board.hpp"
#include "tests/ui/headless_imgui.hpp"

using namespace arbiter;
using namespace arbiter::ui;

int main(int argc, char** argv) {
    const int frames = argc > 1 ? std::max(1, std::atoi(argv[1])) : 300;
    testing::HeadlessImGui imgui(Language::ZhHans, {"ABCDEFGHJKLMNOPQRST0123456789"});
    // A board near the end of a game: 300 stones, as the ear-reddening game's final position.
    GoBoardView view = GoBoardView::empty(19);
    unsigned seed = 12345;
    int placed = 0;
    while (placed < 300) {
        seed = seed * 1103515245u + 12345u;
        const int point = static_cast<int>((seed >> 8) % 361);
        if (view.stones[static_cast<std::size_t>(point)] != '.') continue;
        view.stones[static_cast<std::size_t>(point)] = placed++ % 2 ? 'O' : 'X';
    }
    view.last_move = GoPoint{3, 3};
    for (float side : {340.0f, 680.0f}) {  // the exam's board, and the gallery's large one
        long vertices = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < frames; ++i) {
            ImGui::NewFrame();
            ImGui::SetNextWindowPos(ImVec2(0, 0));
            ImGui::SetNextWindowSize(ImVec2(1280, 800));
            ImGui::Begin("board");
            draw_go_board("bench_board", view, side);
            ImGui::End();
            ImGui::Render();
            vertices = ImGui::GetDrawData()->TotalVtxCount;
        }
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        std::printf("19x19 board, 300 stones, %.0f px: %ld vertices a frame, %.3f ms of CPU a frame (%d frames)\n", side,
                    vertices, ms / frames, frames);
    }
}
