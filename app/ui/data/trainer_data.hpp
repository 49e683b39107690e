// Everything the screens show that is not a UI string: the content (questions with generated
// drills, scenarios, exam blueprints, certification facts) loaded once, the training store of the
// chosen profile, and figures computed from it (today's queue, accuracy, retention, mistakes).
// Screens read it and record answers through it; the rules and the schedule stay in app/core.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/centre/background_sync.hpp"
#include "app/core/content/certification_facts.hpp"
#include "app/core/content/question_sources.hpp"
#include "app/core/content/scenario.hpp"
#include "app/core/packs/pack_install.hpp"
#include "app/core/store/training_store.hpp"
#include "app/core/training/exams/exam_blueprint.hpp"
#include "app/core/training/exams/exam_session.hpp"
#include "app/core/training/drills/intervention_drill.hpp"
#include "app/core/training/answers/practice_grading.hpp"
#include "app/core/training/review/review_scheduler.hpp"
#include "app/core/training/training_content.hpp"
#include "app/core/training/statistics/statistics.hpp"
#include "app/core/ui_strings.hpp"
#include "engine/core/language.hpp"

namespace arbiter::ui {

// Figures for home, progress and review, recomputed after every change to the store.
struct TrainingSummary {
    training::ReviewQueue queue;
    std::vector<training::AccuracyRow> topic_standing;  // each item by its latest answer (weakest topics)
    std::vector<training::AccuracyRow> topics_week;  // accuracy by topic per ISO week
    std::vector<training::AccuracyRow> overall_week; // accuracy per ISO week (by kind: question, scenario)
    std::vector<training::RetentionRow> retention_week;
    training::RetentionStats retention;
    training::Streaks streaks;
    std::vector<training::Mistake> mistakes;
    std::optional<std::int64_t> running_exam;
    std::vector<store::ExamSessionRecord> exams;
    int attempts = 0;
    int correct = 0;
    int answered_today = 0;
    std::vector<store::DrillResultRecord> drills;  // every timed drill taken, oldest first
    // The training centre (docs/centre.md): the class the profile joined, and what waits to be sent
    // (arbiter-cli centre sync sends it; the trainer only shows the count).
    std::optional<std::string> centre_class;
    store::PendingCounts centre_waiting;
};

// What load() reads from the files: the content, the planner's facts, the cited documents, the exam
// blueprints (shipped, then the installed packs'). Made on any thread (it touches no TrainerData),
// taken in by TrainerData::adopt on the UI thread.
struct LoadedContent {
    std::shared_ptr<const training::TrainingContent> content;
    certification::CertificationFacts certification;
    content::SourceCatalog sources;
    std::vector<training::ExamBlueprint> blueprints;
    std::vector<store::TrainingItem> items;
    ContentErrors errors;
};

class TrainerData {
public:
    TrainerData();
    ~TrainerData();
    TrainerData(const TrainerData&) = delete;
    TrainerData& operator=(const TrainerData&) = delete;

    // Loads the content under `content_root` and opens `database` (empty: the default file).
    // `sample`: a temporary database filled with a sample profile's history (screenshots).
    // Problems are kept in errors() / store_error(); nothing here throws.
    void load(const std::filesystem::path& content_root, const std::string& database, bool sample, bool with_store = true);
    bool loaded() const { return loaded_; }
    // The content under `content_root` and the packs installed in `packs_dir`, as load() reads it:
    // the background sync's installed pack is read with this on a worker thread.
    static LoadedContent load_content(const std::filesystem::path& content_root,
                                      const std::filesystem::path& packs_dir = packs::default_packs_dir());
    // Takes `loaded` in place of the content (UI thread, between frames): the item lists, blueprints
    // and the drills worked out from them follow, and the store learns the new items. Screens keep
    // items by id, so what they show is looked up in the new content from the next frame on.
    void adopt(LoadedContent loaded);

    // The training layer's content: questions (with generated drills) and the scenarios the engine
    // can judge, each a PracticeItem with its fingerprint and (scenarios) the engine's ruling.
    const training::TrainingContent& content() const { return *content_; }
    const training::PracticeItem* item(std::string_view id) const;
    const std::vector<const content::Question*>& questions() const { return questions_; }
    const std::vector<const content::Scenario*>& scenarios() const { return scenarios_; }
    const content::Scenario* scenario(std::string_view id) const;
    // The scenarios that are intervention drills (their timeline has a window the candidate is
    // scored on), in the order of scenarios(); worked out on first use.
    const std::vector<training::InterventionDrill>& intervention_drills();
    const content::Question* question(std::string_view id) const;
    const rules::Ruling* ruling(std::string_view scenario_id) const;
    const std::vector<training::ExamBlueprint>& blueprints() const { return blueprints_; }
    const training::ExamBlueprint* blueprint(std::string_view id) const;
    const std::vector<store::TrainingItem>& items() const { return items_; }
    const certification::CertificationFacts& certification() const { return certification_; }
    const content::SourceCatalog& sources() const { return sources_; }
    const ContentErrors& errors() const { return errors_; }

    store::TrainingStore* store() { return store_.get(); }
    const std::string& store_error() const { return store_error_; }
    // Why the training history could not be opened, in the reader's language (a refused file's
    // reason from the interface strings; another failure as it was reported).
    std::string store_error(const UiStrings& strings) const;
    const std::filesystem::path& database_file() const { return database_file_; }
    bool sample() const { return sample_; }
    const store::Profile& profile() const { return profile_; }
    std::vector<store::Profile> profiles();
    // Switches to (creating if needed) the profile `name`.
    void use_profile(const std::string& name);
    // Saves the profile's sport ("go" | "chess" | "both") and target grade (sport_profile.hpp).
    // False, with the store's message in `error`, when it could not be saved.
    bool set_sport(const std::string& sport, const std::string& grade, std::string& error);
    // The sport the screens follow (practice list, quiz, review's new items, home, exams): the
    // profile's "go" or "chess"; empty (everything) when the profile trains both or has not chosen,
    // or while "all sports" is on. The toggle is per run, not saved: the profile's choice stays.
    std::string sport_filter() const;
    // The levels of the profile's target grade and those below it (training::levels_within_grade);
    // none while "all sports" is on (it lifts the grade too) or without a grade.
    std::vector<std::string> grade_levels() const;
    bool all_sports() const { return all_sports_; }
    void set_all_sports(bool all);

    const training::Clock& clock() const { return clock_; }
    std::chrono::minutes utc_offset() const { return utc_offset_; }

    // Grades `response` (the answer JSON of answer_grading.hpp) with the shared grading and, for
    // practice and review, commits it with its new review schedule. nullopt when the item is
    // unknown or the response does not fit it.
    // `rating` overrides the schedule's rating (an intervention drill with a missed window is
    // "again" whatever the ruling's grade).
    std::optional<training::Feedback> answer(const std::string& item_id, const json::Value& response, double seconds,
                                             store::AttemptMode mode, std::optional<training::fsrs::Rating> rating = std::nullopt);
    // Grades without recording (a mock exam keeps only the result, see ExamSession::answer).
    std::optional<training::Feedback> grade(const std::string& item_id, const json::Value& response, double seconds) const;
    // Commits a timed drill's result (training::countout_record ...) for the current profile.
    // False, with the store's message in `error`, when it could not be saved.
    bool record_drill_result(const store::DrillResultRecord& result, std::string& error);
    // When the current profile's next review falls due (after now), for a review session's summary.
    std::optional<store::TimePoint> next_review_due() const;
    // The summary of the current profile (computed on first use after a change).
    const TrainingSummary& summary();
    // Something changed: the summary is recomputed on next use, and the background sync (when
    // running) is told something may wait to be sent.
    void invalidate() {
        summary_dirty_ = true;
        if (sync_) sync_->poke();
    }

    // The training centre's background sync for the current profile (docs/centre.md), started by
    // an interactive trainer; `wake` is called on its thread when its status changes. Not for the
    // sample profile, nor without a store.
    void start_background_sync(std::function<void()> wake);
    void stop_background_sync();
    std::optional<centre::SyncStatus> sync_status() const;
    // The candidate's yes to replacing the installed pack `pack_id` with the `version` the class was
    // given (the home screen's button); the worker does it at its next run.
    void allow_pack_replace(const std::string& pack_id, const std::string& version);
    const std::filesystem::path& content_root() const { return content_root_; }

    // Every character the content shows in `language`, once each, for the font atlas (the texts
    // themselves, all questions, rulings and menus, are ~4 MB; their characters a few KB).
    std::string font_characters(Language language) const;

private:
    void open_store(const std::string& database);
    void fill_sample();

    bool loaded_ = false;
    std::filesystem::path content_root_;
    std::shared_ptr<const training::TrainingContent> content_;
    std::vector<const content::Question*> questions_;
    std::vector<const content::Scenario*> scenarios_;
    std::optional<std::vector<training::InterventionDrill>> intervention_drills_;
    certification::CertificationFacts certification_;
    content::SourceCatalog sources_;
    std::vector<training::ExamBlueprint> blueprints_;
    std::vector<store::TrainingItem> items_;
    ContentErrors errors_;
    std::unique_ptr<store::TrainingStore> store_;
    std::string store_error_;
    std::optional<store::StoreError> store_refused_;  // set when the store refused the file
    std::filesystem::path database_file_;
    bool sample_ = false;
    store::Profile profile_;
    bool all_sports_ = false;
    training::SystemClock clock_;
    std::chrono::minutes utc_offset_{0};
    std::unique_ptr<training::ReviewScheduler> scheduler_;
    TrainingSummary summary_;
    bool summary_dirty_ = true;
    std::function<void()> sync_wake_;
    std::unique_ptr<centre::BackgroundSync> sync_;  // its own SQLite connection to database_file_
};

// A profile's name as the interface shows it: the two names the program gives (the sample profile
// of screenshot and script runs, and "default") in the interface language; any other as its owner
// typed it.
std::string profile_label(const std::string& name, const UiStrings& strings);

}  // namespace arbiter::ui
