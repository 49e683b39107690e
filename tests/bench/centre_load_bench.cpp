// Load on a centre's server (docs/centre.md § Load): N candidates (default 200), each with their own
// SQLite store of M answers (default 50), push at once through their own connections; every answer
// must arrive exactly once. Prints the throughput and the push latencies, then the instructor's
// class report time after a second round (N × 2M answers in the class).
//
//   scripts/pg-test-cluster run -- build/bin/centre_load_bench [--candidates N] [--answers M]
// The server is ARBITER_TEST_PG (a superuser's connection string); the bench makes and drops its
// own database and roles.
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <barrier>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "app/core/centre/centre_report.hpp"
#include "app/core/centre/centre_schema.hpp"
#include "app/core/centre/centre_sync.hpp"
#include "app/core/store/training_store.hpp"

using namespace arbiter;
using Clock = std::chrono::steady_clock;

namespace {

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double percentile(std::vector<double> values, double p) {
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

void add_answers(store::TrainingStore& s, std::int64_t profile, int n, int from) {
    for (int i = 0; i < n; ++i) {
        store::GradedAnswer a;
        a.item_id = i % 2 ? "q-ko" : "q-count";
        a.fingerprint = i % 2 ? "fp-ko" : "fp-count";
        a.answer_json = R"({"choice":1})";
        a.score = (i + from) % 3 ? 1.0 : 0.0;
        a.answered_at = store::from_unix_ms(1'764'547'200'000 + (from + i) * 60'000LL);
        s.record_attempt(profile, store::AttemptMode::practice, a);
    }
}

}  // namespace

int main(int argc, char** argv) {
    int candidates = 200, answers = 50;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string option = argv[i];
        if (option == "--candidates") candidates = std::atoi(argv[i + 1]);
        else if (option == "--answers") answers = std::atoi(argv[i + 1]);
    }
    // Each candidate holds a store (three files with WAL) and a connection open at once.
    rlimit files{};
    if (::getrlimit(RLIMIT_NOFILE, &files) == 0) {
        files.rlim_cur = files.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &files);
    }
    const char* server = std::getenv("ARBITER_TEST_PG");
    if (!server || !*server) {
        std::cerr << "centre_load_bench: ARBITER_TEST_PG is not set (run it under scripts/pg-test-cluster run --)\n";
        return 2;
    }
    const std::string base = server;
    const std::string db = "arbiter_bench_" + std::to_string(::getpid());
    const auto folder = std::filesystem::temp_directory_path() / db;
    std::filesystem::create_directories(folder);
    int status = 0;
    try {
        {
            centre::PgConnection admin(base);
            admin.exec("CREATE DATABASE " + db);
        }
        centre::PgConnection admin(base + " dbname=" + db);
        centre::migrate_centre(admin);
        admin.query("SELECT centre_add_class('Bench centre', 'bench', 'Load')");
        admin.query("SELECT centre_add_instructor('bench', $1, 'Instructor')", {db + "_teacher"});
        for (int c = 0; c < candidates; ++c)
            admin.query("SELECT centre_add_candidate('bench', $1, $2)",
                        {"C" + std::to_string(c), db + "_c" + std::to_string(c)});

        // Each candidate's store and link (not timed).
        std::vector<std::unique_ptr<store::TrainingStore>> stores;
        std::vector<std::int64_t> profiles;
        const auto setup = Clock::now();
        for (int c = 0; c < candidates; ++c) {
            stores.push_back(std::make_unique<store::TrainingStore>(folder / ("c" + std::to_string(c) + ".db")));
            auto& s = *stores.back();
            profiles.push_back(s.ensure_profile("default", store::from_unix_ms(1'764'547'200'000)).id);
            s.remember_items({{"q-ko", store::ItemKind::question, "fp-ko", {"ko"}, {"cn-3"}, {"cn-go-2002 17.1"}, {}},
                              {"q-count", store::ItemKind::question, "fp-count", {"counting"}, {"cn-3"},
                               {"cn-go-2002 9"}, {}}},
                             store::from_unix_ms(1'764'547'200'000));
            centre::join_centre(s, profiles.back(), base + " dbname=" + db + " user=" + db + "_c" + std::to_string(c),
                                "bench", "C" + std::to_string(c), store::from_unix_ms(1'764'547'200'000));
        }
        std::cout << "setup: " << candidates << " stores joined in " << ms_since(setup) / 1000.0 << " s\n";

        for (int round = 0; round < 2; ++round) {
            for (int c = 0; c < candidates; ++c)
                add_answers(*stores[static_cast<std::size_t>(c)], profiles[static_cast<std::size_t>(c)], answers,
                            round * answers);
            std::vector<double> latency(static_cast<std::size_t>(candidates));
            std::vector<int> sent(static_cast<std::size_t>(candidates));
            std::barrier start_line(candidates + 1);
            std::vector<std::thread> threads;
            for (int c = 0; c < candidates; ++c)
                threads.emplace_back([&, c] {
                    const auto i = static_cast<std::size_t>(c);
                    start_line.arrive_and_wait();
                    const auto t = Clock::now();
                    try {
                        sent[i] = centre::push_pending(*stores[i], profiles[i], store::from_unix_ms(1'764'633'600'000))
                                      .sent.attempts;
                    } catch (const std::exception& e) {
                        std::cerr << "candidate " << c << ": " << e.what() << "\n";
                        sent[i] = -1;
                    }
                    latency[i] = ms_since(t);
                });
            const auto wall = Clock::now();
            start_line.arrive_and_wait();
            for (auto& t : threads) t.join();
            const double total_ms = ms_since(wall);
            int arrived = 0;
            for (int n : sent) arrived += std::max(n, 0);
            const auto rows = admin.query("SELECT count(*), count(DISTINCT (candidate_id, source_id)) FROM attempts");
            const std::int64_t expected = static_cast<std::int64_t>(candidates) * answers * (round + 1);
            std::cout << "round " << round + 1 << ": " << candidates << " candidates x " << answers
                      << " answers pushed at once: " << arrived << " sent, " << rows.integer(0, 0)
                      << " rows on the server (" << rows.integer(0, 1) << " distinct; expected " << expected << ")\n"
                      << "  wall " << total_ms << " ms, " << static_cast<int>(arrived / (total_ms / 1000.0))
                      << " answers/s; push latency (connect + push + mark) p50 " << percentile(latency, 0.5)
                      << " ms, p99 " << percentile(latency, 0.99) << " ms, max " << percentile(latency, 1.0) << " ms\n";
            if (rows.integer(0, 0) != expected || rows.integer(0, 1) != expected) status = 1;
        }

        centre::PgConnection teacher(base + " dbname=" + db + " user=" + db + "_teacher");
        std::vector<double> report_ms;
        std::size_t roster = 0;
        for (int i = 0; i < 5; ++i) {
            const auto t = Clock::now();
            roster = centre::class_report(teacher, "bench").roster.size();
            report_ms.push_back(ms_since(t));
        }
        std::cout << "class report over the instructor's connection: " << roster << " candidates, "
                  << static_cast<std::int64_t>(candidates) * answers * 2 << " answers: median "
                  << percentile(report_ms, 0.5) << " ms of 5 runs\n";
    } catch (const std::exception& e) {
        std::cerr << "centre_load_bench: " << e.what() << "\n";
        status = 1;
    }
    try {
        centre::PgConnection admin(base);
        admin.exec("DROP DATABASE IF EXISTS " + db + " WITH (FORCE)");
        for (int c = 0; c < candidates; ++c) admin.exec("DROP ROLE IF EXISTS " + db + "_c" + std::to_string(c));
        admin.exec("DROP ROLE IF EXISTS " + db + "_teacher");
        admin.exec("DROP ROLE IF EXISTS " + db + "_candidate");
        admin.exec("DROP ROLE IF EXISTS " + db + "_instructor");
    } catch (const std::exception& e) {
        std::cerr << "centre_load_bench: cleaning up: " << e.what() << "\n";
    }
    std::error_code ec;
    std::filesystem::remove_all(folder, ec);
    return status;
}
