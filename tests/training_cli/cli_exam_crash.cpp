// The terminal exam's crash test (CTest training_cli.exam_crash): starts the real
// `arbiter-cli exam --json-lines` on a temporary database, answers through a pipe, and kills it with
// SIGKILL at random moments, again and again on the same exam. After every kill it opens the
// database and checks, against what the CLI had reported (it prints a JSON line only after the
// commit returned — the same evidence protocol as tests/tools/exam_crash_driver.cpp):
//   1. every answer reported committed is there, exactly as it was sent (and counted by the report);
//   2. every flag reported committed is there;
//   3. the time left is no more than the last reported value, and no less than the time left at the
//      start of that run minus the wall time the process lived;
//   4. the next run resumes with exactly the time left the file held, and lists every answer.
// A run that reaches the end submits the exam (the report must count every answer) and the next run
// starts a new one. Prints the figures; exits 1 with a message on the first broken promise.
//
// Usage: cli_exam_crash --cli PATH --content-root DIR [--kills N] [--seed S] [--max-seconds T]
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "app/core/json.hpp"
#include "app/core/store/training_store.hpp"

extern char** environ;

using namespace arbiter;
using Clock = std::chrono::steady_clock;

namespace {

[[noreturn]] void fail(const std::string& message) {
    std::cerr << "cli_exam_crash: FAILED: " << message << "\n";
    std::exit(1);
}

std::int64_t ms_between(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(b - a).count();
}

// What the CLI reported for the exam in progress (carried across runs until the exam is submitted).
struct Evidence {
    std::optional<std::int64_t> session;
    std::map<int, json::Value> answers;  // position → the answer sent, reported committed
    std::set<int> flags;                 // positions reported flagged
    std::int64_t last_remaining = 0;     // the latest committed time left reported
    std::optional<std::int64_t> stored_remaining;  // read from the file after the last kill
};

struct RunResult {
    bool killed = false;
    bool submitted = false;
    std::int64_t lifetime_ms = 0;
    std::int64_t start_remaining = -1;  // remaining_ms of this run's start/resume event
    int answers = 0;
};

// An answer of the right shape for the item, right or wrong at random, as JSON text.
std::string answer_for(const json::Value& item, std::mt19937_64& rng) {
    const std::string type = item.find("type")->as_string();
    const auto options = item.find("options")->as_int();
    auto pick = [&](std::int64_t n) { return static_cast<std::int64_t>(rng() % static_cast<std::uint64_t>(std::max<std::int64_t>(n, 1))); };
    if (type == "single_choice" || type == "multiple_choice" || type == "scenario_options") {
        if (type == "scenario_options") return "{\"option\": " + std::to_string(pick(options)) + "}";
        return "{\"choices\": [" + std::to_string(pick(options)) + "]}";
    }
    if (type == "ordering") {
        std::vector<int> order;
        for (int i = 0; i < options; ++i) order.push_back(i);
        for (std::size_t i = order.size(); i > 1; --i) std::swap(order[i - 1], order[rng() % i]);
        std::string text = "{\"order\": [";
        for (std::size_t i = 0; i < order.size(); ++i) text += (i ? ", " : "") + std::to_string(order[i]);
        return text + "]}";
    }
    if (type == "true_false") return rng() % 2 ? "{\"true\": true}" : "{\"true\": false}";
    if (type == "numeric") return "{\"number\": " + std::to_string(pick(400)) + "}";
    return "{\"ruling\": {\"outcome\": \"continues\"}}";  // a scenario to build
}

RunResult run_once(const std::string& cli, const std::string& root, const std::string& db, std::uint64_t seed,
                   std::mt19937_64& rng, Evidence& evidence, std::int64_t kill_after_start_ms, bool kill_from_spawn) {
    int to_child[2], from_child[2];
    if (::pipe(to_child) != 0 || ::pipe(from_child) != 0) fail("pipe");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, to_child[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, from_child[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, to_child[1]);
    posix_spawn_file_actions_addclose(&actions, from_child[0]);
    const std::string seed_text = std::to_string(seed);
    std::vector<std::string> args = {cli, "exam", "--level", "二级", "--db", db, "--content-root", root,
                                     "--json-lines", "--seed", seed_text, "--checkpoint-ms", "40", "--lang", "en"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    const auto spawned = Clock::now();
    if (posix_spawn(&pid, cli.c_str(), &actions, nullptr, argv.data(), environ) != 0) fail("cannot start " + cli);
    posix_spawn_file_actions_destroy(&actions);
    ::close(to_child[0]);
    ::close(from_child[1]);
    ::signal(SIGPIPE, SIG_IGN);

    RunResult result;
    std::optional<Clock::time_point> kill_at;
    if (kill_from_spawn) kill_at = spawned + std::chrono::milliseconds(kill_after_start_ms);
    std::string buffer;
    // The pending answer goes out then (a candidate thinking); never: nothing pending. A plain time
    // point, not an optional: GCC 12 -O2 takes the optional's value for uninitialized (-Werror).
    constexpr Clock::time_point never = Clock::time_point::max();
    Clock::time_point send_at = never;
    std::string pending;
    int pending_position = -1;
    bool exited = false;
    while (!exited) {
        const auto now = Clock::now();
        if (kill_at && now >= *kill_at) break;
        if (send_at != never && now >= send_at) {
            const std::string line = pending + "\n";
            if (::write(to_child[1], line.data(), line.size()) < 0) {}  // a dead child is noticed below
            send_at = never;
        }
        int wait = 50;
        if (kill_at) wait = static_cast<int>(std::max<std::int64_t>(0, ms_between(now, *kill_at)));
        if (send_at != never) wait = std::min<int>(wait, static_cast<int>(std::max<std::int64_t>(0, ms_between(now, send_at))));
        pollfd fd{from_child[0], POLLIN, 0};
        if (::poll(&fd, 1, wait) <= 0) continue;
        char chunk[4096];
        const ssize_t n = ::read(from_child[0], chunk, sizeof chunk);
        if (n <= 0) {
            exited = true;
            break;
        }
        buffer.append(chunk, static_cast<std::size_t>(n));
        for (auto newline = buffer.find('\n'); newline != std::string::npos; newline = buffer.find('\n')) {
            const std::string line = buffer.substr(0, newline);
            buffer.erase(0, newline + 1);
            json::Value event;
            try {
                event = json::parse(line);
            } catch (const json::ParseError&) {
                fail("not a JSON line from the CLI: " + line);
            }
            const std::string kind = event.find("event")->as_string();
            const bool opening = kind == "start" || kind == "resume";
            if (const json::Value* r = event.find("remaining_ms"); r && !opening) {
                if (r->as_int() > evidence.last_remaining) fail("the time left went up: " + line);
                evidence.last_remaining = r->as_int();
            }
            if (kind == "start" || kind == "resume") {
                result.start_remaining = event.find("remaining_ms")->as_int();
                const auto session = event.find("session")->as_int();
                if (kind == "start") {
                    if (evidence.session) fail("a new exam started while one was running: " + line);
                    evidence = Evidence{};
                    evidence.session = session;
                } else if (!evidence.session) {
                    // The previous run was killed after creating the exam, before it said so.
                    evidence.session = session;
                } else {
                    // Check 4: the resumed exam has exactly the stored time and every answer.
                    if (evidence.session != session) fail("resumed another exam: " + line);
                    if (evidence.stored_remaining && *evidence.stored_remaining != result.start_remaining)
                        fail("resumed with " + std::to_string(result.start_remaining) + " ms left; the file held " +
                             std::to_string(*evidence.stored_remaining));
                    std::set<int> listed;
                    for (const auto& p : event.find("answered")->as_array()) listed.insert(static_cast<int>(p.as_int()));
                    for (const auto& [position, answer] : evidence.answers)
                        if (!listed.count(position)) fail("resume lost the answer of item " + std::to_string(position));
                }
                evidence.last_remaining = result.start_remaining;
                if (!kill_at) kill_at = Clock::now() + std::chrono::milliseconds(kill_after_start_ms);
            } else if (kind == "item") {
                const int position = static_cast<int>(event.find("position")->as_int());
                const bool answered = event.find("answered")->as_bool();
                if (answered) {
                    pending = position == 19 ? "submit" : ":n";
                } else {
                    pending = answer_for(event, rng);
                    pending_position = position;
                    // Flag some items first (a separate commit), then answer.
                    if (rng() % 5 == 0 && !event.find("flagged")->as_bool()) pending = ":flag\n" + pending;
                }
                send_at = Clock::now() + std::chrono::milliseconds(static_cast<int>(rng() % 12));
            } else if (kind == "answer") {
                const int position = static_cast<int>(event.find("position")->as_int());
                if (position != pending_position) fail("answer reported for an item not answered: " + line);
                const std::string sent = pending.substr(pending.rfind('\n') == std::string::npos ? 0 : pending.rfind('\n') + 1);
                evidence.answers[position] = json::parse(sent);
                ++result.answers;
                if (position == 19) {  // the last item: hand in
                    pending = "submit";
                    send_at = Clock::now();
                }
            } else if (kind == "flag") {
                evidence.flags.insert(static_cast<int>(event.find("position")->as_int()));
            } else if (kind == "report") {
                result.submitted = true;
                // At least every reported answer (one committed just before a kill was never reported).
                if (event.find("answered")->as_int() < static_cast<std::int64_t>(evidence.answers.size()))
                    fail("the report counts " + event.find("answered")->dump() + " answers; " +
                         std::to_string(evidence.answers.size()) + " were committed");
            } else if (kind == "error") {
                fail("the CLI refused an action: " + line);
            }
        }
    }
    if (!exited) ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    result.lifetime_ms = ms_between(spawned, Clock::now());
    ::close(to_child[1]);
    ::close(from_child[0]);
    result.killed = WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
    if (!result.killed && !(WIFEXITED(status) && WEXITSTATUS(status) == 0))
        fail("the CLI failed on its own (status " + std::to_string(status) + ")");
    return result;
}

// Checks 1–3 against the file after a kill.
void check_file(const std::string& db, Evidence& evidence, const RunResult& run) {
    if (!evidence.session) {
        // Killed before the exam said it existed: the file must still open cleanly.
        store::TrainingStore store(db);
        return;
    }
    store::TrainingStore store(db);
    const auto record = store.exam_session(*evidence.session);
    if (!record) fail("the exam session vanished");
    for (const auto& [position, answer] : evidence.answers) {
        const auto& item = record->items.at(static_cast<std::size_t>(position));
        if (!item.answer_json) fail("answer of item " + std::to_string(position) + " was lost");
        if (json::parse(*item.answer_json) != answer)
            fail("item " + std::to_string(position) + " holds " + *item.answer_json + ", sent " + answer.dump());
        if (!item.score) fail("item " + std::to_string(position) + " lost its score");
    }
    for (int position : evidence.flags)
        if (!record->items.at(static_cast<std::size_t>(position)).flagged) fail("flag of item " + std::to_string(position) + " was lost");
    if (record->remaining_ms > evidence.last_remaining)
        fail("the file holds " + std::to_string(record->remaining_ms) + " ms left, more than the last reported " +
             std::to_string(evidence.last_remaining));
    // The run cannot have been charged more than it lived (from its resume, or from the file's value
    // before it when it was killed before saying anything).
    const std::int64_t began_with = run.start_remaining >= 0 ? run.start_remaining
                                                             : evidence.stored_remaining.value_or(record->time_limit_ms);
    if (record->remaining_ms < began_with - run.lifetime_ms)
        fail("the file holds " + std::to_string(record->remaining_ms) + " ms left; the run began with " +
             std::to_string(began_with) + " and lived only " + std::to_string(run.lifetime_ms) + " ms");
    evidence.stored_remaining = record->remaining_ms;
    // Killed after the submit was committed but before the report was printed: the exam is over.
    if (record->state == store::ExamState::submitted) evidence = Evidence{};
}

}  // namespace

int main(int argc, char** argv) {
    std::string cli, root;
    int kills_wanted = 55;
    std::uint64_t seed = std::random_device{}();
    double max_seconds = 90;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i], value = argv[i + 1];
        if (key == "--cli") cli = value;
        else if (key == "--content-root") root = value;
        else if (key == "--kills") kills_wanted = std::stoi(value);
        else if (key == "--seed") seed = std::stoull(value);
        else if (key == "--max-seconds") max_seconds = std::stod(value);
        else fail("unknown option " + key);
    }
    if (cli.empty() || root.empty()) fail("usage: cli_exam_crash --cli PATH --content-root DIR [--kills N] [--seed S]");
    char pattern[] = "/tmp/arbiter-cli-crash-XXXXXX";
    if (!::mkdtemp(pattern)) fail("mkdtemp");
    const std::filesystem::path dir = pattern;
    const std::string db = (dir / "trainer.db").string();
    std::cout << "seed " << seed << " (rerun with --seed " << seed << ")\n";

    std::mt19937_64 rng(seed);
    Evidence evidence;
    int launches = 0, kills = 0, killed_in_startup = 0, submitted = 0, answers = 0;
    std::int64_t max_charged_after_report = 0;  // exam time committed after the last line the CLI printed
    const auto began = Clock::now();
    while (kills < kills_wanted) {
        if (ms_between(began, Clock::now()) > static_cast<std::int64_t>(max_seconds * 1000))
            fail("only " + std::to_string(kills) + " kills in " + std::to_string(max_seconds) + " s");
        ++launches;
        // One run in eight is killed at a random moment counted from its start (maybe while it is
        // still creating the exam); the others a random 0–250 ms after the exam was on screen.
        const bool from_spawn = rng() % 8 == 0;
        const std::int64_t delay = from_spawn ? static_cast<std::int64_t>(rng() % 800) : static_cast<std::int64_t>(rng() % 250);
        RunResult run = run_once(cli, root, db, seed + static_cast<std::uint64_t>(launches), rng, evidence, delay, from_spawn);
        answers += run.answers;
        if (run.submitted) {
            ++submitted;
            evidence = Evidence{};
            continue;
        }
        if (!run.killed) fail("the CLI ended without submitting and without being killed");
        ++kills;
        if (run.start_remaining < 0) ++killed_in_startup;
        const std::int64_t last_reported = evidence.last_remaining;
        check_file(db, evidence, run);
        if (evidence.stored_remaining) max_charged_after_report = std::max(max_charged_after_report, last_reported - *evidence.stored_remaining);
    }
    std::filesystem::remove_all(dir);
    std::cout << "launches " << launches << ", SIGKILLs " << kills << " (" << killed_in_startup
              << " before the exam was on screen), exams submitted " << submitted << ", answers committed and verified "
              << answers << ", time " << ms_between(began, Clock::now()) / 1000.0 << " s\n"
              << "most exam time committed after the CLI's last line before a kill: " << max_charged_after_report << " ms\n"
              << "OK\n";
    return 0;
}
