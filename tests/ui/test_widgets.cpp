// The widgets' arithmetic: coordinates, hit testing, clock text, timeline positions. Pure
// functions; no ImGui frame needed.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>

#include "app/ui/text_format.hpp"
#include "app/ui/widgets/chart.hpp"
#include "app/ui/widgets/chess_board.hpp"
#include "app/ui/widgets/clock.hpp"
#include "app/ui/widgets/go_board.hpp"
#include "app/ui/widgets/ruling_builder.hpp"
#include "app/ui/widgets/timeline.hpp"

using namespace arbiter::ui;

TEST_CASE("Go column letters skip I, rows count from the bottom") {
    CHECK(go_column_label(0) == "A");
    CHECK(go_column_label(7) == "H");
    CHECK(go_column_label(8) == "J");
    CHECK(go_column_label(18) == "T");
    CHECK(go_column_label(24) == "Z");  // 25x25 uses the whole alphabet but I
    CHECK(go_row_label(0, 19) == 19);
    CHECK(go_row_label(18, 19) == 1);
    CHECK(go_point_name({15, 3}, 19) == "Q16");
    CHECK(go_point_name({3, 15}, 19) == "D4");
    CHECK(go_point_name({4, 4}, 9) == "E5");
}

TEST_CASE("star points: nine on 19x19, five on 13x13 and 9x9, the centre on small odd boards") {
    const auto s19 = go_star_points(19);
    CHECK(s19.size() == 9);
    CHECK(std::count(s19.begin(), s19.end(), GoPoint{3, 3}) == 1);   // D16
    CHECK(std::count(s19.begin(), s19.end(), GoPoint{9, 9}) == 1);   // tengen K10
    CHECK(std::count(s19.begin(), s19.end(), GoPoint{15, 9}) == 1);  // Q10
    const auto s13 = go_star_points(13);
    CHECK(s13.size() == 5);
    CHECK(std::count(s13.begin(), s13.end(), GoPoint{3, 9}) == 1);   // D4 on 13x13
    const auto s9 = go_star_points(9);
    CHECK(s9.size() == 5);
    CHECK(std::count(s9.begin(), s9.end(), GoPoint{2, 6}) == 1);     // C3 on 9x9
    CHECK(go_star_points(10).size() == 4);
    CHECK(go_star_points(5).size() == 1);
    CHECK(go_star_points(6).empty());
}

TEST_CASE("Go board geometry: every point maps to a pixel and back and the margins hit nothing") {
    const auto g = go_board_geometry(ImVec2(100, 50), 570, 19, true);
    CHECK(g.step > 0);
    for (int row = 0; row < 19; ++row) {
        for (int col = 0; col < 19; ++col) {
            const ImVec2 pixel = g.point({col, row});
            REQUIRE(g.point_at(pixel).has_value());
            CHECK(*g.point_at(pixel) == GoPoint{col, row});
            // a little off the point still picks it
            CHECK(*g.point_at(ImVec2(pixel.x + g.step * 0.4f, pixel.y - g.step * 0.4f)) == GoPoint{col, row});
        }
    }
    CHECK_FALSE(g.point_at(ImVec2(100, 50)).has_value());  // the corner, in the coordinate margin
    const ImVec2 last = g.point({18, 18});
    CHECK(last.x < 100 + 570);
    CHECK(last.y < 50 + 570);
    CHECK(std::fabs((last.x - 100) - (100 + 570 - last.x)) > 0);  // sanity: inside the square
}

TEST_CASE("FEN placement becomes the 64 squares and malformed placements are refused") {
    auto start = chess_view_from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    REQUIRE(start.has_value());
    CHECK(start->at(chess_square(0, 0)) == 'R');  // a1
    CHECK(start->at(chess_square(4, 0)) == 'K');  // e1
    CHECK(start->at(chess_square(3, 7)) == 'q');  // d8
    CHECK(start->at(chess_square(4, 4)) == '.');  // e5
    CHECK(std::count(start->squares.begin(), start->squares.end(), '.') == 32);
    CHECK_FALSE(chess_view_from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP").has_value());        // 7 ranks
    CHECK_FALSE(chess_view_from_fen("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").has_value()); // 9 files
    CHECK_FALSE(chess_view_from_fen("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR").has_value());  // 7 files
    CHECK_FALSE(chess_view_from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX").has_value());  // not a piece
}

TEST_CASE("chess figures are the Unicode chess symbols, white U+2654.., black U+265A..") {
    CHECK(chess_figure_code_point('K') == 0x2654);
    CHECK(chess_figure_code_point('P') == 0x2659);
    CHECK(chess_figure_code_point('k') == 0x265A);
    CHECK(chess_figure_code_point('n') == 0x265E);
    CHECK(chess_figure_code_point('.') == 0);
    CHECK(chess_figure_code_point('x') == 0);
}

TEST_CASE("chess board geometry: a1 bottom left, h8 top right, and the other way round when flipped") {
    const auto g = chess_board_geometry(ImVec2(0, 0), 640, false, false);
    CHECK(g.square == 80);
    CHECK(g.square_at(ImVec2(10, 630)) == chess_square(0, 0));   // a1
    CHECK(g.square_at(ImVec2(630, 10)) == chess_square(7, 7));   // h8
    CHECK(g.square_at(ImVec2(4 * 80 + 5, 7 * 80 + 5)) == chess_square(4, 0));  // e1
    const auto f = chess_board_geometry(ImVec2(0, 0), 640, true, false);
    CHECK(f.square_at(ImVec2(10, 630)) == chess_square(7, 7));   // h8 at the bottom left
    CHECK(f.square_at(ImVec2(630, 10)) == chess_square(0, 0));
    CHECK_FALSE(g.square_at(ImVec2(641, 10)).has_value());
    for (int sq = 0; sq < 64; ++sq) {
        const ImVec2 m = f.square_min(sq);
        CHECK(f.square_at(ImVec2(m.x + 1, m.y + 1)) == sq);
    }
}

TEST_CASE("clock text: whole seconds left, hours when needed, tenths in a chess clock's last ten seconds") {
    CHECK(format_clock(5400, true) == "1:30:00");
    CHECK(format_clock(245, true) == "4:05");
    CHECK(format_clock(4.3, false) == "0:04");
    CHECK(format_clock(9.37, true) == "0:09.3");
    CHECK(format_clock(10, true) == "0:10");
    CHECK(format_clock(0, true) == "0:00.0");
    CHECK(format_clock(-3, false) == "0:00");
    CHECK(format_clock(3599.9, false) == "59:59");
}

TEST_CASE("timeline: ticks placed by time, nearest event, the incident") {
    TimelineView view;
    view.events = {{0, "a", false}, {10, "b", false}, {30, "c", true}, {40, "d", false}};
    CHECK(timeline_position(view, 0) == 0.0f);
    CHECK(timeline_position(view, 1) == doctest::Approx(0.25));
    CHECK(timeline_position(view, 3) == 1.0f);
    CHECK(timeline_nearest_event(view, 0.7f) == 2);
    CHECK(timeline_nearest_event(view, 0.1f) == 0);
    CHECK(timeline_nearest_event(view, 0.2f) == 1);
    CHECK(timeline_incident(view) == 2);
    TimelineView same_time;
    same_time.events = {{5, "x", false}, {5, "y", false}, {5, "z", false}};
    CHECK(timeline_position(same_time, 1) == doctest::Approx(0.5));  // spread evenly
    CHECK(timeline_incident(same_time) == -1);
    CHECK(timeline_nearest_event(TimelineView{}, 0.5f) == -1);
}

TEST_CASE("ruling builder picks toggle and keep their order") {
    std::vector<int> picked;
    toggle_pick(picked, 3);
    toggle_pick(picked, 1);
    CHECK(picked == std::vector<int>{3, 1});
    toggle_pick(picked, 3);
    CHECK(picked == std::vector<int>{1});
    RulingDraft draft;
    CHECK_FALSE(draft.complete());
    draft.outcome = 0;
    CHECK_FALSE(draft.complete());  // an answer needs its article
    draft.articles = {2};
    CHECK(draft.complete());
}

TEST_CASE("chart values map into the plot, clamped") {
    CHECK(chart_y(0, 0, 100, 10, 110) == 110);
    CHECK(chart_y(100, 0, 100, 10, 110) == 10);
    CHECK(chart_y(25, 0, 100, 10, 110) == 85);
    CHECK(chart_y(150, 0, 100, 10, 110) == 10);
    CHECK(chart_y(5, 0, 0, 10, 110) == 110);
}

TEST_CASE("placeholders are filled wherever the translation puts them") {
    CHECK(fill("读秒，还剩 {n} 次", {{"n", "3"}}) == "读秒，还剩 3 次");
    CHECK(fill("{side}在 {point} 立即提劫", {{"side", "白方"}, {"point", "M3"}}) == "白方在 M3 立即提劫");
    CHECK(fill("{n} of {n}", {{"n", "2"}}) == "2 of 2");
    CHECK(fill("no placeholder", {{"n", "2"}}) == "no placeholder");
}
