#include "app/ui/trainer_app.hpp"

#include <chrono>

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>  // ImTextCharToUtf8, ImTextCharFromUtf8

#include <algorithm>
#include <cstdio>
#include <utility>

#include "app/core/build_info.hpp"
#include "app/core/paths.hpp"
#include "app/core/thread_priority.hpp"
#include "app/ui/content_problems_notice.hpp"
#include "app/ui/fonts/font_atlas.hpp"
#include "app/ui/screens/screen_registry.hpp"
#include "app/ui/screens/sport_choice.hpp"
#include "app/ui/keyboard/shortcuts.hpp"
#include "app/ui/window/theme.hpp"

namespace arbiter::ui {

void TrainerApp::note_last_item(std::string name) {
    note_target(std::move(name), ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), ImGui::GetItemID(), ImGui::IsItemVisible());
    tab_order_.add_last_item();
}

namespace {
// Language names are shown in their own script in every language, so they are always in the atlas.
}  // namespace

TrainerApp::TrainerApp(TrainerOptions options)
    : options_(std::move(options)), drill_clock_(options_.virtual_drill_clock) {
    settings_file_text_ = options_.settings_file.string();
    options_.settings.font_size = clamp_font_size(options_.settings.font_size);
    if (!find_screen(options_.settings.screen)) options_.settings.screen = "home";
}

std::filesystem::path TrainerApp::content_root() const { return arbiter::content_root(options_.content_root); }

void TrainerApp::load(ContentErrors& errors) {
    strings_ = UiStrings::load(content_root() / "assets" / "lang", language(), errors);
    load_errors_ = errors;
    census_ = take_content_census(content_root());
    census_paths_ = census_.scenarios_dir.string() + census_.question_bank_dir.string();
    // In the background (interactive runs) the window starts the content's load once its first
    // frame is on screen (start_background_load); screenshots and scripts read it here, first.
    if (!options_.load_in_background && !data_ready_ && !data_loading_.valid()) {
        read_content(content_root());
        data_ready_ = true;
        // Started by the first frame (take_loaded_data): its wake-ups post GLFW events, and GLFW
        // is initialised only after load() (a script run with --background-sync).
        sync_start_pending_ = true;
    }
    if (data_ready_) content_font_characters_ = data_.font_characters(language());
}

void TrainerApp::read_content(const std::filesystem::path& root) {
    data_.load(root, options_.database_path, options_.sample_data, !options_.content_only);
}

void TrainerApp::start_background_load() {
    if (!options_.load_in_background || data_ready_ || data_loading_.valid()) return;
    // The first frame did not wait for ~0.4 s of content loading; frames poll (animating() is
    // true meanwhile) and the screens appear when it is done. The loader runs at a lower
    // priority, so the frames the candidate sees meanwhile come first.
    data_loading_ = std::async(std::launch::async, [this, root = content_root()] {
        lower_this_thread_priority();
        content_read_began_ = std::chrono::steady_clock::now();  // read after the future is taken
        read_content(root);
    });
}

void TrainerApp::take_loaded_data() {
    if (data_ready_ && std::exchange(sync_start_pending_, false)) start_background_sync();
    if (data_ready_ || !data_loading_.valid()) return;
    if (data_loading_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return;
    data_loading_.get();
    data_ready_ = true;
    start_background_sync();
    content_font_characters_ = data_.font_characters(language());
    font_rebuild_requested_ = true;  // the content's characters join the atlas
}

void TrainerApp::take_reloaded_content() {
    if (!data_ready_) return;
    if (!content_reloading_.valid()) {
        const auto status = data_.sync_status();
        if (!status || status->content_changes == content_changes_seen_) return;
        content_changes_seen_ = status->content_changes;
        // Read off the UI thread (~0.4 s, as at start); the frame loop sleeps meanwhile and is
        // woken when it is done. Installs that land while it reads make another reload after it.
        content_reloading_ = std::async(std::launch::async, [root = content_root(), wake = waker_] {
            lower_this_thread_priority();  // as at start: the frames the candidate sees come first
            auto loaded = TrainerData::load_content(root);
            if (wake) wake();
            return loaded;
        });
        return;
    }
    if (content_reloading_.wait_for(std::chrono::seconds(0)) != std::future_status::ready) return;
    // Waits (loaded, off screen) until the candidate leaves the item or submits the exam: a frame
    // after that (any input wakes the loop) takes it in.
    if (!at_safe_point()) return;
    data_.adopt(content_reloading_.get());
    // The ruling menus were made from the old scenarios: made again from the new ones when drawn.
    for (ScenarioCardState* card : {&practice_.card, &review_.scenario_card, &drill_.intervention.card})
        card->menu_language = -1;
    content_font_characters_ = data_.font_characters(language());
    font_rebuild_requested_ = true;  // the new items' characters join the atlas
}

bool TrainerApp::at_safe_point() const {
    // A running exam's items are looked up by id in every frame: a new version of one must not
    // change the question under the candidate (or what their answer is graded against).
    if (exam_.session && !exam_.session->submitted()) return false;
    const std::string& screen = options_.settings.screen;
    return screen != "practice" && screen != "quiz" && screen != "review" && screen != "drill";
}

void TrainerApp::start_background_sync() {
    // glfwPostEmptyEvent may be called from any thread: it wakes glfwWaitEvents, so the home
    // screen's line changes while the window sleeps (docs/centre.md § Background sync).
    if (options_.background_sync) data_.start_background_sync([] { glfwPostEmptyEvent(); });
}

void TrainerApp::ensure_glyphs(std::string_view text) {
    const ImFont* font = ui_fonts().body;
    if (!font) return;
    const char* p = text.data();
    const char* end = p + text.size();
    while (p < end) {
        unsigned int c = 0;
        const int bytes = ImTextCharFromUtf8(&c, p, end);
        if (bytes <= 0) break;
        p += bytes;
        if (c < 0x20 || c == ' ' || c > 0xFFFF) continue;
        // Asked for once per character: one no font has must not rebuild the atlas every frame.
        if (font->FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr && glyphs_requested_.insert(c).second) {
            extra_font_texts_.emplace_back(text);
            font_rebuild_requested_ = true;
            return;
        }
    }
}

void TrainerApp::widen_font_for_typing() {
    if (font_widened_) return;
    font_widened_ = true;
    // ImGui's list of the 2500 most common Simplified characters (plus punctuation), as text.
    const ImWchar* ranges = ImGui::GetIO().Fonts->GetGlyphRangesChineseSimplifiedCommon();
    std::string text;
    for (const ImWchar* r = ranges; r[0]; r += 2)
        for (unsigned int c = r[0]; c <= r[1] && c < 0xFFFF; ++c) {
            // Ideographs, CJK punctuation and full-width forms: what Noto Sans CJK draws (the
            // list also names half-width forms and specials it has no glyph for).
            const bool drawn = (c >= 0x3000 && c <= 0x303F) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xFF01 && c <= 0xFF5E);
            if (!drawn) continue;
            char utf8[5];
            text += ImTextCharToUtf8(utf8, c);
        }
    extra_font_texts_.push_back(std::move(text));
    font_rebuild_requested_ = true;
}

void TrainerApp::retry_item(const std::string& item_id) {
    if (data_.scenario(item_id)) {
        practice_ = {};
        practice_.card.scenario_id = item_id;
        practice_.review_mode = true;
        practice_.scroll_list_to_current = true;
        practice_.shown_at = std::chrono::steady_clock::now();
        open_screen("practice");
    } else if (data_.question(item_id)) {
        quiz_.card = {};
        quiz_.card.item_id = item_id;
        quiz_.card.shown_at = std::chrono::steady_clock::now();
        quiz_.review_mode = true;
        open_screen("quiz");
    }
}

void TrainerApp::start_review() {
    review_ = {};
    review_.session.emplace(data_.summary().queue.due);
    open_screen("review");
}

std::vector<std::string_view> TrainerApp::texts_for_font() const {
    std::vector<std::string_view> texts;
    for (const auto& [key, text] : strings_.all()) texts.push_back(text);
    for (Language language : kAllLanguages) texts.push_back(language_endonym(language));
    texts.push_back(build_info::kProductNameZh);
    for (const auto& error : load_errors_) texts.push_back(error.message);
    for (const auto& help : shortcut_help()) texts.push_back(help.keys);
    // Marks the screens draw themselves (right/wrong, a recent mistake, a cut, an order, a
    // separator): in the atlas from the start, not added by a rebuild on first use.
    texts.push_back("√×●○…→·");
    texts.push_back(census_paths_);  // shown by empty states; a folder name may be Chinese
    const std::string& settings_path = settings_file_text_;
    texts.push_back(settings_path);
    texts.push_back(content_font_characters_);
    for (const auto& text : extra_font_texts_) texts.push_back(text);
    return texts;
}

void TrainerApp::set_language(Language language) {
    if (language == options_.settings.language) return;
    options_.settings.language = language;
    ContentErrors errors;
    load(errors);
    font_rebuild_requested_ = true;
    save_settings_now();
}

void TrainerApp::set_font_size(float pixels) {
    pixels = clamp_font_size(pixels);
    if (pixels == options_.settings.font_size) return;
    options_.settings.font_size = pixels;
    font_rebuild_requested_ = true;
    style_requested_ = true;
    save_settings_now();
}

void TrainerApp::set_theme(Theme theme) {
    if (theme == options_.settings.theme) return;
    options_.settings.theme = theme;
    style_requested_ = true;
    save_settings_now();
}

void TrainerApp::open_screen(std::string_view name) {
    if (!find_screen(name) || name == options_.settings.screen) return;
    options_.settings.screen = std::string(name);
    save_settings_now();
}

void TrainerApp::set_centre(const std::string& conninfo, const std::string& class_code) {
    if (conninfo == options_.settings.centre_conninfo && class_code == options_.settings.centre_class) return;
    options_.settings.centre_conninfo = conninfo;
    options_.settings.centre_class = class_code;
    save_settings_now();
}

void TrainerApp::save_settings_now() {
    if (options_.settings_file.empty()) return;
    std::string error;
    settings_error_.clear();
    if (!save_settings(options_.settings_file, options_.settings, error)) {
        settings_error_ = error;
        std::fprintf(stderr, "arbiter-trainer: %s\n", error.c_str());
    }
}

bool TrainerApp::take_font_rebuild_request() {
    bool requested = font_rebuild_requested_;
    font_rebuild_requested_ = false;
    return requested;
}

bool TrainerApp::take_style_request() {
    bool requested = style_requested_;
    style_requested_ = false;
    return requested;
}

bool TrainerApp::animating() const {
    // Only what moves by itself: a running clock, or a timeline playing. Nothing else redraws
    // without input.
    const std::string& screen = options_.settings.screen;
    if (!data_ready_) return true;  // poll the background load
    if (animation_request_ > 0) return true;  // a screen asked (a running drill)
    return (screen == "gallery" && (gallery_.playing || gallery_.clock_running)) ||
           (screen == "practice" && practice_.card.playing) ||
           (screen == "exam" && exam_.session && !exam_.session->submitted());  // its timer (and any replay)
}

void TrainerApp::request_animation(double seconds) {
    if (seconds <= 0) return;
    animation_request_ = animation_request_ > 0 ? std::min(animation_request_, seconds) : seconds;
}

double TrainerApp::animation_interval() const {
    constexpr double kDefault = 0.25;  // a running clock shows whole seconds: four redraws a second do
    return animation_request_ > 0 ? std::min(kDefault, animation_request_) : kDefault;
}

std::string TrainerApp::window_title() const {
    return std::string(build_info::kProductNameZh) + " · " + build_info::kProductNameEn;
}

const std::vector<std::string>& TrainerApp::screen_names() {
    static const std::vector<std::string> names = [] {
        std::vector<std::string> out;
        for (const auto& entry : screen_entries()) out.emplace_back(entry.name);
        return out;
    }();
    return names;
}

void TrainerApp::draw_sidebar(float width, float height) {
    const Palette& p = palette();
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::ColorConvertU32ToFloat4(p.sidebar));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(font_size() * 0.5f, font_size() * 0.8f));
    ImGui::BeginChild("##sidebar", ImVec2(width, height), false, ImGuiWindowFlags_AlwaysUseWindowPadding);
    if (ui_fonts().title) ImGui::PushFont(ui_fonts().title);
    ImGui::TextWrapped("%s", strings_.c_str("app.title"));
    if (ui_fonts().title) ImGui::PopFont();
    ImGui::Spacing();
    ImGui::Spacing();
    const auto& screens = screen_entries();
    for (std::size_t i = 0; i < screens.size(); ++i) {
        const ScreenEntry& entry = screens[i];
        const bool current = options_.settings.screen == entry.name;
        if (entry.name == std::string_view("gallery")) {  // the gallery is apart: it shows examples
            ImGui::Spacing();
            ImGui::Separator();
            ImGui::Spacing();
        }
        const std::string label = strings_.get(entry.label_key) + "###nav_" + entry.name;
        ImGui::PushStyleVar(ImGuiStyleVar_SelectableTextAlign, ImVec2(0.0f, 0.5f));
        if (current) ImGui::PushStyleColor(ImGuiCol_Header, ImGui::ColorConvertU32ToFloat4(p.accent));
        if (current) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
        if (ImGui::Selectable(label.c_str(), current, 0, ImVec2(0, font_size() * 1.9f))) open_screen(entry.name);
        if (current) ImGui::PopStyleColor(2);
        ImGui::PopStyleVar();
        note_last_item(std::string("nav.") + entry.name);
        // The shortcut, small and right-aligned inside the row (Ctrl+1 … Ctrl+9, Ctrl+0: the first ten).
        if (i >= 10) continue;
        const char hint[] = {'C', 't', 'r', 'l', '+', static_cast<char>(i < 9 ? '1' + i : '0'), 0};
        const ImVec2 size = ImGui::CalcTextSize(hint);
        const ImVec2 max = ImGui::GetItemRectMax();
        const ImVec2 min = ImGui::GetItemRectMin();
        ImGui::GetWindowDrawList()->AddText(ImVec2(max.x - size.x - 6, (min.y + max.y - size.y) / 2),
                                            current ? IM_COL32(255, 255, 255, 190) : p.text_muted, hint);
    }
    ImGui::EndChild();
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
}

void TrainerApp::draw_top_bar() {
    const ScreenEntry* entry = find_screen(options_.settings.screen);
    if (ui_fonts().title) ImGui::PushFont(ui_fonts().title);
    ImGui::TextUnformatted(strings_.c_str(entry ? entry->label_key : "screen.home"));
    if (ui_fonts().title) ImGui::PopFont();

    // Language switch, always at the top right, written in each language's own script.
    float switch_width = 0;
    for (Language language : kAllLanguages)
        switch_width += ImGui::CalcTextSize(language_endonym(language)).x + ImGui::GetStyle().FramePadding.x * 2;
    switch_width += ImGui::GetStyle().ItemSpacing.x * 2;
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - switch_width);
    for (std::size_t i = 0; i < kAllLanguages.size(); ++i) {
        if (i) ImGui::SameLine();
        const bool current = kAllLanguages[i] == language();
        if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::ColorConvertU32ToFloat4(palette().accent));
        if (current) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
        if (ImGui::Button(language_endonym(kAllLanguages[i]))) set_language(kAllLanguages[i]);
        if (current) ImGui::PopStyleColor(2);
        note_last_item(std::string("lang.") + std::string(language_tag(kAllLanguages[i])));
    }
    ImGui::Separator();
}

void TrainerApp::draw_frame() {
    targets_.clear();
    shown_texts_.clear();
    animation_request_ = 0;  // asked again by each screen that still moves
    take_loaded_data();
    take_reloaded_content();
    ui::handle_shortcuts(*this);

    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->WorkPos);
    ImGui::SetNextWindowSize(viewport->WorkSize);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0, 0));
    ImGui::Begin("##main", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);
    ImGui::PopStyleVar();
    const float sidebar_width = font_size() * 10.5f;
    draw_sidebar(sidebar_width, viewport->WorkSize.y);
    ImGui::SameLine(0, 0);

    ImGui::BeginChild("##content", ImVec2(0, 0), false, ImGuiWindowFlags_AlwaysUseWindowPadding);
    draw_top_bar();
    draw_content_problems_notice(*this);
    ImGui::BeginChild("##screen", ImVec2(0, 0), false);
    if (!data_ready_) {
        ImGui::TextDisabled("%s", strings_.c_str("app.loading"));
    } else if (const ScreenEntry* entry = find_screen(options_.settings.screen)) {
        ImGui::PushID(entry->name);
        entry->draw(*this);
        ImGui::PopID();
    }
    ImGui::EndChild();
    ImGui::EndChild();
    ImGui::End();
    // First start: the profile has no sport yet; the welcome asks for it over the screen.
    if (data_ready_ && options_.welcome) draw_welcome(*this);
}

void TrainerApp::start_first_profile() {
    options_.welcome = true;
    data_.use_profile("新考生 · 新考生 · New candidate");
    exam_ = {};
    practice_ = {};
    quiz_ = {};
    settings_state_ = {};
}

std::uint64_t TrainerApp::next_option_seed() {
    ++option_seeds_;
    if (!options_.random_option_order) return option_seeds_;
    return static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) ^ (option_seeds_ << 32);
}

}  // namespace arbiter::ui
