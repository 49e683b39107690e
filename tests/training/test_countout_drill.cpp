// The count-out drill: the setups take their calls from the engine's clock, and the scorer matches
// presses to calls with the numbers docs/drills.md gives (credit 1 − 0.5·|error|/1000 per call,
// extra presses weigh like missed calls, "超时判负" only at or within the second after the loss).
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "app/core/training/drills/countout_drill.hpp"

using namespace arbiter;
using namespace arbiter::training;
using clock::seconds;

namespace {

const CountoutSetup& setup(std::string_view id) {
    for (const auto& s : countout_catalogue())
        if (s.id == id) return s;
    FAIL("no setup " << id);
    return countout_catalogue().front();
}

std::vector<std::string> codes(const std::vector<clock::CountCall>& calls) {
    std::vector<std::string> out;
    for (const auto& c : calls) out.push_back(c.code);
    return out;
}

// The candidate presses exactly `shift` ms after every call.
std::vector<Millis> presses_at(const std::vector<clock::CountCall>& calls, Millis shift = 0) {
    std::vector<Millis> out;
    for (const auto& c : calls) out.push_back(c.offset + shift);
    return out;
}

const std::vector<clock::CountCall>& last_minute_calls() {
    static const auto calls = countout_timing(setup("countout.1988-last-minute")).calls;
    return calls;
}

}  // namespace

TEST_CASE("countout catalogue: at least five setups, unique ids, each found by its id") {
    const auto& list = countout_catalogue();
    CHECK(list.size() >= 5);
    std::set<std::string> ids;
    for (const auto& s : list) {
        CAPTURE(s.id);
        CHECK(s.id.rfind("countout.", 0) == 0);
        CHECK(ids.insert(s.id).second);
        CHECK(s.title.complete());
        CHECK(s.situation.complete());
        const auto found = find_countout_setup(s.id);
        REQUIRE(found);
        CHECK(found->move_length == s.move_length);
        // The drill's calls are the engine's, for the whole move.
        CHECK(codes(countout_timing(s).calls) == codes(clock::time_move(s.rules, s.start, s.move_length).calls));
    }
    CHECK_FALSE(find_countout_setup("countout.nonsense"));
    CHECK_FALSE(find_countout_setup("countout.random-"));
    CHECK_FALSE(find_countout_setup("countout.random-12x"));
}

TEST_CASE("countout catalogue: the last 1988 minute runs to 10 and the loss at 60 s") {
    const auto& s = setup("countout.1988-last-minute");
    CHECK(countout_end(s) == seconds(60));
    CHECK(countout_listen_until(s) == seconds(60) + kCountoutTolerance);  // time to call the loss
    CHECK(codes(last_minute_calls()) ==
          std::vector<std::string>{"30", "40", "50", "1", "2", "3", "4", "5", "6", "7", "8", "9", "timeout"});
    CHECK(last_minute_calls().back().offset == seconds(60));
    CHECK(last_minute_calls().back().words.zh_hans == "10，超时判负");
}

TEST_CASE("countout catalogue: a minute used says how many are left, a move inside the minute costs none") {
    const auto reserve = countout_timing(setup("countout.1988-reserve-3"));
    CHECK(codes(reserve.calls) == std::vector<std::string>{"30", "40", "50", "55", "58", "minute:2"});
    CHECK(reserve.calls.back().words.zh_hans == "一分钟，还剩2分钟");
    CHECK(reserve.calls.back().offset == seconds(60));
    CHECK_FALSE(reserve.timed_out_at);

    const auto& early = setup("countout.1988-move-at-47");
    CHECK(codes(countout_timing(early).calls) == std::vector<std::string>{"30", "40"});
    CHECK(countout_end(early) == seconds(47));
    CHECK(countout_timing(early).after.periods_left == 5);
}

TEST_CASE("countout catalogue: reading starts when the main time runs out in the middle of the move") {
    const auto& s = setup("countout.1988-main-runs-out");
    const auto t = countout_timing(s);
    REQUIRE_FALSE(t.calls.empty());
    CHECK(t.calls.front().offset == seconds(20 + 30));
    CHECK(t.calls.back().code == "minute:2");
    CHECK(t.calls.back().offset == seconds(20 + 60));
    CHECK(countout_end(s) == s.move_length);
}

TEST_CASE("countout catalogue: N x T periods run into the last period") {
    const auto& s = setup("countout.periods-3x30");
    const auto t = countout_timing(s);
    const auto c = codes(t.calls);
    CHECK(std::count(c.begin(), c.end(), "period:2") == 1);
    CHECK(std::count(c.begin(), c.end(), "period:1") == 1);
    CHECK(t.after.periods_left == 1);
    CHECK_FALSE(t.timed_out_at);
    CHECK(t.calls.back().offset < countout_end(s));
    CHECK(countout_timing(setup("countout.periods-last-30")).timed_out_at == seconds(30));
}

TEST_CASE("countout: the clock face during the move") {
    const auto& last = setup("countout.1988-last-minute");
    auto face = countout_face(last, 0);
    CHECK(face.reading);
    CHECK(face.units_left == 1);
    CHECK(face.unit_left == seconds(60));
    face = countout_face(last, seconds(45) + 300);
    CHECK(face.unit_left == seconds(14) + 700);
    CHECK(countout_face(last, seconds(60)).lost);
    CHECK(countout_face(last, seconds(75)).lost);  // past the end: as at the end

    const auto& main = setup("countout.1988-main-runs-out");
    face = countout_face(main, seconds(10));
    CHECK_FALSE(face.reading);
    CHECK(face.main_left == seconds(10));
    face = countout_face(main, seconds(25));
    CHECK(face.reading);
    CHECK(face.units_left == 3);
    CHECK(face.unit_left == seconds(55));
    face = countout_face(main, seconds(81));  // one minute used
    CHECK(face.units_left == 2);
    CHECK(face.unit_left == seconds(59));
}

TEST_CASE("countout: a random setup is the same for the same seed and always has a call before it ends") {
    for (std::uint64_t seed = 0; seed < 300; ++seed) {
        CAPTURE(seed);
        const CountoutSetup a = random_countout_setup(seed);
        const CountoutSetup b = random_countout_setup(seed);
        CHECK(a.id == "countout.random-" + std::to_string(seed));
        CHECK(a.move_length == b.move_length);
        CHECK(a.start.main_left == b.start.main_left);
        CHECK(a.start.periods_left == b.start.periods_left);
        CHECK(a.start.periods_left >= 1);
        CHECK(a.start.periods_left <= 3);
        const auto found = find_countout_setup(a.id);
        REQUIRE(found);
        CHECK(found->move_length == a.move_length);
        const auto t = countout_timing(a);
        CHECK_FALSE(t.calls.empty());
        CHECK(countout_end(a) > 0);
        CHECK(t.calls.back().offset <= countout_end(a));
    }
}

TEST_CASE("countout score: every call pressed on the dot") {
    const auto score = score_countout(last_minute_calls(), presses_at(last_minute_calls()));
    CHECK(score.hits == 13);
    CHECK(score.misses == 0);
    CHECK(score.extra_presses.empty());
    CHECK(score.mean_abs_error_ms == 0.0);
    CHECK(score.final_call_right == true);
    CHECK(score.score == 1.0);
}

TEST_CASE("countout score: every call 400 ms late") {
    const auto score = score_countout(last_minute_calls(), presses_at(last_minute_calls(), 400));
    CHECK(score.hits == 13);
    CHECK(score.mean_abs_error_ms == 400.0);
    for (const auto& c : score.calls) {
        CHECK(c.error == 400);
        CHECK(c.credit == doctest::Approx(0.8));
    }
    CHECK(score.final_call_right == true);  // 60.4 s: within the second after the loss
    CHECK(score.score == doctest::Approx(0.8));
}

TEST_CASE("countout score: a missed call") {
    auto presses = presses_at(last_minute_calls());
    presses.erase(presses.begin() + 7);  // "5" at 55 s
    const auto score = score_countout(last_minute_calls(), presses);
    CHECK(score.hits == 12);
    CHECK(score.misses == 1);
    CHECK_FALSE(score.calls[7].pressed_at);
    CHECK(score.calls[8].error == 0);  // "6" still gets its own press, not the one meant for it
    CHECK(score.extra_presses.empty());
    CHECK(score.score == doctest::Approx(12.0 / 13.0));
}

TEST_CASE("countout score: an extra press weighs like a missed call") {
    auto presses = presses_at(last_minute_calls());
    presses.push_back(seconds(35));  // nothing is called at 35 s
    const auto score = score_countout(last_minute_calls(), presses);
    CHECK(score.hits == 13);
    CHECK(score.extra_presses == std::vector<Millis>{seconds(35)});
    CHECK(score.score == doctest::Approx(13.0 / 14.0));
}

TEST_CASE("countout score: the loss declared a second early earns nothing and is flagged") {
    auto presses = presses_at(last_minute_calls());
    presses.back() = seconds(59);  // "10，超时判负" together with "9"
    const auto score = score_countout(last_minute_calls(), presses);
    CHECK(score.hits == 13);
    CHECK(score.calls.back().error == -1000);
    CHECK(score.calls.back().credit == 0.0);
    CHECK(score.final_call_right == false);
    CHECK(score.score == doctest::Approx(12.0 / 13.0));
    CHECK(score.mean_abs_error_ms == doctest::Approx(1000.0 / 13.0));
}

TEST_CASE("countout score: matching keeps order and picks the nearer call, beyond the tolerance is extra") {
    const auto& calls = last_minute_calls();  // "1" at 51 s, "2" at 52 s
    std::vector<clock::CountCall> two(calls.begin() + 3, calls.begin() + 5);
    auto score = score_countout(two, {seconds(51) + 600, seconds(52) + 100});
    CHECK(score.calls[0].error == 600);
    CHECK(score.calls[1].error == 100);
    // One press between them counts for the earlier call on a tie, for the nearer one otherwise.
    score = score_countout(two, {seconds(51) + 500});
    CHECK(score.calls[0].error == 500);
    CHECK(score.misses == 1);
    score = score_countout(two, {seconds(51) + 700});
    CHECK(score.calls[1].error == -300);
    // 1001 ms off: not a call at all.
    score = score_countout({calls[0]}, {seconds(30) + 1001});
    CHECK(score.misses == 1);
    CHECK(score.extra_presses.size() == 1);
    CHECK(score.score == 0.0);
    CHECK_FALSE(score.mean_abs_error_ms);
    // The presses may come in any order.
    score = score_countout(two, {seconds(52), seconds(51)});
    CHECK(score.hits == 2);
}

TEST_CASE("countout score: without a loss on time there is no final call to judge") {
    const auto& s = setup("countout.1988-move-at-47");
    const auto score = score_countout(countout_timing(s).calls, {seconds(30) + 200, seconds(40) - 200});
    CHECK_FALSE(score.final_call_right);
    CHECK(score.score == doctest::Approx(0.9));
    CHECK(score_countout({}, {}).score == 1.0);
    // The loss never declared: the final call is wrong.
    auto presses = presses_at(last_minute_calls());
    presses.pop_back();
    CHECK(score_countout(last_minute_calls(), presses).final_call_right == false);
}

TEST_CASE("countout record: what the store keeps of a drill") {
    const auto& s = setup("countout.1988-last-minute");
    auto presses = presses_at(last_minute_calls(), 400);
    presses.erase(presses.begin());
    presses.push_back(seconds(70));
    const auto score = score_countout(last_minute_calls(), presses);
    const auto record = countout_record(s, score, store::from_unix_ms(1'000));
    CHECK(record.drill_kind == "countout");
    CHECK(record.item_id == "countout.1988-last-minute");
    CHECK(record.taken_at == store::from_unix_ms(1'000));
    CHECK(record.hits == 12);
    CHECK(record.misses == 1);
    CHECK(record.false_alarms == 1);
    CHECK(record.mean_abs_error_ms == 400.0);
    CHECK(record.final_call_right == true);
    CHECK_FALSE(record.mean_reaction_ms);
    CHECK(record.score == doctest::Approx(12 * 0.8 / 14));
    const json::Value detail = json::parse(record.detail_json);
    REQUIRE(detail.find("calls"));
    CHECK(detail.find("calls")->as_array().size() == 13);
    CHECK(detail.find("calls")->as_array()[0].find("pressed_ms")->is_null());
    CHECK(detail.find("calls")->as_array()[1].find("error_ms")->as_int() == 400);
    CHECK(detail.find("extra_presses_ms")->as_array()[0].as_int() == seconds(70));
    CHECK(detail.find("clock")->find("end_ms")->as_int() == seconds(60));
}
