// `arbiter-cli stats`: progress from the training database — accuracy by topic, article, level and
// kind, streaks, time per item, measured retention, exams taken, the mistakes list, the timed drills. `--json` prints
// TrainingStatistics::to_json (the data behind the GUI's progress charts).
#include <cmath>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "app/cli/centre_cli_support.hpp"
#include "app/cli/training_cli_support.hpp"
#include "app/core/content/question_sources.hpp"
#include "app/core/paths.hpp"
#include "app/core/text_fill.hpp"
#include "app/core/training/answers/answer_review.hpp"
#include "app/core/training/answers/answer_text.hpp"
#include "app/core/training/exams/exam_session.hpp"
#include "app/core/training/statistics/drill_results.hpp"
#include "app/core/training/review/review_scheduler.hpp"
#include "app/core/training/statistics/statistics.hpp"

namespace arbiter::cli {

namespace {

// "subtopic" is the topic dimension's other half: the tags below the topic areas.
training::Dimension dimension_from(const std::string& text) {
    if (text == "subtopic") return training::Dimension::topic;
    for (auto d : {training::Dimension::topic, training::Dimension::article, training::Dimension::level,
                   training::Dimension::kind})
        if (text == training::to_string(d)) return d;
    throw UsageError("--by is topic, subtopic, article, level or kind");
}

training::Period period_from(const std::string& text) {
    for (auto p : {training::Period::all, training::Period::day, training::Period::week, training::Period::month})
        if (text == training::to_string(p)) return p;
    throw UsageError("--period is all, day, week or month");
}

json::Value exams_json(store::TrainingStore& store, std::int64_t profile) {
    auto list = json::array();
    for (const auto& e : store.exam_sessions(profile)) {
        auto o = json::object();
        o.set("session", e.id);
        o.set("blueprint", e.blueprint_id);
        o.set("state", store::to_string(e.state));
        o.set("started_at", store::to_unix_ms(e.started_at));
        o.set("remaining_ms", e.remaining_ms);
        list.push(std::move(o));
    }
    return list;
}

// The timed drills: one line per kind taken (docs/drills.md).
void print_drills(store::TrainingStore& store, std::int64_t profile, const UiStrings& strings, std::ostream& out) {
    const auto drills = training::summarize_drills(store.drill_results(profile));
    if (drills.empty()) return;
    out << "\n" << strings.get("cli.stats.drills") << "\n";
    for (const auto& d : drills) {
        const std::string name = d.kind == "countout"       ? strings.get("cli.stats.countout")
                                 : d.kind == "intervention" ? strings.get("cli.stats.intervention")
                                 : d.kind == "pairing"      ? strings.get("cli.stats.pairing")
                                                            : d.kind;
        out << "  " << fill(strings.get("cli.stats.drill_taken"), {{"drill", name}, {"n", std::to_string(d.count)}, {"score", percent(d.mean_score)}});
        if (d.mean_abs_error_ms)
            out << fill(strings.get("cli.stats.drill_call_error"), {{"ms", std::to_string(std::lround(*d.mean_abs_error_ms))}});
        if (d.mean_reaction_ms)
            out << fill(strings.get("cli.stats.drill_reaction"), {{"ms", std::to_string(std::lround(*d.mean_reaction_ms))}});
        if (d.kind == "pairing")  // boards right with their colours, and boards that broke an absolute rule
            out << fill(strings.get("cli.stats.drill_boards"), {{"right", std::to_string(d.hits)},
                                                                {"n", std::to_string(d.hits + d.misses)},
                                                                {"invalid", std::to_string(d.false_alarms)}});
        else
            out << fill(strings.get("cli.stats.drill_misses"), {{"missed", std::to_string(d.misses)}, {"extra", std::to_string(d.false_alarms)}});
        if (d.final_calls > 0)
            out << fill(strings.get("cli.stats.drill_final_calls"), {{"right", std::to_string(d.final_calls_right)}, {"n", std::to_string(d.final_calls)}});
        out << "\n";
    }
}

// The mock exams, oldest first: the exam's title, the score and whether it passed, or the time
// left of the one still running.
void print_exams(store::TrainingStore& store, std::int64_t profile, const TrainingEnvironment& env, std::ostream& out) {
    const auto exams = store.exam_sessions(profile);
    if (exams.empty()) return;
    const UiStrings& strings = env.strings;
    out << "\n" << fill(strings.get("cli.stats.exams"), {{"n", std::to_string(exams.size())}}) << "\n";
    for (const auto& e : exams) {
        const auto full = store.exam_session(e.id);
        std::optional<training::ExamBlueprint> blueprint;
        try {
            if (full) blueprint = training::ExamBlueprint::from_json(json::parse(full->blueprint_json));
        } catch (const std::exception&) {
            // A session another version wrote: named by its blueprint's id below.
        }
        const std::string title = blueprint ? blueprint->title.get(env.lang) : e.blueprint_id;
        if (e.state == store::ExamState::running || !full || !blueprint) {
            out << "  " << fill(strings.get("cli.stats.exam_running"), {{"title", title}, {"time", format_duration(std::chrono::milliseconds(e.remaining_ms))}})
                << "\n";
            continue;
        }
        const training::ExamReport report = training::make_exam_report(*full, *blueprint);
        out << "  "
            << fill(strings.get(report.passed ? "cli.stats.exam_passed" : "cli.stats.exam_failed"),
                    {{"title", title}, {"score", score_text(report.score)}, {"n", std::to_string(report.items)},
                     {"pct", percent(report.percent)}, {"pass", percent(report.pass_mark)},
                     // The day it was handed in, local ("2026-12-04"): the time and zone say nothing more here.
                     {"date", local_time(store::to_unix_ms(full->submitted_at.value_or(full->updated_at))).substr(0, 10)}})
            << "\n";
    }
}

// A row's key as the candidate reads it: a topic or level by its name, an article with its
// document's title, a kind in words; what no string names, as it is.
std::string row_name(training::Dimension dimension, const std::string& key, const TrainingEnvironment& env,
                     const content::SourceCatalog& sources) {
    switch (dimension) {
        case training::Dimension::topic: return env.topic_name(key);
        case training::Dimension::level: return env.strings.has("level." + key) ? env.strings.get("level." + key) : key;
        case training::Dimension::kind:
            if (key == "question" || key == "scenario")
                return env.strings.get(key == "question" ? "cli.stats.kind_question" : "cli.stats.kind_scenario");
            return key;
        case training::Dimension::article: {
            const auto space = key.find(' ');  // "cn-go-1988 20.1" (training_content.cpp)
            return training::citation_label({key.substr(0, space), space == std::string::npos ? "" : key.substr(space + 1)},
                                            env.lang, training::ArticleTitles::Hidden, &sources);
        }
    }
    return key;
}

std::string dimension_name(training::Dimension dimension, bool subtopics, const UiStrings& strings) {
    if (subtopics) return strings.get("cli.stats.dimension_subtopic");
    switch (dimension) {
        case training::Dimension::topic: return strings.get("cli.stats.dimension_topic");
        case training::Dimension::article: return strings.get("cli.stats.dimension_article");
        case training::Dimension::level: return strings.get("cli.stats.dimension_level");
        case training::Dimension::kind: return strings.get("cli.stats.dimension_kind");
    }
    return training::to_string(dimension);
}

// "12.5": the one decimal the time per item is shown with.
std::string one_decimal(double value) {
    std::ostringstream text;
    text << std::fixed << std::setprecision(1) << value;
    return text.str();
}

}  // namespace

void register_stats_commands(CommandRegistry& registry) {
    registry.add({"stats", "", "progress: accuracy by topic/article/level, streaks, retention, mistakes", "",
                  [](const std::vector<std::string>& raw, Io& io) {
                      Arguments args(raw, training_value_options({"--by", "--period", "--utc-offset"}), {"--json"});
                      args.expect_positionals(0, 0);
                      const std::string by = args.value_or("--by", "topic");
                      const auto dimension = dimension_from(by);
                      const bool subtopics = by == "subtopic";
                      const auto period = period_from(args.value_or("--period", "all"));
                      const std::chrono::minutes offset = utc_offset_option(args);
                      return with_database_errors(io, args, [&] {
                          auto env = open_training(args, true);  // the content names the mistakes
                          const UiStrings& strings = env.strings;
                          training::TrainingStatistics stats(*env.store, env.profile_id, offset);
                          const auto now = env.clock.now();
                          if (args.flag("--json")) {
                              auto out = stats.to_json(now);
                              out.set("exams", exams_json(*env.store, env.profile_id));
                              out.set("drills", training::drill_summary_json(
                                                    training::summarize_drills(env.store->drill_results(env.profile_id))));
                              io.out << out.dump(true) << "\n";
                              return 0;
                          }
                          int answers = 0;
                          for (const auto& r : stats.accuracy(training::Dimension::kind, training::Period::all))
                              answers += r.attempts;
                          io.out << fill(strings.get("cli.stats.answers"), {{"n", std::to_string(answers)}}) << "\n";
                          const auto streaks = stats.streaks(now);
                          io.out << fill(strings.get("cli.stats.streak"), {{"current", std::to_string(streaks.current)},
                                                                           {"longest", std::to_string(streaks.longest)},
                                                                           {"days", std::to_string(streaks.active_days)}})
                                 << "\n";
                          const auto time = stats.time_per_item();
                          io.out << std::fixed << std::setprecision(1)  // the table's sec/item below too
                                 << fill(strings.get("cli.stats.time_per_item"), {{"mean", one_decimal(time.mean_seconds)},
                                                                                  {"median", one_decimal(time.median_seconds)},
                                                                                  {"p90", one_decimal(time.p90_seconds)}})
                                 << "\n";
                          training::ReviewScheduler reviews(*env.store, env.clock);
                          const auto retention = reviews.retention(env.profile_id);
                          io.out << strings.get("cli.stats.retention");
                          if (retention.reviews == 0) io.out << strings.get("cli.stats.no_reviews");
                          else io.out << percent(retention.measured) << " / " << percent(retention.predicted) << " ("
                                      << retention.reviews << ")";
                          // Tab-separated: Chinese names are two columns wide, which setw cannot measure.
                          io.out << "\n\n" << dimension_name(dimension, subtopics, strings)
                                 << "\t" << strings.get("cli.stats.columns") << "\n";
                          // The question bank's own documents by their titles (question_bank/sources.yaml).
                          ContentErrors ignored;
                          const auto bank = content_root(args.value_or("--content-root", "")) / "question_bank" / "sources.yaml";
                          const content::SourceCatalog sources = content::load_source_catalog(bank, "sources.yaml", ignored);
                          // One row per name a person reads: by topic the topic areas (围棋规则, 计算 …),
                          // by subtopic the tags below them, two tags of one name (迟到) one row.
                          const auto rows = stats.accuracy(dimension, period, [&](const std::string& key) -> std::optional<std::string> {
                              if (dimension == training::Dimension::topic &&
                                  (key == "(unknown)" || content::is_topic_area(key) == subtopics))
                                  return std::nullopt;
                              return row_name(dimension, key, env, sources);
                          });
                          for (const auto& r : rows)
                              io.out << r.key << "\t"
                                     << (r.period == "all" ? strings.get("cli.stats.period_all") : r.period) << "\t" << r.attempts
                                     << "\t" << r.correct << "\t" << percent(r.mean_score) << "\t" << one_decimal(r.mean_seconds) << "\n";
                          const auto mistakes = stats.mistakes();
                          io.out << "\n" << fill(strings.get("cli.stats.mistakes"), {{"n", std::to_string(mistakes.size())}}) << "\n";
                          for (const auto& m : mistakes) {
                              // By what the item is, not its id (an item since deleted keeps its id).
                              const training::PracticeItem* item = env.content->find(m.item_id);
                              io.out << "  " << percent(m.last_score) << "  ×" << m.wrong_count << "  "
                                     << (item ? training::item_title(*item, env.lang, 90) : m.item_id) << "\n";
                          }
                          print_exams(*env.store, env.profile_id, env, io.out);
                          print_drills(*env.store, env.profile_id, strings, io.out);
                          return 0;
                      });
                  }});
}

}  // namespace arbiter::cli
