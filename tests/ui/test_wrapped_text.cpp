// Chinese line breaking: lines fill the width, break between CJK characters, never start with
// closing punctuation, and keep every character.
#include <doctest/doctest.h>

#include <string>

#include "app/ui/widgets/wrapped_text.hpp"
#include "tests/ui/headless_imgui.hpp"

using namespace arbiter;
using namespace arbiter::ui;

namespace {
const std::string kSentence = "示例题：黑方提劫后，白方立即在 M3 提回。按 1988 年规则，裁判应如何处理？";

std::string joined(const std::vector<std::string_view>& lines) {
    std::string out;
    for (auto l : lines) out += std::string(l);
    return out;
}
std::string without_spaces(std::string s) {
    std::erase(s, ' ');
    return s;
}
}  // namespace

TEST_CASE("a Chinese sentence with spaces wraps between characters, filling each line") {
    testing::HeadlessImGui imgui(Language::ZhHans, {kSentence});
    const ImFont& font = *ImGui::GetIO().Fonts->Fonts[0];
    const float width = 300;
    const auto lines = wrap_lines(font, 20, kSentence, width);
    REQUIRE(lines.size() >= 2);
    CHECK(without_spaces(joined(lines)) == without_spaces(kSentence));  // nothing lost
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string line(lines[i]);
        const float w = font.CalcTextSizeA(20, 1e9f, 0, line.c_str()).x;
        CHECK(w <= width + 0.5f);
        if (i + 1 < lines.size()) CHECK(w > width - 45);  // at most two characters short: no ragged lines
        CHECK(line.rfind("，", 0) != 0);  // no line starts with a comma
        CHECK(line.rfind("。", 0) != 0);
        CHECK(line.rfind("？", 0) != 0);
        CHECK(line.front() != ' ');
    }
}

TEST_CASE("closing punctuation stays with the character before it") {
    testing::HeadlessImGui imgui(Language::ZhHans, {"一二三四五，六"});
    const ImFont& font = *ImGui::GetIO().Fonts->Fonts[0];
    // Room for exactly five characters: the comma may not start line two, so 五 moves down with it.
    const float five = font.CalcTextSizeA(20, 1e9f, 0, "一二三四五").x;
    const auto lines = wrap_lines(font, 20, "一二三四五，六", five + 1);
    REQUIRE(lines.size() == 2);
    CHECK(std::string(lines[0]) == "一二三四");
    CHECK(std::string(lines[1]) == "五，六");
}

TEST_CASE("English wraps at spaces only, and explicit newlines break") {
    testing::HeadlessImGui imgui(Language::En);
    const ImFont& font = *ImGui::GetIO().Fonts->Fonts[0];
    const auto lines = wrap_lines(font, 20, "Replay the incident and rule on it", 150);
    for (auto line : lines) {
        const std::string l(line);
        CHECK(l.front() != ' ');
        CHECK(l.back() != ' ');
    }
    CHECK(joined(lines).find("incident") != std::string::npos);  // words are not split
    const auto two = wrap_lines(font, 20, "one\ntwo", 1000);
    REQUIRE(two.size() == 2);
    CHECK(std::string(two[1]) == "two");
}
