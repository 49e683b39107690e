// Answer-commit latency of the training store (p50, p99), the figure that decides whether a
// candidate ever waits after answering. Each commit is a real durable transaction (WAL,
// synchronous=FULL, so an fsync per answer). Usage: store_bench [--db-dir DIR] [--count N]
// (DIR defaults to the system temp folder; put it on the disk the real database will live on).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/core/store/training_store.hpp"
#include "app/core/training/exams/exam_session.hpp"
#include "app/core/training/review/review_scheduler.hpp"

using namespace arbiter;
using Clock = std::chrono::steady_clock;

namespace {

struct Figures {
    double p50, p99, max;
};

Figures measure(int count, const std::function<void(int)>& work) {
    std::vector<double> ms;
    ms.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i) {
        auto start = Clock::now();
        work(i);
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) { return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1))]; };
    return {at(0.5), at(0.99), ms.back()};
}

void print(const char* what, int count, Figures f) {
    std::printf("%-44s n=%-5d p50 %7.3f ms   p99 %7.3f ms   max %7.3f ms\n", what, count, f.p50, f.p99, f.max);
}

std::vector<store::TrainingItem> items(int n) {
    std::vector<store::TrainingItem> out;
    for (int i = 0; i < n; ++i)
        out.push_back({"item-" + std::to_string(i), store::ItemKind::question, "fp-" + std::to_string(i),
                       {i % 2 ? "go-rules" : "chess-laws"}, {"cn-2"}, {"fide-laws-2023 6.9"}});
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    std::filesystem::path dir = std::filesystem::temp_directory_path();
    int count = 1000;
    for (int i = 1; i + 1 < argc; i += 2) {
        std::string option = argv[i];
        if (option == "--db-dir") dir = argv[i + 1];
        else if (option == "--count") count = std::atoi(argv[i + 1]);
    }
    const auto file = dir / ("arbiter-store-bench-" + std::to_string(::getpid()) + ".db");
    std::printf("database: %s (WAL, synchronous=FULL)\n", file.c_str());
    training::SystemClock clock;
    const auto pool = items(400);
    {
        auto open_start = Clock::now();
        store::TrainingStore store(file);
        std::printf("%-44s %7.3f ms\n", "create + migrate a new database",
                    std::chrono::duration<double, std::milli>(Clock::now() - open_start).count());
        auto profile = store.ensure_profile("bench", clock.now()).id;
        store.remember_items(pool, clock.now());

        const std::string answer = R"({"outcome":"white_wins","penalty":[],"correction":null,"articles":["6.9"]})";
        const std::string parts = R"({"outcome":1,"penalty":1,"correction":0,"article":1})";
        print("practice answer (attempt row)", count, measure(count, [&](int i) {
                  store::GradedAnswer a{pool[static_cast<std::size_t>(i) % pool.size()].id, "fp", answer, 0.75, parts,
                                        14.2, clock.now()};
                  store.record_attempt(profile, store::AttemptMode::practice, a);
              }));

        training::ReviewScheduler scheduler(store, clock);
        print("review answer (attempt + FSRS card + log)", count, measure(count, [&](int i) {
                  const auto& item = pool[static_cast<std::size_t>(i) % pool.size()];
                  store::GradedAnswer a{item.id, item.fingerprint, answer, i % 4 ? 1.0 : 0.0, parts, 9.0, clock.now()};
                  scheduler.record_answer(profile, a);
              }));

        training::ExamBlueprint blueprint;
        blueprint.id = "bench";
        blueprint.level = "cn-2";
        blueprint.title = {"基准", "基準", "Bench"};
        blueprint.time_limit_minutes = 600;
        blueprint.sections = {{"go-rules", 100, {}}, {"chess-laws", 100, {}}};
        // The exam clock moves a second per operation, so every commit really changes the row.
        training::ManualClock exam_clock(clock.now());
        auto exam = training::ExamSession::start(store, exam_clock, profile, blueprint, pool, 1);
        print("exam answer (item + time left + time spent)", count, measure(count, [&](int i) {
                  exam_clock.advance(std::chrono::seconds(1));
                  exam.answer(i % exam.size(), {answer, 1.0, parts});
              }));
        print("exam heartbeat (time left + time spent)", count, measure(count, [&](int) {
                  exam_clock.advance(std::chrono::seconds(1));
                  exam.checkpoint();
              }));
        auto submit_start = Clock::now();
        exam.submit();
        std::printf("%-44s %7.3f ms\n", "exam submit (200 items -> attempts)",
                    std::chrono::duration<double, std::milli>(Clock::now() - submit_start).count());
    }
    auto reopen_start = Clock::now();
    { store::TrainingStore store(file); }
    std::printf("%-44s %7.3f ms (%s)\n", "open + check an existing database",
                std::chrono::duration<double, std::milli>(Clock::now() - reopen_start).count(),
                (std::to_string(std::filesystem::file_size(file) / 1024) + " KiB").c_str());
    std::filesystem::remove(file);
    return 0;
}
