// arbiter-cli centre join|status|sync|migrate|report, in-process against the real server: what the
// candidate and the instructor read, in their language, and the exit statuses.
#include <doctest/doctest.h>

#include "app/cli/command_registry.hpp"
#include "app/core/centre/centre_report.hpp"
#include "app/core/centre/centre_sync.hpp"
#include "app/core/centre/class_work.hpp"
#include "app/core/json.hpp"
#include "app/core/store/class_schedule.hpp"
#include "tests/centre/candidate_history.hpp"
#include "tests/centre/centre_fixture.hpp"
#include "tests/support/cli_run.hpp"

using namespace arbiter;
using arbiter::test::CandidateHistory;
using arbiter::test::CentreFixture;
using arbiter::test::day;
using arbiter::test::run_cli;

namespace {

cli::CommandRegistry centre_commands() {
    cli::CommandRegistry registry;
    cli::register_centre_commands(registry);
    return registry;
}

std::vector<std::string> with(std::vector<std::string> words, const std::string& db, const std::string& lang) {
    for (const std::string& w : {std::string("--db"), db, std::string("--lang"), lang, std::string("--content-root"),
                                 std::string(ARBITER_SOURCE_DIR)})
        words.push_back(w);
    return words;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("centre commands: join, status and sync speak the candidate's language and say what waits") {
    CentreFixture centre;
    CandidateHistory h;
    for (int i = 0; i < 3; ++i) h.answer("q-ko-1", 1.0, day(1, i));
    h.exam(2, day(2));
    h.drill(0.5, day(2, 1));
    const std::string db = (h.dir / "trainer.db").string();
    const auto registry = centre_commands();

    auto status = run_cli(registry, with({"centre", "status"}, db, "zh-Hans"));
    CHECK(status.status == 0);
    CHECK(has(status.out, "此档案尚未加入班级"));
    CHECK(has(status.out, "6 个答案等待发送"));  // three practice answers and the exam's three
    CHECK(has(status.out, "1 份考试成绩和 1 次计时训练结果等待发送"));

    auto sync = run_cli(registry, with({"centre", "sync"}, db, "en"));
    CHECK(sync.status == 1);
    CHECK(has(sync.err, "not in a class yet"));

    auto refused = run_cli(registry, with({"centre", "join", centre.as(centre.li), "--class", "go-2", "--candidate", "Li"},
                                          db, "zh-Hant"));
    CHECK(refused.status == 1);
    CHECK(has(refused.err, "培訓中心拒絕了請求"));
    CHECK(has(refused.err, "belongs to class go-3, not go-2"));

    auto password = run_cli(registry, with({"centre", "join", centre.as(centre.li) + " password=x", "--class", "go-3",
                                            "--candidate", "Li"},
                                           db, "en"));
    CHECK(password.status == 1);
    CHECK(has(password.err, "holds a password"));

    auto usage = run_cli(registry, with({"centre", "join", centre.as(centre.li), "--class", "go-3"}, db, "en"));
    CHECK(usage.status == 2);

    auto joined = run_cli(registry, with({"centre", "join", centre.as(centre.li), "--class", "go-3", "--candidate", "Li"},
                                         db, "zh-Hans"));
    CHECK(joined.status == 0);
    CHECK(has(joined.out, "已加入上海棋院的班级 go-3（围棋三级 2026），学员 Li"));
    CHECK(has(joined.out, "6 个答案等待发送"));

    status = run_cli(registry, with({"centre", "status"}, db, "zh-Hant"));
    CHECK(has(status.out, "班級 go-3，學員 Li"));
    CHECK(has(status.out, "尚未同步"));
    CHECK(has(status.out, "6 個答案等待發送"));

    sync = run_cli(registry, with({"centre", "sync"}, db, "en"));
    CHECK(sync.status == 0);
    CHECK(has(sync.out, "Sent: 6 answers, 1 exam result, 1 drill result."));
    CHECK(has(sync.out, "Nothing is waiting to be sent."));

    status = run_cli(registry, with({"centre", "status", "--json"}, db, "en"));
    auto parsed = json::parse(status.out);
    CHECK(parsed.find("class")->as_string() == "go-3");
    CHECK(parsed.find("linked")->as_bool());
    CHECK(parsed.find("waiting")->find("answers")->as_int() == 0);
    CHECK(parsed.find("waiting")->find("exams")->as_int() == 0);
    CHECK(parsed.find("waiting")->find("drills")->as_int() == 0);

    h.answer("q-count-1", 0.0, day(3));
    sync = run_cli(registry, with({"centre", "sync", "--json"}, db, "en"));
    CHECK(sync.status == 0);
    parsed = json::parse(sync.out);
    CHECK(parsed.find("sent")->find("answers")->as_int() == 1);
    CHECK(parsed.find("waiting")->find("answers")->as_int() == 0);
    CHECK(parsed.find("error")->is_null());

    // The server gone: the sync says so in the candidate's language, and nothing is lost.
    auto link = *h.store.centre_link(h.profile);
    link.conninfo = "host=/nonexistent/offline port=5432 dbname=centre user=li connect_timeout=2";
    h.store.set_centre_link(link);
    h.answer("q-count-1", 1.0, day(4));
    sync = run_cli(registry, with({"centre", "sync"}, db, "zh-Hans"));
    CHECK(sync.status == 1);
    CHECK(has(sync.err, "无法连接培训中心的服务器；所有记录仍保存在本机"));
    CHECK(has(sync.out, "1 个答案等待发送"));
}

TEST_CASE("centre commands: an instructor's report of the class, as text, JSON and CSV") {
    CentreFixture centre;
    CandidateHistory li, wang;
    for (int i = 0; i < 4; ++i) li.answer(i % 2 ? "q-ko-1" : "q-count-1", i % 2 ? 0.0 : 1.0, day(1, i));
    li.exam(3, day(2));
    wang.answer("q-ko-1", 1.0, day(1));
    wang.exam(1, day(3));
    centre::join_centre(li.store, li.profile, centre.as(centre.li), "go-3", "Li", day(1));
    centre::join_centre(wang.store, wang.profile, centre.as(centre.wang), "go-3", "Wang", day(1));
    centre::push_pending(li.store, li.profile, day(4));
    centre::push_pending(wang.store, wang.profile, day(4));
    const auto registry = centre_commands();
    auto report = [&](const std::string& who, std::vector<std::string> more) {
        std::vector<std::string> words = {"centre", "report", centre.as(who), "--class", "go-3", "--content-root",
                                          ARBITER_SOURCE_DIR};
        words.insert(words.end(), more.begin(), more.end());
        return run_cli(registry, words);
    };

    auto text = report(centre.chen, {"--lang", "zh-Hans"});
    CHECK(text.status == 0);
    CHECK(has(text.out, "班级 go-3，围棋三级 2026（上海棋院）：2 名学员"));
    CHECK(has(text.out, "Li\t7\t"));  // four practice answers and three exam answers
    CHECK(has(text.out, "\t1/1\n"));
    CHECK(has(text.out, "Wang\t4\t"));
    CHECK(has(text.out, "\t0/1\n"));
    CHECK(has(text.out, "  Li：cn-go-2002 17.1 "));  // Li's weakest: the ko article
    CHECK(has(text.out, "及格"));
    CHECK(has(text.out, "不及格"));

    auto as_json = report(centre.chen, {"--json"});
    CHECK(as_json.status == 0);
    const auto parsed = json::parse(as_json.out);
    CHECK(parsed.find("roster")->as_array().size() == 2);
    CHECK(parsed.find("exams")->as_array().size() == 2);
    CHECK(parsed.find("exams")->as_array()[0].find("topics")->as_array().size() == 2);

    auto csv = report(centre.chen, {"--csv"});
    CHECK(csv.status == 0);
    CHECK(csv.out.rfind("class,candidate,blueprint,submitted_utc,items,answered,score,percent,pass_mark,passed\r\n", 0) ==
          0);
    CHECK(has(csv.out, "go-3,Li,go-cn-3,2025-12-03T00:00:00Z,3,3,3.00,1.0000,0.8000,pass\r\n"));
    CHECK(has(csv.out, "go-3,Wang,go-cn-3,2025-12-04T00:00:00Z,3,3,1.00,0.3333,0.8000,fail\r\n"));

    // Another class's instructor sees no such class; a candidate sees the class with themselves alone.
    auto other = report(centre.sun, {"--lang", "en"});
    CHECK(other.status == 1);
    CHECK(has(other.err, "shows no class go-3"));
    auto candidate = report(centre.li, {"--lang", "en"});
    CHECK(candidate.status == 0);
    CHECK(has(candidate.out, ": 1 candidate"));  // the noun agrees with the count
    CHECK(has(candidate.out, "Li\t7\t"));
    CHECK_FALSE(has(candidate.out, "Wang"));
}

TEST_CASE("centre commands: each scheduled exam's results, pass or fail, topics and who has not sat it") {
    CentreFixture centre;
    const std::string zhang = centre.db.role("zhang"), zhou = centre.db.role("zhou");
    centre::PgConnection admin(centre.admin());
    admin.query("SELECT centre_add_candidate($1, $2, $3)", {"go-3", "Zhang", zhang});
    admin.query("SELECT centre_add_candidate($1, $2, $3)", {"go-3", "Zhou", zhou});
    centre::PgConnection chen(centre.as(centre.chen));
    // go-cn-3 drawn with seed 20261205, open 2025-12-06 09:00 to 11:00 UTC (day 5).
    const auto scheduled =
        centre::schedule_exam(chen, {"go-3", "go-cn-3", 20261205, "2025-12-06 09:00+00", "2025-12-06 11:00+00"});
    const int nine = 9 * 3600;
    CandidateHistory li, wang, zh, zo;
    // Li: an exam of the same blueprint and seed started by hand in the window and failed, then the
    // scheduled exam started from the exam list (the sitting recorded, store v7) and passed: the
    // recorded one is the exam.
    li.exam(0, day(5, nine + 300), 20261205);
    store::record_scheduled_sitting(li.store, li.exam(3, day(5, nine + 600), 20261205), scheduled.id);
    // Wang's sessions carry no id (a trainer before store v7): matched by blueprint, seed and window.
    wang.exam(1, day(5, nine + 900), 20261205);  // fails it
    wang.exam(0, day(5, nine + 1000), 20261205);  // sits it again in the window: the first one counts
    wang.exam(3, day(5, nine + 1200), 42);        // the same blueprint inside the window with another seed
    // Zhou's computer clock is an hour slow: the recorded sitting counts though it "began" before the window.
    store::record_scheduled_sitting(zo.store, zo.exam(3, day(5, nine - 3000), 20261205), scheduled.id);
    zh.exam(3, day(6, nine), 20261205);  // Zhang: the same blueprint and seed the next day, not the exam
    centre::join_centre(li.store, li.profile, centre.as(centre.li), "go-3", "Li", day(1));
    centre::join_centre(wang.store, wang.profile, centre.as(centre.wang), "go-3", "Wang", day(1));
    centre::join_centre(zh.store, zh.profile, centre.as(zhang), "go-3", "Zhang", day(1));
    centre::join_centre(zo.store, zo.profile, centre.as(zhou), "go-3", "Zhou", day(1));
    for (auto* who : {&li, &wang, &zh, &zo}) centre::push_pending(who->store, who->profile, day(7));
    CHECK(admin.query("SELECT count(*) FROM exam_sessions WHERE scheduled_exam_id = $1", {std::to_string(scheduled.id)})
              .integer(0, 0) == 2);

    const auto report = centre::class_report(chen, "go-3");
    CHECK(report.exams.size() == 7);  // every result is still in the class's list of exams
    REQUIRE(report.scheduled.size() == 1);
    const auto& g = report.scheduled[0];
    CHECK(g.id == scheduled.id);
    CHECK(g.blueprint_id == "go-cn-3");
    CHECK(g.seed == 20261205);
    CHECK(g.opens_ms == scheduled.opens_ms);
    CHECK(g.closes_ms - g.opens_ms == 2 * 3600 * 1000);
    REQUIRE(g.results.size() == 3);
    CHECK(g.results[0].candidate == "Li");
    CHECK(g.results[0].passed);
    CHECK(g.results[0].percent == doctest::Approx(1.0));
    CHECK(g.results[0].submitted_ms == store::to_unix_ms(day(5, nine + 600)));
    CHECK(g.results[1].candidate == "Wang");
    CHECK_FALSE(g.results[1].passed);
    CHECK(g.results[1].score == doctest::Approx(1.0));
    CHECK(g.results[1].submitted_ms == store::to_unix_ms(day(5, nine + 900)));
    CHECK(json::parse(g.results[1].topics_json).as_array().size() == 2);
    CHECK(g.results[2].candidate == "Zhou");
    CHECK(g.results[2].passed);
    CHECK(g.absent == std::vector<std::string>{"Zhang"});
    CHECK(g.passed() == 2);

    const auto registry = centre_commands();
    auto run = [&](std::vector<std::string> more) {
        std::vector<std::string> words = {"centre", "report", centre.as(centre.chen), "--class", "go-3", "--content-root",
                                          ARBITER_SOURCE_DIR};
        words.insert(words.end(), more.begin(), more.end());
        return run_cli(registry, words);
    };
    const std::string id = std::to_string(scheduled.id);
    auto text = run({"--lang", "zh-Hans"});
    CHECK(text.status == 0);
    CHECK(has(text.out, "班级安排的考试（学员、交卷时间、得分、结果、分主题）：\n#" + id +
                            "\tgo-cn-3\t种子 20261205\t2025-12-06 09:00 UTC 至 2025-12-06 11:00 UTC：3/4 人参加，2 人及格\n"));
    CHECK(has(text.out, "\n  Li\t2025-12-06 09:10 UTC\t100%\t及格\t"));
    CHECK(has(text.out, "\n  Wang\t2025-12-06 09:15 UTC\t33%\t不及格\t"));
    CHECK(has(text.out, "\n  Zhou\t2025-12-06 08:10 UTC\t100%\t及格\t"));
    CHECK(has(text.out, "ko 0/1 0%"));  // Wang's topics: the ko item missed
    CHECK(has(text.out, "\n  未参加（1 人）：Zhang\n"));
    CHECK(text.out.find("\tZhang") == std::string::npos);
    auto english = run({"--lang", "en"});
    CHECK(has(english.out, "Scheduled exams (candidate, submitted, score, result, topics):\n#" + id +
                               "\tgo-cn-3\tseed 20261205\t2025-12-06 09:00 UTC – 2025-12-06 11:00 UTC: 3/4 sat it, 2 passed\n"));
    CHECK(has(english.out, "\n  Not sat (1): Zhang\n"));

    auto as_json = run({"--json"});
    CHECK(as_json.status == 0);
    const auto parsed = json::parse(as_json.out);
    REQUIRE(parsed.find("scheduled_exams"));
    const auto& groups = parsed.find("scheduled_exams")->as_array();
    REQUIRE(groups.size() == 1);
    CHECK(groups[0].find("id")->as_int() == scheduled.id);
    CHECK(groups[0].find("seed")->as_string() == "20261205");
    CHECK(groups[0].find("passed")->as_int() == 2);
    REQUIRE(groups[0].find("results")->as_array().size() == 3);
    CHECK(groups[0].find("results")->as_array()[1].find("candidate")->as_string() == "Wang");
    CHECK(groups[0].find("results")->as_array()[1].find("topics")->as_array().size() == 2);
    CHECK(groups[0].find("absent")->as_array().size() == 1);

    // The CSV for the certifying body keeps its columns: every result, scheduled or not.
    auto csv = run({"--csv"});
    CHECK(csv.out.rfind("class,candidate,blueprint,submitted_utc,items,answered,score,percent,pass_mark,passed\r\n", 0) ==
          0);
    CHECK(has(csv.out, "go-3,Zhang,go-cn-3,2025-12-07T09:00:00Z,3,3,3.00,1.0000,0.8000,pass\r\n"));

    // Another class's instructor sees no scheduled exam of go-3; go-2's report has none.
    auto other = run_cli(registry, {"centre", "report", centre.as(centre.sun), "--class", "go-2", "--json",
                                    "--content-root", ARBITER_SOURCE_DIR});
    CHECK(other.status == 0);
    CHECK(json::parse(other.out).find("scheduled_exams")->as_array().empty());
    auto other_text = run_cli(registry, {"centre", "report", centre.as(centre.sun), "--class", "go-2", "--lang", "en",
                                         "--content-root", ARBITER_SOURCE_DIR});
    CHECK(has(other_text.out, "Scheduled exams (candidate, submitted, score, result, topics):\n  none yet\n"));
}

TEST_CASE("centre commands: migrate creates the schema and says its version") {
    arbiter::test::PgTestDatabase db;
    const auto registry = centre_commands();
    auto first = run_cli(registry, {"centre", "migrate", db.conninfo(), "--lang", "en", "--content-root", ARBITER_SOURCE_DIR});
    CHECK(first.status == 0);
    CHECK(has(first.out, "schema version 5 (it was at 0)"));
    auto again = run_cli(registry, {"centre", "migrate", db.conninfo(), "--lang", "zh-Hans", "--content-root",
                                    ARBITER_SOURCE_DIR});
    CHECK(again.status == 0);
    CHECK(has(again.out, "结构版本为 5（原为 5）"));
}
