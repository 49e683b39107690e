#include "app/ui/screens/scheduled_exams.hpp"

#include <imgui.h>

#include <cstdio>

#include "app/core/store/class_schedule.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/exams/scheduled_offers.hpp"
#include "app/ui/screens/screen_parts.hpp"
#include "app/ui/trainer_app.hpp"
#include "app/ui/widgets/wrapped_text.hpp"

namespace arbiter::ui {

namespace {

// "12-05 09:00" on this computer's clock.
std::string local_text(store::TimePoint t, std::chrono::minutes utc_offset) {
    const auto local = std::chrono::floor<std::chrono::minutes>(t + utc_offset);
    const auto day = std::chrono::floor<std::chrono::days>(local);
    const std::chrono::year_month_day ymd(day);
    const auto minutes = static_cast<unsigned>((local - day).count());  // 0 … 1439
    char text[32];
    std::snprintf(text, sizeof text, "%02u-%02u %02u:%02u", static_cast<unsigned>(ymd.month()),
                  static_cast<unsigned>(ymd.day()), minutes / 60, minutes % 60);
    return text;
}

}  // namespace

std::optional<ScheduledStart> draw_scheduled_exams(TrainerApp& app) {
    auto& data = app.data();
    if (!data.store()) return std::nullopt;
    const auto offers = training::scheduled_offers(store::class_schedule(*data.store(), data.profile().id),
                                                   data.summary().exams, data.clock().now());
    const auto& s = app.strings();
    std::optional<ScheduledStart> start;
    bool any = false;
    for (const auto& offer : offers) {
        if (offer.state == training::OfferState::closed) continue;  // gone after its window
        if (!any) {
            section_title(s.c_str("exam.scheduled_title"));
            any = true;
        }
        const auto* blueprint = data.blueprint(offer.exam.blueprint_id);
        const char* key = offer.state == training::OfferState::upcoming  ? "exam.scheduled_upcoming"
                          : offer.state == training::OfferState::started ? "exam.scheduled_started"
                          : blueprint                                    ? "exam.scheduled_open"
                                                                         : "exam.scheduled_missing";
        const std::string line =
            fill(s.get(key), {{"title", blueprint ? blueprint->title.get(app.language()) : offer.exam.blueprint_id},
                              {"class", offer.exam.class_code},
                              {"from", local_text(offer.exam.opens_at, data.utc_offset())},
                              {"to", local_text(offer.exam.closes_at, data.utc_offset())}});
        app.ensure_glyphs(line);
        wrapped_text(line);
        if (offer.state == training::OfferState::open && blueprint) {
            ImGui::PushID(static_cast<int>(offer.exam.server_id));
            ImGui::BeginDisabled(data.summary().running_exam.has_value());
            if (ImGui::SmallButton(s.c_str("exam.start"))) start = ScheduledStart{blueprint, offer.exam.seed, offer.exam.server_id};
            ImGui::EndDisabled();
            app.note_last_item("exam.start.scheduled." + std::to_string(offer.exam.server_id));
            ImGui::PopID();
        }
    }
    if (any) ImGui::Separator();
    return start;
}

}  // namespace arbiter::ui
