#include "app/ui/data/trainer_data.hpp"

#include <unistd.h>

#include <cstdio>

#include "app/core/packs/pack_install.hpp"
#include "app/core/paths.hpp"
#include "app/core/store/refusal_text.hpp"
#include "app/core/training/sport_profile.hpp"
#include "app/core/training/drills/countout_drill.hpp"
#include "app/core/training/answers/answer_json.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/clock.hpp"
#include "app/core/training/answers/ruling_menu.hpp"
#include "engine/core/utf8.hpp"
#include "engine/rules/ruling_text.hpp"

namespace arbiter::ui {

namespace fs = std::filesystem;

namespace {

constexpr const char* kDefaultProfile = "default";
// The sample profile's name says what it is, in all three languages.
constexpr const char* kSampleProfile = "示例考生 · 示例 · Sample";

}  // namespace

TrainerData::TrainerData() = default;

TrainerData::~TrainerData() {
    sync_.reset();  // its connection to the file goes before the file may be removed
    scheduler_.reset();
    store_.reset();
    if (sample_ && !database_file_.empty()) {
        std::error_code ignored;
        for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(database_file_.string() + suffix, ignored);
    }
}

LoadedContent TrainerData::load_content(const fs::path& root, const fs::path& packs_dir) {
    LoadedContent loaded;
    // The installed content packs' items and exam blueprints beside the shipped ones (docs/packs.md).
    const auto pack_folders = packs::installed_pack_folders(packs_dir);
    loaded.content = training::TrainingContent::load(root, pack_folders);
    loaded.errors = loaded.content->errors();
    // The planner's facts and the catalogue of cited documents (titles for citations).
    auto certification = certification::load_certification_directory(root / "question_bank" / "certification", root);
    loaded.certification = std::move(certification.facts);
    loaded.errors.insert(loaded.errors.end(), certification.errors.begin(), certification.errors.end());
    loaded.sources =
        content::load_source_catalog(root / "question_bank" / "sources.yaml", "question_bank/sources.yaml", loaded.errors);
    loaded.blueprints = training::load_exam_blueprints(root / "question_bank" / "exam_blueprints", loaded.errors, root);
    for (auto& b : packs::pack_blueprints(pack_folders, loaded.blueprints, loaded.errors))
        loaded.blueprints.push_back(std::move(b));
    loaded.items = loaded.content->training_items();
    return loaded;
}

void TrainerData::adopt(LoadedContent loaded) {
    content_ = std::move(loaded.content);
    errors_ = std::move(loaded.errors);
    questions_.clear();
    scenarios_.clear();
    for (const auto& item : content_->items()) {
        if (item.question) questions_.push_back(item.question);
        if (item.scenario) scenarios_.push_back(item.scenario);
    }
    intervention_drills_.reset();  // worked out again from the new scenarios on first use
    certification_ = std::move(loaded.certification);
    sources_ = std::move(loaded.sources);
    blueprints_ = std::move(loaded.blueprints);
    items_ = std::move(loaded.items);
    summary_dirty_ = true;
    if (!store_) return;
    try {
        store_->remember_items(items_, clock_.now());
    } catch (const std::exception& e) {
        // The new items are shown; the store learns them at the next start (remember_items again).
        errors_.push_back(ContentError{database_file_.string(), 0, 0, e.what()});
    }
}

void TrainerData::load(const fs::path& root, const std::string& database, bool sample, bool with_store) {
    loaded_ = true;
    content_root_ = root;
    utc_offset_ = training::local_utc_offset();
    adopt(load_content(root));
    sample_ = sample && database.empty();
    if (with_store) open_store(database);
}

void TrainerData::open_store(const std::string& database) {
    if (sample_) {
        database_file_ = fs::temp_directory_path() / ("arbiter-trainer-sample-" + std::to_string(::getpid()) + ".db");
        std::error_code ignored;
        for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(database_file_.string() + suffix, ignored);
    } else {
        database_file_ = database.empty() ? default_database_path() : fs::path(database);
    }
    try {
        store_ = std::make_unique<store::TrainingStore>(database_file_);
        store_->remember_items(items_, clock_.now());
        scheduler_ = std::make_unique<training::ReviewScheduler>(*store_, clock_);
        use_profile(sample_ ? kSampleProfile : kDefaultProfile);
        // The sample candidate trains for Go 三级, so screenshots and scripts show a chosen sport and
        // the first-start welcome never waits for an answer in an unattended run (docs/ui.md).
        if (sample_) {
            store_->set_profile_sport(profile_.id, "go", "cn-3");
            profile_.sport = "go";
            profile_.grade = "cn-3";
            fill_sample();
        }
    } catch (const store::StoreError& e) {
        store_error_ = e.what();
        store_refused_ = e;
        scheduler_.reset();
        store_.reset();
    } catch (const std::exception& e) {
        store_error_ = e.what();
        scheduler_.reset();
        store_.reset();
    }
}

std::string TrainerData::store_error(const UiStrings& strings) const {
    return store_refused_ ? store::refusal_reason(*store_refused_, strings) : store_error_;
}

const training::PracticeItem* TrainerData::item(std::string_view id) const { return content_ ? content_->find(id) : nullptr; }

const content::Scenario* TrainerData::scenario(std::string_view id) const {
    const auto* i = item(id);
    return i ? i->scenario : nullptr;
}

const content::Question* TrainerData::question(std::string_view id) const {
    const auto* i = item(id);
    return i ? i->question : nullptr;
}

const rules::Ruling* TrainerData::ruling(std::string_view scenario_id) const {
    const auto* i = item(scenario_id);
    return i ? i->ruling : nullptr;
}

const training::ExamBlueprint* TrainerData::blueprint(std::string_view id) const {
    for (const auto& b : blueprints_)
        if (b.id == id) return &b;
    return nullptr;
}

std::vector<store::Profile> TrainerData::profiles() { return store_ ? store_->profiles() : std::vector<store::Profile>{}; }

void TrainerData::use_profile(const std::string& name) {
    if (!store_ || name.empty()) return;
    profile_ = store_->ensure_profile(name, clock_.now());
    summary_dirty_ = true;
    if (sync_) start_background_sync(sync_wake_);  // the new profile's link, if any
}

void TrainerData::start_background_sync(std::function<void()> wake) {
    sync_.reset();
    sync_wake_ = std::move(wake);
    if (!store_ || sample_) return;
    centre::BackgroundSyncOptions options;
    options.on_change = sync_wake_;
    options.content_root = content_root_;  // the given packs are checked against it, as load() reads them
    sync_ = std::make_unique<centre::BackgroundSync>(database_file_, profile_.id, std::move(options));
}

void TrainerData::stop_background_sync() { sync_.reset(); }

void TrainerData::allow_pack_replace(const std::string& pack_id, const std::string& version) {
    if (sync_) sync_->allow_replace(pack_id, version);
}

std::optional<centre::SyncStatus> TrainerData::sync_status() const {
    if (!sync_) return std::nullopt;
    return sync_->status();
}

bool TrainerData::set_sport(const std::string& sport, const std::string& grade, std::string& error) {
    if (!store_) {
        error = store_error_;
        return false;
    }
    try {
        store_->set_profile_sport(profile_.id, sport, grade);
    } catch (const std::exception& e) {
        error = e.what();
        return false;
    }
    profile_.sport = sport;
    profile_.grade = grade;
    summary_dirty_ = true;
    return true;
}

std::string TrainerData::sport_filter() const {
    if (all_sports_ || (profile_.sport != "go" && profile_.sport != "chess")) return {};
    return profile_.sport;
}

std::vector<std::string> TrainerData::grade_levels() const {
    if (all_sports_) return {};
    return training::levels_within_grade(profile_.grade);
}

void TrainerData::set_all_sports(bool all) {
    if (all == all_sports_) return;
    all_sports_ = all;
    summary_dirty_ = true;  // today's new items follow the filter
}

std::optional<training::Feedback> TrainerData::grade(const std::string& item_id, const json::Value& response,
                                                     double seconds) const {
    const training::PracticeItem* it = item(item_id);
    if (!it) return std::nullopt;
    try {
        return training::grade(*it, response, seconds, clock_.now());
    } catch (const training::ResponseError&) {
        return std::nullopt;
    }
}

std::optional<training::Feedback> TrainerData::answer(const std::string& item_id, const json::Value& response,
                                                      double seconds, store::AttemptMode mode, std::optional<training::fsrs::Rating> rating) {
    auto feedback = grade(item_id, response, seconds);
    if (feedback && store_ && scheduler_) {
        scheduler_->record_answer(profile_.id, feedback->graded, mode, rating);
        summary_dirty_ = true;
    }
    return feedback;
}

const std::vector<training::InterventionDrill>& TrainerData::intervention_drills() {
    if (!intervention_drills_) {
        intervention_drills_.emplace();
        for (const content::Scenario* sc : scenarios_)
            if (auto drill = training::make_intervention_drill(*sc)) intervention_drills_->push_back(std::move(*drill));
    }
    return *intervention_drills_;
}

bool TrainerData::record_drill_result(const store::DrillResultRecord& result, std::string& error) {
    if (!store_) {
        error = store_error_;
        return false;
    }
    try {
        store_->record_drill_result(profile_.id, result);
    } catch (const std::exception& e) {
        error = e.what();
        return false;
    }
    summary_dirty_ = true;
    return true;
}

std::optional<store::TimePoint> TrainerData::next_review_due() const {
    if (!scheduler_) return std::nullopt;
    return scheduler_->next_due(profile_.id, items_);
}

const TrainingSummary& TrainerData::summary() {
    if (!summary_dirty_ || !store_) return summary_;
    summary_dirty_ = false;
    summary_ = {};
    summary_.queue = scheduler_->daily_queue(profile_.id, items_, 10, utc_offset_, sport_filter(), grade_levels());
    training::TrainingStatistics stats(*store_, profile_.id, utc_offset_);
    summary_.topic_standing = stats.topic_standing();
    summary_.topics_week = stats.accuracy(training::Dimension::topic, training::Period::week);
    summary_.retention_week = stats.retention(training::Period::week);
    summary_.overall_week = stats.accuracy(training::Dimension::kind, training::Period::week);
    summary_.retention = scheduler_->retention(profile_.id);
    summary_.streaks = stats.streaks(clock_.now());
    summary_.mistakes = stats.mistakes();
    summary_.running_exam = store_->running_exam_session(profile_.id);
    summary_.exams = store_->exam_sessions(profile_.id);
    summary_.drills = store_->drill_results(profile_.id);
    if (const auto link = store_->centre_link(profile_.id)) {
        summary_.centre_class = link->class_code;
        summary_.centre_waiting = store_->pending_counts(profile_.id);
    }
    const auto today = stats.accuracy(training::Dimension::kind, training::Period::day);
    for (const auto& row : stats.accuracy(training::Dimension::kind, training::Period::all)) {
        summary_.attempts += row.attempts;
        summary_.correct += row.correct;
    }
    // Today's label is the last day with answers if it is today.
    const auto local_now = clock_.now() + utc_offset_;
    const auto day = std::chrono::floor<std::chrono::days>(local_now);
    const std::chrono::year_month_day ymd{day};
    char label[16];
    std::snprintf(label, sizeof label, "%04d-%02u-%02u", static_cast<int>(ymd.year()), static_cast<unsigned>(ymd.month()),
                  static_cast<unsigned>(ymd.day()));
    for (const auto& row : today)
        if (row.period == label) summary_.answered_today += row.attempts;
    return summary_;
}

std::string TrainerData::font_characters(Language language) const {
    std::vector<std::string> texts;
    for (const content::Question* q : questions_) {
        texts.push_back(q->prompt.get(language));
        for (const auto& o : q->options) texts.push_back(o.get(language));
        texts.push_back(q->explanation.get(language));
        if (q->unit) texts.push_back(q->unit->get(language));
    }
    for (const content::Scenario* s : scenarios_) {
        texts.push_back(s->title.get(language));
        texts.push_back(s->prompt.get(language));
        for (std::size_t i = 0; i < s->options.size(); ++i) texts.push_back(training::scenario_option_text(*s, i, language));
        if (const rules::Ruling* r = ruling(s->id)) {
            texts.push_back(r->explanation.get(language));
            for (auto& line : training::ruling_lines(*r, language)) texts.push_back(std::move(line));
            for (const auto& c : r->all_citations()) texts.push_back(training::citation_label(c, language));
        }
        const training::RulingMenu menu = training::ruling_menu(*s, language);
        for (const auto* list : {&menu.choices.outcomes, &menu.choices.penalties, &menu.choices.corrections, &menu.choices.articles})
            for (const auto& label : *list) texts.push_back(label);
    }
    for (const auto& d : sources_.documents()) texts.push_back(d.title.get(language));
    for (const auto& b : blueprints_) texts.push_back(b.title.get(language));
    const auto& cert = certification_;
    for (const auto& g : cert.grades) {
        texts.push_back(g.name.get(language));
        for (const auto& r : g.requirements) texts.push_back(r.text.get(language));
        for (const auto& d : g.direct_entry) texts.push_back(d.text.get(language));
        for (const auto& n : g.notes) texts.push_back(n.text.get(language));
    }
    for (const auto& p : cert.player_levels) texts.push_back(p.name.get(language));
    // The count-out drills: their titles, the clock they start from, and every call they make.
    for (const auto& setup : training::countout_catalogue()) {
        texts.push_back(setup.title.get(language));
        texts.push_back(setup.situation.get(language));
        for (const auto& call : training::countout_timing(setup).calls) texts.push_back(call.words.get(language));
    }
    texts.push_back(training::random_countout_setup(0).title.get(language));
    for (const auto& e : errors_) texts.push_back(e.message);
    texts.push_back(kSampleProfile);
    texts.push_back(profile_.name);
    texts.push_back(database_file_.string());
    texts.push_back(store_error_);
    return distinct_characters(texts);
}

std::string profile_label(const std::string& name, const UiStrings& strings) {
    if (name == kSampleProfile) return strings.get("profile.sample");
    if (name == kDefaultProfile) return strings.get("profile.default");
    return name;
}

}  // namespace arbiter::ui
