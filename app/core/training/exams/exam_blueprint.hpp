// A mock exam's shape as data (question_bank/exam_blueprints/*.yaml): which sport and grade, how
// many items from each topic, the time limit and the pass mark. The sections every sport's exam of
// a grade shares (duties, certification facts ...) sit once in exam_blueprints/shared/ and are
// named by `shared:`. See docs/training.md § Sport and grade and docs/spaced-repetition.md § Exams.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/content_error.hpp"
#include "app/core/json.hpp"
#include "app/core/store/records.hpp"
#include "engine/core/language.hpp"

namespace arbiter::training {

struct ExamError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct BlueprintSection {
    std::string topic;                       // an item qualifies when its topics contain this
    int items = 0;                           // how many items to draw
    std::optional<store::ItemKind> kind;     // only questions or only scenarios, if given
};

struct ExamBlueprint {
    std::string id;
    std::string level;  // cn-3, cn-2, cn-1, cn-national, fide (the question bank's level ids)
    // "go" or "chess": only items of that sport or general ones are drawn (sport_profile.hpp,
    // item_in_sport). Empty only in a retired blueprint or the snapshot of an exam begun before.
    std::string sport;
    std::string grade;  // the grade prepared for: cn-3 ... cn-national, fide-fa, fide-ia (default: level)
    // The mixed Go-and-chess blueprints of before (cn-3 ... fide): still loaded, so sessions that
    // name them find their title, but neither offered nor started (training::current_blueprint_id).
    bool retired = false;
    LocalizedText title;
    int time_limit_minutes = 0;
    double pass_mark = 0.8;  // fraction of the maximum score needed to pass
    std::vector<BlueprintSection> sections;

    int item_count() const;
    // Snapshot kept with each exam session, so a later edit of the YAML cannot change a started exam.
    json::Value to_json() const;
    static ExamBlueprint from_json(const json::Value& value);
};

// Loads one blueprint file; problems go to `errors` (file:line:column), nothing is thrown. Their
// file is named relative to `display_base` when it is under it (the content root:
// "question_bank/exam_blueprints/cn-2.yaml", as the other loaders name theirs), else in full.
std::optional<ExamBlueprint> load_exam_blueprint(const std::filesystem::path& file, ContentErrors& errors,
                                                 const std::filesystem::path& display_base = {});
// The same for a blueprint's text already read from `file` (its shared sections are read beside
// it): what load_exam_blueprint does after reading, and what fuzz_blueprint_yaml drives.
std::optional<ExamBlueprint> parse_exam_blueprint(const std::string& text, const std::filesystem::path& file,
                                                  ContentErrors& errors, const std::filesystem::path& display_base = {});
// Every *.yaml under `folder`, in the order a candidate climbs (in_climbing_order): both front
// ends list them so.
std::vector<ExamBlueprint> load_exam_blueprints(const std::filesystem::path& folder, ContentErrors& errors,
                                                const std::filesystem::path& display_base = {});
// Go's exams, then chess's, then the retired mixed ones; within each the grades from 三级 up
// (cn-3, cn-2, cn-1, cn-national, fide-fa, fide-ia), then by id. By file name 一级 came before 三级.
void in_climbing_order(std::vector<ExamBlueprint>& blueprints);

// The blueprint a candidate gets for a grade or level id (`grade` is matched against each
// blueprint's grade, then its level: "cn-3", "fide-ia", "fide") and a sport ("go", "chess"; "both"
// or "" take the first of either, in id order). Retired blueprints are never chosen. nullptr if none.
const ExamBlueprint* blueprint_for(const std::vector<ExamBlueprint>& blueprints, std::string_view grade,
                                   std::string_view sport);

// Draws the exam's items from `pool`, reproducibly: the same blueprint, pool and seed always give
// the same exam (on every platform: the shuffle is our own, not std::shuffle). An item is drawn at
// most once. Throws ExamError naming the section when the pool has too few items for it.
std::vector<store::ExamItemRecord> draw_exam_items(const ExamBlueprint& blueprint,
                                                   const std::vector<store::TrainingItem>& pool, std::uint64_t seed);

}  // namespace arbiter::training
