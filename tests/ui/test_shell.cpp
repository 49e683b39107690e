// The shell in a headless ImGui context: every screen draws in every language and theme, the
// screen list matches the screenshot tests, and injected clicks and keys (the same UiScript the
// GUI tests use) navigate, switch language and save the settings.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "app/core/settings.hpp"
#include "app/core/training/drills/countout_drill.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/training/answers/option_order.hpp"
#include "app/ui/screens/screen_registry.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/testing/ui_script.hpp"
#include "app/ui/widgets/go_board.hpp"
#include "tests/store/temp_dir.hpp"
#include "tests/ui/headless_imgui.hpp"

using namespace arbiter;
using namespace arbiter::ui;

namespace {

TrainerOptions options_for(Language language, std::filesystem::path settings_file = {}) {
    TrainerOptions options;
    options.settings.language = language;
    options.settings_file = std::move(settings_file);
    options.content_root = ARBITER_SOURCE_DIR;
    options.sample_data = true;  // a temporary database with the sample history, never the user's
    return options;
}

// One frame as platform_window.cpp runs it, minus GL.
void frame(TrainerApp& app, testing::HeadlessImGui& imgui, UiScript* script = nullptr) {
    if (app.take_font_rebuild_request()) imgui.rebuild(app.language(), app.texts_for_font(), app.font_size());
    if (app.take_style_request()) apply_theme(app.theme(), app.font_size());
    if (script) script->inject(ImGui::GetIO(), app);
    ImGui::NewFrame();
    app.draw_frame();
    if (script) script->after_frame(app);
    ImGui::Render();
}

void run_script(TrainerApp& app, testing::HeadlessImGui& imgui, const std::string& text) {
    std::string error;
    auto script = UiScript::parse(text, "test", error);
    REQUIRE_MESSAGE(script.has_value(), error);
    for (int i = 0; i < 500 && !script->finished(); ++i) frame(app, imgui, &*script);
    CHECK_MESSAGE(!script->failed(), script->failure());
    CHECK(script->finished());
}

}  // namespace

TEST_CASE("the screen registry matches the screenshot tests and every language names every screen") {
    std::string names;
    for (const auto& entry : screen_entries()) names += (names.empty() ? "" : ",") + std::string(entry.name);
    CHECK(names == ARBITER_UI_SCREENS);
    for (Language language : kAllLanguages) {
        ContentErrors errors;
        const UiStrings strings = UiStrings::load(std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang", language, errors);
        for (const auto& entry : screen_entries()) CHECK_MESSAGE(strings.has(entry.label_key), entry.label_key);
    }
    CHECK(find_screen("exam") != nullptr);
    CHECK(find_screen("nonsense") == nullptr);
}

TEST_CASE("every screen draws in every language and both themes" * doctest::test_suite("slow")) {
    for (Language language : kAllLanguages) {
        // One app per language (a load of the content and the sample history); the theme switches
        // in it as the settings screen and Ctrl+D switch it.
        TrainerApp app(options_for(language));
        ContentErrors errors;
        app.load(errors);
        CHECK(errors.empty());
        testing::HeadlessImGui imgui(language, app.texts_for_font());
        for (Theme theme : {Theme::Light, Theme::Dark}) {
            app.set_theme(theme);
            for (const auto& entry : screen_entries()) {
                app.open_screen(entry.name);
                for (int i = 0; i < 3; ++i) frame(app, imgui);
                CHECK(app.theme() == theme);
                CHECK(app.screen() == entry.name);
                CHECK(app.targets().count(std::string("nav.") + entry.name) == 1);
                CHECK(ImGui::GetDrawData()->TotalVtxCount > 0);
            }
        }
    }
}

TEST_CASE("injected clicks on the sidebar and the language buttons change screen and language, and are saved" * doctest::test_suite("slow")) {
    const auto settings_file = std::filesystem::temp_directory_path() / "arbiter_shell_test" / "settings.yaml";
    std::filesystem::remove(settings_file);
    TrainerApp app(options_for(Language::ZhHans, settings_file));
    ContentErrors errors;
    app.load(errors);
    testing::HeadlessImGui imgui(Language::ZhHans, app.texts_for_font());
    run_script(app, imgui,
               "click nav.review\n"
               "expect screen review\n"
               "click lang.en\n"
               "expect language en\n"
               "key ctrl+4\n"
               "expect screen exam\n"
               "key ctrl+d\n"
               "expect theme dark\n"
               "expect saved screen exam\n"
               "expect saved language en\n"
               "expect saved theme dark\n");
    CHECK(app.strings().get("screen.exam") == "Mock exam");  // the strings switched with the language
    ContentErrors load_errors;
    const Settings saved = load_settings(settings_file, load_errors);
    CHECK(saved.language == Language::En);
    CHECK(saved.screen == "exam");
    CHECK(saved.theme == Theme::Dark);
    std::filesystem::remove_all(settings_file.parent_path());
}

// The shipped content with one more file, broken: the folders linked, question_bank/ rebuilt
// from links so the broken file can join it without touching the source tree.
void write_content_root_with_broken_file(const std::filesystem::path& root) {
    namespace fs = std::filesystem;
    const fs::path source = ARBITER_SOURCE_DIR;
    for (const char* folder : {"assets", "scenarios"}) fs::create_directory_symlink(source / folder, root / folder);
    fs::create_directories(root / "question_bank" / "local");
    for (const auto& entry : fs::directory_iterator(source / "question_bank")) {
        const fs::path link = root / "question_bank" / entry.path().filename();
        if (entry.is_directory()) fs::create_directory_symlink(entry.path(), link);
        else fs::create_symlink(entry.path(), link);
    }
    test::write_bytes(root / "question_bank" / "local" / "broken.yaml", "items: [\n  - id: local-1\n");
}

TEST_CASE("a file that does not load is named above every screen, in the interface language, and the rest works") {
    test::TempDir root;
    write_content_root_with_broken_file(root.path());
    TrainerOptions options = options_for(Language::ZhHans);
    options.content_root = root.path();
    TrainerApp app(options);
    ContentErrors errors;
    app.load(errors);
    CHECK(errors.empty());
    REQUIRE(app.data().errors().size() == 1);
    CHECK_FALSE(app.data().questions().empty());  // everything else loaded
    testing::HeadlessImGui imgui(Language::ZhHans, app.texts_for_font());
    // Closed, one line with the count; a click lists the problem at file:line:column in Chinese.
    run_script(app, imgui,
               "expect screen home\n"
               "expect text 内容文件有 1 个问题（点击查看）\n"
               "click content_problems\n"
               "expect text 内容文件有 1 个问题（点击收起）\n"
               "expect text question_bank/local/broken.yaml:\n"
               "expect text `YAML` 语法错误：\n"
               "click nav.practice\n"
               "expect screen practice\n"
               "expect text 内容文件有 1 个问题\n"
               "click content_problems\n"
               "expect text 内容文件有 1 个问题（点击查看）\n");
}

TEST_CASE("a script fails on a missing target and on a wrong expectation, naming the line" * doctest::test_suite("slow")) {
    TrainerApp app(options_for(Language::ZhHans));
    ContentErrors errors;
    app.load(errors);
    testing::HeadlessImGui imgui(Language::ZhHans, app.texts_for_font());
    for (const char* text : {"click nav.nowhere\n", "# comment\nexpect screen quiz\n"}) {
        std::string error;
        auto script = UiScript::parse(text, "bad", error);
        REQUIRE(script.has_value());
        for (int i = 0; i < 50 && !script->finished(); ++i) frame(app, imgui, &*script);
        CHECK(script->failed());
        CHECK(script->failure().find(text[0] == '#' ? "bad:2:" : "bad:1:") == 0);
    }
    std::string error;
    CHECK_FALSE(UiScript::parse("jump nav.home\n", "syntax", error).has_value());
    CHECK(error == "syntax:1: unknown command 'jump'");
    CHECK_FALSE(UiScript::parse("key hyper+q\n", "syntax", error).has_value());
}

TEST_CASE("a count-out drill on the virtual drill clock: presses at given times, the scorer's result in the store" * doctest::test_suite("slow")) {
    TrainerOptions options = options_for(Language::En);
    options.virtual_drill_clock = true;  // as --script sets it: only `advance` moves it
    TrainerApp app(options);
    ContentErrors errors;
    app.load(errors);
    testing::HeadlessImGui imgui(Language::En, app.texts_for_font());
    const auto& setup = training::countout_catalogue().front();
    const auto calls = training::countout_timing(setup).calls;
    // Every call 250 ms late, through the Space key; then the drill's last listening second.
    std::string text = "click nav.drill\nclick drill.tab.countout\nclick drill.setup." + setup.id + "\nclick drill.start\n";
    training::Millis now = 0;
    for (const auto& call : calls) {
        text += "advance " + std::to_string(call.offset + 250 - now) + "\nkey space\n";
        now = call.offset + 250;
    }
    text += "advance " + std::to_string(training::countout_listen_until(setup) - now) + "\nwait 2\nexpect target drill.again\n";
    const std::size_t before = app.data().summary().drills.size();  // the sample profile's own drills
    run_script(app, imgui, text);
    const auto& drills = app.data().summary().drills;
    REQUIRE(drills.size() == before + 1);
    const auto expected = training::score_countout(calls, [&] {
        std::vector<training::Millis> presses;
        for (const auto& call : calls) presses.push_back(call.offset + 250);
        return presses;
    }());
    CHECK(drills.back().item_id == setup.id);
    CHECK(drills.back().hits == static_cast<int>(calls.size()));
    CHECK(drills.back().mean_abs_error_ms == 250.0);
    CHECK(drills.back().final_call_right == true);
    CHECK(drills.back().score == doctest::Approx(expected.score));
    CHECK(drills.back().score == doctest::Approx(0.875));
    // While it ran, the drill asked to be redrawn; now it is over, nothing animates.
    CHECK_FALSE(app.animating());
}

TEST_CASE("a click on the Go board returns the point under the mouse") {
    testing::HeadlessImGui imgui;
    const GoBoardView view = GoBoardView::empty(19);
    std::optional<GoPoint> clicked;
    const ImVec2 origin(40, 40);
    const GoBoardGeometry g = go_board_geometry(origin, 570, 19, true);
    const ImVec2 q16 = g.point({15, 3});
    ImGuiIO& io = ImGui::GetIO();
    for (int i = 0; i < 4; ++i) {
        io.MousePos = q16;
        io.MouseDown[0] = i == 1;  // hover, press, release
        ImGui::NewFrame();
        ImGui::SetNextWindowPos(ImVec2(0, 0));
        ImGui::SetNextWindowSize(ImVec2(1280, 800));
        ImGui::Begin("board", nullptr, ImGuiWindowFlags_NoDecoration);
        ImGui::SetCursorScreenPos(origin);
        if (auto p = draw_go_board("##b", view, 570)) clicked = p;
        ImGui::End();
        ImGui::Render();
    }
    REQUIRE(clicked.has_value());
    CHECK(go_point_name(*clicked, 19) == "Q16");
}

TEST_CASE("a mock exam draws scenarios, and one answered on the board is picked again when the exam is resumed" * doctest::test_suite("slow")) {
    const auto dir = std::filesystem::temp_directory_path() / "arbiter_exam_resume_test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    TrainerOptions options = options_for(Language::ZhHans);
    options.sample_data = false;
    options.database_path = (dir / "trainer.db").string();
    std::string first_item;
    std::vector<std::size_t> order;  // the first item's options as the exam shows them
    {
        // A seed whose third-grade exam opens with a scenario: the draw follows the content's
        // fingerprints, so it is searched for rather than fixed (the trainer draws with the same
        // function and the same pool).
        TrainerApp finder(options);
        ContentErrors load_errors;
        finder.load(load_errors);
        const auto& blueprints = finder.data().blueprints();
        const auto cn3 = std::find_if(blueprints.begin(), blueprints.end(), [](const auto& b) { return b.id == "go-cn-3"; });
        REQUIRE(cn3 != blueprints.end());
        for (std::uint64_t seed = 1; seed < 200 && !options.exam_seed; ++seed)
            if (finder.data().scenario(training::draw_exam_items(*cn3, finder.data().items(), seed).front().item_id))
                options.exam_seed = seed;
        REQUIRE(options.exam_seed);
    }
    {
        TrainerApp app(options);
        ContentErrors errors;
        app.load(errors);
        testing::HeadlessImGui imgui(Language::ZhHans, app.texts_for_font());
        run_script(app, imgui, "click nav.exam\nclick exam.start.go-cn-3\nexpect target exam.cell.0\n");
        REQUIRE(app.exam().session);
        first_item = app.exam().session->item(0).item_id;
        REQUIRE(app.data().scenario(first_item) != nullptr);  // the seed was chosen for it
        // The options are in the exam seed's order: place B holds option order[1].
        order = training::option_order(*app.data().item(first_item), app.exam().session->record().seed);
        run_script(app, imgui, "expect target exam.show_me\nclick exam.option.1\n");
        REQUIRE(app.exam().session->item(0).answer_json);
        const json::Value answer = json::parse(*app.exam().session->item(0).answer_json);
        CHECK(static_cast<std::size_t>(answer.find("option")->as_int()) == order[1]);
        CHECK(training::shown_order(answer, order.size()) == order);  // what the candidate saw, stored
    }  // the trainer is closed with the exam running
    TrainerApp app(options);
    ContentErrors errors;
    app.load(errors);
    testing::HeadlessImGui imgui(Language::ZhHans, app.texts_for_font());
    run_script(app, imgui, "click nav.exam\nclick exam.continue\nexpect target exam.cell.0\n");
    REQUIRE(app.exam().session);
    CHECK(app.exam().session->item(0).item_id == first_item);
    REQUIRE(app.exam().scenario_cards.size() == static_cast<std::size_t>(app.exam().session->size()));
    CHECK(app.exam().scenario_cards[0].picked_option == static_cast<int>(order[1]));
    CHECK(app.exam().scenario_cards[0].shown == order);  // the same letters after the restart
    CHECK(app.exam().scenario_cards[1].picked_option == -1);
    std::filesystem::remove_all(dir);
}
