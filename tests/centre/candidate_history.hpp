// A candidate's SQLite store with history to push: answers to items whose topics and articles the
// store knows, a submitted mock exam, drill results. For the centre's sync and fault tests.
#pragma once

#include <string>

#include "app/core/store/training_store.hpp"
#include "tests/store/temp_dir.hpp"

namespace arbiter::test {

inline store::TimePoint day(int d, int seconds = 0) {
    return store::from_unix_ms(1'764'547'200'000 + static_cast<std::int64_t>(d) * 86'400'000 + seconds * 1000LL);
}

// A blueprint snapshot as an exam session keeps it (training::ExamBlueprint::to_json's shape).
inline const char* kBlueprintJson =
    R"({"id":"go-cn-3","level":"cn-3","sport":"go","grade":"cn-3","title":{"zh-Hans":"围棋三级","zh-Hant":"圍棋三級","en":"Go grade 3"},"time_limit_minutes":60,"pass_mark":0.8,"sections":[{"topic":"go-rules","items":2},{"topic":"ko","items":1}]})";

struct CandidateHistory {
    TempDir dir;
    store::TrainingStore store{dir / "trainer.db"};
    std::int64_t profile = store.ensure_profile("default", day(0)).id;

    CandidateHistory() {
        store.remember_items({{"q-ko-1", store::ItemKind::question, "fp1", {"ko"}, {"cn-3"}, {"cn-go-2002 17.1"}, {}},
                              {"q-count-1", store::ItemKind::question, "fp2", {"counting"}, {"cn-3"},
                               {"cn-go-2002 9", "cn-go-2002 10"}, {}}},
                             day(0));
    }

    std::int64_t answer(const std::string& item, double score, store::TimePoint when) {
        store::GradedAnswer a;
        a.item_id = item;
        a.fingerprint = item == "q-ko-1" ? "fp1" : "fp2";
        a.answer_json = R"({"choice":1})";
        a.score = score;
        a.parts_json = "{}";
        a.seconds = 9.5;
        a.answered_at = when;
        return store.record_attempt(profile, store::AttemptMode::practice, a);
    }

    // A three-item exam of blueprint go-cn-3 drawn with `seed`, `right` of them answered fully
    // right, started and submitted at `when`.
    std::int64_t exam(int right, store::TimePoint when, std::uint64_t seed = 42) {
        store::ExamSessionRecord r;
        r.profile_id = profile;
        r.blueprint_id = "go-cn-3";
        r.blueprint_json = kBlueprintJson;
        r.seed = seed;
        r.time_limit_ms = 3'600'000;
        r.remaining_ms = 3'600'000;
        r.started_at = when;
        for (int i = 0; i < 3; ++i)
            r.items.push_back(store::ExamItemRecord{i, i == 2 ? "q-ko-1" : "q-count-1", i == 2 ? "fp1" : "fp2",
                                                    i == 2 ? "ko" : "go-rules", {}, {}, {}, false, 0, {}});
        const auto id = store.create_exam_session(r);
        for (int i = 0; i < 3; ++i) {
            store::ExamItemRecord item = r.items[static_cast<std::size_t>(i)];
            item.answer_json = R"({"choice":0})";
            item.score = i < right ? 1.0 : 0.0;
            item.parts_json = "{}";
            item.answered_at = when;
            store.save_exam_answer(id, item, store::ExamProgress{i, 3'000'000, {}, when});
        }
        store.submit_exam_session(id, store::ExamProgress{2, 2'000'000, {}, when});
        return id;
    }

    std::int64_t drill(double score, store::TimePoint when) {
        store::DrillResultRecord r;
        r.drill_kind = "countout";
        r.item_id = "countout.1988-last-minute";
        r.taken_at = when;
        r.score = score;
        r.hits = 9;
        r.misses = 1;
        r.mean_abs_error_ms = 120.0;
        r.final_call_right = true;
        r.detail_json = R"({"calls":[]})";
        return store.record_drill_result(profile, r);
    }
};

}  // namespace arbiter::test
