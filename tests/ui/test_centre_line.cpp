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
    CHECK(ui::centre_line(en, "go-3", {}, status(State::sent, 1), utc) == "Class go-3: 1 record waiting to be sent");  // the noun agrees with the count
    CHECK(ui::centre_line(en, "go-3", {}, status(State::unreachable, 3), utc) ==
          "Class go-3: 3 records waiting; the server is unreachable, retrying at 10:47");
    CHECK(ui::centre_line(hant, "go-3", {}, status(State::unreachable, 3), beijing) ==
          "班級 go-3：3 條記錄等待發送；無法連接服務器，18:47 重試");
    CHECK(ui::centre_line(en, "go-3", {}, status(State::refused, 2), utc) ==
          "Class go-3: 2 records waiting; the centre refused them: permission denied");
}

TEST_CASE("centre line: the packs the background sync installed, waits to replace, or refused, in the interface language") {
    using PackState = centre::PackStatus::State;
    const auto en = strings(Language::En);
    const auto hans = strings(Language::ZhHans);
    const auto hant = strings(Language::ZhHant);
    auto sync = status(State::sent, 0);
    auto pack = [](std::string id, PackState state) {
        centre::PackStatus p;
        p.pack_id = std::move(id);
        p.version = "2";
        p.state = state;
        return p;
    };
    sync.packs.push_back(pack("same", PackState::up_to_date));  // nothing to say
    sync.packs.push_back(pack("new", PackState::installed));
    auto waits = pack("course", PackState::needs_consent);
    waits.installed_version = "1";
    sync.packs.push_back(waits);
    auto refused = pack("bad", PackState::refused);
    refused.problems.push_back({"bad-2.arbpack", 0, 0, "given_hash", {{"expected", "ab"}, {"actual", "cd"}}});
    refused.problems.push_back({"bad-2.arbpack:scenarios/x.yaml", 3, 1, "", {}, "unknown key `foo`"});
    sync.packs.push_back(refused);

    const auto lines = ui::pack_lines(en, "go-3", sync);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].text == "Class go-3: installed pack new, version 2, from your class");
    CHECK_FALSE(lines[0].replace_button);
    CHECK(lines[1].text == "Class go-3: pack course, version 2 given by the class, 1 installed");
    REQUIRE(lines[1].replace_button);
    CHECK(*lines[1].replace_button == "Replace with version 2");
    CHECK(lines[1].pack_id == "course");
    CHECK(lines[1].version == "2");
    // Each reason, translated where it is coded, with where it is.
    CHECK(lines[2].text ==
          "Class go-3: pack bad, version 2, from your class was not installed: bad-2.arbpack: the file the centre sent "
          "does not match the checksum its instructor gave (ab; received cd): changed on the server or on the way; "
          "bad-2.arbpack:scenarios/x.yaml:3:1: unknown key `foo`");
    CHECK_FALSE(lines[2].replace_button);
    CHECK(ui::pack_lines(hans, "go-3", sync)[1].text == "班级 go-3：班级发放了内容包 course 的版本 2，本机安装的是版本 1");
    CHECK(ui::pack_lines(hant, "go-3", sync)[2].text.find("培訓中心發來的文件與教練給出的校驗值不符") != std::string::npos);

    // Once the candidate said yes: no second button while the worker replaces it; then "replaced".
    sync.packs[2].consented = true;
    CHECK(ui::pack_lines(en, "go-3", sync)[1].text == "Class go-3: replacing pack course with version 2…");
    CHECK_FALSE(ui::pack_lines(en, "go-3", sync)[1].replace_button);
    sync.packs[2].state = PackState::replaced;
    CHECK(ui::pack_lines(hant, "go-3", sync)[1].text == "班級 go-3：內容包 course 已換成班級發放的版本 2");

    // A pack with titles is named by the title in the reader's language (else the other Chinese
    // script, else English), with its id: the one `arbiter-cli pack list` and `pack remove` use.
    sync.packs[1].title = {{"zh-Hans", "围棋三级课程"}, {"en", "Go grade 3 course"}};
    CHECK(ui::pack_lines(en, "go-3", sync)[0].text == "Class go-3: installed pack \"Go grade 3 course\" (new), version 2, from your class");
    CHECK(ui::pack_lines(hans, "go-3", sync)[0].text == "班级 go-3：已安装班级发放的内容包 “围棋三级课程”（new），版本 2");
    CHECK(ui::pack_lines(hant, "go-3", sync)[0].text == "班級 go-3：已安裝班級發放的內容包 「围棋三级课程」（new），版本 2");
}
