// The content a trainer works with — quiz questions (with generated drills) and scenarios (with the
// engine's ruling of each incident) — as PracticeItems, and choosing among them by game, topic,
// level, article. Shared by the CLI and the GUI; see practice_session.hpp and docs/training.md.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "app/core/content/content_library.hpp"
#include "app/core/content/scenario.hpp"
#include "app/core/store/records.hpp"
#include "engine/rules/ruling.hpp"

namespace arbiter::training {

// One trainable piece of content: a quiz question or a scenario (with the engine's ruling).
struct PracticeItem {
    store::TrainingItem meta;                    // id, kind, fingerprint, topics, levels, articles
    std::vector<std::string> games;              // "go", "chess" (none for general items)
    int difficulty = 1;                          // 1..5
    const content::Question* question = nullptr;  // exactly one of question / scenario is set
    const content::Scenario* scenario = nullptr;
    const rules::Ruling* ruling = nullptr;        // scenarios: the engine's ruling (the key)

    const std::string& id() const { return meta.id; }
    bool is_scenario() const { return scenario != nullptr; }
    const LocalizedText& prompt() const;
};

// All content a trainer works with. Scenarios that fail their content checks (the engine cannot
// judge them, no option or several state the ruling ...) are left out and reported in errors().
// Load once; PracticeItem pointers stay valid while this object lives.
class TrainingContent {
public:
    // `pack_folders`: installed content packs (packs::installed_pack_folders()), each a folder with
    // scenarios/ and question_bank/ like the content root. A pack item whose id the shipped content
    // or an earlier pack already uses is left out and reported in errors().
    static std::shared_ptr<const TrainingContent> load(const std::filesystem::path& content_root,
                                                       const std::vector<std::filesystem::path>& pack_folders = {});
    // For tests: questions and scenarios built in code.
    static std::shared_ptr<const TrainingContent> from(std::vector<content::Question> questions,
                                                       std::vector<content::Scenario> scenarios);

    const std::vector<PracticeItem>& items() const { return items_; }
    const PracticeItem* find(std::string_view id) const;
    // The store's view of every item (for remember_items, exam pools, the daily queue).
    std::vector<store::TrainingItem> training_items() const;
    const ContentErrors& errors() const { return errors_; }
    std::size_t question_count() const { return questions_.size(); }
    std::size_t scenario_count() const { return scenarios_.size(); }
    // The documents questions cite (question_bank/sources.yaml), for their titles in feedback.
    const content::SourceCatalog& sources() const { return sources_; }

private:
    // Scenario files are read for fingerprints from scenario_roots_; sources: the catalogue scenarios cite.
    void build_items(const content::SourceCatalog* sources);
    void add_pack(const std::filesystem::path& folder);
    std::vector<content::Question> questions_;
    std::vector<content::Scenario> scenarios_;
    std::vector<std::filesystem::path> scenario_roots_;  // what scenarios_[i].file is relative to
    std::vector<rules::Ruling> rulings_;  // rulings_[i] belongs to scenarios_[i] when judged
    std::vector<bool> judged_;
    std::vector<PracticeItem> items_;
    std::unordered_map<std::string, std::size_t> index_;  // item id → position in items_
    ContentErrors errors_;
    content::SourceCatalog sources_;
};

// "三级"/"三級"/"cn-3"/"3" → "cn-3"; "二级" → "cn-2"; "一级" → "cn-1"; "国家级"/"國家級"/"national" →
// "cn-national"; "fide"/"FA"/"IA" → "fide". nullopt for anything else.
std::optional<std::string> normalize_level(std::string_view text);

// Which items to practise. Empty fields do not filter. An item matches an `article` when one of
// its citations is that article ("20", "6.9") or "document article" ("cn-go-1988 20").
struct ItemFilter {
    std::optional<std::string> game;     // "go" | "chess"
    std::vector<std::string> topics;     // any of these (topic area or sub-topic)
    std::optional<std::string> level;    // a level id (normalize_level)
    // The profile's grade, as the levels it studies (sport_profile.hpp, levels_within_grade): an
    // item of any of them, or of no level. Empty: every level. `level` narrows it further.
    std::vector<std::string> grade_levels;
    std::optional<std::string> article;
    std::optional<store::ItemKind> kind;
    std::optional<int> max_difficulty;
    // The profile's sport ("go" | "chess"): that game's items and the general ones (sport_profile.hpp,
    // item_in_sport). Unlike `game`, which takes only items of the game.
    std::optional<std::string> sport;
    // Scenarios only (a question has neither, so it never matches once one is set): the class of
    // time control the scenario is played under, and its rule set ("fide-2023-rapid", "cn-go-1988").
    std::optional<content::TimeControlClass> time_control;
    std::optional<std::string> rule_set;
    // Search: text found in the id or in the title or prompt in any of the three languages
    // (case-insensitive for Latin letters). Empty: no search.
    std::string text;
};
bool matches(const PracticeItem& item, const ItemFilter& filter);
// Matching items; shuffled reproducibly by `seed` (0 = content order), at most `limit` (0 = all).
std::vector<const PracticeItem*> select_items(const TrainingContent& content, const ItemFilter& filter,
                                              std::uint64_t seed = 0, std::size_t limit = 0);

}  // namespace arbiter::training
