// The home screen's line about the training centre (docs/centre.md § Background sync): the class,
// what waits to be sent, and what the background sync is doing ("sent at 10:42", "server
// unreachable, retrying at 10:47"), in the interface language. Without a background sync (an
// unattended run) it says what waits and that `arbiter-cli centre sync` sends it. Below it, a line
// per pack the class was given whose last pull did something worth saying: installed or replaced,
// another version installed (with the button that says yes), refused (with the reasons).
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "app/core/centre/background_sync.hpp"
#include "app/core/store/records.hpp"
#include "app/core/ui_strings.hpp"

namespace arbiter::ui {

// `waiting`: the summary's count, used when there is no `sync` status. Times are shown as HH:MM at
// `utc_offset` (the computer's zone).
std::string centre_line(const UiStrings& strings, const std::string& class_code, const store::PendingCounts& waiting,
                        const std::optional<centre::SyncStatus>& sync, std::chrono::minutes utc_offset);

struct PackLine {
    std::string text;
    // A pack waiting for the candidate's yes: the button's label, and what it says yes to.
    std::optional<std::string> replace_button;
    std::string pack_id, version;
};

// Nothing for a pack that was up to date. A refused pack's reasons are its problems worded in the
// interface language (packs::describe), joined.
std::vector<PackLine> pack_lines(const UiStrings& strings, const std::string& class_code, const centre::SyncStatus& sync);

}  // namespace arbiter::ui
