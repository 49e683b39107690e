#include "app/ui/trainer_app.hpp"

#include <imgui.h>

#include "app/core/build_info.hpp"
#include "app/core/paths.hpp"
#include "app/ui/screens/home_screen.hpp"

namespace arbiter::ui {

namespace {
// Language names are shown in their own script in every language, so they are always in the atlas.
constexpr const char* kLanguageNames[] = {"简体中文", "繁體中文", "English"};
}  // namespace

TrainerApp::TrainerApp(TrainerOptions options) : options_(std::move(options)) {}

void TrainerApp::load(ContentErrors& errors) {
    strings_ = UiStrings::load(content_root(options_.content_root) / "assets" / "lang", options_.language, errors);
    load_errors_ = errors;
}

std::vector<std::string_view> TrainerApp::texts_for_font() const {
    std::vector<std::string_view> texts;
    for (const auto& [key, text] : strings_.all()) texts.push_back(text);
    for (const char* name : kLanguageNames) texts.push_back(name);
    texts.push_back(build_info::kProductNameZh);
    for (const auto& error : load_errors_) texts.push_back(error.message);
    return texts;
}

void TrainerApp::set_language(Language language) {
    if (language == options_.language) return;
    options_.language = language;
    ContentErrors errors;
    load(errors);
    font_rebuild_requested_ = true;
}

bool TrainerApp::take_font_rebuild_request() {
    bool requested = font_rebuild_requested_;
    font_rebuild_requested_ = false;
    return requested;
}

std::string TrainerApp::window_title() const {
    return std::string(build_info::kProductNameZh) + " · " + build_info::kProductNameEn;
}

const std::vector<std::string>& TrainerApp::screen_names() {
    static const std::vector<std::string> names = {"home"};
    return names;
}

void TrainerApp::draw_frame() {
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(viewport->WorkPos);
    ImGui::SetNextWindowSize(viewport->WorkSize);
    ImGui::Begin("##main", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_NoBringToFrontOnFocus);

    // Language switch, always at the top right, written in each language's own script.
    const float switch_width = 330.0f * options_.font_size / 20.0f;
    ImGui::SetCursorPosX(ImGui::GetWindowContentRegionMax().x - switch_width);
    for (std::size_t i = 0; i < kAllLanguages.size(); ++i) {
        if (i) ImGui::SameLine();
        const bool current = kAllLanguages[i] == options_.language;
        if (current) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (ImGui::Button(kLanguageNames[i])) set_language(kAllLanguages[i]);
        if (current) ImGui::PopStyleColor();
    }

    draw_home_screen(*this);

    if (!load_errors_.empty()) {
        ImGui::Separator();
        ImGui::TextColored(ImVec4(0.85f, 0.2f, 0.2f, 1.0f), "%s", strings_.c_str("error.content_problems"));
        for (const auto& error : load_errors_) ImGui::BulletText("%s", error.to_string().c_str());
    }
    ImGui::End();
}

}  // namespace arbiter::ui
