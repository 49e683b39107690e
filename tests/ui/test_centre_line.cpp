// The home screen's line about the training centre, for each state of the background sync, in the
// interface language (app/ui/data/centre_line.hpp): what waits, "sent at", "unreachable, retrying
// at", and without a background sync (an unattended run) the old line naming `centre sync`.
#include <doctest/doctest.h>

#include "app/ui/data/centre_line.hpp"

using namespace arbiter;
using State = centre::SyncStatus::State;

namespace {

UiStrings strings(Language language) {
    ContentErrors errors;
    auto s = UiStrings::load(std::filesystem::path(ARBITER_SOURCE_DIR) / "assets" / "lang", language, errors);
    REQUIRE(errors.empty());
    return s;
}

// 2026-12-02 10:42 UTC.
const store::TimePoint kAt = store::from_unix_ms(1'796'208'120'000);

centre::SyncStatus status(State state, int waiting) {
    centre::SyncStatus s;
    s.state = state;
    s.class_code = "go-3";
    s.waiting.attempts = waiting;
    s.sent_at = kAt;
    s.retry_at = kAt + std::chrono::minutes(5);
    s.reason = "permission denied";
    return s;
}

}  // namespace

TEST_CASE("centre line: each state of the background sync reads in the interface language") {
    const auto en = strings(Language::En);
    const auto hans = strings(Language::ZhHans);
    const auto hant = strings(Language::ZhHant);
    const store::PendingCounts three{3, 0, 0};
    const std::chrono::minutes utc{0}, beijing{480};

    // No background sync: the summary's count and the terminal's command.
    CHECK(ui::centre_line(en, "go-3", three, std::nullopt, utc) ==
          "Class go-3: 3 records waiting to be sent (arbiter-cli centre sync)");
    CHECK(ui::centre_line(en, "go-3", {}, std::nullopt, utc) == "Class go-3: everything has been sent");

    CHECK(ui::centre_line(en, "go-3", {}, status(State::idle, 3), utc) == "Class go-3: 3 records waiting to be sent");
    CHECK(ui::centre_line(hans, "go-3", {}, status(State::sending, 3), utc) == "班级 go-3：正在发送 3 条记录…");
    CHECK(ui::centre_line(en, "go-3", {}, status(State::sent, 0), utc) == "Class go-3: everything sent at 10:42");
    CHECK(ui::centre_line(hans, "go-3", {}, status(State::sent, 0), beijing) == "班级 go-3：18:42 已全部发送");
    // Sent, then a new answer: it waits until the next push.
    CHECK(ui::centre_line(en, "go-3", {}, status(State::sent, 1), utc) == "Class go-3: 1 records waiting to be sent");
    CHECK(ui::centre_line(en, "go-3", {}, status(State::unreachable, 3), utc) ==
          "Class go-3: 3 records waiting; the server is unreachable, retrying at 10:47");
    CHECK(ui::centre_line(hant, "go-3", {}, status(State::unreachable, 3), beijing) ==
          "班級 go-3：3 條記錄等待發送；無法連接服務器，18:47 重試");
    CHECK(ui::centre_line(en, "go-3", {}, status(State::refused, 2), utc) ==
          "Class go-3: 2 records waiting; the centre refused them: permission denied");
}
