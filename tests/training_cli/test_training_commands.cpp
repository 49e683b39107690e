// Whole sessions through the terminal commands, driven through standard input as a candidate would
// type them: practice with feedback and a retry round, a mock exam answered, submitted and graded,
// an exam left and resumed, review of mistakes, stats, and the refusal of damaged or foreign files.
#include <doctest/doctest.h>

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <map>
#include <sstream>

#include "app/cli/command_registry.hpp"
#include "tests/support/cli_run.hpp"
#include "app/core/store/training_store.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/training/practice/practice_session.hpp"
#include "engine/rules/ruling_text.hpp"
#include "tests/store/temp_dir.hpp"
#include "tests/support/shared_content.hpp"
#include "tests/training/fake_content.hpp"
#include "tests/training_cli/practice_fixtures.hpp"

using namespace arbiter;

namespace {

const std::string kContent = ARBITER_EXAM_TEST_CONTENT;  // 38 real go-rules items and a 20-item cn-2 blueprint

using Result = test::CliRun;

Result run(const std::vector<std::string>& args, const std::string& input = "") { return test::run_cli(args, input); }

std::vector<std::string> with(std::vector<std::string> args, const test::TempDir& dir) {
    for (const std::string& extra : std::vector<std::string>{"--db", (dir / "trainer.db").string(), "--content-root",
                                                             kContent, "--lang", "en"})
        args.push_back(extra);
    return args;
}

const training::TrainingContent& fixture_content() {
    static const auto content = training::TrainingContent::load(kContent);
    return *content;
}

// The typed form of a JSON answer: the CLI accepts JSON lines as answers.
std::string typed(const json::Value& answer) { return answer.dump() + "\n"; }

std::vector<json::Value> json_lines(const std::string& out) {
    std::vector<json::Value> lines;
    std::istringstream in(out);
    for (std::string line; std::getline(in, line);)
        if (!line.empty()) lines.push_back(json::parse(line));
    return lines;
}

// The items a cn-2 exam with this seed draws, in order (the same draw the CLI makes).
std::vector<std::string> exam_items(std::uint64_t seed) {
    ContentErrors errors;
    auto blueprint = training::load_exam_blueprint(kContent + "/question_bank/exam_blueprints/cn-2.yaml", errors);
    REQUIRE(blueprint);
    std::vector<std::string> ids;
    for (const auto& r : training::draw_exam_items(*blueprint, fixture_content().training_items(), seed)) ids.push_back(r.item_id);
    return ids;
}

}  // namespace

TEST_CASE("training commands: --help for each names --db and the language") {
    for (std::string command : {"practice", "exam", "review", "stats"}) {
        const Result r = run({command, "--help"});
        INFO(command);
        CHECK(r.status == 0);
        CHECK(r.out.find("--db FILE") != std::string::npos);
        CHECK(r.out.find("--lang") != std::string::npos);
    }
}

TEST_CASE("training commands: usage errors exit 2") {
    test::TempDir dir;
    CHECK(run(with({"exam", "--level", "五级"}, dir)).status == 2);
    CHECK(run(with({"practice", "--game", "xiangqi"}, dir)).status == 2);
    CHECK(run({"practice", "--lang", "fr", "--db", (dir / "trainer.db").string()}).status == 2);
    CHECK(run(with({"stats", "--by", "colour"}, dir)).status == 2);
    CHECK(run(with({"exam"}, dir)).status == 2);  // no running exam and no level
}

TEST_CASE("practice: a whole session through standard input, with feedback and a retry round") {
    test::TempDir dir;
    // The CLI and this test choose with the same function and seed, so the test knows the items.
    training::ItemFilter filter;
    filter.level = "cn-2";
    const auto items = training::select_items(fixture_content(), filter, 11, 3);
    REQUIRE(items.size() == 3);
    std::string input = typed(test::right_answer(*items[0])) + typed(test::wrong_answer(*items[1])) +
                        typed(test::right_answer(*items[2])) + "y\n" + typed(test::right_answer(*items[1]));
    const Result r = run(with({"practice", "--level", "二级", "--count", "3", "--seed", "11"}, dir), input);
    CHECK(r.status == 0);
    CHECK(r.err.empty());
    CHECK(r.out.find("[1/3] " + items[0]->id()) != std::string::npos);
    CHECK(r.out.find("✓ Correct") != std::string::npos);
    CHECK(r.out.find("✗ Wrong") != std::string::npos);
    CHECK(r.out.find("Answer: ") != std::string::npos);
    CHECK(r.out.find("Articles: ") != std::string::npos);
    CHECK(r.out.find("This round: answered 3, fully right 2") != std::string::npos);
    CHECK(r.out.find("Retry the 1 you got wrong?") != std::string::npos);
    CHECK(r.out.find("This round: answered 1, fully right 1") != std::string::npos);

    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.find_profile("default");
    REQUIRE(profile);
    const auto attempts = store.attempts(profile->id);
    REQUIRE(attempts.size() == 4);
    CHECK(attempts[1].answer.item_id == items[1]->id());
    CHECK(attempts[1].answer.score == 0.0);
    CHECK(attempts[3].answer.item_id == items[1]->id());
    CHECK(attempts[3].answer.score == 1.0);
    for (const auto& a : attempts) CHECK(a.mode == store::AttemptMode::practice);
}

TEST_CASE("practice: a typo is explained and the item asked again, q ends the session") {
    test::TempDir dir;
    const Result r = run(with({"practice", "--count", "2", "--seed", "3"}, dir), "Z9\nq\n");
    CHECK(r.status == 0);
    CHECK(r.out.find("? ") != std::string::npos);
    CHECK(r.out.find("This round: answered 0") != std::string::npos);
}

TEST_CASE("practice: scenarios from the real content, answered by option letter" * doctest::test_suite("library")) {
    test::TempDir dir;
    const Result r = run({"practice", "--kind", "scenario", "--article", "17.1", "--game", "go", "--count", "1", "--seed",
                          "1", "--db", (dir / "t.db").string(), "--content-root", ARBITER_SOURCE_DIR, "--lang", "zh-Hans"},
                         "A\n");
    CHECK(r.status == 0);
    CHECK(r.out.find("[1/1] ") != std::string::npos);
    CHECK(r.out.find("依据：") != std::string::npos);
    CHECK(r.out.find("本轮：答 1 题") != std::string::npos);
}

TEST_CASE("practice: the grading lines name outcomes, penalties and corrections in the candidate's language" * doctest::test_suite("library")) {
    // A real scenario (the CLI and this test draw it with the same filter and seed) answered with a
    // ruling wrong in every part: what is missing and what is superfluous must read as words of
    // ruling_text.hpp, never as the grader's keys (white_wins, white:time_to_opponent=60, void_move).
    const training::TrainingContent& content = test::repository_training_content();
    training::ItemFilter filter;
    filter.game = "go";
    filter.kind = store::ItemKind::scenario;
    filter.article = "18";
    // The first seed that draws a ruling with a penalty and a correction other than void_move (a
    // second warning that ends the game puts no stone back: it has none).
    const rules::Ruling* found = nullptr;
    int seed = 1;
    for (; seed < 50 && !found; ++seed) {
        const auto items = training::select_items(content, filter, static_cast<std::uint64_t>(seed), 1);
        REQUIRE(items.size() == 1);
        const rules::Ruling& r = *items[0]->ruling;
        const bool void_move = std::any_of(r.corrections.begin(), r.corrections.end(),
                                           [](const rules::Correction& c) { return c.kind == rules::CorrectionKind::VoidMove; });
        if (r.outcome != rules::Outcome::Draw && !r.penalties.empty() && !r.corrections.empty() && !void_move) found = &r;
    }
    REQUIRE(found);
    --seed;
    const rules::Ruling& ruling = *found;
    const std::string answer =
        R"({"ruling": {"outcome": "draw", "penalties": [{"player": "white", "kind": "time_to_opponent", "amount": 60}],)"
        R"( "corrections": ["void_move"], "articles": ["18"]}})"
        "\n";
    const rules::Penalty missing_penalty{ruling.penalties.front().player, ruling.penalties.front().kind, 0, {}};
    for (const Language lang : {Language::ZhHans, Language::En}) {
        CAPTURE(language_tag(lang));
        test::TempDir dir;
        const Result r = run({"practice", "--kind", "scenario", "--article", "18", "--game", "go", "--count", "1",
                              "--seed", std::to_string(seed), "--db", (dir / "t.db").string(), "--content-root", ARBITER_SOURCE_DIR,
                              "--lang", std::string(language_tag(lang))},
                             answer);
        CHECK(r.status == 0);
        auto has = [&](const std::string& text) { return r.out.find(text) != std::string::npos; };
        // Each wrong part in a sentence: what the ruling is, and what was given.
        if (lang == Language::ZhHans) {
            CHECK(has("  结果不对：应为" + rules::outcome_text(ruling.outcome).zh_hans + "；你选了和棋。"));
            CHECK(has("  处罚不对：应为" + rules::penalty_text(missing_penalty).zh_hans));
            CHECK(has("；你选了白方：对方加1分钟。"));  // whole minutes read in minutes
            CHECK(has("  纠正不对：应为" + rules::correction_text(ruling.corrections.front().kind).zh_hans));
            CHECK(has("；你选了着手无效。"));
        } else {
            CHECK(has("  Outcome not right: it is " + rules::outcome_text(ruling.outcome).en + "; you gave draw."));
            CHECK(has("  Penalties not right: it is " + rules::penalty_text(missing_penalty).en));
            CHECK(has("; you gave White: 1 minute added to the opponent."));
            CHECK(has("  Corrections not right: it is " + rules::correction_text(ruling.corrections.front().kind).en));
            CHECK(has("; you gave the move is void."));
        }
        // None of the grader's keys reach the candidate.
        CHECK_FALSE(has("time_to_opponent"));
        CHECK_FALSE(has("void_move"));
        CHECK_FALSE(has(std::string(rules::correction_name(ruling.corrections.front().kind))));
        CHECK_FALSE(has(std::string(rules::player_name(missing_penalty.player)) + ":"));
        if (lang == Language::ZhHans) {
            CHECK_FALSE(has(" draw\n"));
            CHECK_FALSE(has(std::string(rules::outcome_name(ruling.outcome))));
            CHECK_FALSE(has(" penalties "));
        }
    }
}

TEST_CASE("exam: topics are shown by their names in the interface language" * doctest::test_suite("library")) {
    test::TempDir dir;
    // The chess 三级 exam (the Go one has no chess-laws section since exams are per sport).
    const Result r = run({"exam", "--level", "cn-3", "--sport", "chess", "--seed", "1", "--db", (dir / "t.db").string(),
                          "--content-root", ARBITER_SOURCE_DIR, "--lang", "zh-Hans"},
                         ":list\nsubmit\n");
    CHECK(r.status == 0);
    CHECK(r.out.find("按主题：\n  国际象棋棋规  ") != std::string::npos);  // the report, not "chess-laws"
    CHECK(r.out.find("\t国际象棋棋规\t") != std::string::npos);           // the item list
    CHECK(r.out.find("chess-laws") == std::string::npos);
}

TEST_CASE("exam: answered, submitted and graded with a report by topic") {
    test::TempDir dir;
    const auto ids = exam_items(5);
    REQUIRE(ids.size() == 20);
    std::string input;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const auto* item = fixture_content().find(ids[i]);
        REQUIRE(item);
        input += typed(i < 15 ? test::right_answer(*item) : test::wrong_answer(*item));
        if (i == 3) input += ":flag\n";  // flags item 5 (the answer moved on)
    }
    input += "submit\n";
    const Result r = run(with({"exam", "--level", "cn-2", "--seed", "5", "--json-lines"}, dir), input);
    CHECK(r.status == 0);
    const auto lines = json_lines(r.out);
    REQUIRE_FALSE(lines.empty());
    CHECK(lines.front().find("event")->as_string() == "start");
    CHECK(lines.front().find("time_limit_ms")->as_int() == 30 * 60 * 1000);
    const json::Value& report = lines.back();
    REQUIRE(report.find("event")->as_string() == "report");
    CHECK(report.find("answered")->as_int() == 20);
    CHECK(report.find("flagged")->as_int() == 1);
    CHECK(report.find("score")->as_double() == doctest::Approx(15));
    CHECK(report.find("percent")->as_double() == doctest::Approx(0.75));
    CHECK(report.find("passed")->as_bool() == false);
    const auto& topics = report.find("topics")->as_array();
    REQUIRE(topics.size() == 1);
    CHECK(topics[0].find("topic")->as_string() == "go-rules");
    CHECK(topics[0].find("correct")->as_int() == 15);

    // Exam answers are attempts (mistakes list) but not reviews.
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.find_profile("default")->id;
    CHECK(store.attempts(profile).size() == 20);
    CHECK(store.review_log(profile).empty());
    const Result mistakes = run(with({"review", "--mistakes", "--list"}, dir));
    CHECK(mistakes.out.find("Mistakes: 5") != std::string::npos);
    CHECK(mistakes.out.find(ids[19]) != std::string::npos);
}

TEST_CASE("exam: the human view — timer, flag, list, leave, resume with the time left, report") {
    test::TempDir dir;
    const Result first = run(with({"exam", "--level", "二级", "--seed", "9"}, dir), "A\n:flag\n:list\n:time\nq\n");
    CHECK(first.status == 0);
    CHECK(first.out.find("Exam started · 20 items · time left ") != std::string::npos);
    CHECK(first.out.find("Saved.") != std::string::npos);
    CHECK(first.out.find("⚑ flagged") != std::string::npos);
    CHECK(first.out.find("Answered 1/20") != std::string::npos);
    CHECK(first.out.find("Exam saved with ") != std::string::npos);

    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.find_profile("default")->id;
    const auto running = store.running_exam_session(profile);
    REQUIRE(running);
    const auto stored = store.exam_session(*running);
    CHECK(stored->items[0].answer_json.has_value());
    CHECK(stored->items[1].flagged);

    const Result listed = run(with({"exam", "--list"}, dir));
    CHECK(listed.out.find("running") != std::string::npos);

    // A later run resumes (even when asked for another level) and reports exactly the stored time.
    const Result resumed = run(with({"exam", "--level", "cn-3", "--json-lines"}, dir), "q\n");
    const auto lines = json_lines(resumed.out);
    REQUIRE_FALSE(lines.empty());
    CHECK(lines[0].find("event")->as_string() == "resume");
    CHECK(lines[0].find("session")->as_int() == *running);
    CHECK(lines[0].find("remaining_ms")->as_int() == stored->remaining_ms);
    CHECK(lines[0].find("answered")->dump() == "[0]");
    CHECK(lines[0].find("flagged")->dump() == "[1]");
    CHECK(lines[0].find("position")->as_int() == 1);

    const Result submitted = run(with({"exam"}, dir), "submit\n");
    CHECK(submitted.out.find("Report") != std::string::npos);
    CHECK(submitted.out.find("By topic:") != std::string::npos);
    // This content has no interface strings of its own: the program's name the topic (paths.hpp).
    CHECK(submitted.out.find("Go rules  ") != std::string::npos);
    CHECK(submitted.out.find("NOT PASSED") != std::string::npos);
    CHECK_FALSE(store.running_exam_session(profile));
}

TEST_CASE("exam: leaving at the end of input keeps every answer for the resume") {
    test::TempDir dir;
    const auto ids = exam_items(21);
    std::string input;
    for (int i = 0; i < 5; ++i) input += typed(test::right_answer(*fixture_content().find(ids[static_cast<std::size_t>(i)])));
    const Result first = run(with({"exam", "--level", "cn-2", "--seed", "21", "--json-lines"}, dir), input);
    CHECK(json_lines(first.out).back().find("event")->as_string() == "saved");
    input.clear();
    for (std::size_t i = 5; i < ids.size(); ++i) input += typed(test::right_answer(*fixture_content().find(ids[i])));
    input += "submit\n";
    const Result second = run(with({"exam", "--json-lines"}, dir), input);
    const auto lines = json_lines(second.out);
    CHECK(lines.front().find("answered")->dump() == "[0, 1, 2, 3, 4]");
    CHECK(lines.back().find("answered")->as_int() == 20);
    CHECK(lines.back().find("passed")->as_bool());
}

TEST_CASE("practice --weakest: none before three answers, then items of the weakest topic") {
    test::TempDir dir;
    const Result before = run(with({"practice", "--weakest", "--list"}, dir));
    CHECK(before.status == 1);
    CHECK(before.out.find("No topic has three answers yet") != std::string::npos);
    training::ItemFilter filter;
    filter.topics = {"go-rules"};
    const auto items = training::select_items(fixture_content(), filter, 6, 3);
    std::string input;
    for (const auto* item : items) input += typed(test::wrong_answer(*item));
    run(with({"practice", "--topic", "go-rules", "--count", "3", "--seed", "6"}, dir), input + "n\n");
    const Result weakest = run(with({"practice", "--weakest", "--list"}, dir));
    INFO(weakest.out);
    CHECK(weakest.status == 0);
    // Three go-rules items answered wrong: the weakest topic, at 0 %, and its items listed.
    CHECK(weakest.out.find("Your weakest topics: Go rules 0%") != std::string::npos);
    CHECK(weakest.out.find(" · question · Go rules") != std::string::npos);  // in words, not go-rules
    CHECK(run(with({"practice", "--weakest", "--mistakes"}, dir)).status == 2);
}

// The offset from UTC that puts this moment at local noon. The review queue's "due later today"
// ends at local midnight: a step due in ten minutes is tomorrow's when the suite runs in the ten
// minutes before it (CI failed so at 15:5x UTC, when the old default of UTC+8 met midnight).
namespace {
std::string offset_to_local_noon() {
    using namespace std::chrono;
    const auto now = system_clock::now();
    const auto minute_of_day = duration_cast<minutes>(now - floor<days>(now)).count();
    return std::to_string(12 * 60 - minute_of_day);
}
}  // namespace

TEST_CASE("review and stats after practice") {
    test::TempDir dir;
    training::ItemFilter filter;
    const auto items = training::select_items(fixture_content(), filter, 4, 2);
    run(with({"practice", "--count", "2", "--seed", "4"}, dir),
        typed(test::right_answer(*items[0])) + typed(test::wrong_answer(*items[1])) + "n\n");

    const Result queue = run(with({"review", "--list", "--new", "5", "--utc-offset", offset_to_local_noon()}, dir));
    INFO(queue.out);
    CHECK(queue.status == 0);
    CHECK(queue.out.find("Today: due 0, new 5, due later today 2") != std::string::npos);
    const Result mistakes = run(with({"review", "--mistakes", "--list"}, dir));
    CHECK(mistakes.out.find("Mistakes: 1") != std::string::npos);
    CHECK(mistakes.out.find(items[1]->id()) != std::string::npos);

    // Retry what I got wrong, through review.
    const Result retry = run(with({"review", "--mistakes"}, dir), typed(test::right_answer(*items[1])));
    CHECK(retry.out.find("This round: answered 1, fully right 1") != std::string::npos);
    store::TrainingStore store(dir / "trainer.db");
    const auto profile = store.find_profile("default")->id;
    CHECK(store.attempts(profile).back().mode == store::AttemptMode::review);

    const Result stats = run(with({"stats", "--json"}, dir));
    CHECK(stats.status == 0);
    const auto json = json::parse(stats.out);
    CHECK(json.find("answers")->as_int() == 3);
    const auto& by_topic = json.find("by_topic")->find("all")->as_array();
    REQUIRE_FALSE(by_topic.empty());
    // Each attempt counts under every topic of its item: items[0] once, items[1] twice.
    INFO(stats.out);
    std::map<std::string, std::int64_t> expected;
    for (const auto& t : items[0]->meta.topics) expected[t] += 1;
    for (const auto& t : items[1]->meta.topics) expected[t] += 2;
    std::map<std::string, std::int64_t> counted;
    for (const auto& row : by_topic) counted[row.find("key")->as_string()] = row.find("attempts")->as_int();
    CHECK(counted == expected);
    const Result text = run(with({"stats"}, dir));
    CHECK(text.out.find("Answers: 3") != std::string::npos);
    CHECK(text.out.find("Mistakes: 0") != std::string::npos);
}

TEST_CASE("a damaged or foreign database file is named, refused with exit 3, and never touched") {
    test::TempDir dir;
    const auto text_file = dir / "notes.db";
    test::write_bytes(text_file, "these are my notes, not a database\n");
    const auto foreign = dir / "other.db";
    {
        sqlite3* db = nullptr;
        REQUIRE(sqlite3_open(foreign.c_str(), &db) == SQLITE_OK);
        REQUIRE(sqlite3_exec(db, "CREATE TABLE photos(id INTEGER, path TEXT); INSERT INTO photos VALUES (1, 'a.jpg');",
                             nullptr, nullptr, nullptr) == SQLITE_OK);
        sqlite3_close(db);
    }
    const auto damaged = dir / "damaged.db";
    {
        // A real trainer database with its pages overwritten in the middle.
        { store::TrainingStore store(damaged); store.ensure_profile("default", test::monday_morning()); }
        auto bytes = test::file_bytes(damaged);
        REQUIRE(bytes.size() > 4096);
        for (std::size_t i = 1024; i < bytes.size(); ++i) bytes[i] = static_cast<char>(0xA5);
        test::write_bytes(damaged, std::string(bytes.begin(), bytes.end()));
    }
    for (const auto& file : {text_file, foreign, damaged}) {
        const auto before = test::file_bytes(file);
        for (std::vector<std::string> command : {std::vector<std::string>{"practice"}, {"exam", "--level", "二级"},
                                                 {"review"}, {"stats"}, {"stats", "--json"}}) {
            command.push_back("--db");
            command.push_back(file.string());
            command.push_back("--content-root");
            command.push_back(kContent);
            // The refusal is in the command's language: Chinese by default, English with --lang en.
            const Result chinese = run(command, "A\n");
            INFO(command[0], " ", file.string(), ": ", chinese.err);
            CHECK(chinese.status == 3);
            CHECK(chinese.err.find(file.string() + "：") != std::string::npos);
            CHECK(chinese.err.find("文件未作任何改动") != std::string::npos);
            command.push_back("--lang");
            command.push_back("en");
            const Result r = run(command, "A\n");
            INFO(command[0], " ", file.string(), ": ", r.err);
            CHECK(r.status == 3);
            CHECK(r.err.find(file.string()) != std::string::npos);
            CHECK(r.err.find("left untouched") != std::string::npos);
            CHECK(test::file_bytes(file) == before);
        }
        CHECK_FALSE(std::filesystem::exists(file.string() + "-wal"));
    }
}
