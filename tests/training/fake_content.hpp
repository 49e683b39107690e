// A small made-up item list standing in for the question bank and scenario library, so the
// training core is tested without depending on content that is written elsewhere.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "app/core/store/records.hpp"

namespace arbiter::test {

// `per_topic` items in each of go-rules, chess-laws and tie-breaks, all at levels cn-3 and cn-2;
// every third one is a scenario. Ids look like "go-rules-04".
inline std::vector<store::TrainingItem> fake_items(int per_topic) {
    std::vector<store::TrainingItem> items;
    for (std::string topic : {"go-rules", "chess-laws", "tie-breaks"}) {
        for (int i = 0; i < per_topic; ++i) {
            store::TrainingItem item;
            item.id = topic + "-" + (i < 10 ? "0" : "") + std::to_string(i);
            item.kind = i % 3 == 2 ? store::ItemKind::scenario : store::ItemKind::question;
            item.fingerprint = "v1-" + item.id;
            item.topics = {topic};
            item.levels = {"cn-3", "cn-2"};
            item.articles = {topic == "go-rules" ? "cn-go-1988 20" : "fide-laws-2023 6.9"};
            items.push_back(item);
        }
    }
    return items;
}

// 2026-03-02 08:00 UTC (a Monday), the start of every simulated day in these tests.
inline store::TimePoint monday_morning() {
    using namespace std::chrono;
    return time_point_cast<milliseconds>(sys_days{year{2026} / 3 / 2} + hours(8));
}

}  // namespace arbiter::test
