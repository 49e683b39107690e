// The crash test: a real process sits an exam (tests/tools/exam_crash_driver.cpp) and is killed
// with SIGKILL at random moments, over and over, resuming the same exam each time. After every
// kill the database must hold every answer the driver had seen committed, and the time left must
// be exactly what the next run resumes with, no more than the last committed value and no less
// than the wall time the process lived allows. Real processes need real time: this is the one
// test here that waits (about 10 s in all).
#include <doctest/doctest.h>

#include <csignal>
#include <chrono>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#include <spawn.h>
#include <sys/wait.h>
#include <poll.h>
#include <unistd.h>

#include "app/core/store/training_store.hpp"
#include "tests/store/temp_dir.hpp"

extern char** environ;

using namespace arbiter;

namespace {
struct Run {
    bool killed = false;
    std::int64_t elapsed_ms = 0;
    std::vector<std::string> lines;  // complete lines only
};

// Kills the driver `delay_ms` after it started, or, with `after_ready`, after it said which session
// it resumed: a loaded machine (the suite runs two tests at once under the sanitizers) can take
// longer than the longest delay to open the store, and then no run would ever reach an answer.
Run run_and_kill(const std::string& db, int run, int delay_ms, bool after_ready) {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addclose(&actions, fds[0]);
    std::string run_text = std::to_string(run);
    std::vector<char*> argv = {const_cast<char*>(ARBITER_EXAM_CRASH_DRIVER), const_cast<char*>("--db"),
                               const_cast<char*>(db.c_str()), const_cast<char*>("--run"), run_text.data(), nullptr};
    pid_t pid = 0;
    auto start = std::chrono::steady_clock::now();
    REQUIRE(posix_spawn(&pid, ARBITER_EXAM_CRASH_DRIVER, &actions, nullptr, argv.data(), environ) == 0);
    posix_spawn_file_actions_destroy(&actions);
    ::close(fds[1]);
    std::string output;
    char buffer[4096];
    if (after_ready) {
        const auto give_up = start + std::chrono::seconds(60);
        while (output.find('\n') == std::string::npos && std::chrono::steady_clock::now() < give_up) {
            pollfd fd{fds[0], POLLIN, 0};
            if (::poll(&fd, 1, 100) <= 0) continue;
            const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
            if (n <= 0) break;  // it ended (an exam finished) before saying more
            output.append(buffer, static_cast<std::size_t>(n));
        }
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
    ::kill(pid, SIGKILL);
    int status = 0;
    ::waitpid(pid, &status, 0);
    Run result;
    result.elapsed_ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    result.killed = WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL;
    const bool clean_exit = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!result.killed) CHECK_MESSAGE(clean_exit, "the driver failed on its own");
    for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) > 0;) output.append(buffer, static_cast<std::size_t>(n));
    ::close(fds[0]);
    std::size_t begin = 0;
    for (std::size_t end; (end = output.find('\n', begin)) != std::string::npos; begin = end + 1)
        result.lines.push_back(output.substr(begin, end - begin));
    return result;
}
}  // namespace

TEST_CASE("exam crash: 55 runs killed with SIGKILL at random moments lose no answer and no time" * doctest::test_suite("slow")) {
    test::TempDir dir;
    const std::string db = (dir / "trainer.db").string();
    std::mt19937 random(20261129);
    std::uniform_int_distribution<int> delay(15, 220);

    std::int64_t session = 0, last_finished = 0;
    std::map<int, double> committed;           // position -> score, for the current session
    std::optional<std::int64_t> remaining_db;  // time left in the file after the previous kill
    int kills = 0, sessions_finished = 0, answers_seen = 0;

    // Runs that finish their exam before the kill do not count; keep going until 55 were killed.
    for (int run = 0; kills < 55 && run < 150; ++run) {
        // Even runs count from the start (kills while the store opens), odd ones from the resume.
        const Run r = run_and_kill(db, run, delay(random), run % 2 == 1);
        if (r.killed) ++kills;
        std::optional<std::int64_t> resumed_with, last_logged;
        bool submitted = false;
        for (const auto& line : r.lines) {
            std::istringstream in(line);
            std::string word;
            in >> word;
            if (word == "resume") {
                std::int64_t id = 0, remaining = 0;
                in >> id >> remaining;
                if (id != session) {  // a new exam after the previous one was finished
                    session = id;
                    committed.clear();
                    remaining_db.reset();
                }
                resumed_with = remaining;
                // The time left on resume is exactly what the file held after the last kill.
                if (remaining_db) CHECK(remaining == *remaining_db);
            } else if (word == "answer") {
                int position = 0;
                double score = 0;
                std::int64_t remaining = 0;
                in >> position >> score >> remaining;
                committed[position] = score;
                last_logged = remaining;
                ++answers_seen;
            } else if (word == "beat") {
                std::int64_t remaining = 0;
                in >> remaining;
                last_logged = remaining;
            } else if (word == "submitted") {
                submitted = true;
            }
        }

        // Inspect the file the way the next run will find it.
        store::TrainingStore store(db);
        if (session == 0) continue;  // killed before the first exam was created
        auto record = store.exam_session(session);
        REQUIRE(record);
        INFO("run " << run << ", session " << session << ", killed=" << r.killed << " after " << r.elapsed_ms << " ms");
        for (const auto& [position, score] : committed) {
            const auto& item = record->items[static_cast<std::size_t>(position)];
            REQUIRE(item.answer_json);
            CHECK(item.answer_json->find("\"position\":" + std::to_string(position) + ",") != std::string::npos);
            CHECK(item.score == score);
        }
        if (submitted || record->state == store::ExamState::submitted) {
            CHECK(record->state == store::ExamState::submitted);
            // Counted once, even when the next run is killed before it reports its new exam.
            if (session != last_finished) {
                ++sessions_finished;
                last_finished = session;
                CHECK(store.attempts(record->profile_id).size() == 300u * static_cast<std::size_t>(sessions_finished));
            }
            continue;
        }
        if (resumed_with) {
            CHECK(record->remaining_ms <= *resumed_with);
            // The process cannot have charged more time than it lived.
            CHECK(record->remaining_ms >= *resumed_with - r.elapsed_ms);
        }
        if (last_logged) CHECK(record->remaining_ms <= *last_logged);
        if (remaining_db) CHECK(record->remaining_ms <= *remaining_db);
        remaining_db = record->remaining_ms;
    }
    MESSAGE("kills: " << kills << ", answers seen committed: " << answers_seen
                      << ", exams finished: " << sessions_finished);
    CHECK(kills >= 55);
    CHECK(answers_seen > 0);
}
