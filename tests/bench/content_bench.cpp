// How long the trainer waits for its content: loading the question bank (with the generated
// drills), loading the scenarios, building the trainer's items (every scenario checked and judged
// by the engine), and validating everything as `arbiter-cli validate` does. Also the full path of
// one practice answer over real content — grade, then the durable commit — as p50/p99.
// Usage: content_bench [--content-root DIR] [--repeat N] [--db-dir DIR] [--answers N]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/core/content/content_library.hpp"
#include "app/core/validate/validation.hpp"
#include "app/core/content/scenario_loader.hpp"
#include "app/core/training/practice/practice_session.hpp"

using namespace arbiter;
using Clock = std::chrono::steady_clock;

namespace {

struct Figures {
    double p50, p99, min, max;
};

Figures measure(int count, const std::function<void()>& work) {
    std::vector<double> ms;
    for (int i = 0; i < count; ++i) {
        const auto start = Clock::now();
        work();
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    }
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) { return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1))]; };
    return {at(0.5), at(0.99), ms.front(), ms.back()};
}

void print(const char* what, int count, Figures f) {
    std::printf("%-52s n=%-4d median %8.2f ms   min %8.2f ms   max %8.2f ms\n", what, count, f.p50, f.min, f.max);
}

}  // namespace

int main(int argc, char** argv) {
    std::filesystem::path root = ARBITER_SOURCE_DIR;
    std::filesystem::path db_dir = std::filesystem::temp_directory_path();
    int repeat = 5, answers = 300;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string key = argv[i];
        if (key == "--content-root") root = argv[i + 1];
        else if (key == "--repeat") repeat = std::max(1, std::atoi(argv[i + 1]));
        else if (key == "--db-dir") db_dir = argv[i + 1];
        else if (key == "--answers") answers = std::max(1, std::atoi(argv[i + 1]));
        else {
            std::fprintf(stderr, "usage: content_bench [--content-root DIR] [--repeat N] [--db-dir DIR] [--answers N]\n");
            return 2;
        }
    }

    std::size_t questions = 0, scenarios = 0, trained = 0, errors = 0;
    print("question bank + generated drills (ContentLibrary)", repeat, measure(repeat, [&] {
              questions = content::ContentLibrary::load(root).questions().size();
          }));
    print("question bank alone (no generated drills)", repeat, measure(repeat, [&] {
              (void)content::ContentLibrary::load(root, {}).questions().size();
          }));
    print("scenarios: read + replay positions (loader)", repeat, measure(repeat, [&] {
              scenarios = content::load_scenario_folder(root / "scenarios", root).scenarios.size();
          }));
    std::shared_ptr<const training::TrainingContent> content;
    print("all trainer items: load + check + judge (TrainingContent)", repeat, measure(repeat, [&] {
              content = training::TrainingContent::load(root);
          }));
    for (const auto& item : content->items()) trained += item.scenario ? 1 : 0;
    errors = content->errors().size();
    std::size_t validation_errors = 0;
    print("validate everything (arbiter-cli validate)", repeat, measure(repeat, [&] {
              validation_errors = validate::validate_content({}, root).error_count();
          }));
    std::printf("content: %zu questions (incl. generated), %zu scenarios loaded, %zu trained, %zu content errors; "
                "validate: %zu errors\n",
                questions, scenarios, trained, errors, validation_errors);

    // One practice answer over real items: grade + durable commit (attempt + FSRS card + log).
    const auto db = db_dir / ("content_bench-" + std::to_string(::getpid()) + ".db");
    {
        store::TrainingStore store(db);
        training::SystemClock clock;
        const auto profile = store.ensure_profile("bench", clock.now()).id;
        store.remember_items(content->training_items(), clock.now());
        training::ReviewScheduler reviews(store, clock);
        std::vector<const training::PracticeItem*> items;
        for (int i = 0; i < answers; ++i) items.push_back(&content->items()[static_cast<std::size_t>(i) % content->items().size()]);
        training::PracticeSession session(clock, reviews, profile, items);
        std::vector<json::Value> responses;
        for (const auto* item : items) {
            // The first option, "true" or 1: right or wrong, the work is the same.
            const std::string typed = item->question && item->question->type == content::QuestionType::TrueFalse ? "t"
                                      : item->question && item->question->type == content::QuestionType::Numeric ? "1"
                                      : item->question && item->question->type == content::QuestionType::Ordering
                                          ? std::string("ABCDEFGHIJ").substr(0, item->question->options.size())
                                      : item->scenario && item->scenario->options.empty()
                                          ? std::string(R"({"ruling": {"outcome": "continues"}})")
                                          : std::string("A");
            responses.push_back(training::parse_response(*item, typed));
        }
        std::size_t graded = 0;
        const training::TimePoint now = clock.now();
        const Figures g = measure(answers, [&] {
            (void)training::grade(*items[graded], responses[graded], 1.0, now);
            ++graded;
        });
        std::printf("%-52s n=%-4d p50 %8.3f ms   p99 %8.3f ms   max %8.3f ms\n", "grade alone (no commit)", answers, g.p50,
                    g.p99, g.max);
        std::size_t next = 0;
        const Figures f = measure(answers, [&] {
            session.answer(responses[next++]);
            session.next();
        });
        std::printf("%-52s n=%-4d p50 %8.3f ms   p99 %8.3f ms   max %8.3f ms\n", "practice answer: grade + commit (PracticeSession)",
                    answers, f.p50, f.p99, f.max);
    }
    std::filesystem::remove(db);
    std::filesystem::remove(db.string() + "-wal");
    std::filesystem::remove(db.string() + "-shm");
    return 0;
}
