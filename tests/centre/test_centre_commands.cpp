// arbiter-cli centre join|status|sync|migrate|report, in-process against the real server: what the
// candidate and the instructor read, in their language, and the exit statuses.
#include <doctest/doctest.h>

#include "app/cli/command_registry.hpp"
#include "app/core/centre/centre_sync.hpp"
#include "app/core/json.hpp"
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
    CHECK(has(sync.out, "Sent: 6 answers, 1 exam results, 1 drill results."));
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
    CHECK(has(candidate.out, ": 1 candidates"));
    CHECK(has(candidate.out, "Li\t7\t"));
    CHECK_FALSE(has(candidate.out, "Wang"));
}

TEST_CASE("centre commands: migrate creates the schema and says its version") {
    arbiter::test::PgTestDatabase db;
    const auto registry = centre_commands();
    auto first = run_cli(registry, {"centre", "migrate", db.conninfo(), "--lang", "en", "--content-root", ARBITER_SOURCE_DIR});
    CHECK(first.status == 0);
    CHECK(has(first.out, "schema version 3 (it was at 0)"));
    auto again = run_cli(registry, {"centre", "migrate", db.conninfo(), "--lang", "zh-Hans", "--content-root",
                                    ARBITER_SOURCE_DIR});
    CHECK(again.status == 0);
    CHECK(has(again.out, "结构版本为 3（原为 3）"));
}
