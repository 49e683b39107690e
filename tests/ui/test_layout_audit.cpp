// The layout audit (app/ui/testing/layout_audit.hpp) on frames drawn headless with the real fonts: texts
// drawn over each other and text cut at the side are found; ordinary lines, wrapped text and
// text fitted with an ellipsis are not.
#include <doctest/doctest.h>

#include <imgui.h>

#include <functional>
#include <string>

#include "app/ui/testing/layout_audit.hpp"
#include "app/ui/widgets/fitted_text.hpp"
#include "app/ui/widgets/wrapped_text.hpp"
#include "tests/ui/headless_imgui.hpp"

using namespace arbiter;
using namespace arbiter::ui;

namespace {

const std::string kTitle = "按 2002 年规则，白方超时后未提出申请：裁判员应如何判定？";
const std::string kEnglish = "2002 rules: overtime without a request, what does the arbiter rule?";

// Draws `body` in a 400 × 300 window at (10, 10) for two frames and audits the second.
std::vector<LayoutProblem> audit_frame(const std::function<void()>& body) {
    std::vector<LayoutProblem> problems;
    for (int frame = 0; frame < 2; ++frame) {
        ImGui::NewFrame();
        ImGui::SetNextWindowPos(ImVec2(10, 10));
        ImGui::SetNextWindowSize(ImVec2(400, 300));
        ImGui::Begin("audited", nullptr, ImGuiWindowFlags_NoDecoration);
        body();
        ImGui::End();
        ImGui::Render();
        if (frame == 1) {
            problems = audit_layout(*ImGui::GetDrawData(), *ImGui::GetIO().Fonts);
            for (auto& p : audit_window_widths()) problems.push_back(p);
        }
    }
    return problems;
}

int count(const std::vector<LayoutProblem>& problems, LayoutProblem::Kind kind) {
    int n = 0;
    for (const auto& p : problems) n += p.kind == kind;
    return n;
}

}  // namespace

TEST_CASE("lines of text one below the other, wrapped text and a fitted title pass the audit") {
    testing::HeadlessImGui imgui(Language::ZhHans, {kTitle, kEnglish, "第一行确定"});
    const auto problems = audit_frame([] {
        ImGui::TextUnformatted("第一行");
        ImGui::TextUnformatted("Second line");
        wrapped_text(kTitle);
        fitted_text(kTitle);
        fitted_text(kEnglish);
        ImGui::Button("确定");
        ImGui::SameLine();
        ImGui::Button("Cancel");
    });
    for (const auto& p : problems) MESSAGE(describe(p));
    CHECK(problems.empty());
}

TEST_CASE("two texts drawn at one place are an overlap, named by their text") {
    testing::HeadlessImGui imgui(Language::ZhHans, {"判负继续对局"});
    const auto problems = audit_frame([] {
        ImGui::SetCursorPos(ImVec2(20, 20));
        ImGui::TextUnformatted("判负");
        ImGui::SetCursorPos(ImVec2(26, 22));
        ImGui::TextUnformatted("继续对局");
    });
    REQUIRE(count(problems, LayoutProblem::Kind::overlap) == 1);
    const std::string line = describe(problems.front());
    CHECK(line.find("判负") != std::string::npos);
    CHECK(line.find("继续对局") != std::string::npos);
}

TEST_CASE("a long line in a narrow child makes the child too wide") {
    testing::HeadlessImGui imgui(Language::ZhHans, {kTitle});
    const auto problems = audit_frame([] {
        ImGui::BeginChild("narrow", ImVec2(150, 60), true);
        ImGui::TextUnformatted(kTitle.c_str());
        ImGui::EndChild();
    });
    REQUIRE(count(problems, LayoutProblem::Kind::too_wide) == 1);
    CHECK(describe(problems.back()).find("narrow") != std::string::npos);
}

// "国" drawn at x = 100 is one glyph about 18 px wide; a clip edge at x = 108 goes through it.
TEST_CASE("a glyph the clip rectangle's side goes through is cut, on the GPU or on the CPU") {
    testing::HeadlessImGui imgui(Language::ZhHans, {"国国"});
    SUBCASE("clipped by the draw command (the GPU cuts it)") {
        const auto problems = audit_frame([] {
            ImGui::PushClipRect(ImVec2(0, 0), ImVec2(108, 400), true);
            ImGui::GetWindowDrawList()->AddText(ImVec2(100, 50), 0xFF000000, "国国");
            ImGui::PopClipRect();
        });
        CHECK(count(problems, LayoutProblem::Kind::cut) == 1);
    }
    SUBCASE("clipped on the CPU, as RenderTextClipped does (the glyph's UVs are a part of it)") {
        const auto problems = audit_frame([] {
            const ImVec4 fine(0, 0, 108, 400);
            ImGui::GetWindowDrawList()->AddText(ImGui::GetFont(), ImGui::GetFontSize(), ImVec2(100, 50), 0xFF000000, "国国",
                                                nullptr, 0.0f, &fine);
        });
        CHECK(count(problems, LayoutProblem::Kind::cut) == 1);
    }
    SUBCASE("a clip edge above the text is a scrolled list, not a cut") {
        const auto problems = audit_frame([] {
            ImGui::PushClipRect(ImVec2(0, 58), ImVec2(400, 400), true);
            ImGui::GetWindowDrawList()->AddText(ImVec2(100, 50), 0xFF000000, "国国");
            ImGui::PopClipRect();
        });
        CHECK(problems.empty());
    }
}

TEST_CASE("the same text fitted to a narrow child is whole characters and an ellipsis, and passes") {
    testing::HeadlessImGui imgui(Language::ZhHans, {kTitle, "短"});
    const ImFont& font = *ImGui::GetIO().Fonts->Fonts[0];
    const std::string shown = ellipsized(font, 20, kTitle, 150);
    CHECK(shown.size() < kTitle.size());
    CHECK(shown.substr(shown.size() - 3) == "…");
    CHECK(kTitle.compare(0, shown.size() - 3, shown, 0, shown.size() - 3) == 0);  // a prefix, whole characters
    CHECK(font.CalcTextSizeA(20, 1e9f, 0, shown.c_str()).x <= 150);
    CHECK(ellipsized(font, 20, "短", 150) == "短");
    const auto problems = audit_frame([] {
        ImGui::BeginChild("narrow", ImVec2(150, 60), true);
        fitted_text(kTitle);
        fitted_selectable(kTitle, "entry", false);
        ImGui::EndChild();
    });
    for (const auto& p : problems) MESSAGE(describe(p));
    CHECK(problems.empty());
}
