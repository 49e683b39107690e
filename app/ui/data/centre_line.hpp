// The home screen's line about the training centre (docs/centre.md § Background sync): the class,
// what waits to be sent, and what the background sync is doing ("sent at 10:42", "server
// unreachable, retrying at 10:47"), in the interface language. Without a background sync (an
// unattended run) it says what waits and that `arbiter-cli centre sync` sends it.
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "app/core/centre/background_sync.hpp"
#include "app/core/store/records.hpp"
#include "app/core/ui_strings.hpp"

namespace arbiter::ui {

// `waiting`: the summary's count, used when there is no `sync` status. Times are shown as HH:MM at
// `utc_offset` (the computer's zone).
std::string centre_line(const UiStrings& strings, const std::string& class_code, const store::PendingCounts& waiting,
                        const std::optional<centre::SyncStatus>& sync, std::chrono::minutes utc_offset);

}  // namespace arbiter::ui
