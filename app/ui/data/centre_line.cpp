#include "app/ui/data/centre_line.hpp"

#include <cstdio>

#include "app/core/packs/pack.hpp"
#include "app/core/text_fill.hpp"

namespace arbiter::ui {

namespace {

std::string clock_time(store::TimePoint t, std::chrono::minutes utc_offset) {
    const auto minutes = std::chrono::floor<std::chrono::minutes>(t + utc_offset).time_since_epoch().count();
    const long long of_day = ((minutes % 1440) + 1440) % 1440;
    char text[8];
    std::snprintf(text, sizeof text, "%02lld:%02lld", of_day / 60, of_day % 60);
    return text;
}

// How a pack is named to the candidate: its title in the interface language with the id that
// `arbiter-cli pack list` and `pack remove` use, or the id alone when the manifest has no title (or
// was not read: a refused file's title is not trusted).
std::string pack_name(const UiStrings& s, const centre::PackStatus& pack) {
    const std::string title = packs::title_in(pack.title, language_tag(s.language()));
    if (title.empty()) return pack.pack_id;
    return fill(s.get("home.centre_pack_name"), {{"title", title}, {"id", pack.pack_id}});
}

}  // namespace

std::string centre_line(const UiStrings& s, const std::string& class_code, const store::PendingCounts& waiting,
                        const std::optional<centre::SyncStatus>& sync, std::chrono::minutes utc_offset) {
    using State = centre::SyncStatus::State;
    if (!sync || sync->state == State::not_linked)
        return waiting.total() == 0 ? fill(s.get("home.centre_all_sent"), {{"class", class_code}})
                                    : fill(s.get("home.centre_waiting"),
                                           {{"class", class_code}, {"n", std::to_string(waiting.total())}});
    const std::string n = std::to_string(sync->waiting.total());
    switch (sync->state) {
    case State::sending: return fill(s.get("home.centre_sending"), {{"class", class_code}, {"n", n}});
    case State::unreachable:
        return fill(s.get("home.centre_unreachable"),
                    {{"class", class_code},
                     {"n", n},
                     {"time", sync->retry_at ? clock_time(*sync->retry_at, utc_offset) : std::string("--:--")}});
    case State::refused:
        return fill(s.get("home.centre_refused"), {{"class", class_code}, {"n", n}, {"reason", sync->reason}});
    case State::idle:
    case State::sent:
    case State::not_linked: break;
    }
    if (sync->waiting.total() > 0) return fill(s.get("home.centre_waiting_auto"), {{"class", class_code}, {"n", n}});
    if (sync->sent_at)
        return fill(s.get("home.centre_sent_at"),
                    {{"class", class_code}, {"time", clock_time(*sync->sent_at, utc_offset)}});
    return fill(s.get("home.centre_all_sent"), {{"class", class_code}});
}

std::vector<PackLine> pack_lines(const UiStrings& s, const std::string& class_code, const centre::SyncStatus& sync) {
    using State = centre::PackStatus::State;
    std::vector<PackLine> lines;
    for (const auto& pack : sync.packs) {
        PackLine line;
        line.pack_id = pack.pack_id;
        line.version = pack.version;
        const std::string name = pack_name(s, pack);
        const std::vector<std::pair<std::string, std::string>> values = {
            {"class", class_code}, {"pack", name}, {"version", pack.version}};
        switch (pack.state) {
        case State::up_to_date: continue;
        case State::installed: line.text = fill_from(s.get("home.centre_pack_installed"), values); break;
        case State::replaced: line.text = fill_from(s.get("home.centre_pack_replaced"), values); break;
        case State::needs_consent:
            if (pack.consented) {
                line.text = fill_from(s.get("home.centre_pack_replacing"), values);
                break;
            }
            line.text = fill(s.get("home.centre_pack_consent"),
                             {{"class", class_code},
                              {"pack", name},
                              {"version", pack.version},
                              {"installed", pack.installed_version.value_or("?")}});
            line.replace_button = fill(s.get("home.centre_pack_replace"), {{"version", pack.version}});
            break;
        case State::refused: {
            std::string reasons;
            for (const auto& problem : pack.problems) {
                if (!reasons.empty()) reasons += "; ";
                reasons += packs::describe(problem, s);
            }
            line.text = fill(s.get("home.centre_pack_refused"), {{"class", class_code},
                                                                 {"pack", name},
                                                                 {"version", pack.version},
                                                                 {"reason", reasons}});
            break;
        }
        }
        lines.push_back(std::move(line));
    }
    return lines;
}

}  // namespace arbiter::ui
