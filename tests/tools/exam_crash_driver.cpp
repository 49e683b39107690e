// exam_crash_driver: sits a mock exam through the training core as fast as it can, so a test can
// kill it with SIGKILL at a random moment and check what survived. It resumes the running exam in
// the database if there is one, otherwise starts one.
//
// After each commit has returned it writes one line to stdout (unbuffered), the evidence the
// test compares with the database after the kill:
//   resume <session> <remaining_ms>      the session it continues (or starts), time left at load
//   answer <position> <score> <remaining_ms>
//   beat <remaining_ms>
//   submitted <session>
// Usage: exam_crash_driver --db FILE [--run N]
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/core/store/training_store.hpp"
#include "app/core/training/exams/exam_session.hpp"

using namespace arbiter;

namespace {
void say(const std::string& line) {
    std::string out = line + "\n";
    // write(2), not stdio: nothing may sit in a buffer when the process is killed.
    if (::write(STDOUT_FILENO, out.data(), out.size()) < 0) std::_Exit(3);
}

std::vector<store::TrainingItem> crash_pool() {
    std::vector<store::TrainingItem> items;
    for (std::string topic : {"go-rules", "chess-laws"})
        for (int i = 0; i < 150; ++i)
            items.push_back({topic + "-" + std::to_string(i), store::ItemKind::question, "v1", {topic}, {"cn-2"}, {}});
    return items;
}
}  // namespace

int main(int argc, char** argv) {
    std::string db;
    int run = 0;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--db")) db = argv[i + 1];
        if (!std::strcmp(argv[i], "--run")) run = std::atoi(argv[i + 1]);
    }
    if (db.empty()) {
        std::fprintf(stderr, "usage: exam_crash_driver --db FILE [--run N]\n");
        return 2;
    }
    try {
        store::TrainingStore store(db);
        training::SystemClock clock;
        auto profile = store.ensure_profile("crash-test", clock.now()).id;
        training::ExamBlueprint blueprint;
        blueprint.id = "crash-test";
        blueprint.level = "cn-2";
        blueprint.title = {"崩溃测试", "崩潰測試", "Crash test"};
        blueprint.time_limit_minutes = 60;
        blueprint.pass_mark = 0.8;
        blueprint.sections = {{"go-rules", 150, {}}, {"chess-laws", 150, {}}};
        auto running = store.running_exam_session(profile);
        auto exam = running ? training::ExamSession::resume(store, clock, *running)
                            : training::ExamSession::start(store, clock, profile, blueprint, crash_pool(), 2026);
        // The time left as loaded (remaining() would already include the moments since the load).
        say("resume " + std::to_string(exam.id()) + " " + std::to_string(exam.record().remaining_ms));
        for (int position = 0; position < exam.size(); ++position) {
            if (exam.item(position).answer_json) continue;
            const double score = (position % 3) / 2.0;
            exam.answer(position, {"{\"position\":" + std::to_string(position) + ",\"run\":" + std::to_string(run) + "}",
                                   score, "{}"});
            say("answer " + std::to_string(position) + " " + std::to_string(score) + " " +
                std::to_string(exam.record().remaining_ms));
            if (position % 4 == 0) {
                exam.checkpoint();
                say("beat " + std::to_string(exam.record().remaining_ms));
            }
        }
        exam.submit();
        say("submitted " + std::to_string(exam.id()));
    } catch (const std::exception& error) {
        std::fprintf(stderr, "exam_crash_driver: %s\n", error.what());
        return 1;
    }
    return 0;
}
